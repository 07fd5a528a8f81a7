import { beforeAll, describe, expect, test } from "vitest";
import { LOCALE_COOKIE } from "../../shared/locales";
import { MAX_URL_LENGTH } from "../../worker/middleware/request-guard";
import { expectNoStackTrace, get, locationOf, ORIGIN, WARM_UP_TIMEOUT_MS, warmUp } from "./helpers";

beforeAll(warmUp, WARM_UP_TIMEOUT_MS);

/** A /templates search whose whole URL (origin included, as the guard measures it) is `length` long. */
function queryOfUrlLength(length: number) {
  return `/templates?q=${"x".repeat(length - `${ORIGIN}/templates?q=`.length)}`;
}

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
  test.each([
    ["GET /%00 is a JSON 400", "/%00"],
    ["GET /templates/%00.txt is a JSON 400", "/templates/%00.txt"],
    ["GET /%7F is a JSON 400", "/%7F"],
    ["GET /%E0%A4%A (malformed percent-encoding) is a JSON 400", "/%E0%A4%A"],
    ["GET /solutions/%ZZ is a JSON 400", "/solutions/%ZZ"],
    ["GET /%C0%AF (an overlong UTF-8 slash) is a JSON 400", "/%C0%AF"],
  ])("%s", async (_title, path) => {
    await expectBadRequest(await get(path));
  });

  test("GET /ja/%0d%0aSet-Cookie:%20evil=1 is a JSON 400 and injects no header", async () => {
    const response = await get("/ja/%0d%0aSet-Cookie:%20evil=1");
    expect(response.headers.get("set-cookie")).toBeNull();
    await expectBadRequest(response);
  });

  test("a URL one character over MAX_URL_LENGTH is a JSON 400 that does not echo the whole path", async () => {
    const path = `/${"a".repeat(MAX_URL_LENGTH + 1 - `${ORIGIN}/`.length)}`;
    expect(`${ORIGIN}${path}`).toHaveLength(MAX_URL_LENGTH + 1);
    const body = await expectBadRequest(await get(path));
    expect(body.error.message.length).toBeLessThan(200);
  });

  test("a query one character over MAX_URL_LENGTH is a JSON 400", async () => {
    const path = queryOfUrlLength(MAX_URL_LENGTH + 1);
    expect(`${ORIGIN}${path}`).toHaveLength(MAX_URL_LENGTH + 1);
    await expectBadRequest(await get(path));
  });

  test("a URL of exactly MAX_URL_LENGTH is still served", async () => {
    const path = queryOfUrlLength(MAX_URL_LENGTH);
    expect(`${ORIGIN}${path}`).toHaveLength(MAX_URL_LENGTH);
    const response = await get(path);
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
  test.each(["/", "/ja/templates"])("HEAD %s answers 200 with an empty body", async (path) => {
    const response = await get(path, { method: "HEAD" });
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
    const response = await get("/", { headers: { cookie: `${LOCALE_COOKIE}=%E0%A4%A` } });
    await response.body?.cancel();
    expect(response.status).toBe(200);
  });

  test("GET / with a script in the locale cookie stays English", async () => {
    const response = await get("/", { headers: { cookie: `${LOCALE_COOKIE}=<script>` } });
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
    ["GET", "/", { cookie: `${LOCALE_COOKIE}=%E0%A4%A` }],
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
