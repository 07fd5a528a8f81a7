import { expect, type Page, test } from "@playwright/test";
import { waitForHydration } from "./helpers";

type LogEvent = Record<string, string>;

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/**
 * Records every event the page posts to /api/log. By default the request still reaches the worker,
 * so its ingest checks what the browser really sends; `fail` aborts it like a network error.
 */
async function captureLogs(page: Page, mode: "pass" | "fail" = "pass") {
  const events: LogEvent[] = [];
  const statuses: number[] = [];
  await page.route("**/api/log", async (route) => {
    events.push(...(JSON.parse(route.request().postData() ?? "{}") as { __logs__: LogEvent[] }).__logs__);
    if (mode === "fail") return route.abort("failed");
    const response = await route.fetch();
    statuses.push(response.status());
    return route.fulfill({ response });
  });
  return { events, statuses };
}

async function clickNav(page: Page, name: string) {
  await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name }).click();
}

test("visiting four pages sends a page view each and the duration of each visit over 500 ms", async ({ page }) => {
  const { events, statuses } = await captureLogs(page);
  const views = () => events.filter((event) => event.event === "page_view").map((event) => event.path);
  const durations = () => events.filter((event) => event.event === "page_view_duration");

  await page.goto("/");
  await waitForHydration(page);
  await expect.poll(views).toEqual([""]);
  const visited = [""];
  for (const [link, path] of [
    ["Solutions", "solutions"],
    ["Use cases", "use-cases"],
    ["Templates", "templates"],
  ] as const) {
    // Stay long enough to be reported (docs/analytics.md, "Page timing"); the unit tests pin the 500 ms boundary.
    // The wait starts once the page view is in: React may commit a page after its URL changed.
    await page.waitForTimeout(700);
    await clickNav(page, link);
    await expect(page).toHaveURL(new RegExp(`/${path}$`));
    visited.push(path);
    await expect.poll(views).toEqual(visited);
  }
  await expect
    .poll(() => durations().map((event) => [event.path, event.to_path]))
    .toEqual([
      ["", "solutions"],
      ["solutions", "use-cases"],
      ["use-cases", "templates"],
    ]);
  for (const event of durations()) {
    expect(event).toMatchObject({ message: "页面访问时长监控", level: "info" });
    const detail = JSON.parse(event.detail ?? "{}") as { path: string; duration_ms: number; duration_s: string };
    expect(detail.path).toBe(event.path);
    expect(detail.duration_ms).toBeGreaterThanOrEqual(700);
    expect(detail.duration_s).toBe((Math.round(detail.duration_ms / 10) / 100).toFixed(2));
  }

  // docs/analytics.md, "Events": every field, every value a string, a fresh uuid each, one visitor identity.
  const identity = JSON.parse((await page.evaluate(() => localStorage.getItem("ip-store"))) ?? "{}");
  expect(identity.user_id).toMatch(UUID_V4);
  const screen = await page.evaluate(() => ({
    width: String(window.screen.width),
    height: String(window.screen.height),
  }));
  for (const event of events) {
    expect(Object.values(event).every((value) => typeof value === "string")).toBe(true);
    expect(event).toMatchObject({ user_id: identity.user_id, language: "en-US", ...screen });
    expect(event.uuid).toMatch(UUID_V4);
    expect(event.event_time).toMatch(/^\d{10}$/);
    expect(new Date(event.operating_time ?? "").toISOString()).toBe(event.operating_time);
    expect(event).toHaveProperty("timezone_offset");
    expect(event).toHaveProperty("user_agent");
    expect(event).toHaveProperty("lastModified");
  }
  expect(new Set(events.map((event) => event.uuid)).size).toBe(events.length);
  expect(statuses.every((status) => status === 204)).toBe(true);
});

test("events unsent when the page closes are kept and sent once on the next load", async ({ page }) => {
  const failures: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && message.text().startsWith("Analytics send failed")) failures.push(message.text());
  });
  const offline = await captureLogs(page, "fail");
  await page.goto("/solutions");
  await waitForHydration(page);
  await expect.poll(() => failures.length).toBeGreaterThan(0);
  const unsent = offline.events.find((event) => event.event === "page_view" && event.path === "solutions");
  expect(unsent).toBeDefined();

  // Leaving the page fires pagehide: the unsent event goes to @sls-logger-chunk.
  await page.goto("about:blank");
  await page.unroute("**/api/log");
  const online = await captureLogs(page);
  await page.goto("/templates");
  await waitForHydration(page);

  await expect.poll(() => online.events.filter((event) => event.uuid === unsent?.uuid).length).toBe(1);
  expect(online.events.find((event) => event.uuid === unsent?.uuid)).toEqual(unsent);
  await expect.poll(() => page.evaluate(() => localStorage.getItem("@sls-logger-chunk"))).toBeNull();
  await page.reload();
  await waitForHydration(page);
  await page.waitForTimeout(500);
  expect(online.events.filter((event) => event.uuid === unsent?.uuid)).toHaveLength(1);
  expect(online.statuses.every((status) => status === 204)).toBe(true);
});
