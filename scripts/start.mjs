// `npm start`: build, apply local D1 migrations, and serve the production build with workerd on
// the embedded defaults (local D1, Queues and rate limits, the builtin generator; no account, no
// outside calls). The server is workerd through Miniflare (scripts/lib/workerd.mjs), not
// `wrangler dev`; docs/decisions/0007-local-server.md says why.
//   PORT               port to listen on (default 8787)
//   PARLA_STATE_DIR    local state, as wrangler's --persist-to (default .wrangler/state)
//   PARLA_SKIP_BUILD   serve the existing build/ (`npm test` builds once before its browser suite)
//   BUILTIN_STREAM_MS  how long the offline writer takes to stream a text (default 4000; the browser
//                      suite's second server uses 0 for the tests that write many versions)
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { localEnv, run } from "./lib/process.mjs";
import { readEnvFile, startWorkerd } from "./lib/workerd.mjs";
import { describeWriters } from "./lib/writer-chain.mjs";

const port = Number(process.env.PORT ?? 8787);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, not "${process.env.PORT}"`);
  process.exit(2);
}
const state = process.env.PARLA_STATE_DIR || ".wrangler/state";

if (!process.env.PARLA_SKIP_BUILD) await run("npm", ["run", "-s", "build"]);
// Local migrations are applied without asking: wrangler only prompts in an interactive terminal.
await run("wrangler", ["d1", "migrations", "apply", "DB", "--local", "-c", "wrangler.toml", "--persist-to", state], {
  env: { ...localEnv, CI: "true" },
});

const serverDir = resolve("build/server");
if (!existsSync(join(serverDir, "wrangler.json"))) {
  console.error("There is no build to serve in build/: run `npm start` without PARLA_SKIP_BUILD, or `npm run build`.");
  process.exit(1);
}
// Secrets and overrides for local runs (e.g. OPENAI_API_KEY with GENERATOR=openai), as wrangler
// reads them.
const vars = {
  ...readEnvFile(".dev.vars"),
  ...(process.env.BUILTIN_STREAM_MS ? { BUILTIN_STREAM_MS: process.env.BUILTIN_STREAM_MS } : {}),
};
// Which writer answers, as the worker will read its variables (README, "Use a model").
const buildVars = JSON.parse(readFileSync(join(serverDir, "wrangler.json"), "utf8")).vars ?? {};
for (const line of await describeWriters({ ...buildVars, ...vars })) console.log(line);
const server = await startWorkerd({
  serverDir,
  port,
  // The layout of wrangler's --persist-to, so `npm run logs` and `wrangler d1 execute` see the data.
  persist: join(resolve(state), "v3"),
  vars,
  verbose: true,
  // The worker's JSON log lines, for `npm run logs -- --worker` (docs/operations.md, "Logs").
  logFile: join(resolve(state), "logs", "worker.jsonl"),
}).catch((error) => {
  // Miniflare's own message says what went wrong (a port in use, say); its stack says nothing more.
  console.error(
    error.code === "ERR_ADDRESS_IN_USE"
      ? `${error.message.split(" Please")[0]} Set PORT to use another.`
      : error.message,
  );
  process.exit(1);
});
console.log(`Parla is ready on ${server.url}`);

let stopping = false;
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    await server.dispose().catch((error) => console.error(error.message));
    process.exit(0);
  });
}
