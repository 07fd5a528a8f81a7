import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

type Part = { value: string; added?: boolean; removed?: boolean };

/**
 * The changes between two versions, word by word (jsdiff's diffWords, with the page language's
 * word boundaries), on their Markdown text:
 * what a refinement added and removed. The diff library loads only when someone compares.
 */
export function VersionCompare({
  before,
  after,
  from,
  to,
}: {
  before: string;
  after: string;
  from: number;
  to: number;
}) {
  const { t, i18n } = useTranslation();
  const [parts, setParts] = useState<Part[] | null>(null);
  useEffect(() => {
    let live = true;
    void import("diff").then(({ diffWords }) => {
      // Words as the language splits them: Japanese and Chinese have no spaces to split on.
      const intlSegmenter = new Intl.Segmenter(i18n.language, { granularity: "word" });
      if (live) setParts(diffWords(before, after, { intlSegmenter }));
    });
    return () => {
      live = false;
    };
  }, [before, after, i18n.language]);

  return (
    <figure className="version-diff" data-testid="version-diff">
      <figcaption>
        {t("generate.compareTitle", { from, to })}
        <span className="diff-legend">
          <ins>{t("generate.compareAdded")}</ins> <del>{t("generate.compareRemoved")}</del>
        </span>
      </figcaption>
      <div className="diff-text">
        {parts?.map((part, index) =>
          part.added ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one diff never move.
            <ins key={index}>{part.value}</ins>
          ) : part.removed ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one diff never move.
            <del key={index}>{part.value}</del>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one diff never move.
            <span key={index}>{part.value}</span>
          ),
        )}
      </div>
    </figure>
  );
}
