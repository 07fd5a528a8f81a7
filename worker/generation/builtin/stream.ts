/**
 * Streams composed Markdown in small pieces, the way a model would: a few words at a time for
 * languages written with spaces, a few characters at a time for Japanese and Chinese. Pieces
 * break only between grapheme clusters, so no surrogate pair, combining accent or emoji sequence
 * is ever split across two pieces.
 */

export type StreamOptions = {
  signal?: AbortSignal;
  /** Words (or CJK characters) per piece. */
  chunkSize?: number;
  /** Pause between pieces; 0 (the default) yields as fast as the consumer reads. */
  delayMs?: number;
};

// Han, kana and Hangul syllables stand alone as units; everything else groups into words.
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff00-\uffef]/u;

function graphemes(text: string): string[] {
  if (typeof Intl !== "undefined" && "Segmenter" in Intl) {
    return Array.from(new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(text), (part) => part.segment);
  }
  // Without a segmenter, code points at least keep surrogate pairs whole.
  return Array.from(text);
}

/** Words with their trailing whitespace, and single CJK characters (with any whitespace after them). */
function units(text: string): string[] {
  const result: string[] = [];
  let current = "";
  let inSpace = false;
  for (const grapheme of graphemes(text)) {
    const isSpace = /^\s+$/u.test(grapheme);
    if (isSpace) {
      current += grapheme;
      inSpace = true;
      continue;
    }
    if (CJK.test(grapheme)) {
      if (current) result.push(current);
      current = grapheme;
      inSpace = true; // whatever follows a CJK character starts a new unit
      continue;
    }
    if (inSpace && current) {
      result.push(current);
      current = "";
    }
    inSpace = false;
    current += grapheme;
  }
  if (current) result.push(current);
  return result;
}

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener("abort", done);
      resolve();
    }
    signal?.addEventListener("abort", done, { once: true });
  });
}

export async function* streamText(markdown: string, options: StreamOptions = {}): AsyncGenerator<string> {
  const { signal, chunkSize = 3, delayMs = 0 } = options;
  const size = Math.max(1, Math.floor(chunkSize));
  const pieces = units(markdown);
  for (let i = 0; i < pieces.length; i += size) {
    if (signal?.aborted) return;
    yield pieces.slice(i, i + size).join("");
    if (delayMs > 0 && i + size < pieces.length) await wait(delayMs, signal);
  }
}
