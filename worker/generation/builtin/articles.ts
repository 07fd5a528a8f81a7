import { escapeMarkdown } from "../text";
import { numbered, type Section } from "./draft";
import { entryOf } from "./facts";
import { type Arrangement, entries, heading, items } from "./pages";
import { startCase } from "./voice";

/**
 * blog-post: the topic, who it is for, and the visitor's points: points written as "Point: more"
 * become sections of their own, the rest a list. "Longer" adds a recap of the points' names.
 */
export const blogPost: Arrangement = ({ v, facts, size }) => {
  const { vars, lists } = facts;
  const points = lists.keyPoints ?? [];
  const { titled, plain } = entries(points, v);
  // A count chooses its line's plural form (Voice); a list of none gets no line that counts it.
  const count = String(points.length);
  const sections: Section[] = [...titled.map((section) => ({ ...section, level: 2 as const }))];
  if (plain.length > 0) sections.push({ heading: v.line("blog.points"), blocks: [items(plain)] });
  if (size >= 1 && titled.length > 0) {
    sections.push({ heading: v.line("blog.summary"), blocks: [items(points.map((p) => entryOf(p).title ?? p))] });
  }
  return {
    title: vars.topic ?? "",
    top: [
      `# ${heading(vars.topic ?? "")}`,
      size >= -1 && vars.audience && points.length > 0 ? v.line("blog.intro", { count }) : "",
    ],
    sections,
    end: [size >= 0 ? v.line("blog.closing") : ""],
  };
};

/** how-to-guide: the task, who it is for, the visitor's steps in order, and a closing line. */
export const howToGuide: Arrangement = ({ v, facts, size }) => {
  const { lists } = facts;
  const steps = lists.steps ?? [];
  const count = String(steps.length);
  const sections: Section[] = [];
  if (size >= 1 && steps.length > 0)
    sections.push({ heading: v.line("howto.before"), blocks: [v.line("howto.beforeBody", { count })] });
  sections.push({
    heading: v.line("howto.steps"),
    blocks: [numbered(steps.map((step) => escapeMarkdown(startCase(step))))],
  });
  return {
    title: v.plain("howto.title"),
    top: [`# ${v.line("howto.title")}`, size >= -1 && steps.length > 0 ? v.line("howto.intro", { count }) : ""],
    sections,
    end: [size >= 0 ? v.line("howto.closing") : ""],
  };
};

/**
 * listicle: the topic and the visitor's items, numbered in their order; an item typed as "Name:
 * what to say" gets its name as the heading. The writer cannot know the items, so it asks for them.
 */
export const listicle: Arrangement = ({ v, facts, size }) => {
  const { vars, lists } = facts;
  const list = lists.items ?? [];
  const count = String(list.length);
  const sections: Section[] = list.map((item, i) => {
    const { title, body } = entryOf(item);
    return title
      ? { heading: `${i + 1}. ${heading(title)}`, blocks: [v.sentence(body)] }
      : { heading: `${i + 1}. ${heading(item)}`, blocks: [] };
  });
  const intro = vars.audience ? v.line("listicle.introAudience", { count }) : v.line("listicle.intro", { count });
  return {
    title: vars.topic ?? "",
    top: [`# ${heading(vars.topic ?? "")}`, size >= -1 && list.length > 0 ? intro : ""],
    sections,
    // After an item without a paragraph the closing line would read as that item's.
    end: [size >= 0 && sections.at(-1)?.blocks.length ? v.line("listicle.closing") : ""],
  };
};
