import { Send } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Understood } from "../../shared/generation";
import { MAX_INSTRUCTION_LENGTH } from "../../shared/generation";
import type { SessionRevision } from "./use-generation";

const SUGGESTIONS = ["suggestShorter", "suggestFormal", "suggestPlayful", "suggestSection"] as const;

/** Refinement as a chat: each instruction is a message, each answer a new version. */
export function ChatPanel({
  revisions,
  busy,
  onSend,
}: {
  revisions: SessionRevision[];
  busy: boolean;
  /** Resolves false when the server refused the note (a rate limit, say): it is then typed back. */
  onSend(text: string): Promise<boolean>;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState("");
  const send = (instruction: string) => {
    const trimmed = instruction.trim();
    if (!trimmed || busy) return;
    setText("");
    void onSend(trimmed).then((started) => {
      if (!started) setText((current) => current || trimmed);
    });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(text);
  };
  const turns = revisions.filter((revision) => revision.instruction);

  return (
    <section className="chat-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("generate.chatTitle")}</h2>
      {turns.length ? (
        <ol className="chat-log">
          {turns.map((revision) => (
            <li key={revision.number} className="chat-turn">
              <p className="chat-message from-visitor">
                <span className="visually-hidden">{t("generate.chatYou")}: </span>
                {revision.instruction}
              </p>
              {revision.status === "complete" ? (
                <ChatReply number={revision.number} understood={revision.understood ?? null} />
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
      <fieldset className="chat-suggestions">
        <legend className="visually-hidden">{t("generate.chatSuggestions")}</legend>
        {SUGGESTIONS.map((key) => (
          <button key={key} type="button" className="chip" disabled={busy} onClick={() => send(t(`generate.${key}`))}>
            {t(`generate.${key}`)}
          </button>
        ))}
      </fieldset>
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
            send(text);
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

/**
 * Parla's answer to a chat message: what it understood and did, and plainly what it did not
 * (docs/api.md, "Generation"); a plain "done" when the writer does not say (a model).
 */
function ChatReply({ number, understood }: { number: number; understood: Understood | null }) {
  const { t, i18n } = useTranslation();
  const said = (text: string) => (
    <p className="chat-message from-parla">
      <span className="visually-hidden">{t("generate.chatParla")}: </span>
      {text}
    </p>
  );
  if (!understood) return said(t("generate.chatDone", { number }));
  const language = new Intl.DisplayNames([i18n.language], { type: "language" });
  const done = [
    ...understood.changes.map((change) =>
      change.kind === "add-section"
        ? change.topic
          ? t("generate.didSectionAbout", { topic: change.topic })
          : t("generate.didSection")
        : change.kind === "translate"
          ? t("generate.didTranslate", { language: language.of(change.locale ?? "en") })
          : t(`generate.did${change.kind[0]?.toUpperCase()}${change.kind.slice(1)}`),
    ),
    ...understood.notes.map((note) => t("generate.didNote", { note })),
  ];
  return (
    <>
      {done.length
        ? said(
            t("generate.chatDid", {
              number,
              changes: new Intl.ListFormat(i18n.language, { type: "conjunction" }).format(done),
            }),
          )
        : // A message whose every point was left out is answered by why, below, not by "no change".
          !understood.leftOut?.length && said(t("generate.chatNoChange", { number }))}
      {understood.leftOut?.map(({ note, reason }) => (
        <p key={note} className="chat-message from-parla notice warning">
          {reason === "no-place"
            ? t("generate.chatLeftOutNoPlace", { note })
            : t("generate.chatLeftOutOtherLanguage", { note })}
        </p>
      ))}
      {understood.keptAsWritten && <p className="chat-message from-parla notice">{t("generate.chatKeptAsWritten")}</p>}
      {understood.notUnderstood.map((text) => (
        <p key={text} className="chat-message from-parla notice warning">
          {t("generate.chatNotUnderstood", { text })}
        </p>
      ))}
    </>
  );
}
