import { exports } from "cloudflare:workers";
import { beforeAll, describe, expect, test } from "vitest";
import de from "../../locales/de/ui.json";
import en from "../../locales/en/ui.json";
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS, type Locale, PREFIXED_LOCALES } from "../../shared/locales";
import { GOOGLEBOT, get, locationOf, setCookiesOf, WARM_UP_TIMEOUT_MS, warmUp } from "./helpers";

beforeAll(warmUp, WARM_UP_TIMEOUT_MS);

/** The locale cookie a response sets, or undefined when it sets none. */
function localeCookieOf(response: Response) {
  return setCookiesOf(response).find((cookie) => cookie.name === LOCALE_COOKIE);
}

/** The Cookie header of a visitor whose locale cookie holds `value` (a locale code or garbage). */
function localeCookie(value: Locale | string) {
  return `${LOCALE_COOKIE}=${value}`;
}

async function drain(response: Response) {
  await response.body?.cancel();
  return response;
}

type Target = { path: string; headers?: Record<string, string> };
type PageCase = Target & { title: string; lang: Locale };
type RedirectCase = Target & { title: string; location: string };

/** GETs the path and checks it is a page, not a redirect, rendered in the given language. */
async function expectPage({ path, headers, lang }: Target & { lang: Locale }) {
  const response = await get(path, headers === undefined ? {} : { headers });
  expect(response.status).toBe(200);
  expect(await response.text()).toContain(`<html lang="${lang}"`);
}

/** GETs the path and checks the redirect's status and Location. */
async function expectRedirect({ path, headers, location }: Target & { location: string }, status: 301 | 302) {
  const response = await drain(await get(path, headers === undefined ? {} : { headers }));
  expect(response.status).toBe(status);
  expect(locationOf(response)).toBe(location);
}

describe("trailing slash", () => {
  test.each<RedirectCase>([
    {
      title: "GET /ja/templates/?q=1 redirects 301 to /ja/templates?q=1",
      path: "/ja/templates/?q=1",
      location: "/ja/templates?q=1",
    },
    { title: "GET /templates/ redirects 301 to /templates", path: "/templates/", location: "/templates" },
    { title: "GET /ja/ redirects 301 to /ja", path: "/ja/", location: "/ja" },
    {
      title: "GET /solutions/industries/real-estate/ redirects 301 to the path without the slash",
      path: "/solutions/industries/real-estate/?a=1&b=2",
      location: "/solutions/industries/real-estate?a=1&b=2",
    },
  ])("$title", (row) => expectRedirect(row, 301));

  test("GET / is not redirected and renders the home page", async () => {
    const response = await get("/");
    expect(response.status).toBe(200);
    expect(response.headers.get("location")).toBeNull();
    expect(await response.text()).toContain('<html lang="en" dir="ltr"');
  });
});

describe("the default locale spelled out", () => {
  test.each<RedirectCase>([
    { title: "GET /en redirects 301 to /", path: "/en", location: "/" },
    {
      title: "GET /en/templates?x=1 redirects 301 to /templates?x=1",
      path: "/en/templates?x=1",
      location: "/templates?x=1",
    },
    {
      title: "GET /en/solutions/industries/real-estate redirects 301 to the unprefixed page",
      path: "/en/solutions/industries/real-estate",
      location: "/solutions/industries/real-estate",
    },
    {
      title: "GET /en redirects even with a Japanese cookie and Accept-Language",
      path: "/en",
      headers: { cookie: localeCookie("ja"), "accept-language": "ja" },
      location: "/",
    },
  ])("$title", (row) => expectRedirect(row, 301));
});

