import { env, exports } from "cloudflare:workers";
import { describe, expect, test } from "vitest";
import type { ItemPage } from "../../shared/items";
import { hideAllItems } from "../../worker/items/delete-all";
import { visitorStore } from "../../worker/items/visitor-store";
import { MOVE_PAGE_SIZE, type MoveReport, moveDrafts, readLegacyPage } from "../../worker/visitor/move";
import { ORIGIN } from "../edge/helpers";
import { inObject, itemCount, newVisitor, seedLegacyItems, type Visitor, visitorIdOf } from "../support/visitor";

/**
 * Moving drafts out of D1 (docs/data.md, "Moving drafts out of D1"; worker/visitor/move.ts): on a
 * D1 seeded with the layout of before the visitors' objects, the move is complete (every item,
 * version and link, checked by counts), resumable, idempotent, and brings back nothing deleted.
 */

/** The token vitest.config.ts gives the test worker (OPS_TOKEN). */
const TOKEN = "test-ops-token-0123456789abcdef0123456789";

async function moveCall(body: object, token = TOKEN) {
  return exports.default.fetch(
    new Request(`${ORIGIN}/_ops/move-drafts`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    }),
  );
}

/** `npm run move-drafts` in short: calls until the end is reached; the reports in order. */
async function moveAll(body: { visitors?: number; budgetMs?: number } = {}): Promise<MoveReport[]> {
  const reports: MoveReport[] = [];
  let after: string | undefined;
  for (let call = 0; call < 50; call++) {
    const response = await moveCall({ ...body, ...(after === undefined ? {} : { after }) });
    expect(response.status).toBe(200);
    const report = (await response.json()) as MoveReport;
    reports.push(report);
    if (report.next === null) return reports;
    after = report.next;
  }
  throw new Error("the move did not end in 50 calls");
}

const sum = (reports: MoveReport[], key: "visitors" | "items" | "revisions" | "links") =>
  reports.reduce((total, report) => total + report[key], 0);

/** A visitor with a cookie (and so an id) and `count` drafts of `versions` versions in D1's old tables. */
async function oldVisitor(count: number, versions: number): Promise<{ visitor: Visitor; id: string; ids: string[] }> {
  const visitor = newVisitor();
  // A write mints the cookie (a read never does); this one has nothing to delete yet.
  await visitor.json("/api/items", "DELETE", { confirm: "delete-all" });
  const id = await visitorIdOf(visitor);
  const ids = await seedLegacyItems(id, count, (index) => 1_600_000_000_000 + index * 1000, versions);
  return { visitor, id, ids };
}

/** Takes a visitor's old rows out of D1 again, so the next test's move starts from its own seeds. */
async function dropLegacy(owner: string) {
  const items = "SELECT id FROM items WHERE owner = ?1";
  await env.DB.batch([
    env.DB.prepare(`DELETE FROM revisions WHERE item_id IN (${items})`).bind(owner),
    env.DB.prepare("DELETE FROM items WHERE owner = ?1").bind(owner),
  ]);
}

async function inD1(owner: string) {
  return env.DB.prepare(
    `SELECT (SELECT COUNT(*) FROM items WHERE owner = ?1) AS items,
       (SELECT COUNT(*) FROM revisions WHERE item_id IN (SELECT id FROM items WHERE owner = ?1)) AS revisions`,
  )
    .bind(owner)
    .first<{ items: number; revisions: number }>();
}

async function inTheObject(visitor: Visitor) {
  return inObject(visitor, (sql) => ({
    items: Number(sql.exec("SELECT COUNT(*) AS n FROM items").one().n),
    revisions: Number(sql.exec("SELECT COUNT(*) AS n FROM revisions").one().n),
    links: Number(sql.exec("SELECT COUNT(*) AS n FROM links").one().n),
  }));
}

