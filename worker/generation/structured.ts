import { z } from "zod";
import type { TemplateDefinition } from "../../shared/catalog/templates";
import type { Locale } from "../../shared/locales";
import { render } from "./builtin/draft";
import { readFacts } from "./builtin/facts";
import { emailHeader } from "./builtin/messages";
import { adSet, postSet, searchAdSet } from "./builtin/posts";
import { Voice } from "./builtin/voice";
import type { GenerationRequest } from "./provider";
import { displayWidth, escapeMarkdown } from "./text";

/**
 * Structured short formats (docs/writer.md, "Structured short formats"): ads, search ads, an
 * email's subject and preview, and social posts are asked of a model as a JSON object whose schema
 * carries the limits. The object is checked here, field by field; a field over its limit is named
 * in one correction (./models.ts), never cut. The object is printed by the offline writer's own
 * renderers (./builtin/posts.ts, ./builtin/messages.ts) with the output language's labels, so a
 * model's ad reads exactly like the offline writer's.
 */

export type StructuredKind = "ads" | "search" | "email" | "social";

/** The structured kind of a template, or undefined for a text written as Markdown. */
export function structuredKind(template: Pick<TemplateDefinition, "slug" | "output">): StructuredKind | undefined {
  if (template.slug === "ad-copy") return "ads";
  if (template.slug === "search-ads") return "search";
  if (template.slug === "social-posts") return "social";
  if (template.output === "email") return "email";
  return undefined;
}

/**
 * The limits, as the template guides (./template-guides.ts) tell the model: `wide` limits count a
 * Chinese, Japanese or Korean character twice, as search-ad platforms do; a social ad's lines and
 * an email's count characters.
 */
export const LIMITS = {
  adHeadline: { max: 40, wide: false },
  adText: { max: 125, wide: false },
  adButton: { max: 30, wide: false },
  searchHeadline: { max: 30, wide: true },
  searchDescription: { max: 90, wide: true },
  subject: { max: 60, wide: false },
  preview: { max: 90, wide: false },
  /** A post on X, hashtags included; the other networks' own caps are far above the guide's length. */
  xPost: { max: 280, wide: true },
  post: { max: 2200, wide: false },
} as const;
type Limit = (typeof LIMITS)[keyof typeof LIMITS];

const CJK: ReadonlySet<Locale> = new Set(["ja", "zh", "ko"]);

/** How a limit measures a text. */
export function measure(text: string, limit: Limit): number {
  return limit.wide ? displayWidth(text) : Array.from(text).length;
}

/**
 * A plain line within a limit. The JSON Schema carries `maxLength` and says how a wide limit
 * counts; the check itself measures as the platform does (`measure`).
 */
function line(limit: Limit, locale: Locale, what: string) {
  const counted =
    limit.wide && CJK.has(locale)
      ? `${limit.max} characters, where a Chinese, Japanese or Korean character counts as two (at most ${Math.floor(limit.max / 2)} of them)`
      : `${limit.max} characters`;
  return z
    .string()
    .trim()
    .min(1)
    .max(limit.max, { message: `over:${limit.max}` })
    .describe(`${what}: plain text, no Markdown, at most ${counted}`)
    .refine((text) => measure(text, limit) <= limit.max, { message: `over:${limit.max}` });
}

const tags = z
  .array(z.string().trim().min(1).max(60))
  .max(6)
  .describe(
    "hashtags, each one word with its #, only from words of the brief that people search for; [] when none fits",
  );