describe("root redirect by Accept-Language", () => {
  test.each(PREFIXED_LOCALES)("GET / with Accept-Language %s redirects 302 to its prefix", async (locale) => {
    const response = await drain(await get("/", { headers: { "accept-language": locale } }));
    expect(response.status).toBe(302);
    expect(locationOf(response)).toBe(`/${locale}`);
  });

  test.each<RedirectCase>([
    {
      title: "GET / with Accept-Language 'de-CH, fr;q=0.9' redirects to /fr: an exact tag beats a language part",
      path: "/",
      headers: { "accept-language": "de-CH, fr;q=0.9" },
      location: "/fr",
    },
    {
      title: "GET / with Accept-Language de-CH alone redirects to /de by its language part",
      path: "/",
      headers: { "accept-language": "de-CH" },
      location: "/de",
    },
    {
      title: "GET / with Accept-Language zh-CN redirects to /zh",
      path: "/",
      headers: { "accept-language": "zh-CN,zh;q=0.9" },
      location: "/zh",
    },
    {
      title: "GET / with Accept-Language pt-BR alone redirects to /pt by its language part",
      path: "/",
      headers: { "accept-language": "pt-BR" },
      location: "/pt",
    },
    {
      title: "GET / with Accept-Language weights picks the heaviest supported locale",
      path: "/",
      headers: { "accept-language": "es;q=0.3, ko;q=0.8, sv" },
      location: "/ko",
    },
    {
      title: "GET / with Accept-Language 'ja;q=0, it;q=0.1' ignores the refused ja and redirects to /it",
      path: "/",
      headers: { "accept-language": "ja;q=0, it;q=0.1" },
      location: "/it",
    },
    {
      title: "GET /?utm_source=x&b=2 with Accept-Language ja keeps the query on the redirect",
      path: "/?utm_source=x&b=2",
      headers: { "accept-language": "ja" },
      location: "/ja?utm_source=x&b=2",
    },
  ])("$title", (row) => expectRedirect(row, 302));

  test.each<PageCase>([
    {
      title: "GET / with Accept-Language 'pt-BR,en;q=0.5' stays English: the exact en tag beats pt's language part",
      path: "/",
      headers: { "accept-language": "pt-BR,en;q=0.5" },
      lang: "en",
    },
    {
      title: "GET / with Accept-Language en-US stays English with status 200",
      path: "/",
      headers: { "accept-language": "en-US,en;q=0.9,ja;q=0.8" },
      lang: "en",
    },
    {
      title: "GET / with an unsupported Accept-Language stays English with status 200",
      path: "/",
      headers: { "accept-language": "sv-SE, da;q=0.9" },
      lang: "en",
    },
  ])("$title", expectPage);

  test("GET / with Accept-Language '*' stays English with status 200", async () => {
    const response = await drain(await get("/", { headers: { "accept-language": "*" } }));
    expect(response.status).toBe(200);
  });

  test("the root redirect and the root page vary by Cookie and Accept-Language", async () => {
    const redirect = await drain(await get("/", { headers: { "accept-language": "ja" } }));
    const page = await drain(await get("/"));
    for (const response of [redirect, page]) {
      const vary = (response.headers.get("vary") ?? "").toLowerCase();
      expect(vary).toContain("cookie");
      expect(vary).toContain("accept-language");
    }
  });
});

describe("only / is redirected", () => {
  test.each<PageCase>([
    {
      title: "GET /templates with Accept-Language ja renders English with status 200",
      path: "/templates",
      headers: { "accept-language": "ja" },
      lang: "en",
    },
    {
      title: "GET /templates with cookie ja renders English with status 200",
      path: "/templates",
      headers: { cookie: localeCookie("ja") },
      lang: "en",
    },
    {
      title: "GET /de/templates with Accept-Language ja renders German with status 200",
      path: "/de/templates",
      headers: { "accept-language": "ja" },
      lang: "de",
    },
    {
      title: "GET /ja with Accept-Language fr stays on /ja",
      path: "/ja",
      headers: { "accept-language": "fr", cookie: localeCookie("de") },
      lang: "ja",
    },
  ])("$title", expectPage);
});

