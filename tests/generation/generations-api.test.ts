import { describe, expect, test } from "vitest";
import { MAX_GENERATION_BODY_BYTES } from "../../shared/generation";
import { VISITOR_COOKIE } from "../../worker/middleware/visitor";
import { generateItem, inObject, landingBrief, newVisitor, readEvents, storedRevision } from "../support/visitor";

describe("POST /api/generations", () => {
  test("streams start, deltas and done, and stores a complete revision", async () => {
    const visitor = newVisitor();
    const response = await visitor.json("/api/generations", "POST", landingBrief);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    expect(visitor.cookie).toMatch(new RegExp(`^${VISITOR_COOKIE}=[0-9a-f-]{36}\\.[A-Za-z0-9_-]{43}$`));
    const events = await readEvents(response);
    expect(events[0]?.event).toBe("start");
    expect(events.at(-1)?.event).toBe("done");
    const deltas = events.filter((event) => event.event === "delta");
    expect(deltas.length).toBeGreaterThan(5);
    const text = deltas.map((event) => event.data.text).join("");
    expect(text).toContain("Brook bottle");
    const itemId = String(events[0]?.data.itemId);
    const row = await storedRevision(visitor, itemId);
    expect(row).toMatchObject({ status: "complete", content: text });
    expect(events.at(-1)?.data).toMatchObject({ itemId, revision: 1, writer: "builtin" });
  });

  test.each(["ja", "de", "es", "zh"] as const)("writes in %s when asked", async (locale) => {
    const { events } = await generateItem(newVisitor(), { ...landingBrief, locale });
    const text = events
      .filter((event) => event.event === "delta")
      .map((event) => event.data.text)
      .join("");
    // The visitor's facts, arranged in a text whose own words are in the language asked.
    expect(text).toContain("# Brook bottle");
    expect(text).toContain("- Glows when you should drink\n- Cold for 24 hours\n- Two weeks per charge");
    expect(text).toContain("**Pre-order Brook**");
    if (locale === "ja") expect(text).toMatch(/[\u3040-\u30ff]/);
    if (locale === "zh") expect(text).toMatch(/[\u4e00-\u9fff]/);
    expect(events.at(-1)?.event).toBe("done");
  });

  test("a refinement adds a revision to the same item", async () => {
    const visitor = newVisitor();
    const { itemId } = await generateItem(visitor);
    const response = await visitor.json("/api/generations", "POST", {
      ...landingBrief,
      itemId,
      refinement: { kind: "shorter" },
    });
    const events = await readEvents(response);
    expect(events[0]?.data).toEqual({ itemId, revision: 2 });
    const item = (await (await visitor.request(`/api/items/${itemId}`)).json()) as {
      revisions: Array<{ content: string; instruction: string | null; refinement: unknown }>;
    };
    expect(item.revisions).toHaveLength(2);
    expect(item.revisions[1]).toMatchObject({ refinement: { kind: "shorter" }, instruction: null });
    expect(item.revisions[1]?.content.length).toBeLessThan(item.revisions[0]?.content.length ?? 0);
  });

  test("an added point joins the text, and later versions keep it", async () => {
    const visitor = newVisitor();
    const { itemId } = await generateItem(visitor);
    for (const refinement of [{ kind: "add-point", text: "30-day money-back guarantee" }, { kind: "formal" }]) {
      await readEvents(await visitor.json("/api/generations", "POST", { ...landingBrief, itemId, refinement }));
    }
    const item = (await (await visitor.request(`/api/items/${itemId}`)).json()) as {
      revisions: Array<{ content: string }>;
    };
    expect(item.revisions).toHaveLength(3);
    expect(item.revisions[0]?.content).not.toContain("30-day money-back guarantee");
    expect(item.revisions[1]?.content).toContain("30-day money-back guarantee");
    expect(item.revisions[2]?.content).toContain("30-day money-back guarantee");
  });

  test("an added section is its title over the visitor's text; without a text nothing is stored", async () => {
    const visitor = newVisitor();
    const { itemId } = await generateItem(visitor);
    const hours = "every day 8 am to 8 pm";
    const section = { kind: "add-section", title: "Opening hours", text: hours };
    const done = await readEvents(
      await visitor.json("/api/generations", "POST", { ...landingBrief, itemId, refinement: section }),
    );
    expect(done.at(-1)?.event).toBe("done");
    const bare = { kind: "add-section", title: "Prices" };
    const refused = await readEvents(
      await visitor.json("/api/generations", "POST", { ...landingBrief, itemId, refinement: bare }),
    );
    expect(refused.at(-1)).toMatchObject({ event: "unchanged", data: { reason: "needs-text" } });
    // The longest text the schema takes is written whole.
    const long = { kind: "add-section", title: "Story", text: "a".repeat(1000) };
    await readEvents(await visitor.json("/api/generations", "POST", { ...landingBrief, itemId, refinement: long }));
    const item = (await (await visitor.request(`/api/items/${itemId}`)).json()) as {
      revisions: Array<{ content: string; refinement: unknown }>;
    };
    expect(item.revisions).toHaveLength(3);
    expect(item.revisions[1]?.refinement).toEqual(section);
    expect(item.revisions[1]?.content).toContain("## Opening hours\n\nEvery day 8 am to 8 pm.\n");
    expect(item.revisions[1]?.content).not.toMatch(/\n_[^\n]+_\n/);
    expect(item.revisions[2]?.content).toContain(`## Story\n\nA${"a".repeat(999)}.`);
    expect(item.revisions[2]?.content).toContain("## Opening hours");
  });

  test("validation errors are 400 JSON before any stream", async () => {
    const visitor = newVisitor();
    const cases: Array<[unknown, string]> = [
      [{ ...landingBrief, inputs: { ...landingBrief.inputs, product: "" } }, "invalid_brief"],
      [{ ...landingBrief, inputs: { ...landingBrief.inputs, product: "x".repeat(81) } }, "invalid_brief"],
      [{ ...landingBrief, inputs: { ...landingBrief.inputs, tone: "sarcastic" } }, "invalid_brief"],
      [{ ...landingBrief, inputs: { ...landingBrief.inputs, extra: "x" } }, "invalid_brief"],
      [{ ...landingBrief, locale: "xx" }, "invalid_request"],
      [{ template: 42 }, "invalid_request"],
      [{ ...landingBrief, refinement: { kind: "shorter" } }, "nothing_to_refine"],
      [{ ...landingBrief, refinement: { kind: "louder" } }, "invalid_request"],
      [{ ...landingBrief, refinement: { kind: "shorter", extra: 1 } }, "invalid_request"],
      [{ ...landingBrief, refinement: { kind: "translate", locale: "xx" } }, "invalid_request"],
      [{ ...landingBrief, refinement: { kind: "add-point", text: "   " } }, "invalid_request"],
      [{ ...landingBrief, refinement: { kind: "add-section", title: "x".repeat(121) } }, "invalid_request"],
      [
        { ...landingBrief, refinement: { kind: "add-section", title: "Hours", text: "x".repeat(1001) } },
        "invalid_request",
      ],
      [{ ...landingBrief, refinement: { kind: "add-section", title: "Hours", text: "  " } }, "invalid_request"],
      [{ ...landingBrief, refinement: { kind: "add-section", title: "Hours", text: 8 } }, "invalid_request"],
    ];
    for (const [body, code] of cases) {
      const response = await visitor.json("/api/generations", "POST", body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.headers.get("content-type")).toContain("application/json");
      expect(await response.json()).toMatchObject({ error: { code } });
    }
    const notJson = await visitor.request("/api/generations", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{oops",
    });
    expect(notJson.status).toBe(400);
    const unknownTemplate = await visitor.json("/api/generations", "POST", { ...landingBrief, template: "sonnet" });
    expect(unknownTemplate.status).toBe(404);
    const sonnets = await inObject(visitor, (sql) =>
      sql.exec("SELECT id FROM items WHERE template = 'sonnet'").toArray(),
    );
    expect(sonnets).toHaveLength(0);
  });

  test("a body over 16 KiB is refused with 413", async () => {
    const visitor = newVisitor();
    const response = await visitor.json("/api/generations", "POST", {
      ...landingBrief,
      inputs: { ...landingBrief.inputs, keyPoints: "x".repeat(MAX_GENERATION_BODY_BYTES + 1) },
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: { code: "too_large" } });
  });

  test("too many generations from one visitor answer 429 with Retry-After", async () => {
    const visitor = newVisitor();
    let limited: Response | undefined;
    for (let i = 0; i < 25 && !limited; i++) {
      const response = await visitor.json("/api/generations", "POST", landingBrief);
      if (response.status === 429) limited = response;
      else await response.body?.cancel();
    }
    expect(limited?.status).toBe(429);
    expect(limited?.headers.get("retry-after")).toBe("60");
    expect(await limited?.json()).toMatchObject({ error: { code: "rate_limited" } });
  });

  test("another visitor gets 404 for someone's item, and a forged cookie is replaced", async () => {
    const owner = newVisitor();
    const { itemId } = await generateItem(owner);
    const stranger = newVisitor();
    expect((await stranger.request(`/api/items/${itemId}`)).status).toBe(404);
    const refine = await stranger.json("/api/generations", "POST", {
      ...landingBrief,
      itemId,
      refinement: { kind: "shorter" },
    });
    expect(refine.status).toBe(404);
    const [id] = owner.cookie.replace(`${VISITOR_COOKIE}=`, "").split(".");
    const forged = await newVisitor().request(`/api/items/${itemId}`, {
      headers: { cookie: `${VISITOR_COOKIE}=${id}.${"A".repeat(43)}` },
    });
    expect(forged.status).toBe(404);
    // A read never mints an identity (docs/security.md); the next same-origin write replaces the forgery.
    expect(forged.headers.get("set-cookie")).toBeNull();
    const write = await newVisitor().request("/api/generations", {
      method: "POST",
      headers: { cookie: `${VISITOR_COOKIE}=${id}.${"A".repeat(43)}`, "content-type": "application/json" },
      body: JSON.stringify({ ...landingBrief, itemId, refinement: { kind: "shorter" } }),
    });
    expect(write.status).toBe(404);
    expect(write.headers.get("set-cookie")).toMatch(new RegExp(`^${VISITOR_COOKIE}=`));
    expect(write.headers.get("set-cookie")).not.toContain(id);
    expect(write.headers.get("set-cookie")).toMatch(/HttpOnly/);
    expect(write.headers.get("set-cookie")).toMatch(/Secure/);
    expect(write.headers.get("set-cookie")).toMatch(/SameSite=Lax/);
  });
});
