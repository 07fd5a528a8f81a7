import { env } from "cloudflare:workers";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { TEMPLATES } from "../../shared/catalog/templates";
import { LOCALE_CODES } from "../../shared/locales";
import { generateItem, inObject, newVisitor, type Visitor } from "../support/visitor";

/**
 * Every JSON endpoint with generated bodies (docs/security.md, "Input"): whatever arrives, the
 * answer is never a 5xx, every error has the API's `{"error":{"code","message"}}` shape, and a
 * refused request changes nothing in D1 (nor queues anything). A fixed seed and bounded runs keep
 * it repeatable and fast; a failure prints the smallest body that breaks the rule.
 */
const SEED = 20261123;
const RUNS = 60;

/** Text of every kind: ASCII, any Unicode (lone surrogates included), long runs, control characters. */
const anyText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({
    unit: fc.constantFrom("\u0000", "\u001b", "\ud800", "\udfff", "%", "_", "\\", '"', "東", "🎉"),
    maxLength: 30,
  }),
  fc.constantFrom("", " ", "x".repeat(5000), "東".repeat(3000), "__proto__", "constructor", "../../etc"),
);

/** Any JSON value, nested, with hostile strings and keys. */
const anyJson = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    anyText,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 5 }),
    fc.dictionary(anyText, tie("value"), { maxKeys: 5 }),
  ),
})).value;

/** A key no body has: strict bodies refuse it (docs/api.md, "Conventions"). */
const anyKey = "unexpected";

/** Bodies near the real shapes reach deeper validation than random JSON does. */
const generationBody = fc.record(
  {
    template: fc.oneof(fc.constantFrom(...TEMPLATES.map((t) => t.slug)), anyText),
    locale: fc.oneof(fc.constantFrom(...LOCALE_CODES), anyText),
    inputs: fc.oneof(
      fc.dictionary(fc.constantFrom("product", "audience", "keyPoints", "tone", "topic"), anyJson),
      anyJson,
    ),
    itemId: fc.oneof(anyText, anyJson),
    instruction: fc.oneof(anyText, anyJson),
    refinement: fc.oneof(
      fc.record(
        {
          kind: fc.oneof(
            fc.constantFrom("shorter", "longer", "formal", "playful", "translate", "add-point", "add-section"),
            anyText,
          ),
          locale: fc.oneof(fc.constantFrom(...LOCALE_CODES), anyText),
          text: fc.oneof(anyText, anyJson),
          title: fc.oneof(anyText, anyJson),
        },
        { requiredKeys: [] },
      ),
      anyJson,
    ),
  },
  { requiredKeys: [] },
);

/** A raw body: JSON of a value, or text that is not JSON at all. */
const rawBody = (shaped: fc.Arbitrary<unknown>) =>
  fc.oneof(
    shaped.map((value) => JSON.stringify(value) ?? "null"),
    anyJson.map((value) => JSON.stringify(value) ?? "null"),
    anyText,
    fc.constant(`{"a":${"[".repeat(5000)}`),
    fc.constant(`${"[".repeat(8000)}${"]".repeat(8000)}`),
    fc.constant(`${'{"a":'.repeat(3000)}"\u0000"${"}".repeat(3000)}`),
  );

/** encodeURIComponent throws on an unpaired surrogate; a browser would send U+FFFD instead. */
function wellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD");
}

let owner: Visitor;
let itemId: string;

/** What a refused request must not change: this visitor's items and everything hanging off them. */
async function snapshot(): Promise<string> {
  // The items and versions in the owner's object; the links in D1, by owner (migrations/0019).
  const own = await inObject(
    owner,
    (sql) =>
      sql
        .exec<{ state: string }>(
          `SELECT json_object(
           'items', (SELECT json_group_array(json_array(id, title, updated_at, inputs)) FROM items),
           'revisions', (SELECT json_group_array(json_array(item_id, number, status, length(content))) FROM revisions),
           'links', (SELECT json_group_array(json_array(item_id, share_slug, publication_slug, publication_updated_at)) FROM links)
         ) AS state`,
        )
        .one().state,
  );
  const row = await env.DB.prepare(
    `SELECT json_object(
       'shares', (SELECT COUNT(*) FROM shares WHERE owner = ?1),
       'pages', (SELECT json_group_array(json_array(slug, revision, updated_at)) FROM publications WHERE owner = ?1)
     ) AS state`,
  )
    .bind(ownerId())
    .first<{ state: string }>();
  return `${own}\n${row?.state ?? ""}`;
}

