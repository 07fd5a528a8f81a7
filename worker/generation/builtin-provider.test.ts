import { describe, expect, test } from "vitest";
import { findTemplate, type TemplateDefinition } from "../../shared/catalog/templates";
import type { Step } from "../../shared/generation";
import { builtinProvider, changesWithin } from "./builtin-provider";
import { type GenerationRequest, isUnchanged } from "./provider";

function templateOf(slug: string): TemplateDefinition {
  const found = findTemplate(slug);
  if (!found) throw new Error(`${slug} template missing`);
  return found;
}

const base: GenerationRequest = {
  template: templateOf("landing-page"),
  locale: "nl",
  inputs: {
    product: "Fietsenmaker De Spaak",
    audience: "forenzen in Utrecht",
    keyPoints: "Klaar binnen een uur",
  },
  seed: 1,
  rootSeed: 1,
  earlier: [],
  maxTokens: 1000,
};

/** The text the builtin writer streams, or its reason for writing none. */
async function write(request: Partial<GenerationRequest>): Promise<string> {
  const answer = await builtinProvider().generate({ ...base, ...request }, new AbortController().signal);
  if (isUnchanged(answer)) return `unchanged: ${answer.unchanged}`;
  let text = "";
  for await (const piece of answer.chunks) text += piece;
  return text;
}

const step = (refinement: Step["refinement"], instruction: string | null = null): Step => ({ refinement, instruction });

describe("the builtin writer follows the buttons", () => {
  test("an added point joins the text as typed and stays through a later translation", async () => {
    const draft = await write({});
    const point = step({ kind: "add-point", text: "parkeren is gratis" });
    const noted = await write({ previous: draft, asked: point });
    expect(noted).toContain("- Parkeren is gratis\n");
    const translated = await write({
      locale: "en",
      originLocale: "nl",
      earlier: [point],
      previous: noted,
      asked: step({ kind: "translate", locale: "en" }),
    });
    expect(translated).toContain("- Parkeren is gratis\n");
    expect(translated).not.toBe(noted);
  });

  test("a chat message in words is not read: nothing is written, and the answer says why", async () => {
    const draft = await write({});
    expect(await write({ previous: draft, asked: step(null, "Voeg een sectie over prijzen toe") })).toBe(
      "unchanged: free-text",
    );
    // Beside a refinement, the refinement is done and the message left alone.
    const shorter = await write({ previous: draft, asked: step({ kind: "shorter" }, "en maak het grappig") });
    expect(shorter).toBe(await write({ previous: draft, asked: step({ kind: "shorter" }) }));
  });

  test("a refinement that would give the text on screen stores nothing", async () => {
    const draft = await write({});
    const formal = await write({ previous: draft, asked: step({ kind: "formal" }) });
    expect(formal).not.toMatch(/^unchanged/);
    expect(
      await write({ previous: formal, earlier: [step({ kind: "formal" })], asked: step({ kind: "formal" }) }),
    ).toBe("unchanged: same-text");
  });

  test("a point for a format with no place for one is refused", async () => {
    const ads = { template: templateOf("search-ads"), inputs: { product: "Rösterei München", keywords: "Kaffee" } };
    const draft = await write(ads);
    expect(await write({ ...ads, previous: draft, asked: step({ kind: "add-point", text: "Gratis Versand" }) })).toBe(
      "unchanged: no-place",
    );
  });

  test("a refinement edits the version its chain started from: every other line stays", async () => {
    const draft = await write({ seed: 5, rootSeed: 5 });
    const noted = await write({
      seed: 99,
      rootSeed: 5,
      previous: draft,
      asked: step({ kind: "add-point", text: "Parkeren is gratis" }),
    });
    for (const line of draft.split("\n").filter(Boolean)) expect(noted).toContain(line);
  });

  test("an added section has the visitor's title as its heading and their text as its text", async () => {
    const draft = await write({});
    const added = await write({
      previous: draft,
      asked: step({ kind: "add-section", title: "Openingstijden", text: "elke dag van 8 tot 20 uur" }),
    });
    expect(added).toContain("## Openingstijden\n\nElke dag van 8 tot 20 uur.\n");
    for (const line of draft.split("\n").filter(Boolean)) expect(added).toContain(line);
  });

  test("a section asked without what it should say is not written: the answer says it needs the text", async () => {
    const draft = await write({});
    expect(await write({ previous: draft, asked: step({ kind: "add-section", title: "Openingstijden" }) })).toBe(
      "unchanged: needs-text",
    );
  });
});

describe("a passage keeps the writer's changes inside it only", () => {
  const before = "# Brook\n\nMade for nurses.\n\n- Glows\n\nWant to know more? Get in touch.\n\n**Get in touch**\n";
  const after = "# Brook\n\n- Glows\n\n**Get in touch**\n";
  const range = (words: string) => ({ start: before.indexOf(words), end: before.indexOf(words) + words.length });

  test("a line selected by its words, without its line break, is dropped with it", () => {
    expect(changesWithin(before, after, range("Want to know more? Get in touch."))).toBe(
      "# Brook\n\nMade for nurses.\n\n- Glows\n\n**Get in touch**\n",
    );
  });

  test("a change outside the passage is left undone, and part of a line is not the line", () => {
    expect(changesWithin(before, after, range("- Glows"))).toBe(before);
    expect(changesWithin(before, after, range("Get in touch."))).toBe(before);
  });
});

describe("the visitor's own edits stay", () => {
  test("a change is the writer's own line changes, made on the edited text", async () => {
    const draft = await write({});
    const lines = draft.split("\n");
    // The visitor rewrote the title by hand.
    const edited = [`# ${lines[0]?.slice(2)} — sinds 1998`, ...lines.slice(1)].join("\n");
    const point = await write({ previous: edited, asked: step({ kind: "add-point", text: "parkeren is gratis" }) });
    expect(point).toContain("sinds 1998");
    expect(point).toContain("- Parkeren is gratis\n");
    const shorter = await write({ previous: edited, asked: step({ kind: "shorter" }) });
    expect(shorter).toContain("sinds 1998");
    expect(shorter.length).toBeLessThan(edited.length);
  });

  test("where the writer's change no longer fits the edited lines, nothing changes and the answer says why", async () => {
    const draft = await write({});
    // The writer wrote the closing in its own words; the visitor rewrote exactly that line, which
    // "Shorter" would drop; and no translation of the writer's can carry the visitor's words.
    const closing = (await write({ previous: draft, asked: step({ kind: "shorter" }) }))
      .split("\n")
      .reduce((gone, line) => gone.filter((kept) => kept !== line), draft.split("\n"))
      .find((line) => line.trim() !== "");
    expect(closing).toBeTruthy();
    const edited = draft.replace(closing ?? "", "Bel ons gerust, we zijn er zeven dagen per week.");
    expect(await write({ previous: edited, asked: step({ kind: "shorter" }) })).toBe("unchanged: hand-edited");
    expect(
      await write({
        locale: "en",
        originLocale: "nl",
        previous: edited,
        asked: step({ kind: "translate", locale: "en" }),
      }),
    ).toBe("unchanged: hand-edited");
  });
});
