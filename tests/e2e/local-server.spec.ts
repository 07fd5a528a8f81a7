import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { connect } from "node:net";
import { expect, test } from "@playwright/test";

/**
 * The local server (scripts/start.mjs, workerd through Miniflare) must outlive clients that go away
 * mid-request: `wrangler dev`'s proxy exited on them and took the rest of a CI run down
 * (docs/decisions/0007-local-server.md).
 */
test("the local server keeps serving after clients disconnect in the middle of their requests", async ({
  request,
  baseURL,
}) => {
  const { hostname, port } = new URL(baseURL ?? "");
  const abandon = (head: string) =>
    new Promise<void>((resolve, reject) => {
      const socket = connect(Number(port), hostname, () => {
        socket.write(head);
        setTimeout(() => {
          socket.destroy();
          resolve();
        }, 200);
      });
      socket.on("error", reject);
    });

  // A body announced and never finished: a log batch, then a generation.
  await abandon(
    `POST /api/log HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\nContent-Length: 60000\r\n\r\n{"__logs__":[`,
  );
  await abandon(
    `POST /api/generations HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\nContent-Length: 9000\r\n\r\n{"template":`,
  );
  // A page request dropped before its answer is read.
  await abandon(`GET /ja/templates HTTP/1.1\r\nHost: ${hostname}\r\n\r\n`);

  const health = await request.get("/healthz");
  expect(health.status()).toBe(200);
  expect(await health.json()).toMatchObject({ ok: true });
  expect((await request.get("/de/templates")).status()).toBe(200);
});

/** The state directory playwright.config.ts gives the local server. */
const STATE = ".wrangler/e2e-state";
const WORKER_LOG = `${STATE}/logs/worker.jsonl`;
const logLines = () => (existsSync(WORKER_LOG) ? readFileSync(WORKER_LOG, "utf8").split("\n").filter(Boolean) : []);

test("the local server keeps the worker's log lines, and npm run logs -- --worker reads them", async ({ request }) => {
  const before = logLines().length;
  const secret = "no-such-item-7f3a";
  expect((await request.get(`/api/items/${secret}`)).status()).toBe(404);

  await expect.poll(() => logLines().length, { timeout: 5_000 }).toBeGreaterThan(before);
  const added = logLines().slice(before);
  const entry = added.map((line) => JSON.parse(line)).find((line) => line.event === "api_error");
  expect(entry).toMatchObject({ level: "warn", method: "GET", route: "/api/items/:id", status: 404 });
  expect(entry.time).toMatch(/^\d{4}-\d\d-\d\dT/);
  // Routes are logged as their patterns: the id asked for is nowhere.
  expect(added.join("\n")).not.toContain(secret);

  const printed = execFileSync("node", ["scripts/logs.mjs", "--worker", "--event", "api_error", "--limit", "5"], {
    env: { ...process.env, PARLA_STATE_DIR: STATE },
    encoding: "utf8",
  });
  expect(printed).toContain("route=/api/items/:id status=404");
  expect(printed).toContain("wrangler tail -c wrangler.toml --env production");
});
