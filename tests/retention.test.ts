import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterAll, afterEach, describe, expect, test, vi } from "vitest";
import { configProblems, getConfig } from "../worker/config";
import worker from "../worker/index";
import { tombstonesBefore } from "../worker/items/delete-all";
import {
  applyRetention,
  DRAFT_WINDOW_END_SQL,
  RETENTION_BATCH_ROWS,
  RETENTION_ROUNDS,
  STALE_DRAFTS_SQL,
  TOMBSTONE_GRACE_MS,
} from "../worker/retention";

/**
 * Data retention (docs/data.md, "Retention") against the real local D1, with fixed clocks. D1 is
 * shared with the other test files, so every run here happens at a "now" in 2001: its cutoffs are
 * in 2000 and earlier, before anything any other test writes, and only this file's rows are old
 * enough to go.
 */

const DAY = 24 * 3_600_000;
const NOW = Date.UTC(2001, 0, 1, 3, 17);
const ago = (days: number) => NOW - days * DAY;
const isoAgo = (days: number) => new Date(ago(days)).toISOString();

const OWNER = `retention-test-${crypto.randomUUID()}`;
const RUN = crypto.randomUUID().slice(0, 8);
let serial = 0;

const withVars = (vars: Record<string, string>) => ({ ...env, ...vars }) as unknown as Env;

type Draft = { updatedDaysAgo: number; shared?: boolean; published?: boolean; versionUpdatedDaysAgo?: number };

/** An item with two versions (text in each, so it has a search row), and a share or page if asked. */
async function insertItem(draft: Draft): Promise<{ id: string; rowid: number }> {
  const id = `${OWNER}-${++serial}`;
  const updated = ago(draft.updatedDaysAgo);
  const versionUpdated = ago(draft.versionUpdatedDaysAgo ?? draft.updatedDaysAgo);
  const statements = [
    env.DB.prepare(
      `INSERT INTO items (id, owner, template, locale, title, inputs, created_at, updated_at)
       VALUES (?1, ?2, 'blog-post', 'en', ?3, '{}', ?4, ?4)`,
    ).bind(id, OWNER, `Retention ${RUN} ${serial}`, updated),
    env.DB.prepare(
      `INSERT INTO revisions (item_id, number, instruction, locale, content, status, provider, created_at, updated_at)
       VALUES (?1, 1, NULL, 'en', ?2, 'complete', 'builtin', ?3, ?3),
              (?1, 2, 'shorter', 'en', ?4, 'complete', 'builtin', ?5, ?5)`,
    ).bind(id, `First ${RUN}`, updated, `Text ${RUN} ${id}`, versionUpdated),
  ];
  if (draft.shared) {
    statements.push(
      env.DB.prepare(
        "INSERT INTO shares (slug, item_id, owner, template, created_at) VALUES (?1, ?1, ?2, 'blog-post', ?3)",
      ).bind(id, OWNER, updated),
    );
  }
  if (draft.published) {
    statements.push(
      env.DB.prepare(
        `INSERT INTO publications (slug, item_id, owner, template, revision, locale, title, description, content, published_at, updated_at)
         VALUES (?1, ?1, ?2, 'blog-post', 2, 'en', 'Page', '', '# Page', ?3, ?3)`,
      ).bind(id, OWNER, updated),
    );
  }
  await env.DB.batch(statements);
  const row = await env.DB.prepare("SELECT rowid FROM items WHERE id = ?1").bind(id).first<{ rowid: number }>();
  return { id, rowid: row?.rowid ?? -1 };
}

/** How many rows of the item are left: the item, its versions and its search row. */
async function remains(item: { id: string; rowid: number }) {
  const [items, revisions, search] = await env.DB.batch<{ n: number }>([
    env.DB.prepare("SELECT COUNT(*) AS n FROM items WHERE id = ?1").bind(item.id),
    env.DB.prepare("SELECT COUNT(*) AS n FROM revisions WHERE item_id = ?1").bind(item.id),
    env.DB.prepare("SELECT COUNT(*) AS n FROM item_search WHERE rowid = ?1").bind(item.rowid),
  ]);
  return { items: items?.results[0]?.n, revisions: revisions?.results[0]?.n, search: search?.results[0]?.n };
}

const KEPT = { items: 1, revisions: 2, search: 1 };
const GONE = { items: 0, revisions: 0, search: 0 };

