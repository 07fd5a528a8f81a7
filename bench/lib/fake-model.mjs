// A fake OpenAI-compatible model server for `npm run eval -- --writer openai --fake` and the CI
// run of the eval (docs/writer.md, "Evaluation"): Node http, no network, no weights. It answers
// POST /v1/chat/completions, streamed (SSE, with `usage` in the last chunk when asked) or not, like
// a mid-size model, deterministically from the request:
//
// - A text: it reads Parla's prompt (worker/generation/prompt.ts) as a model would. A first draft
//   follows the example pair's text line by line (its headings, labels, lists and paragraphs), keeps
//   the example's lines that carry none of the example brief's facts, and fills every other line
//   with the visitor brief's values, in order. An edit changes the text on screen: a point or a
//   section is inserted, "shorter" drops a repeated or last sentence, "longer" adds one of the
//   brief's facts, "more formal"/"more playful" change end marks, a message in words is inserted
//   without its lead-in. A translation writes the target language's example text for the template
//   (locales/{code}/examples/) under the brief's name: the fake cannot translate the visitor's words.
// - On a seeded share of requests (`failureRate`, default 0.25; the kind and whether it fails come
//   from a hash of `seed` and the request's messages) it fails the way models do: a code fence
//   around the text, a "Here is your …" preamble, the wrong language, a headline over the ad limit,
//   a stop at the token limit (`finish_reason: "length"`), or an invented price, date and name.
// - A structured request (`response_format: {type: "json_schema"}` or `tools`): an object valid for
//   the JSON Schema, found by walking it, with the brief's values in its string fields (a `find` or
//   `anchor` field gets a sentence of the text on screen, so a patch edit can apply).
//
// The fake's purpose is to exercise the eval end to end (its requests, the worker's model path and
// output gate, every measure and the report), not to write well: its budgets are missed by design.

import { appendFileSync, existsSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { fnv1a as fnv } from "../../shared/hash.ts";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const LOCALES_DIR = join(ROOT, "locales");

/** The failures, in the order a hash picks them; `headline` only where the text has ad headlines. */
export const FAILURES = ["fence", "preamble", "language", "headline", "length", "invented"];

/** English language names as Parla's prompt says them (prompt.ts LANGUAGE_NAMES), to a locale. */
const LANGUAGE_WORDS = [
  [/Japanese/, "ja"],
  [/Portuguese/, "pt"],
  [/Dutch/, "nl"],
  [/Korean/, "ko"],
  [/French/, "fr"],
  [/Italian/, "it"],
  [/German/, "de"],
  [/Spanish/, "es"],
  [/Chinese/, "zh"],
  [/English/, "en"],
];
const localeOf = (text) => LANGUAGE_WORDS.find(([pattern]) => pattern.test(text ?? ""))?.[1];

/** What a model that drifted writes instead of the asked language: a few plain sentences. */
const DRIFT = {
  en: "We are happy to tell you more about it. Everything you need to know is right here, explained in plain words for you and your team.",
  de: "Wir erzählen Ihnen gern mehr darüber. Hier finden Sie alles, was Sie wissen müssen, in einfachen Worten für Sie und Ihr Team erklärt.",
};

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const endMark = (locale) => (locale === "ja" || locale === "zh" ? "。" : ".");

/** A string's unit in [0, 1): the same request always draws the same. */
const draw = (...parts) => fnv(parts.join("\u0000")) / 2 ** 32;

const contentOf = (message) =>
  typeof message?.content === "string"
    ? message.content
    : Array.isArray(message?.content)
      ? message.content.map((part) => part?.text ?? "").join("")
      : "";

/**
 * A brief message of Parla's prompt, as fields: `- Label (help): "value"`, or `- Label:` and a
 * nested list of quoted lines.
 */
export function readBrief(text) {
  const fields = [];
  for (const line of text.split("\n")) {
    const single = /^- (.+?): ("(?:[^"\\]|\\.)*")\s*$/u.exec(line);
    const list = /^- (.+?):\s*$/u.exec(line);
    const item = /^ {2}- ("(?:[^"\\]|\\.)*")\s*$/u.exec(line);
    const parse = (quoted) => {
      try {
        return JSON.parse(quoted);
      } catch {
        return quoted.slice(1, -1);
      }
    };
    if (single) fields.push({ label: single[1], values: [parse(single[2])] });
    else if (list) fields.push({ label: list[1], values: [] });
    else if (item && fields.length) fields.at(-1).values.push(parse(item[1]));
  }
  return fields.filter((field) => field.values.length);
}

