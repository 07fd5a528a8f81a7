// `npm run eval`: writes every brief of tests/eval/briefs/ with the configured writer, refines each
// one the way visitors do, and measures what came out (docs/writer.md, "Evaluation"). Runs against
// the local build on workerd (the builtin writer by default; GENERATOR and keys from .dev.vars) or
// against any running Parla with --url.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { run } from "../scripts/lib/process.mjs";
import { readEnvFile } from "../scripts/lib/workerd.mjs";
import { failer, readOptions } from "./lib/cli.mjs";
import {
  answersAsQuestions,
  detectLanguage,
  doubledWords,
  englishLeaks,
  FRANC_CODES,
  factsOf,
  hasFact,
  keptShare,
  sharedShare,
  structureProblems,
  targetShare,
  truncations,
} from "./lib/eval-metrics.mjs";

const HELP = `Usage: npm run eval [-- options]

  --url=URL        evaluate a running Parla (its configured writer) instead of a local build
  --no-build       reuse build/ instead of running \`vite build\` first
  --locales=LIST   only these locales (comma-separated codes)
  --templates=LIST only these templates (comma-separated slugs)
  --strict         exit with status 1 when a budget is missed
  --report=PATH    where to write the Markdown report (default docs/eval-report.md)
  -h, --help       this text

Locally the writer is the one .dev.vars selects (the builtin writer when there is none).`;

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const BRIEFS = join(ROOT, "tests", "eval", "briefs");
const CONCURRENCY = 4;
/** An English request on a text in another language: the writer must not copy its words. */
const FOREIGN_NOTE = { instruction: "mention free shipping", words: "free shipping" };

/** The budgets the offline writer must meet (issue 14; docs/writer.md). */
const BUDGETS = [
  ["shared", "Sentences shared between unrelated briefs", (t) => t.shared <= 0.15, "≤ 15 %"],
  ["faqAnswersAsQuestions", "FAQ answers turned into questions", (t) => t.faqAnswersAsQuestions === 0, "0"],
  ["truncations", "Lines cut inside a brief value", (t) => t.truncations === 0, "0"],
  ["doubled", "Doubled words", (t) => t.doubled === 0, "0"],
  ["englishLeaks", "English words of the writer outside English", (t) => t.englishLeaks === 0, "0"],
  ["structure", "Markdown structure problems", (t) => t.structure === 0, "0"],
  ["factsKept", "Brief facts kept by every refinement", (t) => t.factsKept >= 1, "100 %"],
  ["editKept", "Sentences kept by a targeted edit", (t) => t.editKept >= 0.8, "≥ 80 %"],
];

const fail = failer("eval");
const options = readOptions("eval", HELP, {
  url: { type: "string" },
  "no-build": { type: "boolean", default: false },
  locales: { type: "string" },
  templates: { type: "string" },
  strict: { type: "boolean", default: false },
  report: { type: "string", default: join("docs", "eval-report.md") },
});

const only = (list) => (list ? new Set(list.split(",").map((s) => s.trim())) : null);
const locales = only(options.locales);
const templates = only(options.templates);

const suites = readdirSync(BRIEFS)
  .filter((file) => file.endsWith(".json"))
  .map((file) => JSON.parse(readFileSync(join(BRIEFS, file), "utf8")))
  .filter((suite) => !locales || locales.has(suite.locale));
if (suites.length === 0) fail("no briefs to evaluate");

// ---------------------------------------------------------------------------------------------
// The server and its API, as the generation screen uses it.

let base = options.url?.replace(/\/$/, "");
let server;
if (!base) {
  if (!options["no-build"]) await run("npm", ["run", "-s", "build"]);
  const { startWorkerd } = await import("./lib/server.mjs");
  server = await startWorkerd({
    root: ROOT,
    buildDir: join(ROOT, "build"),
    vars: readEnvFile(join(ROOT, ".dev.vars")),
  });
  base = server.url.replace(/\/$/, "");
}

