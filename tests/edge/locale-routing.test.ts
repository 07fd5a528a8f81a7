import { beforeAll, describe, expect, test } from "vitest";
import de from "../../locales/de/ui.json";
import en from "../../locales/en/ui.json";
import { PREFIXED_LOCALES } from "../../shared/locales";
import { GOOGLEBOT, get, locationOf, setCookiesOf, WARM_UP_TIMEOUT_MS, warmUp } from "./helpers";

beforeAll(warmUp, WARM_UP_TIMEOUT_MS);

/** The locale cookie a response sets, or undefined when it sets none. */
function localeCookieOf(response: Response) {
  return setCookiesOf(response).find((cookie) => cookie.name === "i18n_redirected");
}

async function drain(response: Response) {
  await response.body?.cancel();
  return response;
}

describe("trailing slash", () => {
  test("GET /ja/templates/?q=1 redirects 301 to /ja/templates?q=1", async () => {
    const response = await drain(await get("/ja/templates/?q=1"));
    expect(response.status).toBe(301);
    expect(locationOf(response)).toBe("/ja/templates?q=1");
  });

  test("GET /templates/ redirects 301 to /templates", async () => {
    const response = await drain(await get("/templates/"));
    expect(response.status).toBe(301);
    expect(locationOf(response)).toBe("/templates");
  });

  test("GET /ja/ redirects 301 to /ja", async () => {
    const response = await drain(await get("/ja/"));
    expect(response.status).toBe(301);
    expect(locationOf(response)).toBe("/ja");
  });

  test("GET /solutions/industries/real-estate/ redirects 301 to the path without the slash", async () => {
    const response = await drain(await get("/solutions/industries/real-estate/?a=1&b=2"));
    expect(response.status).toBe(301);
    expect(locationOf(response)).toBe("/solutions/industries/real-estate?a=1&b=2");
  });

  test("GET / is not redirected and renders the home page", async () => {
    const response = await get("/");
    expect(response.status).toBe(200);
    expect(response.headers.get("location")).toBeNull();
    expect(await response.text()).toContain('<html lang="en" dir="ltr"');
  });
});

describe("the default locale spelled out", () => {
  test("GET /en redirects 301 to /", async () => {
    const response = await drain(await get("/en"));
    expect(response.status).toBe(301);
    expect(locationOf(response)).toBe("/");
  });

  test("GET /en/templates?x=1 redirects 301 to /templates?x=1", async () => {
    const response = await drain(await get("/en/templates?x=1"));
    expect(response.status).toBe(301);
    expect(locationOf(response)).toBe("/templates?x=1");
  });

  test("GET /en/solutions/industries/real-estate redirects 301 to the unprefixed page", async () => {
    const response = await drain(await get("/en/solutions/industries/real-estate"));
    expect(response.status).toBe(301);
    expect(locationOf(response)).toBe("/solutions/industries/real-estate");
  });

  test("GET /en redirects even with a Japanese cookie and Accept-Language", async () => {
    const response = await drain(
      await get("/en", { headers: { cookie: "i18n_redirected=ja", "accept-language": "ja" } }),
    );
    expect(response.status).toBe(301);
    expect(locationOf(response)).toBe("/");
  });
});

