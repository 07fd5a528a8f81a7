import { bullets, type Draft, type Section } from "../draft";
import { capitalize } from "../text";
import type { Context } from "./context";
import { ctaLine, headline, pointBullets, reserveSections } from "./parts";

const LENGTHS: Record<string, number> = { short: 0, medium: 1, long: 2 };
// Topical sections per effective length, from "short, then shorter" (-1) to "long, then longer" (4).
const TOPICAL_SECTIONS = [1, 2, 4, 6, 7, 8];

/**
 * blog-post: an intro, one section per key point (topped up with broadly useful angles when the
 * brief has few points or none), common mistakes, takeaways and a conclusion. The chosen length
 * and any shorter/longer refinements move along one scale.
 */
export function blogPost({ w, brief, size }: Context): Draft {
  const b = w.bank.blog;
  const level = Math.min(4, Math.max(-1, (LENGTHS[brief.vars.length ?? "medium"] ?? 1) + size));
  const title = headline(w, w.pick("blog.headline", b.headline));
  const points = brief.lists.keyPoints ?? [];
  const target = TOPICAL_SECTIONS[level + 1] ?? 2;
  const sections: Section[] = [];

  if (level >= 1)
    sections.push({ heading: w.say("blog.whyHeading", b.whyHeading), blocks: [w.say("blog.whyBody", b.whyBody)] });
  points.slice(0, target).forEach((point, i) => {
    const body = w.para(
      w.sayNth("blog.opener", b.pointOpener, i),
      level >= 1 && w.sayNth("blog.why", b.pointWhy, i),
      level >= 0 && w.sayNth("blog.tip", b.pointTip, i),
      level >= 3 && w.sayNth("blog.tip", b.pointTip, i + points.length),
    );
    sections.push({ heading: w.md(capitalize(point)), blocks: [body] });
  });
  const angles = Array.from({ length: Math.max(0, target - points.length) }, (_, i) =>
    w.nth("blog.angle", w.bank.listicle.angles, i),
  );
  for (const [heading, body, more] of angles) {
    sections.push({ heading: w.text(heading), blocks: [w.para(w.text(body), level >= 1 && w.text(more))] });
  }
  const mistakes: Section = {
    heading: w.say("blog.mistakesHeading", b.mistakesHeading),
    blocks: [bullets(w.pick("blog.mistakes", b.mistakes).map((line) => w.text(line)))],
  };
  const summary = points.length > 0 ? points.map((point) => w.md(point)) : angles.map(([heading]) => w.text(heading));
  const takeaways: Section = {
    heading: w.say("blog.takeawaysHeading", b.takeawaysHeading),
    blocks: [bullets(summary)],
  };
  const reserve: Section[] = [];
  (level >= 1 ? sections : reserve).push(mistakes);
  (level >= 2 && summary.length > 1 ? sections : reserve).push(takeaways);

  return {
    title: title.plain,
    top: [`# ${title.md}`, w.para(w.say("blog.intro", b.intro), level >= 0 && w.say("blog.audience", b.audience))],
    sections,
    end: [`## ${w.say("blog.conclusionHeading", b.conclusionHeading)}`, w.say("blog.conclusion", b.conclusion)],
    reserve: [...reserve, ...reserveSections(w)],
  };
}

/** product-comparison: fair about the competitor, specific about the visitor's differences. */
export function productComparison({ w, brief, size }: Context): Draft {
  const b = w.bank.comparison;
  const title = headline(w, w.pick("comparison.headline", b.headline));
  const differences = brief.lists.differences ?? [];
  const sections: Section[] = [];
  if (differences.length > 0) {
    sections.push({
      heading: w.say("comparison.standoutHeading", b.standoutHeading),
      blocks: [bullets(pointBullets(w, differences, size >= 0))],
    });
  }
  const fair: Section = {
    heading: w.say("comparison.fairHeading", b.fairHeading),
    blocks: [w.say("comparison.fairBody", b.fairBody)],
  };
  const choose: Section = {
    heading: w.say("comparison.chooseHeading", b.chooseHeading),
    blocks: [bullets(w.pick("comparison.choose", b.chooseList).map((line) => w.text(line)))],
  };
  const reserve = reserveSections(w);
  if (size >= 0) sections.push(fair, choose);
  else reserve.unshift(fair, choose);
  if (size >= 1) sections.push(...reserve.splice(0, size));
  return {
    title: title.plain,
    top: [`# ${title.md}`, w.say("comparison.intro", b.intro)],
    sections,
    end: [
      `## ${w.say("comparison.verdictHeading", b.verdictHeading)}`,
      w.say("comparison.verdict", b.verdict),
      ctaLine(w.say("landing.cta", w.bank.landing.cta)),
    ],
    reserve,
  };
}
