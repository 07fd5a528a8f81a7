// `npm run logs`: what a local run (`npm start`) recorded, from the same state directory.
//   npm run logs                          the latest 20 analytics events in the local D1 sink, where
//                                         the queue consumer keeps them when no log project is set
//   npm run logs -- --limit 100           more of them
//   npm run logs -- --full                every field of each event
//   npm run logs -- --dead                dead letters: queue messages that could not be delivered
//   npm run logs -- --worker              the worker's structured log lines (api_error,
//                                         generation_end, rate_limited, …; docs/operations.md, "Logs")
//   npm run logs -- --worker --event api_error    only one kind
// In production the same lines are followed with `wrangler tail` (printed at the end).
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { localEnv } from "./lib/process.mjs";

const { values } = parseArgs({
  options: {
    limit: { type: "string", default: "20" },
    full: { type: "boolean", default: false },
    dead: { type: "boolean", default: false },
    worker: { type: "boolean", default: false },
    event: { type: "string" },
  },
});
const limit = Number(values.limit);
if (!Number.isInteger(limit) || limit < 1 || limit > 1000) {
  console.error("--limit takes a whole number from 1 to 1000");
  process.exit(2);
}
const state = process.env.PARLA_STATE_DIR || ".wrangler/state";
const TAIL_HINT =
  "In production: npx wrangler tail -c wrangler.toml --env production --format json (or --env staging);\n" +
  "Workers Logs in the dashboard keeps them searchable by event.";

if (values.worker) {
  printWorkerLog(join(state, "logs", "worker.jsonl"));
  process.exit(0);
}
if (values.event) {
  console.error("--event filters the worker's log: use it with --worker.");
  process.exit(2);
}

/** The worker's own lines that scripts/start.mjs keeps (scripts/lib/workerd.mjs, structuredLogWriter). */
function printWorkerLog(file) {
  const lines = existsSync(file) ? readFileSync(file, "utf8").split("\n").filter(Boolean) : [];
  const entries = lines
    .map((line) => {
      try {
        return JSON.parse(line);
      } catch {
        return null;
      }
    })
    .filter((entry) => entry && (!values.event || entry.event === values.event))
    .slice(-limit);
  if (entries.length === 0) {
    console.log(
      values.event
        ? `No "${values.event}" lines in ${file}.`
        : `No worker log lines in ${file} yet: they are kept while \`npm start\` runs.`,
    );
  }
  for (const entry of entries) {
    if (values.full) {
      console.log(JSON.stringify(entry, null, 2));
      continue;
    }
    const { time, level, event, ...fields } = entry;
    const rest = Object.entries(fields)
      .map(([key, value]) => `${key}=${typeof value === "string" ? value : JSON.stringify(value)}`)
      .join(" ");
    console.log(`${time ?? "-"}  ${String(level ?? "-").padEnd(5)}  ${String(event).padEnd(20)}  ${rest}`);
  }
  console.log(`\n${TAIL_HINT}`);
}

const sql = values.dead
  ? `SELECT stored_at, queue, reason, attempts, message_id, body FROM dead_letters ORDER BY stored_at DESC LIMIT ${limit}`
  : `SELECT received_at, event, path, uuid, fields FROM log_events ORDER BY id DESC LIMIT ${limit}`;

const args = [
  "d1",
  "execute",
  "DB",
  "--local",
  "-c",
  "wrangler.toml",
  "--persist-to",
  state,
  "--command",
  sql,
  "--json",
];
const result = spawnSync("wrangler", args, {
  encoding: "utf8",
  env: localEnv,
});
if (result.status !== 0) {
  process.stderr.write(result.stderr || result.stdout);
  console.error("\nCould not read the log tables. Have the migrations been applied? Run: npm run db:migrate");
  process.exit(1);
}

const rows = (JSON.parse(result.stdout)[0]?.results ?? []).reverse();
if (rows.length === 0) console.log(values.dead ? "No dead letters." : "No events stored yet.");
for (const row of rows) {
  if (values.dead) {
    console.log(`${row.stored_at}  ${row.queue}  ${row.reason} after ${row.attempts} attempt(s)  ${row.message_id}`);
    console.log(`  ${row.body}`);
  } else if (values.full) {
    console.log(JSON.stringify(JSON.parse(row.fields), null, 2));
  } else {
    console.log(`${row.received_at}  ${(row.event ?? "-").padEnd(18)}  /${row.path ?? ""}  ${row.uuid}`);
  }
}
console.log(`\nThe worker's own log lines: npm run logs -- --worker. ${TAIL_HINT}`);
