import { describe, expect, test } from "vitest";
import { TEMPLATES } from "../../shared/catalog/templates";
import { MAX_OUTPUT_TOKENS } from "../../shared/generation";
import type { Locale } from "../../shared/locales";
import { exampleOf } from "./examples";
import { buildPrompt, type PromptMode } from "./prompt";
import { structuredKind } from "./structured";

/**
 * The exact messages a model is sent for a first draft of every template, in English and in
 * Japanese (docs/writer.md, "Model prompts"): the instructions, the example pair, the brief as
 * nested bullets and the language reminder. A change to a prompt shows up in review as a change
 * to these files (./__snapshots__/prompts/); `npx vitest run -u` writes them again.
 */
const LOCALES: Locale[] = ["en", "ja"];

describe.each(LOCALES)("the prompt of a first draft in %s", (locale) => {
  test.each(TEMPLATES.map((template) => [template.slug, template] as const))("%s", async (_, template) => {
    // The brief of the other language's example pair: a real brief that is not the example itself.
    const brief = exampleOf(locale === "en" ? "ja" : "en", template.slug)?.brief ?? {};
    const kind = structuredKind(template);
    const mode: PromptMode = kind ? { reply: "object", kind } : { reply: "text" };
    const prompt = buildPrompt(
      {
        template,
        locale,
        inputs: brief,
        seed: 1,
        rootSeed: 1,
        earlier: [],
        maxTokens: MAX_OUTPUT_TOKENS[template.output],
      },
      mode,
    );
    const text = [
      `# ${template.slug} (${locale}), reply: ${mode.reply}`,
      "",
      "## system",
      "",
      prompt.system,
      ...prompt.messages.flatMap((message) => ["", `## ${message.role}`, "", message.content]),
      "",
    ].join("\n");
    await expect(text).toMatchFileSnapshot(`./__snapshots__/prompts/${template.slug}.${locale}.md`);
  });
});