/** One visitor: its own cookie, the same-origin headers a browser sends. */
function visitor() {
  let cookie = "";
  return async (path, body) => {
    const response = await fetch(base + path, {
      method: body ? "POST" : "GET",
      headers: {
        origin: base,
        "sec-fetch-site": "same-origin",
        ...(body ? { "content-type": "application/json" } : {}),
        ...(cookie ? { cookie } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const set = response.headers.get("set-cookie");
    if (set) cookie = set.split(";")[0];
    return response;
  };
}

/** One generation, read to its end: the text, or why there is none. */
async function generate(call, body) {
  const response = await call("/api/generations", body);
  if (!response.ok) return { error: `${response.status} ${await response.text()}` };
  const raw = await response.text();
  let text = "";
  let itemId;
  let error;
  let locale = body.locale;
  for (const block of raw.split("\n\n")) {
    const event = block.match(/^event: (.+)$/m)?.[1];
    const data = block.match(/^data: (.*)$/m)?.[1];
    if (!event || data === undefined) continue;
    const payload = JSON.parse(data);
    if (event === "start") itemId = payload.itemId;
    else if (event === "delta") text += payload.text;
    else if (event === "error") error = payload.code;
  }
  if (itemId) {
    const item = await (await call(`/api/items/${itemId}`)).json().catch(() => null);
    locale = item?.revisions?.at(-1)?.locale ?? item?.locale ?? locale;
  }
  return error ? { error, text, itemId } : { text, itemId, locale };
}

const templateCache = new Map();
async function templateOf(call, slug) {
  if (!templateCache.has(slug)) {
    const response = await call(`/api/catalog/templates/${slug}?locale=en`);
    if (!response.ok) fail(`template ${slug}: ${response.status}`);
    templateCache.set(slug, await response.json());
  }
  return templateCache.get(slug);
}

// ---------------------------------------------------------------------------------------------
// Writing every brief and its refinements.

/**
 * A brief's chain, as a visitor refines: the draft, a point to mention, shorter, longer, more
 * formal, (outside English) a point asked in English, then a translation.
 */
async function evaluate(suite, brief) {
  const call = visitor();
  const template = await templateOf(call, brief.template);
  const result = { id: brief.id, template: brief.template, locale: suite.locale, kind: brief.kind, steps: {} };
  const first = await generate(call, { template: brief.template, locale: suite.locale, inputs: brief.inputs });
  result.steps.draft = first;
  if (first.error || !first.itemId) return { ...result, template, error: first.error ?? "no item" };
  const { instructions } = suite;
  const chain = [
    ["mention", instructions.mention.replace("{note}", brief.note)],
    ["shorter", instructions.shorter],
    ["longer", instructions.longer],
    ["formal", instructions.formal],
    ...(suite.locale === "en" ? [] : [["foreign", FOREIGN_NOTE.instruction]]),
    ["translate", instructions.translate],
  ];
  for (const [step, instruction] of chain) {
    result.steps[step] = await generate(call, {
      template: brief.template,
      locale: suite.locale,
      inputs: {},
      itemId: first.itemId,
      instruction,
    });
  }
  return { ...result, template };
}

async function pool(tasks, size) {
  const results = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (next < tasks.length) {
        const index = next++;
        results[index] = await tasks[index]();
      }
    }),
  );
  return results;
}

const started = Date.now();
const tasks = suites.flatMap((suite) =>
  suite.briefs
    .filter((brief) => !templates || templates.has(brief.template))
    .map((brief) => () => evaluate(suite, brief)),
);
console.log(`eval: ${tasks.length} briefs in ${suites.length} languages against ${base}`);
const results = await pool(tasks, CONCURRENCY);
await server?.dispose();

// ---------------------------------------------------------------------------------------------
// Measuring.

/**
 * What the measures need of a language's writer.json, read once: its short fixed lines (headings,
 * labels, buttons), every fixed line, every line with its values left out, and the deadline
 * particles written without spaces (まで, 까지, 之前; Latin words are checked as words).
 */
const writerCache = new Map();
function writerOf(locale) {
  if (!writerCache.has(locale)) {
    const texts = JSON.parse(readFileSync(join(ROOT, "locales", locale, "writer.json"), "utf8"));
    const lines = Object.values(texts.lines).flatMap((line) =>
      Array.isArray(line) ? line : [...line.casual, ...line.polite],
    );
    const fixed = lines.filter((line) => !line.includes("{"));
    const short = fixed.filter((line) => line.split(/\s+/).length <= 4).map((line) => line.replace(/[.:!?]$/, ""));
    writerCache.set(locale, {
      labels: new Set([...short, texts.labels.subject, texts.labels.preview]),
      fixed: new Set([...short, texts.labels.subject, texts.labels.preview, ...fixed]),
      unfilled: lines.map((line) => line.replace(/\{\w+\}/g, " ")),
      particles: texts.deadlineWords.filter((word) => !/\s/.test(word) && !/\p{Script=Latin}/u.test(word)),
    });
  }
  return writerCache.get(locale);
}
const englishLabels = [...writerOf("en").labels];

const valuesOf = (result) => {
  const facts = factsOf(result.template, result.inputs);
  return [...facts, ...Object.values(result.inputs).filter((value) => typeof value === "string")];
};

/**
 * What of a point to mention must be in the text: all of it, except a Japanese or Korean clause's
 * final verb ending ("…試せる", "…드린다는 점"), which the writer turns polite ("…試せます",
 * "…드립니다"; docs/writer.md, "Refinements").
 */
function noteCore(note, locale) {
  if (locale === "ja") return note.replace(/[ぁ-ゖ]+$/u, "");
  if (locale === "ko") return note.replace(/\s*\S*(?:다는|라는)\s*(?:점|것)$/u, "");
  return note;
}

function measure(result, suite) {
  const brief = suite.briefs.find((b) => b.id === result.id);
  result.inputs = brief.inputs;
  const m = { id: result.id, locale: result.locale, template: result.template.slug, errors: 0 };
  const steps = result.steps;
  for (const step of Object.values(steps)) if (step?.error) m.errors++;
  const draft = steps.draft?.text ?? "";
  const facts = factsOf(result.template, brief.inputs);
  const values = valuesOf(result);
  m.language = detectLanguage(draft.replace(/[#*_>-]/g, " ")) === FRANC_CODES[result.locale] ? 1 : 0;
  m.facts = facts.length ? facts.filter((fact) => hasFact(draft, fact)).length / facts.length : 1;
  const texts = Object.entries(steps).filter(([, s]) => s?.text);
  const labels = (name, step) => writerOf(name === "translate" ? step.locale : result.locale).fixed;
  m.truncations = texts.reduce((n, [name, s]) => n + truncations(s.text, values, labels(name, s)).length, 0);
  // Doubles the visitor typed ("Zo help je je kind") are theirs to keep; so are idioms the
  // language's editor wrote into the writer's own lines ("passo passo").
  const typed = new Set([
    ...doubledWords(values.join("\n")),
    ...doubledWords(writerOf(result.locale).unfilled.join("\n")),
  ]);
  m.doubled = texts.reduce(
    (n, [name, s]) =>
      n +
      doubledWords(s.text, writerOf(name === "translate" ? s.locale : result.locale).particles).filter(
        (d) => !typed.has(d),
      ).length,
    0,
  );
  m.structure = texts.reduce((n, [, s]) => n + structureProblems(s.text).length, 0);
  m.faqAnswersAsQuestions = result.template.slug === "faq-page" ? answersAsQuestions(draft, brief.inputs).length : 0;
  m.englishLeaks = 0;
  if (result.locale !== "en") {
    const own = writerOf(result.locale).fixed;
    for (const [name, step] of texts) {
      if (name === "translate") continue;
      m.englishLeaks += englishLeaks(step.text, englishLabels, own).length;
      if (name === "foreign" && step.text.toLocaleLowerCase().includes(FOREIGN_NOTE.words)) m.englishLeaks++;
    }
  }
  // Refinements: the facts the draft had are kept by each; lengths move the way asked.
  const kept = facts.filter((fact) => hasFact(draft, fact));
  const refined = ["mention", "shorter", "longer", "formal", "foreign"].filter((name) => steps[name]?.text);
  m.factsKept =
    kept.length && refined.length
      ? refined.reduce((sum, name) => sum + kept.filter((f) => hasFact(steps[name].text, f)).length / kept.length, 0) /
        refined.length
      : 1;
  const len = (name) => [...(steps[name]?.text ?? "")].length;
  m.shorter = steps.shorter?.text ? (len("shorter") < len("mention") ? 1 : 0) : 0;
  m.longer = steps.longer?.text ? (len("longer") > len("shorter") ? 1 : 0) : 0;
  const note = noteCore(brief.note, result.locale);
  m.noteKept = ["mention", "shorter", "longer", "formal"].every(
    (name) => steps[name]?.text && hasFact(steps[name].text, note),
  )
    ? 1
    : 0;
  m.notePlaced = steps.mention?.text && hasFact(steps.mention.text, note) ? 1 : 0;
  m.editKept = steps.mention?.text ? keptShare(draft, steps.mention.text) : 0;
  const translatedTo = steps.translate?.locale;
  m.translated = translatedTo && translatedTo !== result.locale ? 1 : 0;
  m.targetShare = steps.translate?.text && translatedTo ? targetShare(steps.translate.text, translatedTo) : 0;
  return m;
}

const suiteOf = new Map(suites.map((suite) => [suite.locale, suite]));
const measured = results.filter(Boolean).map((result) => measure(result, suiteOf.get(result.locale)));

// Sentences shared between the two unrelated briefs of each template and language.
const byPair = new Map();
for (const result of results.filter((r) => r?.steps.draft?.text)) {
  const key = `${result.locale}/${result.template.slug}`;
  byPair.set(key, [...(byPair.get(key) ?? []), result]);
}
for (const group of byPair.values()) {
  for (const result of group) {
    const others = group.filter((other) => other !== result);
    const m = measured.find((x) => x.id === result.id);
    m.shared = others.length
      ? others.reduce(
          (sum, other) =>
            sum + sharedShare(result.steps.draft.text, valuesOf(result), other.steps.draft.text, valuesOf(other)),
          0,
        ) / others.length
      : 0;
  }
}

const mean = (rows, key) => (rows.length ? rows.reduce((sum, row) => sum + (row[key] ?? 0), 0) / rows.length : 0);
const sum = (rows, key) => rows.reduce((total, row) => total + (row[key] ?? 0), 0);
function totals(rows) {
  return {
    briefs: rows.length,
    errors: sum(rows, "errors"),
    language: mean(rows, "language"),
    facts: mean(rows, "facts"),
    shared: mean(rows, "shared"),
    truncations: sum(rows, "truncations"),
    doubled: sum(rows, "doubled"),
    englishLeaks: sum(rows, "englishLeaks"),
    structure: sum(rows, "structure"),
    faqAnswersAsQuestions: sum(rows, "faqAnswersAsQuestions"),
    factsKept: mean(rows, "factsKept"),
    shorter: mean(rows, "shorter"),
    longer: mean(rows, "longer"),
    notePlaced: mean(rows, "notePlaced"),
    noteKept: mean(rows, "noteKept"),
    editKept: mean(rows, "editKept"),
    translated: mean(rows, "translated"),
    targetShare: mean(rows, "targetShare"),
  };
}

const pct = (value) => `${Math.round(value * 100)} %`;
const COLUMNS = [
  ["briefs", "Briefs", String],
  ["language", "Language", pct],
  ["facts", "Facts", pct],
  ["shared", "Shared", pct],
  ["truncations", "Cut", String],
  ["doubled", "Doubled", String],
  ["englishLeaks", "English", String],
  ["structure", "Markdown", String],
  ["faqAnswersAsQuestions", "FAQ A→Q", String],
  ["factsKept", "Facts kept", pct],
  ["shorter", "Shorter", pct],
  ["longer", "Longer", pct],
  ["notePlaced", "Note added", pct],
  ["noteKept", "Note kept", pct],
  ["editKept", "Edit kept", pct],
  ["targetShare", "Translated", pct],
  ["errors", "Errors", String],
];

function table(groups) {
  const head = `| | ${COLUMNS.map(([, label]) => label).join(" | ")} |`;
  const rule = `|---|${COLUMNS.map(() => "---:").join("|")}|`;
  const rows = groups.map(
    ([name, t]) => `| ${name} | ${COLUMNS.map(([key, , format]) => format(t[key])).join(" | ")} |`,
  );
  return [head, rule, ...rows].join("\n");
}

const all = totals(measured);
const group = (key) =>
  [...new Set(measured.map((m) => m[key]))]
    .sort()
    .map((value) => [value, totals(measured.filter((m) => m[key] === value))]);
const budgetRows = BUDGETS.map(([key, label, ok, budget]) => {
  const value = all[key];
  const shown = ["shared", "factsKept", "editKept"].includes(key) ? pct(value) : String(value);
  return { label, budget, shown, ok: ok(all) };
});
const writer = [
  ...new Set(
    results.flatMap((r) =>
      Object.values(r?.steps ?? {})
        .map((s) => s?.provider)
        .filter(Boolean),
    ),
  ),
];

const report = `# Writer evaluation

\`npm run eval\` on ${new Date().toISOString().slice(0, 10)}: ${all.briefs} briefs (${suites.length} languages, every template, two unrelated businesses per template and language), each written and then refined six times (a point to mention, shorter, longer, more formal, a point asked in English, a translation). ${writer.length ? `Writer: ${writer.join(", ")}.` : ""} How each measure is taken: docs/writer.md, "Evaluation".

## Budgets

| Measure | Budget | Result | |
|---|---|---:|---|
${budgetRows.map((row) => `| ${row.label} | ${row.budget} | ${row.shown} | ${row.ok ? "met" : "**missed**"} |`).join("\n")}

## By language

${table([...group("locale"), ["all", all]])}

## By template

${table(group("template"))}

Columns: *Language*, drafts in the brief's language by franc; *Facts*, share of the brief's facts in the draft; *Shared*, sentences also in the other business's draft once brief values are masked; *Cut*, lines ending inside a brief value; *Doubled*, a word or particle said twice; *English*, the writer's English labels outside English (and an English request copied into the text); *Markdown*, structure problems; *FAQ A→Q*, answers turned into question headings; *Facts kept*, the draft's facts still there after each refinement; *Shorter*/*Longer*, refinements that changed the length the way asked; *Note added*/*Note kept*, the point to mention is there (in Japanese and Korean, without the verb ending the writer makes polite), and still there after shorter, longer and more formal; *Edit kept*, the draft's sentences kept by the targeted edit (the point to mention); *Translated*, sentences in the target language after a translation (the builtin writer keeps the visitor's own lines as written).
`;

writeFileSync(resolve(ROOT, options.report), report);
mkdirSync(join(ROOT, "bench", "results"), { recursive: true });
const written = results.filter(Boolean).map((r) => ({
  id: r.id,
  inputs: r.inputs,
  steps: Object.fromEntries(Object.entries(r.steps).map(([name, s]) => [name, s?.text ?? s?.error ?? ""])),
}));
writeFileSync(join(ROOT, "bench", "results", "eval.json"), JSON.stringify({ totals: all, measured, written }, null, 2));
console.log(report);
console.log(`eval: ${Math.round((Date.now() - started) / 1000)} s; report in ${options.report}`);
const missed = budgetRows.filter((row) => !row.ok);
if (options.strict && (missed.length > 0 || all.errors > 0)) {
  console.error(`eval: missed ${missed.map((row) => row.label).join(", ") || `${all.errors} errors`}`);
  process.exit(1);
}
