import type { RevisionRow } from "../../worker/items/store";
import { visitorStore } from "../../worker/items/visitor-store";
import type { LegacyItem } from "../../worker/visitor/move";

/**
 * Seeds a visitor's drafts the way the site stores them since the switch-over (docs/data.md, "A
 * visitor's object"): items and versions in the visitor's object (written by `importItems`, the
 * move's own write, in pages of 200), and the share links and pages of every `linkEvery`-th item in
 * D1 with their `owner` and `template` (migrations/0019) and in the object's `links`.
 */
export type SeedOptions = {
  items: number;
  versions: number;
  /** Text of version `number` of item `index`. */
  text: (index: number, number: number) => string;
  /** Every `linkEvery`-th item is shared and published (0: none). */
  linkEvery: number;
  /** Creation time of the first item; each next one a second later. */
  base: number;
  /** Prefix of the items' ids, share slugs and page slugs. */
  prefix: string;
};

export async function seedVisitor(env: Env, owner: string, options: SeedOptions): Promise<void> {
  const { items, versions, text, linkEvery, base, prefix } = options;
  const store = visitorStore(env, owner);
  for (let start = 0; start < items; start += 200) {
    const page: LegacyItem[] = [];
    const links: D1PreparedStatement[] = [];
    for (let index = start; index < Math.min(items, start + 200); index++) {
      const id = `${prefix}-${String(index).padStart(6, "0")}`;
      const at = base + index * 1000;
      const revisions: RevisionRow[] = Array.from({ length: versions }, (_, offset) => ({
        item_id: id,
        number: offset + 1,
        instruction: null,
        refinement: null,
        passage: null,
        locale: "en",
        content: text(index, offset + 1),
        status: "complete",
        provider: "builtin",
        created_at: at + offset,
        updated_at: at + offset,
        restored_from: null,
        edited: 0,
        inputs: null,
      }));
      const linked = linkEvery > 0 && index % linkEvery === 0;
      const body = revisions.at(-1)?.content ?? "";
      page.push({
        item: {
          id,
          template: "landing-page",
          locale: "en",
          title: `Item ${index}`,
          inputs: '{"product":"Kettle"}',
          created_at: at,
          updated_at: at,
        },
        revisions,
        links: linked
          ? {
              share: { slug: `s-${id}`, revision: null, showBrief: true, createdAt: at },
              publication: {
                slug: `p-${id}`.toLowerCase(),
                revision: versions,
                locale: "en",
                title: `Page ${index}`,
                description: "A kettle",
                showCard: true,
                publishedAt: at,
                updatedAt: at,
              },
            }
          : { share: null, publication: null },
      });
      if (linked) {
        links.push(
          env.DB.prepare(
            `INSERT INTO shares (slug, item_id, owner, template, created_at, revision, show_brief)
             VALUES (?1, ?2, ?3, 'landing-page', ?4, NULL, 1)`,
          ).bind(`s-${id}`, id, owner, at),
          env.DB.prepare(
            `INSERT INTO publications (slug, item_id, owner, template, revision, locale, title, description, content,
               published_at, updated_at)
             VALUES (?1, ?2, ?3, 'landing-page', ?4, 'en', ?5, 'A kettle', ?6, ?7, ?7)`,
          ).bind(`p-${id}`.toLowerCase(), id, owner, versions, `Page ${index}`, body, at),
        );
      }
    }
    await store.importItems(page);
    if (links.length) await env.DB.batch(links);
  }
}