/** The object asked for a template in a language (and, for social posts, a network). */
export function schemaFor(kind: StructuredKind, locale: Locale, inputs: Record<string, string>) {
  switch (kind) {
    case "ads":
      return z.object({
        variants: z
          .array(
            z.object({
              headline: line(LIMITS.adHeadline, locale, "the headline"),
              text: line(LIMITS.adText, locale, "the primary text, one or two sentences"),
              button: line(LIMITS.adButton, locale, "the button, two to four words"),
            }),
          )
          .min(1)
          .max(3)
          .describe("three variants, each another angle on the main benefit"),
      });
    case "search":
      return z.object({
        headlines: z
          .array(line(LIMITS.searchHeadline, locale, "a headline"))
          .min(3)
          .max(15),
        descriptions: z
          .array(line(LIMITS.searchDescription, locale, "a description"))
          .min(2)
          .max(4),
      });
    case "email":
      return z.object({
        subject: line(LIMITS.subject, locale, "the subject line"),
        preview: line(LIMITS.preview, locale, "the preview text, which adds to the subject"),
        body: z
          .string()
          .trim()
          .min(1)
          .describe("the email after its subject and preview: greeting, body, sign-off, as Markdown"),
      });
    case "social": {
      const limit = inputs.network === "x" ? LIMITS.xPost : LIMITS.post;
      return z.object({
        posts: z
          .array(
            z
              .object({
                text: z.string().trim().min(1).describe("the post without its hashtags: plain text, paragraphs"),
                hashtags: tags,
              })
              .refine((post) => measure(postText(post), limit) <= limit.max, {
                message: `over:${limit.max}`,
              }),
          )
          .min(1)
          .max(3),
      });
    }
  }
}

export type StructuredObject = z.output<ReturnType<typeof schemaFor>>;
type Post = { text: string; hashtags: string[] };

/** Hashtags as printed: one word each, with one #, letters and digits only. */
function hashtagLine(list: readonly string[]): string {
  return list
    .map((tag) => tag.replace(/[^\p{L}\p{M}\p{N}_]/gu, ""))
    .filter((tag) => Array.from(tag).length >= 2)
    .map((tag) => `#${tag}`)
    .join(" ");
}

/** A post as measured against its network's limit: its text and its hashtags. */
function postText(post: Post): string {
  return [post.text, hashtagLine(post.hashtags)].filter(Boolean).join("\n\n");
}

/** What is wrong with an answer, in words a model reads; `overLong`: a field over its limit. */
export type ObjectProblem = { field: string; says: string; overLong: boolean };

/**
 * Reads a model's answer as the object of its kind: JSON, also when wrapped in a code fence or
 * after a line of preamble (a server without JSON mode), checked against the schema.
 */
export function readObject(
  kind: StructuredKind,
  answer: string,
  locale: Locale,
  inputs: Record<string, string>,
): { ok: true; value: StructuredObject } | { ok: false; problems: ObjectProblem[] } {
  const json = jsonOf(answer);
  if (json === undefined)
    return { ok: false, problems: [{ field: "", says: "The answer was not a JSON object.", overLong: false }] };
  const parsed = schemaFor(kind, locale, inputs).safeParse(json);
  if (parsed.success) return { ok: true, value: parsed.data };
  const problems = new Map<string, ObjectProblem>();
  for (const issue of parsed.error.issues) {
    const field = fieldName(issue.path);
    const over = /^over:(\d+)$/u.exec(issue.message);
    if (over) {
      const value = valueAt(json, issue.path);
      const length = typeof value === "string" ? ` is ${measureLabel(kind, value)} characters long;` : "";
      problems.set(field, {
        field,
        says: `\`${field}\`${length} its limit is ${over[1]} characters${kind === "social" ? " with its hashtags" : ""}.`,
        overLong: true,
      });
    } else if (!problems.has(field)) {
      problems.set(field, { field, says: `\`${field || "the object"}\`: ${issue.message}.`, overLong: false });
    }
  }
  return { ok: false, problems: [...problems.values()] };
}

function measureLabel(kind: StructuredKind, value: string): number {
  return kind === "search" || kind === "social" ? displayWidth(value.trim()) : Array.from(value.trim()).length;
}

function fieldName(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (name, key) => (typeof key === "number" ? `${name}[${key}]` : name ? `${name}.${String(key)}` : String(key)),
    "",
  );
}

function valueAt(json: unknown, path: readonly PropertyKey[]): unknown {
  let value = json;
  for (const key of path) value = (value as Record<PropertyKey, unknown> | undefined)?.[key];
  return value;
}

