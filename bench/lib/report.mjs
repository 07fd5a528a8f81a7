// Budgets and the Markdown summary written to bench/results/latest.md.

/**
 * The budgets (docs/performance.md, "Budgets"). KB = 1,000 bytes. The speed budgets of 2026-11-26:
 * first-load JS at most 150 KB (the framework chunk alone, react-dom, React Router and the two i18n
 * packages, is 128 KB); Lighthouse at least 90 with LCP at most 2.5 s; a published page at least
 * 60 % of the static asset's throughput in the same run.
 */
export const BUDGETS = {
  ssrRatio: { label: "SSR `/` req/s ÷ static asset req/s", min: 0.4 },
  publishedRatio: { label: "SSR `/p/{slug}` req/s ÷ static asset req/s", min: 0.6 },
  homeJsGzip: { label: "First-load JS of `/`, gzip", max: 150_000 },
  pagesJsGzip: {
    label: "First-load JS of every other page measured (catalog, published, legal, history, generation), gzip",
    max: 150_000,
  },
  lighthousePerformance: { label: "Lighthouse performance", min: 90 },
  lighthouseLcp: { label: "Lighthouse LCP (mobile, simulated), every page", max: 2500 },
  lighthouseOther: { label: "Lighthouse accessibility, best practices, SEO", min: 100 },
  firstDeltaP95: { label: "Generation: first `delta` p95", max: 50 },
  doneP95: { label: "Generation: `done` p95", max: 300 },
  ingest: { label: "Log ingest, events/s accepted", min: 2000 },
  lz4Ratio: { label: "LZ4 ratio of a consumer batch", min: 3 },
};

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
const pct = (ratio) => `${Math.round(ratio * 100)} %`;
const ms = (v) => (v === null || v === undefined ? "–" : `${Math.round(v * 10) / 10} ms`);