function ownerId(): string {
  return decodeURIComponent(owner.cookie.split("=")[1] ?? "").split(".")[0] ?? "";
}

async function expectWellRefusedOrAccepted(response: Response, before: string, what: string) {
  expect(response.status, what).toBeLessThan(500);
  if (response.status >= 400) {
    expect(response.headers.get("content-type"), what).toMatch(/^application\/json/);
    const body = (await response.json()) as { error?: { code?: unknown; message?: unknown } };
    expect(typeof body.error?.code, what).toBe("string");
    expect(typeof body.error?.message, what).toBe("string");
    expect(await snapshot(), `${what} changed D1`).toBe(before);
  } else {
    await response.body?.cancel();
  }
}

beforeAll(async () => {
  owner = newVisitor();
  ({ itemId } = await generateItem(owner));
});

afterAll(() => {
  vi.restoreAllMocks();
});

describe("fuzzing the JSON API", () => {
  test("POST /api/generations", async () => {
    await fc.assert(
      fc.asyncProperty(rawBody(generationBody), async (body) => {
        const before = await snapshot();
        const response = await owner.request("/api/generations", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body,
        });
        await expectWellRefusedOrAccepted(response, before, body.slice(0, 200));
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  test.each([
    ["PATCH", ""],
    ["POST", "/publication"],
    ["POST", "/share"],
    ["POST", "/revisions/1/stop"],
    ["POST", "/revisions/1/restore"],
    ["POST", "/revisions"],
    ["PUT", "/publication/languages/ja"],
    ["DELETE", "/publication/languages/de"],
  ])("%s /api/items/{id}%s, with generated ids and bodies", async (method, suffix) => {
    const shaped = fc.record(
      {
        title: anyJson,
        slug: anyJson,
        revision: anyJson,
        showBrief: anyJson,
        description: anyJson,
        text: anyJson,
        basedOn: anyJson,
        [anyKey]: anyJson,
      },
      { requiredKeys: [] },
    );
    const id = fc.oneof(
      fc.constant(() => itemId),
      anyText.map((text) => () => text),
    );
    await fc.assert(
      fc.asyncProperty(id, rawBody(shaped), async (idOf, body) => {
        const before = await snapshot();
        const path = `/api/items/${encodeURIComponent(wellFormed(idOf()))}${suffix}`;
        const response = await owner.request(path, { method, headers: { "content-type": "application/json" }, body });
        await expectWellRefusedOrAccepted(response, before, `${path} ${body.slice(0, 200)}`);
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  test("POST /api/log", async () => {
    const send = vi.spyOn(env.LOG_QUEUE, "send").mockResolvedValue(undefined as never);
    const event = fc.dictionary(anyText, fc.oneof(anyText, anyJson), { maxKeys: 8 });
    const shaped = fc.record({ __logs__: fc.oneof(fc.array(event, { maxLength: 60 }), anyJson) });
    await fc.assert(
      fc.asyncProperty(rawBody(shaped), async (body) => {
        send.mockClear();
        const before = await snapshot();
        const response = await owner.request("/api/log", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body,
        });
        const refused = response.status >= 400;
        await expectWellRefusedOrAccepted(response, before, body.slice(0, 200));
        if (refused) expect(send).not.toHaveBeenCalled();
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  test("GET endpoints with generated query strings", async () => {
    const paths = fc.constantFrom("/api/items", "/api/catalog/templates", "/api/catalog/use-cases");
    const query = fc.dictionary(fc.constantFrom("q", "limit", "cursor", "locale", "x"), anyText, { maxKeys: 4 });
    await fc.assert(
      fc.asyncProperty(paths, query, async (path, params) => {
        const search = new URLSearchParams(params).toString();
        const before = await snapshot();
        const response = await owner.request(`${path}?${search}`);
        // The request guard may refuse a query it cannot read (400 text for URLs); the API answers JSON.
        expect(response.status, search).toBeLessThan(500);
        if (response.status >= 400 && response.headers.get("content-type")?.startsWith("application/json")) {
          expect(await response.json()).toMatchObject({ error: { code: expect.any(String) } });
        } else await response.body?.cancel();
        expect(await snapshot()).toBe(before);
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });
});
