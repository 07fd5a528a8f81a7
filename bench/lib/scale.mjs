// `npm run bench -- --only=scale`: the scale bench of issue 27 (docs/performance.md, "Scale").
//
// For each number of visitors N (1,000 and 100,000 by default), on a fresh workerd serving the
// production build with its own local D1 and Durable Objects (./server.mjs):
// 1. seeds D1 with N visitors × 10 drafts of 2 versions in the layout of before the visitors'
//    objects (one draft in ten shared and published), by SQL;
// 2. moves them into the visitors' objects with the move itself (POST /_ops/move-drafts, as
//    `npm run move-drafts` does), timed: what the move will take in production, per draft;
// 3. times, for the last visitor (a 10-draft history), 30 history pages, 30 searches for a word
//    every draft has, 15 refinements (whole stream) and 30 published pages (each a different one,
//    so each is rendered), one request at a time.
// The budget: the search at the largest N within 2× of its cost at the first.
import { createHmac } from "node:crypto";
import { readdirSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { startWorkerd } from "./server.mjs";

/** The budget of issue 27: the search at N visitors costs at most this many times its cost at the smallest N. */
export const SEARCH_GROWTH_BUDGET = 2;

const ITEMS = 10;
const VERSIONS = 2;
const SAMPLES = 30;
const REFINEMENTS = 15;
/** About 400 bytes of a landing page's text, with "kettle" in every version. */
const TEXT =
  "Our kettle boils a litre in ninety seconds, keeps water warm for hours and never wakes the house. " +
  "Pour, steep and get on with your morning: the handle stays cool, the lid opens with one thumb and " +
  "the base lifts off for the sink. Made for small kitchens, big families and anyone who drinks tea " +
  "before they can speak. Order today and it ships tomorrow, with a two-year guarantee included.";
const TOKEN = "bench-ops-token-0123456789abcdef0123456789abcdef";
/**
 * Signs visitor cookies of local runs: worker/config.ts's LOCAL_VISITOR_SECRET, with the HMAC of
 * worker/middleware/visitor.ts (`signVisitorId`), which Node cannot import (extensionless imports).
 */
const LOCAL_VISITOR_SECRET = "parla-local-development-visitor-secret-do-not-deploy";
const SEEDED_PER_BATCH = 5_000;

const visitorId = (index) => `00000000-0000-4000-8000-${String(index).padStart(12, "0")}`;
const cookieOf = (id) =>
  `__Host-parla_visitor=${id}.${createHmac("sha256", LOCAL_VISITOR_SECRET).update(id).digest("base64url")}`;

async function seed(db, visitors) {
  const { results } = await db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'trigger' AND tbl_name IN ('items', 'revisions')")
    .all();
  const triggers = results
    .map((row) => row.name)
    // D1's old search triggers: the site reads search from the objects only, and the move deletes these rows.
    .filter((name) => name.startsWith("item_search"));
  if (triggers.length) await db.batch(triggers.map((name) => db.prepare(`DROP TRIGGER IF EXISTS ${name}`)));
  for (let from = 0; from < visitors; from += SEEDED_PER_BATCH) {
    const to = Math.min(visitors, from + SEEDED_PER_BATCH) - 1;
    const range = `WITH RECURSIVE v(i) AS (SELECT ?1 UNION ALL SELECT i + 1 FROM v WHERE i < ?2),
      k(j) AS (SELECT 0 UNION ALL SELECT j + 1 FROM k WHERE j < ${ITEMS - 1})`;
    const owner = "printf('00000000-0000-4000-8000-%012d', i)";
    const id = "printf('v%07d-%02d', i, j)";
    await db.batch([
      db
        .prepare(
          `INSERT INTO items (id, owner, template, locale, title, inputs, created_at, updated_at)
           ${range} SELECT ${id}, ${owner}, 'landing-page', 'en', 'Kettle page ' || j, '{"product":"Kettle"}',
             1700000000000 + j * 1000, 1700000000000 + j * 1000 FROM v, k`,
        )
        .bind(from, to),
      db
        .prepare(
          `INSERT INTO revisions (item_id, number, locale, content, status, provider, created_at, updated_at)
           ${range}, r(n) AS (SELECT 1 UNION ALL SELECT 2)
           SELECT ${id}, n, 'en', n || ' ' || j || ' ' || ?3, 'complete', 'builtin', 1700000000000 + j * 1000 + n,
             1700000000000 + j * 1000 + n FROM v, k, r`,
        )
        .bind(from, to, TEXT),
      // The first draft of each visitor (one in ten) has a share link and a page.
      db
        .prepare(
          `INSERT INTO shares (slug, item_id, owner, template, created_at, revision, show_brief)
           WITH RECURSIVE v(i) AS (SELECT ?1 UNION ALL SELECT i + 1 FROM v WHERE i < ?2)
           SELECT printf('s%07d', i), printf('v%07d-00', i), ${owner}, 'landing-page', 1700000000500, NULL, 1 FROM v`,
        )
        .bind(from, to),
      db
        .prepare(
          `INSERT INTO publications (slug, item_id, owner, template, revision, locale, title, description, content,
             published_at, updated_at)
           WITH RECURSIVE v(i) AS (SELECT ?1 UNION ALL SELECT i + 1 FROM v WHERE i < ?2)
           SELECT printf('page-%07d', i), printf('v%07d-00', i), ${owner}, 'landing-page', 2, 'en',
             'Kettle page', 'A kettle', '# Kettle\n\n2 0 ' || ?3, 1700000000600, 1700000000600 FROM v`,
        )
        .bind(from, to, TEXT),
    ]);
  }
}

/** One call of the move; a dropped connection is tried again (the move is idempotent), up to three times. */
async function moveCall(url, after) {
  for (let attempt = 1; ; attempt++) {
    try {
      const response = await fetch(`${url}/_ops/move-drafts`, {
        method: "POST",
        headers: { authorization: `Bearer ${TOKEN}`, "content-type": "application/json" },
        body: JSON.stringify({ visitors: 1000, budgetMs: 25_000, ...(after === undefined ? {} : { after }) }),
        signal: AbortSignal.timeout(120_000),
      });
      if (!response.ok) throw new Error(`move answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
      return await response.json();
    } catch (error) {
      // Node's fetch sometimes reuses a kept-alive connection workerd has just closed (ECONNRESET).
      if (!error.cause || attempt >= 3)
        throw new Error(
          `the move's call after ${after ?? "the start"} failed: ${error.cause?.message ?? error.message}`,
        );
    }
  }
}

async function move(url) {
  const totals = { visitors: 0, items: 0, revisions: 0, links: 0, calls: 0 };
  let after;
  for (;;) {
    const report = await moveCall(url, after);
    totals.calls++;
    for (const key of ["visitors", "items", "revisions", "links"]) totals[key] += report[key];
    if (report.failed.length) throw new Error(`the move failed for ${report.failed.length} visitors`);
    if (report.next === null) return { ...totals, left: report.left };
    after = report.next;
  }
}

function percentiles(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { p50: Number(at(0.5).toFixed(1)), p95: Number(at(0.95).toFixed(1)) };
}

async function timed(samples, request) {
  const times = [];
  for (let index = 0; index < samples; index++) {
    const started = performance.now();
    await request(index);
    times.push(performance.now() - started);
  }
  return percentiles(times);
}

/** Bytes of the files under `dir` whose path matches `pattern`. */
function bytesUnder(dir, pattern) {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) total += bytesUnder(path, pattern);
    else if (pattern.test(path)) total += statSync(path).size;
  }
  return total;
}

