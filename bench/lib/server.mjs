// The bench's server: a snapshot of build/ (so a concurrent `vite build` cannot swap files under
// a running measurement) served by workerd through scripts/lib/workerd.mjs, with its own D1 state
// migrated from scratch and rate limits lifted.
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { startWorkerd as serve, splitSql } from "../../scripts/lib/workerd.mjs";

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
export async function startWorkerd({ root, buildDir, log = () => {}, inspectorPort, directSocket = false, vars = {} }) {
  const originalServerDir = join(buildDir, "server");
  const work = mkdtempSync(join(tmpdir(), "parla-bench-"));
  const snapshot = join(work, "build");
  // The snapshot and D1 state go away on exit even when disposing is cut short (Ctrl-C, errors).
  const removeWork = () => rmSync(work, { recursive: true, force: true });
  process.once("exit", removeWork);
  let server;
  const dispose = async () => {
    try {
      await server?.dispose();
    } finally {
      removeWork();
      process.removeListener("exit", removeWork);
    }
  };
  try {
    await snapshotBuild(root, buildDir, snapshot, log);
    server = await serve({
      serverDir: join(snapshot, "server"),
      persist: join(work, "state"),
      rateLimit: BENCH_RATE_LIMIT,
      // The builtin writer at full speed: the bench measures the worker, not a simulated model's pace.
      vars: { BUILTIN_STREAM_MS: "0", ...vars },
      inspectorPort,
      directSocket,
    });
    for (const db of server.config.d1_databases ?? []) {
      // migrations_dir is relative to the generated config's folder (../../migrations for build/).
      const relativeDir = db.migrations_dir ? resolve(originalServerDir, db.migrations_dir) : null;
      const dir = relativeDir && existsSync(relativeDir) ? relativeDir : join(root, "migrations");
      const database = await server.mf.getD1Database(db.binding);
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
      ...server,
      pid,
      cpuMs: () => processCpuMs(pid),
      snapshot,
      dispose,
      workDir: work,
    };
  } catch (error) {
    await dispose();
    throw error;
  }
}
