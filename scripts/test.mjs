// `npm test`: every check, cheapest first: types, lint, unit + workerd integration tests, then
// the production build (through a dry-run deploy), the writer evaluation against a fake model and
// the browser suite on that build.
import { run } from "./lib/process.mjs";

const steps = [
  ["npm", ["run", "-s", "typecheck"]],
  ["npm", ["run", "-s", "lint"]],
  ["vitest", ["run"]],
  // The production build, made the way a deploy makes it: `wrangler deploy --dry-run --env
  // production` runs `npm run build`, bundles it and must show production's bindings and vars.
  ["node", ["scripts/deploy.mjs", "--dry-run", "--env", "production"]],
  // The writer evaluation, end to end on that build, against the fake OpenAI-compatible model
  // (docs/writer.md, "Evaluation"): fails when the eval breaks, not on the fake's designed failures.
  ["node", ["bench/eval.mjs", "--writer", "openai", "--fake", "--no-build", "--limit=16"]],
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