/** The request as a model reads it: language, brief, example pair, the text on screen and what is asked. */
export function readRequest(body) {
  const messages = Array.isArray(body?.messages) ? body.messages : [];
  const system = messages
    .filter((m) => m.role === "system" || m.role === "developer")
    .map(contentOf)
    .join("\n");
  const turns = messages.filter((m) => m.role === "user" || m.role === "assistant");
  const briefAt = turns
    .map((turn, index) => (turn.role === "user" && contentOf(turn).includes("from this brief") ? index : -1))
    .filter((index) => index >= 0);
  const visitorAt = briefAt.at(-1) ?? -1;
  const exampleAt = briefAt.length > 1 ? briefAt.at(-2) : -1;
  const languageLine = /Language: write everything in ([^\n]+)/u.exec(system)?.[1];
  const lastUser = contentOf(turns.findLast((turn) => turn.role === "user"));
  const reminder = /Write in ([^.\n]+)\.\s*$/u.exec(lastUser)?.[1];
  const locale = localeOf(languageLine) ?? localeOf(reminder) ?? "en";
  const after = visitorAt >= 0 ? turns.slice(visitorAt + 1) : [];
  return {
    system,
    locale,
    templateName: /The text to write: ([^.\n]+)\./u.exec(system)?.[1]?.trim(),
    brief: visitorAt >= 0 ? readBrief(contentOf(turns[visitorAt])) : [],
    exampleBrief: exampleAt >= 0 ? readBrief(contentOf(turns[exampleAt])) : [],
    example: exampleAt >= 0 && turns[exampleAt + 1]?.role === "assistant" ? contentOf(turns[exampleAt + 1]) : "",
    previous: after[0]?.role === "assistant" ? contentOf(after[0]) : undefined,
    asked: after[1]?.role === "user" ? contentOf(after[1]) : "",
  };
}

// ---------------------------------------------------------------------------------------------
// Writing a text.

const sentenceOf = (fact, locale) => {
  const trimmed = fact.trim().replace(/[\s,;:]+$/u, "");
  const capital = trimmed.charAt(0).toLocaleUpperCase(locale) + trimmed.slice(1);
  return /[.!?。！？]$/u.test(capital) ? capital : capital + endMark(locale);
};

/** Words (and CJK pairs) of a text, lower-cased: what says a line carries a value. */
function wordsOf(text) {
  const words = new Set();
  for (const word of text.toLocaleLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    if (CJK.test(word)) for (let i = 0; i + 1 < word.length; i++) words.add(word.slice(i, i + 2));
    else if (word.length >= 4 || /\d/.test(word)) words.add(word);
  }
  return words;
}

/** A writer of lines from the brief's values, in order and around again when they run out. */
function factSource(brief, locale) {
  const name = brief[0]?.values[0] ?? "";
  const facts = brief
    .slice(1)
    .flatMap((field) => field.values)
    .map((value) => value.replace(/^\s*(?:[-*+•]|\d+[.)])\s+/u, ""));
  if (facts.length === 0 && name) facts.push(name);
  let next = 0;
  return {
    name,
    fact: () => (facts.length ? facts[next++ % facts.length] : name),
    /** A value about as long as the example's line at most (a model follows its example's lengths). */
    short: (max) => {
      const fitting = [name, ...facts].filter((fact) => [...fact].length <= max);
      return fitting.length ? fitting[next++ % fitting.length] : [...name].slice(0, max).join("").trim();
    },
    sentence: () => sentenceOf(facts.length ? facts[next++ % facts.length] : name, locale),
  };
}

