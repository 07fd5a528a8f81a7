// `npm start`: build, apply local D1 migrations, and serve the production build with wrangler's
// local runtime (D1, Queues, rate limits simulated locally; no account, no outside calls).
import { existsSync } from "node:fs";
import { localEnv, run } from "./lib.mjs";

const port = process.env.PORT ?? "8787";
const state = process.env.PARLA_STATE_DIR || ".wrangler/state";

// `npm test` builds once before its browser suite and sets PARLA_SKIP_BUILD to reuse that build.
if (!process.env.PARLA_SKIP_BUILD) await run("npm", ["run", "-s", "build"]);
// Local migrations are applied without asking: wrangler only prompts in an interactive terminal.
await run("wrangler", ["d1", "migrations", "apply", "DB", "--local", "-c", "wrangler.toml", "--persist-to", state], {
  env: { ...localEnv, CI: "true" },
});
// The built config (written by `vite build`) serves the bundled worker and its assets; it reads
// .dev.vars from the project root as wrangler does for the source config.
await run("wrangler", [
  "dev",
  "-c",
  "build/server/wrangler.json",
  ...(existsSync(".dev.vars") ? ["--env-file", ".dev.vars"] : []),
  "--persist-to",
  state,
  "--ip",
  "127.0.0.1",
  "--port",
  port,
  "--show-interactive-dev-session=false",
]);
