import { Eye, PencilLine, Save, Send, X } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Passage } from "../../shared/generation";
import { MAX_INSTRUCTION_LENGTH, MAX_REVISION_BYTES } from "../../shared/generation";
import { MarkdownContent } from "../components/markdown-content";
import { confirm } from "../ui/dialog-store";
import type { Ask } from "./chat-panel";
import { readEditDraft, writeEditDraft } from "./edit-draft";

/** The refinements a selected passage offers: the ones that need no words (the rest go in the box). */
const PASSAGE_KINDS = ["shorter", "longer", "formal", "playful"] as const;

type Props = {
  itemId: string;
  /** The newest version, which the editor starts from. */
  version: { number: number; content: string };
  /** The text of a version of the draft, for what the edits started from. */
  contentOf(number: number): string | undefined;
  busy: boolean;
  /** Saves the text as a new version based on `basedOn`; resolves to its number, or null when refused. */
  onSave(text: string, basedOn: number): Promise<number | null>;
  /** Refines a passage of version `basedOn` (saved first when the text was changed). */
  onRefinePassage(ask: Ask, passage: Passage, basedOn: number): Promise<boolean>;
  onClose(): void;
};

const bytesOf = (text: string) => new TextEncoder().encode(text).byteLength;

/**
 * "Edit the text directly" (docs/product.md, "The studio"): the newest version's Markdown in a
 * text box with a live rendered preview beside it (one at a time on a phone). Saving makes a new
 * version, "edited by you". Unsaved text is kept in this browser (edit-draft.ts) and leaving the
 * page asks first. Selecting a passage offers the refinements and a message for just that passage.
 * Loaded on demand: it is not part of the page's first load.
 */
