import { runInDurableObject } from "cloudflare:test";
import { describe, expect, test } from "vitest";
import { searchConditions } from "../../worker/items/queries";
import { freshVisitor, rows } from "./helpers";

// FTS5 with the trigram tokenizer in a SQLite-backed Durable Object, and the rule of what its rows
// hold (worker/visitor/schema.ts; docs/data.md, "Search").

const addItem = (sql: SqlStorage, id: string, title = "") =>
  sql.exec(
    "INSERT INTO items (id, template, locale, title, inputs, created_at, updated_at) VALUES (?, 'landing', 'en', ?, '{}', 1, 1)",
    id,
    title,
  );

const addVersion = (sql: SqlStorage, id: string, number: number, status: string, content = "") =>
  sql.exec(
    "INSERT INTO revisions (item_id, number, locale, content, status, provider, created_at, updated_at) VALUES (?, ?, 'en', ?, ?, 'builtin', 1, 1)",
    id,
    number,
    content,
    status,
  );

/** The ids of the items a history search for `q` finds, with the conditions the D1 history uses. */
function search(sql: SqlStorage, q: string): string[] {
  const { sql: conditions, bindings } = searchConditions(q, 1);
  return rows<{ id: string }>(
    sql,
    `SELECT i.id FROM items i JOIN item_search fts ON fts.rowid = i.rowid WHERE ${conditions.join(" AND ")} ORDER BY i.id`,
    ...bindings,
  ).map((row) => row.id);
}

/** What the search row of item `id` holds. */
const indexed = (sql: SqlStorage, id: string) =>
  sql
    .exec<{ title: string; content: string }>(
      "SELECT fts.title, fts.content FROM item_search fts JOIN items i ON fts.rowid = i.rowid WHERE i.id = ?",
      id,
    )
    .one();

describe("search in the object", () => {
  test("finds Latin, Japanese and Chinese terms of three or more characters, and shorter ones by LIKE", async () => {
    const found = await runInDurableObject(freshVisitor(), (_, { storage: { sql } }) => {
      addItem(sql, "de", "Lampe");
      addVersion(sql, "de", 1, "complete", "Die Orbit-Lampe leuchtet warm über dem Schreibtisch.");
      addItem(sql, "ja", "照明");
      addVersion(sql, "ja", 1, "complete", "軌道ランプは机の上を温かく照らします。");
      addItem(sql, "zh", "台灯");
      addVersion(sql, "zh", 1, "complete", "轨道台灯温暖地照亮书桌。");
      return {
        latin: search(sql, "orbit-LAMPE"),
        latinTwoTerms: search(sql, "warm schreibtisch"),
        japanese: search(sql, "ランプ"),
        chinese: search(sql, "照亮书桌"),
        shortCjk: search(sql, "台灯"),
        missing: search(sql, "Stehlampe"),
        // A quote is a character to find, never FTS5 query syntax (no error).
        quoted: search(sql, 'Orbit" OR "Lampe'),
      };
    });
    expect(found).toEqual({
      latin: ["de"],
      latinTwoTerms: ["de"],
      japanese: ["ja"],
      chinese: ["zh"],
      // Two characters: not a trigram, matched by LIKE on the same row (the title here).
      shortCjk: ["zh"],
      missing: [],
      quoted: [],
    });
  });

  test("a streaming version's progress saves leave the row alone; its end writes it", async () => {
    const steps = await runInDurableObject(freshVisitor(), (_, { storage: { sql } }) => {
      addItem(sql, "a", "Draft");
      addVersion(sql, "a", 1, "complete", "first finished text");
      addVersion(sql, "a", 2, "streaming");
      const seen: Record<string, string> = {};
      sql.exec("UPDATE revisions SET content = 'second partial' WHERE item_id = 'a' AND number = 2");
      seen.progress = indexed(sql, "a").content;
      sql.exec(
        "UPDATE revisions SET content = 'second whole text', status = 'complete' WHERE item_id = 'a' AND number = 2",
      );
      seen.ended = indexed(sql, "a").content;
      // A failure without text keeps the text the item had.
      addVersion(sql, "a", 3, "streaming");
      sql.exec("UPDATE revisions SET status = 'failed' WHERE item_id = 'a' AND number = 3");
      seen.failedEmpty = indexed(sql, "a").content;
      // A stop with text indexes what was saved: the status alone changes.
      addVersion(sql, "a", 4, "streaming");
      sql.exec("UPDATE revisions SET content = 'fourth cut short' WHERE item_id = 'a' AND number = 4");
      seen.beforeStop = indexed(sql, "a").content;
      sql.exec("UPDATE revisions SET status = 'stopped' WHERE item_id = 'a' AND number = 4");
      seen.stopped = indexed(sql, "a").content;
      // An older version's change is not the history's text.
      sql.exec("UPDATE revisions SET content = 'rewritten old one' WHERE item_id = 'a' AND number = 1");
      seen.older = indexed(sql, "a").content;
      return seen;
    });
    expect(steps).toEqual({
      progress: "first finished text",
      ended: "second whole text",
      failedEmpty: "second whole text",
      beforeStop: "second whole text",
      stopped: "fourth cut short",
      older: "fourth cut short",
    });
  });

  test("a version inserted with text is indexed at once; renames and deletes follow the item", async () => {
    const state = await runInDurableObject(freshVisitor(), (_, { storage: { sql } }) => {
      addItem(sql, "a", "Before");
      addVersion(sql, "a", 1, "complete", "restored copy text");
      const inserted = indexed(sql, "a");
      sql.exec("UPDATE items SET title = 'Renamed draft' WHERE id = 'a'");
      const renamed = search(sql, "renamed");
      sql.exec("DELETE FROM items WHERE id = 'a'");
      return {
        inserted,
        renamed,
        // The versions went with the item (ON DELETE CASCADE), the search row by its trigger.
        left: rows(sql, "SELECT COUNT(*) AS n FROM item_search")[0],
        versions: rows(sql, "SELECT COUNT(*) AS n FROM revisions")[0],
      };
    });
    expect(state).toEqual({
      inserted: { title: "Before", content: "restored copy text" },
      renamed: ["a"],
      left: { n: 0 },
      versions: { n: 0 },
    });
  });
});
