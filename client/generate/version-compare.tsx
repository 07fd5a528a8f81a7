import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { renderedHtml } from "./copy-text";
import { ADD, ADD_END, MARKS, mergedMarkdown, REMOVE, REMOVE_END } from "./diff-markdown";

/** The rendered HTML of the merged text with the marks turned into <ins> and <del>, in document order. */
function markedHtml(markdown: string): string {
  const doc = new DOMParser().parseFromString(`<body>${renderedHtml(markdown)}</body>`, "text/html");
  for (const element of doc.body.querySelectorAll("[href],[id]")) {
    for (const name of ["href", "id"]) {
      const value = element.getAttribute(name);
      if (value !== null) element.setAttribute(name, value.replace(MARKS, ""));
    }
  }
  const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node as Text);
  let mode: "ins" | "del" | null = null;
  for (const text of texts) {
    const pieces = text.data.split(/([\uE000-\uE003])/);
    if (pieces.length === 1 && !mode) continue;
    const fragment = doc.createDocumentFragment();
    for (const piece of pieces) {
      if (piece === ADD) mode = "ins";
      else if (piece === REMOVE) mode = "del";
      else if (piece === ADD_END || piece === REMOVE_END) mode = null;
      else if (piece) {
        if (mode) {
          const mark = doc.createElement(mode);
          mark.textContent = piece;
          fragment.append(mark);
        } else fragment.append(piece);
      }
    }
    text.replaceWith(fragment);
  }
  return doc.body.innerHTML;
}

/**
 * The changes between two versions, rendered as the reader sees them, with added words marked as
 * insertions and removed ones as deletions: a word diff (jsdiff's diffWords, with the page
 * language's word boundaries) of their Markdown, merged and rendered by the same renderer as Copy
 * and the downloads (raw HTML stays text, links are http(s) or mailto). The diff library loads
 * only when someone compares.
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
  const [html, setHtml] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import("diff").then(({ diffWords }) => {
      // Words as the language splits them: Japanese and Chinese have no spaces to split on.
      const intlSegmenter = new Intl.Segmenter(i18n.language, { granularity: "word" });
      const clean = (text: string) => text.replace(MARKS, "\uFFFD");
      const parts = diffWords(clean(before), clean(after), { intlSegmenter });
      if (live) setHtml(markedHtml(mergedMarkdown(parts)));
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
      {html === null ? null : (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the sanitising Markdown renderer's output (raw HTML off, links http(s)/mailto), with only <ins> and <del> added around its own text nodes.
        <div className="prose diff-text" dangerouslySetInnerHTML={{ __html: html }} />
      )}
    </figure>
  );
}
