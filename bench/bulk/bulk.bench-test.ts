import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { generateItem, newVisitor } from "../../tests/support/visitor";
import { VISITOR_COOKIE } from "../../worker/middleware/visitor";

/**
 * One visitor with BULK_ITEMS items (three versions of ~3 KB each, like the seed: 47 MB
 * for 5,000 items), every tenth shared and published, seeded straight into D1; then the export is
 * downloaded and everything deleted through the API, each timed. Prints one JSON line per step.
 */
const ITEMS = __BULK_ITEMS__;
const VERSIONS = 3;
const TEXT = "Quiet kettles boil water without waking the house. ".repeat(60);

async function seed(owner: string) {
  const base = 1_700_000_000_000;
  for (let start = 0; start < ITEMS; start += 100) {
    const statements: D1PreparedStatement[] = [];
    for (let index = start; index < Math.min(ITEMS, start + 100); index++) {
      const id = `bulk-${String(index).padStart(6, "0")}`;
      const at = base + index * 1000;
      statements.push(
        env.DB.prepare(
          `INSERT INTO items (id, owner, template, locale, title, inputs, created_at, updated_at)
           VALUES (?1, ?2, 'landing-page', 'en', ?3, '{"product":"Kettle"}', ?4, ?4)`,
        ).bind(id, owner, `Bulk item ${index}`, at),
      );
      for (let number = 1; number <= VERSIONS; number++) {
        statements.push(
          env.DB.prepare(
            `INSERT INTO revisions (item_id, number, instruction, locale, content, status, provider, created_at, updated_at)
             VALUES (?1, ?2, NULL, 'en', '', 'complete', 'builtin', ?3, ?3)`,
          ).bind(id, number, at + number),
          // Written after the insert, as a generation does, so the search index holds the text.
          env.DB.prepare("UPDATE revisions SET content = ?3 WHERE item_id = ?1 AND number = ?2").bind(
            id,
            number,
            `${number} ${index} ${TEXT}`,
          ),
        );
      }
      if (index % 10 === 0) {
        statements.push(
          env.DB.prepare("INSERT INTO shares (slug, item_id, created_at, revision) VALUES (?1, ?2, ?3, NULL)").bind(
            `share-${id}`,
            id,
            at,
          ),
          env.DB.prepare(
            `INSERT INTO publications (slug, item_id, revision, locale, title, description, content, published_at, updated_at)
             VALUES (?1, ?2, ?3, 'en', ?4, 'A kettle', ?5, ?6, ?6)`,
          ).bind(`page-${id}`, id, VERSIONS, `Bulk page ${index}`, TEXT, at),
        );
      }
    }
    await env.DB.batch(statements);
  }
}

test(`export and delete-all of ${ITEMS} items`, async () => {
  const visitor = newVisitor();
  await generateItem(visitor);
  const owner = visitor.cookie.slice(`${VISITOR_COOKIE}=`.length).split(".")[0] as string;
  let started = performance.now();
  await seed(owner);
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
  // The rest is purged by the queue consumer (worker/queue/purge-consumer.ts): wait for the rows.
  const left = async () =>
    (await env.DB.prepare("SELECT COUNT(*) AS n FROM items WHERE id LIKE 'bulk-%'").first<{ n: number }>())?.n ?? 0;
  const answeredLeft = await left();
  while ((await left()) > 0) await new Promise((resolve) => setTimeout(resolve, 100));
  const purgedMs = Math.round(performance.now() - started);
  console.log(JSON.stringify({ step: "delete-all", items: ITEMS + 1, answeredMs, answeredLeft, purgedMs }));
});

test("a sitemap file of 5,000 pages, built and then kept", async () => {
  const owner = `bench-sitemap-${crypto.randomUUID()}`;
  const base = 1_700_000_000_000;
  for (let start = 0; start < 5_000; start += 250) {
    await env.DB.batch(
      Array.from({ length: 250 }, (_, offset) => {
        const index = start + offset;
        const id = `${owner}-${index}`;
        return [
          env.DB.prepare(
            `INSERT INTO items (id, owner, template, locale, title, inputs, created_at, updated_at)
             VALUES (?1, ?2, 'blog-post', 'pt', 'Página', '{}', ?3, ?3)`,
          ).bind(id, owner, base + index),
          env.DB.prepare(
            `INSERT INTO publications (slug, item_id, revision, locale, title, description, content, published_at, updated_at)
             VALUES (?1, ?2, 1, 'pt', 'Página', '', '# Página', ?3, ?3)`,
          ).bind(`bench-page-${String(index).padStart(5, "0")}`, id, base + index),
        ];
      }).flat(),
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
