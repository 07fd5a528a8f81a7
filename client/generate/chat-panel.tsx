import { Languages, Send } from "lucide-react";
import { type FormEvent, Fragment, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  MAX_INSTRUCTION_LENGTH,
  MAX_POINT_LENGTH,
  MAX_SECTION_TEXT_LENGTH,
  MAX_SECTION_TITLE_LENGTH,
  type Refinement,
  type Step,
} from "../../shared/generation";
import { LOCALE_CODES, type Locale } from "../../shared/locales";
import { CooldownNote } from "./cooldown";
import type { Session, SessionRevision, UnchangedAnswer } from "./session";
import { useAskedWords, useVersionStory } from "./version-story";

/** What the chat sends: a button's refinement, a message as typed, or both (docs/api.md, "Refinements"). */
export type Ask = { refinement?: Refinement; instruction?: string };

/** The buttons that need no words: each sends its kind, never its label. */
const SIMPLE = ["shorter", "longer", "formal", "playful"] as const;

/** The small form a button opens when its refinement needs the visitor's words. */
type Adding = { kind: "add-point" | "add-section"; max: number };
/** The buttons that ask for words first: a point to add, a section's title. */
const WORDED: readonly Adding[] = [
  { kind: "add-point", max: MAX_POINT_LENGTH },
  { kind: "add-section", max: MAX_SECTION_TITLE_LENGTH },
];

/**
 * Refinement as a chat (docs/api.md, "Refinements"): buttons send typed refinements, the text box
 * sends the visitor's message as typed, and each answer is a new version, or a reply saying why
 * there is none. What each turn asked is shown in the visitor's language, from its kind.
 */
export function ChatPanel({
  session,
  busy: writing,
  cooldown = 0,
  onSend,
}: {
  session: Session;
  busy: boolean;
  /** Seconds left of a rate limit's wait: nothing can be sent until then. */
  cooldown?: number;
  /** Resolves false when the server refused the request (a rate limit, say): typed text comes back. */
  onSend(ask: Ask): Promise<boolean>;
}) {
  const { t } = useTranslation();
  const id = useId();
  const busy = writing || cooldown > 0;
  const [text, setText] = useState("");
  const [adding, setAdding] = useState<Adding | null>(null);
  const [words, setWords] = useState("");
  // What an added section should say: the offline writer needs it, a model may do without.
  const [detail, setDetail] = useState("");
  const offline = session.revisions.findLast((revision) => revision.writer)?.writer === "builtin";

  const send = (ask: Ask, restore?: () => void) => {
    if (busy) return;
    void onSend(ask).then((started) => {
      if (!started) restore?.();
    });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = text.trim();
    if (!typed) return;
    setText("");
    send({ instruction: typed }, () => setText((current) => current || typed));
  };
  const submitWords = (event: FormEvent) => {
    event.preventDefault();
    const typed = words.trim();
    const said = detail.trim();
    if (!typed || !adding || (adding.kind === "add-section" && offline && !said)) return;
    const refinement: Refinement =
      adding.kind === "add-point"
        ? { kind: "add-point", text: typed }
        : { kind: "add-section", title: typed, ...(said ? { text: said } : {}) };
    setAdding(null);
    setWords("");
    setDetail("");
    send({ refinement }, () => {
      setAdding(adding);
      setWords((current) => current || typed);
      setDetail((current) => current || said);
    });
  };
  const open = (next: Adding) => {
    setAdding((current) => (current?.kind === next.kind ? null : next));
    setWords("");
    setDetail("");
  };

  const wordsInput = adding ? (
    <input
      id={`${id}-words`}
      value={words}
      maxLength={adding.max}
      // The form opens on a click meant to type into it.
      // biome-ignore lint/a11y/noAutofocus: the visitor asked for this field
      autoFocus
      onChange={(event) => setWords(event.target.value)}
    />
  ) : null;

  return (
    <section className="chat-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("generate.chatTitle")}</h2>
      {offline ? <OfflineNote /> : null}
      <ChatLog
        session={session}
        busy={busy}
        onAddAsPoint={(point) => send({ refinement: { kind: "add-point", text: point } })}
      />
      <fieldset className="chat-suggestions">
        <legend className="visually-hidden">{t("generate.chatSuggestions")}</legend>
        {SIMPLE.map((kind) => (
          <button
            key={kind}
            type="button"
            className="chip"
            disabled={busy}
            data-refinement={kind}
            onClick={() => send({ refinement: { kind } })}
          >
            {t(`generate.chip.${kind}`)}
          </button>
        ))}
        <TranslateMenu
          current={session.locale}
          busy={busy}
          onPick={(locale) => send({ refinement: { kind: "translate", locale } })}
        />
        {WORDED.map((worded) => (
          <button
            key={worded.kind}
            type="button"
            className="chip"
            disabled={busy}
            aria-expanded={adding?.kind === worded.kind}
            data-refinement={worded.kind}
            onClick={() => open(worded)}
          >
            {t(worded.kind === "add-point" ? "generate.chip.addPoint" : "generate.chip.addSection")}
          </button>
        ))}
      </fieldset>
      {adding ? (
        <form
          className="chat-add"
          onSubmit={submitWords}
          onKeyDown={(event) => {
            if (event.key === "Escape") {
              event.preventDefault();
              setAdding(null);
            }
          }}
        >
          <label htmlFor={`${id}-words`}>
            {t(adding.kind === "add-point" ? "generate.addPointLabel" : "generate.addSectionLabel")}
          </label>
          {adding.kind === "add-section" ? (
            <>
              {wordsInput}
              <label htmlFor={`${id}-detail`}>
                {t("generate.addSectionTextLabel")}{" "}
                <span className="field-flag">{offline ? t("generate.required") : t("generate.optional")}</span>
              </label>
              <textarea
                id={`${id}-detail`}
                rows={3}
                value={detail}
                maxLength={MAX_SECTION_TEXT_LENGTH}
                required={offline}
                aria-describedby={offline ? `${id}-detail-help` : undefined}
                onChange={(event) => setDetail(event.target.value)}
              />
              {offline ? (
                <p className="chat-add-help" id={`${id}-detail-help`}>
                  {t("generate.addSectionTextOffline")}
                </p>
              ) : null}
            </>
          ) : null}
          <div className="chat-add-row">
            {adding.kind === "add-point" ? wordsInput : null}
            <button
              type="submit"
              className="button primary"
              disabled={busy || !words.trim() || (adding.kind === "add-section" && offline && !detail.trim())}
            >
              {t("generate.addConfirm")}
            </button>
            <button type="button" className="button" onClick={() => setAdding(null)}>
              {t("generate.addCancel")}
            </button>
          </div>
        </form>
      ) : null}
      <CooldownNote seconds={cooldown} />
      <form className="chat-form" onSubmit={submit}>
        <label htmlFor={`${id}-input`} className="visually-hidden">
          {t("generate.chatTitle")}
        </label>
        <textarea
          id={`${id}-input`}
          rows={1}
          value={text}
          maxLength={MAX_INSTRUCTION_LENGTH}
          placeholder={t("generate.chatPlaceholder")}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            // Enter (or Ctrl/⌘+Enter) sends; Shift+Enter starts a new line. Not while an IME composes.
            if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
            event.preventDefault();
            event.currentTarget.form?.requestSubmit();
          }}
        />
        <button type="submit" className="button primary" disabled={busy || !text.trim()}>
          <Send size={16} aria-hidden="true" />
          {t("generate.chatSend")}
        </button>
      </form>
    </section>
  );
}

