import { bullets, type Draft, type Section } from "../draft";
import type { Context } from "./context";
import { reserveSections } from "./parts";

/**
 * press-release: the visitor's headline, a dateline-free lead built on the first detail, the
 * other details, a quote (attributed to quoteBy when given), and the "About" boilerplate.
 */
export function pressRelease({ w, brief, size }: Context): Draft {
  const b = w.bank.press;
  const details = brief.lists.details ?? [];
  const [first, ...rest] = details;
  const headline = w.value("headline") || w.value("company") || w.words.fallbackName;
  const quote = w.plain(w.nth("press.quote", b.quote, 0));
  const attributed = w.has("quoteBy")
    ? w.say("press.quoteBy", b.quoteBy, { quote })
    : w.say("press.quoteCompany", b.quoteCompany, { quote });
  const shown = rest;
  const background: Section = {
    heading: w.say("press.backgroundHeading", b.backgroundHeading),
    blocks: [w.say("press.background", b.background)],
  };
  const reserve = [background, ...reserveSections(w)];
  const sections = size >= 1 ? reserve.splice(0, size) : [];
  return {
    title: headline,
    top: [
      `# ${w.md(headline)}`,
      w.para(w.say("press.lead", b.lead), first && w.md(w.format.sentence(first))),
      shown.length > 0
        ? `${w.say("press.detailsLead", b.detailsLead)}\n\n${bullets(shown.map((detail) => w.md(detail)))}`
        : "",
      size >= 0 ? w.say("press.context", b.context) : "",
      size >= -1 ? attributed : "",
    ],
    sections,
    end: [`## ${w.say("press.aboutHeading", b.aboutHeading)}`, w.say("press.about", b.about)],
    reserve,
  };
}
