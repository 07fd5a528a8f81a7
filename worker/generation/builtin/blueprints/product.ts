import { bullets, type Draft, type Section } from "../draft";
import type { Context } from "./context";
import { ctaLine, headline, pointBullets, reserveSections } from "./parts";

/** product-description: a hook, feature bullets from the brief, who it's for, a closing nudge. */
export function productDescription({ w, brief, size }: Context): Draft {
  const b = w.bank.product;
  const title = headline(w, w.pick("product.headline", b.headline));
  const features = brief.lists.features ?? [];
  const sections: Section[] = [];
  if (features.length > 0) {
    sections.push({
      heading: w.say("product.featuresHeading", b.featuresHeading),
      blocks: [bullets(pointBullets(w, features, size >= 0))],
    });
  }
  const audience = w.has("audience")
    ? w.say("product.forAudience", b.forAudience)
    : w.say("product.forEveryone", b.forEveryone);
  const fit: Section = { heading: w.say("product.forHeading", b.forHeading), blocks: [audience] };
  const love: Section = {
    heading: w.say("product.loveHeading", b.loveHeading),
    blocks: [w.say("product.loveBody", b.loveBody)],
  };
  const reserve = [love, ...reserveSections(w)];
  if (size >= 0) sections.push(fit);
  else reserve.unshift(fit);
  if (size >= 1) sections.push(...reserve.splice(0, size));
  return {
    title: title.plain,
    top: [`# ${title.md}`, w.say("product.hook", b.hook)],
    sections,
    end: [w.say("product.closing", b.closing), ctaLine(w.say("product.cta", b.cta))],
    reserve,
  };
}
