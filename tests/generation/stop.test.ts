import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, test } from "vitest";
import { parseSseChunk } from "../../shared/sse-events";
import worker from "../../worker/index";
import { ORIGIN, SAME_ORIGIN_HEADERS } from "../edge/helpers";
import { generateItem, landingBrief, newVisitor, readEvents, storedRevision } from "../support/visitor";

/** Stop and leaving (docs/api.md, "Generation"): only Stop stops; screen and server end on the same text. */

/** The builtin writer at a hosted model's pace, so there is time to stop it. */
const paced = { ...env, BUILTIN_STREAM_MS: "3000" } as unknown as Env;

type Row = { content: string; status: string };

/** Version `number` as the object of the visitor with this cookie stores it. */
async function revisionRow(cookie: string, itemId: string, number = 1): Promise<Row | null> {
  const row = await storedRevision({ cookie }, itemId, number);
  return row && { content: row.content, status: row.status };
}

/** Starts a paced generation; returns a reader of its events and the visitor's cookie. */
async function startGeneration(product: string) {
  const ctx = createExecutionContext();
  const response = await worker.fetch(
    new Request(`${ORIGIN}/api/generations`, {
      method: "POST",
      headers: { ...SAME_ORIGIN_HEADERS, "content-type": "application/json", "cf-connecting-ip": "192.0.2.77" },
      body: JSON.stringify({ ...landingBrief, inputs: { ...landingBrief.inputs, product } }),
    }),
    paced,
    ctx,
  );
  expect(response.status).toBe(200);
  const cookie = response.headers.get("set-cookie")?.split(";")[0] ?? "";
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  async function* events() {
    for (;;) {
      const cut = buffer.indexOf("\n\n");
      if (cut !== -1) {
        const event = parseSseChunk(buffer.slice(0, cut));
        buffer = buffer.slice(cut + 2);
        if (event) yield { event: event.event, data: JSON.parse(event.data) as Record<string, unknown> };
        continue;
      }
      const read = await reader.read();
      if (read.done) return;
      buffer += decoder.decode(read.value, { stream: true });
    }
  }
  return { ctx, cookie, reader, events: events() };
}

describe("stopping a generation", () => {
  test("Stop ends the stream with `stopped` after its last delta, and the server keeps exactly that text", async () => {
    const { ctx, cookie, events } = await startGeneration("Stop Test");
    const visitor = newVisitor();
    let itemId = "";
    let text = "";
    let deltas = 0;
    let last = "";
    for await (const { event, data } of events) {
      last = event;
      if (event === "start") itemId = String(data.itemId);
      if (event === "delta") {
        text += String(data.text);
        if (++deltas === 5) {
          const stop = await visitor.request(`/api/items/${itemId}/revisions/1/stop`, {
            method: "POST",
            headers: { cookie, "content-type": "application/json" },
            body: "{}",
          });
          expect(stop.status).toBe(202);
        }
      }
    }
    await waitOnExecutionContext(ctx);
    expect(last).toBe("stopped");
    const row = await revisionRow(cookie, itemId);
    expect(row).toEqual({ content: text, status: "stopped" });
    expect(text.length).toBeGreaterThan(0);
    // Asking again, or for a version that is not being written, is a clear 409; a stranger gets 404.
    const again = await visitor.request(`/api/items/${itemId}/revisions/1/stop`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json" },
      body: "{}",
    });
    expect(again.status).toBe(409);
    const stranger = await newVisitor().json(`/api/items/${itemId}/revisions/1/stop`, "POST", {});
    expect(stranger.status).toBe(404);

    // Continue writes the stopped version on from where it stopped: the text an uninterrupted run
    // of the same brief gives, as a new version.
    const continued = await readEvents(
      await visitor.request("/api/generations", {
        method: "POST",
        headers: { cookie, "content-type": "application/json" },
        body: JSON.stringify({ ...landingBrief, itemId, continueFrom: 1 }),
      }),
    );
    expect(continued.at(-1)?.event).toBe("done");
    const second = await revisionRow(cookie, itemId, 2);
    expect(second?.status).toBe("complete");
    expect(second?.content.startsWith(text)).toBe(true);
    const other = newVisitor();
    const { itemId: uninterrupted } = await generateItem(other, {
      ...landingBrief,
      inputs: { ...landingBrief.inputs, product: "Stop Test" },
    });
    expect(second?.content).toBe((await revisionRow(other.cookie, uninterrupted))?.content);
    // Only a stopped version can be continued.
    const refused = await visitor.request("/api/generations", {
      method: "POST",
      headers: { cookie, "content-type": "application/json" },
      body: JSON.stringify({ ...landingBrief, itemId, continueFrom: 2 }),
    });
    expect(refused.status).toBe(400);
  });

  test("a visitor who goes away mid-stream does not stop the writing: the version completes on the server", async () => {
    const { ctx, cookie, reader, events } = await startGeneration("Leave Test");
    let itemId = "";
    for await (const { event, data } of events) {
      if (event === "start") itemId = String(data.itemId);
      if (event === "delta") break;
    }
    await reader.cancel();
    await waitOnExecutionContext(ctx);
    const row = await revisionRow(cookie, itemId);
    expect(row?.status).toBe("complete");
    expect(row?.content).toMatch(/^# /);
  });
});
