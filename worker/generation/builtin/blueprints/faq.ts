import { classifyQuestion } from "../classify";
import type { Draft, Section } from "../draft";
import type { Context } from "./context";
import { headline, reserveSections } from "./parts";

/**
 * faq-page: the visitor's own questions, each answered in a way that fits what it asks (price,
 * setup, data, support…) using the product and audience, without inventing facts such as prices.
 */
export function faqPage({ w, brief, size }: Context): Draft {
  const b = w.bank.faq;
  const title = headline(w, w.pick("faq.headline", b.headline));
  const questions = brief.lists.questions ?? [];
  const asked = new Map<string, number>();
  const sections: Section[] = questions.map((question, i) => {
    const kind = classifyQuestion(question);
    const count = asked.get(kind) ?? 0;
    asked.set(kind, count + 1);
    const [answer, more] = w.nth(`faq.answer.${kind}`, b.answers[kind], count);
    // Follow-ups on every other answer: on every answer they would read like a form letter.
    const followUp = (size >= 1 || (size === 0 && i % 2 === 1)) && w.sayNth("faq.followUp", b.followUp, i);
    const paragraph = w.para(w.text(answer), size >= 0 && w.text(more), followUp);
    return { heading: w.md(w.format.question(question)), level: 3, blocks: [paragraph] };
  });
  const reserve = reserveSections(w);
  if (size >= 1) sections.push(...reserve.splice(0, size));
  return {
    title: title.plain,
    top: [`# ${title.md}`, size >= -1 ? w.say("faq.intro", b.intro) : ""],
    sections,
    end: [size >= 0 ? w.say("faq.outro", b.outro) : ""],
    reserve,
  };
}
