import { classifyPoint } from "../classify";
import type { Section } from "../draft";
import { linkTarget } from "../text";
import type { Writer } from "../writer";

/** The closing call to action: bold, linked only when the visitor gave a link. */
export function ctaLine(label: string, url?: string): string {
  return url ? `**[${label}](${linkTarget(url)})**` : `**${label} →**`;
}

/**
 * Bullets led by the visitor's own points, each followed (when there is room) by a line that fits
 * what the point is about, so "Private by default" gets a line about trust, not about speed.
 * Lines are drawn without repeats within a category.
 */
export function pointBullets(w: Writer, items: readonly string[], explain: boolean): string[] {
  const used = new Map<string, number>();
  return items.map((item) => {
    if (!explain) return w.md(item);
    const category = classifyPoint(item);
    const count = used.get(category) ?? 0;
    used.set(category, count + 1);
    return w.format.lead(w.md(item), w.sayNth(`elab.${category}`, w.bank.elaborate[category], count));
  });
}

/** The generic extra sections (what's next, behind the scenes…), in seeded order, after `skip`. */
export function reserveSections(w: Writer, skip = 0): Section[] {
  const slot = w.bank.extra.reserve;
  const count = slot.casual.length;
  return Array.from({ length: count - skip }, (_, i) => {
    const [heading, body] = w.nth("extra.reserve", slot, i + skip);
    return { heading: w.text(heading), blocks: [w.text(body)] };
  });
}

/** Headline pair: Markdown for the H1, plain text for the reported title. */
export function headline(w: Writer, template: string): { md: string; plain: string } {
  return { md: w.text(template), plain: w.plain(template) };
}
