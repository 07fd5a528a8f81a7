// Serves a production build (build/server + build/client) with workerd through Miniflare's Node
// API: Miniflare writes the workerd config from the generated wrangler.json and spawns
// node_modules/workerd's binary; requests go straight to workerd's socket (inside workerd:
// Miniflare's entry worker, the asset router, then the Parla worker). There is no Node proxy in
// the request path, unlike `wrangler dev`, whose proxy exits on a client that disconnects while
// its request is forwarded (workers-sdk #15203, #15447). Used by `npm start`, the browser suite and
// the bench. See docs/decisions/0007-local-server.md.
import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { parseEnv } from "node:util";
import { convertV4MiniflareOptions, Log, LogLevel, Miniflare } from "miniflare";

/** workerd's complaints about clients that went away say nothing about the worker. */
const CLIENT_GONE = /disconnected|Broken pipe|Connection reset|ECONNRESET/i;

/** Every .js/.mjs and .wasm file under `dir`, as paths (wasm: the CompiledWasm modules of the build). */
function listModules(dir) {
  const files = [];
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && /\.(m?js|wasm)$/.test(entry.name)) files.push(join(entry.parentPath, entry.name));
  }
  return files;
}

/** A local log file is kept under this size: past it, it becomes `<name>.1` (replacing the previous one). */
const LOG_FILE_BYTES = 5 * 1024 * 1024;

/**
 * Appends the worker's structured log lines (worker/log.ts: a JSON object with an `event`) to
 * `file`, one JSON object a line with the time it was written, for `npm run logs -- --worker`.
 * Other console output is not kept. Returns the function that takes one console message.
 */
export function structuredLogWriter(file) {
  mkdirSync(dirname(file), { recursive: true });
  return (message) => {
    if (!message.startsWith("{")) return;
    let entry;
    try {
      entry = JSON.parse(message);
    } catch {
      return;
    }
    if (!entry || typeof entry !== "object" || typeof entry.event !== "string") return;
    try {
      if (existsSync(file) && statSync(file).size > LOG_FILE_BYTES) renameSync(file, `${file}.1`);
      appendFileSync(file, `${JSON.stringify({ time: new Date().toISOString(), ...entry })}\n`);
    } catch (error) {
      console.error(`Cannot write ${file}: ${error.message}`);
    }
  };
}

/** The variables of a dotenv file such as .dev.vars (as wrangler reads it), or {} when absent. */
export function readEnvFile(path) {
  return path && existsSync(path) ? parseEnv(readFileSync(path, "utf8")) : {};
}

/**
 * SQL statements of a migration file: comments dropped, split at `;` ending a line, except inside
 * a trigger's BEGIN … END (whose statements end in `;` too).
 */
export function splitSql(sql) {
  const statements = [];
  let current = [];
  let inTrigger = false;
  for (const raw of sql.split("\n")) {
    const line = raw.replace(/--.*$/, "");
    current.push(line);
    if (/^\s*CREATE\s+TRIGGER\b/i.test(line)) inTrigger = true;
    const ends = /;\s*$/.test(line);
    if (ends && (!inTrigger || /^\s*END\s*;\s*$/i.test(line))) {
      statements.push(current.join("\n").replace(/;\s*$/, "").trim());
      current = [];
      inTrigger = false;
    }
  }
  statements.push(current.join("\n").trim());
  return statements.filter(Boolean);
}

/**
 * Starts workerd on the build whose server folder is `serverDir` (holding the wrangler.json that
 * `vite build` generates). Options:
 * - `port` (0 picks a free one) and `host` (default 127.0.0.1);
 * - `persist`: Miniflare's persistence root (wrangler's `--persist-to X` is `X/v3`), so D1 data
 *   is shared with `wrangler d1 ... --persist-to X`;
 * - `vars`: extra string bindings (e.g. .dev.vars), over the config's vars;
 * - `rateLimit`: a number that replaces every rate limit's `limit` (the bench measures the worker,
 *   not the limiter), otherwise the config's limits;
 * - `verbose`: the worker's console output and every workerd warning (for `npm start`);
 * - `logFile`: where the worker's structured log lines are also kept (structuredLogWriter);
 * - `inspectorPort`, `directSocket`: for profiling and for skipping Miniflare's entry worker.
 * Returns { mf, url, directUrl, config, dispose }.
 */
