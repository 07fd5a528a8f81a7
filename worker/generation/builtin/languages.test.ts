import { describe, expect, test } from "vitest";
import { findTemplate, type TemplateDefinition } from "../../../shared/catalog/templates";
import type { Locale } from "../../../shared/locales";
import type { WriterLine } from "../../../shared/writer-texts";
import { splitList, splitSentences } from "../text";
import { writerTexts } from "../writer-texts";
import { composeBuiltin } from "./compose";
import { addressOf, Voice } from "./voice";

/** Inputs of our own (not the eval's briefs), in the language of each test. */
function template(slug: string): TemplateDefinition {
  const found = findTemplate(slug);
  if (!found) throw new Error(slug);
  return found;
}

function write(slug: string, locale: Locale, inputs: Record<string, string>, seed = 1): string {
  return composeBuiltin({ template: template(slug), locale, inputs, seed, refinements: [] }).markdown;
}

const allForms = (line: WriterLine | undefined): string[] =>
  !line ? [] : Array.isArray(line) ? line : [...line.casual, ...line.polite];

describe("a count agrees with its noun (Intl.PluralRules and the line's _one/_other variants)", () => {
  const one: Array<[Locale, string, RegExp]> = [
    ["en", "Sharpen knives every month", /\b1 (things|points|picks|steps)\b/],
    ["de", "Messer jeden Monat schärfen", /\b1 (Dinge|Punkte|Punkten|Schritte|Schritten)\b/],
    ["fr", "Affûter les couteaux chaque mois", /\b1 (choses|points|étapes|suggestions)\b/],
    ["es", "Afilar los cuchillos cada mes", /\b1 (cosas|puntos|pasos|propuestas)\b/],
    ["it", "Affilare i coltelli ogni mese", /\b1 (cose|punti|passaggi|proposte)\b/],
    ["pt", "Afiar as facas todo mês", /\b1 (coisas|pontos|passos|indicações|sugestões)\b/],
    ["nl", "Messen elke maand slijpen", /\b1 (dingen|punten|stappen|suggesties)\b/],
  ];

  test.each(one)("in %s, one point, step or item is one, not '1 things'", (locale, point, plural) => {
    for (let seed = 1; seed <= 12; seed++) {
      const tone = seed % 2 ? "friendly" : "professional";
      const texts = [
        write("blog-post", locale, { topic: "Knives", audience: "cooks", keyPoints: point, tone }, seed),
        write("how-to-guide", locale, { task: "Knives", audience: "cooks", steps: point, tone }, seed),
        write("listicle", locale, { topic: "Knives", items: `Knife: ${point}`, tone }, seed),
        write("listicle", locale, { topic: "Knives", audience: "cooks", items: `Knife: ${point}`, tone }, seed),
      ];
      for (const text of texts) expect(text, text).not.toMatch(plural);
    }
  });

  test("two or more still take the plural, in every language", () => {
    const markdown = write("how-to-guide", "de", { task: "Messer", audience: "Köche", steps: "Schärfen\nAbziehen" });
    expect(markdown).toMatch(/\b2 Schritte/);
    const french = write("blog-post", "fr", {
      topic: "Couteaux",
      audience: "cuisiniers",
      keyPoints: "Affûter\nRanger",
    });
    expect(french).toMatch(/\b2 (points|choses)\b/);
  });

  test.each(["ja", "ko", "zh"] as const)("%s has one form for every count, taken from _other", (locale) => {
    const lines = writerTexts(locale).lines;
    expect(lines["blog.intro_one"]).toBeUndefined();
    const markdown = write("blog-post", locale, { topic: "包丁", audience: "料理人", keyPoints: "毎月研ぐ" });
    const intros = allForms(lines["blog.intro_other"]).map((text) =>
      text.replace("{audience}", "料理人").replace("{count}", "1"),
    );
    expect(intros.some((intro) => markdown.includes(intro))).toBe(true);
  });

  test("a list of none gets no line that counts it", () => {
    const markdown = write("how-to-guide", "en", { task: "Knives", audience: "cooks", tone: "friendly" });
    expect(markdown).not.toMatch(/\b0 steps?\b/);
  });

  test("every writer line with a count is keyed by plural category, in every language", () => {
    for (const locale of ["en", "ja", "pt", "nl", "ko", "fr", "it", "de", "es", "zh"] as const) {
      for (const [key, line] of Object.entries(writerTexts(locale).lines)) {
        if (allForms(line).some((text) => text.includes("{count}")))
          expect(key, `${locale} ${key}`).toMatch(/_(zero|one|two|few|many|other)$/);
      }
    }
  });
});

