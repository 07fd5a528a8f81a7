import { describe, expect, test } from "vitest";
import { findTemplate, type TemplateDefinition } from "../../shared/catalog/templates";
import { builtinProvider } from "./builtin-provider";
import type { GenerationRequest } from "./provider";

const found = findTemplate("landing-page");
if (!found) throw new Error("landing-page template missing");
const template: TemplateDefinition = found;

async function write(request: Partial<GenerationRequest>): Promise<string> {
  const stream = await builtinProvider().generate(
    {
      template,
      locale: "nl",
      inputs: {
        product: "Fietsenmaker De Spaak",
        audience: "forenzen in Utrecht",
        keyPoints: "Klaar terwijl je wacht",
      },
      seed: 1,
      rootSeed: 1,
      instructions: [],
      maxTokens: 1000,
      ...request,
    },
    new AbortController().signal,
  );
  let text = "";
  for await (const piece of stream.chunks) text += piece;
  return text;
}

describe("the builtin provider's points to mention", () => {
  test("a point asked in the text's language joins it and stays through a later translation", async () => {
    const noted = await write({ instruction: "Vermeld dat parkeren gratis is" });
    expect(noted).toContain("Parkeren gratis is");
    const translated = await write({
      locale: "en",
      originLocale: "nl",
      instructions: ["Vermeld dat parkeren gratis is"],
      instruction: "Vertaal de tekst naar het Engels",
    });
    expect(translated).toContain("Parkeren gratis is");
  });

  test("a point or a section asked in another language stays out", async () => {
    const draft = await write({});
    expect(await write({ instruction: "mention free shipping" })).toBe(draft);
    expect(await write({ instruction: "add a section about pricing" })).toBe(draft);
    expect(await write({ instruction: "Voeg een sectie over prijzen toe" })).toContain("## Prijzen");
  });

  test("a refinement edits the version its chain started from: every other line stays", async () => {
    const draft = await write({ seed: 5, rootSeed: 5 });
    const noted = await write({ seed: 99, rootSeed: 5, instruction: "Vermeld dat parkeren gratis is" });
    for (const line of draft.split("\n").filter(Boolean)) expect(noted).toContain(line);
  });
});
