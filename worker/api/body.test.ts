import { describe, expect, test } from "vitest";
import { readBounded } from "./body";

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