describe("root redirect by cookie", () => {
  test.each<RedirectCase>([
    {
      title: "GET / with cookie ja redirects 302 to /ja",
      path: "/",
      headers: { cookie: localeCookie("ja") },
      location: "/ja",
    },
    {
      title: "GET / with cookie ja beats Accept-Language fr",
      path: "/",
      headers: { cookie: localeCookie("ja"), "accept-language": "fr" },
      location: "/ja",
    },
    {
      title: "GET / with an invalid cookie value xx falls back to Accept-Language",
      path: "/",
      headers: { cookie: localeCookie("xx"), "accept-language": "ko" },
      location: "/ko",
    },
    {
      title: "GET /?q=1 with cookie de keeps the query on the redirect",
      path: "/?q=1",
      headers: { cookie: `other=1; ${localeCookie("de")}` },
      location: "/de?q=1",
    },
  ])("$title", (row) => expectRedirect(row, 302));

  test("GET / with cookie en stays English with status 200, even with Accept-Language fr", () =>
    expectPage({ path: "/", headers: { cookie: localeCookie("en"), "accept-language": "fr" }, lang: "en" }));

  test("GET / with an invalid cookie value and no Accept-Language stays English", async () => {
    const response = await drain(await get("/", { headers: { cookie: localeCookie("xx") } }));
    expect(response.status).toBe(200);
  });
});

describe("crawlers", () => {
  test("GET / from Googlebot with Accept-Language ja is not redirected", () =>
    expectPage({ path: "/", headers: { "user-agent": GOOGLEBOT, "accept-language": "ja" }, lang: "en" }));

  test("GET / from Googlebot with cookie ja is not redirected", async () => {
    const response = await drain(await get("/", { headers: { "user-agent": GOOGLEBOT, cookie: localeCookie("ja") } }));
    expect(response.status).toBe(200);
  });

  test("GET /en from Googlebot still redirects 301 to /", () =>
    expectRedirect({ path: "/en", headers: { "user-agent": GOOGLEBOT }, location: "/" }, 301));
});

