import type { Draft, Section } from "../draft";
import type { Context } from "./context";
import { headline, reserveSections } from "./parts";

/** listicle: exactly the chosen number of items, each a heading, a point and (room permitting) more. */
export function listicle({ w, brief, size }: Context): Draft {
  const b = w.bank.listicle;
  // readBrief keeps only the template's options (5, 7 or 10); {count} in phrases reads the same value.
  const count = Number(brief.vars.count) || 5;
  const title = headline(w, w.pick("listicle.headline", b.headline));
  const angle = (i: number) => w.nth("listicle.angle", b.angles, i);
  const sections: Section[] = Array.from({ length: count }, (_, i) => {
    const [heading, body, more] = angle(i);
    // The audience gets a nod on a few items, not all: every item would read like a mail merge.
    const nod =
      w.has("audience") && (i === 1 || (size >= 1 && i % 3 === 1)) && w.sayNth("listicle.nod", b.audienceNote, i);
    const tip = size >= 1 && w.sayNth("blog.tip", w.bank.blog.pointTip, i);
    return {
      heading: `${i + 1}. ${w.text(heading)}`,
      blocks: [w.para(w.text(body), size >= 0 && w.text(more), nod || undefined, tip)],
    };
  });
  const [bonusHeading, bonusBody, bonusMore] = angle(count);
  const bonus: Section = {
    heading: `${w.words.bonus}: ${w.text(bonusHeading)}`,
    blocks: [w.para(w.text(bonusBody), w.text(bonusMore))],
  };
  return {
    title: title.plain,
    top: [`# ${title.md}`, size >= -1 ? w.say("listicle.intro", b.intro) : ""],
    sections,
    end: [w.say("listicle.outro", b.outro)],
    reserve: [bonus, ...reserveSections(w)],
  };
}