describe("POST /_ops/move-drafts", () => {
  test("is no endpoint without the operator's token: answered as any unknown address, nothing moved", async () => {
    const { id } = await oldVisitor(1, 1);
    const unknown = await exports.default.fetch(new Request(`${ORIGIN}/_ops/no-such-thing`, { method: "POST" }));
    expect(unknown.status).toBeGreaterThanOrEqual(404);
    const answers = [
      ...(await Promise.all(
        ["", "wrong-token-0123456789abcdef0123456789", `${TOKEN}x`].map((token) => moveCall({}, token)),
      )),
      await exports.default.fetch(new Request(`${ORIGIN}/_ops/move-drafts`, { method: "POST" })),
    ];
    for (const response of answers) {
      expect(response.status).toBe(unknown.status);
      expect(response.headers.get("content-type")).toBe(unknown.headers.get("content-type"));
    }
    expect(await inD1(id)).toEqual({ items: 1, revisions: 1 });
    await dropLegacy(id);
  });

  test("refuses a body it does not know, moving nothing", async () => {
    const { id } = await oldVisitor(1, 1);
    for (const body of [{ visitors: 0 }, { after: 5 }, { budgetMs: -1 }, { extra: true }]) {
      const response = await moveCall(body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code: "invalid_body" } });
    }
    expect(await inD1(id)).toEqual({ items: 1, revisions: 1 });
    await dropLegacy(id);
  });

  test("moves every visitor's drafts, versions and links, one visitor per call, and counts them", async () => {
    const first = await oldVisitor(3, 2);
    const second = await oldVisitor(MOVE_PAGE_SIZE + 5, 1);
    // The first visitor's oldest draft is shared and published, as D1 held it since migrations/0019.
    const shared = first.ids[0] as string;
    await env.DB.batch([
      env.DB.prepare(
        `INSERT INTO shares (slug, item_id, owner, template, created_at, revision, show_brief)
         VALUES ('oldshare1', ?1, ?2, 'landing-page', 1600000000500, NULL, 1)`,
      ).bind(shared, first.id),
      env.DB.prepare(
        `INSERT INTO publications (slug, item_id, owner, template, revision, locale, title, description, content,
           published_at, updated_at)
         VALUES ('old-page', ?1, ?2, 'landing-page', 2, 'en', 'Old page', 'An old page', 'Version 2 of 0', 1600000000600, 1600000000600)`,
      ).bind(shared, first.id),
    ]);
    // A "delete everything" not yet purged: nobody's, never moved.
    const stranger = await oldVisitor(2, 1);
    await hideAllItems(env.DB, stranger.id, Date.now());

    const reports = await moveAll({ visitors: 1 });
    expect(sum(reports, "visitors")).toBe(2);
    expect(sum(reports, "items")).toBe(3 + MOVE_PAGE_SIZE + 5);
    expect(sum(reports, "revisions")).toBe(6 + MOVE_PAGE_SIZE + 5);
    expect(sum(reports, "links")).toBe(1);
    expect(reports.flatMap((report) => report.failed)).toEqual([]);
    expect(reports.at(-1)?.left).toBe(0);
    expect(reports.slice(0, -1).every((report) => report.left === null)).toBe(true);

    expect(await inD1(first.id)).toEqual({ items: 0, revisions: 0 });
    expect(await inD1(second.id)).toEqual({ items: 0, revisions: 0 });
    expect(await inTheObject(first.visitor)).toEqual({ items: 3, revisions: 6, links: 1 });
    expect(await inTheObject(second.visitor)).toEqual({
      items: MOVE_PAGE_SIZE + 5,
      revisions: MOVE_PAGE_SIZE + 5,
      links: 0,
    });
    // The tombstone's rows are still D1's, for the purge.
    const tombstoned = await env.DB.prepare("SELECT COUNT(*) AS n FROM items WHERE owner LIKE 'deleted:%'").first("n");
    expect(tombstoned).toBe(2);

    // The visitor sees them as before: in the history (newest first), with the link, found by search.
    const history = (await (await first.visitor.request("/api/items")).json()) as ItemPage;
    expect(history.items.map((item) => item.id)).toEqual([...first.ids].reverse());
    expect(history.items.at(-1)).toMatchObject({ share: { slug: "oldshare1" }, publication: { slug: "old-page" } });
    const found = (await (await first.visitor.request("/api/items?q=Version%202%20of%201")).json()) as ItemPage;
    expect(found.items.map((item) => item.id)).toEqual([first.ids[1]]);
    // The share link shows the newest version, read from the owner's object.
    const share = await exports.default.fetch(new Request(`${ORIGIN}/share/oldshare1`));
    expect(share.status).toBe(200);
    expect(await share.text()).toContain("Version 2 of 0");
    // The page never needed the object: D1 keeps its own copy of the text.
    expect((await exports.default.fetch(new Request(`${ORIGIN}/p/old-page`))).status).toBe(200);
    // And the object keeps its drafts under retention.
    expect(await itemCount(first.visitor)).toBe(3);
  });

  test("run again, it moves nothing and changes nothing", async () => {
    const { visitor, id } = await oldVisitor(4, 2);
    const once = await moveAll();
    expect(sum(once, "items")).toBe(4);
    const again = await moveAll();
    expect(again).toEqual([{ visitors: 0, items: 0, revisions: 0, links: 0, failed: [], next: null, left: 0 }]);
    expect(await inD1(id)).toEqual({ items: 0, revisions: 0 });
    expect(await inTheObject(visitor)).toEqual({ items: 4, revisions: 8, links: 0 });
  });

  test("a run stopped after the object's write and before D1's delete resumes without doubles", async () => {
    const { visitor, id, ids } = await oldVisitor(3, 2);
    // The first step of a page, alone: as if the worker stopped right after it.
    const page = await readLegacyPage(env.DB, id);
    expect(page.map(({ item }) => item.id)).toEqual(ids);
    expect(await visitorStore(env, id).importItems(page)).toEqual({ items: 3, revisions: 6 });
    // The visitor goes on meanwhile: a new draft in the object.
    await inObject(visitor, (sql) =>
      sql.exec(
        "INSERT INTO items (id, template, locale, title, inputs, created_at, updated_at) VALUES ('fresh', 'landing-page', 'en', 'Fresh', '{}', 1, 1)",
      ),
    );
    const reports = await moveAll();
    expect(sum(reports, "items")).toBe(3);
    expect(await inD1(id)).toEqual({ items: 0, revisions: 0 });
    expect(await inTheObject(visitor)).toEqual({ items: 4, revisions: 6, links: 0 });
  });

  test("a call out of time stops inside a visitor's history and the next call goes on from there", async () => {
    const { visitor, id } = await oldVisitor(MOVE_PAGE_SIZE + 20, 1);
    // No time at all: each call moves one page.
    const first = await moveDrafts(env, { budgetMs: 0 });
    expect(first).toMatchObject({ visitors: 0, items: MOVE_PAGE_SIZE, next: "", left: null });
    expect(await inD1(id)).toEqual({ items: 20, revisions: 20 });
    // A short page is the history's last: the visitor is done and so is the run.
    const second = await moveDrafts(env, { budgetMs: 0, after: first.next ?? undefined });
    expect(second).toMatchObject({ visitors: 1, items: 20, next: null, left: 0 });
    expect(await inTheObject(visitor)).toEqual({
      items: MOVE_PAGE_SIZE + 20,
      revisions: MOVE_PAGE_SIZE + 20,
      links: 0,
    });
  });

  test("a call stops before it would make more subrequests than it was given", async () => {
    const visitors = await Promise.all([oldVisitor(1, 1), oldVisitor(1, 1), oldVisitor(1, 1)]);
    // 10 calls: 2 for the list and the count, then 3 per page: two visitors fit, the third waits.
    const first = await moveDrafts(env, { calls: 10 });
    expect(first).toMatchObject({ visitors: 2, items: 2, left: null });
    const second = await moveDrafts(env, { calls: 10, after: first.next ?? undefined });
    expect(second).toMatchObject({ visitors: 1, items: 1, next: null, left: 0 });
    for (const { visitor } of visitors) expect(await itemCount(visitor)).toBe(1);
  });

  test("drafts deleted by 'delete everything' between the read and D1's delete are not kept", async () => {
    const { visitor, id } = await oldVisitor(3, 1);
    // D1, as the move sees it, with the visitor's "delete everything" landing just before the delete.
    const racing = new Proxy(env.DB, {
      get(target, property) {
        if (property === "batch")
          return async (statements: D1PreparedStatement[]) => {
            await hideAllItems(target, id, Date.now());
            return target.batch(statements);
          };
        const value = Reflect.get(target, property);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const report = await moveDrafts({ DB: racing, VISITOR: env.VISITOR });
    expect(report).toMatchObject({ visitors: 1, items: 0, revisions: 0 });
    expect(await itemCount(visitor)).toBe(0);
    expect(await inD1(id)).toEqual({ items: 0, revisions: 0 });
  });
});
