import { env } from "cloudflare:workers";
import { describe, expect, test } from "vitest";
import {
  checkpointRevision,
  createItemWithRevision,
  finishRevision,
  requestStop,
  startRevision,
} from "../worker/items/store";

/**
 * The history's search index (docs/data.md, "Search"; migrations/0015_search_on_version_end.sql)
 * is written when a version ends, never at a progress save of a streaming one, and always holds
 * the newest ended version's text.
 */

const OWNER = `search-index-${crypto.randomUUID()}`;

/** The text the item's search row holds, read straight from the index. */
async function indexed(itemId: string): Promise<string | null> {
  const row = await env.DB.prepare(
    "SELECT s.content FROM item_search s JOIN items i ON i.rowid = s.rowid WHERE i.id = ?1",
  )
    .bind(itemId)
    .first<{ content: string }>();
  return row?.content ?? null;
}

async function draft() {
  return createItemWithRevision(
    env.DB,
    { owner: OWNER, template: "blog-post", locale: "en", inputs: "{}" },
    {
      provider: "builtin",
    },
  );
}

describe("the search index follows ended versions", () => {
  test("progress saves leave the index alone; the end writes the final text once", async () => {
    const item = await draft();
    await checkpointRevision(env.DB, item.id, 1, "Half a sentence about herons");
    await checkpointRevision(env.DB, item.id, 1, "Half a sentence about herons and kingfishers");
    expect(await indexed(item.id)).toBe("");
    await finishRevision(env.DB, item.id, 1, {
      content: "A whole text about herons and kingfishers.",
      status: "complete",
      locale: "en",
    });
    expect(await indexed(item.id)).toBe("A whole text about herons and kingfishers.");
  });

  test("while a refinement streams, search finds the text before it; a stop indexes the text saved so far", async () => {
    const item = await draft();
    await finishRevision(env.DB, item.id, 1, { content: "First text: otters.", status: "complete", locale: "en" });
    const number = await startRevision(
      env.DB,
      item.id,
      2,
      { locale: "en", provider: "builtin", refinement: null, instruction: null },
      1,
    );
    expect(number).toBe(2);
    await checkpointRevision(env.DB, item.id, 2, "Second text, half written: beavers");
    expect(await indexed(item.id)).toBe("First text: otters.");
    expect(await requestStop(env.DB, OWNER, item.id, 2)).toBe(true);
    expect(await indexed(item.id)).toBe("Second text, half written: beavers");
  });

  test("a failed version without text keeps the text that was there", async () => {
    const item = await draft();
    await finishRevision(env.DB, item.id, 1, { content: "Kept text: wrens.", status: "complete", locale: "en" });
    await startRevision(
      env.DB,
      item.id,
      2,
      { locale: "en", provider: "builtin", refinement: null, instruction: null },
      1,
    );
    await finishRevision(env.DB, item.id, 2, { content: "", status: "failed", locale: "en" });
    expect(await indexed(item.id)).toBe("Kept text: wrens.");
  });
});
