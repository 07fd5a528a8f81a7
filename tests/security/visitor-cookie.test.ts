import { env, exports } from "cloudflare:workers";
import { describe, expect, test } from "vitest";
import { getConfig, visitorSecret } from "../../worker/config";
import { LEGACY_VISITOR_COOKIE, signVisitorId, VISITOR_COOKIE } from "../../worker/middleware/visitor";
import { ORIGIN, SAME_ORIGIN_HEADERS } from "../edge/helpers";
import { generateItem, newVisitor } from "../support/visitor";

/**
 * The visitor cookie is `__Host-` prefixed, so a sibling subdomain cannot set it (docs/security.md,
 * "Cookies"); visitors with the older name keep their id.
 */

const signed = async (id: string) => signVisitorId(id, visitorSecret(getConfig(env)));

async function historyWith(cookie: string) {
  const response = await exports.default.fetch(`${ORIGIN}/api/items`, {
    headers: { ...SAME_ORIGIN_HEADERS, cookie, "cf-connecting-ip": "198.51.100.40" },
  });
  return ((await response.json()) as { items: Array<{ id: string }> }).items.map((item) => item.id);
}

async function writeWith(cookie: string) {
  return exports.default.fetch(`${ORIGIN}/api/items/none/revisions/1/stop`, {
    method: "POST",
    headers: {
      ...SAME_ORIGIN_HEADERS,
      cookie,
      "content-type": "application/json",
      "cf-connecting-ip": "198.51.100.41",
    },
    body: "{}",
  });
}

describe("the visitor cookie", () => {
  test("is set as __Host-parla_visitor: Secure, Path=/, no Domain", async () => {
    const visitor = newVisitor();
    await generateItem(visitor);
    expect(visitor.cookie.startsWith(`${VISITOR_COOKIE}=`)).toBe(true);
    const response = await writeWith("");
    const line = response.headers.getSetCookie().find((value) => value.startsWith(`${VISITOR_COOKIE}=`)) ?? "";
    expect(line).toMatch(/; Path=\//u);
    expect(line).toMatch(/; Secure/u);
    expect(line).not.toMatch(/Domain=/iu);
  });

  test("a visitor with the older cookie keeps their drafts, and the next write moves the id to the new name", async () => {
    const visitor = newVisitor();
    const { itemId } = await generateItem(visitor);
    const value = visitor.cookie.slice(`${VISITOR_COOKIE}=`.length);
    const legacy = `${LEGACY_VISITOR_COOKIE}=${value}`;
    expect(await historyWith(legacy)).toEqual([itemId]);
    const moved = await writeWith(legacy);
    const lines = moved.headers.getSetCookie();
    expect(lines.find((line) => line.startsWith(`${VISITOR_COOKIE}=`))).toContain(value);
    expect(lines.find((line) => line.startsWith(`${LEGACY_VISITOR_COOKIE}=`))).toMatch(/Max-Age=0/u);
  });

  test("a second cookie of the older name, tossed in by a sibling subdomain, does not log anyone out or in", async () => {
    const visitor = newVisitor();
    const { itemId } = await generateItem(visitor);
    const own = visitor.cookie;
    const tossed = `${LEGACY_VISITOR_COOKIE}=${await signed(crypto.randomUUID())}`;
    // The __Host- cookie wins over any legacy one, first or not.
    expect(await historyWith(`${tossed}; ${own}`)).toEqual([itemId]);
    // Two legacy cookies are ambiguous: neither is trusted, so the attacker's id is never taken.
    const mine = `${LEGACY_VISITOR_COOKIE}=${own.slice(`${VISITOR_COOKIE}=`.length)}`;
    expect(await historyWith(`${tossed}; ${mine}`)).toEqual([]);
    // Two __Host- cookies cannot come from a sibling; still, neither is trusted.
    expect(await historyWith(`${own}; ${VISITOR_COOKIE}=${await signed(crypto.randomUUID())}`)).toEqual([]);
  });
});
