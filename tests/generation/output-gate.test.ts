import { describe, expect, test, vi } from "vitest";
import { findTemplate } from "../../shared/catalog/templates";
import { MAX_OUTPUT_TOKENS } from "../../shared/generation";
import type { Locale } from "../../shared/locales";
import { builtinProvider } from "../../worker/generation/builtin-provider";
import { providerChain } from "../../worker/generation/chain";
import { openAiProvider } from "../../worker/generation/models";
import { GATE_CHARS } from "../../worker/generation/output-gate";
import { GenerationError, type GenerationRequest, isUnchanged } from "../../worker/generation/provider";
import { fakeModel } from "../support/model";

/**
 * The output gate (docs/writer.md, "Output gate") with the real OpenAI-compatible provider and a
 * fake model that goes wrong the way mid-size models do.
 */

function requestFor(slug: string, locale: Locale, extra: Partial<GenerationRequest> = {}): GenerationRequest {
  const template = findTemplate(slug);
  if (!template) throw new Error(`no template ${slug}`);
  return {
    template,
    locale,
    inputs: { product: "Brook", audience: "nurses", keyPoints: "glows\ncold for 24 hours", tone: "friendly" },
    seed: 1,
    rootSeed: 1,
    earlier: [],
    maxTokens: MAX_OUTPUT_TOKENS[template.output],
    ...extra,
  };
}

const config = { OPENAI_BASE_URL: "http://model.test/v1", OPENAI_MODEL: "m-1", OPENAI_API_KEY: "sk-test" };

const GERMAN =
  "# Brook: die Trinkflasche, die ans Trinken erinnert\n\nEin sanftes Leuchten sagt dir, wann es Zeit für einen Schluck ist. Die Flasche hält dein Wasser 24 Stunden kalt, auch in einer langen Nachtschicht auf der Station, und sie braucht keine App und keine Benachrichtigung.\n\n## Was du bekommst\n\n- **Leuchtet**, wenn du trinken solltest\n- **Kalt** für 24 Stunden\n";
const ENGLISH =
  "# Brook: the bottle that reminds you to drink\n\nA soft glow tells you when it is time for a sip. It keeps your water cold for 24 hours, even on a long night shift on the ward, and it needs no app and no notification at all.\n\n## What you get\n\n- **Glows** when you should drink\n- **Cold** for 24 hours\n";

async function write(model: ReturnType<typeof fakeModel>, request: GenerationRequest) {
  const provider = openAiProvider(config, { maxRetries: 0, fetch: model.fetch });
  const answer = await provider.generate(request, new AbortController().signal);
  if (isUnchanged(answer)) throw new Error("a model always writes");
  let text = "";
  for await (const piece of answer.chunks) text += piece;
  return { text, usage: answer.usage, ending: answer.ending };
}

describe("the output gate", () => {
  test("a reply wrapped in a code fence is stored without it", async () => {
    const model = fakeModel(`\`\`\`markdown\n${GERMAN}\`\`\`\n`);
    const { text } = await write(model, requestFor("landing-page", "de"));
    expect(text).toBe(GERMAN);
    expect(model.calls).toHaveLength(1);
  });

  test("a one-line preamble goes, the text stays", async () => {
    const model = fakeModel(`Hier ist deine Landingpage:\n\n${GERMAN}`);
    const { text } = await write(model, requestFor("landing-page", "de"));
    expect(text).toBe(GERMAN);
  });

  test("a reply in the wrong language is asked again once, with a correction, and never shown", async () => {
    const model = fakeModel(ENGLISH, GERMAN);
    const { text, usage } = await write(model, requestFor("landing-page", "de"));
    expect(text).toBe(GERMAN);
    expect(model.calls).toHaveLength(2);
    expect(model.calls[1]?.messages.at(-1)?.content).toBe(
      "That answer was not in German. Write the whole text again, in German only.",
    );
    // Both attempts' tokens count.
    expect(usage?.input).toBe(240);
  });

  test("a text that is not the kind asked for (no heading where one is due) is asked again", async () => {
    const body = GERMAN.split("\n\n").slice(1).join("\n\n");
    const model = fakeModel(body, GERMAN);
    const { text } = await write(model, requestFor("landing-page", "de"));
    expect(text).toBe(GERMAN);
    expect(model.calls[1]?.messages.at(-1)?.content).toContain("start directly with its one # heading");
  });

  test("an email is asked as an object; an answer in Markdown is asked again and the object printed with the language's labels", async () => {
    const email = `**Betreff:** 25 % auf alle Pullover\n**Vorschau:** Nur bis Sonntag, für alle Stammkunden.\n\nHallo,\n\nab heute gibt es 25 % auf alle Pullover und Strickjacken in unserem Laden in der Altstadt, nur bis Sonntag.\n`;
    const object = {
      subject: "25 % auf alle Pullover",
      preview: "Nur bis Sonntag, für alle Stammkunden.",
      body: "Hallo,\n\nab heute gibt es 25 % auf alle Pullover und Strickjacken in unserem Laden in der Altstadt, nur bis Sonntag.",
    };
    const model = fakeModel(`# Angebot\n\n${email}`, JSON.stringify(object));
    const { text } = await write(model, requestFor("email-campaign", "de"));
    expect(text).toBe(
      "**Betreff:** 25 % auf alle Pullover\n\n**Vorschau:** Nur bis Sonntag, für alle Stammkunden.\n\nHallo,\n\nab heute gibt es 25 % auf alle Pullover und Strickjacken in unserem Laden in der Altstadt, nur bis Sonntag.\n",
    );
    expect(model.calls).toHaveLength(2);
    expect(model.calls[1]?.messages.at(-1)?.content).toContain("The answer was not a JSON object.");
  });

  test("two failures end before any text, so the chain's next writer answers", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const model = fakeModel(ENGLISH);
    const chain = providerChain([openAiProvider(config, { maxRetries: 0, fetch: model.fetch }), builtinProvider()]);
    const answer = await chain.generate(requestFor("landing-page", "de"), new AbortController().signal);
    if (isUnchanged(answer)) throw new Error("a first draft is always written");
    expect(answer.provider).toBe("builtin");
    expect(model.calls).toHaveLength(2);
    vi.restoreAllMocks();
  });

  test("alone, two failures are a generation failure with nothing written", async () => {
    const model = fakeModel(ENGLISH);
    await expect(write(model, requestFor("landing-page", "de"))).rejects.toBeInstanceOf(GenerationError);
  });

  test("a reply that reaches its token limit inside the gate is kept as a cut text, for Continue", async () => {
    const model = fakeModel({ text: GERMAN.slice(0, 120), finish: "length" });
    const { text, ending } = await write(model, requestFor("landing-page", "de"));
    expect(text).toBe(GERMAN.slice(0, 120));
    expect(ending).toEqual({ cut: true });
  });

  test("“Continue” drops what the model repeats of the text before the stop", async () => {
    const before = GERMAN.slice(0, 200);
    const model = fakeModel(`${before.slice(-30)}${GERMAN.slice(200)}`);
    const { text } = await write(model, requestFor("landing-page", "de", { resumeAfter: before }));
    expect(before + text).toBe(GERMAN);
  });

  test("holds a few hundred characters, no more", () => {
    expect(GATE_CHARS).toBeGreaterThanOrEqual(200);
    expect(GATE_CHARS).toBeLessThanOrEqual(400);
  });
});