/**
 * A first draft (or another take) after the example's text: each line of the example keeps its
 * form; the example's values become the visitor's (field by field), and a line that still says
 * something of the example brief's is written again from the visitor's values.
 */
function draftAfter(example, exampleBrief, brief, locale, shift = 0) {
  const source = factSource(brief, locale);
  for (let i = 0; i < shift; i++) source.fact();
  const pairs = exampleBrief
    .map((field, index) => [field.values.join("\n"), brief[index]?.values.join(", ") ?? ""])
    .filter(([from]) => from.length >= 3)
    .sort((a, b) => b[0].length - a[0].length);
  const visitorWords = wordsOf(brief.flatMap((f) => f.values).join(" "));
  const foreign = new Set(
    [...wordsOf(exampleBrief.flatMap((f) => f.values).join(" "))].filter((w) => !visitorWords.has(w)),
  );
  const carriesExample = (text) =>
    [...wordsOf(text)].some((word) => foreign.has(word) || (/\d/.test(word) && !visitorWords.has(word)));
  const mapped = (text) => pairs.reduce((result, [from, to]) => result.split(from).join(to), text);
  const lines = [];
  for (const raw of (example || "# {name}\n\n{fact}").split("\n")) {
    const line = mapped(raw);
    const heading = /^(#{1,6})\s+(\d+[.)]\s*)?(.*)$/u.exec(line);
    const label = /^(\*\*[^*]{1,40}[:：]\*\*)\s*(.*?)(\\?)$/u.exec(line);
    const item = /^(\s*(?:[-*+]|\d+[.)])\s+)(?:\*\*[^*]+\*\*\s*[:：–-]?\s*)?(.*)$/u.exec(line);
    if (!line.trim() || /^#{1,6}\s*$/.test(line.trim()) || /^\|[\s|:-]+\|$/.test(line.trim())) lines.push(line);
    else if (heading) {
      if (heading[1] === "#") lines.push(`# ${carriesExample(heading[3]) ? source.name : heading[3]}`);
      else lines.push(`${heading[1]} ${heading[2] ?? ""}${carriesExample(heading[3]) ? source.short(60) : heading[3]}`);
    } else if (label) {
      const room = Math.max(20, Math.round([...label[2]].length * 1.1));
      lines.push(`${label[1]} ${carriesExample(label[2]) ? source.short(room) : label[2]}${label[3]}`);
    } else if (item) {
      const room = Math.max(20, Math.round([...item[2]].length * 1.3));
      lines.push(`${item[1]}${carriesExample(item[2]) ? source.short(room) : item[2]}`);
    } else if (line.startsWith("|")) {
      lines.push(
        line.replace(/(?<=\|)([^|]+)(?=\|)/gu, (cell) => (carriesExample(cell) ? ` ${source.short(40)} ` : cell)),
      );
    } else {
      const sentences = line.split(/(?<=[.!?])\s+|(?<=[。！？])/u).filter(Boolean);
      lines.push(sentences.map((s) => (carriesExample(s) ? source.sentence() : s)).join(CJK.test(line) ? "" : " "));
    }
  }
  return `${lines.join("\n").trim()}\n`;
}

/** The blocks of a Markdown text (separated by blank lines). */
const blocksOf = (text) => text.trim().split(/\n\s*\n/u);
const isProse = (block) => !/^(#|\*\*|\s*(?:[-*+]|\d+[.)])\s|\||```)/u.test(block.trim());

/** An edit of the text on screen, as asked (prompt.ts editMessage). */
function edit(previous, asked, brief, locale) {
  const blocks = blocksOf(previous);
  const quoted = (prefix) => {
    const match = new RegExp(`${prefix}[^"]*("(?:[^"\\\\]|\\\\.)*")`, "u").exec(asked);
    try {
      return match ? JSON.parse(match[1]) : undefined;
    } catch {
      return undefined;
    }
  };
  const insertAfterFirst = (text) => {
    const at = Math.max(
      0,
      blocks.findIndex((block, index) => index > 0 && isProse(block)),
    );
    blocks.splice(at + 1, 0, text);
  };
  const point = quoted("Add this point");
  const section = quoted("Add a section with this heading");
  const message = quoted("The visitor's message, as typed:");
  if (point) {
    const list = blocks.findIndex((block) => /^\s*(?:[-*+]|\d+[.)])\s/mu.test(block));
    if (list >= 0) {
      const items = blocks[list].split("\n");
      const last = items.at(-1) ?? "- ";
      const number = /^\s*(\d+)([.)])/u.exec(last);
      const marker = number ? `${Number(number[1]) + 1}${number[2]} ` : (/^\s*[-*+]\s/u.exec(last)?.[0] ?? "- ");
      blocks[list] = `${blocks[list]}\n${marker}${sentenceOf(point, locale)}`;
    } else insertAfterFirst(sentenceOf(point, locale));
  }
  if (section) blocks.splice(Math.max(1, blocks.length - 1), 0, `## ${section}`, factSource(brief, locale).sentence());
  if (message) {
    // The message's lead-in ("Please add that", "Schreib noch rein, dass") is the visitor's, not copy.
    const said = message.includes(",") ? message.slice(message.indexOf(",") + 1) : message;
    insertAfterFirst(sentenceOf(said.replace(/^\s*(?:that|dass|que|che|dat)\s+/iu, ""), locale));
  }
  if (/Make it shorter/u.test(asked)) {
    const seen = new Set();
    let dropped = false;
    for (let i = 0; i < blocks.length && !dropped; i++) {
      if (!isProse(blocks[i])) continue;
      const sentences = blocks[i].split(/(?<=[.!?])\s+|(?<=[。！？])/u);
      const kept = sentences.filter((sentence) => !seen.has(sentence) && seen.add(sentence));
      if (kept.length < sentences.length) dropped = true;
      blocks[i] = kept.join(CJK.test(blocks[i]) ? "" : " ");
    }
    if (!dropped) {
      const last = blocks.findLastIndex((block, index) => index > 0 && isProse(block));
      if (last > 0) blocks.splice(last, 1);
    }
  }
  if (/Make it longer/u.test(asked)) {
    const source = factSource(brief, locale);
    blocks.splice(Math.max(1, blocks.length - 1), 0, `${source.sentence()} ${source.sentence()}`.trim());
  }
  if (/more formal/u.test(asked)) return `${blocks.join("\n\n").replace(/!/gu, ".").replace(/！/gu, "。")}\n`;
  if (/more playful/u.test(asked)) {
    const at = blocks.findIndex((block, index) => index > 0 && isProse(block));
    if (at >= 0) blocks[at] = blocks[at].replace(/[.。]\s*$/u, locale === "ja" || locale === "zh" ? "！" : "!");
  }
  return `${blocks.filter((block) => block.trim()).join("\n\n")}\n`;
}