/**
 * `count` local analytics events received `daysAgo` days before NOW, with ids of their own
 * (`{RUN}-{serial}-{i}`); `left()` counts those still stored.
 */
async function insertEvents(count: number, daysAgo: number) {
  const tag = `${RUN}-${++serial}-`;
  await env.DB.prepare(
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?1)
     INSERT INTO log_events (uuid, fields, received_at)
     SELECT ?2 || i, json_object('event', 'page_view'), ?3 FROM n`,
  )
    .bind(count, tag, isoAgo(daysAgo))
    .run();
  return { left: () => countLike("SELECT COUNT(*) AS n FROM log_events WHERE uuid LIKE ?1", tag) };
}

/** `count` dead letters stored `daysAgo` days before NOW, like `insertEvents`. */
async function insertDeadLetters(count: number, daysAgo: number) {
  const tag = `${RUN}-${++serial}-`;
  await env.DB.prepare(
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?1)
     INSERT INTO dead_letters (message_id, queue, reason, attempts, body, stored_at)
     SELECT ?2 || i, 'parla-logs-dlq', 'test', 6, '{}', ?3 FROM n`,
  )
    .bind(count, tag, isoAgo(daysAgo))
    .run();
  return { left: () => countLike("SELECT COUNT(*) AS n FROM dead_letters WHERE message_id LIKE ?1", tag) };
}

async function countLike(sql: string, tag: string) {
  return (await env.DB.prepare(sql).bind(`${tag}%`).first<{ n: number }>())?.n;
}

afterEach(() => {
  vi.restoreAllMocks();
});

afterAll(async () => {
  await env.DB.batch([
    env.DB.prepare("DELETE FROM revisions WHERE item_id IN (SELECT id FROM items WHERE owner = ?1)").bind(OWNER),
    env.DB.prepare("DELETE FROM shares WHERE owner = ?1").bind(OWNER),
    env.DB.prepare("DELETE FROM publications WHERE owner = ?1").bind(OWNER),
    env.DB.prepare("DELETE FROM items WHERE owner = ?1").bind(OWNER),
    env.DB.prepare("DELETE FROM log_events WHERE uuid LIKE ?1").bind(`${RUN}-%`),
    env.DB.prepare("DELETE FROM dead_letters WHERE message_id LIKE ?1").bind(`${RUN}-%`),
  ]);
});

