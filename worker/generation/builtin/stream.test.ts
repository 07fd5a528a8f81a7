import { describe, expect, test } from "vitest";
import { streamText } from "./stream";

async function collect(markdown: string, options?: Parameters<typeof streamText>[1]): Promise<string[]> {
  const pieces: string[] = [];
  for await (const piece of streamText(markdown, options)) pieces.push(piece);
  return pieces;
}

const SAMPLES = {
  english: "# Lumen Notes\n\nCapture ideas in seconds.\n\n- **Private** by default\n- Works offline\n",
  japanese: "# 見出し\n\nこんにちは！今日もおつかれさまです。\n",
  chinese: "远程办公效率：小改变，大不同。\n",
  korean: "노트온은 필요한 모든 것을 모아 줘요.\n",
  emoji: "Launch day 🚀👩🏽‍💻 is here 🇯🇵 — e\u0301clair 𝒳𝒴\n",
};

describe("streamText", () => {
  test.each(Object.entries(SAMPLES))("%s text reassembles exactly", async (_, markdown) => {
    const pieces = await collect(markdown);
    expect(pieces.join("")).toBe(markdown);
    expect(pieces.length).toBeGreaterThan(1);
  });

  test("pieces are a few words long", async () => {
    const pieces = await collect("one two three four five six seven eight nine", { chunkSize: 3 });
    expect(pieces).toEqual(["one two three ", "four five six ", "seven eight nine"]);
  });

  test("Japanese and Chinese stream by characters", async () => {
    const pieces = await collect("日本語の文章です", { chunkSize: 2 });
    expect(pieces).toEqual(["日本", "語の", "文章", "です"]);
  });

  test("no piece splits a surrogate pair, a combining mark or an emoji sequence", async () => {
    const pieces = await collect(SAMPLES.emoji, { chunkSize: 1 });
    for (const piece of pieces) {
      expect(piece).not.toMatch(/^[\uDC00-\uDFFF]|[\uD800-\uDBFF]$/);
      expect(piece).not.toMatch(/^\u0301|^\u200d|\u200d$/);
    }
    expect(pieces.join("")).toBe(SAMPLES.emoji);
  });

  test("stops promptly when the signal aborts", async () => {
    const controller = new AbortController();
    const pieces: string[] = [];
    for await (const piece of streamText("a b c d e f g h i j k l m n o p", {
      signal: controller.signal,
      chunkSize: 1,
    })) {
      pieces.push(piece);
      if (pieces.length === 2) controller.abort();
    }
    expect(pieces).toEqual(["a ", "b "]);
  });

  test("an aborted signal yields nothing", async () => {
    expect(await collect("already cancelled", { signal: AbortSignal.abort() })).toEqual([]);
  });

  test("abort interrupts the delay between pieces", async () => {
    const controller = new AbortController();
    const started = Date.now();
    const pieces: string[] = [];
    setTimeout(() => controller.abort(), 30);
    for await (const piece of streamText("a b c d e f g h", {
      signal: controller.signal,
      chunkSize: 1,
      delayMs: 1000,
    })) {
      pieces.push(piece);
    }
    expect(pieces).toEqual(["a "]);
    expect(Date.now() - started).toBeLessThan(900);
  });

  test("a delay spaces the pieces out", async () => {
    const started = Date.now();
    const pieces = await collect("a b c", { chunkSize: 1, delayMs: 10 });
    expect(pieces).toEqual(["a ", "b ", "c"]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(15);
  });
});
