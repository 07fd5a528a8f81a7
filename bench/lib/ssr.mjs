// SSR throughput: each page as visitors get it (from the isolate's shared-HTML cache when its route
// allows) and rendered for a URL the cache has not seen, between runs of a static asset served by
// the same worker. See docs/decisions/0004-benchmarks.md.
import { BROWSER_HEADERS, measure, round, warm } from "./load.mjs";

/** The static comparison target: served by the same worker through `ASSETS`. */
export const STATIC_PATH = "/favicon.svg";

/**
 * Paths that no request has had before: `path` with a fresh `bench-uncached` query parameter.
 * worker/ssr.ts keys its shared-HTML cache by the full URL, so each one is a render. A header the
 * worker ignores would not do: a cache keyed by something else (a publication's version) would
 * still answer, which is why the uncached run also records what `Server-Timing` says.
 */
function uncachedPaths(path) {
  const run = Date.now().toString(36);
  const separator = path.includes("?") ? "&" : "?";
  let count = 0;
  return () => `${path}${separator}bench-uncached=${run}-${count++}`;
}

/** GETs `path` once: null when it is a 200 (HTML for a page), else what is wrong. */
async function probe(base, path, { html = true } = {}) {
  try {
    const response = await fetch(base + path, {
      headers: BROWSER_HEADERS,
      redirect: "manual",
      signal: AbortSignal.timeout(15_000),
    });
    const body = await response.text();
    const type = response.headers.get("content-type") ?? "";
    if (response.status !== 200) return `GET ${path} answered ${response.status}: ${body.slice(0, 120)}`;
    if (html && !type.startsWith("text/html")) return `GET ${path} answered ${type}, not HTML`;
    return null;
  } catch (error) {
    return `GET ${path} failed: ${error.message}`;
  }
}

/** The figures of one load run kept per target (the rest of `measure`'s answer stays in the static runs). */
function figures(result) {
  return {
    seconds: result.seconds,
    requests: result.requests,
    rps: result.rps,
    latencyMs: result.latencyMs,
    serverCpuMsPerRequest: result.serverCpuMsPerRequest ?? null,
    serverTiming: result.serverTiming,
    statuses: result.statuses,
    errors: result.errors,
  };
}

/** A desc that says the page was rendered for this request: "rendered", or a cache's miss such as "published-rendered". */
const isRender = (desc) => desc === "rendered" || desc.endsWith("-rendered");

/** True when every response of a run said it was rendered. */
const allRendered = (serverTiming) => {
  const seen = Object.keys(serverTiming);
  return seen.length > 0 && seen.every(isRender);
};

const mean = (values) => round(values.reduce((a, b) => a + b, 0) / values.length, 2);

/** Mean of the static runs before and after a page, and the page's ratios to them. */
function staticComparison(page, before, after) {
  const staticRps = round((before.rps + after.rps) / 2, 1);
  const staticCpu = (before.serverCpuMsPerRequest + after.serverCpuMsPerRequest) / 2;
  return {
    staticRps,
    ratio: round(page.rps / staticRps, 3),
    staticCpuMsPerRequest: round(staticCpu, 2),
    // The same comparison in workerd CPU time per request (immune to how much CPU others leave us).
    cpuRatio: page.serverCpuMsPerRequest ? round(staticCpu / page.serverCpuMsPerRequest, 3) : null,
  };
}

/** What the cache saves: req/s and CPU per request of the cached run over those of the uncached one. */
function cacheComparison(cached, uncached) {
  return {
    cacheRatio: uncached.rps ? round(cached.rps / uncached.rps, 2) : null,
    cacheCpuRatio:
      cached.serverCpuMsPerRequest && uncached.serverCpuMsPerRequest
        ? round(uncached.serverCpuMsPerRequest / cached.serverCpuMsPerRequest, 2)
        : null,
  };
}

const descs = (serverTiming) =>
  Object.entries(serverTiming)
    .map(([desc, count]) => `${desc} ${count}`)
    .join(", ") || "no responses";

/**
 * Measures every page (as visitors get it, then uncached) between runs of STATIC_PATH, so
 * each page's ratio to the static asset uses the two static runs around it. `pages` are
 * `{ path }` or `{ path, skipped, reason }`; `cpu()` reads workerd's CPU time in ms.
 */
