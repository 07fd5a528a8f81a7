import type { Draft, Section } from "../draft";
import type { Slot } from "../phrases/types";
import { fitWidth } from "../text";
import type { Context } from "./context";
import { hashtags } from "./hashtags";

const NETWORKS: Record<string, { label: string; tags: number; long: boolean }> = {
  linkedin: { label: "LinkedIn", tags: 3, long: true },
  instagram: { label: "Instagram", tags: 8, long: true },
  x: { label: "X", tags: 2, long: false },
  facebook: { label: "Facebook", tags: 2, long: false },
};
// X counts CJK characters twice, as displayWidth does.
const X_LIMIT = 280;
const EMOJI = ["✨", "💡", "👉", "🙌", "📌", "🚀"];

/**
 * social-posts: three to five posts in different shapes (hook, question, tip, story, call to
 * action), sized for the network: X stays under 280 characters, LinkedIn and Instagram get a
 * second paragraph, Instagram gets emoji and more hashtags.
 */
export function socialPosts({ w, size }: Context): Draft {
  const b = w.bank.social;
  const network = NETWORKS[w.value("network")] ?? { label: "LinkedIn", tags: 3, long: true };
  const vars = { network: network.label };
  const title = w.pick("social.headline", b.headline, vars);
  const shapes: [string, Slot][] = [
    ["hook", b.hook],
    ...(w.has("audience") ? ([["audience", b.audience]] as [string, Slot][]) : []),
    ["tip", b.tip],
    ["question", b.question],
    ["story", b.story],
    ["cta", b.cta],
  ];
  const emoji = network.label === "Instagram" || w.tone === "playful";

  const post = (n: number, topic?: string): Section => {
    const [key, slot] = shapes[n % shapes.length] ?? ["hook", b.hook];
    const extra = topic ? { topic } : {};
    const more = network.long && (size >= 0 || n === 0) && w.sayNth("social.more", b.more, n, extra);
    let text = w.say(`social.${key}.${n}`, slot, extra);
    if (emoji) text = `${EMOJI[n % EMOJI.length]} ${text}`;
    const tags = hashtags(w, network.tags, n);
    if (network.label === "X") {
      // Measure the plain text: Markdown escapes are not part of what the network counts.
      text = fitWidth(text, X_LIMIT - tags.length - 2);
    }
    const heading = topic ? `${w.words.post} ${n + 1}: ${w.md(topic)}` : `${w.words.post} ${n + 1}`;
    return { heading, blocks: [text, more || "", tags] };
  };

  const count = size <= -1 ? 3 : size === 0 ? 4 : 5;
  return {
    title: w.plain(title, vars),
    top: [`# ${w.text(title, vars)}`],
    sections: Array.from({ length: count }, (_, n) => post(n)),
    end: [],
    reserve: [post(count)],
    onTopic: (topic) => post(count, topic),
  };
}

/** linkedin-post: one post with a hook line, the visitor's insight in short lines, a question. */
export function linkedinPost({ w, brief, size }: Context): Draft {
  const b = w.bank.linkedin;
  const title = w.pick("linkedin.headline", b.headline);
  const insight = brief.lists.insight ?? [];
  const shown = insight;
  const lines =
    shown.length > 1
      ? [w.say("linkedin.insightLead", b.insightLead), ...shown.map((line) => `→ ${w.md(w.format.sentence(line))}`)]
      : shown.map((line) => w.md(w.format.sentence(line)));
  const altHook: Section = { heading: w.words.altHook, blocks: [w.sayNth("linkedin.hook", b.hook, 1)] };
  return {
    title: w.plain(title),
    top: [
      `# ${w.text(title)}`,
      w.sayNth("linkedin.hook", b.hook, 0),
      size >= 0 ? w.say("linkedin.context", b.context) : "",
      ...lines,
      size >= 0 ? w.say("linkedin.reflection", b.reflection) : "",
      size >= 1 ? w.sayNth("social.more", w.bank.social.more, 0) : "",
      w.say("linkedin.question", b.question),
      hashtags(w, 3),
    ],
    sections: [],
    end: [],
    reserve: [altHook],
  };
}
