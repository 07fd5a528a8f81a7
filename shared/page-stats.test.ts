import { describe, expect, it } from "vitest";
import { linkOfPath } from "../worker/queue/page-stats";
import { DURATION_BUCKETS, durationBucket, medianFromBuckets, statsLanguage } from "./page-stats";

describe('time-on-page buckets (docs/analytics.md, "Page statistics")', () => {
  it("puts a visit in the bucket whose bounds hold it; 20 minutes and more share the last", () => {
    expect(durationBucket(600)).toBe(0);
    expect(durationBucket(4_999)).toBe(0);
    expect(durationBucket(5_000)).toBe(1);
    expect(durationBucket(59_999)).toBe(5);
    expect(durationBucket(60_000)).toBe(6);
    expect(durationBucket(1_199_999)).toBe(DURATION_BUCKETS - 2);
    expect(durationBucket(1_200_000)).toBe(DURATION_BUCKETS - 1);
    expect(durationBucket(86_400_000)).toBe(DURATION_BUCKETS - 1);
  });

  it("reads the median from the counts, spread evenly inside its bucket", () => {
    const counts = (entries: Record<number, number>) =>
      Array.from({ length: DURATION_BUCKETS }, (_, i) => entries[i] ?? 0);
    expect(medianFromBuckets(counts({}))).toBeNull();
    // One visit in 10–20 s: the middle of the bucket.
    expect(medianFromBuckets(counts({ 2: 1 }))).toBe(15);
    // Four visits under 5 s and four in 60–90 s: the median is the end of the first bucket.
    expect(medianFromBuckets(counts({ 0: 4, 6: 4 }))).toBe(5);
    // Nine in 30–45 s: the 4.5th of nine lies halfway.
    expect(medianFromBuckets(counts({ 4: 9 }))).toBe(37.5);
    // Most visits 20 minutes or more: the open bucket answers its lower bound.
    expect(medianFromBuckets(counts({ 0: 1, 12: 5 }))).toBe(1200);
  });
});

describe("what is counted", () => {
  it("knows a published page and a share link in every locale, and nothing else", () => {
    expect(linkOfPath("p/my-page")).toEqual({ kind: "page", slug: "my-page" });
    expect(linkOfPath("ja/p/my-page")).toEqual({ kind: "page", slug: "my-page" });
    expect(linkOfPath("share/AbCdEfGh12345678")).toEqual({ kind: "share", slug: "AbCdEfGh12345678" });
    expect(linkOfPath("de/share/v1/AbCdEfGh12345678")).toEqual({ kind: "share", slug: "AbCdEfGh12345678" });
    for (const path of [
      "",
      "p",
      "p/",
      "p/x",
      "p/my-page/more",
      "xx/p/my-page",
      "en/p/my-page",
      "share/short",
      "history",
      "preview/AbCdEfGh12345678",
    ])
      expect(linkOfPath(path), path).toBeNull();
    expect(linkOfPath(undefined)).toBeNull();
  });

  it("counts languages by their primary subtag", () => {
    expect(statsLanguage("en-US")).toBe("en");
    expect(statsLanguage("zh_TW")).toBe("zh");
    expect(statsLanguage(" PT-br ")).toBe("pt");
    for (const odd of ["", undefined, "x", "english", "12", "<b>"]) expect(statsLanguage(odd)).toBe("und");
  });
});
