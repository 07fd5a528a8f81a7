import { capitalize, escapeMarkdown } from "../text";
import { writerTexts } from "../writer-texts";
import { lines, type Section } from "./draft";
import { bareDeadline, type Facts } from "./facts";
import { type Arrangement, ctaLine, items } from "./pages";
import type { Voice } from "./voice";

/**
 * An email's first lines: subject and preview (Markdown), labelled in the output language; a
 * model's email object is headed by the same lines (worker/generation/structured.ts).
 */
export function emailHeader(v: Voice, subject: string, preview: string): string[] {
  const { labels } = v.texts;
  return [v.label(labels.subject, subject), v.label(labels.preview, preview)];
}

/**
 * The sender as a name to sign with: a long product phrase ("our autumn collection of…",
 * "アウトドアショップ「やまなみ」の冬用登山靴") is none. Words are counted by spaces, and Chinese or
 * Japanese, written without them, by characters.
 */
function senderName(sender: string | undefined): string | undefined {
  if (!sender) return undefined;
  const short = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(sender)
    ? Array.from(sender.replace(/\s+/gu, "")).length <= 16
    : sender.split(/\s+/).length <= 4;
  return short ? sender : undefined;
}

/**
 * The end of an email: a closing sentence when asked for ("longer") and the sign-off with the
 * sender's name under it. A long product phrase ("our autumn collection of…") is not a name, so
 * such an email ends on a closing sentence instead of a sign-off with no one under it, unless it
 * already has one of its own (`closed`: a welcome's thanks, a newsletter's goodbye).
 */
function signature(v: Voice, sender: string | undefined, { closing = false, closed = false } = {}): string[] {
  const named = senderName(sender);
  return [
    closing || (!named && !closed) ? v.line("email.closing") : "",
    named ? lines([v.line("email.signoff"), escapeMarkdown(named)]) : "",
  ];
}

// Subject lines longer than this are cut off in most inboxes.
const SUBJECT_MAX = 70;

/** The first subject that fits an inbox whole, else the shortest: chosen, never cut. */
function subjectOf(candidates: readonly string[]): string {
  const usable = candidates.filter(Boolean);
  return (
    usable.find((subject) => Array.from(subject).length <= SUBJECT_MAX) ??
    [...usable].sort((a, b) => a.length - b.length)[0] ??
    ""
  );
}

/**
 * The brief's deadline without its own "until": the visitor typed it in the brief's language, so
 * a translated email drops "bis" or "jusqu'au" before adding its own ("Valid until 31. Januar").
 */
function deadlineOf(v: Voice, facts: Facts): string | undefined {
  const raw = facts.vars.deadline;
  if (!raw) return undefined;
  const typed = writerTexts(v.valueLocale).deadlineWords;
  return bareDeadline(raw, v.valueLocale === v.locale ? typed : [...typed, ...v.texts.deadlineWords]);
}

/** email-campaign: subject from the product and the offer, the offer itself, its deadline, a button. */
export const emailCampaign: Arrangement = ({ v, facts, size }) => {
  const { vars } = facts;
  const deadline = deadlineOf(v, facts);
  const extra = { deadline };
  const preview = deadline ? v.plain("campaign.previewDeadline", extra) : v.plain("campaign.preview");
  const subject = subjectOf([v.plain("campaign.subject"), vars.offer ?? "", vars.product ?? ""]);
  // A subject too long for the product and the offer keeps the offer: the body then names who offers it.
  const named = !vars.product || subject.includes(vars.product);
  const offer = named || !vars.offer ? (vars.offer ?? "") : v.plain("campaign.subject");
  return {
    title: subject,
    top: [
      ...emailHeader(v, escapeMarkdown(subject), escapeMarkdown(preview)),
      size >= 0 ? v.line("email.greeting") : "",
    ],
    sections: [],
    end: [
      v.sentence(offer),
      deadline ? v.line("campaign.deadline", extra) : "",
      ctaLine(v.line("campaign.cta")),
      ...(size >= -1 ? signature(v, vars.product, { closing: size >= 1 }) : []),
    ],
  };
};

/**
 * newsletter: the brand's news, each item as the visitor wrote it; items written as "Title: more"
 * become short sections. The preview is the first item when it is short enough to be one.
 */
export const newsletter: Arrangement = ({ v, facts, size }) => {
  const { vars, lists } = facts;
  const news = lists.news ?? [];
  const first = news[0] ?? "";
  // The preview opens the inbox line: the item's first letter as a line's ("nieuw rooster…" → "Nieuw rooster…").
  const preview = first && Array.from(first).length <= 90 ? capitalize(first) : v.plain("newsletter.intro");
  const sections: Section[] = [{ heading: v.line("newsletter.news"), blocks: [items(news)] }];
  return {
    title: v.plain("newsletter.subject"),
    top: [
      ...emailHeader(v, escapeMarkdown(v.plain("newsletter.subject")), escapeMarkdown(preview)),
      size >= 0 ? v.line("email.greeting") : "",
      v.line("newsletter.intro"),
    ],
    sections,
    // "Shorter" drops the closing line when a sign-off follows; with no name to sign with, the
    // closing stays, so the shorter text ends as the draft did rather than on another line.
    end: [
      size >= 0 || !senderName(vars.brand) ? v.line("newsletter.closing") : "",
      ...signature(v, vars.brand, { closed: true }),
    ],
  };
};

/** welcome-email: thanks, the one first step, what new members get, signed by the brand. */
export const welcomeEmail: Arrangement = ({ v, facts, size }) => {
  const { vars, lists } = facts;
  const sections: Section[] = [{ heading: v.line("welcome.firstStep"), blocks: [v.sentence(vars.firstStep ?? "")] }];
  if (lists.benefits?.length) sections.push({ heading: v.line("welcome.benefits"), blocks: [items(lists.benefits)] });
  return {
    title: v.plain("welcome.subject"),
    top: [
      ...emailHeader(v, escapeMarkdown(v.plain("welcome.subject")), escapeMarkdown(v.plain("welcome.preview"))),
      size >= 0 ? v.line("email.greeting") : "",
      size >= -1 ? v.line("welcome.thanks") : "",
    ],
    sections,
    end: signature(v, vars.brand, { closing: size >= 1, closed: size >= -1 }),
  };
};
