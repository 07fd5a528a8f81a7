// `npm run deploy`: checks wrangler.toml's environment, then migrates its database and deploys it.
//   npm run deploy                        production
//   npm run deploy -- --env staging       staging
//   npm run deploy -- --check             only the offline checks of wrangler.toml (exit status 0 or 1)
//   npm run deploy -- --dry-run           build and bundle as a deploy would, upload nothing, no account
// The offline checks (scripts/lib/deploy-checks.mjs) refuse placeholder ids, a wrong ENVIRONMENT, a
// missing or non-https PUBLIC_ORIGIN and an environment that does not deploy the build; then the
// Worker's secrets are listed (this needs CLOUDFLARE_API_TOKEN); then the remote D1 migrations and
// `wrangler deploy --env <env>` (which runs `npm run build` itself) run in that order, stopping at the
// first failure (README, "Deploy").
import { spawn, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import {
  DEPLOY_ENVIRONMENTS,
  deployProblems,
  missingSecretProblems,
  parseToml,
  requiredSecrets,
} from "./lib/deploy-checks.mjs";
import { localEnv, run } from "./lib/process.mjs";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

const { values } = parseArgs({
  options: {
    env: { type: "string", default: "production" },
    check: { type: "boolean", default: false },
    "dry-run": { type: "boolean", default: false },
    help: { type: "boolean", short: "h", default: false },
  },
});
if (values.help) {
  console.log("npm run deploy [-- --env production|staging] [--check | --dry-run]");
  process.exit(0);
}
const envName = values.env;
if (!DEPLOY_ENVIRONMENTS.includes(envName)) {
  console.error(`--env takes ${DEPLOY_ENVIRONMENTS.join(" or ")}, not "${envName}".`);
  process.exit(2);
}

/** Prints each problem and exits 1 when there is any. */
function refuseOn(problems, heading) {
  if (problems.length === 0) return;
  console.error(`${heading} (${problems.length}):`);
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}

let config;
try {
  config = parseToml(readFileSync(new URL("../wrangler.toml", import.meta.url), "utf8"));
} catch (error) {
  console.error(`Cannot read wrangler.toml: ${error.message}`);
  process.exit(1);
}
if (values["dry-run"]) await dryRun();
refuseOn(deployProblems(config, envName), `Not deploying ${envName}: wrangler.toml has problems`);
console.log(`wrangler.toml [env.${envName}]: offline checks pass.`);
if (values.check) process.exit(0);

// From here on wrangler talks to Cloudflare. Every command names -c wrangler.toml, to be sure which
// configuration it reads (a bare `vite build` of an older checkout may have left a redirect).
if (!process.env.CLOUDFLARE_API_TOKEN) {
  console.error(
    "Not deploying: wrangler is not logged in for this script. Set CLOUDFLARE_API_TOKEN to an API token of the " +
      'account (with Workers Scripts, D1 and Queues edit rights; README, "Deploy") and run it again.',
  );
  process.exit(1);
}

const listed = spawnSync("wrangler", ["secret", "list", "-c", "wrangler.toml", "--env", envName, "--format", "json"], {
  cwd: ROOT,
  encoding: "utf8",
  env: localEnv,
});
let secretNames;
try {
  if (listed.status !== 0) throw new Error(`exit status ${listed.status}`);
  secretNames = JSON.parse(listed.stdout).map((secret) => secret.name);
} catch (error) {
  process.stderr.write(listed.stderr || listed.stdout || "");
  console.error(
    `Not deploying: cannot list the secrets of [env.${envName}]'s worker (${error.message}). Is CLOUDFLARE_API_TOKEN valid?`,
  );
  process.exit(1);
}
refuseOn(
  missingSecretProblems(requiredSecrets(config, envName), secretNames, envName),
  `Not deploying ${envName}: secrets are missing`,
);
console.log(`[env.${envName}]: the required secrets are set.`);

try {
  const migrate = ["d1", "migrations", "apply", "DB", "--remote", "-c", "wrangler.toml", "--env", envName];
  console.log(`\n> wrangler ${migrate.join(" ")}`);
  await run("wrangler", migrate, { cwd: ROOT, env: { ...localEnv, CI: "true" } });

  // [env.<envName>] names the build's worker and assets and `npm run -s build` as its build command.
  const deploy = ["deploy", "-c", "wrangler.toml", "--env", envName];
  console.log(`\n> wrangler ${deploy.join(" ")}`);
  await run("wrangler", deploy, { cwd: ROOT });
} catch (error) {
  console.error(`\nDeploy of ${envName} stopped: ${error.message}`);
  process.exit(1);
}
console.log(`\nDeployed ${envName}. Watch it with: npx wrangler tail -c wrangler.toml --env ${envName}`);

/**
 * `--dry-run`: what `wrangler deploy --env <env>` would upload, without an account: the build,
 * the bundle and the bindings it prints. The offline checks' problems are listed but do not stop it
 * (the shipped placeholders are expected here). Fails unless wrangler shows the environment's own
 * ENVIRONMENT and, when GENERATOR names workers-ai, the AI binding; `npm test` runs it for production.
 */
async function dryRun() {
  const problems = deployProblems(config, envName);
  if (problems.length > 0) {
    console.log(`[env.${envName}] would be refused by a real deploy (${problems.length}):`);
    for (const problem of problems) console.log(`  - ${problem}`);
  }
  const args = ["deploy", "--dry-run", "-c", "wrangler.toml", "--env", envName];
  console.log(`\n> wrangler ${args.join(" ")}`);
  const output = await new Promise((resolve, reject) => {
    const child = spawn("wrangler", args, { cwd: ROOT, env: localEnv, stdio: ["ignore", "pipe", "inherit"] });
    let text = "";
    child.stdout.on("data", (chunk) => {
      text += chunk;
      process.stdout.write(chunk);
    });
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve(text) : reject(new Error(`wrangler exited with ${code}`))));
  }).catch((error) => {
    console.error(`\nDry run of ${envName} failed: ${error.message}`);
    process.exit(1);
  });
  // What each binding's line of wrangler's table starts with.
  const expected = {
    [`ENVIRONMENT="${envName}"`]: `env.ENVIRONMENT ("${envName}")`,
    DB: "env.DB (",
    LOG_QUEUE: "env.LOG_QUEUE (",
    ASSETS: "env.ASSETS ",
    VISITOR: "env.VISITOR (Visitor)",
  };
  if (String(config.env?.[envName]?.vars?.GENERATOR ?? "").includes("workers-ai")) expected.AI = "env.AI ";
  const missing = Object.keys(expected).filter((name) => !output.includes(expected[name]));
  if (missing.length > 0) {
    console.error(`\nDry run of ${envName}: wrangler did not show ${missing.join(", ")}.`);
    process.exit(1);
  }
  console.log(`\nDry run of ${envName}: built and bundled; wrangler shows ${Object.keys(expected).join(", ")}.`);
  process.exit(0);
}
