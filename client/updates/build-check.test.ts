import { describe, expect, it } from "vitest";
import { BUILD_CHECK_INTERVAL_MS, fetchLatestBuildId, isNewBuild, latestBuildUrl, parseBuildId } from "./build-check";

describe("build check", () => {
  it("checks once an hour", () => {
    expect(BUILD_CHECK_INTERVAL_MS).toBe(3_600_000);
  });

  it("asks for latest.json with a timestamp, so no cache answers", () => {
    expect(latestBuildUrl(1_700_000_000_000)).toBe("/builds/latest.json?t=1700000000000");
  });

  it("reads the id of a latest.json body and nothing else", () => {
    expect(parseBuildId({ id: "abc123-lx2", timestamp: 1 })).toBe("abc123-lx2");
    for (const body of [null, "abc", { id: "" }, { id: 42 }, {}]) expect(parseBuildId(body)).toBeNull();
  });

  it("fetches the id, and yields null on failures instead of throwing", async () => {
    const requested: string[] = [];
    const ok = async (url: string) => {
      requested.push(url);
      return Response.json({ id: "next", timestamp: 2 });
    };
    await expect(fetchLatestBuildId(ok, 5)).resolves.toBe("next");
    expect(requested).toEqual(["/builds/latest.json?t=5"]);
    await expect(fetchLatestBuildId(async () => new Response("gone", { status: 404 }), 5)).resolves.toBeNull();
    await expect(fetchLatestBuildId(async () => new Response("<html>"), 5)).resolves.toBeNull();
    await expect(fetchLatestBuildId(() => Promise.reject(new TypeError("offline")), 5)).resolves.toBeNull();
  });

  it("sees a new build only in a different, known id", () => {
    expect(isNewBuild("a", "b")).toBe(true);
    expect(isNewBuild("a", "a")).toBe(false);
    expect(isNewBuild("a", null)).toBe(false);
  });
});