describe("root redirect by Accept-Language", () => {
  test("GET / with Accept-Language fr redirects 302 to /fr", async () => {
    const response = await drain(await get("/", { headers: { "accept-language": "fr" } }));
    expect(response.status).toBe(302);
    expect(locationOf(response)).toBe("/fr");
  });

  test.each(PREFIXED_LOCALES)("GET / with Accept-Language %s redirects 302 to its prefix", async (locale) => {
    const response = await drain(await get("/", { headers: { "accept-language": locale } }));
    expect(response.status).toBe(302);
    expect(locationOf(response)).toBe(`/${locale}`);
  });

  test("GET / with Accept-Language 'de-CH, fr;q=0.9' redirects to /fr: an exact tag beats a language part", async () => {
    const response = await drain(await get("/", { headers: { "accept-language": "de-CH, fr;q=0.9" } }));
    expect(response.status).toBe(302);
    expect(locationOf(response)).toBe("/fr");
  });

  test("GET / with Accept-Language de-CH alone redirects to /de by its language part", async () => {
    const response = await drain(await get("/", { headers: { "accept-language": "de-CH" } }));
    expect(response.status).toBe(302);
    expect(locationOf(response)).toBe("/de");
  });

  test("GET / with Accept-Language zh-CN redirects to /zh", async () => {
    const response = await drain(await get("/", { headers: { "accept-language": "zh-CN,zh;q=0.9" } }));
    expect(response.status).toBe(302);
    expect(locationOf(response)).toBe("/zh");
  });

  test("GET / with Accept-Language pt-BR alone redirects to /pt by its language part", async () => {
    const response = await drain(await get("/", { headers: { "accept-language": "pt-BR" } }));
    expect(response.status).toBe(302);
    expect(locationOf(response)).toBe("/pt");
  });

  test("GET / with Accept-Language 'pt-BR,en;q=0.5' stays English: the exact en tag beats pt's language part", async () => {
    const response = await get("/", { headers: { "accept-language": "pt-BR,en;q=0.5" } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<html lang="en"');
  });

  test("GET / with Accept-Language weights picks the heaviest supported locale", async () => {
    const response = await drain(await get("/", { headers: { "accept-language": "es;q=0.3, ko;q=0.8, sv" } }));
    expect(response.status).toBe(302);
    expect(locationOf(response)).toBe("/ko");
  });

  test("GET / with Accept-Language 'ja;q=0, it;q=0.1' ignores the refused ja and redirects to /it", async () => {
    const response = await drain(await get("/", { headers: { "accept-language": "ja;q=0, it;q=0.1" } }));
    expect(response.status).toBe(302);
    expect(locationOf(response)).toBe("/it");
  });

  test("GET / with Accept-Language en-US stays English with status 200", async () => {
    const response = await get("/", { headers: { "accept-language": "en-US,en;q=0.9,ja;q=0.8" } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<html lang="en"');
  });

  test("GET / with an unsupported Accept-Language stays English with status 200", async () => {
    const response = await get("/", { headers: { "accept-language": "sv-SE, da;q=0.9" } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<html lang="en"');
  });

  test("GET / with Accept-Language '*' stays English with status 200", async () => {
    const response = await drain(await get("/", { headers: { "accept-language": "*" } }));
    expect(response.status).toBe(200);
  });

  test("GET /?utm_source=x&b=2 with Accept-Language ja keeps the query on the redirect", async () => {
    const response = await drain(await get("/?utm_source=x&b=2", { headers: { "accept-language": "ja" } }));
    expect(response.status).toBe(302);
    expect(locationOf(response)).toBe("/ja?utm_source=x&b=2");
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
  test("GET /templates with Accept-Language ja renders English with status 200", async () => {
    const response = await get("/templates", { headers: { "accept-language": "ja" } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<html lang="en"');
  });

  test("GET /templates with cookie ja renders English with status 200", async () => {
    const response = await get("/templates", { headers: { cookie: "i18n_redirected=ja" } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<html lang="en"');
  });

  test("GET /de/templates with Accept-Language ja renders German with status 200", async () => {
    const response = await get("/de/templates", { headers: { "accept-language": "ja" } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<html lang="de"');
  });

  test("GET /ja with Accept-Language fr stays on /ja", async () => {
    const response = await get("/ja", { headers: { "accept-language": "fr", cookie: "i18n_redirected=de" } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<html lang="ja"');
  });
});

describe("root redirect by cookie", () => {
  test("GET / with cookie ja redirects 302 to /ja", async () => {
    const response = await drain(await get("/", { headers: { cookie: "i18n_redirected=ja" } }));
    expect(response.status).toBe(302);
    expect(locationOf(response)).toBe("/ja");
  });

  test("GET / with cookie ja beats Accept-Language fr", async () => {
    const response = await drain(
      await get("/", { headers: { cookie: "i18n_redirected=ja", "accept-language": "fr" } }),
    );
    expect(response.status).toBe(302);
    expect(locationOf(response)).toBe("/ja");
  });

  test("GET / with cookie en stays English with status 200, even with Accept-Language fr", async () => {
    const response = await get("/", { headers: { cookie: "i18n_redirected=en", "accept-language": "fr" } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<html lang="en"');
  });

  test("GET / with an invalid cookie value xx falls back to Accept-Language", async () => {
    const response = await drain(
      await get("/", { headers: { cookie: "i18n_redirected=xx", "accept-language": "ko" } }),
    );
    expect(response.status).toBe(302);
    expect(locationOf(response)).toBe("/ko");
  });

  test("GET / with an invalid cookie value and no Accept-Language stays English", async () => {
    const response = await drain(await get("/", { headers: { cookie: "i18n_redirected=xx" } }));
    expect(response.status).toBe(200);
  });

  test("GET /?q=1 with cookie de keeps the query on the redirect", async () => {
    const response = await drain(await get("/?q=1", { headers: { cookie: "other=1; i18n_redirected=de" } }));
    expect(response.status).toBe(302);
    expect(locationOf(response)).toBe("/de?q=1");
  });
});

describe("crawlers", () => {
  test("GET / from Googlebot with Accept-Language ja is not redirected", async () => {
    const response = await get("/", { headers: { "user-agent": GOOGLEBOT, "accept-language": "ja" } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<html lang="en"');
  });

  test("GET / from Googlebot with cookie ja is not redirected", async () => {
    const response = await drain(
      await get("/", { headers: { "user-agent": GOOGLEBOT, cookie: "i18n_redirected=ja" } }),
    );
    expect(response.status).toBe(200);
  });

  test("GET /en from Googlebot still redirects 301 to /", async () => {
    const response = await drain(await get("/en", { headers: { "user-agent": GOOGLEBOT } }));
    expect(response.status).toBe(301);
    expect(locationOf(response)).toBe("/");
  });
});

describe("locale cookie", () => {
  test("GET /de/templates sets i18n_redirected=de for a year on / with SameSite=Lax", async () => {
    const response = await drain(await get("/de/templates"));
    expect(response.status).toBe(200);
    const cookie = localeCookieOf(response);
    expect(cookie?.value).toBe("de");
    expect(cookie?.attributes["max-age"]).toBe("31536000");
    expect(cookie?.attributes.path).toBe("/");
    expect(cookie?.attributes.samesite).toBe("Lax");
    expect(cookie?.attributes).not.toHaveProperty("secure");
    expect(cookie?.attributes).not.toHaveProperty("httponly");
  });

  test("GET /de/templates with cookie de sets no cookie", async () => {
    const response = await drain(await get("/de/templates", { headers: { cookie: "i18n_redirected=de" } }));
    expect(response.status).toBe(200);
    expect(response.headers.get("set-cookie")).toBeNull();
  });

  test("GET /templates with cookie de sets the cookie to en", async () => {
    const response = await drain(await get("/templates", { headers: { cookie: "i18n_redirected=de" } }));
    expect(response.status).toBe(200);
    expect(localeCookieOf(response)?.value).toBe("en");
  });

  test("GET / with Accept-Language es sets i18n_redirected=es on the redirect", async () => {
    const response = await drain(await get("/", { headers: { "accept-language": "es" } }));
    expect(response.status).toBe(302);
    const cookie = localeCookieOf(response);
    expect(cookie?.value).toBe("es");
    expect(cookie?.attributes["max-age"]).toBe("31536000");
    expect(cookie?.attributes.path).toBe("/");
    expect(cookie?.attributes.samesite).toBe("Lax");
  });

  test("GET / with cookie ja redirects without setting the cookie again", async () => {
    const response = await drain(await get("/", { headers: { cookie: "i18n_redirected=ja" } }));
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

  test("GET /de/templates.data (a client-side navigation) sets i18n_redirected=de", async () => {
    const response = await drain(await get("/de/templates.data"));
    expect(response.status).toBe(200);
    const cookie = localeCookieOf(response);
    expect(cookie?.value).toBe("de");
    expect(cookie?.attributes["max-age"]).toBe("31536000");
    expect(cookie?.attributes.path).toBe("/");
    expect(cookie?.attributes.samesite).toBe("Lax");
  });

  test("GET /de.data (client-side navigation to the German home page) sets i18n_redirected=de", async () => {
    const response = await drain(await get("/de.data"));
    expect(response.status).toBe(200);
    expect(localeCookieOf(response)?.value).toBe("de");
  });

  test("GET /_.data (client-side navigation to the English home page) with cookie de sets it to en", async () => {
    const response = await drain(await get("/_.data", { headers: { cookie: "i18n_redirected=de" } }));
    expect(response.status).toBe(200);
    expect(localeCookieOf(response)?.value).toBe("en");
  });

  test("GET /de/templates.data with cookie de sets no cookie", async () => {
    const response = await drain(await get("/de/templates.data", { headers: { cookie: "i18n_redirected=de" } }));
    expect(response.status).toBe(200);
    expect(response.headers.get("set-cookie")).toBeNull();
  });

  test("GET /de/templates from Googlebot sets no cookie", async () => {
    const response = await drain(await get("/de/templates", { headers: { "user-agent": GOOGLEBOT } }));
    expect(response.status).toBe(200);
    expect(response.headers.get("set-cookie")).toBeNull();
  });

  test("GET / from Googlebot with Accept-Language ja sets no cookie", async () => {
    const response = await drain(await get("/", { headers: { "user-agent": GOOGLEBOT, "accept-language": "ja" } }));
    expect(response.headers.get("set-cookie")).toBeNull();
  });

  test("GET /healthz sets no locale cookie", async () => {
    const response = await drain(await get("/healthz", { headers: { cookie: "i18n_redirected=de" } }));
    expect(response.headers.get("set-cookie")).toBeNull();
  });
});

describe("client-side navigation data", () => {
  test("GET /de.data loads the German messages for the root", async () => {
    const response = await get("/de.data");
    const body = await response.text();
    expect(body).toContain(JSON.stringify(de.meta.defaultDescription));
    expect(body).not.toContain(JSON.stringify(en.meta.defaultDescription));
  });

  test("GET /_.data loads the English messages for the root", async () => {
    const response = await get("/_.data");
    expect(await response.text()).toContain(JSON.stringify(en.meta.defaultDescription));
  });
});
