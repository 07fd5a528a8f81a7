// `npm run move-drafts`: moves the drafts written before the visitors' objects out of D1's old
// tables into each visitor's object (docs/operations.md, "Moving drafts into the visitors' objects";
// worker/visitor/move.ts). Run it once after deploying the release that reads the objects:
//
//   OPS_TOKEN=… npm run move-drafts -- --url https://parla.example
//   OPS_TOKEN=… npm run move-drafts -- --url http://localhost:8787      a local run (npm start)
//   … --after <visitor id>        go on after the visitor a stopped run printed last
//   … --calls 45                  on the Workers Free plan (50 subrequests per request)
//
// The worker must have the same OPS_TOKEN as a secret (wrangler secret put OPS_TOKEN; at least 32
// characters). Each call moves for about ten seconds and answers where to go on; the script calls
// until the end is reached and prints the counts of each call and in total. Stopped anywhere (a
// network failure, Ctrl-C), running it again goes on: moved rows have left D1, and a page moved
// twice is written once. It ends with the number of drafts still in D1, which must be 0, and fails
// (exit 1) when it is not or when a visitor's object did not hold what it was given.
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: {
    url: { type: "string" },
    after: { type: "string" },
    visitors: { type: "string", default: "100" },
    calls: { type: "string" },
  },
});

const token = process.env.OPS_TOKEN ?? "";
if (!values.url || !/^https?:\/\//.test(values.url)) {
  console.error("Give the site's address: npm run move-drafts -- --url https://parla.example");
  process.exit(2);
}
if (token.length < 32) {
  console.error("Set OPS_TOKEN to the worker's OPS_TOKEN secret (at least 32 characters).");
  process.exit(2);
}
const visitors = Number(values.visitors);
if (!Number.isInteger(visitors) || visitors < 1 || visitors > 1000) {
  console.error("--visitors takes a whole number from 1 to 1000");
  process.exit(2);
}

const calls = values.calls === undefined ? undefined : Number(values.calls);
if (calls !== undefined && (!Number.isInteger(calls) || calls < 10 || calls > 900)) {
  console.error("--calls takes a whole number from 10 to 900");
  process.exit(2);
}

const endpoint = new URL("/_ops/move-drafts", values.url);
const totals = { visitors: 0, items: 0, revisions: 0, links: 0 };
const failed = [];
let after = values.after;

/** One call, tried again after a network failure or a 5xx, up to five times with growing pauses. */
async function call(body) {
  for (let attempt = 1; ; attempt++) {
    try {
      const response = await fetch(endpoint, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      if (response.ok && response.headers.get("content-type")?.includes("json")) return await response.json();
      if (response.status < 500)
        throw Object.assign(
          new Error(
            response.status === 404 || response.status === 405
              ? `${endpoint} is not there: is OPS_TOKEN the worker's secret, and is this release deployed?`
              : `${endpoint} answered ${response.status}: ${(await response.text()).slice(0, 300)}`,
          ),
          { final: true },
        );
      throw new Error(`${endpoint} answered ${response.status}`);
    } catch (error) {
      if (error.final || attempt >= 5) throw error;
      console.error(`${error.message}; trying again (${attempt} of 4)`);
      await new Promise((resolve) => setTimeout(resolve, 1000 * 2 ** attempt));
    }
  }
}

try {
  for (;;) {
    const report = await call({
      visitors,
      ...(calls === undefined ? {} : { calls }),
      ...(after === undefined ? {} : { after }),
    });
    for (const key of Object.keys(totals)) totals[key] += report[key];
    failed.push(...report.failed);
    console.log(
      `moved ${report.items} drafts (${report.revisions} versions, ${report.links} with links) of ${report.visitors} visitors` +
        (report.next === null ? "" : `; going on after ${report.next}`),
    );
    if (report.next === null) {
      console.log(
        `\nIn total: ${totals.items} drafts, ${totals.revisions} versions, ${totals.links} links, ${totals.visitors} visitors.`,
      );
      console.log(`Drafts still in D1's old tables: ${report.left}.`);
      for (const { visitor, expected, found } of failed)
        console.error(
          `Visitor ${visitor}: their object held ${found.items} drafts and ${found.revisions} versions of ` +
            `${expected.items} and ${expected.revisions} given; left in D1, run again.`,
        );
      process.exit(report.left === 0 && failed.length === 0 ? 0 : 1);
    }
    after = report.next;
  }
} catch (error) {
  console.error(error.message);
  if (after !== undefined) console.error(`To go on where this stopped: --after ${after}`);
  process.exit(1);
}
