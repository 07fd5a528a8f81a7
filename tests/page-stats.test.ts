import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { LogEvent } from "../shared/analytics";
import { type ItemStats, utcDay } from "../shared/page-stats";
import type { PageRef, ShareRef } from "../shared/publishing";
import { logEvent, runQueue, stubLogService, type TestMessage } from "../worker/queue/testing";
import { GOOGLEBOT, SAME_ORIGIN_HEADERS } from "./edge/helpers";
import { generateItem, newVisitor, type Visitor } from "./support/visitor";

/**
 * Owners' page statistics (docs/analytics.md, "Page statistics"): the log queue consumer counts
 * views, visitors, languages, days and time on page of published pages and share links, and
 * GET /api/items/{id}/stats answers them to the owner only. Real D1 and the real consumer.
 */

const DAY = 24 * 3_600_000;
const today = utcDay(Date.now());
const yesterday = utcDay(Date.now() - DAY);
const at = (day: string) => `${day}T12:00:00.000Z`;
const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";

/** A queue message as the ingest sends it: the events, and the visitor its cookie proved. */
function batch(events: LogEvent[], visitor?: string): TestMessage {
  const body = visitor ? { __logs__: events, visitor } : { __logs__: events };
  return { id: `msg-${crypto.randomUUID()}`, timestamp: new Date(), attempts: 1, body };
}

function view(path: string, fields: Record<string, string> = {}): LogEvent {
  return logEvent({ path, user_agent: CHROME, user_id: crypto.randomUUID(), language: "en-US", ...fields });
}

function visit(path: string, ms: number, fields: Record<string, string> = {}): LogEvent {
  const detail = JSON.stringify({ path, duration_ms: ms, duration_s: (ms / 1000).toFixed(2) });
  return view(path, { event: "page_view_duration", detail, to_path: "", ...fields });
}

/** The visitor id a test visitor's cookie carries. */
const idOf = (visitor: Visitor) => visitor.cookie.split("=")[1]?.split(".")[0] ?? "";

type Links = { owner: Visitor; itemId: string; page: string; share: string };

/** An owner with a generated item, published and shared; the event paths of both links. */
async function publishedItem(): Promise<Links> {
  const owner = newVisitor();
  const { itemId } = await generateItem(owner);
  const page = (await (await owner.json(`/api/items/${itemId}/publication`, "POST", {})).json()) as PageRef;
  const share = (await (await owner.json(`/api/items/${itemId}/share`, "POST", {})).json()) as ShareRef;
  return { owner, itemId, page: new URL(page.url).pathname.slice(1), share: new URL(share.url).pathname.slice(1) };
}

async function statsOf(visitor: Visitor, itemId: string, query = ""): Promise<ItemStats> {
  const response = await visitor.request(`/api/items/${itemId}/stats${query}`);
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("private, no-store");
  return (await response.json()) as ItemStats;
}

const dayOf = (stats: ItemStats["page"], day: string) => stats.byDay.find((entry) => entry.day === day);