/** The slug of the template whose name (in `locale`'s catalog) the prompt gives. */
function templateSlug(name, locale) {
  try {
    const catalog = JSON.parse(readFileSync(join(LOCALES_DIR, locale, "catalog.json"), "utf8"));
    return Object.entries(catalog.templates).find(([, texts]) => texts.name === name)?.[0];
  } catch {
    return undefined;
  }
}

/** A translation: the target language's example of the template, under the brief's name. */
function translation(request, target) {
  const slug = templateSlug(request.templateName, request.locale) ?? templateSlug(request.templateName, target);
  const file = slug && join(LOCALES_DIR, target, "examples", `${slug}.json`);
  if (!file || !existsSync(file)) return request.previous ?? "";
  const { text } = JSON.parse(readFileSync(file, "utf8"));
  const name = request.brief[0]?.values[0];
  return `${name ? text.replace(/^# .*$/mu, `# ${name}`) : text}\n`;
}

/** The text a request asks for, before any failure. */
export function writeText(request) {
  const { asked, previous, brief, locale } = request;
  if (/stopped before it was finished/u.test(asked)) return ` ${factSource(brief, locale).sentence()}\n`;
  const target = localeOf(/Translate the whole text into ([^:]+):/u.exec(asked)?.[1]);
  if (target) return translation(request, target);
  if (previous !== undefined && /Edit the text above/u.test(asked)) return edit(previous, asked, brief, locale);
  const shift = previous !== undefined ? 1 : 0;
  return draftAfter(request.example, request.exampleBrief, brief, locale, shift);
}

