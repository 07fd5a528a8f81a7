// Load generation with autocannon, bounded in time, on 127.0.0.1 only.
import autocannon from "autocannon";

/** A browser-like page request; no Accept-Encoding, so the edge-compression emulation stays out of it. */
export const BROWSER_HEADERS = {
  accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "accept-language": "en-US,en;q=0.9",
  "user-agent":
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36",
};

/**
 * What a response's `Server-Timing: ssr;desc="…"` says about its HTML (worker/ssr.ts): "shared",
 * "rendered", "published-cache"…; "none" without an `ssr` metric. `value` is the header's value.
 */
export function ssrDesc(value) {
  if (!value) return "none";
  const match = /(?:^|,)\s*ssr\s*;[^,]*?desc="?([^",;]*)"?/i.exec(String(value));
  return match ? match[1] : "none";
}

/** autocannon hands headers as an object keyed by their names as sent: finds one by any case. */
function header(headers, name) {
  for (const key in headers) if (key.toLowerCase() === name) return headers[key];
  return undefined;
}

function assertLoopback(url) {
  const { hostname } = new URL(url);
  if (hostname !== "127.0.0.1" && hostname !== "localhost" && hostname !== "[::1]") {
    throw new Error(`Refusing to send load to ${hostname}: the bench only targets this machine`);
  }
}

function run(options) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
    // A hard stop a little after the planned duration, whatever happens to the sockets.
    const guard = setTimeout(() => instance.stop(), (options.duration + 15) * 1000);
    instance.on("done", () => clearTimeout(guard));
  });
}

/** Sends `amount` requests (at most `maxSeconds`), results ignored: gets V8's optimising tiers going. */
export async function warm({ url, amount, headers = {}, connections = 4, maxSeconds = 20 }) {
  assertLoopback(url);
  await new Promise((resolve, reject) => {
    const instance = autocannon({ url, amount, connections, headers, timeout: 10 }, (error) =>
      error ? reject(error) : resolve(),
    );
    const guard = setTimeout(() => instance.stop(), maxSeconds * 1000);
    instance.on("done", () => clearTimeout(guard));
  });
}

/**
 * Runs `duration` seconds of load (after `warmup` seconds that are thrown away) and returns
 * req/s of successful (2xx) responses, latency percentiles in ms, and how many responses of the
 * measured window said each `Server-Timing` ssr desc (`serverTiming`, see ssrDesc).
 * `setupRequest(request)` may change each request (autocannon's hook), e.g. its `path`.
 */
export async function measure({
  url,
  duration,
  warmup = 1,
  connections = 8,
  method = "GET",
  headers = {},
  body,
  setupRequest,
  cpu,
}) {
  assertLoopback(url);
  const serverTiming = {};
  let counting = false;
  const onResponse = (_status, _body, _context, responseHeaders) => {
    if (!counting) return;
    const desc = ssrDesc(header(responseHeaders, "server-timing"));
    serverTiming[desc] = (serverTiming[desc] ?? 0) + 1;
  };
  const base = { url, connections, pipelining: 1, method, headers, body, timeout: 10 };
  // autocannon calls a `setupRequest` key whatever its value: only a function may be there.
  base.requests = [setupRequest ? { setupRequest, onResponse } : { onResponse }];
  if (warmup > 0) await run({ ...base, duration: warmup });
  counting = true;
  // CPU time of the server process over the measured window: ms per request is far steadier
  // than req/s on a shared machine, where the server gets whatever share of a core is left.
  const cpuBefore = cpu?.();
  const wallBefore = performance.now();
  const result = await run({ ...base, duration });
  const cpuAfter = cpu?.();
  const wallMs = performance.now() - wallBefore;
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, Number(stats.count)]),
  );
  const ok = Object.entries(statuses)
    .filter(([code]) => code.startsWith("2"))
    .reduce((sum, [, count]) => sum + count, 0);
  return {
    seconds: round(result.duration, 2),
    connections,
    requests: ok,
    rps: round(ok / result.duration, 1),
    latencyMs: {
      p50: result.latency.p50,
      p99: result.latency.p99,
      mean: round(result.latency.average, 2),
      max: result.latency.max,
    },
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statuses,
    serverTiming,
    responseBytes: ok ? Math.round(result.throughput.total / (ok + result.non2xx)) : 0,
    ...(cpuBefore != null && cpuAfter != null
      ? {
          serverCpuMsPerRequest: ok + result.non2xx ? round((cpuAfter - cpuBefore) / (ok + result.non2xx), 2) : null,
          serverCpuShare: round((cpuAfter - cpuBefore) / wallMs, 2),
        }
      : {}),
  };
}

export function round(value, digits = 1) {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
