// Serves the production build with workerd through Miniflare's Node API: Miniflare writes the
// workerd config and spawns node_modules/workerd's binary; requests to `mf.ready` go straight to
// workerd's socket (inside workerd: Miniflare's entry worker, the asset router, then the Parla
// worker). There is no Node proxy in the request path, unlike `wrangler dev`.
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { convertV4MiniflareOptions, Log, LogLevel, Miniflare } from "miniflare";

/** Effectively unlimited: the bench measures the worker, not the rate limiter. */
const BENCH_RATE_LIMIT = 1_000_000_000;

const claimed = new Set();

/** The workerd process Miniflare just spawned: a direct child of this process not claimed yet. */
function findWorkerdPid() {
  let found = null;
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name) || claimed.has(Number(name))) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      // fields[19] is the start time: the newest unclaimed workerd child is ours.
      if (
        stat.includes("(workerd)") &&
        Number(fields[1]) === process.pid &&
        (!found || Number(fields[19]) > found.start)
      ) {
        found = { pid: Number(name), start: Number(fields[19]) };
      }
    } catch {}
  }
  if (found) claimed.add(found.pid);
  return found?.pid ?? null;
}

const TICK_MS = 10; // USER_HZ is 100 on Linux

/** CPU time (user + system, all threads) a process has used so far, in ms; null if unknown. */
export function processCpuMs(pid) {
  if (!pid) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return null;
  }
}

/** Every .js/.mjs file under `dir`, as paths. */
function listModules(dir) {
  const files = [];
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && /\.m?js$/.test(entry.name)) files.push(join(entry.parentPath, entry.name));
  }
  return files;
}

/** SQL statements of a migration file: comments dropped, split at `;` ending a line. */
export function splitSql(sql) {
  return sql
    .split("\n")
    .map((line) => line.replace(/--.*$/, ""))
    .join("\n")
    .split(/;\s*(?:\n|$)/)
    .map((statement) => statement.trim())
    .filter(Boolean);
}

/** The build's identity: the generated config and the client's build id, with their mtimes. */
function buildStamp(buildDir) {
  const files = [
    join(buildDir, "server", "wrangler.json"),
    join(buildDir, "server", "index.js"),
    join(buildDir, "client", "builds", "latest.json"),
  ];
  return files.map((file) => `${file}:${statSync(file).mtimeMs}`).join("|");
}

/** Every static import of the server entry (and of its chunks) is in the snapshot. */
function complete(serverDir) {
  const seen = new Set();
  const queue = [join(serverDir, "index.js")];
  while (queue.length) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    if (!existsSync(file)) return false;
    for (const match of readFileSync(file, "utf8").matchAll(/^import\s[^"']*["'](\.[^"']+)["']/gm)) {
      queue.push(resolve(dirname(file), match[1]));
    }
  }
  return true;
}

/**
 * Copies build/ to `snapshot`. Other sessions may be running `vite build` on this machine, which
 * empties and refills build/: the copy is retried (for up to 90 s) until it is whole and the build
 * did not change while it was copied. Returns the generated wrangler.json.
 */
async function snapshotBuild(root, buildDir, snapshot, log) {
  const configPath = join(buildDir, "server", "wrangler.json");
  const deadline = Date.now() + 90_000;
  let problem = "";
  for (let attempt = 1; Date.now() < deadline; attempt++) {
    try {
      const before = buildStamp(buildDir);
      rmSync(snapshot, { recursive: true, force: true });
      cpSync(buildDir, snapshot, { recursive: true });
      if (before === buildStamp(buildDir) && complete(join(snapshot, "server"))) {
        return JSON.parse(readFileSync(join(snapshot, "server", "wrangler.json"), "utf8"));
      }
      problem = "build/ changed while it was copied";
    } catch (error) {
      problem = error.message;
    }
    if (attempt === 1) log(`  build/ is not complete (${problem}); another build may be running, waiting…`);
    await new Promise((done) => setTimeout(done, 2000));
  }
  throw new Error(
    `Cannot take a complete copy of ${relative(root, buildDir)}/ (${problem}); is another \`vite build\` running? Without --no-build the bench builds first. (${relative(root, configPath)})`,
  );
}

/**
 * Copies `buildDir` to a temporary snapshot (so a concurrent `vite build` by someone else cannot
 * swap files under the running bench), starts workerd on it and applies the D1 migrations.
 * Returns { url, mf, snapshot, config, dispose }.
 */