/** The text with one of the failures models show. */
function fail(kind, text, request) {
  const { locale } = request;
  switch (kind) {
    case "fence":
      return `\`\`\`markdown\n${text.trimEnd()}\n\`\`\`\n`;
    case "preamble":
      return `Here is your text:\n\n${text}`;
    case "language":
      return `${text.split("\n")[0]}\n\n${DRIFT[locale === "en" ? "de" : "en"]}\n\n${DRIFT[locale === "en" ? "de" : "en"]}\n`;
    case "headline":
      return text.replace(
        /^(\*\*[^*]{1,40}[:：]\*\*\s*|\d+\.\s+)(.+)$/mu,
        (_, head, rest) => `${head}${rest} ${request.brief.at(-1)?.values.join(" ") ?? rest} ${rest}`,
      );
    case "invented": {
      // A price, a date and a person the brief never gave, as the language writes them.
      const price = new Intl.NumberFormat(locale, { style: "currency", currency: "EUR" }).format(
        19.9 + Math.floor(draw(text) * 50),
      );
      const date = new Intl.DateTimeFormat(locale, { dateStyle: "long" }).format(new Date(Date.UTC(2031, 2, 17)));
      const blocks = blocksOf(text);
      blocks.splice(Math.min(2, blocks.length), 0, `Marta Lindqvist: ${price}, ${date}`);
      return `${blocks.join("\n\n")}\n`;
    }
    default:
      return text;
  }
}

// ---------------------------------------------------------------------------------------------
// Structured answers: any JSON Schema, walked.

/**
 * A value valid for `schema` (the JSON Schema subset structured outputs use: type, properties,
 * required, items, min/maxItems, enum, const, anyOf/oneOf/allOf, $ref, min/maxLength, minimum/
 * maximum), with `text(name, maxLength)` filling strings. `pattern` and `format` are not followed.
 * @param {any} schema
 * @param {{ text: (name: string, maxLength?: number) => string, pick?: (n: number, name: string) => number, root?: any, name?: string }} options
 * @returns {any}
 */
