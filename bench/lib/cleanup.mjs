// Whatever the bench starts (workerd via Miniflare, Chromium, the build) is stopped when it ends:
// normally, on an error, on Ctrl-C / SIGTERM, and (as a last resort, synchronously) on exit.
import { readdirSync, readFileSync } from "node:fs";

const tasks = [];
const processes = new Set();

/** Registers an async clean-up (runs in reverse order, once). Returns a function that unregisters it. */
export function onCleanup(task) {
  tasks.push(task);
  return () => {
    const at = tasks.indexOf(task);
    if (at !== -1) tasks.splice(at, 1);
  };
}

/** Remembers a child pid (and whether it leads its own process group) for the exit fallback. */
export function trackProcess(pid, { group = false } = {}) {
  const entry = { pid, group };
  processes.add(entry);
  return () => processes.delete(entry);
}

export async function cleanup() {
  while (tasks.length) {
    const task = tasks.pop();
    try {
      await task();
    } catch (error) {
      console.error(`clean-up: ${error.message}`);
    }
  }
}

/** Direct children of this process, read from /proc (Linux): e.g. the workerd Miniflare spawned. */
function childPids() {
  const children = [];
  try {
    for (const name of readdirSync("/proc")) {
      if (!/^\d+$/.test(name)) continue;
      try {
        const stat = readFileSync(`/proc/${name}/stat`, "utf8");
        const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
        if (ppid === process.pid) children.push(Number(name));
      } catch {
        // The process ended while we looked.
      }
    }
  } catch {
    // No /proc: nothing more we can do synchronously.
  }
  return children;
}

let installed = false;
export function installSignalHandlers() {
  if (installed) return;
  installed = true;
  for (const [signal, code] of [
    ["SIGINT", 130],
    ["SIGTERM", 143],
    ["SIGHUP", 129],
  ]) {
    process.once(signal, () => {
      console.error(`\nbench: ${signal}, stopping workerd and Chromium…`);
      const hard = setTimeout(() => process.exit(code), 5000);
      hard.unref();
      cleanup().finally(() => process.exit(code));
    });
  }
  // Last resort: anything still running that we started gets SIGKILL (by pid, our children only).
  process.on("exit", () => {
    for (const { pid, group } of processes) {
      try {
        process.kill(group ? -pid : pid, "SIGKILL");
      } catch {}
    }
    for (const pid of childPids()) {
      try {
        process.kill(pid, "SIGKILL");
      } catch {}
    }
  });
}
