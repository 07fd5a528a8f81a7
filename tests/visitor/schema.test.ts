import { evictDurableObject, runInDurableObject } from "cloudflare:test";
import { describe, expect, test } from "vitest";
import { migrate, schemaVersion } from "../../worker/visitor/migrate";
import { type MigrationStep, VISITOR_MIGRATIONS } from "../../worker/visitor/schema";
import { freshVisitor, rows } from "./helpers";

// The object's own schema migrations (worker/visitor/migrate.ts, docs/data.md, "A visitor's object").

const NEWEST = VISITOR_MIGRATIONS.length;

/** The names of the object's tables, triggers and indexes, sorted. */
function schemaObjects(sql: SqlStorage): string[] {
  return rows<{ name: string }>(
    sql,
    "SELECT type || ' ' || name AS name FROM sqlite_master WHERE type IN ('table', 'index', 'trigger') ORDER BY name",
  ).map((row) => row.name);
}

describe("the object's schema", () => {
  test("a new object applies every step once, at its first start", async () => {
    const stub = freshVisitor();
    const state = await runInDurableObject(stub, (_, { storage }) => ({
      version: schemaVersion(storage),
      history: rows(storage.sql, "SELECT version FROM schema_version"),
      objects: schemaObjects(storage.sql),
    }));
    expect(state.version).toBe(NEWEST);
    expect(state.history).toEqual([{ version: NEWEST }]);
    expect(state.objects).toEqual(
      expect.arrayContaining([
        "table items",
        "table revisions",
        "table links",
        "table item_search",
        "index items_updated",
        "index items_created",
        "trigger item_search_item_added",
        "trigger item_search_item_renamed",
        "trigger item_search_item_deleted",
        "trigger item_search_text_inserted",
        "trigger item_search_version_ended",
      ]),
    );
    // The D1 trigger that indexed every progress save is not part of the object's schema.
    expect(state.objects).not.toContain("trigger item_search_text_written");
  });

  test("a restart applies nothing again and keeps the rows", async () => {
    const stub = freshVisitor();
    const before = await runInDurableObject(stub, (_, { storage }) => {
      storage.sql.exec(
        "INSERT INTO items (id, template, locale, title, inputs, created_at, updated_at) VALUES ('a', 'landing', 'en', 'Kept', '{}', 1, 1)",
      );
      return rows<{ applied_at: number }>(storage.sql, "SELECT applied_at FROM schema_version");
    });
    await evictDurableObject(stub);
    const after = await runInDurableObject(stub, (_, { storage }) => ({
      applied: rows<{ applied_at: number }>(storage.sql, "SELECT applied_at FROM schema_version"),
      titles: rows(storage.sql, "SELECT title FROM items"),
      // Run by hand once more: it finds nothing to do.
      again: migrate(storage, VISITOR_MIGRATIONS),
    }));
    expect(after.applied).toEqual(before);
    expect(after.titles).toEqual([{ title: "Kept" }]);
    expect(after.again).toEqual({ from: NEWEST, to: NEWEST });
  });

  test("a later step applies on top of the schema an object already has, once, keeping its rows", async () => {
    const later: MigrationStep = {
      version: NEWEST + 1,
      name: "pinned",
      sql: "ALTER TABLE items ADD COLUMN pinned INTEGER NOT NULL DEFAULT 0; CREATE INDEX items_pinned ON items (pinned);",
    };
    const stub = freshVisitor();
    const result = await runInDurableObject(stub, (_, { storage }) => {
      storage.sql.exec(
        "INSERT INTO items (id, template, locale, title, inputs, created_at, updated_at) VALUES ('a', 'landing', 'en', 'Old row', '{}', 1, 1)",
      );
      const first = migrate(storage, [...VISITOR_MIGRATIONS, later]);
      const second = migrate(storage, [...VISITOR_MIGRATIONS, later]);
      return {
        first,
        second,
        items: rows(storage.sql, "SELECT id, title, pinned FROM items"),
        version: schemaVersion(storage),
        // The search triggers of step 1 still work on the widened table.
        search: rows(storage.sql, "SELECT rowid FROM item_search WHERE item_search MATCH 'Old'"),
      };
    });
    expect(result.first).toEqual({ from: NEWEST, to: NEWEST + 1 });
    expect(result.second).toEqual({ from: NEWEST + 1, to: NEWEST + 1 });
    expect(result.items).toEqual([{ id: "a", title: "Old row", pinned: 0 }]);
    expect(result.version).toBe(NEWEST + 1);
    expect(result.search).toHaveLength(1);
    // Code that knows fewer steps (a rollback) leaves the newer schema alone.
    await evictDurableObject(stub);
    expect(await runInDurableObject(stub, (_, { storage }) => schemaVersion(storage))).toBe(NEWEST + 1);
  });

  test("a step that fails leaves nothing of itself, and the version where it was", async () => {
    const broken: MigrationStep = {
      version: NEWEST + 1,
      name: "broken",
      sql: "CREATE TABLE half (x INTEGER); INSERT INTO no_such_table VALUES (1);",
    };
    const stub = freshVisitor();
    const result = await runInDurableObject(stub, (_, { storage }) => {
      let error = "";
      try {
        migrate(storage, [...VISITOR_MIGRATIONS, broken]);
      } catch (caught) {
        error = String(caught);
      }
      return {
        error,
        half: rows(storage.sql, "SELECT name FROM sqlite_master WHERE name = 'half'"),
        version: schemaVersion(storage),
      };
    });
    expect(result.error).toContain("no_such_table");
    expect(result.half).toEqual([]);
    expect(result.version).toBe(NEWEST);
  });

  test("a list of steps that skips or repeats a number is refused before anything runs", async () => {
    const stub = freshVisitor();
    const error = await runInDurableObject(stub, (_, { storage }) => {
      const skipped: MigrationStep = { version: NEWEST + 2, name: "skipped", sql: "CREATE TABLE skipped (x)" };
      try {
        migrate(storage, [...VISITOR_MIGRATIONS, skipped]);
        return "";
      } catch (caught) {
        return String(caught);
      }
    });
    expect(error).toContain(`numbered ${NEWEST + 2}, not ${NEWEST + 1}`);
  });
});
