import { runInDurableObject } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { expect, test } from "vitest";
import { ORIGIN } from "../../tests/edge/helpers";
import { newVisitor, readEvents, visitorIdOf } from "../../tests/support/visitor";
import { visitorStore } from "../../worker/items/visitor-store";
import { seedVisitor } from "./seed";

/**
 * The scale bench (docs/performance.md, "Scale"): SCALE_VISITORS visitors with ITEMS drafts each
 * (VERSIONS versions of about 1.5 KB, every tenth draft shared and published), then, for one
 * 10-item visitor among them, the requests whose cost must not grow with the number of visitors:
 * a history page, a search for a word every draft has, a refinement (its whole stream), and a
 * published page (a different one each time, so each is rendered). Prints one JSON line.
 */
const VISITORS = __SCALE_VISITORS__;
const ITEMS = 10;
const VERSIONS = 2;
const SAMPLES = 30;
const REFINEMENTS = 15;
const TEXT = "Our kettle boils water quietly, keeps it warm for hours and never wakes the house. ".repeat(18);

/** The visitors are seeded this many at a time. */
const PARALLEL = 50;

const p = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

async function timed(run: (index: number) => Promise<void>, samples = SAMPLES): Promise<{ p50: number; p95: number }> {
  const times: number[] = [];
  for (let index = 0; index < samples; index++) {
    const started = performance.now();
    await run(index);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: Number(p(times, 0.5).toFixed(2)), p95: Number(p(times, 0.95).toFixed(2)) };
}

test(`${VISITORS} visitors × ${ITEMS} drafts`, async () => {
  const started = performance.now();
  for (let start = 0; start < VISITORS - 1; start += PARALLEL) {
    await Promise.all(
      Array.from({ length: Math.min(PARALLEL, VISITORS - 1 - start) }, (_, offset) => {
        const index = start + offset;
        return seedVisitor(env, `bench-visitor-${index}`, {
          items: ITEMS,
          versions: VERSIONS,
          text: (item, number) => `${number} ${item} ${TEXT}`,
          linkEvery: 10,
          base: 1_700_000_000_000,
          prefix: `v${index}`,
        });
      }),
    );
  }
  const seedMs = Math.round(performance.now() - started);

  // The measured visitor: the last of the N, with a cookie.
  const visitor = newVisitor();
  await visitor.json("/api/items", "DELETE", { confirm: "delete-all" });
  const owner = await visitorIdOf(visitor);
  await seedVisitor(env, owner, {
    items: ITEMS,
    versions: VERSIONS,
    text: (item, number) => `${number} ${item} ${TEXT}`,
    linkEvery: 10,
    base: 1_700_000_000_000,
    prefix: "me",
  });
  const d1 = await env.DB.prepare("SELECT COUNT(*) AS n FROM publications").run();
  const objectBytes = await runInDurableObject(visitorStore(env, owner), (_, state) => state.storage.sql.databaseSize);

  const history = await timed(async () => {
    const response = await visitor.request("/api/items");
    expect(((await response.json()) as { items: unknown[] }).items).toHaveLength(ITEMS);
  });
  const search = await timed(async () => {
    const response = await visitor.request("/api/items?q=kettle");
    expect(((await response.json()) as { items: unknown[] }).items).toHaveLength(ITEMS);
  });
  const refinement = await timed(async (index) => {
    // Each from its own address: the generation rate limit is per address (docs/security.md).
    const response = await visitor.request("/api/generations", {
      method: "POST",
      headers: { "content-type": "application/json", "cf-connecting-ip": `198.51.100.${index + 1}` },
      body: JSON.stringify({
        template: "landing-page",
        locale: "en",
        itemId: `me-${String(index % ITEMS).padStart(6, "0")}`,
        refinement: { kind: "shorter" },
      }),
    });
    expect(response.status).toBe(200);
    const events = await readEvents(response);
    // The offline writer may keep a text it cannot shorten without inventing ("unchanged").
    expect(["done", "unchanged"]).toContain(events.at(-1)?.event);
    // A visitor may start 20 generations a minute (wrangler.toml, RATE_LIMIT_VISITOR).
  }, REFINEMENTS);
  const page = await timed(async (index) => {
    const slug = `p-v${index * Math.max(1, Math.floor((VISITORS - 1) / SAMPLES))}-000000`;
    const response = await exports.default.fetch(new Request(`${ORIGIN}/p/${slug}`));
    expect(response.status).toBe(200);
    await response.text();
  });

  console.log(
    JSON.stringify({
      scale: {
        visitors: VISITORS,
        itemsPerVisitor: ITEMS,
        items: VISITORS * ITEMS,
        versionsPerItem: VERSIONS,
        seedMs,
        d1Bytes: d1.meta.size_after,
        objectBytes,
        history,
        search,
        refinement,
        page,
      },
    }),
  );
});