let links: Links;
beforeAll(async () => {
  links = await publishedItem();
}, 60_000);

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the consumer counts a link's readers per day", () => {
  it("counts views, visitors, languages and days; leaves out the owner and bots", async () => {
    const { owner, itemId, page, share } = links;
    const reader = crypto.randomUUID();
    const result = await runQueue(
      "parla-logs",
      [
        batch([
          view(page, { user_id: reader, language: "ja", received_time: at(today) }),
          view(page, { user_id: reader, language: "ja-JP", received_time: at(today) }),
          view(page, { language: "de-DE", received_time: at(today) }),
          view(page, { user_id: reader, language: "ja", received_time: at(yesterday) }),
          view(page, { user_agent: GOOGLEBOT, received_time: at(today) }),
          view(page, { user_agent: "Mozilla/5.0 HeadlessChrome/140.0.0.0", received_time: at(today) }),
          view(share, { language: "fr-CA", received_time: at(today) }),
          view("solutions", { received_time: at(today) }),
        ]),
        // The owner reading their own page and share, signed in by their cookie.
        batch([view(page, { received_time: at(today) }), view(share, { received_time: at(today) })], idOf(owner)),
      ],
      env,
    );
    expect(result.retryMessages).toEqual([]);

    const stats = await statsOf(owner, itemId);
    expect(stats.days).toBe(30);
    expect(stats.to).toBe(today);
    expect(stats.page.views).toBe(4);
    // The reader on two days and a German reader: two browsers.
    expect(stats.page.visitors).toBe(2);
    expect(dayOf(stats.page, today)).toEqual({ day: today, views: 3, visitors: 2 });
    expect(dayOf(stats.page, yesterday)).toEqual({ day: yesterday, views: 1, visitors: 1 });
    expect(stats.page.byLanguage).toEqual([
      { language: "ja", views: 3 },
      { language: "de", views: 1 },
    ]);
    expect(stats.page.byDay).toHaveLength(30);
    expect(stats.page.byDay.filter((entry) => entry.views > 0)).toHaveLength(2);
    expect(stats.share).toMatchObject({ views: 1, visitors: 1, byLanguage: [{ language: "fr", views: 1 }] });
    expect(stats.page.medianSeconds).toBeNull();
  });

  it("takes the median time on page from the buckets", async () => {
    const { owner, itemId, share } = await publishedItem();
    // 3 s, 12 s, 40 s, 50 s and 700 s: the median visit lies in the 30–45 s bucket, halfway through its count.
    const durations = [3_000, 12_000, 40_000, 50_000, 700_000];
    await runQueue("parla-logs", [batch(durations.map((ms) => visit(share, ms)))], env);
    const stats = await statsOf(owner, itemId);
    expect(stats.share.timedVisits).toBe(5);
    expect(stats.share.medianSeconds).toBe(37.5);
    // Time-on-page events are not views.
    expect(stats.share.views).toBe(0);
    // The owner's own visits never reach the median.
    await runQueue("parla-logs", [batch([visit(share, 900_000), visit(share, 900_000)], idOf(owner))], env);
    expect((await statsOf(owner, itemId)).share).toMatchObject({ timedVisits: 5, medianSeconds: 37.5 });
  });

  it("counts an event once when its message comes again, with the log service configured", async () => {
    const { owner, itemId, page } = await publishedItem();
    stubLogService(new Response(null, { status: 500 }));
    const events = [view(page), view(page)];
    const first = batch(events);
    // The log service fails: the message is retried, and comes back with the same events.
    const failed = await runQueue("parla-logs", [first]);
    expect(failed.retryMessages.map((retry) => retry.msgId)).toEqual([first.id]);
    await runQueue("parla-logs", [{ ...first, attempts: 2 }]);
    expect((await statsOf(owner, itemId)).page.views).toBe(2);
  });

  it("the ingest sends the cookie's visitor beside the events, so an owner's views are left out", async () => {
    const { owner, itemId, page } = await publishedItem();
    const send = vi.spyOn(env.LOG_QUEUE, "send").mockResolvedValue(undefined as never);
    const post = (visitor: Visitor) =>
      visitor.request("/api/log", {
        method: "POST",
        headers: { "content-type": "application/json", ...SAME_ORIGIN_HEADERS },
        body: JSON.stringify({ __logs__: [view(page, { received_time: "" })] }),
      });
    expect((await post(owner)).status).toBe(204);
    const stranger = newVisitor();
    expect((await post(stranger)).status).toBe(204);
    const [ownerMessage, strangerMessage] = send.mock.calls.map(([body]) => body as { visitor?: string });
    expect(ownerMessage?.visitor).toBe(idOf(owner));
    // A stranger without a cookie sends none, and the ingest mints none.
    expect(strangerMessage).not.toHaveProperty("visitor");
    expect(stranger.cookie).toBe("");
    vi.restoreAllMocks();

    const messages = send.mock.calls.map(([body]) => ({
      id: `msg-${crypto.randomUUID()}`,
      timestamp: new Date(),
      attempts: 1,
      body: body as TestMessage["body"],
    }));
    await runQueue("parla-logs", messages, env);
    expect((await statsOf(owner, itemId)).page.views).toBe(1);
  });
});

describe("GET /api/items/{id}/stats", () => {
  it("answers the owner only: another visitor and an unknown item get the same 404", async () => {
    const stranger = newVisitor();
    await stranger.request("/api/items?limit=1");
    const theirs = await stranger.request(`/api/items/${links.itemId}/stats`);
    expect(theirs.status).toBe(404);
    expect(await theirs.json()).toEqual({ error: { code: "item_not_found", message: "No such item" } });
    expect((await links.owner.request("/api/items/no-such-item-123/stats")).status).toBe(404);
    expect((await links.owner.request("/api/items/bad%20id/stats")).status).toBe(404);
  });

  it("takes 7, 30 or 90 days; anything else is a 400", async () => {
    const week = await statsOf(links.owner, links.itemId, "?days=7");
    expect(week.page.byDay.map((entry) => entry.day)).toEqual(
      Array.from({ length: 7 }, (_, i) => utcDay(Date.now() - (6 - i) * DAY)),
    );
    expect((await statsOf(links.owner, links.itemId, "?days=90")).page.byDay).toHaveLength(90);
    for (const days of ["0", "31", "-7", "7.5", "abc", "1e3", ""]) {
      const response = await links.owner.request(`/api/items/${links.itemId}/stats?days=${days}`);
      expect(response.status, days).toBe(400);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe("invalid_request");
    }
  });

  it("a deleted item takes its statistics with it", async () => {
    const { owner, itemId, page } = await publishedItem();
    await runQueue("parla-logs", [batch([view(page), visit(page, 20_000)])], env);
    expect((await statsOf(owner, itemId)).page.views).toBe(1);
    expect((await owner.json(`/api/items/${itemId}`, "DELETE")).status).toBe(204);
    const left = await env.DB.batch([
      env.DB.prepare("SELECT COUNT(*) AS n FROM page_stats WHERE item_id = ?1").bind(itemId),
      env.DB.prepare("SELECT COUNT(*) AS n FROM page_visitors WHERE item_id = ?1").bind(itemId),
    ]);
    expect(left.map((result) => (result.results[0] as { n: number }).n)).toEqual([0, 0]);
  });
});
