// POST /api/log (shared/analytics.ts LogBatchSchema): events/s accepted for batches of 1, 10 and
// 50, and the LZ4 ratio of a typical consumer delivery with the worker's own lz4js block code.
import { randomUUID } from "node:crypto";
import { gzipSync } from "node:zlib";
import { lz4Block } from "../../worker/queue/lz4-block.ts";
import { measure } from "./load.mjs";

/** A small seeded PRNG (mulberry32), so the "typical batch" is the same every run. */
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const VISITORS = [
  {
    ua: "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
    w: 393,
    h: 852,
    tz: -540,
    lang: "ja",
  },
  {
    ua: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36",
    w: 1920,
    h: 1080,
    tz: 60,
    lang: "de",
  },
  {
    ua: "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15",
    w: 1512,
    h: 982,
    tz: 300,
    lang: "en",
  },
  {
    ua: "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36",
    w: 412,
    h: 915,
    tz: 180,
    lang: "pt",
  },
  {
    ua: "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0",
    w: 1366,
    h: 768,
    tz: -60,
    lang: "fr",
  },
];
const PATHS = [
  "",
  "templates",
  "solutions",
  "solutions/industries/real-estate",
  "use-cases",
  "generate/blog-post",
  "history",
  "p/spring-launch-k3j9x0q2m1a8z",
];

function visitorRecord(random, visitor) {
  const id = randomUUID();
  const ipv4 = `203.0.113.${Math.floor(random() * 254) + 1}`;
  return {
    ...visitor,
    user_id: id,
    ipv4,
    ipv6: "",
    lastModified: new Date(Date.UTC(2026, 10, 22, 8, 0, 0)).toISOString(),
  };
}

/**
 * Events as the browser tracker sends them (client/analytics/events.ts: page views and
 * page-duration events, every value a string), optionally with the fields the edge adds.
 */
export function typicalEvents(count, { seed = 7, enriched = false } = {}) {
  const random = prng(seed);
  const people = VISITORS.map((v) => visitorRecord(random, v));
  const start = Date.UTC(2026, 10, 22, 9, 0, 0);
  const events = [];
  for (let i = 0; i < count; i++) {
    const person = people[Math.floor(random() * people.length)];
    const at = start + i * 1500 + Math.floor(random() * 1000);
    const prefix = person.lang === "en" ? "" : `${person.lang}/`;
    const path = `${prefix}${PATHS[Math.floor(random() * PATHS.length)]}`.replace(/\/$/, "");
    const common = {
      path,
      uuid: randomUUID(),
      language: person.lang,
      event_time: String(Math.floor(at / 1000)),
      user_agent: person.ua,
      width: String(person.w),
      height: String(person.h),
      timezone_offset: String(person.tz),
      operating_time: new Date(at).toISOString(),
      user_id: person.user_id,
      ipv4: person.ipv4,
      ipv6: person.ipv6,
      lastModified: person.lastModified,
    };
    let event;
    if (random() < 0.5) {
      event = { event: "page_view", ...common };
    } else {
      const ms = 600 + Math.floor(random() * 90_000);
      const to = `${prefix}${PATHS[Math.floor(random() * PATHS.length)]}`.replace(/\/$/, "");
      event = {
        event: "page_view_duration",
        message: "页面访问时长监控",
        level: "info",
        detail: JSON.stringify({ path, duration_ms: ms, duration_s: (Math.round(ms / 10) / 100).toFixed(2) }),
        to_path: to,
        ...common,
      };
    }
    if (enriched) Object.assign(event, { country: "JP", received_time: new Date(at + 120).toISOString() });
    events.push(event);
  }
  return events;
}

/** The LZ4 ratio of one track-request body of `count` events, as worker/queue/sls-request.ts builds it. */
export function lz4Ratio(count = 100) {
  const raw = new TextEncoder().encode(JSON.stringify({ __logs__: typicalEvents(count, { enriched: true }) }));
  const lz4 = lz4Block(raw);
  return {
    events: count,
    rawBytes: raw.byteLength,
    lz4Bytes: lz4.byteLength,
    ratio: Math.round((raw.byteLength / lz4.byteLength) * 100) / 100,
    gzipRatioForContext: Math.round((raw.byteLength / gzipSync(raw).byteLength) * 100) / 100,
  };
}

/**
 * Accepted events/s for each batch size; every request carries fresh uuids. `drain` (optional)
 * waits for the queue consumer to store what was accepted, so one run's backlog is not charged
 * to the next, and the CPU per request then covers the whole pipeline (ingest + consumer).
 */
export async function benchIngest(base, { sizes = [1, 10, 50], duration, warmup, connections, cpu, drain }) {
  const results = [];
  for (const size of sizes) {
    // A pool of visitor events whose uuids are replaced per request (cheap for the load generator).
    const template = typicalEvents(size, { seed: size });
    const setupRequest = (request) => {
      for (const event of template) event.uuid = randomUUID();
      request.body = JSON.stringify({ __logs__: template });
      return request;
    };
    const probe = await fetch(`${base}/api/log`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: new URL(base).origin },
      body: setupRequest({}).body,
    });
    const probeText = await probe.text();
    if (probe.status !== 204) {
      results.push({
        batch: size,
        skipped: true,
        reason: `POST /api/log answered ${probe.status}: ${probeText.slice(0, 200)}`,
      });
      continue;
    }
    await drain?.();
    const load = await measure({
      url: `${base}/api/log`,
      method: "POST",
      headers: { "content-type": "application/json", origin: new URL(base).origin },
      setupRequest,
      duration,
      warmup,
      connections,
      cpu,
    });
    // Until the consumer has stored this run's events: ingest + queue + consumer CPU per request.
    const cpuBeforeDrain = cpu?.();
    const drained = (await drain?.()) ?? null;
    const drainCpu = cpuBeforeDrain != null ? cpu() - cpuBeforeDrain : null;
    const requests = load.requests + load.non2xx;
    const pipelineCpuMsPerRequest =
      drained && drainCpu != null && load.serverCpuMsPerRequest != null && requests
        ? Math.round((load.serverCpuMsPerRequest + drainCpu / requests) * 100) / 100
        : null;
    // What one fully available core would take at this cost: context for a busy machine.
    const perRequest = pipelineCpuMsPerRequest ?? load.serverCpuMsPerRequest;
    const eventsPerCoreSecond = perRequest ? Math.round((size * 1000) / perRequest) : null;
    results.push({
      batch: size,
      eventsPerSecond: Math.round(load.rps * size),
      eventsPerCoreSecond,
      pipelineCpuMsPerRequest,
      drained,
      ...load,
    });
  }
  return results;
}

/**
 * A drain function for benchIngest: waits until the consumer's D1 table stops growing (the
 * consumer batches for up to 1 s) or `maxSeconds` pass. Resolves to { events, seconds, settled }.
 */
export function drainer(mf, { maxSeconds = 30 } = {}) {
  return async () => {
    const db = await mf.getD1Database("DB");
    const count = async () => (await db.prepare("SELECT count(*) AS n FROM log_events").first())?.n ?? 0;
    const started = performance.now();
    let last = await count();
    let stableSince = performance.now();
    while ((performance.now() - started) / 1000 < maxSeconds) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      const now = await count();
      if (now !== last) {
        last = now;
        stableSince = performance.now();
      } else if (performance.now() - stableSince > 1500) {
        return { events: now, seconds: Math.round((performance.now() - started) / 100) / 10, settled: true };
      }
    }
    return { events: last, seconds: maxSeconds, settled: false };
  };
}
