import { escapeMarkdown, linkTarget } from "../text";
import { bullets, type Draft, type Section } from "./draft";
import { entryOf, type Facts } from "./facts";
import { pairQuestions } from "./qa";
import { startCase, type Voice } from "./voice";

/**
 * What every arrangement gets (docs/writer.md): the voice of the output language, the brief's
 * facts, and the size asked by refinements (-2 … 2: each "shorter" drops the writer's optional
 * lines, each "longer" adds a section made of the visitor's own facts; neither touches a fact).
 */
export type Context = { v: Voice; facts: Facts; size: number };
export type Arrangement = (context: Context) => Draft;

/** A list of the visitor's items as typed, each starting with a capital. */
export function items(list: readonly string[] | undefined): string {
  return bullets((list ?? []).map((item) => escapeMarkdown(startCase(item))));
}

export function heading(text: string): string {
  return escapeMarkdown(startCase(text));
}

/** The call to action: the visitor's own words and link when given. */
export function ctaLine(label: string, url?: string): string {
  return url ? `**[${label}](${linkTarget(url)})**` : `**${label}**`;
}

/** landing-page: the product, who it is for, the visitor's points, a closing line and the call to action. */
export const landingPage: Arrangement = ({ v, facts, size }) => {
  const { vars, lists } = facts;
  const sections: Section[] = [{ heading: v.line("landing.benefits"), blocks: [items(lists.keyPoints)] }];
  const cta = vars.callToAction ? escapeMarkdown(vars.callToAction) : v.line("landing.cta");
  return {
    title: vars.product ?? "",
    // "Longer" puts the call to action in the opening too, as a page's first screen often has it.
    top: [
      `# ${heading(vars.product ?? "")}`,
      size >= -1 ? v.line("landing.lead") : "",
      size >= 1 ? ctaLine(cta, facts.ctaUrl) : "",
    ],
    sections,
    end: [size >= 0 ? v.line("landing.closing") : "", ctaLine(cta, facts.ctaUrl)],
  };
};

/** about-page: the story in the visitor's paragraphs, the values as a list, a closing line. */
export const aboutPage: Arrangement = ({ v, facts, size }) => {
  const { lists } = facts;
  const sections: Section[] = [
    { heading: v.line("about.story"), blocks: (lists.story ?? []).map((paragraph) => v.sentence(paragraph)) },
  ];
  if (lists.values?.length) sections.push({ heading: v.line("about.values"), blocks: [items(lists.values)] });
  return {
    title: v.plain("about.title"),
    top: [`# ${v.line("about.title")}`],
    sections,
    end: [size >= 0 ? v.line("about.closing") : ""],
  };
};

/**
 * faq-page: the visitor's questions as questions and their answers as answers. A question typed
 * without an answer says so, rather than getting an answer the writer would have to invent.
 */
export const faqPage: Arrangement = ({ v, facts, size }) => {
  const pairs = pairQuestions(facts.lists.questions ?? []);
  const sections: Section[] = pairs.map(({ question, answer }) => ({
    heading: v.question(question),
    level: 3,
    blocks: [answer ? v.sentence(answer) : `_${v.line("faq.noAnswer")}_`],
  }));
  return {
    title: v.plain("faq.title"),
    top: [`# ${v.line("faq.title")}`, size >= -1 && facts.vars.audience ? v.line("faq.intro") : ""],
    sections,
    end: [size >= 0 ? v.line("faq.closing") : ""],
  };
};

/** product-description: the product, who it is for, its features as given, a closing line. */
export const productDescription: Arrangement = ({ v, facts, size }) => {
  const { vars, lists } = facts;
  return {
    title: vars.product ?? "",
    top: [`# ${heading(vars.product ?? "")}`, size >= -1 && vars.audience ? v.line("product.for") : ""],
    sections: [{ heading: v.line("product.details"), blocks: [items(lists.features)] }],
    end: [size >= 0 ? v.line("product.closing") : ""],
  };
};

/** product-comparison: the two names, the differences as given, and how to choose between them. */
export const productComparison: Arrangement = ({ v, facts, size }) => {
  const sections: Section[] = [{ heading: v.line("comparison.differences"), blocks: [items(facts.lists.differences)] }];
  if (size >= 0) sections.push({ heading: v.line("comparison.choose"), blocks: [v.line("comparison.chooseBody")] });
  return {
    title: v.plain("comparison.title"),
    top: [`# ${v.line("comparison.title")}`, size >= -1 ? v.line("comparison.intro") : ""],
    sections,
    end: [],
  };
};

/**
 * press-release: the headline, the first fact as the lead, the other facts, and the quote only
 * when the visitor gave one (a quote is someone's words: the writer never makes one up). A person
 * named without their words stays in the release as the one to ask for comment, not quoted.
 */
export const pressRelease: Arrangement = ({ v, facts, size }) => {
  const { vars, lists } = facts;
  const [lead = "", ...rest] = lists.details ?? [];
  const sections: Section[] = [];
  if (rest.length > 0) sections.push({ heading: v.line("press.details"), blocks: [items(rest)] });
  const quote = (lists.quote ?? []).join(" ");
  if (quote) {
    const by = vars.quoteBy ? ` — ${escapeMarkdown(vars.quoteBy)}` : "";
    sections.push({ heading: v.line("press.quote"), blocks: [`> ${escapeMarkdown(quote)}${by}`] });
  }
  // A fact of the brief, so "shorter" keeps it.
  const comment = !quote && vars.quoteBy ? v.line("press.comment") : "";
  return {
    title: vars.headline ?? "",
    top: [`# ${heading(vars.headline ?? "")}`, `**${v.line("press.release")}**`, v.sentence(lead)],
    sections,
    end: [comment, size >= 0 ? `*${v.line("press.end")}*` : ""],
  };
};

/** A section added on request: the visitor's title as its heading, their text as its paragraphs. */
export function sectionOf(v: Voice, title: string, text: string): Section {
  const lines = text.split("\n").filter((line) => line.trim());
  // Lines typed as a list ("- Mon–Fri 8–20") stay a list; other lines are paragraphs.
  const listed = lines.length > 1 && lines.every((line) => LIST_MARK.test(line));
  const blocks = listed
    ? [items(lines.map((line) => line.replace(LIST_MARK, "")))]
    : lines.map((line) => v.sentence(line));
  return { heading: heading(title), blocks };
}

const LIST_MARK = /^\s*(?:[-*•·・]|\d+[.)])\s+/u;

/** Items written as "Name: what to say" become a heading and its paragraph; others stay one line. */
export function entries(list: readonly string[], v: Voice): { titled: Section[]; plain: string[] } {
  const titled: Section[] = [];
  const plain: string[] = [];
  for (const item of list) {
    const { title, body } = entryOf(item);
    if (title) titled.push({ heading: heading(title), level: 3, blocks: [v.sentence(body)] });
    else plain.push(item);
  }
  return { titled, plain };
}
