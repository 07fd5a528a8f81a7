import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, test, vi } from "vitest";
import worker from "../../worker/index";
import { VISITOR_COOKIE } from "../../worker/middleware/visitor";
import { ORIGIN, SAME_ORIGIN_HEADERS } from "../edge/helpers";
import { completionStream } from "../support/model";
import {
  generateItem,
  landingBrief,
  newVisitor,
  readEvents,
  type StreamEvent,
  storedRevision,
  streamingVersion,
} from "../support/visitor";

/** Typed refinements and free text (docs/api.md, "Refinements"), with the offline writer and with a model. */

type Detail = {
  locale: string;
  revisions: Array<{
    number: number;
    locale: string;
    content: string;
    instruction: string | null;
    refinement: unknown;
  }>;
};

const germanBrief = {
  ...landingBrief,
  locale: "de",
  inputs: { ...landingBrief.inputs, product: "Brook Trinkflasche", callToAction: "Jetzt vorbestellen" },
};

describe("the offline writer answers what it cannot do without a version", () => {
  test("a message in words stores nothing, and the stream says why", async () => {
    const visitor = newVisitor();
    const { itemId } = await generateItem(visitor, germanBrief);
    const events = await readEvents(
      await visitor.json("/api/generations", "POST", {
        ...germanBrief,
        itemId,
        instruction: "Bitte weniger englische Begriffe",
      }),
    );
    expect(events.map((event) => event.event)).toEqual(["start", "unchanged"]);
    expect(events[1]?.data).toEqual({ itemId, revision: 2, writer: "builtin", reason: "free-text" });
    const item = (await (await visitor.request(`/api/items/${itemId}`)).json()) as Detail;
    expect(item.revisions.map((revision) => revision.number)).toEqual([1]);
    // The next request takes the number that was given back.
    const shorter = await readEvents(
      await visitor.json("/api/generations", "POST", { ...germanBrief, itemId, refinement: { kind: "shorter" } }),
    );
    expect(shorter[0]?.data).toEqual({ itemId, revision: 2 });
    expect(shorter.at(-1)?.event).toBe("done");
  });

  test("a refinement that would give the same text stores nothing", async () => {
    const visitor = newVisitor();
    const { itemId } = await generateItem(visitor);
    const send = async (refinement: object) =>
      readEvents(await visitor.json("/api/generations", "POST", { ...landingBrief, itemId, refinement }));
    expect((await send({ kind: "formal" })).at(-1)?.event).toBe("done");
    const again = await send({ kind: "formal" });
    expect(again.at(-1)).toMatchObject({ event: "unchanged", data: { reason: "same-text", revision: 3 } });
    const item = (await (await visitor.request(`/api/items/${itemId}`)).json()) as Detail;
    expect(item.revisions).toHaveLength(2);
  });

  test("a point for ads, which have no place for one, stores nothing", async () => {
    const visitor = newVisitor();
    const ads = {
      template: "search-ads",
      locale: "en",
      inputs: {
        product: "Roastery Munich",
        benefit: "Beans roasted every Monday",
        keywords: "coffee",
        tone: "friendly",
      },
    };
    const { itemId } = await generateItem(visitor, ads);
    const events = await readEvents(
      await visitor.json("/api/generations", "POST", {
        ...ads,
        itemId,
        refinement: { kind: "add-point", text: "Free shipping" },
      }),
    );
    expect(events.at(-1)).toMatchObject({ event: "unchanged", data: { reason: "no-place" } });
  });

  test("a translation names its language; one into the text's own language is refused", async () => {
    const visitor = newVisitor();
    const { itemId } = await generateItem(visitor, germanBrief);
    const same = await visitor.json("/api/generations", "POST", {
      ...germanBrief,
      itemId,
      refinement: { kind: "translate", locale: "de" },
    });
    expect(same.status).toBe(400);
    expect(await same.json()).toMatchObject({ error: { code: "same_language" } });
    const events = await readEvents(
      await visitor.json("/api/generations", "POST", {
        ...germanBrief,
        itemId,
        refinement: { kind: "translate", locale: "ja" },
      }),
    );
    expect(events.at(-1)?.event).toBe("done");
    const item = (await (await visitor.request(`/api/items/${itemId}`)).json()) as Detail;
    expect(item.revisions.map((revision) => revision.locale)).toEqual(["de", "ja"]);
    expect(item.revisions[1]?.refinement).toEqual({ kind: "translate", locale: "ja" });
  });
});