export default function TextEditor({ itemId, version, contentOf, busy, onSave, onRefinePassage, onClose }: Props) {
  const { t } = useTranslation();
  const id = useId();
  // Edits kept from before (a reload, a visit elsewhere) come back, with the version they edit.
  const [kept] = useState(() => readEditDraft(itemId));
  const [basedOn, setBasedOn] = useState(kept?.basedOn ?? version.number);
  const [text, setText] = useState(kept?.text ?? version.content);
  const [view, setView] = useState<"write" | "preview">("write");
  const [selection, setSelection] = useState<Passage | null>(null);
  const [message, setMessage] = useState("");
  const [saving, setSaving] = useState(false);
  const area = useRef<HTMLTextAreaElement>(null);
  const dirty = text !== (contentOf(basedOn) ?? version.content);
  // A version made meanwhile (another tab, another device): saving then puts this text after it.
  const stale = basedOn < version.number;
  // Nothing typed yet: the editor simply moves on to the newest version.
  useEffect(() => {
    if (stale && !dirty) {
      setBasedOn(version.number);
      setText(version.content);
    }
  }, [stale, dirty, version.number, version.content]);
  const tooLarge = bytesOf(text) > MAX_REVISION_BYTES;
  const empty = text.trim() === "";

  // Kept in this browser while unsaved; gone once saved or discarded.
  useEffect(() => {
    const timer = setTimeout(() => writeEditDraft(itemId, dirty ? { basedOn, text } : null), 250);
    return () => clearTimeout(timer);
  }, [itemId, basedOn, text, dirty]);
  // Leaving the page with unsaved edits asks first (they are kept in this browser all the same).
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [dirty]);
  useEffect(() => {
    area.current?.focus({ preventScroll: true });
  }, []);

  /** Saves when needed; resolves to the version the text now is, or null. */
  const save = async (): Promise<number | null> => {
    if (!dirty) return version.number;
    if (empty || tooLarge) return null;
    setSaving(true);
    try {
      // A stale edit goes after the newest version, as the notice says: nothing is replaced.
      const number = await onSave(text, stale ? version.number : basedOn);
      if (number !== null) writeEditDraft(itemId, null);
      return number;
    } finally {
      setSaving(false);
    }
  };
  const saveAndClose = async () => {
    if ((await save()) !== null) onClose();
  };
  const cancel = async () => {
    if (dirty && !(await confirm(t("studio.discardQuestion"), { action: t("studio.discard"), destructive: true })))
      return;
    writeEditDraft(itemId, null);
    onClose();
  };

  const readSelection = () => {
    const element = area.current;
    if (!element) return;
    const { selectionStart: start, selectionEnd: end } = element;
    setSelection(end > start && text.slice(start, end).trim() ? { start, end } : null);
  };
  const refine = async (ask: Ask) => {
    if (!selection || busy || saving) return;
    const number = await save();
    if (number === null) return;
    if (await onRefinePassage(ask, selection, number)) onClose();
  };
  const submitMessage = (event: FormEvent) => {
    event.preventDefault();
    const typed = message.trim();
    if (typed) void refine({ instruction: typed });
  };
  const excerpt = selection ? text.slice(selection.start, selection.end).replace(/\s+/g, " ").trim() : "";

  return (
    <section className="text-editor" aria-labelledby={`${id}-title`} data-view={view}>
      <h3 id={`${id}-title`} className="visually-hidden">
        {t("studio.editTitle")}
      </h3>
      {kept ? <p className="notice">{t("studio.keptEdits")}</p> : null}
      {stale ? (
        <p className="notice warning" role="status">
          {t("studio.staleEdit", { number: version.number })}
        </p>
      ) : null}
      <div className="editor-panes">
        <div className="editor-write">
          <label htmlFor={`${id}-text`}>{t("studio.markdown")}</label>
          <textarea
            id={`${id}-text`}
            ref={area}
            className="editor-text"
            value={text}
            spellCheck
            aria-describedby={`${id}-hint`}
            onChange={(event) => {
              setText(event.target.value);
              setSelection(null);
            }}
            onSelect={readSelection}
            onKeyUp={readSelection}
            onMouseUp={readSelection}
            onKeyDown={(event) => {
              // Ctrl/⌘+S saves, as in any editor.
              if (event.key === "s" && (event.ctrlKey || event.metaKey)) {
                event.preventDefault();
                void saveAndClose();
              }
            }}
          />
          <p id={`${id}-hint`} className="field-notice">
            {t("studio.selectHint")}
          </p>
        </div>
        <section className="editor-preview" aria-label={t("studio.preview")}>
          <p className="editor-preview-label" aria-hidden="true">
            {t("studio.preview")}
          </p>
          <MarkdownContent markdown={text} />
        </section>
      </div>
      {selection ? (
        <section className="passage-tools" aria-labelledby={`${id}-passage`}>
          <p id={`${id}-passage`} className="passage-quote">
            {t("studio.passage", { text: excerpt.length > 80 ? `${excerpt.slice(0, 80)}…` : excerpt })}
          </p>
          <div className="chat-suggestions">
            {PASSAGE_KINDS.map((kind) => (
              <button
                key={kind}
                type="button"
                className="chip"
                disabled={busy || saving}
                data-refinement={kind}
                onClick={() => void refine({ refinement: { kind } })}
              >
                {t(`generate.chip.${kind}`)}
              </button>
            ))}
          </div>
          <form className="chat-form" onSubmit={submitMessage}>
            <label htmlFor={`${id}-message`} className="visually-hidden">
              {t("studio.passageMessage")}
            </label>
            <input
              id={`${id}-message`}
              value={message}
              maxLength={MAX_INSTRUCTION_LENGTH}
              placeholder={t("studio.passageMessage")}
              onChange={(event) => setMessage(event.target.value)}
            />
            <button type="submit" className="button primary" disabled={busy || saving || !message.trim()}>
              <Send size={16} aria-hidden="true" />
              {t("generate.chatSend")}
            </button>
          </form>
        </section>
      ) : null}
      {tooLarge ? <p className="notice error">{t("studio.tooLarge")}</p> : null}
      <div className="editor-actions">
        <button
          type="button"
          className="button primary small"
          disabled={busy || saving || !dirty || empty || tooLarge}
          onClick={() => void saveAndClose()}
        >
          <Save size={14} aria-hidden="true" />
          {t("studio.save")}
        </button>
        <button type="button" className="button small" onClick={() => void cancel()}>
          <X size={14} aria-hidden="true" />
          {t("studio.cancelEdit")}
        </button>
        <button
          type="button"
          className="button small editor-view-toggle"
          aria-pressed={view === "preview"}
          onClick={() => setView(view === "write" ? "preview" : "write")}
        >
          {view === "write" ? <Eye size={14} aria-hidden="true" /> : <PencilLine size={14} aria-hidden="true" />}
          {view === "write" ? t("studio.preview") : t("studio.write")}
        </button>
        <span className="editor-state" role="status">
          {dirty ? t("studio.unsaved") : ""}
        </span>
      </div>
    </section>
  );
}