/** One row per budget: { budget, result, status: PASS | FAIL | SKIP, note }. */
export function evaluate(results) {
  const rows = [];
  const add = (key, result, pass, note = "") => {
    const b = BUDGETS[key];
    const limit = b.min !== undefined ? `≥ ${formatLimit(key, b.min)}` : `≤ ${formatLimit(key, b.max)}`;
    rows.push({
      key,
      budget: `${b.label} ${limit}`,
      result,
      status: pass === null ? "SKIP" : pass ? "PASS" : "FAIL",
      note,
    });
  };

  // A page's req/s against the static runs around it, in the same run.
  const ssrBudget = (key, target) => {
    if (!results.ssr) return;
    if (!target || target.skipped) return add(key, "–", null, target?.reason ?? "not measured");
    const cpu = target.cpuRatio ? `; by workerd CPU/request ${pct(target.cpuRatio)}` : "";
    add(
      key,
      `${pct(target.ratio)} (${target.rps} vs ${target.staticRps} req/s${cpu})`,
      target.ratio >= BUDGETS[key].min,
    );
  };
  ssrBudget(
    "ssrRatio",
    results.ssr?.targets?.find((t) => t.path === "/"),
  );
  ssrBudget(
    "publishedRatio",
    results.ssr?.targets?.find((t) => t.path.startsWith("/p/")),
  );

  const homeJs = results.firstLoad?.pages?.find((p) => p.path === "/");
  if (homeJs && !homeJs.error) add("homeJsGzip", kb(homeJs.js.gzip), homeJs.js.gzip <= BUDGETS.homeJsGzip.max);
  else if (results.firstLoad) add("homeJsGzip", "–", null, homeJs?.error ?? "not measured");

  const otherJs = (results.firstLoad?.pages ?? []).filter((p) => p.path !== "/" && p.js);
  if (otherJs.length) {
    add(
      "pagesJsGzip",
      otherJs.map((p) => `\`${p.path}\` ${kb(p.js.gzip)}`).join(", "),
      otherJs.every((p) => p.js.gzip <= BUDGETS.pagesJsGzip.max),
    );
  }

  if (results.lighthouse) {
    const pages = results.lighthouse.pages.filter((p) => p.scores);
    const lcp = pages.filter((p) => p.metrics?.["largest-contentful-paint"]);
    if (lcp.length) {
      add(
        "lighthouseLcp",
        lcp.map((p) => `${p.name} ${p.metrics["largest-contentful-paint"].display}`).join(", "),
        lcp.every((p) => p.metrics["largest-contentful-paint"].value <= BUDGETS.lighthouseLcp.max),
      );
    }
    const skipped = results.lighthouse.pages.filter((p) => !p.scores).map((p) => `${p.name}: ${p.reason ?? p.error}`);
    if (pages.length) {
      const perf = pages.map((p) => `${p.name} ${p.scores.performance}`).join(", ");
      add(
        "lighthousePerformance",
        perf,
        pages.every((p) => p.scores.performance >= BUDGETS.lighthousePerformance.min),
        skipped.join("; "),
      );
      const others = pages
        .map((p) => `${p.name} ${p.scores.accessibility}/${p.scores["best-practices"]}/${p.scores.seo}`)
        .join(", ");
      add(
        "lighthouseOther",
        others,
        pages.every(
          (p) => p.scores.accessibility === 100 && p.scores["best-practices"] === 100 && p.scores.seo === 100,
        ),
        skipped.join("; "),
      );
    } else {
      add("lighthousePerformance", "–", null, skipped.join("; "));
      add("lighthouseOther", "–", null, skipped.join("; "));
    }
  }

  const gen = results.generation;
  if (gen && !gen.skipped && gen.completed) {
    add(
      "firstDeltaP95",
      `${ms(gen.firstDeltaMs.p95)} (p50 ${ms(gen.firstDeltaMs.p50)})`,
      gen.firstDeltaMs.p95 <= BUDGETS.firstDeltaP95.max,
    );
    add("doneP95", `${ms(gen.doneMs.p95)} (p50 ${ms(gen.doneMs.p50)})`, gen.doneMs.p95 <= BUDGETS.doneP95.max);
  } else if (gen) {
    const reason = gen.reason ?? "no generation completed";
    add("firstDeltaP95", "–", null, reason);
    add("doneP95", "–", null, reason);
  }

  const ingest = results.logIngest;
  if (ingest) {
    const measured = ingest.batches.filter((b) => !b.skipped);
    if (measured.length) {
      const best = Math.max(...measured.map((b) => b.eventsPerSecond));
      const text = measured.map((b) => `${b.batch}: ${b.eventsPerSecond}`).join(", ");
      add("ingest", `${text} (batch: events/s)`, best >= BUDGETS.ingest.min, "judged on the best batch size");
    } else add("ingest", "–", null, ingest.batches.map((b) => b.reason).join("; "));
    add(
      "lz4Ratio",
      `${ingest.lz4.ratio} (${ingest.lz4.rawBytes} → ${ingest.lz4.lz4Bytes} bytes)`,
      ingest.lz4.ratio >= BUDGETS.lz4Ratio.min,
    );
  }
  return rows;
}

function formatLimit(key, value) {
  if (key === "ssrRatio" || key === "publishedRatio") return pct(value);
  if (key === "homeJsGzip" || key === "pagesJsGzip") return kb(value);
  if (key === "lighthouseLcp") return `${value / 1000} s`;
  if (key === "firstDeltaP95" || key === "doneP95") return `${value} ms`;
  if (key === "ingest") return value.toLocaleString("en-US");
  return String(value);
}

const table = (header, rows) =>
  [
    `| ${header.join(" | ")} |`,
    `|${header.map(() => "---").join("|")}|`,
    ...rows.map((r) => `| ${r.join(" | ")} |`),
  ].join("\n");

const times = (ratio) => (ratio === null || ratio === undefined ? "–" : `${ratio}×`);
const serverTiming = (counts) => Object.keys(counts).join(", ") || "–";

/** One row of the SSR table: the page as visitors get it, then its uncached renders. */
function ssrRow(t) {
  if (t.skipped) return [`\`${t.path}\``, "skipped", t.reason, "", "", "", "", "", ""];
  const u = t.uncached;
  return [
    `\`${t.path}\``,
    String(t.rps),
    ms(t.latencyMs.p50),
    ms(t.latencyMs.p99),
    `${pct(t.ratio)} of ${t.staticRps}${t.cpuRatio ? ` (CPU ${pct(t.cpuRatio)})` : ""}`,
    `${u.rps}${u.rendered ? "" : "*"}`,
    `${times(t.cacheRatio)} (CPU ${times(t.cacheCpuRatio)})`,
    `${ms(t.serverCpuMsPerRequest)} / ${ms(u.serverCpuMsPerRequest)}`,
    `${serverTiming(t.serverTiming)} / ${serverTiming(u.serverTiming)}`,
  ];
}

