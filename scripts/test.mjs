// `npm test`: every check, cheapest first: types, lint, unit + workerd integration tests, then
// the production build (through a dry-run deploy) and the browser suite against it.
import { run } from "./lib/process.mjs";

const steps = [
  ["npm", ["run", "-s", "typecheck"]],
  ["npm", ["run", "-s", "lint"]],
  ["vitest", ["run"]],
  // The production build, made the way a deploy makes it: `wrangler deploy --dry-run --env
  // production` runs `npm run build`, bundles it and must show production's bindings and vars.
  ["node", ["scripts/deploy.mjs", "--dry-run", "--env", "production"]],
  ["node", ["scripts/ensure-chromium.mjs"]],
  // The Nu HTML Checker of tests/e2e/checkers.spec.ts runs on Java.
  ["node", ["scripts/ensure-java.mjs"]],
  ["playwright", ["test"]],
];

for (const [command, args] of steps) {
  console.log(`\n▶ ${command} ${args.join(" ")}`);
  await run(command, args, {
    env: {
      ...process.env,
      WRANGLER_SEND_METRICS: "false",
      CLOUDFLARE_CF_FETCH_ENABLED: "false",
      PARLA_SKIP_BUILD: "1",
    },
  });
}
console.log("\nAll checks passed.");