/** "Translate ▸": the other nine languages, each named in the page's language. */
function TranslateMenu({ current, busy, onPick }: { current: Locale; busy: boolean; onPick(locale: Locale): void }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const names = new Intl.DisplayNames([i18n.language], { type: "language" });
  return (
    <details className="chip-menu" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="chip" aria-disabled={busy || undefined} data-refinement="translate">
        <Languages size={14} aria-hidden="true" />
        {t("generate.chip.translate")}
      </summary>
      <ul className="chip-menu-list">
        {LOCALE_CODES.filter((locale) => locale !== current).map((locale) => (
          <li key={locale}>
            <button
              type="button"
              lang={i18n.language}
              disabled={busy}
              data-locale={locale}
              onClick={() => {
                setOpen(false);
                onPick(locale);
              }}
            >
              {names.of(locale)}
            </button>
          </li>
        ))}
      </ul>
    </details>
  );
}

/** The one line that says the offline writer answers, and how a model would instead. */
function OfflineNote() {
  const { t } = useTranslation();
  return (
    <div className="offline-note">
      <p>{t("generate.offlineNote")}</p>
      <details>
        <summary>{t("generate.connectModel")}</summary>
        <p>{t("generate.connectModelHow")}</p>
      </details>
    </div>
  );
}

/** The turns of the chat: each request and Parla's answer, in the order they were asked. */
function ChatLog({
  session,
  busy,
  onAddAsPoint,
}: {
  session: Session;
  busy: boolean;
  onAddAsPoint(point: string): void;
}) {
  const story = useVersionStory();
  const turns: Array<{ key: string; asked: Step | string; reply: React.ReactNode }> = [];
  const answersAfter = (number: number) => session.answers.filter((answer) => answer.after === number);
  const pushAnswers = (number: number) => {
    for (const [index, answer] of answersAfter(number).entries()) {
      turns.push({
        key: `answer-${number}-${index}`,
        asked: answer.asked,
        reply: <UnchangedReply answer={answer} busy={busy} onAddAsPoint={onAddAsPoint} />,
      });
    }
  };
  pushAnswers(0);
  for (const [index, revision] of session.revisions.entries()) {
    // Restores, hand edits, a changed brief and other takes are turns too: the chat and the
    // version list tell the same story (version-story.ts).
    const other = revision.refinement || revision.instruction ? null : story.turn(revision, index);
    if (other) {
      turns.push({
        key: `version-${revision.number}`,
        asked: other.did,
        reply: revision.status === "complete" ? <ParlaSays>{other.reply}</ParlaSays> : null,
      });
    } else if (revision.refinement || revision.instruction) {
      turns.push({
        key: `version-${revision.number}`,
        asked: { refinement: revision.refinement, instruction: revision.instruction },
        reply: revision.status === "complete" ? <VersionReply revision={revision} /> : null,
      });
    }
    pushAnswers(revision.number);
  }
  if (turns.length === 0) return null;
  return (
    <ol className="chat-log">
      {turns.map((turn) => (
        <li key={turn.key} className="chat-turn">
          <AskedMessage asked={turn.asked} />
          {turn.reply}
        </li>
      ))}
    </ol>
  );
}

