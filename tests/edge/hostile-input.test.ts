import { beforeAll, describe, expect, test } from "vitest";
import { expectNoStackTrace, get, locationOf, ORIGIN, WARM_UP_TIMEOUT_MS, warmUp } from "./helpers";

beforeAll(warmUp, WARM_UP_TIMEOUT_MS);

type BadRequestBody = { error: { code: string; message: string } };

async function expectBadRequest(response: Response) {
  expect(response.status).toBe(400);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  const body = (await response.json()) as BadRequestBody;
  expect(body.error.code).toBe("bad_request");
  expect(typeof body.error.message).toBe("string");
  return body;
}

describe("refused request targets", () => {
  test("GET /%00 is a JSON 400", async () => {
    await expectBadRequest(await get("/%00"));
  });

  test("GET /templates/%00.txt is a JSON 400", async () => {
    await expectBadRequest(await get("/templates/%00.txt"));
  });

  test("GET /ja/%0d%0aSet-Cookie:%20evil=1 is a JSON 400 and injects no header", async () => {
    const response = await get("/ja/%0d%0aSet-Cookie:%20evil=1");
    expect(response.headers.get("set-cookie")).toBeNull();
    await expectBadRequest(response);
  });

  test("GET /%7F is a JSON 400", async () => {
    await expectBadRequest(await get("/%7F"));
  });

  test("GET /%E0%A4%A (malformed percent-encoding) is a JSON 400", async () => {
    await expectBadRequest(await get("/%E0%A4%A"));
  });

  test("GET /solutions/%ZZ is a JSON 400", async () => {
    await expectBadRequest(await get("/solutions/%ZZ"));
  });

  test("GET /%C0%AF (an overlong UTF-8 slash) is a JSON 400", async () => {
    await expectBadRequest(await get("/%C0%AF"));
  });

  test("a 5000-character URL is a JSON 400 that does not echo the whole path", async () => {
    const path = `/${"a".repeat(5000)}`;
    const body = await expectBadRequest(await get(path));
    expect(body.error.message.length).toBeLessThan(200);
  });

  test("a 5000-character query is a JSON 400", async () => {
    await expectBadRequest(await get(`/templates?q=${"x".repeat(5000)}`));
  });

  test("a 4000-character URL is still served", async () => {
    const response = await get(`/templates?q=${"x".repeat(4000 - `${ORIGIN}/templates?q=`.length)}`);
    expect(response.status).toBe(200);
    await response.body?.cancel();
  });
});

describe("path traversal", () => {
  test.each([
    "/../../etc/passwd",
    "/..%2f..%2fetc",
    "/%2e%2e/%2e%2e/etc/passwd",
    "/ja/../../etc/passwd",
    "/assets/..%2f..%2fwrangler.toml",
  ])("GET %s is a 404, never a file", async (path) => {
    const response = await get(path);
    const body = await response.text();
    expect(response.status).toBe(404);
    expect(body).not.toContain("root:");
    expect(body).not.toContain("compatibility_date");
    expectNoStackTrace(body);
  });
});

describe("open redirects", () => {
  test("GET //evil.com/ stays on this origin", async () => {
    const response = await get("//evil.com/");
    await response.body?.cancel();
    expect(response.status).toBe(301);
    expect(locationOf(response)).toBe("//evil.com");
  });

  test("GET /en//evil.com stays on this origin", async () => {
    const response = await get("/en//evil.com");
    await response.body?.cancel();
    expect(response.status).toBe(301);
    expect(new URL(response.headers.get("location") ?? "", ORIGIN).origin).toBe(ORIGIN);
  });

  test("GET /\\evil.com/ stays on this origin", async () => {
    const response = await get("/\\evil.com/");
    await response.body?.cancel();
    expect(response.status).toBeLessThan(500);
    const location = response.headers.get("location");
    if (location !== null) expect(new URL(location, ORIGIN).origin).toBe(ORIGIN);
  });
});

describe("methods", () => {
  test("HEAD / answers 200 with an empty body", async () => {
    const response = await get("/", { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("");
  });

  test("HEAD /ja/templates answers 200 with an empty body", async () => {
    const response = await get("/ja/templates", { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("");
  });

  test.each([
    ["POST", "/"],
    ["DELETE", "/templates"],
    ["PUT", "/ja/templates"],
    ["PATCH", "/"],
    ["OPTIONS", "/"],
    ["OPTIONS", "/templates"],
    ["PROPFIND", "/"],
    ["MKCOL", "/ja/templates"],
  ])("%s %s is refused with a 4xx, never a 500", async (method, path) => {
    const response = await get(path, { method });
    const body = await response.text();
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expectNoStackTrace(body);
  });

  test("POST / with a form body is refused with 405", async () => {
    const response = await get("/", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN },
      body: "a=1",
    });
    await response.body?.cancel();
    expect(response.status).toBe(405);
  });
});

describe("hostile headers", () => {
  test("GET / with a malformed locale cookie stays English", async () => {
    const response = await get("/", { headers: { cookie: "i18n_redirected=%E0%A4%A" } });
    await response.body?.cancel();
    expect(response.status).toBe(200);
  });

  test("GET / with a script in the locale cookie stays English", async () => {
    const response = await get("/", { headers: { cookie: "i18n_redirected=<script>" } });
    const body = await response.text();
    expect(response.status).toBe(200);
    expect(body).not.toContain("<script>");
  });

  test("GET / with a huge Accept-Language header is served", async () => {
    const response = await get("/", { headers: { "accept-language": "x-yz;q=0.1, ".repeat(2000) } });
    await response.body?.cancel();
    expect(response.status).toBe(200);
  });

  test("GET / with a garbage Accept-Language header is served", async () => {
    const response = await get("/", { headers: { "accept-language": ";;;,,=q=,;q=;*;q=abc,ja;q=NaN" } });
    await response.body?.cancel();
    expect(response.status).toBe(200);
  });
});

describe("never a 500", () => {
  const CASES: Array<[string, string, Record<string, string>?]> = [
    ["GET", "/%00"],
    ["GET", "/%E0%A4%A"],
    ["GET", `/${"a".repeat(5000)}`],
    ["GET", "/../../etc/passwd"],
    ["GET", "/..%2f..%2fetc"],
    ["GET", "/solutions/industries%2Freal-estate"],
    ["GET", "/use-cases/%2e%2e/preview"],
    ["GET", "/generate/%F0%9F%98%80"],
    ["GET", "/p/%E6%97%A5%E6%9C%AC%E8%AA%9E"],
    ["GET", "/share/v1/"],
    ["GET", "/ja/ja/ja/ja"],
    ["GET", "/.data"],
    ["GET", "/x.data"],
    ["GET", "/api/%00"],
    ["GET", "/__manifest?paths=%2Fnope&version=x"],
    ["GET", "/templates?_routes=nope"],
    ["GET", "/templates.data?_routes=nope"],
    ["POST", "/"],
    ["POST", "/templates.data"],
    ["DELETE", "/templates"],
    ["OPTIONS", "/"],
    ["PROPFIND", "/"],
    ["HEAD", "/nope"],
    ["GET", "/", { cookie: "i18n_redirected=%E0%A4%A" }],
    ["GET", "/", { "accept-language": "\u00ff".repeat(100) }],
    ["GET", "/", { "user-agent": "" }],
  ];

  test.each(CASES)("%s %s answers below 500 without a stack trace", async (method, path, headers) => {
    const response = await get(path, { method, headers });
    const body = await response.text();
    expect(response.status).toBeLessThan(500);
    expectNoStackTrace(body);
  });
});