describe("locale cookie", () => {
  /** The attributes every locale cookie carries: a year long, for the whole site, sent on top-level navigations. */
  function expectYearLongLaxCookie(cookie: ReturnType<typeof localeCookieOf>) {
    expect(cookie?.attributes["max-age"]).toBe(String(LOCALE_COOKIE_MAX_AGE_SECONDS));
    expect(cookie?.attributes.path).toBe("/");
    expect(cookie?.attributes.samesite).toBe("Lax");
  }

  test(`GET /de/templates sets ${LOCALE_COOKIE}=de for a year on / with SameSite=Lax`, async () => {
    const response = await drain(await get("/de/templates"));
    expect(response.status).toBe(200);
    const cookie = localeCookieOf(response);
    expect(cookie?.value).toBe("de");
    expectYearLongLaxCookie(cookie);
    expect(cookie?.attributes).not.toHaveProperty("secure");
    expect(cookie?.attributes).not.toHaveProperty("httponly");
  });

  test("over https the locale cookie is Secure and still SameSite=Lax", async () => {
    const response = await drain(
      await exports.default.fetch("https://example.com/ja/templates", { redirect: "manual" }),
    );
    expect(response.status).toBe(200);
    const cookie = localeCookieOf(response);
    expect(cookie?.value).toBe("ja");
    expectYearLongLaxCookie(cookie);
    expect(cookie?.attributes).toHaveProperty("secure");
  });

  test("GET /templates with cookie de sets the cookie to en", async () => {
    const response = await drain(await get("/templates", { headers: { cookie: localeCookie("de") } }));
    expect(response.status).toBe(200);
    expect(localeCookieOf(response)?.value).toBe("en");
  });

  test(`GET / with Accept-Language es sets ${LOCALE_COOKIE}=es on the redirect`, async () => {
    const response = await drain(await get("/", { headers: { "accept-language": "es" } }));
    expect(response.status).toBe(302);
    const cookie = localeCookieOf(response);
    expect(cookie?.value).toBe("es");
    expectYearLongLaxCookie(cookie);
  });

  test("GET / with cookie ja redirects without setting the cookie again", async () => {
    const response = await drain(await get("/", { headers: { cookie: localeCookie("ja") } }));
    expect(response.status).toBe(302);
    expect(response.headers.get("set-cookie")).toBeNull();
  });

  test("a later GET / with the cookie from an Accept-Language redirect redirects there again", async () => {
    const first = await drain(await get("/", { headers: { "accept-language": "nl-BE" } }));
    expect(locationOf(first)).toBe("/nl");
    const cookie = localeCookieOf(first);
    expect(cookie?.value).toBe("nl");

    const later = await drain(await get("/", { headers: { cookie: `${cookie?.name}=${cookie?.value}` } }));
    expect(later.status).toBe(302);
    expect(locationOf(later)).toBe("/nl");
  });

  test("a later GET / with the cookie from viewing /it/templates redirects to /it", async () => {
    const viewed = await drain(await get("/it/templates"));
    const cookie = localeCookieOf(viewed);
    expect(cookie?.value).toBe("it");

    const later = await drain(await get("/", { headers: { cookie: `${cookie?.name}=${cookie?.value}` } }));
    expect(later.status).toBe(302);
    expect(locationOf(later)).toBe("/it");
  });

  test(`GET /de/templates.data (a client-side navigation) sets ${LOCALE_COOKIE}=de`, async () => {
    const response = await drain(await get("/de/templates.data"));
    expect(response.status).toBe(200);
    const cookie = localeCookieOf(response);
    expect(cookie?.value).toBe("de");
    expectYearLongLaxCookie(cookie);
  });

  test(`GET /de.data (client-side navigation to the German home page) sets ${LOCALE_COOKIE}=de`, async () => {
    const response = await drain(await get("/de.data"));
    expect(response.status).toBe(200);
    expect(localeCookieOf(response)?.value).toBe("de");
  });

  test("GET /_.data (client-side navigation to the English home page) with cookie de sets it to en", async () => {
    const response = await drain(await get("/_.data", { headers: { cookie: localeCookie("de") } }));
    expect(response.status).toBe(200);
    expect(localeCookieOf(response)?.value).toBe("en");
  });

  test.each<{ title: string; path: string; headers: Record<string, string> }>([
    {
      title: "GET /de/templates with cookie de sets no cookie",
      path: "/de/templates",
      headers: { cookie: localeCookie("de") },
    },
    {
      title: "GET /de/templates.data with cookie de sets no cookie",
      path: "/de/templates.data",
      headers: { cookie: localeCookie("de") },
    },
    {
      title: "GET /de/templates from Googlebot sets no cookie",
      path: "/de/templates",
      headers: { "user-agent": GOOGLEBOT },
    },
  ])("$title", async ({ path, headers }) => {
    const response = await drain(await get(path, { headers }));
    expect(response.status).toBe(200);
    expect(response.headers.get("set-cookie")).toBeNull();
  });

  test("GET / from Googlebot with Accept-Language ja sets no cookie", async () => {
    const response = await drain(await get("/", { headers: { "user-agent": GOOGLEBOT, "accept-language": "ja" } }));
    expect(response.headers.get("set-cookie")).toBeNull();
  });

  test("GET /healthz sets no locale cookie", async () => {
    const response = await drain(await get("/healthz", { headers: { cookie: localeCookie("de") } }));
    expect(response.headers.get("set-cookie")).toBeNull();
  });
});

describe("client-side navigation data", () => {
  // The root's data names where the locale's messages are, never the messages (docs/api.md, "Messages").
  test("GET /de.data names the German messages' hashed URL for the root", async () => {
    const body = await (await get("/de.data")).text();
    expect(body).toMatch(/\/_i18n\/[0-9a-z]+\/de\/messages\.json/);
    expect(body).not.toContain(JSON.stringify(de.meta.defaultDescription));
  });

  test("GET /_.data names the English messages' hashed URL", async () => {
    const body = await (await get("/_.data")).text();
    expect(body).toMatch(/\/_i18n\/[0-9a-z]+\/en\/messages\.json/);
    expect(body).not.toContain(JSON.stringify(en.meta.defaultDescription));
  });
});