function ssrSection(r) {
  const s = r.static;
  const rows = [
    ...r.targets.map(ssrRow),
    [
      `\`${s.path}\` (static)`,
      String(s.rps),
      ms(s.latencyMs.p50),
      ms(s.latencyMs.p99),
      `${s.runs.length} runs: ${s.runs.map((run) => run.rps).join(", ")}`,
      "",
      "",
      ms(s.serverCpuMsPerRequest),
      "",
    ],
  ];
  const lines = [
    `SSR and static: ${r.seconds} s per page as visitors get it, then ${r.uncachedSeconds} s of uncached renders (${r.uncachedBy}), ${r.staticSeconds} s per static run before and after each page; ${r.connections} connections, after ${r.warmupSeconds} s of warm-up each. % of static: req/s over the mean of the two static runs around the page (CPU: static's CPU per request over the page's). Cached ÷ uncached: req/s, and CPU per request the other way round.`,
    "",
    table(
      [
        "Target",
        "req/s",
        "p50",
        "p99",
        "% of static",
        "uncached req/s",
        "cached ÷ uncached",
        "workerd CPU/req (cached / uncached)",
        "Server-Timing ssr (cached / uncached)",
      ],
      rows,
    ),
  ];
  if (r.targets.some((t) => t.uncached && !t.uncached.rendered))
    lines.push(
      "",
      '\\* Not every uncached response said it was rendered (`Server-Timing: ssr;desc="rendered"` or `"…-rendered"`): a cache not keyed by the URL answered, or the route sends no such header, so that cached ÷ uncached is not a cache against renders.',
    );
  return lines;
}