/** What the visitor asked, in their language: the button by its kind, the message as typed, or what they did. */
function AskedMessage({ asked }: { asked: Step | string }) {
  const { t } = useTranslation();
  const said = useAskedWords();
  const lines =
    typeof asked === "string"
      ? [asked]
      : [
          asked.refinement ? said(asked.refinement) : null,
          asked.instruction,
          asked.passage ? t("studio.onPassage") : null,
        ];
  return (
    <p className="chat-message from-visitor">
      <span className="visually-hidden">{t("generate.chatYou")}: </span>
      {lines.filter(Boolean).map((line, index) => (
        <Fragment key={line}>
          {index > 0 ? <br /> : null}
          {line}
        </Fragment>
      ))}
    </p>
  );
}

function ParlaSays({ children, notice }: { children: React.ReactNode; notice?: boolean }) {
  const { t } = useTranslation();
  return (
    <p className={notice ? "chat-message from-parla notice" : "chat-message from-parla"}>
      <span className="visually-hidden">{t("generate.chatParla")}: </span>
      {children}
    </p>
  );
}

/**
 * Parla's answer to a request that made a version. A model read the request itself: "done". The
 * offline writer did exactly what the button named, and says what it did not: the message in
 * words, which it does not read, and the visitor's own lines, which a translation leaves as typed.
 */
function VersionReply({ revision }: { revision: SessionRevision }) {
  const { t, i18n } = useTranslation();
  const { number, refinement, instruction } = revision;
  if (revision.writer !== "builtin" || !refinement) return <ParlaSays>{t("generate.chatDone", { number })}</ParlaSays>;
  const names = new Intl.DisplayNames([i18n.language], { type: "language" });
  const did =
    refinement.kind === "translate"
      ? t("generate.did.translate", { language: names.of(refinement.locale) })
      : refinement.kind === "add-point"
        ? t("generate.did.addPoint", { text: refinement.text })
        : refinement.kind === "add-section"
          ? t("generate.did.addSection", { title: refinement.title })
          : t(`generate.did.${refinement.kind}`);
  return (
    <>
      <ParlaSays>{t("generate.chatDid", { number, change: did })}</ParlaSays>
      {refinement.kind === "translate" ? <ParlaSays notice>{t("generate.chatKeptAsWritten")}</ParlaSays> : null}
      {instruction ? <ParlaSays notice>{t("generate.chatMessageNotRead", { text: instruction })}</ParlaSays> : null}
    </>
  );
}

/** Parla's answer to a request that made no version, and what the visitor can do instead. */
function UnchangedReply({
  answer,
  busy,
  onAddAsPoint,
}: {
  answer: UnchangedAnswer;
  busy: boolean;
  onAddAsPoint(point: string): void;
}) {
  const { t } = useTranslation();
  const { refinement, instruction } = answer.asked;
  if (answer.reason === "free-text") {
    const point = instruction?.trim() ?? "";
    return (
      <>
        <ParlaSays notice>{t("generate.unchanged.freeText")}</ParlaSays>
        {point && point.length <= MAX_POINT_LENGTH ? (
          <p className="chat-reply-actions">
            <button type="button" className="chip" disabled={busy} onClick={() => onAddAsPoint(point)}>
              {t("generate.addAsPoint")}
            </button>
          </p>
        ) : null}
      </>
    );
  }
  if (answer.reason === "needs-text") return <ParlaSays notice>{t("generate.unchanged.needsText")}</ParlaSays>;
  if (answer.reason === "no-place") {
    const text = refinement?.kind === "add-point" ? refinement.text : "";
    return <ParlaSays notice>{t("generate.unchanged.noPlace", { text })}</ParlaSays>;
  }
  const kind = refinement?.kind;
  const key =
    kind === "formal" || kind === "playful"
      ? "generate.unchanged.tone"
      : kind === "shorter"
        ? "generate.unchanged.shorter"
        : kind === "longer"
          ? "generate.unchanged.longer"
          : "generate.unchanged.same";
  return <ParlaSays notice>{t(key)}</ParlaSays>;
}
