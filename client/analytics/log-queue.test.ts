import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";
import type { LogEvent } from "../../shared/analytics";
import { memoryStorage } from "../testing/memory-storage";
import { createChunkStore } from "./chunk-store";
import { createLogQueue } from "./log-queue";
import { logEvent, manualScheduler, settle } from "./testing";

type Answer = Response | Error | (() => Promise<Response>);

/** A queue whose sends answer from a script; each sent body is recorded as its events. */
function setup(answers: Answer[] = [], options: { flushCount?: number } = {}) {
  const sent: LogEvent[][] = [];
  const send = vi.fn(async (body: string) => {
    sent.push((JSON.parse(body) as { __logs__: LogEvent[] }).__logs__);
    const answer = answers.shift() ?? new Response(null, { status: 204 });
    if (answer instanceof Error) throw answer;
    return typeof answer === "function" ? answer() : answer;
  });
  const storage = memoryStorage();
  const chunk = createChunkStore(storage);
  const scheduler = manualScheduler();
  const queue = createLogQueue({ send, chunk, schedule: scheduler.schedule, ...options });
  return { queue, send, sent, chunk, scheduler };
}

const event = () => logEvent(crypto.randomUUID());
let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  consoleError.mockRestore();
});

describe('flushing (docs/analytics.md, "Sending")', () => {
  it("sends at once when one event is queued", async () => {
    const { queue, sent, scheduler } = setup();
    const first = event();
    queue.push([first]);
    expect(sent).toEqual([[first]]);
    expect(scheduler.delays()).toEqual([]);
    await settle();
    expect(queue.unsent()).toEqual([]);
  });

  it("otherwise waits at most 100 ms, sending what gathered in one batch", () => {
    const { queue, sent, scheduler } = setup([], { flushCount: 3 });
    const events = [event(), event()];
    queue.push([events[0] as LogEvent]);
    queue.push([events[1] as LogEvent]);
    expect(sent).toEqual([]);
    expect(scheduler.delays()).toEqual([100]);
    scheduler.runAll();
    expect(sent).toEqual([events]);
  });

  it('sends at most 50 events per batch (docs/analytics.md, "Sending")', () => {
    const { queue, sent } = setup();
    queue.push(Array.from({ length: 120 }, event));
    expect(sent.map((batch) => batch.length)).toEqual([50, 50, 20]);
  });
});

describe('failures (docs/analytics.md, "Sending")', () => {
  it("writes the error and the failed data to the console and keeps the events", async () => {
    const { queue, sent } = setup([new TypeError("Failed to fetch")]);
    const lost = event();
    queue.push([lost]);
    await settle();
    expect(consoleError).toHaveBeenCalledWith("Analytics send failed", expect.any(TypeError), [lost]);
    expect(queue.unsent()).toEqual([lost]);
    const next = event();
    queue.push([next]);
    expect(sent[1]).toEqual([lost, next]);
  });

  it.each([429, 500, 503, 408])("keeps events the ingest answered %i", async (status) => {
    const { queue } = setup([new Response(null, { status })]);
    const kept = event();
    queue.push([kept]);
    await settle();
    expect(queue.unsent()).toEqual([kept]);
    expect(consoleError).toHaveBeenCalledWith("Analytics send failed", expect.any(Error), [kept]);
  });

  it.each([400, 413])("drops events the ingest refused with %i: resending cannot succeed", async (status) => {
    const { queue, chunk } = setup([new Response(null, { status })]);
    const refused = event();
    chunk.keep([refused]);
    queue.push([refused]);
    await settle();
    expect(queue.unsent()).toEqual([]);
    expect(chunk.read()).toEqual([]);
    expect(consoleError).toHaveBeenCalledOnce();
  });
});

describe('unsent events (docs/analytics.md, "Sending")', () => {
  it("counts events in flight as unsent until the ingest confirms them", async () => {
    let answer: (response: Response) => void = () => {};
    const { queue } = setup([() => new Promise<Response>((resolve) => (answer = resolve))]);
    const flying = event();
    queue.push([flying]);
    expect(queue.unsent()).toEqual([flying]);
    answer(new Response(null, { status: 204 }));
    await settle();
    expect(queue.unsent()).toEqual([]);
  });

  it("removes resent events from local storage once sent", async () => {
    const { queue, chunk } = setup();
    const stored = [event(), event()];
    chunk.keep([...stored, event()]);
    queue.push(stored);
    await settle();
    expect(chunk.read()).toHaveLength(1);
  });

  it("leaves stored events in place when their resend fails", async () => {
    const { queue, chunk } = setup([new Response(null, { status: 503 })]);
    const stored = [event()];
    chunk.keep(stored);
    queue.push(stored);
    await settle();
    expect(chunk.read()).toEqual(stored);
  });
});
