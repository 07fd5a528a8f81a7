import { PAGE_DURATION_THRESHOLD_MS } from "../../shared/analytics";
import { createChunkStore } from "./chunk-store";
import {
  type BrowserFacts,
  contextFields,
  eventPath,
  PAGE_VIEW_FIELDS,
  pageDurationFields,
  toLogEvent,
  type Visit,
} from "./events";
import { createIdentitySource, lookupAddresses } from "./identity";
import { createLogQueue, type Schedule } from "./log-queue";
import { createPageTimer } from "./page-timer";
import type { KeyValueStorage } from "./safe-storage";

/**
 * A hanging address lookup must not hold page views back for long (failures are ignored:
 * docs/analytics.md, "Address lookup").
 */
export const IP_LOOKUP_TIMEOUT_MS = 5_000;

/** Everything the tracker touches in the browser, injected so the logic runs anywhere. */
export type TrackerEnvironment = {
  storage: KeyValueStorage;
  now: () => number;
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  facts: () => BrowserFacts;
  schedule: Schedule;
  newUuid: () => string;
  /** "" when /api is on this origin. */
  apiBase: string;
};

export type Tracker = {
  /** Resend what an earlier page left under @sls-logger-chunk (docs/analytics.md, "Sending"). */
  resendStored(): void;
  pageLoaded(locationKey: string, pathname: string): void;
  navigationStarted(toPathname: string): void;
  /** The page may never come back (hidden or closing): keep everything unsent in local storage. */
  persistUnsent(): void;
  /** The page is being unloaded: a long visit only gets a console warning, then unsent events are kept. */
  pageUnloading(): void;
};

/** The page-analytics tracker (docs/analytics.md). */
export function createTracker(env: TrackerEnvironment): Tracker {
  const chunk = createChunkStore(env.storage);
  const queue = createLogQueue({
    // keepalive lets a send started just before the page goes away still complete.
    send: (body) =>
      env.fetch(`${env.apiBase}/api/log`, {
        method: "POST",
        body,
        keepalive: true,
        headers: { "content-type": "application/json" },
      }),
    chunk,
    schedule: env.schedule,
  });
  const timer = createPageTimer(env.now);
  const identity = createIdentitySource({
    storage: env.storage,
    now: env.now,
    newUserId: env.newUuid,
    lookup: () => lookupAddresses(env.fetch, `${env.apiBase}/api/ip`, IP_LOOKUP_TIMEOUT_MS),
  });

  // Events wait here for the visitor's addresses; identity.ready never rejects.
  let waiting: Record<string, unknown>[] = [];
  let addressesKnown = false;
  void identity.ready.then((record) => {
    addressesKnown = true;
    queue.push(waiting.map((fields) => toLogEvent({ ...fields, ...record })));
    waiting = [];
  });

  function record(path: string, fields: Record<string, unknown>) {
    const event = { ...fields, ...contextFields(env.facts(), path, env.now(), env.newUuid()) };
    if (addressesKnown) queue.push([toLogEvent({ ...event, ...identity.current() })]);
    else waiting.push(event);
  }

  function report(visit: Visit | null) {
    if (visit) record(visit.path, pageDurationFields(visit));
  }

  function persistUnsent() {
    const pending = waiting.map((fields) => toLogEvent({ ...fields, ...identity.current() }));
    chunk.keep([...queue.unsent(), ...pending]);
  }

  return {
    resendStored() {
      queue.push(chunk.read());
    },
    pageLoaded(locationKey, pathname) {
      const path = eventPath(pathname);
      const { started, finished } = timer.pageLoaded(locationKey, path);
      report(finished);
      if (started) record(path, PAGE_VIEW_FIELDS);
    },
    navigationStarted(toPathname) {
      report(timer.navigationStarted(eventPath(toPathname)));
    },
    persistUnsent,
    pageUnloading() {
      const elapsed = timer.elapsed();
      if (elapsed !== null && elapsed > PAGE_DURATION_THRESHOLD_MS) {
        console.warn(`Page visit of ${Math.round(elapsed)} ms not reported: the page is unloading`);
      }
      persistUnsent();
    },
  };
}