describe("sentences end where the language ends them, not at an abbreviation (Intl.Segmenter and writer.json)", () => {
  const cases: Array<[Locale, string, string[]]> = [
    [
      "de",
      "Die Investition beträgt 6,5 Mio. Euro. Baustart ist am 3. Feb. 2027. Ansprechpartner ist Dr. Weber.",
      ["Die Investition beträgt 6,5 Mio. Euro.", "Baustart ist am 3. Feb. 2027.", "Ansprechpartner ist Dr. Weber."],
    ],
    [
      "de",
      "Wir backen ca. 40 Sorten, z. B. Roggen. Abholung in der Kirche St. Marien",
      ["Wir backen ca. 40 Sorten, z. B. Roggen.", "Abholung in der Kirche St. Marien"],
    ],
    [
      "de",
      "Ab 1. Dezember 12 Sorten. Probierstation jeden Samstag",
      ["Ab 1. Dezember 12 Sorten.", "Probierstation jeden Samstag"],
    ],
    ["en", "Ask for Dr. Patel at St. Luke's. Open on Sundays", ["Ask for Dr. Patel at St. Luke's.", "Open on Sundays"]],
    ["en", "Doors open at 9. Entry is on the left", ["Doors open at 9.", "Entry is on the left"]],
    ["fr", "M. Dupont vous accueille. Env. 40 places", ["M. Dupont vous accueille.", "Env. 40 places"]],
    ["es", "La Sra. López le atiende. Aprox. 40 plazas", ["La Sra. López le atiende.", "Aprox. 40 plazas"]],
    ["it", "Riceve il Dott. Rossi. Ca. 40 posti", ["Riceve il Dott. Rossi.", "Ca. 40 posti"]],
    ["pt", "Atendimento com a Dra. Costa. Aprox. 40 vagas", ["Atendimento com a Dra. Costa.", "Aprox. 40 vagas"]],
    ["nl", "Afspraak met dr. Jansen. Ca. 40 plaatsen", ["Afspraak met dr. Jansen.", "Ca. 40 plaatsen"]],
    ["ja", "営業は9時から。日曜は休み。", ["営業は9時から。", "日曜は休み。"]],
    ["zh", "营业时间9点开始。周日休息。", ["营业时间9点开始。", "周日休息。"]],
    ["ko", "영업은 9시부터입니다. 일요일은 휴무입니다.", ["영업은 9시부터입니다.", "일요일은 휴무입니다."]],
  ];

  test.each(cases)("in %s: %s", (locale, text, sentences) => {
    expect(splitSentences(text, locale)).toEqual(sentences);
    expect(splitList(text, locale)).toEqual(sentences);
  });

  test("a brief's points typed on one line keep their abbreviations", () => {
    const markdown = write("product-description", "de", {
      product: "Neubau Stadtbäckerei",
      features: "Die Investition beträgt 6,5 Mio. Euro. Eröffnung am 3. Feb. 2027 in der Str. des 17. Juni",
      tone: "professional",
    });
    expect(markdown).toContain("- Die Investition beträgt 6,5 Mio. Euro.\n");
    expect(markdown).toContain("- Eröffnung am 3. Feb. 2027 in der Str. des 17. Juni");
    expect(markdown).not.toMatch(/^- Euro/mu);
  });
});

describe("closing lines fit every business of their template (a funeral home, a tax advisor, a hospital, a bakery, software)", () => {
  const CLOSING = /\.closing$|\.closingBody$|^landing\.cta$|^email\.signoff$|^social\.for$/;

  test("no English closing pushes a next step, a choice, a try or a cheer", () => {
    for (const [key, line] of Object.entries(writerTexts("en").lines)) {
      if (!CLOSING.test(key)) continue;
      for (const text of allForms(line))
        expect(text, key).not.toMatch(
          /next step|get started|\bstart\b|\btry\b|\bpick\b|choose|favou?rite|nice work|you're done|see you|cheers|talk soon|calling|ready when|like what you see/i,
        );
    }
  });

  test.each(["en", "ja", "pt", "nl", "ko", "fr", "it", "de", "es", "zh"] as const)(
    "in %s, a list, an article or a guide ends without a question to the reader",
    (locale) => {
      for (const key of ["listicle.closing", "blog.closing", "howto.closing"])
        for (const text of allForms(writerTexts(locale).lines[key])) expect(text, key).not.toMatch(/[?？!！]/u);
    },
  );

  test.each([
    ["en", "Mistakes to avoid when filing taxes", "Missing the deadline: file by 31 January"],
    ["fr", "Erreurs à éviter", "Oublier la date limite : déclarer avant le 31 mai"],
    ["de", "Fehler bei der Steuererklärung", "Frist verpassen: bis 31. Juli abgeben"],
    ["ja", "確定申告でよくある間違い", "期限を過ぎる：3月15日までに提出"],
    ["zh", "报税常见错误", "错过截止日期：5月31日前申报"],
  ] as const)("in %s, a list of mistakes does not ask which one to try first", (locale, topic, item) => {
    for (let seed = 1; seed <= 12; seed++) {
      const tone = seed % 2 ? "friendly" : "professional";
      const markdown = write("listicle", locale, { topic, items: item, tone }, seed);
      const last = markdown.trim().split("\n").at(-1) ?? "";
      expect(last, markdown).not.toMatch(/[?？]$/u);
    }
  });
});

