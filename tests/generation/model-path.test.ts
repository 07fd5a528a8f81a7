import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, test, vi } from "vitest";
import { MAX_PASSAGE_LENGTH } from "../../shared/generation";
import worker from "../../worker/index";
import { VISITOR_COOKIE } from "../../worker/middleware/visitor";
import { ORIGIN, SAME_ORIGIN_HEADERS } from "../edge/helpers";
import { fakeModel } from "../support/model";
import { landingBrief, readEvents, type StreamEvent } from "../support/visitor";

/**
 * The model path end to end (docs/writer.md, "Structured short formats", "Edits as patches";
 * docs/api.md, "Refining a passage"): POST /api/generations with `GENERATOR=openai` and the real
 * OpenAI-compatible provider, against a fake model (tests/support/model.ts) that answers in the
 * documented chat-completions streaming format (https://platform.openai.com/docs/api-reference/chat/streaming:
 * `chat.completion.chunk` events, a `finish_reason`, usage, `data: [DONE]`) the way a mid-size
 * model goes wrong: a headline over its limit, a text cut by its token limit, a patch whose anchor
 * is missing or doubled.
 */

let ipCounter = 0;

/** A visitor whose requests reach the worker with a model writer (and the fake model behind `fetch`). */
function modelVisitor(generator = "openai") {
  const ip = `198.51.100.${(ipCounter++ % 250) + 1}`;
  let cookie = "";
  const overrides = {
    ...env,
    GENERATOR: generator,
    OPENAI_API_KEY: "sk-test",
    OPENAI_BASE_URL: "http://model.test/v1",
  };
  async function request(path: string, init: RequestInit = {}) {
    const headers = new Headers(init.headers);
    for (const [name, value] of Object.entries(SAME_ORIGIN_HEADERS)) headers.set(name, value);
    headers.set("cf-connecting-ip", ip);
    if (cookie) headers.set("cookie", cookie);
    const ctx = createExecutionContext();
    const response = await worker.fetch(
      new Request(`${ORIGIN}${path}`, { ...init, headers }),
      overrides as unknown as Env,
      ctx,
    );
    const set = response.headers.get("set-cookie")?.match(new RegExp(`${VISITOR_COOKIE}=[^;]+`));
    if (set) cookie = set[0];
    const body = await response.text();
    await waitOnExecutionContext(ctx);
    return { status: response.status, body };
  }
  return {
    async generate(body: object) {
      const answer = await request("/api/generations", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      const events = answer.status === 200 ? await readEvents(new Response(answer.body)) : [];
      return { ...answer, events };
    },
    async item(itemId: string) {
      const answer = await request(`/api/items/${itemId}`);
      return JSON.parse(answer.body) as {
        revisions: Array<{ number: number; content: string; status: string; passage: unknown; provider: string }>;
      };
    },
  };
}

const textOf = (events: StreamEvent[]) =>
  events.flatMap((event) => (event.event === "delta" ? [String(event.data.text)] : [])).join("");
const itemIdOf = (events: StreamEvent[]) => String(events.find((event) => event.event === "start")?.data.itemId);

/** The `generation_end` log lines written meanwhile. */
function logs() {
  const lines: Array<Record<string, unknown>> = [];
  const keep = (line: unknown) => {
    if (typeof line === "string" && line.startsWith("{")) lines.push(JSON.parse(line) as Record<string, unknown>);
  };
  vi.spyOn(console, "log").mockImplementation(keep);
  vi.spyOn(console, "warn").mockImplementation(keep);
  vi.spyOn(console, "error").mockImplementation(keep);
  return lines;
}

afterEach(() => {
  vi.restoreAllMocks();
});

const LANDING = [
  "# Brook bottle: water on time, even on a double shift",
  "",
  "Brook glows when you should drink, so a twelve-hour shift on the ward no longer ends with a headache and an untouched bottle.",
  "",
  "## Why nurses keep it close",
  "",
  "- **It glows** when you should drink",
  "- **It stays cold** for 24 hours",
  "- **It lasts** two weeks per charge",
  "",
  "## Made for long shifts",
  "",
  "For busy nurses on long shifts who forget to drink until their break.",
  "",
  "**Pre-order Brook**",
  "",
].join("\n");

/** A visitor with a landing page the model wrote, and the fake model for what follows. */
async function landingPage(generator = "openai") {
  const visitor = modelVisitor(generator);
  const first = fakeModel(LANDING);
  vi.spyOn(globalThis, "fetch").mockImplementation(first.fetch);
  const draft = await visitor.generate(landingBrief);
  expect(draft.events.at(-1)?.event).toBe("done");
  vi.mocked(globalThis.fetch).mockRestore();
  return { visitor, itemId: itemIdOf(draft.events) };
}

const adBrief = {
  template: "ad-copy",
  locale: "en",
  inputs: {
    product: "Boxwell Self Storage",
    audience: "People moving house",
    benefit: "Units from £12 a week, no minimum term",
    tone: "bold",
  },
};
const variant = (headline: string) => ({
  headline,
  text: "Units from £12 a week and no minimum term, open 7 days a week.",
  button: "Book a unit",
});
const LONG_HEADLINE = "Boxwell Self Storage: units from £12 a week, no minimum term";

describe("structured short formats", () => {
  test("an ad headline over its limit is asked again once, naming the field and its limit, then printed", async () => {
    const visitor = modelVisitor();
    const model = fakeModel(
      JSON.stringify({ variants: [variant(LONG_HEADLINE), variant("No minimum term")] }),
      JSON.stringify({ variants: [variant("Storage from £12 a week"), variant("No minimum term")] }),
    );
    vi.spyOn(globalThis, "fetch").mockImplementation(model.fetch);
    const { events } = await visitor.generate(adBrief);
    expect(events.at(-1)).toMatchObject({ event: "done", data: { writer: "openai" } });
    // The object was asked through the response format, with the limits in its schema.
    const format = (model.calls[0] as unknown as { response_format: { type: string; json_schema: { schema: object } } })
      .response_format;
    expect(format.type).toBe("json_schema");
    expect(JSON.stringify(format.json_schema.schema)).toContain('"maxLength":40');
    expect(model.calls).toHaveLength(2);
    const correction = model.calls[1]?.messages.at(-1)?.content ?? "";
    expect(correction).toContain("`variants[0].headline` is 60 characters long; its limit is 40 characters.");
    expect(correction).not.toContain("variants[1]");
    // Printed by the offline writer's renderer: the product as title, numbered variants, labels.
    expect(textOf(events)).toBe(
      [
        "# Boxwell Self Storage",
        "",
        "## Variant 1",
        "",
        "**Headline:** Storage from £12 a week\\",
        "**Text:** Units from £12 a week and no minimum term, open 7 days a week.\\",
        "**Button:** Book a unit",
        "",
        "## Variant 2",
        "",
        "**Headline:** No minimum term\\",
        "**Text:** Units from £12 a week and no minimum term, open 7 days a week.\\",
        "**Button:** Book a unit",
        "",
      ].join("\n"),
    );
    const { revisions } = await visitor.item(itemIdOf(events));
    expect(revisions[0]).toMatchObject({ status: "complete", content: textOf(events) });
  });

  test("a headline still over its limit after the correction is the writer's failure: the chain's next writer answers, nothing is cut", async () => {
    const lines = logs();
    const visitor = modelVisitor("openai,builtin");
    const model = fakeModel(JSON.stringify({ variants: [variant(LONG_HEADLINE)] }));
    vi.spyOn(globalThis, "fetch").mockImplementation(model.fetch);
    const { events } = await visitor.generate(adBrief);
    expect(model.calls).toHaveLength(2);
    expect(events.at(-1)).toMatchObject({ event: "done", data: { writer: "builtin" } });
    expect(textOf(events)).not.toContain("Boxwell Self Storage: units from £12 a week, no minimum");
    expect(lines.find((line) => line.event === "generation_end")).toMatchObject({ provider: "builtin" });
  });

  test("search ads count a Japanese character twice", async () => {
    const visitor = modelVisitor();
    const wide = "農機具の買取はたがやすにおまかせください"; // 20 characters, 40 wide
    const answer = (headline: string) =>
      JSON.stringify({
        headlines: [headline, "トラクター買取・茨城", "中古農機を出張査定"],
        descriptions: ["動かないトラクターも買取。茨城県内は出張査定無料です。", "最短翌日に伺います。"],
      });
    const model = fakeModel(answer(wide), answer("農機具の買取はたがやす"));
    vi.spyOn(globalThis, "fetch").mockImplementation(model.fetch);
    const { events } = await visitor.generate({
      template: "search-ads",
      locale: "ja",
      inputs: { product: "たがやす", benefit: "出張査定無料", keywords: "農機具 買取, トラクター 買取", tone: "bold" },
    });
    expect(events.at(-1)?.event).toBe("done");
    expect(model.calls[1]?.messages.at(-1)?.content).toContain("`headlines[0]` is 40 characters long; its limit is 30");
    expect(textOf(events)).toContain("1. 農機具の買取はたがやす\n2. トラクター買取・茨城");
  });
});

describe("a text cut by the model's token limit", () => {
  test("is kept as a stopped version; the stopped event says length; Continue writes on without the overlap", async () => {
    const visitor = modelVisitor();
    const cut = LANDING.slice(0, 400);
    const model = fakeModel({ text: cut, finish: "length" }, `${cut.slice(-20)}${LANDING.slice(400)}`);
    vi.spyOn(globalThis, "fetch").mockImplementation(model.fetch);
    const first = await visitor.generate(landingBrief);
    const itemId = itemIdOf(first.events);
    expect(first.events.at(-1)).toEqual({
      event: "stopped",
      data: { itemId, revision: 1, writer: "openai", reason: "length" },
    });
    expect((await visitor.item(itemId)).revisions[0]).toMatchObject({ status: "stopped", content: cut });
    const resumed = await visitor.generate({ ...landingBrief, itemId, continueFrom: 1 });
    expect(resumed.events.at(-1)?.event).toBe("done");
    expect((await visitor.item(itemId)).revisions[1]).toMatchObject({ status: "complete", content: LANDING });
  });
});

describe("edits as patches", () => {
  const point = { kind: "add-point", text: "It fits in a scrubs pocket" } as const;

  test("a valid patch is applied: the rest of the text stays byte for byte, and the log says patch", async () => {
    const { visitor, itemId } = await landingPage();
    const lines = logs();
    const model = fakeModel(
      JSON.stringify({
        operations: [
          {
            op: "insert_after",
            anchor: "- **It lasts** two weeks per charge",
            text: "- **It fits** in a scrubs pocket",
          },
        ],
      }),
    );
    vi.spyOn(globalThis, "fetch").mockImplementation(model.fetch);
    const { events } = await visitor.generate({ ...landingBrief, itemId, basedOn: 1, refinement: point });
    expect(events.at(-1)?.event).toBe("done");
    const expected = LANDING.replace(
      "- **It lasts** two weeks per charge\n",
      "- **It lasts** two weeks per charge\n- **It fits** in a scrubs pocket\n",
    );
    expect((await visitor.item(itemId)).revisions[1]?.content).toBe(expected);
    expect(model.calls).toHaveLength(1);
    // The patch is asked as an object; the text on screen is the assistant's turn before the request.
    const call = model.calls[0] as unknown as {
      response_format: { type: string };
      messages: Array<{ content: string }>;
    };
    expect(call.response_format.type).toBe("json_schema");
    expect(call.messages.at(-2)?.content).toBe(LANDING);
    expect(lines.find((line) => line.event === "generation_end")).toMatchObject({ path: "patch", status: "complete" });
  });

  test.each([
    ["is missing from the text", "- **It glows** whenever you should drink"],
    ["occurs twice", "when you should drink"],
  ])("a patch whose anchor %s falls back to a whole rewrite", async (_, anchor) => {
    const { visitor, itemId } = await landingPage();
    const lines = logs();
    const rewritten = LANDING.replace("**Pre-order Brook**", "It fits in a scrubs pocket.\n\n**Pre-order Brook**");
    const model = fakeModel(
      JSON.stringify({ operations: [{ op: "insert_after", anchor, text: "\n- It fits in a scrubs pocket" }] }),
      rewritten,
    );
    vi.spyOn(globalThis, "fetch").mockImplementation(model.fetch);
    const { events } = await visitor.generate({ ...landingBrief, itemId, basedOn: 1, refinement: point });
    expect(events.at(-1)?.event).toBe("done");
    expect((await visitor.item(itemId)).revisions[1]?.content).toBe(rewritten);
    expect(model.calls).toHaveLength(2);
    // The rewrite is the text path: no response format.
    expect((model.calls[1] as unknown as { response_format?: unknown }).response_format).toBeUndefined();
    expect(lines.find((line) => line.event === "generation_patch_fallback")).toMatchObject({
      reason: anchor.startsWith("-") ? "not_found" : "ambiguous",
    });
    expect(lines.find((line) => line.event === "generation_end")).toMatchObject({ path: "rewrite" });
  });
});

describe("refining a selected passage", () => {
  const selected = "For busy nurses on long shifts who forget to drink until their break.";

  test("only the passage changes; the step records it, and the item API says so", async () => {
    const { visitor, itemId } = await landingPage();
    const start = LANDING.indexOf(selected);
    const passage = { start, end: start + selected.length };
    const model = fakeModel("```\nFor nurses on twelve-hour shifts.\n```");
    vi.spyOn(globalThis, "fetch").mockImplementation(model.fetch);
    const { events } = await visitor.generate({
      ...landingBrief,
      itemId,
      basedOn: 1,
      refinement: { kind: "shorter" },
      passage,
    });
    expect(events.at(-1)?.event).toBe("done");
    const { revisions } = await visitor.item(itemId);
    expect(revisions[1]?.content).toBe(LANDING.replace(selected, "For nurses on twelve-hour shifts."));
    expect(revisions[1]?.passage).toEqual(passage);
    expect(revisions[0]?.passage).toBeNull();
    const asked = model.calls[0]?.messages.at(-1)?.content ?? "";
    expect(asked).toContain(`<passage>\n${selected}\n</passage>`);
    expect(model.calls[0]?.messages.at(-2)?.content).toBe(LANDING);
  });

  test("the offline writer makes only the changes inside the passage, or answers unchanged", async () => {
    const visitor = modelVisitor("builtin");
    const draft = await visitor.generate(landingBrief);
    const itemId = itemIdOf(draft.events);
    const base = textOf(draft.events);
    const list = base.indexOf("- ");
    const listEnd = base.indexOf("\n\n", list) + 1;
    const point = { kind: "add-point", text: "Fits in a scrubs pocket" } as const;
    // Outside the list, the point has no place: nothing is written.
    const elsewhere = await visitor.generate({
      ...landingBrief,
      itemId,
      basedOn: 1,
      refinement: point,
      passage: { start: 0, end: 10 },
    });
    expect(elsewhere.events.at(-1)).toMatchObject({ event: "unchanged", data: { reason: "same-text" } });
    const inside = await visitor.generate({
      ...landingBrief,
      itemId,
      basedOn: 1,
      refinement: point,
      passage: { start: list, end: listEnd },
    });
    expect(inside.events.at(-1)?.event).toBe("done");
    const { revisions } = await visitor.item(itemId);
    const text = revisions.at(-1)?.content ?? "";
    expect(text).toContain("Fits in a scrubs pocket");
    expect(text.slice(0, list)).toBe(base.slice(0, list));
    expect(text.slice(text.length - (base.length - listEnd))).toBe(base.slice(listEnd));
  });

  test.each([
    ["ends before it starts", { start: 40, end: 40 }, {}],
    ["ends after the text", { start: 10, end: LANDING.length + 1 }, {}],
    ["is longer than the most that can be refined alone", { start: 0, end: MAX_PASSAGE_LENGTH + 1 }, {}],
    ["names no version", { start: 0, end: 10 }, { basedOn: undefined }],
    ["is a translation", { start: 0, end: 10 }, { refinement: { kind: "translate", locale: "de" } }],
  ])("a passage that %s is refused with 400 bad_passage, and nothing is written", async (_, passage, extra) => {
    const { visitor, itemId } = await landingPage();
    const model = fakeModel("never asked");
    vi.spyOn(globalThis, "fetch").mockImplementation(model.fetch);
    const answer = await visitor.generate({
      ...landingBrief,
      itemId,
      basedOn: 1,
      refinement: { kind: "shorter" },
      passage,
      ...extra,
    });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ error: { code: "bad_passage" } });
    expect(model.calls).toHaveLength(0);
    expect((await visitor.item(itemId)).revisions).toHaveLength(1);
  });
});