describe("applyRetention", () => {
  const config = getConfig(env);

  test("wrangler.toml's periods are the defaults: 90, 30 and 365 days", () => {
    expect(config.ANALYTICS_RETENTION_DAYS).toBe("90");
    expect(config.DEAD_LETTER_RETENTION_DAYS).toBe("30");
    expect(config.DRAFT_RETENTION_DAYS).toBe("365");
    expect(configProblems(config, env)).toEqual([]);
  });

  test("an old plain draft goes with its versions and search row; shared, published and recent ones stay", async () => {
    const oldPlain = await insertItem({ updatedDaysAgo: 400 });
    const justOld = await insertItem({ updatedDaysAgo: 366 });
    const oldShared = await insertItem({ updatedDaysAgo: 400, shared: true });
    const oldPublished = await insertItem({ updatedDaysAgo: 400, published: true });
    const recent = await insertItem({ updatedDaysAgo: 364 });
    // An old item whose newest version is being written now (items.updated_at moves only at its end).
    const refining = await insertItem({ updatedDaysAgo: 400, versionUpdatedDaysAgo: 0 });
    expect(await remains(oldPlain)).toEqual(KEPT);
    const search = await env.DB.prepare("SELECT COUNT(*) AS n FROM item_search WHERE item_search MATCH ?1")
      .bind(`"Text ${RUN} ${oldPlain.id}"`)
      .first<{ n: number }>();
    expect(search?.n).toBe(1);

    const result = await applyRetention(env.DB, config, NOW);

    expect(result).toMatchObject({ drafts: 2, revisions: 4, complete: true });
    expect(await remains(oldPlain)).toEqual(GONE);
    expect(await remains(justOld)).toEqual(GONE);
    expect(await remains(oldShared)).toEqual(KEPT);
    expect(await remains(oldPublished)).toEqual(KEPT);
    expect(await remains(recent)).toEqual(KEPT);
    expect(await remains(refining)).toEqual(KEPT);
    const searchAfter = await env.DB.prepare("SELECT COUNT(*) AS n FROM item_search WHERE item_search MATCH ?1")
      .bind(`"Text ${RUN} ${oldPlain.id}"`)
      .first<{ n: number }>();
    expect(searchAfter?.n).toBe(0);
  });

  test("old analytics events and dead letters go in batches; recent ones stay", async () => {
    // More than two full batches, so the run loops.
    const oldEvents = await insertEvents(2 * RETENTION_BATCH_ROWS + 100, 91);
    const recentEvents = await insertEvents(3, 89);
    const oldLetters = await insertDeadLetters(RETENTION_BATCH_ROWS + 1, 31);
    const recentLetters = await insertDeadLetters(2, 29);

    const result = await applyRetention(env.DB, config, NOW);

    expect(result).toMatchObject({
      analyticsEvents: 2 * RETENTION_BATCH_ROWS + 100,
      deadLetters: RETENTION_BATCH_ROWS + 1,
      complete: true,
    });
    expect(await oldEvents.left()).toBe(0);
    expect(await recentEvents.left()).toBe(3);
    expect(await oldLetters.left()).toBe(0);
    expect(await recentLetters.left()).toBe(2);
  });

  test("owners' page statistics follow the analytics period, day by day", async () => {
    const { id } = await insertItem({ updatedDaysAgo: 100, published: true });
    const day = (days: number) => new Date(ago(days)).toISOString().slice(0, 10);
    const days = [91, 90, 89, 1];
    await env.DB.batch(
      days.flatMap((n) => [
        env.DB.prepare(
          "INSERT INTO page_stats (item_id, kind, day, language, views, d3) VALUES (?1, 'page', ?2, 'en', 2, 1), (?1, 'share', ?2, 'ja', 1, 0)",
        ).bind(id, day(n)),
        env.DB.prepare(
          "INSERT INTO page_visitors (item_id, kind, day, visitor) VALUES (?1, 'page', ?2, 'a'), (?1, 'page', ?2, 'b')",
        ).bind(id, day(n)),
      ]),
    );
    const left = async (table: string) =>
      (
        await env.DB.prepare(`SELECT day FROM ${table} WHERE item_id = ?1 GROUP BY day ORDER BY day`)
          .bind(id)
          .all<{ day: string }>()
      ).results.map((row) => row.day);

    // The cutoff is 90 days before NOW, at 03:17: the day it falls on is still kept whole.
    expect(await applyRetention(env.DB, config, NOW)).toMatchObject({ pageStats: 2, pageVisitors: 2, complete: true });
    expect(await left("page_stats")).toEqual([day(90), day(89), day(1)]);
    expect(await left("page_visitors")).toEqual([day(90), day(89), day(1)]);
    // Gone before the next tests, whose runs at NOW would count them.
    await env.DB.batch([
      env.DB.prepare("DELETE FROM page_stats WHERE item_id = ?1").bind(id),
      env.DB.prepare("DELETE FROM page_visitors WHERE item_id = ?1").bind(id),
    ]);
  });

  test("a run stops at its rounds; the next run deletes the rest", async () => {
    const cap = RETENTION_ROUNDS.deadLetters * RETENTION_BATCH_ROWS;
    const letters = await insertDeadLetters(cap + 7, 45);

    expect(await applyRetention(env.DB, config, NOW)).toMatchObject({ deadLetters: cap, complete: false });
    expect(await letters.left()).toBe(7);
    expect(await applyRetention(env.DB, config, NOW)).toMatchObject({ deadLetters: 7, complete: true });
    expect(await letters.left()).toBe(0);
  });

  test("the stale-draft scan is a range of an index, never a scan of items", async () => {
    const plan = async (sql: string) =>
      (
        await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
          .bind(ago(365), ago(500), "", RETENTION_BATCH_ROWS)
          .all<{ detail: string }>()
      ).results
        .map((row) => row.detail)
        .join("\n");
    for (const sql of [DRAFT_WINDOW_END_SQL, `DELETE FROM items WHERE id IN (${STALE_DRAFTS_SQL})`]) {
      const detail = await plan(sql);
      expect(detail).toMatch(
        /SEARCH items USING (COVERING )?INDEX items_updated \(\(updated_at,id\)>\(\?,\?\) AND updated_at<\?\)/,
      );
      expect(detail).not.toMatch(/SCAN (items|i|shares|publications|revisions)\b/);
      expect(detail).not.toContain("TEMP B-TREE");
    }
  });

  test("a run that ends mid-scan resumes there: kept items at the front are not walked again", async () => {
    // More old kept items (shared) than one run examines, then an old plain draft after them.
    const kept = RETENTION_ROUNDS.drafts * RETENTION_BATCH_ROWS + 10;
    const tag = `${OWNER}-front-`;
    await env.DB.batch([
      env.DB.prepare(
        `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?1)
         INSERT INTO items (id, owner, template, locale, title, inputs, created_at, updated_at)
         SELECT ?2 || i, ?3, 'blog-post', 'en', 'Kept', '{}', ?4, ?4 FROM n`,
      ).bind(kept, tag, OWNER, ago(500)),
      env.DB.prepare(
        `INSERT INTO shares (slug, item_id, owner, template, created_at)
         SELECT id, id, owner, template, ?2 FROM items WHERE substr(id, 1, length(?1)) = ?1`,
      ).bind(tag, ago(500)),
    ]);
    const draft = await insertItem({ updatedDaysAgo: 450 });

    const first = await applyRetention(env.DB, config, NOW);
    expect(first).toMatchObject({ drafts: 0, complete: false });
    expect(await remains(draft)).toEqual(KEPT);
    const second = await applyRetention(env.DB, config, NOW);
    expect(second).toMatchObject({ drafts: 1, revisions: 2, complete: true });
    expect(await remains(draft)).toEqual(GONE);
    // A finished pass forgets its place: the next run starts from the oldest item again.
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM retention_cursors").first("n")).toBe(0);
    expect(
      await env.DB.prepare("SELECT COUNT(*) AS n FROM items WHERE substr(id, 1, length(?1)) = ?1").bind(tag).first("n"),
    ).toBe(kept);
    await env.DB.batch([
      env.DB.prepare("DELETE FROM shares WHERE substr(item_id, 1, length(?1)) = ?1").bind(tag),
      env.DB.prepare("DELETE FROM items WHERE substr(id, 1, length(?1)) = ?1").bind(tag),
    ]);
  });

  test("finishes a delete-all whose purge was lost, once it is an hour old; a recent one is left to its queue", async () => {
    const tombstone = (time: number) => `${tombstonesBefore(time).to}${crypto.randomUUID()}`;
    const stale = tombstone(NOW - TOMBSTONE_GRACE_MS - 60_000);
    const recent = tombstone(NOW - 60_000);
    const items = [stale, recent].map((owner, n) => ({ id: `${OWNER}-tomb-${n}`, owner }));
    await env.DB.batch(
      items.flatMap(({ id, owner }) => [
        env.DB.prepare(
          `INSERT INTO items (id, owner, template, locale, title, inputs, created_at, updated_at)
           VALUES (?1, ?2, 'blog-post', 'en', 'Gone', '{}', ?3, ?3)`,
        ).bind(id, owner, Date.now()),
        env.DB.prepare(
          `INSERT INTO revisions (item_id, number, locale, content, status, provider, created_at, updated_at)
           VALUES (?1, 1, 'en', 'Text', 'complete', 'builtin', ?2, ?2)`,
        ).bind(id, Date.now()),
      ]),
    );
    expect(await applyRetention(env.DB, config, NOW)).toMatchObject({ tombstones: 1, complete: true });
    const left = async (id: string) =>
      env.DB.prepare(
        "SELECT (SELECT COUNT(*) FROM items WHERE id = ?1) + (SELECT COUNT(*) FROM revisions WHERE item_id = ?1) AS n",
      )
        .bind(id)
        .first("n");
    expect(await left(items[0]?.id ?? "")).toBe(0);
    expect(await left(items[1]?.id ?? "")).toBe(2);
    await env.DB.batch([
      env.DB.prepare("DELETE FROM revisions WHERE item_id = ?1").bind(items[1]?.id),
      env.DB.prepare("DELETE FROM items WHERE id = ?1").bind(items[1]?.id),
    ]);
  });

  test("the periods come from the vars", async () => {
    const short = getConfig(withVars({ DRAFT_RETENTION_DAYS: "30", ANALYTICS_RETENTION_DAYS: "7" }));
    // A run 1000 days before NOW, so the rows of the other tests are all in its future.
    const then = ago(1000);
    const draft = await insertItem({ updatedDaysAgo: 1000 + 31 });
    const kept = await insertItem({ updatedDaysAgo: 1000 + 29 });
    const oldEvents = await insertEvents(2, 1000 + 8);
    const recentEvents = await insertEvents(1, 1000 + 6);

    expect(await applyRetention(env.DB, short, then)).toMatchObject({ drafts: 1, analyticsEvents: 2 });
    expect(await remains(draft)).toEqual(GONE);
    expect(await remains(kept)).toEqual(KEPT);
    expect(await oldEvents.left()).toBe(0);
    expect(await recentEvents.left()).toBe(1);
    // Gone before the next tests, whose runs at NOW would count them.
    await env.DB.batch([
      env.DB.prepare("DELETE FROM revisions WHERE item_id = ?1").bind(kept.id),
      env.DB.prepare("DELETE FROM items WHERE id = ?1").bind(kept.id),
      env.DB.prepare("DELETE FROM log_events WHERE received_at = ?1").bind(isoAgo(1000 + 6)),
    ]);
  });

  test("an invalid var is a configuration problem, and its default applies", async () => {
    const invalid = withVars({ DRAFT_RETENTION_DAYS: "a year", DEAD_LETTER_RETENTION_DAYS: "0" });
    const config = getConfig(invalid);
    expect(configProblems(config, invalid)).toEqual([
      {
        code: "dead_letter_retention",
        message:
          'DEAD_LETTER_RETENTION_DAYS "0" is not a whole number of days from 1 to 36500: retention keeps 30 days, the default, until it is fixed.',
      },
      {
        code: "draft_retention",
        message:
          'DRAFT_RETENTION_DAYS "a year" is not a whole number of days from 1 to 36500: retention keeps 365 days, the default, until it is fixed.',
      },
    ]);
    const old = await insertItem({ updatedDaysAgo: 366 });
    const recent = await insertItem({ updatedDaysAgo: 364 });
    const oldLetter = await insertDeadLetters(1, 31);
    const recentLetter = await insertDeadLetters(1, 29);

    expect(await applyRetention(env.DB, config, NOW)).toMatchObject({ drafts: 1, deadLetters: 1 });
    expect(await remains(old)).toEqual(GONE);
    expect(await remains(recent)).toEqual(KEPT);
    expect(await oldLetter.left()).toBe(0);
    expect(await recentLetter.left()).toBe(1);
  });
});

