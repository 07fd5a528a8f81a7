// `npm run bench -- --only=scale`: the scale bench of issue 27 (docs/performance.md, "Scale").
// Runs bench/scale/scale.bench-test.ts once per number of visitors, each in a fresh workerd with
// its own local D1 and Durable Objects (vitest-pool-workers), reads the JSON line it prints, and
// checks the budget: a 10-item visitor's common-word search at the largest N within 2× of N = 1k.
import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { trackProcess } from "./cleanup.mjs";

/** The budget of issue 27: the search at N visitors may cost at most this many times its cost at the smallest N. */
export const SEARCH_GROWTH_BUDGET = 2;

function runOnce(root, visitors, log) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(
      process.execPath,
      [join(root, "node_modules", "vitest", "vitest.mjs"), "run", "-c", "bench/scale/vitest.config.ts"],
      { cwd: root, env: { ...process.env, SCALE_VISITORS: String(visitors) }, stdio: ["ignore", "pipe", "pipe"] },
    );
    trackProcess(child);
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    child.on("close", (code) => {
      const line = output.match(/\{"scale":.*\}/)?.[0];
      if (code !== 0 || !line) {
        reject(new Error(`the scale bench at ${visitors} visitors failed (exit ${code}):\n${output.slice(-3000)}`));
        return;
      }
      const result = JSON.parse(line).scale;
      log(
        `  ${visitors} visitors: seeded in ${(result.seedMs / 1000).toFixed(0)} s, run in ${((performance.now() - started) / 1000).toFixed(0)} s`,
      );
      resolve(result);
    });
  });
}

const ms = (value) => `${value.p50} / ${value.p95}`;

/** The Markdown table of the runs, smallest N first, and the budget's verdict. */
export function scaleMarkdown(runs, verdict) {
  const rows = [
    "| Visitors (× 10 drafts) | History page | Search, a word in every draft | Refinement (whole stream) | Published page (rendered) | D1 file | One visitor's object |",
    "| ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...runs.map(
      (run) =>
        `| ${run.visitors.toLocaleString("en-US")} | ${ms(run.history)} ms | ${ms(run.search)} ms | ${ms(run.refinement)} ms | ${ms(run.page)} ms | ${(run.d1Bytes / 1e6).toFixed(1)} MB | ${(run.objectBytes / 1e3).toFixed(0)} KB |`,
    ),
  ];
  return `${rows.join("\n")}\n\np50 / p95 of 30 requests (15 refinements: the per-visitor rate limit), one at a time, local workerd.\n${verdict}\n`;
}

export async function benchScale({ root, results, sizes, log }) {
  const runs = [];
  for (const visitors of sizes) runs.push(await runOnce(root, visitors, log));
  const [first, last] = [runs[0], runs[runs.length - 1]];
  const ratio = last.search.p50 / first.search.p50;
  const pass = ratio <= SEARCH_GROWTH_BUDGET;
  const verdict = `Search p50 at ${last.visitors.toLocaleString("en-US")} visitors is ${ratio.toFixed(2)}× its cost at ${first.visitors.toLocaleString("en-US")} (budget ≤ ${SEARCH_GROWTH_BUDGET}×): ${pass ? "PASS" : "FAIL"}.`;
  const md = scaleMarkdown(runs, verdict);
  writeFileSync(
    join(results, "scale.json"),
    `${JSON.stringify({ finishedAt: new Date().toISOString(), runs, ratio, pass }, null, 2)}\n`,
  );
  writeFileSync(join(results, "scale.md"), md);
  log(`\n${md}`);
  return { runs, ratio, pass };
}