export async function benchSsr({ base, pages, cpu, duration, warmup, connections, quick, log }) {
  const load = (path, { seconds = duration, setupRequest } = {}) =>
    measure({ url: base + path, headers: BROWSER_HEADERS, duration: seconds, warmup, connections, cpu, setupRequest });
  // Static requests are cheap, so --quick samples them for half as long to stay under 2 minutes.
  const staticSeconds = quick ? duration / 2 : duration;
  // Renders cost ten times a cached answer: half of a full run's 10 s sees plenty of them (and
  // keeps it within 8 minutes), half of --quick's 3 s only a handful on a busy machine.
  const uncachedSeconds = quick ? duration : duration / 2;
  const runStatic = () => load(STATIC_PATH, { seconds: staticSeconds });

  const staticProblem = await probe(base, STATIC_PATH, { html: false });
  if (staticProblem) throw new Error(`the static comparison target is not served: ${staticProblem}`);

  // Warm every page first, so the first page measured (/) does not pay alone for the JIT tiers of
  // the code all pages share (React, React Router, i18next, Hono).
  const warmCount = quick ? 15 : 150;
  for (const page of pages.filter((p) => !p.skipped)) {
    await warm({ url: base + page.path, amount: warmCount, headers: BROWSER_HEADERS, maxSeconds: quick ? 4 : 20 });
  }
  await warm({ url: base + STATIC_PATH, amount: warmCount * 4, headers: BROWSER_HEADERS, maxSeconds: quick ? 2 : 10 });

  // Static runs before and after every page: each page's ratio uses the two around it, so a
  // change in background load during the run moves both sides of the ratio alike.
  const staticRuns = [];
  const targets = [];
  let previous = await runStatic();
  staticRuns.push(previous);
  log(`  static ${STATIC_PATH}: ${previous.rps} req/s, p50 ${previous.latencyMs.p50} ms`);
  for (const page of pages) {
    const fresh = uncachedPaths(page.path);
    // The uncached variant must answer like the page: a route that refuses unknown parameters would not.
    const problem = page.skipped ? page.reason : ((await probe(base, page.path)) ?? (await probe(base, fresh())));
    if (problem) {
      targets.push({ path: page.path, skipped: true, reason: problem });
      log(`  ${page.path}: skipped (${problem})`);
      continue;
    }
    const cached = figures(await load(page.path));
    const renders = figures(
      await load(page.path, {
        seconds: uncachedSeconds,
        setupRequest: (request) => {
          request.path = fresh();
          return request;
        },
      }),
    );
    const uncached = { ...renders, rendered: allRendered(renders.serverTiming) };
    const next = await runStatic();
    staticRuns.push(next);
    const target = {
      path: page.path,
      ...cached,
      ...staticComparison(cached, previous, next),
      uncached,
      ...cacheComparison(cached, uncached),
    };
    targets.push(target);
    log(
      `  ${page.path}: ${cached.rps} req/s, p50 ${cached.latencyMs.p50} ms, p99 ${cached.latencyMs.p99} ms = ${Math.round(target.ratio * 100)} % of static (${target.staticRps}); workerd CPU ${cached.serverCpuMsPerRequest} ms/req vs ${target.staticCpuMsPerRequest}; Server-Timing: ${descs(cached.serverTiming)}`,
    );
    log(
      `  ${page.path} uncached: ${uncached.rps} req/s, p50 ${uncached.latencyMs.p50} ms, workerd CPU ${uncached.serverCpuMsPerRequest} ms/req; cached ÷ uncached ${target.cacheRatio}× (CPU ${target.cacheCpuRatio}×); Server-Timing: ${descs(uncached.serverTiming)}${uncached.rendered ? "" : " (not all rendered)"}`,
    );
    previous = next;
  }
  return {
    seconds: duration,
    uncachedSeconds,
    staticSeconds,
    warmupSeconds: warmup,
    connections,
    uncachedBy: "each request with a query parameter no request had before, `?bench-uncached=…`",
    targets,
    static: {
      path: STATIC_PATH,
      rps: mean(staticRuns.map((r) => r.rps)),
      latencyMs: {
        p50: mean(staticRuns.map((r) => r.latencyMs.p50)),
        p99: mean(staticRuns.map((r) => r.latencyMs.p99)),
      },
      serverCpuMsPerRequest: mean(staticRuns.map((r) => r.serverCpuMsPerRequest ?? 0)),
      runs: staticRuns.map((r) => ({
        rps: r.rps,
        p50: r.latencyMs.p50,
        p99: r.latencyMs.p99,
        cpuMsPerRequest: r.serverCpuMsPerRequest,
        non2xx: r.non2xx,
        errors: r.errors,
      })),
    },
  };
}
