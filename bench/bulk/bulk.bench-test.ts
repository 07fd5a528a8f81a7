import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { generateItem, itemCount, newVisitor } from "../../tests/support/visitor";
import { VISITOR_COOKIE } from "../../worker/middleware/visitor";
import { seedVisitor } from "./seed";

/**
 * One visitor with BULK_ITEMS items (three versions of ~3 KB each, like the seed: 47 MB
 * for 5,000 items), every tenth shared and published, seeded into their object (bench/bulk/seed.ts);
 * then the export is downloaded and everything deleted through the API, each timed. Prints one
 * JSON line per step.
 */
const ITEMS = __BULK_ITEMS__;
const VERSIONS = 3;
const TEXT = "Quiet kettles boil water without waking the house. ".repeat(60);

test(`export and delete-all of ${ITEMS} items`, async () => {
  const visitor = newVisitor();
  await generateItem(visitor);
  const owner = visitor.cookie.slice(`${VISITOR_COOKIE}=`.length).split(".")[0] as string;
  let started = performance.now();
  await seedVisitor(env, owner, {
    items: ITEMS,
    versions: VERSIONS,
    text: (index, number) => `${number} ${index} ${TEXT}`,
    linkEvery: 10,
    base: 1_700_000_000_000,
    prefix: "bulk",
  });
  console.log(JSON.stringify({ step: "seed", items: ITEMS, ms: Math.round(performance.now() - started) }));

  started = performance.now();
  const response = await visitor.request("/api/items/export");
  const text = await response.text();
  const exportMs = Math.round(performance.now() - started);
  const file = JSON.parse(text) as { items: unknown[] };
  expect(file.items).toHaveLength(ITEMS + 1);
  console.log(JSON.stringify({ step: "export", items: ITEMS + 1, bytes: text.length, ms: exportMs }));

  started = performance.now();
  const deleted = await visitor.json("/api/items", "DELETE", { confirm: "delete-all" });
  expect(await deleted.json()).toEqual({ deleted: ITEMS + 1 });
  const answeredMs = Math.round(performance.now() - started);
  const history = (await (await visitor.request("/api/items")).json()) as { items: unknown[] };
  expect(history.items).toEqual([]);
  // The object deletes in batches within the request; nothing is left for later.
  expect(await itemCount(visitor)).toBe(0);
  const pages = await env.DB.prepare("SELECT COUNT(*) AS n FROM publications WHERE owner = ?1").bind(owner).first("n");
  expect(pages).toBe(0);
  console.log(JSON.stringify({ step: "delete-all", items: ITEMS + 1, answeredMs }));
});

test("a sitemap file of 5,000 pages, built and then kept", async () => {
  const owner = `bench-sitemap-${crypto.randomUUID()}`;
  const base = 1_700_000_000_000;
  for (let start = 0; start < 5_000; start += 250) {
    await env.DB.batch(
      Array.from({ length: 250 }, (_, offset) => {
        const index = start + offset;
        const id = `${owner}-${index}`;
        // A page's row needs no item in D1: the item is its owner's object's (migrations/0019).
        return env.DB.prepare(
          `INSERT INTO publications (slug, item_id, owner, template, revision, locale, title, description, content,
             published_at, updated_at)
           VALUES (?1, ?2, ?3, 'blog-post', 1, 'pt', 'Página', '', '# Página', ?4, ?4)`,
        ).bind(`bench-page-${String(index).padStart(5, "0")}`, id, owner, base + index);
      }),
    );
  }
  for (const step of ["built", "kept", "kept"]) {
    const started = performance.now();
    const response = await newVisitor().request("/pt/sitemap-pages-1.xml");
    const text = await response.text();
    const ms = Math.round(performance.now() - started);
    expect(response.headers.get("server-timing")).toBe(`sitemap;desc="${step}"`);
    expect(text.match(/<url>/g)).toHaveLength(5_000);
    console.log(JSON.stringify({ step: `sitemap ${step}`, urls: 5_000, bytes: text.length, ms }));
  }
});
