import { describe, expect, it } from "vitest";
import { contextFields, eventPath, pageDurationFields, toLogEvent } from "./events";
import { FACTS } from "./testing";

describe('event fields (docs/analytics.md, "Events")', () => {
  it("gives paths without their leading slash", () => {
    expect(eventPath("/ja/solutions/industries/real-estate")).toBe("ja/solutions/industries/real-estate");
    expect(eventPath("/")).toBe("");
  });

  it("carries every context field the docs list", () => {
    const now = Date.parse("2026-11-22T10:00:01.750Z");
    expect(contextFields(FACTS, "templates", now, "id-1")).toEqual({
      path: "templates",
      uuid: "id-1",
      language: "ja-JP",
      event_time: String(Math.floor(now / 1000)),
      user_agent: FACTS.userAgent,
      width: 1440,
      height: 900,
      timezone_offset: -540,
      operating_time: "2026-11-22T10:00:01.750Z",
    });
  });

  it("builds the page-duration event with two-decimal seconds", () => {
    expect(pageDurationFields({ path: "solutions", toPath: "templates", durationMs: 1505 })).toEqual({
      event: "page_view_duration",
      message: "页面访问时长监控",
      level: "info",
      detail: { path: "solutions", duration_ms: 1505, duration_s: "1.51" },
      to_path: "templates",
    });
    expect(pageDurationFields({ path: "", toPath: "a", durationMs: 600 }).detail.duration_s).toBe("0.60");
  });

  it("sends every value as a string, objects as JSON, and cuts values to the bound", () => {
    const event = toLogEvent({
      ...pageDurationFields({ path: "a", toPath: "b", durationMs: 900 }),
      width: 1440,
      user_agent: "u".repeat(5000),
    });
    expect(event.detail).toBe('{"path":"a","duration_ms":900,"duration_s":"0.90"}');
    expect(event.width).toBe("1440");
    expect(event.user_agent).toHaveLength(4096);
    expect(Object.values(event).every((value) => typeof value === "string")).toBe(true);
  });
});
