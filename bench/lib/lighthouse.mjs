// Lighthouse (programmatic API, default mobile emulation with simulated throttling) in Debian's
// Chromium, which may resolve no host but 127.0.0.1/localhost: the run cannot touch the network.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { generateReport } from "lighthouse";

export const CHROME_PATH = process.env.CHROME_PATH || "/usr/bin/chromium";
export const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost",
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const METRICS = [
  "first-contentful-paint",
  "largest-contentful-paint",
  "total-blocking-time",
  "cumulative-layout-shift",
  "speed-index",
  "interactive",
];

/** Starts Chromium once; `track` receives it so the caller's exit handler can kill it. */
export async function launchChrome(track = () => {}) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    logLevel: "silent",
  });
  track(chrome);
  return chrome;
}

/** Audits one URL and returns scores (0–100), key metrics and what kept each category below 100. */
export async function audit(chrome, url, { reportDir, name } = {}) {
  const runner = await lighthouse(url, {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: CATEGORIES,
    // The page is served by workerd on this machine; don't wait for anything else.
    maxWaitForLoad: 30_000,
    // Not needed for scores; saves seconds per page on a slow host.
    disableFullPageScreenshot: true,
  });
  if (!runner) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = runner;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  if (reportDir) {
    mkdirSync(reportDir, { recursive: true });
    writeFileSync(join(reportDir, `${name}.html`), generateReport(lhr, "html"));
  }
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]));
  const metrics = Object.fromEntries(
    METRICS.map((id) => [
      id,
      {
        value: lhr.audits[id]?.numericValue ?? null,
        display: lhr.audits[id]?.displayValue ?? "",
        score: lhr.audits[id]?.score ?? null,
      },
    ]),
  );
  // Audits that cost points: anything scored below 1 that carries weight, plus perf opportunities.
  const issues = {};
  for (const id of CATEGORIES) {
    const refs = lhr.categories[id]?.auditRefs ?? [];
    issues[id] = refs
      .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
      .filter(
        ({ ref, audit }) =>
          audit && audit.score !== null && audit.score < 1 && (ref.weight > 0 || id === "performance"),
      )
      .filter(({ audit }) => audit.scoreDisplayMode !== "informative" && audit.scoreDisplayMode !== "notApplicable")
      .map(({ ref, audit }) => ({
        id: ref.id,
        weight: ref.weight,
        score: audit.score,
        title: audit.title,
        display: audit.displayValue ?? "",
      }));
  }
  // Where the main thread went (the host's own time × Lighthouse's 4× CPU slowdown).
  const bootup = (lhr.audits["bootup-time"]?.details?.items ?? []).slice(0, 6).map((item) => ({
    url: String(item.url).replace(/^https?:\/\/[^/]+/, ""),
    totalMs: Math.round(item.total),
    scriptingMs: Math.round(item.scripting),
    parseCompileMs: Math.round(item.scriptParseCompile),
  }));
  const mainThread = Object.fromEntries(
    (lhr.audits["mainthread-work-breakdown"]?.details?.items ?? []).map((item) => [
      item.group,
      Math.round(item.duration),
    ]),
  );
  const longTasks = (lhr.audits["long-tasks"]?.details?.items ?? []).slice(0, 5).map((item) => ({
    url: String(item.url).replace(/^https?:\/\/[^/]+/, ""),
    startMs: Math.round(item.startTime),
    durationMs: Math.round(item.duration),
  }));
  return {
    url,
    scores,
    bootup,
    mainThread,
    longTasks,
    metrics,
    issues,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    warnings: lhr.runWarnings ?? [],
    userAgent: lhr.environment?.networkUserAgent ?? "",
  };
}
