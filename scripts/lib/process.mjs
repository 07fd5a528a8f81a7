import { spawn } from "node:child_process";
import { delimiter } from "node:path";
import { fileURLToPath } from "node:url";

/** The project's node_modules/.bin: a plain `node scripts/x.mjs` does not have it on PATH. */
const BIN = fileURLToPath(new URL("../../node_modules/.bin", import.meta.url));

/** Local runs never reach Cloudflare: no metrics, no request.cf lookups (docs/decisions/0007-local-server.md). */
export const localEnv = {
  ...process.env,
  PATH: [BIN, process.env.PATH].filter(Boolean).join(delimiter),
  WRANGLER_SEND_METRICS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  NODE_ENV: process.env.NODE_ENV ?? "production",
};

/** Runs a command with inherited output; resolves on exit 0, rejects otherwise. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: "inherit", env: localEnv, ...options });
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(" ")} exited with ${signal ?? code}`));
    });
  });
}
