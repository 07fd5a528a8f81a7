import { describe, expect, test } from "vitest";
import { jsonDepth, readBounded, unsafeTextPath } from "./body";

const encoder = new TextEncoder();

/** A POST whose body arrives in `parts`, then fails as a disconnected client's does in workerd. */
function postThatBreaks(parts: string[]) {
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const part = parts[sent++];
      if (part === undefined) controller.error(new Error("Network connection lost."));
      else controller.enqueue(encoder.encode(part));
    },
  });
  return new Request("http://example.com/api/x", { method: "POST", body });
}

describe("readBounded", () => {
  test("returns the bytes of a body within the limit", async () => {
    const request = new Request("http://example.com/api/x", { method: "POST", body: '{"a":1}' });
    expect(new TextDecoder().decode((await readBounded(request, 100)) as Uint8Array)).toBe('{"a":1}');
  });

  test("refuses a body larger than the limit, declared or not", async () => {
    const declared = new Request("http://example.com/api/x", {
      method: "POST",
      body: "x".repeat(10),
      headers: { "content-length": "1000" },
    });
    expect(await readBounded(declared, 100)).toBe("too_large");
    const streamed = postThatBreaks(["x".repeat(60), "x".repeat(60)]);
    expect(await readBounded(streamed, 100)).toBe("too_large");
  });

  test("says the body is incomplete when the client goes away while sending it", async () => {
    expect(await readBounded(postThatBreaks(['{"__logs__":[']), 100)).toBe("incomplete");
  });
});

describe("unsafeTextPath", () => {
  test.each([
    ["a NUL in a nested value", { inputs: { product: "Widget\u0000" } }, "inputs.product"],
    ["a bell character", { title: "a\u0007b" }, "title"],
    ["a C1 control", { title: "a\u0085b" }, "title"],
    ["DEL", ["ok", "x\u007f"], "1"],
    ["a lone high surrogate", { title: "\ud83d" }, "title"],
    ["a lone low surrogate", { title: "x\ude00y" }, "title"],
    ["a control character in a key", { "bad\u0001key": "x" }, "bad\u0001key"],
    ["a bare string", "\u0000", "body"],
  ])("finds %s", (_name, value, path) => {
    expect(unsafeTextPath(value)).toBe(path);
  });

  test.each([
    ["tabs and line breaks", { keyPoints: "one\ntwo\r\nthree\tfour" }],
    ["emoji, CJK and accents", { title: "Café 🎉 東京 카페 👩🏽‍💻" }],
    ["numbers, booleans and null", { revision: 2, ok: true, none: null }],
  ])("accepts %s", (_name, value) => {
    expect(unsafeTextPath(value)).toBeNull();
  });
});

describe("jsonDepth", () => {
  test.each([
    ["a scalar", "1", 0],
    ["flat", '{"a":[1,2]}', 2],
    ["brackets inside strings do not count", '{"a":"[[[{{{\\"]]]"}', 1],
    ["deep", `${"[".repeat(8000)}${"]".repeat(8000)}`, 8000],
  ])("%s", (_name, text, depth) => {
    expect(jsonDepth(text)).toBe(depth);
  });

  test("refuses a body that trickles in slower than the time limit", async () => {
    let sent = 0;
    const slow = new ReadableStream<Uint8Array>({
      async pull(controller) {
        // One byte every 40 ms, forever: a slow-loris client.
        await new Promise((resolve) => setTimeout(resolve, 40));
        controller.enqueue(encoder.encode(sent++ === 0 ? "{" : " "));
      },
    });
    const request = new Request("http://example.com/api/x", { method: "POST", body: slow });
    const started = Date.now();
    expect(await readBounded(request, 1000, 150)).toBe("too_slow");
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
