import { beforeAll, describe, expect, test } from "vitest";
import { decodeEntities, get, SAME_ORIGIN_HEADERS, WARM_UP_TIMEOUT_MS, warmUp } from "./helpers";

beforeAll(warmUp, WARM_UP_TIMEOUT_MS);

const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
  get(path, { method: "POST", body, headers: { ...SAME_ORIGIN_HEADERS, ...headers } });

/** The classic form posted without JavaScript (docs/api.md, "Screens that use it"). */
describe("POST /generate/v1/{template}", () => {
  test("comes back with the brief as typed, the template's fields only, and says JavaScript is needed", async () => {
    const form = new URLSearchParams({
      product: "Brook <b>bottle</b>",
      tone: "friendly",
      locale: "ja",
      stranger: "not a field",
      audience: "x".repeat(500),
    });
    const response = await post("/de/generate/v1/landing-page", form, {
      "content-type": "application/x-www-form-urlencoded",
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const html = await response.text();
    expect(decodeEntities(html)).toContain("braucht deshalb JavaScript");
    // Values stay text: the page never turns typed markup into HTML.
    expect(html).not.toContain("<b>bottle</b>");
    expect(decodeEntities(html)).toContain('value="Brook <b>bottle</b>"');
    expect(html).not.toContain("not a field");
    // Cut to the field's length (120 for the audience).
    expect(html).toContain(`value="${"x".repeat(120)}"`);
    expect(html).not.toContain("x".repeat(121));
  });

  test("a body that is not a form changes nothing and is no error; an oversized one is a 413", async () => {
    const json = await post("/generate/v1/landing-page", '{"product":"x"}', { "content-type": "application/json" });
    expect(json.status).toBe(200);
    await json.body?.cancel();
    const big = await post("/generate/v1/landing-page", `product=${"y".repeat(70_000)}`, {
      "content-type": "application/x-www-form-urlencoded",
    });
    expect(big.status).toBe(413);
    await big.body?.cancel();
    const unknown = await post("/generate/v1/no-such-template", "product=x", {
      "content-type": "application/x-www-form-urlencoded",
    });
    expect(unknown.status).toBe(404);
    await unknown.body?.cancel();
  });
});
