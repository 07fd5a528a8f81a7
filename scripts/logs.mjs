// `npm run logs`: the latest analytics events in the local D1 sink, where the queue consumer keeps
// them when no log project is configured (DESIGN.md section 6). Reads the same state as `npm start`.
//   npm run logs                  the latest 20 events, one line each
//   npm run logs -- --limit 100   more of them
//   npm run logs -- --full        every field of each event
//   npm run logs -- --dead        dead letters: queue messages that could not be delivered
import { spawnSync } from "node:child_process";
import { parseArgs } from "node:util";
import { localEnv } from "./lib/process.mjs";

const { values } = parseArgs({
  options: {
    limit: { type: "string", default: "20" },
    full: { type: "boolean", default: false },
    dead: { type: "boolean", default: false },
  },
});
const limit = Number(values.limit);
if (!Number.isInteger(limit) || limit < 1 || limit > 1000) {
  console.error("--limit takes a whole number from 1 to 1000");
  process.exit(2);
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
  process.env.PARLA_STATE_DIR || ".wrangler/state",
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
