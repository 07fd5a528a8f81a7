/**
 * Stand-ins for the browser in the tracker's unit tests, which run in workerd: there is no DOM,
 * no localStorage and no screen there. Only *.test.ts files import this module.
 */
import type { LogEvent } from "../../shared/analytics";
import type { BrowserFacts } from "./events";
import type { Schedule } from "./log-queue";

export function manualClock(start = Date.parse("2026-11-22T10:00:00.000Z")) {
  let time = start;
  return {
    now: () => time,
    advance(ms: number) {
      time += ms;
    },
  };
}

/** A Schedule whose timers run only when the test says so. */
export function manualScheduler() {
  const timers = new Map<number, { run: () => void; ms: number }>();
  let next = 0;
  const schedule: Schedule = (run, ms) => {
    const id = next++;
    timers.set(id, { run, ms });
    return () => timers.delete(id);
  };
  return {
    schedule,
    delays: () => [...timers.values()].map((timer) => timer.ms),
    runAll() {
      const due = [...timers.values()];
      timers.clear();
      for (const timer of due) timer.run();
    },
  };
}

export const FACTS: BrowserFacts = {
  language: "ja-JP",
  userAgent: "Mozilla/5.0 (X11; Linux x86_64) Test/1.0",
  width: 1440,
  height: 900,
  timezoneOffset: -540,
};

/** Lets pending promise callbacks (fetch answers, identity lookups) run. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}

/** Reads the events of one `POST /api/log` body. */
export function eventsOf(body: RequestInit["body"]): LogEvent[] {
  return (JSON.parse(String(body)) as { __logs__: LogEvent[] }).__logs__;
}

export function logEvent(uuid: string, fields: Record<string, string> = {}): LogEvent {
  return { uuid, path: "solutions", event: "page_view", ...fields };
}
