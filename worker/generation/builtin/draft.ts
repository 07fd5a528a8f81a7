/**
 * A document before it becomes Markdown: a top (title and opening), body sections, and an end
 * (closing, call to action, sign-off). Refinements that add sections insert them between body and
 * end, so a call to action always stays last.
 */
export type Section = { heading: string; blocks: string[]; level?: 2 | 3 };

export type Draft = {
  /** Plain text of the H1 (or the email subject). */
  title: string;
  top: string[];
  sections: Section[];
  end: string[];
};

export function bullets(items: readonly string[]): string {
  return items.map((item) => `- ${item}`).join("\n");
}

export function numbered(items: readonly string[]): string {
  return items.map((item, i) => `${i + 1}. ${item}`).join("\n");
}

/** Lines kept together as one paragraph with hard line breaks (a sign-off and its signature). */
export function lines(items: readonly string[]): string {
  return items.join("\\\n");
}

export function render(draft: Draft): string {
  const blocks = [...draft.top];
  for (const section of draft.sections) {
    blocks.push(`${"#".repeat(section.level ?? 2)} ${section.heading}`, ...section.blocks);
  }
  blocks.push(...draft.end);
  return `${blocks
    .map((block) => block.trim())
    .filter(Boolean)
    .join("\n\n")}\n`;
}