export function valueFor(schema, { text, pick = () => 0, root = schema, name = "" }) {
  const walk = (node, key = name) => valueFor(node, { text, pick, root, name: key });
  if (!schema || typeof schema !== "object") return null;
  if (schema.$ref) {
    const path = schema.$ref.replace(/^#\/?/, "").split("/").filter(Boolean);
    return walk(path.reduce((node, part) => node?.[part.replace(/~1/g, "/").replace(/~0/g, "~")], root));
  }
  if ("const" in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[pick(schema.enum.length, key(name))];
  const variants = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(variants)) {
    const usable = variants.filter((v) => v?.type !== "null");
    return walk(usable[pick(usable.length, key(name))] ?? variants[0]);
  }
  if (Array.isArray(schema.allOf)) {
    const merged = { type: "object", properties: {}, required: [] };
    for (const part of schema.allOf) {
      Object.assign(merged.properties, part.properties);
      merged.required.push(...(part.required ?? []));
    }
    return walk(merged);
  }
  const type = Array.isArray(schema.type) ? (schema.type.find((t) => t !== "null") ?? "null") : schema.type;
  switch (type ?? (schema.properties ? "object" : schema.items ? "array" : "string")) {
    case "object": {
      const result = {};
      for (const [prop, sub] of Object.entries(schema.properties ?? {})) result[prop] = walk(sub, prop);
      return result;
    }
    case "array": {
      const min = schema.minItems ?? 1;
      const count = Math.max(min, Math.min(schema.maxItems ?? 3, 3));
      return Array.from({ length: count }, () => walk(schema.items ?? {}, name));
    }
    case "integer":
    case "number": {
      const low = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
      const high = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : low + 4);
      const span = Math.max(0, Math.floor(high - low));
      return Math.ceil(low) + pick(span + 1, key(name));
    }
    case "boolean":
      return true;
    case "null":
      return null;
    default: {
      let value = text(name, schema.maxLength);
      if (schema.maxLength !== undefined) value = [...value].slice(0, schema.maxLength).join("");
      while (schema.minLength !== undefined && [...value].length < schema.minLength) value += ` ${value || "x"}`;
      return value;
    }
  }
}
const key = (name) => name;

/** The string fields of a structured answer: the text's own sentences for `find`/`anchor`, else the brief's values. */
function structuredValue(schema, request, salt) {
  const source = factSource(request.brief, request.locale);
  const onScreen = (request.previous ?? "")
    .split("\n")
    .filter((line) => line.trim() && !line.startsWith("#"))
    .map((line) => line.trim());
  let line = 0;
  return valueFor(schema, {
    text: (name, max) => {
      if (/^(find|anchor|search|old)/iu.test(name) && onScreen.length) return onScreen[line++ % onScreen.length];
      return max !== undefined ? source.short(max) : source.fact();
    },
    pick: (n, name) => (n <= 1 ? 0 : Math.floor(draw(salt, name, n, line++) * n)),
  });
}

// ---------------------------------------------------------------------------------------------
// The server.

const tokens = (text) => Math.max(1, Math.ceil([...text].length / 4));

/**
 * Starts the fake on 127.0.0.1 (`port` 0 picks a free one). Returns { url (the base URL, ending in
 * /v1), stats (requests and the failures injected, by kind), close }. `log` (PARLA_FAKE_MODEL_LOG): a
 * file that gets every request's messages and the answer, a JSON object a line.
 */
