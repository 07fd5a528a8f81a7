// `npm run deploy`: checks wrangler.toml's environment, then builds, migrates and deploys it.
//   npm run deploy                     production
//   npm run deploy -- --env staging    staging
//   npm run deploy -- --check          only the offline checks of wrangler.toml (exit status 0 or 1)
// The offline checks (scripts/lib/deploy-checks.mjs) refuse placeholder ids, a wrong ENVIRONMENT and
// a missing or non-https PUBLIC_ORIGIN; then the Worker's secrets are listed (this needs
// CLOUDFLARE_API_TOKEN); then `CLOUDFLARE_ENV=<env> npm run -s build`, the remote D1 migrations and
// `wrangler deploy` of the build run in that order, stopping at the first failure (README, "Deploy").
import { spawnSync } from "node:child_process";
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
/** What `vite build` writes for wrangler: the configuration of the environment it was built for. */
const BUILT_CONFIG = "build/server/wrangler.json";

const { values } = parseArgs({
  options: {
    env: { type: "string", default: "production" },
    check: { type: "boolean", default: false },
    help: { type: "boolean", short: "h", default: false },
  },
});
if (values.help) {
  console.log("npm run deploy [-- --env production|staging] [--check]");
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
refuseOn(deployProblems(config, envName), `Not deploying ${envName}: wrangler.toml has problems`);
console.log(`wrangler.toml [env.${envName}]: offline checks pass.`);
if (values.check) process.exit(0);

// From here on wrangler talks to Cloudflare. Every command passes -c wrangler.toml: after a build,
// .wrangler/deploy/config.json would otherwise redirect wrangler to the build's configuration.
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
  console.log(`\n> CLOUDFLARE_ENV=${envName} npm run -s build`);
  await run("npm", ["run", "-s", "build"], { cwd: ROOT, env: { ...localEnv, CLOUDFLARE_ENV: envName } });

  // The build must be of this environment: it is what wrangler deploy uploads.
  const built = JSON.parse(readFileSync(new URL(`../${BUILT_CONFIG}`, import.meta.url), "utf8"));
  if (built.vars?.ENVIRONMENT !== envName) {
    throw new Error(`${BUILT_CONFIG} has ENVIRONMENT "${built.vars?.ENVIRONMENT}", not "${envName}"`);
  }

  const migrate = ["d1", "migrations", "apply", "DB", "--remote", "-c", "wrangler.toml", "--env", envName];
  console.log(`\n> wrangler ${migrate.join(" ")}`);
  await run("wrangler", migrate, { cwd: ROOT, env: { ...localEnv, CI: "true" } });

  // The build's configuration is [env.<envName>] resolved by the Vite plugin; wrangler.toml itself
  // cannot be bundled (the worker imports the React Router build).
  const deploy = ["deploy", "-c", BUILT_CONFIG];
  console.log(`\n> wrangler ${deploy.join(" ")}`);
  await run("wrangler", deploy, { cwd: ROOT });
} catch (error) {
  console.error(`\nDeploy of ${envName} stopped: ${error.message}`);
  process.exit(1);
}
console.log(`\nDeployed ${envName}. Watch it with: npx wrangler tail -c wrangler.toml --env ${envName}`);
