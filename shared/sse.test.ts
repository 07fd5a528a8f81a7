import { describe, expect, it } from "vitest";
import { splitSseChunks } from "./sse";
import { parseSseChunk } from "./sse-events";

const encoder = new TextEncoder();

/** A body that delivers the given byte pieces one network chunk at a time. */
function streamOf(pieces: Uint8Array[]): ReadableStream<Uint8Array> {
  let index = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      const piece = pieces[index++];
      if (piece) controller.enqueue(piece);
      else controller.close();
    },
  });
}

/** Cuts the UTF-8 bytes of `text` at the given byte offsets. */
function cut(text: string, offsets: number[]): Uint8Array[] {
  const bytes = encoder.encode(text);
  const bounds = [0, ...offsets, bytes.length];
  return bounds.slice(1).map((end, i) => bytes.slice(bounds[i], end));
}

async function collect(body: ReadableStream<Uint8Array>): Promise<string[]> {
  const chunks: string[] = [];
  for await (const chunk of splitSseChunks(body)) chunks.push(chunk);
  return chunks;
}

describe("splitSseChunks", () => {
  it("splits at LF, CRLF and CR blank lines", async () => {
    const text = "data: a\n\ndata: b\r\n\r\ndata: c\r\rdata: d\n\n";
    expect(await collect(streamOf(cut(text, [])))).toEqual(["data: a", "data: b", "data: c", "data: d"]);
  });

  it("gives the same chunks wherever the network splits the bytes, even inside a character", async () => {
    const text = 'data: {"t":"héllo 日本 👋"}\r\n\r\nevent: done\r\ndata: ü\r\n\r\n';
    const expected = ['data: {"t":"héllo 日本 👋"}', "event: done\r\ndata: ü"];
    const length = encoder.encode(text).length;
    for (let at = 1; at < length; at++) {
      expect(await collect(streamOf(cut(text, [at])))).toEqual(expected);
    }
    // One byte per network chunk: every character and every CRLF is split.
    const everyByte = Array.from({ length: length - 1 }, (_, i) => i + 1);
    expect(await collect(streamOf(cut(text, everyByte)))).toEqual(expected);
  });

  it("keeps a four-byte character split across three network chunks", async () => {
    const bytes = encoder.encode("data: 👋\n\n");
    const wave = bytes.indexOf(0xf0);
    expect(wave).toBeGreaterThan(0);
    const pieces = [bytes.slice(0, wave + 1), bytes.slice(wave + 1, wave + 3), bytes.slice(wave + 3)];
    expect(await collect(streamOf(pieces))).toEqual(["data: 👋"]);
  });

  it("skips empty chunks and trims surrounding newlines", async () => {
    const text = "\n\n\n\ndata: a\n\n\n\n\r\n\r\n\ndata: b\n\n";
    expect(await collect(streamOf(cut(text, [3, 9])))).toEqual(["data: a", "data: b"]);
  });

  it("yields a non-empty remainder when the stream ends without a blank line", async () => {
    expect(await collect(streamOf(cut("data: a\n\ndata: tail\n", [5])))).toEqual(["data: a", "data: tail"]);
    expect(await collect(streamOf(cut("data: a\n\n\n", [])))).toEqual(["data: a"]);
    expect(await collect(streamOf([]))).toEqual([]);
  });

  it("cancels the body and releases the lock when the consumer stops early", async () => {
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(encoder.encode("data: x\n\n"));
      },
      cancel() {
        cancelled = true;
      },
    });
    for await (const chunk of splitSseChunks(body)) {
      expect(chunk).toBe("data: x");
      break;
    }
    expect(cancelled).toBe(true);
    expect(body.locked).toBe(false);
  });

  it("releases the lock and rethrows when the body errors", async () => {
    // Erroring on a later pull: error() in start() would discard the queued chunk.
    let pulls = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulls++ === 0) controller.enqueue(encoder.encode("data: a\n\n"));
        else controller.error(new Error("reset"));
      },
    });
    const seen: string[] = [];
    await expect(async () => {
      for await (const chunk of splitSseChunks(body)) seen.push(chunk);
    }).rejects.toThrow("reset");
    expect(seen).toEqual(["data: a"]);
    expect(body.locked).toBe(false);
  });
});

describe("parseSseChunk", () => {
  it("defaults the event to message", () => {
    expect(parseSseChunk("data: hello")).toEqual({ event: "message", data: "hello" });
  });

  it("reads event, id and joins several data lines with a newline", () => {
    expect(parseSseChunk("event: delta\nid: 7\ndata: one\ndata: two")).toEqual({
      event: "delta",
      data: "one\ntwo",
      id: "7",
    });
  });

  it("removes only one space after the colon and accepts no space", () => {
    expect(parseSseChunk("data:x")).toEqual({ event: "message", data: "x" });
    expect(parseSseChunk("data:  two spaces ")).toEqual({ event: "message", data: " two spaces " });
    expect(parseSseChunk("data: a: b")).toEqual({ event: "message", data: "a: b" });
  });

  it("ignores comments and unknown fields, and accepts CRLF and CR line endings", () => {
    expect(parseSseChunk(": keep-alive\r\nretry: 1000\r\nfoo: bar\r\nevent: end\rdata: {}")).toEqual({
      event: "end",
      data: "{}",
    });
  });

  it("treats a bare data line as an empty data value", () => {
    expect(parseSseChunk("data\ndata: b")).toEqual({ event: "message", data: "\nb" });
    expect(parseSseChunk("data:")).toEqual({ event: "message", data: "" });
  });

  it("falls back to message for an empty event name and ignores an id with NUL", () => {
    expect(parseSseChunk("event:\nid: a\0b\ndata: x")).toEqual({ event: "message", data: "x" });
  });

  it("returns null without a data line", () => {
    expect(parseSseChunk(": just a comment")).toBeNull();
    expect(parseSseChunk("event: ping\nid: 3")).toBeNull();
    expect(parseSseChunk("")).toBeNull();
  });
});