async function runOnce({ root, buildDir, visitors, log }) {
  const server = await startWorkerd({ root, buildDir, vars: { OPS_TOKEN: TOKEN } });
  try {
    const db = await server.mf.getD1Database("DB");
    let started = performance.now();
    await seed(db, visitors);
    const seedMs = Math.round(performance.now() - started);
    log(`  ${visitors} visitors: seeded D1 in ${(seedMs / 1000).toFixed(0)} s; moving…`);
    started = performance.now();
    const moved = await move(server.url);
    const moveMs = Math.round(performance.now() - started);
    if (moved.items !== visitors * ITEMS || moved.left !== 0)
      throw new Error(`moved ${moved.items} of ${visitors * ITEMS} drafts, ${moved.left} left`);
    log(`  moved ${moved.items} drafts in ${(moveMs / 1000).toFixed(0)} s (${moved.calls} calls)`);

    const me = visitorId(visitors - 1);
    const headers = {
      cookie: cookieOf(me),
      origin: server.url,
      "sec-fetch-site": "same-origin",
      "content-type": "application/json",
    };
    const getJson = async (path) => {
      const response = await fetch(`${server.url}${path}`, { headers });
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      return response.json();
    };
    // One warm-up of each, so the first sample does not pay for the isolate and the object starting.
    await getJson("/api/items");
    const history = await timed(SAMPLES, async () => {
      if ((await getJson("/api/items")).items.length !== ITEMS) throw new Error("history: wrong count");
    });
    const search = await timed(SAMPLES, async () => {
      if ((await getJson("/api/items?q=kettle")).items.length !== ITEMS) throw new Error("search: wrong count");
    });
    const refinement = await timed(REFINEMENTS, async (index) => {
      const response = await fetch(`${server.url}/api/generations`, {
        method: "POST",
        headers,
        body: JSON.stringify({
          template: "landing-page",
          locale: "en",
          itemId: `v${String(visitors - 1).padStart(7, "0")}-${String(index % ITEMS).padStart(2, "0")}`,
          refinement: { kind: "shorter" },
        }),
      });
      const text = await response.text();
      if (!response.ok || !/event: (done|unchanged)/.test(text))
        throw new Error(`refinement answered ${response.status}: ${text.slice(-200)}`);
    });
    const step = Math.max(1, Math.floor(visitors / SAMPLES));
    const page = await timed(SAMPLES, async (index) => {
      const response = await fetch(`${server.url}/p/page-${String(index * step).padStart(7, "0")}`);
      await response.text();
      if (!response.ok) throw new Error(`page answered ${response.status}`);
    });

    const size = await db.prepare("SELECT COUNT(*) AS n FROM publications").run();
    // The objects' SQLite files, wherever Miniflare's persistence keeps the Visitor class.
    return {
      visitors,
      itemsPerVisitor: ITEMS,
      versionsPerItem: VERSIONS,
      textBytesPerVersion: TEXT.length + 6,
      seedMs,
      moveMs,
      d1Bytes: size.meta.size_after,
      objectsBytes: bytesUnder(join(server.workDir, "state"), /Visitor/),
      history,
      search,
      refinement,
      page,
    };
  } finally {
    await server.dispose();
  }
}