describe("the form of address follows the visitor's own text where it shows one", () => {
  /** The writer's sentences (not headings or buttons) in one form of address only, without values. */
  const onlyIn = (locale: Locale, form: "casual" | "polite") => {
    const other = form === "casual" ? "polite" : "casual";
    const lines = Object.values(writerTexts(locale).lines).filter((line) => !Array.isArray(line));
    const shared = new Set(lines.flatMap((line) => (Array.isArray(line) ? [] : line[other])));
    return lines
      .flatMap((line) => (Array.isArray(line) ? [] : line[form]))
      .filter((text) => !shared.has(text) && !text.includes("{") && text.length > 24);
  };

  const briefs: Array<[Locale, "casual" | "polite", string, string]> = [
    ["fr", "polite", "friendly", "Nous venons chez vous en 2 heures\nVotre chaudière réparée le jour même"],
    ["de", "polite", "friendly", "Wir kommen in 2 Stunden zu Ihnen\nIhre Heizung läuft am selben Tag"],
    ["de", "casual", "professional", "Wir kommen in 2 Stunden zu dir\nDeine Heizung läuft am selben Tag"],
    ["es", "polite", "friendly", "Vamos a casa de usted en 2 horas\nCaldera reparada el mismo día"],
    ["es", "casual", "formal", "Vamos a tu casa en 2 horas\nTe reparamos la caldera el mismo día"],
    ["it", "casual", "professional", "Veniamo da te in 2 ore\nLa tua caldaia riparata in giornata"],
    ["it", "polite", "friendly", "Veniamo da Lei in 2 ore\nLa Sua caldaia riparata in giornata"],
    ["pt", "casual", "professional", "Vamos até tua casa em 2 horas\nTeu aquecedor consertado no mesmo dia"],
    ["nl", "polite", "friendly", "Wij komen binnen 2 uur bij u langs\nUw ketel dezelfde dag gerepareerd"],
    ["nl", "casual", "formal", "We komen binnen 2 uur bij je langs\nJouw ketel dezelfde dag gerepareerd"],
  ];

  test.each(briefs)(
    "in %s, a brief in the %s form keeps the writer's lines in it whatever the tone (%s)",
    (locale, form, tone, keyPoints) => {
      const other = form === "casual" ? "polite" : "casual";
      for (let seed = 1; seed <= 8; seed++) {
        for (const slug of ["landing-page", "blog-post", "product-description"]) {
          const inputs = {
            product: "Chaudière Express",
            topic: "Chaudières",
            audience: "Familien",
            keyPoints,
            features: keyPoints,
            tone,
          };
          const markdown = write(slug, locale, inputs, seed);
          for (const text of onlyIn(locale, other)) expect(markdown, `${slug}: ${text}`).not.toContain(text);
        }
      }
    },
  );

  test("German 'Sie' opening a sentence is not counted ('they'); mid-sentence it is", () => {
    expect(addressOf({ keyPoints: "Sie sind frisch gebacken" }, "de", "de")).toBeUndefined();
    expect(addressOf({ keyPoints: "Wir beraten Sie gern" }, "de", "de")).toBe(true);
    expect(addressOf({ keyPoints: "Brötchen für dich" }, "de", "de")).toBe(false);
  });

  test("a brief that shows neither form, or both, leaves it to the tone", () => {
    expect(addressOf({ keyPoints: "Frische Brötchen ab 6 Uhr" }, "de", "de")).toBeUndefined();
    expect(addressOf({ keyPoints: "Tu peux venir, vous êtes les bienvenus" }, "fr", "fr")).toBeUndefined();
    expect(new Voice("fr", "friendly", 1, { keyPoints: "Pain frais dès 6 h" }).polite).toBe(false);
    expect(new Voice("fr", "professional", 1, { keyPoints: "Pain frais dès 6 h" }).polite).toBe(true);
    expect(new Voice("fr", "friendly", 1, { keyPoints: "Pain frais pour vous dès 6 h" }).polite).toBe(true);
  });

  test("languages without two forms (English, Japanese, Korean, Chinese) go by the tone", () => {
    expect(addressOf({ keyPoints: "We come to you" }, "en", "en")).toBeUndefined();
    expect(addressOf({ keyPoints: "Nous venons chez vous" }, "fr", "ja")).toBeUndefined();
    expect(new Voice("ja", "friendly", 1, { keyPoints: "ご自宅に伺います" }).polite).toBe(false);
  });

  test("after a translation the visitor's form carries into the new language's lines", () => {
    const voice = new Voice("de", "friendly", 1, { keyPoints: "Nous venons chez vous" }, "fr");
    expect(voice.polite).toBe(true);
  });
});
