// `npm test`: every check, cheapest first: types, lint, unit + workerd integration tests, then
// the production build and the browser suite against it.
import { run } from "./lib/process.mjs";

const steps = [
  ["npm", ["run", "-s", "typecheck"]],
  ["npm", ["run", "-s", "lint"]],
  ["vitest", ["run"]],
  ["npm", ["run", "-s", "build"]],
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
