import lz4 from "lz4js";

/**
 * The LZ4 block format's end-of-block rules (lz4_Block_format.md): the last 5 bytes are literals
 * and the last match starts at least 12 bytes before the end. lz4js stops matching 9 bytes before
 * the end of the range it is given, so it gets a range 3 bytes short, and the block's final
 * literal run is rewritten to reach the real end.
 */
const MATCH_START_LIMIT = 12;
const LZ4JS_MATCH_STOP = 9;
const SHORTENED_BY = MATCH_START_LIMIT - LZ4JS_MATCH_STOP;
/** lz4js cannot find a match in fewer bytes than this (its minLength). */
const MIN_COMPRESSIBLE = 13;

/** Appends a length above 15 the way the format extends the token's 4-bit field. */
function writeLength(out: number[], length: number) {
  let rest = length - 15;
  for (; rest >= 255; rest -= 255) out.push(255);
  out.push(rest);
}

/** A final sequence: token, literal length, literals (no match follows the last sequence). */
function literalRun(input: Uint8Array, from: number): number[] {
  const length = input.length - from;
  const out = [Math.min(length, 15) << 4];
  if (length >= 15) writeLength(out, length);
  for (let i = from; i < input.length; i++) out.push(input[i] as number);
  return out;
}

/** Where the last sequence of a block starts, and the input offset its literals stand for. */
function lastSequence(block: Uint8Array, size: number): { at: number; literalsFrom: number } {
  let at = 0;
  let position = 0;
  for (;;) {
    const start = at;
    const token = block[at++] as number;
    let literals = token >> 4;
    if (literals === 15) for (let byte = 255; byte === 255; literals += byte) byte = block[at++] as number;
    at += literals;
    position += literals;
    if (at >= size) return { at: start, literalsFrom: position - literals };
    at += 2; // match offset
    let match = token & 15;
    if (match === 15) for (let byte = 255; byte === 255; match += byte) byte = block[at++] as number;
    position += match + 4;
  }
}

/**
 * Compresses `input` as one raw LZ4 block (no frame header, no size prefix), as the log service
 * expects with `x-log-compresstype: lz4`; the raw size travels in `x-log-bodyrawsize`.
 */
export function lz4Block(input: Uint8Array): Uint8Array<ArrayBuffer> {
  const shortened = input.length - SHORTENED_BY;
  if (shortened < MIN_COMPRESSIBLE) return Uint8Array.from(literalRun(input, 0));
  const block = new Uint8Array(lz4.compressBound(input.length));
  const size = lz4.compressBlock(input, block, 0, shortened, new Uint32Array(1 << 16));
  if (size === 0) return Uint8Array.from(literalRun(input, 0));
  const { at, literalsFrom } = lastSequence(block, size);
  const tail = literalRun(input, literalsFrom);
  const out = new Uint8Array(at + tail.length);
  out.set(block.subarray(0, at));
  out.set(tail, at);
  return out;
}