export async function startWorkerd({ root, buildDir, log = () => {}, inspectorPort, directSocket = false }) {
  const originalServerDir = join(buildDir, "server");
  const work = mkdtempSync(join(tmpdir(), "parla-bench-"));
  const snapshot = join(work, "build");
  let config;
  try {
    config = await snapshotBuild(root, buildDir, snapshot, log);
  } catch (error) {
    rmSync(work, { recursive: true, force: true });
    throw error;
  }
  const serverDir = join(snapshot, "server");
  const persist = join(work, "state");

  const entry = resolve(serverDir, config.main ?? "index.js");
  const modules = [entry, ...listModules(serverDir).filter((file) => file !== entry)].map((path) => ({
    type: "ESModule",
    path,
  }));
  const assetsDir = resolve(serverDir, config.assets?.directory ?? "../client");
  const d1 = config.d1_databases ?? [];
  const queues = config.queues ?? {};

  // Miniflare 5 takes a new options shape; wrangler itself builds the familiar (v4) shape and
  // converts it with convertV4MiniflareOptions, and so does this.
  const options = convertV4MiniflareOptions({
    host: "127.0.0.1",
    port: 0,
    cf: false,
    log: new Log(LogLevel.WARN),
    logRequests: false,
    telemetry: { enabled: false },
    // workerd's own log lines: a load generator closing its sockets at the end of a run makes
    // workerd report broken pipes, which say nothing about the worker; everything else is shown.
    handleStructuredLogs: ({ level, message }) => {
      if (/disconnected|Broken pipe|Connection reset|ECONNRESET/i.test(message)) return;
      if (level === "error" || level === "warn") console.error(`workerd: ${message.split("\n")[0]}`);
    },
    // Only for --profile: workerd's own DevTools socket (no Miniflare proxy in front of it).
    ...(inspectorPort ? { inspectorPort } : {}),
    resourcePersistencePath: persist,
    name: config.name,
    modulesRoot: serverDir,
    modules,
    compatibilityDate: config.compatibility_date,
    compatibilityFlags: config.compatibility_flags ?? [],
    bindings: config.vars ?? {},
    // Optional second socket straight into the worker's service, skipping Miniflare's entry worker.
    ...(directSocket ? { unsafeDirectSockets: [{ host: "127.0.0.1", port: 0 }] } : {}),
    assets: {
      directory: assetsDir,
      binding: config.assets?.binding ?? "ASSETS",
      // As wrangler's resolveAssetOptions: the asset router must know there is a user worker and
      // that it runs first (run_worker_first = true in wrangler.toml).
      routerConfig: {
        has_user_worker: true,
        invoke_user_worker_ahead_of_assets: config.assets?.run_worker_first === true,
      },
      assetConfig: {},
    },
    d1Databases: Object.fromEntries(d1.map((db) => [db.binding, db.database_id])),
    queueProducers: Object.fromEntries((queues.producers ?? []).map((p) => [p.binding, { queueName: p.queue }])),
    queueConsumers: Object.fromEntries(
      (queues.consumers ?? []).map((c) => [
        c.queue,
        {
          maxBatchSize: c.max_batch_size,
          maxBatchTimeout: c.max_batch_timeout,
          maxRetries: c.max_retries,
          deadLetterQueue: c.dead_letter_queue,
        },
      ]),
    ),
    ratelimits: Object.fromEntries(
      (config.ratelimits ?? []).map((r) => [
        r.name,
        { namespace_id: r.namespace_id, simple: { limit: BENCH_RATE_LIMIT, period: r.simple?.period ?? 60 } },
      ]),
    ),
  });
  const mf = new Miniflare(options);

  // The snapshot and D1 state go away on exit even when disposing is cut short (Ctrl-C, errors).
  const removeWork = () => rmSync(work, { recursive: true, force: true });
  process.once("exit", removeWork);
  let disposed = false;
  const dispose = async () => {
    if (disposed) return;
    disposed = true;
    try {
      await mf.dispose();
    } finally {
      removeWork();
      process.removeListener("exit", removeWork);
    }
  };

  try {
    const url = await mf.ready;
    const directUrl = directSocket ? (await mf.unsafeGetDirectURL(config.name)).origin : undefined;
    for (const db of d1) {
      // migrations_dir is relative to the generated config's folder (../../migrations for build/).
      const relativeDir = db.migrations_dir ? resolve(originalServerDir, db.migrations_dir) : null;
      const dir = relativeDir && existsSync(relativeDir) ? relativeDir : join(root, "migrations");
      const database = await mf.getD1Database(db.binding);
      const files = readdirSync(dir)
        .filter((f) => f.endsWith(".sql"))
        .sort();
      for (const file of files) {
        const statements = splitSql(readFileSync(join(dir, file), "utf8"));
        if (statements.length) await database.batch(statements.map((s) => database.prepare(s)));
        log(`  migrated ${db.binding}: ${file} (${statements.length} statements)`);
      }
    }
    const pid = findWorkerdPid();
    return {
      url: url.origin,
      directUrl,
      pid,
      cpuMs: () => processCpuMs(pid),
      mf,
      snapshot,
      config,
      dispose,
      workDir: work,
      entry: dirname(entry),
    };
  } catch (error) {
    await dispose();
    throw error;
  }
}