/** The JSON object in an answer: the whole answer, or the part from its first { to its last }. */
function jsonOf(answer: string): unknown {
  const start = answer.indexOf("{");
  const end = answer.lastIndexOf("}");
  if (start < 0 || end < start) return undefined;
  try {
    const value: unknown = JSON.parse(answer.slice(start, end + 1));
    return value && typeof value === "object" && !Array.isArray(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

type Rendering = Pick<GenerationRequest, "template" | "locale" | "inputs" | "seed" | "originLocale">;

/**
 * The object printed as Markdown by the offline writer's renderers, with the output language's
 * labels and headings: the same lines whoever wrote the words.
 */
export function renderObject(value: StructuredObject, request: Rendering): string {
  const briefLocale = request.originLocale ?? request.locale;
  const facts = readFacts(request.template, request.inputs, briefLocale);
  const v = new Voice(request.locale, facts.tone, request.seed, facts.vars, briefLocale);
  if ("variants" in value) {
    const variants = value.variants.map((variant) => ({
      headline: variant.headline,
      text: variant.text,
      button: escapeMarkdown(variant.button),
    }));
    return render(adSet(v, facts.vars.product ?? "", variants));
  }
  if ("headlines" in value) return render(searchAdSet(v, value.headlines, value.descriptions));
  if ("posts" in value) {
    const posts = value.posts.map((post) => [...paragraphs(post.text), hashtagLine(post.hashtags)].filter(Boolean));
    return render(postSet(v, facts.vars.topic ?? "", posts));
  }
  const header = emailHeader(v, escapeMarkdown(value.subject), escapeMarkdown(value.preview));
  return render({ title: value.subject, top: header, sections: [], end: [emailBody(value.body, header)] });
}

/** A post's paragraphs, escaped; a line break inside one stays a line break. */
function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/u)
    .map((paragraph) =>
      paragraph
        .split("\n")
        .map((part) => escapeMarkdown(part.trim()))
        .filter(Boolean)
        .join("\\\n"),
    )
    .filter(Boolean);
}

/** An email's body without a subject and preview the model wrote into it again. */
function emailBody(body: string, header: readonly string[]): string {
  const lines = body.trim().split("\n");
  const labels = header.map((line) => line.slice(0, line.indexOf("**", 2) + 2));
  while (lines.length && labels.some((label) => label && lines[0]?.startsWith(label))) lines.shift();
  return lines.join("\n").trim();
}

/**
 * An example text of a structured template (locales/{code}/examples/) as the object a model is
 * asked for, so the example pair shows the answer's shape; undefined when it does not read as one.
 */
export function exampleObject(
  kind: StructuredKind,
  text: string,
  locale: Locale,
  inputs: Record<string, string>,
): StructuredObject | undefined {
  const sections = text.split(/^##\s+.*$/mu).slice(1);
  const labelled = (line: string) => /^\*\*[^*]+\*\*\s*(.*)$/u.exec(line.trim())?.[1]?.replace(/\\$/u, "").trim();
  const numbered = (block: string) =>
    block
      .split("\n")
      .map((line) => /^\d+[.)]\s+(.*)$/u.exec(line.trim())?.[1]?.trim())
      .filter((line): line is string => Boolean(line));
  let object: unknown;
  if (kind === "ads") {
    object = {
      variants: sections.map((section) => {
        const [headline, primary, button] = section
          .split("\n")
          .map(labelled)
          .filter((line): line is string => line !== undefined);
        return { headline, text: primary, button };
      }),
    };
  } else if (kind === "search") {
    object = { headlines: numbered(sections[0] ?? ""), descriptions: numbered(sections[1] ?? "") };
  } else if (kind === "social") {
    object = {
      posts: sections.map((section) => {
        const blocks = section.trim().split(/\n\s*\n/u);
        const last = blocks.at(-1) ?? "";
        const tagged = /^(#\S+\s*)+$/u.test(last.trim());
        return {
          text: (tagged ? blocks.slice(0, -1) : blocks).join("\n\n").trim(),
          hashtags: tagged ? last.trim().split(/\s+/u) : [],
        };
      }),
    };
  } else {
    // The subject and preview lines, with or without a blank line between them, then the body.
    const [subject = "", preview = "", ...rest] = text.trim().split(/\n(?:\s*\n)?/u);
    const body = text.trim().slice(text.trim().indexOf(preview) + preview.length);
    object = { subject: labelled(subject), preview: labelled(preview), body: rest.length ? body.trim() : "" };
  }
  const parsed = schemaFor(kind, locale, inputs).safeParse(object);
  return parsed.success ? parsed.data : undefined;
}
