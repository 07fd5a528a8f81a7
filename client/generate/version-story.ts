import { useTranslation } from "react-i18next";
import type { Refinement, Writer } from "../../shared/generation";
import type { SessionRevision } from "./session";

/**
 * What made each version and who wrote it, in the visitor's language: the version list and the
 * chat tell the same story from these words (docs/product.md, "The studio").
 */

/** A button's change as the visitor asked it ("Translate it into Japanese"), from its kind. */
export function useAskedWords() {
  const { t, i18n } = useTranslation();
  const names = new Intl.DisplayNames([i18n.language], { type: "language" });
  return (refinement: Refinement): string => {
    switch (refinement.kind) {
      case "translate":
        return t("generate.asked.translate", { language: names.of(refinement.locale) });
      case "add-point":
        return t("generate.asked.addPoint", { text: refinement.text });
      case "add-section":
        return refinement.text
          ? t("generate.asked.addSectionText", { title: refinement.title, text: refinement.text })
          : t("generate.asked.addSection", { title: refinement.title });
      default:
        return t(`generate.asked.${refinement.kind}`);
    }
  };
}

/** The short names of the writers in the version list (the result names them in full). */
const WRITER_KEYS: Record<Writer, string> = {
  builtin: "studio.writer.builtin",
  "workers-ai": "studio.writer.workersAi",
  openai: "studio.writer.openai",
};

/** A version that answers no request: which of the other ways it was made. */
type Kind = "brief" | "another" | "newBrief" | "restored" | "edited";
function kindOf(revision: SessionRevision, index: number): Kind {
  if (revision.restoredFrom !== null) return "restored";
  if (revision.edited) return "edited";
  if (revision.briefChanged) return "newBrief";
  return index === 0 ? "brief" : "another";
}

export function useVersionStory() {
  const { t } = useTranslation();
  const said = useAskedWords();
  /** The visitor's request in their own words, quoted. */
  const quoted = (text: string) => t("studio.quoted", { text });
  return {
    /** What made version `index` (the list's line). */
    made(revision: SessionRevision, index: number): string {
      const asked = [revision.refinement ? said(revision.refinement) : null, revision.instruction]
        .filter((line): line is string => Boolean(line))
        .map((line, i) => (i === 0 && revision.refinement ? line : quoted(line)));
      if (revision.passage && asked.length) asked.push(t("studio.onPassage"));
      if (asked.length) return asked.join(" · ");
      const kind = kindOf(revision, index);
      return kind === "restored"
        ? t("studio.made.restored", { number: revision.restoredFrom })
        : t(`studio.made.${kind}`);
    },
    /** Who wrote it; empty for a hand edit (its line says "Edited by you") and while still unknown. */
    writer(revision: SessionRevision): string {
      return revision.writer && !revision.edited ? t(WRITER_KEYS[revision.writer]) : "";
    },
    /**
     * For the chat, a version that answers no request: what the visitor did (their line) and
     * Parla's answer once the version is there. Null for the first version, the brief's.
     */
    turn(revision: SessionRevision, index: number): { did: string; reply: string } | null {
      const kind = kindOf(revision, index);
      const number = revision.number;
      switch (kind) {
        case "brief":
          return null;
        case "restored":
          return {
            did: t("studio.chat.restore", { number: revision.restoredFrom }),
            reply: t("studio.chat.restored", { number, from: revision.restoredFrom }),
          };
        case "edited":
          return { did: t("studio.chat.edited"), reply: t("studio.saved", { number }) };
        case "newBrief":
          return { did: t("studio.chat.newBrief"), reply: t("generate.chatDone", { number }) };
        case "another":
          return { did: t("generate.regenerate"), reply: t("generate.chatDone", { number }) };
      }
    },
  };
}
