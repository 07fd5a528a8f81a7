import { bullets, type Draft, numbered, type Section } from "../draft";
import type { Context } from "./context";
import { ctaLine, headline, pointBullets, reserveSections } from "./parts";

/** landing-page: hero, benefits, how it works, who it's for, objections, call to action. */
export function landingPage({ w, brief, size }: Context): Draft {
  const b = w.bank.landing;
  const title = headline(w, w.pick("landing.headline", b.headline));
  const points = brief.lists.keyPoints ?? [];
  const sections: Section[] = [];

  if (points.length > 0) {
    const shown = points;
    sections.push({
      heading: w.say("landing.benefitsHeading", b.benefitsHeading),
      blocks: [bullets(pointBullets(w, shown, size >= 0))],
    });
  }
  const steps = w.pick("landing.steps", b.steps).map(([step, body]) => w.format.lead(w.text(step), w.text(body)));
  const how: Section = { heading: w.say("landing.howHeading", b.howHeading), blocks: [numbered(steps)] };
  const fit: Section = {
    heading: w.say("landing.fitHeading", b.fitHeading),
    blocks: [w.say("landing.fitBody", b.fitBody)],
  };
  if (size >= 0) {
    // Which comes first varies with the seed: both orders read well.
    sections.push(...(w.order("landing.order", 2)[0] === 0 ? [how, fit] : [fit, how]));
    const questions = [b.faqWho, b.faqDifferent, b.faqStart, ...(size >= 1 ? [b.faqHelp] : [])];
    const faq = questions.flatMap((slot, i) => {
      const [question, answer] = w.pick(`landing.faq.${i}`, slot);
      return [`**${w.text(question)}**`, w.text(answer)];
    });
    sections.push({ heading: w.say("landing.faqHeading", b.faqHeading), blocks: faq });
  } else if (size === -1) {
    sections.push(how);
  }
  const reserve = reserveSections(w);
  if (size >= 1) sections.push(...reserve.splice(0, size));

  const cta = w.has("callToAction") ? w.md(w.value("callToAction")) : w.say("landing.cta", b.cta);
  return {
    title: title.plain,
    top: [
      `# ${title.md}`,
      w.para(w.say("landing.lead", b.lead), size >= -1 && w.say("landing.leadAudience", b.leadAudience)),
    ],
    sections,
    end: [w.say("landing.closing", b.closing), ctaLine(cta, brief.ctaUrl)],
    reserve,
  };
}

/** about-page: who the company is, its story in the visitor's words, its values, how it works. */
export function aboutPage({ w, brief, size }: Context): Draft {
  const b = w.bank.about;
  const title = headline(w, w.pick("about.headline", b.headline));
  const story = brief.lists.story ?? [];
  const values = brief.lists.values ?? [];
  const sections: Section[] = [];

  if (story.length > 0) {
    const told = story;
    sections.push({
      heading: w.say("about.storyHeading", b.storyHeading),
      blocks: [
        ...told.map((paragraph) => w.md(w.format.sentence(paragraph))),
        size >= 0 ? w.say("about.storyBridge", b.storyBridge) : "",
      ],
    });
  }
  if (values.length > 0) {
    const lines = values.map((value, i) =>
      size >= 0 ? w.format.lead(w.md(value), w.sayNth("about.valueElab", b.valueElab, i)) : w.md(value),
    );
    sections.push({ heading: w.say("about.valuesHeading", b.valuesHeading), blocks: [bullets(lines)] });
  }
  if (size >= 0 || values.length === 0) {
    sections.push({
      heading: w.say("about.workHeading", b.workHeading),
      blocks: [w.say("about.workBody", b.workBody)],
    });
  }
  const reserve = reserveSections(w);
  if (size >= 1) sections.push(...reserve.splice(0, size));

  return {
    title: title.plain,
    top: [`# ${title.md}`, w.say("about.lead", b.lead)],
    sections,
    end: [
      `## ${w.say("about.closingHeading", b.closingHeading)}`,
      size >= -1 ? w.say("about.closing", b.closing) : "",
      ctaLine(w.say("about.cta", b.cta)),
    ],
    reserve,
  };
}
