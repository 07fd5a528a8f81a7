import { runInDurableObject } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { parseSseChunk } from "../../shared/sse-events";
import { type VisitorStore, visitorStore } from "../../worker/items/visitor-store";
import { cookieVisitor, VISITOR_COOKIE } from "../../worker/middleware/visitor";
import { ORIGIN, SAME_ORIGIN_HEADERS } from "../edge/helpers";

let ipCounter = 0;

/** The visitor cookie's name=value pair in a Set-Cookie header. */
const VISITOR_COOKIE_PAIR = new RegExp(`${VISITOR_COOKIE}=[^;]+`);

/**
 * A browser-like client for integration tests: keeps the visitor cookie it is given and comes
 * from its own address, so rate limits of one test never spill into another.
 */
export function newVisitor() {
  let cookie = "";
  const ip = `203.0.113.${(ipCounter++ % 250) + 1}`;
  async function request(path: string, init: RequestInit = {}) {
    const headers = new Headers(init.headers);
    if (cookie) headers.set("cookie", cookie);
    headers.set("cf-connecting-ip", headers.get("cf-connecting-ip") ?? ip);
    // What a browser sends with a request from one of Parla's own pages; tests of other origins
    // override them, and an empty value stands for "not sent".
    for (const [name, value] of Object.entries(SAME_ORIGIN_HEADERS)) {
      const given = headers.get(name);
      if (given === null) headers.set(name, value);
      else if (given === "") headers.delete(name);
    }
    const response = await exports.default.fetch(`${ORIGIN}${path}`, { ...init, headers, redirect: "manual" });
    const set = response.headers.get("set-cookie")?.match(VISITOR_COOKIE_PAIR);
    if (set) cookie = set[0];
    return response;
  }
  return {
    request,
    get cookie() {
      return cookie;
    },
    json: (path: string, method: string, body?: unknown) =>
      request(path, {
        method,
        headers: { "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
  };
}

export type Visitor = ReturnType<typeof newVisitor>;

export type StreamEvent = { event: string; data: Record<string, unknown> };

/** Reads a whole SSE response into its events. */
export async function readEvents(response: Response): Promise<StreamEvent[]> {
  const text = await response.text();
  return text
    .split(/\n\n/)
    .map((chunk) => parseSseChunk(chunk))
    .flatMap((event) =>
      event ? [{ event: event.event, data: JSON.parse(event.data) as Record<string, unknown> }] : [],
    );
}

export const landingBrief = {
  template: "landing-page",
  locale: "en",
  inputs: {
    product: "Brook bottle",
    audience: "busy nurses on long shifts",
    keyPoints: "glows when you should drink\ncold for 24 hours\ntwo weeks per charge",
    tone: "friendly",
    callToAction: "Pre-order Brook",
  },
};

/** Generates an item and returns its id after the stream is done. */
export async function generateItem(
  visitor: Visitor,
  brief: object = landingBrief,
): Promise<{ itemId: string; events: StreamEvent[] }> {
  const response = await visitor.json("/api/generations", "POST", brief);
  if (response.status !== 200) throw new Error(`generation answered ${response.status}: ${await response.text()}`);
  const events = await readEvents(response);
  const start = events.find((event) => event.event === "start");
  return { itemId: String(start?.data.itemId), events };
}

/** Whatever holds a visitor's cookie: a client of newVisitor, or a test's own. */
type Cookied = Pick<Visitor, "cookie">;

/** The visitor id a client's cookie proves (worker/middleware/visitor.ts). */
export async function visitorIdOf(visitor: Cookied): Promise<string> {
  const id = await cookieVisitor(env, visitor.cookie);
  if (!id) throw new Error("this client has no visitor cookie yet");
  return id;
}

/** The client's own Visitor object, where the API keeps its items (docs/data.md, "A visitor's object"). */
export async function objectOf(visitor: Cookied): Promise<VisitorStore> {
  return visitorStore(env, await visitorIdOf(visitor));
}

/** SQL run inside the client's object, for a test to set up or read what the API cannot. */
export async function inObject<T>(visitor: Cookied, run: (sql: SqlStorage) => T): Promise<T> {
  return runInDurableObject(await objectOf(visitor), (_, state) => run(state.storage.sql));
}

/** Version `number` of an item as the owner's object stores it, or null. */
export async function storedRevision(visitor: Cookied, itemId: string, number = 1) {
  const revisions = await (await objectOf(visitor)).listRevisions(itemId);
  return revisions.find((revision) => revision.number === number) ?? null;
}

/** How many items the client's object holds. */
export async function itemCount(visitor: Cookied): Promise<number> {
  return inObject(visitor, (sql) => Number(sql.exec("SELECT COUNT(*) AS n FROM items").one().n));
}

/** Adds version `number` with `content` to an item, as a finished text (what a refinement would write). */
export async function addVersion(visitor: Cookied, itemId: string, number: number, content: string) {
  const now = Date.now();
  await inObject(visitor, (sql) => {
    sql.exec(
      `INSERT INTO revisions (item_id, number, instruction, locale, content, status, provider, created_at, updated_at)
       VALUES (?, ?, 'rewrite', 'en', ?, 'complete', 'builtin', ?, ?)`,
      itemId,
      number,
      content,
      now,
      now,
    );
  });
}

/** Version `number` of an item being written just now ("half a"), as another tab's generation leaves it. */
export async function streamingVersion(visitor: Cookied, itemId: string, number: number, updatedAt = Date.now()) {
  await inObject(visitor, (sql) => {
    sql.exec(
      `INSERT INTO revisions (item_id, number, locale, content, status, provider, created_at, updated_at)
       VALUES (?, ?, 'en', 'half a', 'streaming', 'builtin', ?, ?)`,
      itemId,
      number,
      updatedAt,
      updatedAt,
    );
  });
}

/**
 * `count` items of `owner` written straight into D1's old item tables, as drafts were stored before
 * the visitors' objects (docs/data.md, "Moving drafts out of D1"), each with `versions` versions.
 */
export async function seedLegacyItems(
  owner: string,
  count: number,
  createdAt: (index: number) => number,
  versions = 0,
): Promise<string[]> {
  const ids = Array.from(
    { length: count },
    (_, index) => `legacy-${owner.slice(0, 8)}-${String(index).padStart(4, "0")}`,
  );
  const statements = ids.flatMap((id, index) => [
    env.DB.prepare(
      `INSERT INTO items (id, owner, template, locale, title, inputs, created_at, updated_at)
       VALUES (?1, ?2, 'landing-page', 'en', ?3, '{}', ?4, ?4)`,
    ).bind(id, owner, `Legacy ${index}`, createdAt(index)),
    ...Array.from({ length: versions }, (_, number) =>
      env.DB.prepare(
        `INSERT INTO revisions (item_id, number, locale, content, status, provider, created_at, updated_at)
         VALUES (?1, ?2, 'en', ?3, 'complete', 'builtin', ?4, ?4)`,
      ).bind(id, number + 1, `Version ${number + 1} of ${index}`, createdAt(index)),
    ),
  ]);
  // D1 takes a batch of at most a few thousand statements comfortably; tests seed far fewer.
  await env.DB.batch(statements);
  return ids;
}
