import { bullets, type Draft, numbered, type Section } from "../draft";
import type { Context } from "./context";
import { headline, reserveSections } from "./parts";

/** how-to-guide: what to prepare, the visitor's steps (or sound generic ones), tips, recovery. */
export function howToGuide({ w, brief, size }: Context): Draft {
  const b = w.bank.howto;
  const title = headline(w, w.pick("howto.headline", b.headline));
  const given = brief.lists.steps ?? [];
  const steps =
    given.length > 0
      ? given.map((step) => w.md(step))
      : w.pick("howto.defaultSteps", b.defaultSteps).map((step) => w.text(step));
  const last = steps.length - 1;
  const items = steps.map((step, i) => {
    if (size < 0 || steps.length === 1) return `**${step}**`;
    const note =
      i === 0
        ? w.say("howto.first", b.stepFirst)
        : i === last
          ? w.say("howto.last", b.stepLast)
          : w.sayNth("howto.middle", b.stepMiddle, i);
    return w.format.lead(step, note);
  });

  const before: Section = {
    heading: w.say("howto.beforeHeading", b.beforeHeading),
    blocks: [w.say("howto.beforeBody", b.beforeBody)],
  };
  const tips: Section = {
    heading: w.say("howto.tipsHeading", b.tipsHeading),
    blocks: [bullets(w.pick("howto.tips", b.tips).map((tip) => w.text(tip)))],
  };
  const trouble: Section = {
    heading: w.say("howto.troubleHeading", b.troubleHeading),
    blocks: [w.say("howto.troubleBody", b.troubleBody)],
  };
  const stepsSection: Section = { heading: w.say("howto.stepsHeading", b.stepsHeading), blocks: [numbered(items)] };

  const sections = size >= 0 ? [before, stepsSection, tips] : [stepsSection];
  const reserve = size >= 0 ? [trouble] : [tips, trouble];
  if (size >= 1) sections.push(...reserve.splice(0, 1));
  reserve.push(...reserveSections(w));
  if (size >= 2) sections.push(...reserve.splice(0, 1));

  return {
    title: title.plain,
    top: [`# ${title.md}`, w.say("howto.intro", b.intro)],
    sections,
    end: [`## ${w.say("howto.wrapHeading", b.wrapHeading)}`, w.say("howto.wrap", b.wrap)],
    reserve,
  };
}