export async function startFakeModel({
  port = 0,
  failureRate = 0.25,
  seed = "parla",
  model = "fake-mid-size",
  log = process.env.PARLA_FAKE_MODEL_LOG,
} = {}) {
  const stats = { requests: 0, structured: 0, failures: Object.fromEntries(FAILURES.map((kind) => [kind, 0])) };
  const server = createServer(async (req, res) => {
    const send = (status, body) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (req.method === "GET" && /\/v1\/models\/?$/.test(req.url ?? "")) {
      return send(200, { object: "list", data: [{ id: model, object: "model", owned_by: "parla-eval" }] });
    }
    if (req.method !== "POST" || !/\/v1\/chat\/completions\/?$/.test(req.url ?? "")) {
      return send(404, { error: { message: "not found", type: "invalid_request_error" } });
    }
    if (!/^Bearer \S+/.test(req.headers.authorization ?? "")) {
      return send(401, { error: { message: "missing API key", type: "invalid_request_error" } });
    }
    let body;
    try {
      const chunks = [];
      for await (const chunk of req) chunks.push(chunk);
      body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
    } catch {
      return send(400, { error: { message: "invalid JSON", type: "invalid_request_error" } });
    }
    stats.requests++;
    const request = readRequest(body);
    const salt = `${seed}\u0000${JSON.stringify(body.messages ?? [])}`;
    const schema =
      body.response_format?.type === "json_schema" ? (body.response_format.json_schema?.schema ?? {}) : undefined;
    const tools = Array.isArray(body.tools) ? body.tools.filter((tool) => tool?.function) : [];
    const chosen =
      tools.find((tool) => tool.function.name === body.tool_choice?.function?.name) ??
      (body.tool_choice === "none" ? undefined : tools[0]);

    let content = "";
    let toolCall;
    let finish = "stop";
    if (chosen) {
      stats.structured++;
      toolCall = {
        id: `call_${fnv(salt).toString(16)}`,
        type: "function",
        function: {
          name: chosen.function.name,
          arguments: JSON.stringify(structuredValue(chosen.function.parameters ?? {}, request, salt)),
        },
      };
      finish = "tool_calls";
    } else if (schema) {
      stats.structured++;
      content = JSON.stringify(structuredValue(schema, request, salt));
    } else {
      content = writeText(request);
      if (draw(salt, "fails") < failureRate) {
        const hasHeadline = /^(\*\*[^*]{1,40}[:：]\*\*\s*\S|\d+\.\s+\S)/mu.test(content) && request.brief.length > 0;
        const kinds = FAILURES.filter((kind) => kind !== "headline" || hasHeadline);
        const kind = kinds[Math.floor(draw(salt, "kind") * kinds.length)];
        stats.failures[kind]++;
        if (kind === "length") {
          content = content.slice(0, Math.max(1, Math.floor(content.length * 0.6)));
          finish = "length";
        } else content = fail(kind, content, request);
      }
    }
    if (log) appendFileSync(log, `${JSON.stringify({ messages: body.messages, content, toolCall, finish })}\n`);
    const promptText = (body.messages ?? []).map(contentOf).join("\n");
    const usage = {
      prompt_tokens: tokens(promptText),
      completion_tokens: tokens(content || toolCall?.function.arguments || ""),
    };
    usage.total_tokens = usage.prompt_tokens + usage.completion_tokens;
    const id = `chatcmpl-${fnv(salt).toString(16)}`;
    const created = 1_800_000_000;

    if (!body.stream) {
      return send(200, {
        id,
        object: "chat.completion",
        created,
        model: body.model ?? model,
        choices: [
          {
            index: 0,
            message: {
              role: "assistant",
              content: toolCall ? null : content,
              ...(toolCall ? { tool_calls: [toolCall] } : {}),
            },
            finish_reason: finish,
          },
        ],
        usage,
      });
    }
    res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "keep-alive" });
    const event = (choices, extra = {}) =>
      res.write(
        `data: ${JSON.stringify({ id, object: "chat.completion.chunk", created, model: body.model ?? model, choices, ...extra })}\n\n`,
      );
    event([{ index: 0, delta: { role: "assistant", content: "" }, finish_reason: null }]);
    if (toolCall) {
      const args = toolCall.function.arguments;
      event([
        {
          index: 0,
          delta: {
            tool_calls: [
              {
                index: 0,
                id: toolCall.id,
                type: "function",
                function: { name: toolCall.function.name, arguments: "" },
              },
            ],
          },
          finish_reason: null,
        },
      ]);
      for (let i = 0; i < args.length; i += 40) {
        event([
          {
            index: 0,
            delta: { tool_calls: [{ index: 0, function: { arguments: args.slice(i, i + 40) } }] },
            finish_reason: null,
          },
        ]);
      }
    } else {
      const characters = [...content];
      for (let i = 0; i < characters.length; i += 24) {
        event([{ index: 0, delta: { content: characters.slice(i, i + 24).join("") }, finish_reason: null }]);
      }
    }
    event([{ index: 0, delta: {}, finish_reason: finish }]);
    if (body.stream_options?.include_usage) event([], { usage });
    res.end("data: [DONE]\n\n");
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  const address = server.address();
  return {
    url: `http://127.0.0.1:${address.port}/v1`,
    model,
    stats,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