export function markdown(results, budgetRows) {
  const m = results.meta;
  const lines = [
    `# Parla bench, ${m.finishedAt.slice(0, 16).replace("T", " ")} UTC${m.quick ? " (--quick)" : ""}`,
    "",
    `Commit ${m.commit}${m.dirty ? " (uncommitted changes)" : ""}, build ${m.buildId ?? "?"}; workerd ${m.workerd} via Miniflare ${m.miniflare}; Node ${m.node}; ${m.cpus} CPUs, load average ${m.loadAverage.join(" / ")} at start. Absolute figures are context: the machine is shared; ratios come from one run.`,
    "",
    table(
      ["Budget", "Result", "Status"],
      budgetRows.map((r) => [r.budget, r.result + (r.note && r.status !== "PASS" ? ` — ${r.note}` : ""), r.status]),
    ),
  ];

  if (results.ssr) lines.push("", ...ssrSection(results.ssr));

  if (results.firstLoad) {
    lines.push("", "First load (gzip -9 / brotli 11):", "");
    lines.push(
      table(
        ["Page", "JS gzip", "JS brotli", "JS files", "CSS gzip", "HTML gzip"],
        results.firstLoad.pages.map((p) =>
          p.error || p.skipped
            ? [`\`${p.path}\``, p.reason ?? p.error, "", "", "", ""]
            : [`\`${p.path}\``, kb(p.js.gzip), kb(p.js.brotli), String(p.js.files), kb(p.css.gzip), kb(p.html.gzip)],
        ),
      ),
    );
  }

  if (results.lighthouse) {
    lines.push(
      "",
      `Lighthouse (${results.lighthouse.settings ?? "mobile, simulated throttling"}; host benchmarkIndex ${results.lighthouse.benchmarkIndex ?? "?"}${(results.lighthouse.benchmarkIndex ?? 0) < 1000 ? ", below the 1,000 Lighthouse calibrates its 4× CPU slowdown for" : ""}):`,
      "",
    );
    lines.push(
      table(
        ["Page", "Perf", "A11y", "Best pr.", "SEO", "FCP", "LCP", "TBT", "CLS"],
        results.lighthouse.pages.map((p) =>
          p.scores
            ? [
                `\`${p.path}\``,
                p.runs?.length > 1
                  ? `${p.scores.performance} (runs ${p.runs.map((r) => r.scores.performance).join(", ")})`
                  : p.scores.performance,
                p.scores.accessibility,
                p.scores["best-practices"],
                p.scores.seo,
                p.metrics["first-contentful-paint"].display,
                p.metrics["largest-contentful-paint"].display,
                p.metrics["total-blocking-time"].display,
                p.metrics["cumulative-layout-shift"].display,
              ].map(String)
            : [`\`${p.path ?? p.name}\``, p.reason ?? p.error, "", "", "", "", "", "", ""],
        ),
      ),
    );
  }

  if (results.generation && !results.generation.skipped) {
    const g = results.generation;
    lines.push(
      "",
      `Generation (builtin provider, ${g.completed}/${g.briefs} briefs over ${g.templates} templates × ${g.locales} locales, one after another): first delta p50 ${ms(g.firstDeltaMs.p50)}, p95 ${ms(g.firstDeltaMs.p95)}; done p50 ${ms(g.doneMs.p50)}, p95 ${ms(g.doneMs.p95)}. Phases (p50 / p95): request → response headers ${ms(g.phasesMs.toHeaders.p50)} / ${ms(g.phasesMs.toHeaders.p95)}, headers → first delta ${ms(g.phasesMs.headersToFirstDelta.p50)} / ${ms(g.phasesMs.headersToFirstDelta.p95)}, first delta → \`done\` ${ms(g.phasesMs.firstDeltaToDone.p50)} / ${ms(g.phasesMs.firstDeltaToDone.p95)}; ${g.deltasPerGeneration.p50} deltas per text (p50); workerd CPU ${ms(g.workerdCpuMsPerGeneration)} per generation.`,
    );
  }

  if (results.logIngest) {
    const rows = results.logIngest.batches.map((b) =>
      b.skipped
        ? [String(b.batch), "skipped", "", "", "", b.reason, "", ""]
        : [
            String(b.batch),
            String(b.rps),
            String(b.eventsPerSecond),
            ms(b.latencyMs.p50),
            ms(b.latencyMs.p99),
            ms(b.serverCpuMsPerRequest),
            ms(b.pipelineCpuMsPerRequest),
            String(b.eventsPerCoreSecond ?? "–"),
          ],
    );
    const d = results.logIngest.refused;
    if (d && !d.skipped)
      rows.push([
        "50, refused (400)",
        String(d.rps),
        "–",
        ms(d.latencyMs.p50),
        ms(d.latencyMs.p99),
        ms(d.serverCpuMsPerRequest),
        "–",
        "–",
      ]);
    lines.push(
      "",
      "Log ingest (POST /api/log, fresh uuids per request; the queue consumer runs alongside):",
      "",
      table(
        ["Batch", "req/s", "events/s", "p50", "p99", "workerd CPU/req", "incl. consumer", "events per CPU-second"],
        rows,
      ),
    );
  }

  if (results.analysis?.groups) {
    const top = results.analysis.groups.filter((g) => g.gzipShare >= 2000).map((g) => `${g.group} ${kb(g.gzipShare)}`);
    const missing = (results.analysis.unmatched ?? []).map((c) => `${c.file} ${kb(c.gzip)}`);
    lines.push(
      "",
      `First-load JS of \`/\` by source (≈ gzip share of ${kb(results.analysis.totalGzip)}; groups of 2 KB and more): ${top.join(", ")}.${missing.length ? ` Not in the source-map build (sources changed in between): ${missing.join(", ")}.` : ""}`,
    );
  }

  if (results.profile?.paths) {
    for (const [path, p] of Object.entries(results.profile.paths)) {
      const parts = p.breakdown.filter((c) => c.share >= 2).map((c) => `${c.category} ${c.share} %`);
      lines.push(
        "",
        `Profile of \`${path}\` (${p.requests} requests; workerd ${ms(p.workerdCpuMsPerRequest)} CPU/request with the profiler on). The worker's JS: ${parts.join("; ")}.`,
      );
    }
  }

  if (results.errors?.length) {
    lines.push("", "Errors:", "", ...results.errors.map((e) => `- ${e}`));
  }
  return `${lines.join("\n")}\n`;
}