const ms = (value) => `${value.p50} / ${value.p95}`;
const mb = (bytes) => `${(bytes / 1e6).toFixed(bytes < 1e7 ? 1 : 0)} MB`;

/** The Markdown table of the runs, smallest N first, and the budget's verdict. */
export function scaleMarkdown(runs, verdict) {
  const rows = [
    "| Visitors × 10 drafts | History page | Search (a word in every draft) | Refinement (whole stream) | Published page (rendered) | D1 | Objects (all) | Move |",
    "| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...runs.map(
      (run) =>
        `| ${run.visitors.toLocaleString("en-US")} | ${ms(run.history)} ms | ${ms(run.search)} ms | ${ms(run.refinement)} ms | ${ms(run.page)} ms | ${mb(run.d1Bytes)} | ${mb(run.objectsBytes)} | ${(run.moveMs / 1000).toFixed(0)} s |`,
    ),
  ];
  return `${rows.join("\n")}\n\np50 / p95 in ms of ${SAMPLES} requests one at a time (${REFINEMENTS} refinements), local workerd on the production build. D1 after the move (public rows); objects: their SQLite files on disk. Move: \`POST /_ops/move-drafts\` of every draft from D1 into the objects.\n\n${verdict}\n`;
}

export async function benchScale({ root, buildDir, results, sizes, log }) {
  const runs = [];
  for (const visitors of sizes) runs.push(await runOnce({ root, buildDir, visitors, log }));
  const [first, last] = [runs[0], runs[runs.length - 1]];
  const ratio = last.search.p50 / first.search.p50;
  const pass = ratio <= SEARCH_GROWTH_BUDGET;
  const verdict = `Search p50 at ${last.visitors.toLocaleString("en-US")} visitors is ${ratio.toFixed(2)}× its cost at ${first.visitors.toLocaleString("en-US")} (budget ≤ ${SEARCH_GROWTH_BUDGET}×): ${pass ? "PASS" : "FAIL"}.`;
  const md = scaleMarkdown(runs, verdict);
  const file = { finishedAt: new Date().toISOString(), runs, ratio, pass };
  writeFileSync(join(results, "scale.json"), `${JSON.stringify(file, null, 2)}\n`);
  writeFileSync(join(results, "scale.md"), md);
  log(`\n${md}`);
  return { runs, ratio, pass };
}
