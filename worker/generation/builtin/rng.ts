/**
 * Deterministic choices. Every choice is keyed by its place in the document ("landing.headline",
 * "elab.speed") rather than drawn from one running sequence, so a refinement that adds or drops a
 * section leaves every other sentence as it was: "shorter" reads as the same text, trimmed.
 */
import { fnv1a } from "../../../shared/hash";

/** mulberry32: tiny, fast and good enough for picking phrases. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class Picker {
  constructor(private readonly seed: number) {}

  private random(key: string): () => number {
    return mulberry32(this.seed ^ fnv1a(key));
  }

  /** An index in [0, count). */
  index(key: string, count: number): number {
    return Math.floor(this.random(key)() * count);
  }

  /** A seeded permutation of [0, count): take its first n for n distinct picks. */
  order(key: string, count: number): number[] {
    const next = this.random(key);
    const indexes = Array.from({ length: count }, (_, i) => i);
    for (let i = count - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [indexes[i], indexes[j]] = [indexes[j] as number, indexes[i] as number];
    }
    return indexes;
  }
}