export async function startWorkerd({
  serverDir,
  port = 0,
  host = "127.0.0.1",
  persist,
  vars = {},
  rateLimit,
  verbose = false,
  logFile,
  inspectorPort,
  directSocket = false,
}) {
  const config = JSON.parse(readFileSync(join(serverDir, "wrangler.json"), "utf8"));
  const entry = resolve(serverDir, config.main ?? "index.js");
  const modules = [entry, ...listModules(serverDir).filter((file) => file !== entry)].map((path) => ({
    type: path.endsWith(".wasm") ? "CompiledWasm" : "ESModule",
    path,
  }));
  const queues = config.queues ?? {};
  const sqliteClasses = new Set((config.migrations ?? []).flatMap((step) => step.new_sqlite_classes ?? []));
  const keepLog = logFile ? structuredLogWriter(logFile) : () => {};

  // Miniflare 5 takes a new options shape; wrangler itself builds the familiar (v4) shape and
  // converts it with convertV4MiniflareOptions, and so does this.
  const options = convertV4MiniflareOptions({
    host,
    port,
    cf: false,
    log: new Log(verbose ? LogLevel.INFO : LogLevel.WARN),
    logRequests: verbose,
    telemetry: { enabled: false },
    handleStructuredLogs: ({ level, message }) => {
      // Native stack addresses of workerd itself say nothing to a reader.
      if (CLIENT_GONE.test(message) || message.startsWith("stack: ")) return;
      keepLog(message);
      if (level === "error" || level === "warn") console.error(message.split("\n")[0]);
      else if (verbose) console.log(message);
    },
    ...(inspectorPort ? { inspectorPort } : {}),
    ...(persist ? { resourcePersistencePath: persist } : {}),
    name: config.name,
    modulesRoot: serverDir,
    modules,
    compatibilityDate: config.compatibility_date,
    compatibilityFlags: config.compatibility_flags ?? [],
    bindings: { ...(config.vars ?? {}), ...vars },
    ...(directSocket ? { unsafeDirectSockets: [{ host, port: 0 }] } : {}),
    assets: {
      directory: resolve(serverDir, config.assets?.directory ?? "../client"),
      binding: config.assets?.binding ?? "ASSETS",
      // As wrangler's resolveAssetOptions: the asset router must know there is a user worker and
      // that it runs first (run_worker_first = true in wrangler.toml).
      routerConfig: {
        has_user_worker: true,
        invoke_user_worker_ahead_of_assets: config.assets?.run_worker_first === true,
      },
      assetConfig: {},
    },
    d1Databases: Object.fromEntries((config.d1_databases ?? []).map((db) => [db.binding, db.database_id])),
    // The visitors' objects (docs/data.md, "A visitor's object"), with SQLite storage as the
    // config's [[migrations]] declare them (new_sqlite_classes).
    durableObjects: Object.fromEntries(
      (config.durable_objects?.bindings ?? []).map((binding) => [
        binding.name,
        { className: binding.class_name, useSQLite: sqliteClasses.has(binding.class_name) },
      ]),
    ),
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
        {
          namespace_id: r.namespace_id,
          simple: { limit: rateLimit ?? r.simple?.limit, period: r.simple?.period ?? 60 },
        },
      ]),
    ),
  });
  const mf = new Miniflare(options);
  let disposed = false;
  const dispose = async () => {
    if (disposed) return;
    disposed = true;
    await mf.dispose();
  };
  try {
    const url = await mf.ready;
    const directUrl = directSocket ? (await mf.unsafeGetDirectURL(config.name)).origin : undefined;
    return { mf, url: url.origin, directUrl, config, dispose };
  } catch (error) {
    await dispose().catch(() => {});
    throw error;
  }
}
