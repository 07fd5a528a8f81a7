import { bullets, type Draft, lines, type Section } from "../draft";
import type { Vars } from "../fill";
import { displayWidth } from "../text";
import type { Writer } from "../writer";
import type { Context } from "./context";
import { ctaLine, pointBullets, reserveSections } from "./parts";

// Subjects past ~60 characters get cut off in most inboxes.
const SUBJECT_ITEM_WIDTH = 48;

/** Subject and preview lines (the subject is also the title), then the greeting. */
function envelope(w: Writer, subject: string, preview: string, extra: Vars = {}): { title: string; top: string[] } {
  return {
    title: w.plain(subject, extra),
    top: [
      `**Subject:** ${w.text(subject, extra)}`,
      `**Preview:** ${preview}`,
      w.say("email.greeting", w.bank.common.greeting),
    ],
  };
}

function signoff(w: Writer): string {
  const [closing, signature] = w.pick("email.signoff", w.bank.common.signoff);
  return lines([w.text(closing), w.text(signature)]);
}

/** email-campaign: the offer up front, why it matters, the deadline when there is one, one CTA. */
export function emailCampaign({ w, size }: Context): Draft {
  const b = w.bank.campaign;
  const { title, top } = envelope(w, w.pick("campaign.subject", b.subject), w.say("campaign.preview", b.preview));
  const urgency = w.has("deadline")
    ? w.say("campaign.deadline", b.deadline)
    : size >= 0 && w.say("campaign.noDeadline", b.noDeadline);
  return {
    title,
    top: [
      ...top,
      size >= 0 ? w.para(w.say("campaign.opening", b.opening), w.say("campaign.body", b.body)) : "",
      w.say("campaign.offerLine", b.offerLine),
      w.para(size >= 1 && w.say("campaign.more", b.more), urgency),
    ],
    sections: [],
    end: [ctaLine(w.say("campaign.cta", b.cta)), signoff(w)],
    reserve: reserveSections(w),
  };
}

/** newsletter: the news items as highlights, a short bridge, an invitation to reply. */
export function newsletter({ w, brief, size }: Context): Draft {
  const b = w.bank.newsletter;
  const news = brief.lists.news ?? [];
  // A long first item would be cut off in the inbox; subjects without it are chosen instead.
  const lead = news[0] && displayWidth(news[0]) <= SUBJECT_ITEM_WIDTH ? news[0] : undefined;
  const first = { first: lead, n: String(news.length) };
  const subject = w.pick("newsletter.subject", b.subject, first);
  const { title, top } = envelope(w, subject, w.say("newsletter.preview", b.preview, first), first);
  if (size >= 0) {
    top.push(w.para(w.say("newsletter.intro", b.intro), w.has("audience") && w.say("newsletter.audience", b.audience)));
  }
  const shown = news;
  const highlights =
    size >= 1
      ? shown.flatMap((item, i) => [`### ${w.md(item)}`, w.sayNth("newsletter.note", b.itemNote, i)])
      : [bullets(shown.map((item) => w.md(item)))];
  const sections: Section[] =
    shown.length > 0
      ? [{ heading: w.say("newsletter.highlightsHeading", b.highlightsHeading), blocks: highlights }]
      : [];
  return {
    title,
    top,
    sections,
    end: [size >= 0 ? w.say("newsletter.bridge", b.bridge) : "", `**${w.say("newsletter.cta", b.cta)}**`, signoff(w)],
    reserve: reserveSections(w),
  };
}

/** welcome-email: a warm hello, the one first step, what to look forward to, where to get help. */
export function welcomeEmail({ w, brief, size }: Context): Draft {
  const b = w.bank.welcome;
  const { title, top } = envelope(w, w.pick("welcome.subject", b.subject), w.say("welcome.preview", b.preview));
  const benefits = brief.lists.benefits ?? [];
  const shown = benefits;
  return {
    title,
    top: [
      ...top,
      w.say("welcome.intro", b.intro),
      w.para(
        w.say("welcome.firstStep", b.firstStep, { firstStep: w.format.sentence(w.value("firstStep")) }),
        size >= 0 && w.say("welcome.firstStepWhy", b.firstStepWhy),
      ),
      shown.length > 0
        ? `${w.say("welcome.benefitsLead", b.benefitsLead)}\n\n${bullets(pointBullets(w, shown, size >= 0))}`
        : "",
      size >= 1 ? w.say("welcome.more", b.more) : "",
      size >= 0 ? w.say("welcome.help", b.help) : "",
    ],
    sections: [],
    end: [ctaLine(w.say("welcome.cta", b.cta)), signoff(w)],
    reserve: reserveSections(w),
  };
}
