// `npm run bench`: builds once, serves the production bundle with workerd (Miniflare's Node API,
// no wrangler dev proxy) and measures SSR throughput, first-load bytes, Lighthouse, generation
// latency and log ingest against the budgets of issue 8. See docs/decisions/0004-benchmarks.md.
import { execFileSync, spawn } from "node:child_process";
import { createWriteStream, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { cleanup, installSignalHandlers, onCleanup, trackProcess } from "./lib/cleanup.mjs";
import { failer, readOptions } from "./lib/cli.mjs";

const HELP = `Usage: npm run bench [-- options]

  --quick          3 s per load target, 10 generations, Lighthouse on / only (under 2 minutes)
  --no-build       reuse build/ instead of running \`vite build\` first
  --only=LIST      run only some parts: ssr,js,lighthouse,generation,log (comma-separated)
  --profile        also CPU-profile SSR of / and the static asset in a second workerd (inspector
                   on): top functions and files, .cpuprofile files for DevTools in bench/results/
  --only=scale     the scale bench of issue 27 (after the build): per N, N visitors × 10 drafts seeded
                   in D1's old layout, moved into their objects by the move itself, then history,
                   search, a refinement and a published page timed (docs/performance.md, "Scale");
                   writes bench/results/scale.md and scale.json
  --scale-visitors=LIST  the N of the scale bench (default 1000,100000; the first is the baseline)
  --analyze        also rebuild the client with source maps in a temporary copy of the project
                   and attribute the first-load JS of / to packages and folders
  --duration=S     seconds of load per page (default 10, or 3 with --quick); a page's uncached
                   renders get half of it without --quick, the static runs half with --quick
  --connections=N  concurrent connections of the load generator (default 8)
  --strict         exit with status 1 when a budget is missed (default: only on errors)
  -h, --help       this text

Writes bench/results/latest.json and bench/results/latest.md (and Lighthouse HTML reports in
bench/results/lighthouse/), keeps the run's JSON in bench/results/runs/ and a line about it in
bench/results/history.md, and prints the Markdown table.`;

const PARTS = ["ssr", "js", "lighthouse", "generation", "log"];
const EXTRA_PARTS = ["profile", "analyze", "scale"];
const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const RESULTS = join(ROOT, "bench", "results");
const SLUG = "bench-page";
const CATALOG_DETAIL = "/solutions/industries/real-estate";

const fail = failer("bench");
const options = readOptions("bench", HELP, {
  quick: { type: "boolean", default: false },
  "no-build": { type: "boolean", default: false },
  only: { type: "string" },
  duration: { type: "string" },
  connections: { type: "string" },
  strict: { type: "boolean", default: false },
  profile: { type: "boolean", default: false },
  analyze: { type: "boolean", default: false },
  "scale-visitors": { type: "string", default: "1000,100000" },
});

const [major, minor] = process.versions.node.split(".").map(Number);
if (major < 22 || (major === 22 && minor < 19)) {
  fail(
    `Node ${process.versions.node} is too old: run it with \`npm run bench\`, which uses the node@22 devDependency.`,
  );
}

const parts = new Set(options.only ? options.only.split(",").map((p) => p.trim()) : PARTS);
if (options.profile) parts.add("profile");
if (options.analyze) parts.add("analyze");
for (const part of parts) {
  if (!PARTS.includes(part) && !EXTRA_PARTS.includes(part))
    fail(`unknown part "${part}" in --only (known: ${[...PARTS, ...EXTRA_PARTS].join(", ")})`);
}
const quick = options.quick;
const duration = options.duration ? Number(options.duration) : quick ? 3 : 10;
const warmup = quick ? 0.5 : 2;
const LIGHTHOUSE_RUNS = quick ? 1 : 3;
const connections = options.connections ? Number(options.connections) : 8;
if (!(duration > 0) || !(connections > 0)) fail("--duration and --connections take positive numbers");

// Local runs never reach Cloudflare (docs/decisions/0007-local-server.md).
process.env.WRANGLER_SEND_METRICS = "false";
process.env.CLOUDFLARE_CF_FETCH_ENABLED = "false";

const log = (message) => console.log(message);
const elapsed = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

function git(...args) {
  try {
    return execFileSync("git", args, { cwd: ROOT, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return "";
  }
}

function packageVersion(name) {
  try {
    return JSON.parse(readFileSync(join(ROOT, "node_modules", name, "package.json"), "utf8")).version;
  } catch {
    return "?";
  }
}

/** `vite build`, its output kept in bench/results/build.log and shown only when it fails. */
function build() {
  const logFile = join(RESULTS, "build.log");
  return new Promise((resolve, reject) => {
    const vite = join(ROOT, "node_modules", ".bin", "vite");
    if (!existsSync(vite)) return reject(new Error("node_modules/.bin/vite is missing: run npm install"));
    const out = createWriteStream(logFile);
    const child = spawn(vite, ["build"], {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: "production" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const untrack = trackProcess(child.pid);
    child.stdout.pipe(out);
    child.stderr.pipe(out);
    child.on("error", reject);
    child.on("close", (code, signal) => {
      untrack();
      out.end();
      if (code === 0) return resolve();
      const tail = readFileSync(logFile, "utf8").split("\n").slice(-40).join("\n");
      reject(new Error(`vite build exited with ${signal ?? code}; last lines of ${relative(ROOT, logFile)}:\n${tail}`));
    });
  });
}

async function benchFirstLoad(base, pages) {
  const { firstLoad } = await import("./lib/first-load.mjs");
  const out = [];
  for (const page of pages) {
    if (page.skipped) {
      out.push({ path: page.path, skipped: true, reason: page.reason });
      continue;
    }
    try {
      const result = await firstLoad(base, page.path);
      out.push(result);
      log(
        `  ${page.path}: JS ${(result.js.gzip / 1000).toFixed(1)} KB gzip (${result.js.files} files), CSS ${(result.css.gzip / 1000).toFixed(1)} KB, HTML ${(result.html.gzip / 1000).toFixed(1)} KB`,
      );
    } catch (error) {
      out.push({ path: page.path, error: error.message });
      log(`  ${page.path}: ${error.message}`);
    }
  }
  return { compression: "gzip level 9, brotli quality 11 (node:zlib); KB = 1,000 bytes", pages: out };
}

async function benchLighthouse(base, pages) {
  const { audit, launchChrome } = await import("./lib/lighthouse.mjs");
  if (!existsSync("/usr/bin/chromium") && !process.env.CHROME_PATH) {
    return {
      pages: pages.map((p) => ({ ...p, skipped: true, reason: "no /usr/bin/chromium (apt-get install -y chromium)" })),
    };
  }
  rmSync(join(RESULTS, "lighthouse"), { recursive: true, force: true }); // no stale reports
  const chrome = await launchChrome((c) => trackProcess(c.pid, { group: true }));
  const stop = onCleanup(() => chrome.kill());
  const out = [];
  let benchmarkIndex = null;
  try {
    for (const page of pages) {
      if (page.skipped) {
        out.push({ name: page.name, path: page.path, skipped: true, reason: page.reason });
        continue;
      }
      const started = performance.now();
      try {
        // Lighthouse's own advice against its variance: several runs, keep the median. The full
        // run does 3 per page; --quick one.
        const runs = [];
        const failures = [];
        for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
          // Lighthouse sometimes loses a trace (NO_NAVSTART and the like): each run gets a second try.
          for (let attempt = 1; attempt <= 2; attempt++) {
            try {
              runs.push(
                await audit(chrome, base + page.path, {
                  reportDir: join(RESULTS, "lighthouse"),
                  name: `${page.name}-${i + 1}`,
                }),
              );
              break;
            } catch (error) {
              failures.push(error.message);
              log(`  ${page.path}: run ${i + 1}, try ${attempt}: ${error.message}`);
            }
          }
        }
        if (!runs.length) throw new Error(failures.join("; "));
        const sorted = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
        const result = sorted[Math.floor((sorted.length - 1) / 2)];
        benchmarkIndex ??= result.benchmarkIndex;
        out.push({
          name: page.name,
          path: page.path,
          ...result,
          failedRuns: failures,
          runs: runs.map((r) => ({
            scores: r.scores,
            benchmarkIndex: r.benchmarkIndex,
            tbt: r.metrics["total-blocking-time"].value,
          })),
        });
        const s = result.scores;
        const all = runs.length > 1 ? ` (runs: ${runs.map((r) => r.scores.performance).join(", ")})` : "";
        log(
          `  ${page.path}: performance ${s.performance}${all}, accessibility ${s.accessibility}, best practices ${s["best-practices"]}, SEO ${s.seo} (${elapsed(started)})`,
        );
      } catch (error) {
        out.push({ name: page.name, path: page.path, error: error.message });
        log(`  ${page.path}: ${error.message}`);
      }
    }
  } finally {
    stop();
    await chrome.kill();
  }
  return {
    benchmarkIndex,
    settings: `mobile emulation, simulated throttling (Lighthouse defaults); median performance of ${LIGHTHOUSE_RUNS} run(s) per page`,
    pages: out,
  };
}

async function benchLog(base, cpu, mf) {
  const { benchIngest, drainer, lz4Ratio, typicalEvents } = await import("./lib/log-ingest.mjs");
  // The full run waits for the consumer between runs (its backlog would be charged to the next
  // run); --quick skips that to stay under two minutes.
  const drain = quick ? undefined : drainer(mf, { maxSeconds: 30 });
  const { measure } = await import("./lib/load.mjs");
  const lz4 = lz4Ratio(100);
  log(`  LZ4 ratio of 100 typical events: ${lz4.ratio} (${lz4.rawBytes} → ${lz4.lz4Bytes} bytes)`);
  // --quick halves the ingest runs too (3 batch sizes); the full run gives them `duration` each.
  const batches = await benchIngest(base, {
    sizes: [1, 10, 50],
    duration: quick ? duration / 2 : duration,
    warmup,
    connections,
    cpu,
    drain,
  });
  for (const b of batches) {
    log(
      b.skipped
        ? `  batch ${b.batch}: skipped (${b.reason})`
        : `  batch ${b.batch}: ${b.rps} req/s = ${b.eventsPerSecond} events/s, p50 ${b.latencyMs.p50} ms; workerd CPU ${b.serverCpuMsPerRequest} ms/req (${Math.round((b.serverCpuShare ?? 0) * 100)} % of a core)${b.drained ? `, ${b.pipelineCpuMsPerRequest} ms with the consumer (drained in ${b.drained.seconds} s)` : ""}`,
    );
  }
  // Diagnostic: the same 50-event body with a bad uuid is parsed and validated, then refused
  // before the queue: the difference to the accepted batch is enrichment plus LOG_QUEUE.send.
  let refused;
  if (!quick && batches.some((b) => !b.skipped)) {
    await drain?.();
    const events = typicalEvents(50, { seed: 50 });
    events[49].uuid = "not-a-uuid";
    refused = await measure({
      url: `${base}/api/log`,
      method: "POST",
      headers: { "content-type": "application/json", origin: new URL(base).origin },
      body: JSON.stringify({ __logs__: events }),
      duration,
      warmup,
      connections,
      cpu,
    });
    refused.statusesNote = "400 expected";
    refused.rps = Math.round(((refused.statuses["400"] ?? 0) / refused.seconds) * 10) / 10;
    log(
      `  batch 50 refused by validation: ${refused.rps} req/s, p50 ${refused.latencyMs.p50} ms; workerd CPU ${refused.serverCpuMsPerRequest} ms/req`,
    );
  }
  return { lz4, batches, refused };
}

/** Profiles the worker isolates of a fresh workerd (not the one measured) under SSR and static load. */
async function profileSsr() {
  const { startWorkerd } = await import("./lib/server.mjs");
  const { categorise, startProfiling, summarise } = await import("./lib/profile.mjs");
  const { measure, BROWSER_HEADERS } = await import("./lib/load.mjs");
  const { STATIC_PATH } = await import("./lib/ssr.mjs");
  const { createServer } = await import("node:net");
  const inspectorPort = await new Promise((resolve, reject) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });
  for (const file of readdirSync(RESULTS)) if (file.endsWith(".cpuprofile")) rmSync(join(RESULTS, file));
  const server = await startWorkerd({ root: ROOT, buildDir: join(ROOT, "build"), inspectorPort });
  const stop = onCleanup(() => server.dispose());
  const worker = `core:user:${server.config.name}`;
  const out = {};
  const paths = quick ? ["/", STATIC_PATH] : ["/", "/ja/templates", CATALOG_DETAIL, STATIC_PATH, "/healthz"];
  try {
    for (const path of paths) {
      await measure({ url: server.url + path, headers: BROWSER_HEADERS, duration: 1, warmup: 0, connections: 2 });
      const finish = await startProfiling(inspectorPort, [worker], 100);
      const load = await measure({
        url: server.url + path,
        headers: BROWSER_HEADERS,
        duration: quick ? 3 : 6,
        warmup: 0,
        connections: 2,
        cpu: server.cpuMs,
      });
      const profiles = await finish();
      const name = path === "/" ? "home" : path.replace(/^\//, "").replace(/[^\w.-]+/g, "_");
      writeFileSync(join(RESULTS, `profile-${name}.cpuprofile`), JSON.stringify(profiles[worker]));
      const user = summarise(profiles[worker], 40);
      const perRequest = (ms) => Math.round((ms / load.requests) * 100) / 100;
      const scale = (list) => list.map((x) => ({ ...x, msPerRequest: perRequest(x.ms) }));
      out[path] = {
        requests: load.requests,
        workerdCpuMsPerRequest: load.serverCpuMsPerRequest,
        sampledWallMsPerRequest: perRequest(user.jsMs),
        breakdown: categorise(profiles[worker]),
        files: scale(user.files),
        self: scale(user.self),
        total: scale(user.total),
      };
      log(
        `  ${path}: ${load.requests} requests, workerd CPU ${load.serverCpuMsPerRequest} ms/req with the profiler on; the worker's JS by activity:`,
      );
      for (const c of out[path].breakdown.filter((c) => c.share >= 1))
        log(`    ${String(c.share).padStart(5)} %  ${c.category}`);
      log(
        `    top self time: ${user.self
          .slice(0, 6)
          .map((x) => `${x.name} ${x.share} %`)
          .join(", ")}`,
      );
    }
  } finally {
    stop();
    await server.dispose();
  }
  return {
    note: "V8 sampling profiler at 100 µs on the Parla worker's isolate. Sample times are wall-clock (inflated when the machine is busy and by the profiler): use the shares. Open bench/results/profile-*.cpuprofile in Chrome DevTools.",
    paths: out,
  };
}

/** Attributes the first-load chunks of / to packages, from a source-map build in a temporary copy. */
async function analyzeBundle(home) {
  if (!home?.chunks) throw new Error('needs the first-load result of / (keep "js" in --only)');
  const { analyseChunks, buildWithSourceMaps } = await import("./lib/bundle-map.mjs");
  const t = performance.now();
  const built = await buildWithSourceMaps(ROOT);
  const stop = onCleanup(built.dispose);
  try {
    log(`  source-map build in ${elapsed(t)}`);
    const result = analyseChunks(built.assets, home.chunks);
    // Chunks the source-map build no longer has (the sources changed in between) stay out of the
    // shares and are listed as they are.
    const unmatched = result.chunks
      .filter((c) => !c.matched)
      .map((c) => ({ file: c.file, gzip: home.chunks.find((h) => h.file === c.file)?.gzip ?? 0 }));
    const attributed = home.js.gzip - unmatched.reduce((a, c) => a + c.gzip, 0);
    const sumAlone = result.groups.reduce((a, g) => a + g.gzipAlone, 0);
    const groups = result.groups.map((g) => ({ ...g, gzipShare: Math.round((g.gzipAlone / sumAlone) * attributed) }));
    for (const c of unmatched)
      log(`    not in the source-map build (sources changed?): ${c.file}, ${(c.gzip / 1000).toFixed(1)} KB gzip`);
    for (const g of groups.slice(0, 12))
      log(
        `    ${String(g.raw).padStart(7)} B raw, ~${(g.gzipShare / 1000).toFixed(1)} KB of the gzip total  ${g.group}`,
      );
    return {
      note: "gzipShare = the group's bytes gzipped alone, scaled so the groups add up to the measured gzip total",
      totalGzip: home.js.gzip,
      groups,
      unmatched,
      chunks: result.chunks,
    };
  } finally {
    stop();
    built.dispose();
  }
}

async function main() {
  const started = performance.now();
  mkdirSync(RESULTS, { recursive: true });
  installSignalHandlers();
  const results = {
    meta: {
      startedAt: new Date().toISOString(),
      quick,
      parts: [...parts],
      commit: git("rev-parse", "--short", "HEAD") || "?",
      dirty: git("status", "--porcelain") !== "",
      node: process.versions.node,
      workerd: packageVersion("workerd"),
      miniflare: packageVersion("miniflare"),
      lighthouse: packageVersion("lighthouse"),
      autocannon: packageVersion("autocannon"),
      cpus: cpus().length,
      loadAverage: loadavg().map((l) => Math.round(l * 100) / 100),
    },
    errors: [],
  };

  if (options["no-build"]) {
    if (!existsSync(join(ROOT, "build", "server", "wrangler.json")))
      fail("--no-build, but there is no build/ (run without --no-build)");
    log("Reusing build/ (--no-build)");
  } else {
    const t = performance.now();
    log("Building (vite build)…");
    // Another session's build of the same folder can make ours fail; one more try settles it.
    await build().catch(async (error) => {
      log(`  vite build failed (${error.message.split("\n")[0]}); trying once more in 5 s`);
      await new Promise((done) => setTimeout(done, 5000));
      await build();
    });
    log(`  built in ${elapsed(t)}`);
  }
  if (parts.has("scale")) {
    const sizes = options["scale-visitors"].split(",").map(Number);
    if (sizes.length < 2 || sizes.some((n) => !Number.isInteger(n) || n < 2))
      fail("--scale-visitors takes two or more whole numbers of visitors, at least 2 each, the baseline first");
    log(`Scale (${sizes.join(", ")} visitors)`);
    const { benchScale } = await import("./lib/scale.mjs");
    const outcome = await benchScale({ root: ROOT, buildDir: join(ROOT, "build"), results: RESULTS, sizes, log });
    parts.delete("scale");
    if (parts.size === 0) return options.strict && !outcome.pass ? 1 : 0;
  }

  try {
    results.meta.buildId = JSON.parse(readFileSync(join(ROOT, "build", "client", "builds", "latest.json"), "utf8")).id;
  } catch {}

  const { startWorkerd } = await import("./lib/server.mjs");
  const t = performance.now();
  const server = await startWorkerd({ root: ROOT, buildDir: join(ROOT, "build") });
  const stopServer = onCleanup(() => server.dispose());
  const base = server.url;
  log(`workerd serving a snapshot of build/ at ${base} (ready in ${elapsed(t)})`);

  const health = await fetch(`${base}/healthz`).catch((error) => ({ status: error.message }));
  if (health.status !== 200) throw new Error(`GET /healthz answered ${health.status}: the worker does not start`);

  // The /p/{slug} page needs an item generated and published through the API.
  let published = { path: `/p/${SLUG}`, skipped: true, reason: "not needed" };
  if (parts.has("ssr") || parts.has("js") || parts.has("lighthouse")) {
    const { publishPage } = await import("./lib/generation.mjs");
    const outcome = await publishPage(base, SLUG).catch((error) => ({ skipped: true, reason: error.message }));
    published = outcome.skipped
      ? { path: `/p/${SLUG}`, skipped: true, reason: outcome.reason }
      : { path: outcome.path };
    log(published.skipped ? `/p/${SLUG}: skipped (${published.reason})` : `Published ${published.path}`);
  }
  const pages = [{ path: "/" }, { path: "/ja/templates" }, { path: CATALOG_DETAIL }, published];
  // The budget is every page's first load: the load-tested pages, and the kinds of page they leave
  // out (a legal page, the history, the generation screen).
  const firstLoadPages = [...pages, { path: "/privacy" }, { path: "/history" }, { path: "/generate/landing-page" }];

  const phase = async (name, key, fn) => {
    if (!parts.has(key)) return;
    log(`\n${name}`);
    const t0 = performance.now();
    try {
      return await fn();
    } catch (error) {
      results.errors.push(`${name}: ${error.message}`);
      log(`  failed: ${error.message}`);
    } finally {
      log(`  (${elapsed(t0)})`);
    }
  };

  results.ssr = await phase("SSR throughput (autocannon → workerd)", "ssr", async () => {
    const { benchSsr } = await import("./lib/ssr.mjs");
    return benchSsr({ base, pages, cpu: server.cpuMs, duration, warmup, connections, quick, log });
  });
  results.firstLoad = await phase("First-load bytes", "js", () => benchFirstLoad(base, firstLoadPages));
  // The pages of issue 16: home in two scripts, a catalog list, a solution, a zh use case, the
  // generation screen and a published page; --quick audits / only.
  const lighthousePages = [
    { name: "home", path: "/" },
    ...(quick
      ? []
      : [
          { name: "home-ja", path: "/ja" },
          { name: "templates-de", path: "/de/templates" },
          { name: "catalog-detail", path: CATALOG_DETAIL },
          { name: "use-case-zh", path: "/zh/use-cases/marketing/product-launch" },
          { name: "generate", path: "/generate/blog-post" },
          { name: "published", ...published },
        ]),
  ];
  results.lighthouse = await phase("Lighthouse (Chromium, mobile)", "lighthouse", () =>
    benchLighthouse(base, lighthousePages),
  );
  results.generation = await phase("Generation (POST /api/generations, builtin)", "generation", async () => {
    const { benchGeneration } = await import("./lib/generation.mjs");
    const { TEMPLATES } = await import("../shared/catalog/templates.ts");
    const { LOCALE_CODES } = await import("../shared/locales.ts");
    const count = quick ? 10 : 50;
    const outcome = await benchGeneration(base, count, server.cpuMs);
    if (outcome.skipped) log(`  skipped (${outcome.reason})`);
    else {
      log(
        `  ${outcome.completed}/${count}: first delta p50 ${outcome.firstDeltaMs.p50} ms, p95 ${outcome.firstDeltaMs.p95} ms; done p50 ${outcome.doneMs.p50} ms, p95 ${outcome.doneMs.p95} ms`,
      );
      const p = outcome.phasesMs;
      log(`  workerd CPU per generation: ${outcome.workerdCpuMsPerGeneration} ms`);
      log(
        `  phases p50/p95: to headers ${p.toHeaders.p50}/${p.toHeaders.p95} ms, headers → first delta ${p.headersToFirstDelta.p50}/${p.headersToFirstDelta.p95} ms, first delta → done ${p.firstDeltaToDone.p50}/${p.firstDeltaToDone.p95} ms`,
      );
      for (const f of outcome.failures) log(`  failed: ${f.template}/${f.locale}: ${f.error}`);
    }
    return { ...outcome, templates: Math.min(count, TEMPLATES.length), locales: Math.min(count, LOCALE_CODES.length) };
  });
  results.logIngest = await phase("Log ingest (POST /api/log)", "log", () => benchLog(base, server.cpuMs, server.mf));

  stopServer();
  await server.dispose();

  results.profile = await phase(
    "CPU profile of SSR / and the static asset (separate workerd, inspector on)",
    "profile",
    () => profileSsr(),
  );
  results.analysis = await phase(
    "First-load JS of / by package (source-map build in a temporary copy)",
    "analyze",
    () => analyzeBundle(results.firstLoad?.pages?.find((p) => p.path === "/")),
  );

  const { evaluate, markdown } = await import("./lib/report.mjs");
  results.meta.finishedAt = new Date().toISOString();
  results.meta.seconds = Math.round((performance.now() - started) / 100) / 10;
  results.budgets = evaluate(results);
  const md = markdown(results, results.budgets);
  writeFileSync(join(RESULTS, "latest.json"), `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(join(RESULTS, "latest.md"), md);
  const { keepRun } = await import("./lib/history.mjs");
  const kept = keepRun(RESULTS, results);
  log(`\n${md}`);
  log(
    `Wrote ${relative(ROOT, join(RESULTS, "latest.json"))}, latest.md and ${relative(ROOT, kept)}, and added a line to ${relative(ROOT, join(RESULTS, "history.md"))} in ${results.meta.seconds} s.`,
  );

  const missed = results.budgets.filter((b) => b.status === "FAIL");
  if (results.errors.length) return 1;
  if (options.strict && missed.length) return 1;
  return 0;
}

main()
  .then(async (code) => {
    await cleanup();
    process.exit(code);
  })
  .catch(async (error) => {
    console.error(`\nbench: ${error.message}`);
    await cleanup();
    process.exit(1);
  });