describe("a model reads the visitor's message itself", () => {
  afterEach(() => vi.restoreAllMocks());

  /** A visitor of a Parla whose writer is a fake OpenAI-compatible model answering `texts` in turn. */
  function withModel(...texts: string[]) {
    const sent: Array<{ messages: Array<{ role: string; content: string }> }> = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (_input, init) => {
      sent.push(JSON.parse(String(init?.body)));
      const text = texts[Math.min(sent.length - 1, texts.length - 1)] ?? "";
      return new Response(completionStream(text), { headers: { "content-type": "text/event-stream" } });
    });
    const modelEnv = {
      ...env,
      GENERATOR: "openai",
      OPENAI_BASE_URL: "http://model.test/v1",
      OPENAI_MODEL: "m-1",
      OPENAI_API_KEY: "sk-test",
    } as unknown as Env;
    let cookie = "";
    const post = async (body: object): Promise<StreamEvent[]> => {
      const ctx = createExecutionContext();
      const response = await worker.fetch(
        new Request(`${ORIGIN}/api/generations`, {
          method: "POST",
          headers: {
            ...SAME_ORIGIN_HEADERS,
            "content-type": "application/json",
            "cf-connecting-ip": "192.0.2.77",
            ...(cookie ? { cookie } : {}),
          },
          body: JSON.stringify(body),
        }),
        modelEnv,
        ctx,
      );
      cookie = response.headers.get("set-cookie")?.match(new RegExp(`${VISITOR_COOKIE}=[^;]+`))?.[0] ?? cookie;
      const events = await readEvents(response);
      await waitOnExecutionContext(ctx);
      return events;
    };
    return {
      sent,
      post,
      /** The visitor the model's requests come from, by their cookie. */
      visitor: {
        get cookie() {
          return cookie;
        },
      },
    };
  }

  test("“Bitte weniger englische Begriffe” on a German draft gives a German version, the message quoted as typed", async () => {
    const model = withModel(
      "# Brook Trinkflasche\n\nDein Reminder fürs Trinken im Workflow.",
      "# Brook Trinkflasche\n\nDeine Erinnerung fürs Trinken im Arbeitsalltag.",
    );
    const draft = await model.post(germanBrief);
    const itemId = String(draft[0]?.data.itemId);
    expect(draft.at(-1)).toMatchObject({ event: "done", data: { writer: "openai" } });
    const edit = await model.post({ ...germanBrief, itemId, instruction: "Bitte weniger englische Begriffe" });
    expect(edit.at(-1)).toMatchObject({ event: "done", data: { revision: 2, writer: "openai" } });

    const row = await storedRevision(model.visitor, itemId, 2);
    expect(row).toMatchObject({
      locale: "de",
      instruction: "Bitte weniger englische Begriffe",
      refinement: null,
      content: "# Brook Trinkflasche\n\nDeine Erinnerung fürs Trinken im Arbeitsalltag.",
    });

    const asked = model.sent[1]?.messages ?? [];
    const request = asked.map((message) => message.content).join("\n");
    expect(request).toContain('"Bitte weniger englische Begriffe"');
    expect(request).toContain("write everything in German");
    expect(request).not.toMatch(/translat/i);
    expect(asked.at(-2)).toEqual({
      role: "assistant",
      content: "# Brook Trinkflasche\n\nDein Reminder fürs Trinken im Workflow.",
    });
  });

  test("a translation button tells the model the language; the version is stored in it", async () => {
    const model = withModel("# Brook Trinkflasche\n\nTrink genug.", "# Brook ボトル\n\n水分補給を忘れずに。");
    const draft = await model.post(germanBrief);
    const itemId = String(draft[0]?.data.itemId);
    await model.post({ ...germanBrief, itemId, refinement: { kind: "translate", locale: "ja" } });
    const request = (model.sent[1]?.messages ?? []).map((message) => message.content).join("\n");
    expect(request).toContain("Translate the whole text into Japanese");
    const row = await storedRevision(model.visitor, itemId, 2);
    expect(row?.locale).toBe("ja");
  });
});

describe("one version at a time, built on the newest", () => {
  test("a refinement while another version of the item is being written is a 409, and nothing is written", async () => {
    const visitor = newVisitor();
    const { itemId } = await generateItem(visitor);
    // Version 2 is being written (by another tab, say).
    await streamingVersion(visitor, itemId, 2);
    const response = await visitor.json("/api/generations", "POST", {
      ...landingBrief,
      itemId,
      refinement: { kind: "shorter" },
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ error: { code: "generation_in_progress" } });
    const item = (await (await visitor.request(`/api/items/${itemId}`)).json()) as Detail;
    expect(item.revisions.map((revision) => revision.number)).toEqual([1, 2]);
  });

  test("a refinement of a version that is no longer the newest is a 409 version_conflict", async () => {
    const visitor = newVisitor();
    const { itemId } = await generateItem(visitor);
    const send = (basedOn: number, refinement: object) =>
      visitor.json("/api/generations", "POST", { ...landingBrief, itemId, basedOn, refinement });
    // A second tab writes version 2.
    await readEvents(await send(1, { kind: "shorter" }));
    // The first tab still shows version 1.
    const stale = await send(1, { kind: "formal" });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ error: { code: "version_conflict" } });
    // Built on the newest, it is written.
    const fresh = await readEvents(await send(2, { kind: "formal" }));
    expect(fresh.at(-1)?.event).toBe("done");
  });
});
