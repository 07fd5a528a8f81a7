import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, test } from "vitest";
import { getConfig } from "../../worker/config";
import { retentionPeriods } from "../../worker/retention";
import { RETENTION_BATCH } from "../../worker/visitor/retention";
import { freshVisitor } from "./helpers";

/** docs/data.md, "Retention": a visitor's stale drafts go by an alarm of their own object. */

const DAY_MS = 24 * 3_600_000;
const days = retentionPeriods(getConfig(env)).drafts;

type Stub = ReturnType<typeof freshVisitor>;

async function draft(visitor: Stub, text = "A text") {
  const item = await visitor.createItemWithRevision(
    { template: "blog-post", locale: "en", inputs: "{}" },
    { provider: "builtin" },
  );
  await visitor.finishRevision(item.id, 1, { content: text, status: "complete", locale: "en" });
  return item.id;
}

/** Makes an item and its versions last written `daysAgo` days ago. */
const age = (visitor: Stub, id: string, daysAgo: number) =>
  runInDurableObject(visitor, (_, { storage }) => {
    const at = Date.now() - daysAgo * DAY_MS;
    storage.sql.exec("UPDATE items SET updated_at = ?, created_at = ? WHERE id = ?", at, at, id);
    storage.sql.exec("UPDATE revisions SET updated_at = ?, created_at = ? WHERE item_id = ?", at, at, id);
  });

const ids = (visitor: Stub) =>
  runInDurableObject(visitor, (_, { storage }) => ({
    items: storage.sql
      .exec<{ id: string }>("SELECT id FROM items ORDER BY id")
      .toArray()
      .map((row) => row.id),
    revisions: Number(storage.sql.exec("SELECT COUNT(*) AS n FROM revisions").one().n),
    search: Number(storage.sql.exec("SELECT COUNT(*) AS n FROM item_search").one().n),
  }));

describe("the retention alarm of a visitor's object", () => {
  test("making a draft sets the alarm; an object never written has none", async () => {
    const idle = freshVisitor();
    expect(await runInDurableObject(idle, (_, { storage }) => storage.getAlarm())).toBeNull();
    const visitor = freshVisitor();
    await draft(visitor);
    const at = await runInDurableObject(visitor, (_, { storage }) => storage.getAlarm());
    expect(at).toBeGreaterThan(Date.now());
  });

  test("deletes stale drafts only: not a fresh one, one with a recent version, a shared one, or one D1 links", async () => {
    const visitor = freshVisitor();
    const stale = await draft(visitor, "stale");
    const fresh = await draft(visitor, "fresh");
    const recentVersion = await draft(visitor, "old item, new version");
    const shared = await draft(visitor, "shared");
    const linkedInD1 = await draft(visitor, "linked in D1 only");
    for (const id of [stale, recentVersion, shared, linkedInD1]) await age(visitor, id, days + 1);
    await age(visitor, fresh, days - 1);
    await runInDurableObject(visitor, (_, { storage }) => {
      storage.sql.exec("UPDATE revisions SET updated_at = ? WHERE item_id = ?", Date.now(), recentVersion);
    });
    await visitor.setLinks(shared, {
      share: { slug: `s-${crypto.randomUUID()}`, revision: 1, showBrief: true, createdAt: 1 },
      publication: null,
    });
    // A share D1 holds whose copy never reached the object (its write failed in between).
    const slug = crypto.randomUUID().replaceAll("-", "").slice(0, 16);
    await env.DB.prepare(
      "INSERT INTO shares (slug, item_id, owner, template, revision, created_at) VALUES (?1, ?2, 'retention-test', 'blog-post', 1, 1)",
    )
      .bind(slug, linkedInD1)
      .run();

    expect(await runDurableObjectAlarm(visitor)).toBe(true);
    const left = await ids(visitor);
    expect(left.items).toEqual([fresh, recentVersion, shared, linkedInD1].sort());
    expect(left).toMatchObject({ revisions: 4, search: 4 });
    // Drafts are left, so the next alarm is set.
    expect(await runInDurableObject(visitor, (_, { storage }) => storage.getAlarm())).toBeGreaterThan(Date.now());
    await env.DB.prepare("DELETE FROM shares WHERE slug = ?1").bind(slug).run();
  });

  test("goes in batches; a backlog is finished by the next alarms; an empty object sets no more", async () => {
    const visitor = freshVisitor();
    const count = RETENTION_BATCH * 10 + 3;
    await runInDurableObject(visitor, (_, { storage }) => {
      const at = Date.now() - (days + 5) * DAY_MS;
      for (let index = 0; index < count; index++) {
        storage.sql.exec(
          "INSERT INTO items (id, template, locale, title, inputs, created_at, updated_at) VALUES (?, 'blog-post', 'en', '', '{}', ?, ?)",
          `old-${index}`,
          at,
          at,
        );
      }
    });
    expect(await runDurableObjectAlarm(visitor)).toBe(false); // none was set: these rows skipped the API
    await draft(visitor); // a draft made today sets it
    expect(await runDurableObjectAlarm(visitor)).toBe(true);
    expect((await ids(visitor)).items).toHaveLength(4); // 3 of the backlog, and today's
    const soon = await runInDurableObject(visitor, (_, { storage }) => storage.getAlarm());
    expect(soon).toBeLessThanOrEqual(Date.now() + 60_000);
    expect(await runDurableObjectAlarm(visitor)).toBe(true);
    expect((await ids(visitor)).items).toHaveLength(1);
    // Today's draft is gone too (deleted by hand): nothing left, no alarm after the next run.
    const [today] = (await ids(visitor)).items;
    await visitor.deleteItem(today ?? "");
    expect(await runDurableObjectAlarm(visitor)).toBe(true);
    expect(await runInDurableObject(visitor, (_, { storage }) => storage.getAlarm())).toBeNull();
  });
});