describe("the scheduled handler", () => {
  test("applies retention at the trigger's time, reports config problems and logs one line of counts", async () => {
    const logs = vi.spyOn(console, "log").mockImplementation(() => {});
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const old = await insertItem({ updatedDaysAgo: 400 });
    const recent = await insertItem({ updatedDaysAgo: 10 });
    const oldEvents = await insertEvents(4, 100);
    const recentEvents = await insertEvents(1, 1);
    const oldLetters = await insertDeadLetters(3, 60);
    const invalid = withVars({ ANALYTICS_RETENTION_DAYS: "-5" });

    const controller = createScheduledController({ scheduledTime: new Date(NOW), cron: "17 3 * * *" });
    const ctx = createExecutionContext();
    await worker.scheduled(controller, invalid, ctx);
    await waitOnExecutionContext(ctx);

    expect(await remains(old)).toEqual(GONE);
    expect(await remains(recent)).toEqual(KEPT);
    expect(await oldEvents.left()).toBe(0);
    expect(await recentEvents.left()).toBe(1);
    expect(await oldLetters.left()).toBe(0);
    expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([
      'Configuration problem: ANALYTICS_RETENTION_DAYS "-5" is not a whole number of days from 1 to 36500: retention keeps 90 days, the default, until it is fixed.',
    ]);
    const lines = logs.mock.calls.map((call) => String(call[0]));
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] as string)).toEqual({
      event: "retention",
      cron: "17 3 * * *",
      days: { analyticsEvents: 90, deadLetters: 30, drafts: 365 },
      analyticsEvents: 4,
      pageStats: 0,
      pageVisitors: 0,
      deadLetters: 3,
      drafts: 1,
      revisions: 2,
      tombstones: 0,
      complete: true,
      ms: expect.any(Number),
    });
    // Counts only: no ids, titles or text.
    expect(lines[0]).not.toContain(OWNER);
    expect(lines[0]).not.toContain(RUN);
  });
});
