import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, test, vi } from "vitest";
import worker from "../../worker/index";
import { ORIGIN, SAME_ORIGIN_HEADERS } from "../edge/helpers";

/**
 * Storage briefly unreachable (D1, or a visitor's object) is a 503 with Retry-After, never a 500 or
 * a stack (docs/api.md, "Conventions"); any other failure stays a plain 500.
 */

type Storage = Pick<Env, "DB" | "VISITOR">;

/** A visitor's object whose every call fails with `message` (or `fails()`'s error, when it gives one). */
const failingStub = (fails: () => Error | null) =>
  new Proxy(
    {},
    {
      get(_, property) {
        if (property === "then") return undefined;
        return (...args: unknown[]) => {
          const error = fails();
          if (error) return Promise.reject(error);
          const real = env.VISITOR.get(env.VISITOR.idFromName(FAILING_VISITOR)) as unknown as Record<
            string,
            (...a: unknown[]) => Promise<unknown>
          >;
          return real[String(property)]?.(...args);
        };
      },
    },
  );
const FAILING_VISITOR = "storage-unavailable-visitor";

/** A namespace of visitors' objects whose calls fail as `fails()` says. */
const failingObjects = (fails: () => Error | null) =>
  ({
    idFromName: (name: string) => env.VISITOR.idFromName(name),
    get: () => failingStub(fails),
  }) as unknown as Env["VISITOR"];

/** D1 and the visitors' objects, every query and call failing with `message`. */
const failing = (message: string): Storage => ({
  DB: {
    prepare() {
      throw new Error(message);
    },
    batch() {
      throw new Error(message);
    },
  } as unknown as D1Database,
  VISITOR: failingObjects(() => new Error(message)),
});

async function ask(storage: Storage, path: string, init: RequestInit = {}) {
  const response = await worker.fetch(
    new Request(`${ORIGIN}${path}`, {
      ...init,
      headers: { ...SAME_ORIGIN_HEADERS, "content-type": "application/json", "cf-connecting-ip": "198.51.100.90" },
    }),
    { ...env, ...storage } as Env,
    createExecutionContext(),
  );
  return { response, text: await response.text() };
}

afterEach(() => vi.restoreAllMocks());

describe("storage unavailable", () => {
  test.each([
    "D1_ERROR: Network connection lost.",
    "D1_ERROR: Durable Object reset because its code was updated.",
    "D1_ERROR: Cannot resolve D1 DB due to transient issue on remote node.",
  ])("%s: 503 storage_unavailable with Retry-After, for reads and writes", async (message) => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    for (const [path, init] of [
      ["/api/items", {}],
      ["/api/items/abcdefghijkl", { method: "PATCH", body: JSON.stringify({ title: "x" }) }],
    ] as const) {
      const { response, text } = await ask(failing(message), path, init);
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("5");
      expect(JSON.parse(text)).toEqual({
        error: { code: "storage_unavailable", message: "Parla's storage is briefly unavailable; please try again." },
      });
      expect(text).not.toMatch(/D1_ERROR|\bat \w|\.ts\b/u);
    }
  });

  /** Every API route that reads or writes D1 or the visitor's object, as a client calls it. */
  const ROUTES: Array<[string, string, object?]> = [
    ["GET", "/api/items"],
    ["GET", "/api/items?q=brook"],
    ["GET", "/api/items/abcdefghijkl"],
    ["GET", "/api/items/export"],
    ["PATCH", "/api/items/abcdefghijkl", { title: "x" }],
    ["DELETE", "/api/items/abcdefghijkl"],
    ["DELETE", "/api/items", { confirm: "delete-all" }],
    ["POST", "/api/items/abcdefghijkl/revisions/1/stop", {}],
    ["POST", "/api/items/abcdefghijkl/revisions/1/restore", {}],
    ["POST", "/api/items/abcdefghijkl/share", {}],
    ["DELETE", "/api/items/abcdefghijkl/share"],
    ["POST", "/api/items/abcdefghijkl/publication", {}],
    ["DELETE", "/api/items/abcdefghijkl/publication"],
    ["GET", "/api/shares/abcdefghijkl"],
    ["GET", "/api/publications/spring-sale"],
    [
      "POST",
      "/api/generations",
      { template: "landing-page", locale: "en", itemId: "abcdefghijkl", refinement: { kind: "shorter" } },
    ],
  ];

  test.each(ROUTES)(
    "%s %s with storage failing: a clean 500 or 503, never a stack, a path or D1's words",
    async (method, path, body) => {
      vi.spyOn(console, "error").mockImplementation(() => {});
      vi.spyOn(console, "warn").mockImplementation(() => {});
      const init = { method, ...(body ? { body: JSON.stringify(body) } : {}) };
      for (const message of ["D1_ERROR: Network connection lost.", "D1_TYPE_ERROR: Type 'object' not supported"]) {
        const { response, text } = await ask(failing(message), path, init);
        expect([500, 503], `${method} ${path}: ${response.status} ${text}`).toContain(response.status);
        const { error } = JSON.parse(text) as { error: { code: string; message: string } };
        expect(error.code).toBe(response.status === 503 ? "storage_unavailable" : "internal");
        expect(text).not.toMatch(/D1_|\bat \w+ \(|\.ts\b|\/work\/|node_modules/u);
      }
    },
  );

  test("a failure that is not storage being away stays a 500, still without detail", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { response, text } = await ask(failing("D1_TYPE_ERROR: Type 'object' not supported"), "/api/items");
    expect(response.status).toBe(500);
    expect(JSON.parse(text)).toEqual({ error: { code: "internal", message: "Internal Server Error" } });
  });

  test("a read that meets a transient error is tried once more and answers; a write is not repeated", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    // The first query run fails as a dropped connection does; every later one reaches D1.
    let failures = 0;
    const failOnce = (statement: D1PreparedStatement): D1PreparedStatement =>
      new Proxy(statement, {
        get(target, property) {
          const value = Reflect.get(target, property, target) as unknown;
          if (property === "bind") return (...values: unknown[]) => failOnce(target.bind(...values));
          if (typeof value !== "function" || !["first", "all", "run", "raw"].includes(String(property))) return value;
          return (...args: unknown[]) =>
            failures++ === 0
              ? Promise.reject(new Error("D1_ERROR: Network connection lost."))
              : (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
        },
      });
    const onceAway = new Proxy(env.DB, {
      get(target, property) {
        if (property === "prepare") return (sql: string) => failOnce(target.prepare(sql));
        if (property === "batch")
          return (statements: D1PreparedStatement[]) =>
            failures++ === 0
              ? Promise.reject(new Error("D1_ERROR: Network connection lost."))
              : target.batch(statements);
        return Reflect.get(target, property, target);
      },
    });
    const objectsOnceAway = failingObjects(() => (failures++ === 0 ? new Error("Network connection lost.") : null));
    const read = await ask({ DB: onceAway, VISITOR: objectsOnceAway }, "/api/items");
    expect(read.response.status).toBe(200);
    expect(JSON.parse(read.text)).toMatchObject({ items: [] });
    failures = 0;
    const write = await ask({ DB: onceAway, VISITOR: objectsOnceAway }, "/api/items/abcdefghijkl", {
      method: "PATCH",
      body: JSON.stringify({ title: "x" }),
    });
    expect(write.response.status).toBe(503);
  });
});
