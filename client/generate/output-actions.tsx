import { Copy, FileCode, FileDown, Pencil, RefreshCw } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { LOCALES, type Locale } from "../../shared/locales";
import { titleOf } from "../../shared/markdown";
import { copyRich } from "../ui/clipboard";
import { toast } from "../ui/toast-store";
import { Tooltip, TooltipProvider } from "../ui/tooltip";

type Props = {
  /** The finished text on screen (Markdown). */
  content: string;
  locale: Locale;
  /** "Copy all" as the main action (social posts). */
  copyAll: boolean;
  onEdit?(): void;
  onRegenerate(): void;
};

const loadDownload = () => import("./download");

/**
 * What can be done with a finished version: edit, regenerate, copy and download (the item's share
 * and publish actions follow them in the same row). A module of its own, loaded with the first finished text (docs/performance.md,
 * "What loads after hydration"); the Markdown-to-HTML converter behind Copy and Download loads
 * once they are shown, and Copy asks the clipboard at once with promised
 * contents, so the click's permission holds even while it loads.
 */
export function OutputActions({ content, locale, copyAll, onEdit, onRegenerate }: Props) {
  const { t } = useTranslation();
  const title = titleOf(content) || "parla";
  // Copy and Download answer at once: their converter loads as soon as they are shown.
  useEffect(() => void loadDownload(), []);
  const copy = async () => {
    // The text as the reader sees it (no Markdown, no backslash escapes), and its HTML.
    const rendered = import("./copy-text").then((module) => module.renderedCopy(content));
    if (await copyRich(rendered)) toast.success(t("generate.copied"));
    else toast.error(t("generate.copyFailed"));
  };
  const download = async (extension: "md" | "html") => {
    const { downloadFile, fileNameOf, toHtmlDocument } = await loadDownload();
    if (extension === "md") downloadFile(fileNameOf(title, "md"), content, "text/markdown");
    else downloadFile(fileNameOf(title, "html"), toHtmlDocument(content, title, LOCALES[locale].language), "text/html");
  };
  return (
    <TooltipProvider>
      {onEdit ? (
        <button type="button" className="button small" onClick={onEdit}>
          <Pencil size={14} aria-hidden="true" />
          {t("studio.edit")}
        </button>
      ) : null}
      <Tooltip content={t("generate.regenerate")}>
        <button type="button" className="button small" onClick={onRegenerate}>
          <RefreshCw size={14} aria-hidden="true" />
          {t("generate.regenerate")}
        </button>
      </Tooltip>
      <button type="button" className={copyAll ? "button small primary" : "button small"} onClick={copy}>
        <Copy size={14} aria-hidden="true" />
        {copyAll ? t("generate.copyAll") : t("generate.copy")}
      </button>
      <button type="button" className="button small" onClick={() => void download("md")}>
        <FileDown size={14} aria-hidden="true" />
        {t("generate.downloadMarkdown")}
      </button>
      <button type="button" className="button small" onClick={() => void download("html")}>
        <FileCode size={14} aria-hidden="true" />
        {t("generate.downloadHtml")}
      </button>
    </TooltipProvider>
  );
}
