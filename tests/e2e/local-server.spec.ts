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
