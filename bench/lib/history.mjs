// Every run's figures, kept: its JSON in bench/results/runs/ and one line in bench/results/history.md,
// so a trend can be read without digging through old JSON.
import { appendFileSync, existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const HEADER = [
  "# Parla bench runs",
  "",
  "One line per run of `npm run bench`, appended by bench/lib/history.mjs; each run's JSON is in",
  "`runs/`. Absolute req/s depend on what else ran on the machine (see the load average): compare",
  "the % of the static asset. SSR: req/s as visitors get the page (% of the static asset's; req/s",
  'of uncached renders, with * when their responses did not all say `Server-Timing: ssr;desc="rendered"`',
  'or `"…-rendered"`).',
  "",
  "| Date (UTC) | Commit | Run | Load avg | SSR req/s (% of static; uncached) | First-load JS gzip | Lighthouse perf (a11y/bp/SEO) | Budgets |",
  "|---|---|---|---|---|---|---|---|",
];

/** "2026-11-25T22:40:00.123Z" → "20261125T224000Z": ISO 8601's basic format, safe in file names everywhere. */
const compactTimestamp = (iso) => `${iso.slice(0, 19).replace(/[-:]/g, "")}Z`;

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

function ssrCell(ssr) {
  if (!ssr) return "–";
  return ssr.targets
    .map((t) => {
      if (t.skipped) return `\`${t.path}\` skipped`;
      const uncached = `${t.uncached.rps}${t.uncached.rendered ? "" : "*"}`;
      return `\`${t.path}\` ${t.rps} (${Math.round(t.ratio * 100)} %; ${uncached})`;
    })
    .join(", ");
}

function firstLoadCell(firstLoad) {
  if (!firstLoad) return "–";
  return firstLoad.pages
    .filter((p) => p.js)
    .map((p) => `\`${p.path}\` ${kb(p.js.gzip)}`)
    .join(", ");
}

function lighthouseCell(lighthouse) {
  if (!lighthouse) return "–";
  const scored = lighthouse.pages.filter((p) => p.scores);
  if (!scored.length) return "none scored";
  return scored
    .map((p) => {
      const s = p.scores;
      return `\`${p.path}\` ${s.performance} (${s.accessibility}/${s["best-practices"]}/${s.seo})`;
    })
    .join(", ");
}

function budgetsCell(budgets) {
  const count = (status) => budgets.filter((b) => b.status === status).length;
  const failed = budgets.filter((b) => b.status === "FAIL").map((b) => b.key);
  return `${count("PASS")} pass, ${count("FAIL")} fail${failed.length ? ` (${failed.join(", ")})` : ""}`;
}

/** The history.md line of a run. */
export function summaryLine(results) {
  const m = results.meta;
  // The parts of a run without --only, as bench/run.mjs names them.
  const all = ["ssr", "js", "lighthouse", "generation", "log"].every((part) => m.parts.includes(part));
  const run = `${m.quick ? "quick" : "full"}${all ? "" : `: ${m.parts.join(",")}`}`;
  const cells = [
    m.startedAt.slice(0, 16).replace("T", " "),
    `${m.commit}${m.dirty ? " (dirty)" : ""}`,
    run,
    m.loadAverage[0],
    ssrCell(results.ssr),
    firstLoadCell(results.firstLoad),
    lighthouseCell(results.lighthouse),
    budgetsCell(results.budgets ?? []),
  ];
  return `| ${cells.join(" | ")} |`;
}

/**
 * Writes the run to `{resultsDir}/runs/{timestamp}-{commit}.json` and appends its line to
 * `{resultsDir}/history.md` (created with its header on the first run). Returns the JSON's path.
 */
export function keepRun(resultsDir, results) {
  const runs = join(resultsDir, "runs");
  mkdirSync(runs, { recursive: true });
  const file = join(runs, `${compactTimestamp(results.meta.startedAt)}-${results.meta.commit}.json`);
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  const history = join(resultsDir, "history.md");
  if (!existsSync(history)) writeFileSync(history, `${HEADER.join("\n")}\n`);
  appendFileSync(history, `${summaryLine(results)}\n`);
  return file;
}
