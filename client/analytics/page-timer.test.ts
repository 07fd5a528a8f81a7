import { describe, expect, it } from "vitest";
import { createPageTimer } from "./page-timer";
import { manualClock } from "./testing";

describe('page timing (docs/analytics.md, "Page timing")', () => {
  it("reports a visit over 500 ms when the next page starts loading, then clears the timer", () => {
    const clock = manualClock();
    const timer = createPageTimer(clock.now);
    expect(timer.pageLoaded("k1", "solutions")).toEqual({ started: true, finished: null });
    clock.advance(1234);
    expect(timer.navigationStarted("templates")).toEqual({ path: "solutions", toPath: "templates", durationMs: 1234 });
    expect(timer.elapsed()).toBeNull();
    expect(timer.navigationStarted("templates")).toBeNull();
  });

  it("does not report 500 ms or less, but still clears the timer", () => {
    const clock = manualClock();
    const timer = createPageTimer(clock.now);
    timer.pageLoaded("k1", "a");
    clock.advance(500);
    expect(timer.navigationStarted("b")).toBeNull();
    expect(timer.elapsed()).toBeNull();
    timer.pageLoaded("k2", "b");
    clock.advance(501);
    expect(timer.navigationStarted("c")?.durationMs).toBe(501);
  });

  it("ignores a second load of the same location (StrictMode runs effects twice)", () => {
    const clock = manualClock();
    const timer = createPageTimer(clock.now);
    timer.pageLoaded("k1", "a");
    clock.advance(700);
    expect(timer.pageLoaded("k1", "a")).toEqual({ started: false, finished: null });
    expect(timer.elapsed()).toBe(700);
  });

  it("ends a visit at the next load when the navigation had no loading state", () => {
    const clock = manualClock();
    const timer = createPageTimer(clock.now);
    timer.pageLoaded("k1", "a");
    clock.advance(800);
    expect(timer.pageLoaded("k2", "b")).toEqual({
      started: true,
      finished: { path: "a", toPath: "b", durationMs: 800 },
    });
    clock.advance(50);
    expect(timer.elapsed()).toBe(50);
  });

  it("has nothing to report before any page loaded", () => {
    const timer = createPageTimer(manualClock().now);
    expect(timer.navigationStarted("a")).toBeNull();
    expect(timer.elapsed()).toBeNull();
  });
});
