// `npm run eval`: writes every brief of tests/eval/briefs/ with the configured writer, refines each
// one the way visitors do, and measures what came out (docs/writer.md, "Evaluation"). Runs against
// the local build on workerd (the builtin writer by default; GENERATOR and keys from .dev.vars, or
// --writer openai with an OpenAI-compatible endpoint, the fake one of bench/lib/fake-model.mjs
// included) or against any running Parla with --url; --judge has a model score each draft.

import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { createParser } from "eventsource-parser";
import { run } from "../scripts/lib/process.mjs";
import "../scripts/lib/ts-imports.mjs";
import { readEnvFile } from "../scripts/lib/workerd.mjs";
import { LOCALES } from "../shared/locales.ts";
import { failer, readOptions } from "./lib/cli.mjs";
import {
  abbreviationSplits,
  answersAsQuestions,
  audiencePrinted,
  caseChanges,
  detectLanguage,
  doubledWords,
  duplicateHeadlines,
  englishLeaks,
  FRANC_CODES,
  factsOf,
  hasFact,
  inventedFacts,
  keptShare,
  lengthOff,
  limitedLines,
  mixedAddress,
  pluralSlips,
  quoteByMissing,
  sharedShare,
  strayHashtags,
  structureProblems,
  targetShare,
  targetsAudience,
  templateShape,
  textLength,
  truncations,
  writerOwned,
} from "./lib/eval-metrics.mjs";

const HELP = `Usage: npm run eval [-- options]

  --url=URL        evaluate a running Parla (its configured writer) instead of a local build
  --writer=NAME    the local build's writer: builtin, openai or workers-ai (default: what .dev.vars says);
                   workers-ai calls the account's OpenAI-compatible endpoint with the model AI_MODEL
                   (CLOUDFLARE_ACCOUNT_ID, CLOUDFLARE_API_TOKEN)
  --endpoint=URL   the OpenAI-compatible base URL for --writer openai (default OPENAI_BASE_URL)
  --model=NAME     the model for --writer openai (default OPENAI_MODEL); key: OPENAI_API_KEY
  --fake           --writer openai against the fake model of bench/lib/fake-model.mjs (no network)
  --fake-failures=SHARE  the share of the fake's answers that fail as models do (default 0.25)
  --limit=N        only N briefs, spread over the languages and templates
  --judge          a model scores each draft 1–5 (bench/judge-rubric.md)
  --judge-endpoint=URL, --judge-model=NAME  the judge (default: the writer's endpoint and model);
                   key: JUDGE_API_KEY, else OPENAI_API_KEY
  --no-build       reuse build/ instead of running \`vite build\` first
  --remeasure      measure the texts of the last run (bench/results/eval.json) again, writing nothing new
  --locales=LIST   only these locales (comma-separated codes)
  --templates=LIST only these templates (comma-separated slugs)
  --strict         exit with status 1 when a budget is missed
  --report=PATH    where to write the Markdown report (default docs/eval-report.md for the builtin
                   writer, docs/eval-report-WRITER.md for a model, bench/results/eval-fake.md with --fake)
  -h, --help       this text

Locally the writer is the one --writer or .dev.vars selects (the builtin writer when there is none).
Workers AI needs an account (README, "Use a model"); a deployed Parla is evaluated with --url.`;

// After the hook of ../scripts/lib/ts-imports.mjs, which a static import would precede.
const { guideLength } = await import("../worker/generation/template-guides.ts");

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const BRIEFS = join(ROOT, "tests", "eval", "briefs");
const CONCURRENCY = 4;
/** The budgets the writer must meet (docs/writer.md, "Evaluation"); `percent` shows a share. */
const BUDGETS = [
  ["shared", "Sentences shared between unrelated briefs", (t) => t.shared <= 0.15, "≤ 15 %", true],
  ["faqAnswersAsQuestions", "FAQ answers turned into questions", (t) => t.faqAnswersAsQuestions === 0, "0"],
  ["truncations", "Lines cut inside a brief value", (t) => t.truncations === 0, "0"],
  ["doubled", "Doubled words", (t) => t.doubled === 0, "0"],
  ["englishLeaks", "English words of the writer outside English", (t) => t.englishLeaks === 0, "0"],
  ["structure", "Markdown structure problems", (t) => t.structure === 0, "0"],
  ["factsKept", "Brief facts kept by every refinement", (t) => t.factsKept >= 1, "100 %", true],
  ["editKept", "Sentences kept by a local edit (a point, a section)", (t) => t.editKept >= 0.8, "≥ 80 %", true],
  ["identical", "Refinements stored with the text they refined", (t) => t.identical === 0, "0"],
  ["plurals", "(a) A count of one with a plural line", (t) => t.plurals === 0, "0"],
  ["abbreviations", "(b) Lines ending at an abbreviation inside a value", (t) => t.abbreviations === 0, "0"],
  ["address", "(d) Texts mixing the two forms of address", (t) => t.address === 0, "0"],
  ["hashtags", "(e) Hashtags that are not a name or keyword of the brief", (t) => t.hashtags === 0, "0"],
  ["caseChanges", "(f) Values printed in another letter case", (t) => t.caseChanges === 0, "0"],
  ["headlines", "(g) Ad headlines used twice in one set", (t) => t.headlines === 0, "0"],
  ["audience", "(h) Ad and post audiences printed", (t) => t.audience === 0, "0"],
  ["quoteBy", "(i) Press releases without the person to quote", (t) => t.quoteBy === 0, "0"],
];
/** Only for the builtin writer, which reads no words: a message answered `unchanged` (free-text). */
const BUILTIN_BUDGETS = [
  [
    "messageUnchanged",
    "Messages in words answered unchanged (free-text)",
    (t) => t.messageUnchanged >= 1,
    "100 %",
    true,
  ],
];

/** The budgets of a model's copy (docs/writer.md, "Evaluation"), beside the ones above. */
const MODEL_BUDGETS = [
  ["invented", "Invented facts (numbers, names, links the brief never gave)", (t) => t.invented === 0, "0"],
  ["languageAll", "Stored versions in the language asked", (t) => t.languageAll >= 1, "100 %", true],
  ["adLimits", "Ad and post lines within the platform's limit", (t) => (t.adLimits ?? 1) >= 1, "100 %", true],
];
/** Only when a judge ran: its mean score. */
const JUDGE_BUDGETS = [["judge", "Judge's score (1–5): publish as is?", (t) => (t.judge ?? 0) >= 4, "≥ 4", false, 2]];

const fail = failer("eval");
const options = readOptions("eval", HELP, {
  url: { type: "string" },
  writer: { type: "string" },
  endpoint: { type: "string" },
  model: { type: "string" },
  fake: { type: "boolean", default: false },
  "fake-failures": { type: "string", default: "0.25" },
  limit: { type: "string" },
  judge: { type: "boolean", default: false },
  "judge-endpoint": { type: "string" },
  "judge-model": { type: "string" },
  "no-build": { type: "boolean", default: false },
  remeasure: { type: "boolean", default: false },
  locales: { type: "string" },
  templates: { type: "string" },
  strict: { type: "boolean", default: false },
  report: { type: "string" },
});

const only = (list) => (list ? new Set(list.split(",").map((s) => s.trim())) : null);
const locales = only(options.locales);
const templates = only(options.templates);

const suites = readdirSync(BRIEFS)
  .filter((file) => file.endsWith(".json"))
  .map((file) => JSON.parse(readFileSync(join(BRIEFS, file), "utf8")))
  .filter((suite) => !locales || locales.has(suite.locale));
if (suites.length === 0) fail("no briefs to evaluate");
const limit = options.limit === undefined ? Number.POSITIVE_INFINITY : Number(options.limit);
if (!(limit >= 1)) fail(`--limit takes a number of briefs, not "${options.limit}"`);
const failureRate = Number(options["fake-failures"]);
if (!(failureRate >= 0 && failureRate <= 1))
  fail(`--fake-failures takes a share from 0 to 1, not "${options["fake-failures"]}"`);

// The writer: --writer and its endpoint over .dev.vars and the environment, as the worker reads them.
const devVars = readEnvFile(join(ROOT, ".dev.vars"));
const setting = (name) => process.env[name] || devVars[name];
const writerName = options.fake ? "openai" : options.writer;
if (writerName && !["builtin", "openai", "workers-ai"].includes(writerName))
  fail(`--writer takes builtin, openai or workers-ai, not "${writerName}"`);
// Workers AI's binding exists only on Cloudflare; locally its models answer at the account's
// OpenAI-compatible endpoint, which the worker's openai writer calls (README, "Use a model").
const account = setting("CLOUDFLARE_ACCOUNT_ID");
const token = setting("CLOUDFLARE_API_TOKEN");
if (writerName === "workers-ai" && !options.url && !(account && token))
  fail(
    'Workers AI needs an account: set CLOUDFLARE_ACCOUNT_ID and CLOUDFLARE_API_TOKEN (a token that may use Workers AI), or evaluate a deployed Parla with --url (README, "Use a model").',
  );
const builtVars = () => {
  try {
    return JSON.parse(readFileSync(join(ROOT, "build", "server", "wrangler.json"), "utf8")).vars ?? {};
  } catch {
    return {};
  }
};
if (options.url && (writerName || options.fake))
  fail("--url evaluates the writer of that Parla: leave out --writer and --fake");
let fake;
if (options.fake && !options.remeasure) {
  const { startFakeModel } = await import("./lib/fake-model.mjs");
  fake = await startFakeModel({ failureRate });
}
const workersAi = writerName === "workers-ai" && !options.url;
const endpoint =
  fake?.url ??
  options.endpoint ??
  (workersAi ? `https://api.cloudflare.com/client/v4/accounts/${account}/ai/v1` : setting("OPENAI_BASE_URL"));
const modelName =
  fake?.model ?? options.model ?? (workersAi ? (setting("AI_MODEL") ?? builtVars().AI_MODEL) : setting("OPENAI_MODEL"));
const writerVars = !writerName
  ? {}
  : writerName === "builtin"
    ? { GENERATOR: "builtin" }
    : {
        GENERATOR: "openai",
        ...(endpoint ? { OPENAI_BASE_URL: endpoint } : {}),
        ...(modelName ? { OPENAI_MODEL: modelName } : {}),
        OPENAI_API_KEY: fake ? "fake" : workersAi ? token : (setting("OPENAI_API_KEY") ?? ""),
      };
if (writerVars.GENERATOR === "openai" && !writerVars.OPENAI_API_KEY)
  fail("--writer openai needs OPENAI_API_KEY (in the environment or .dev.vars; any value for a local server)");
const reportLabel = fake ? "fake" : writerName && writerName !== "builtin" ? writerName : null;
const reportPath =
  options.report ??
  (fake
    ? join("bench", "results", "eval-fake.md")
    : join("docs", reportLabel ? `eval-report-${reportLabel}.md` : "eval-report.md"));

// ---------------------------------------------------------------------------------------------
// The server and its API, as the generation screen uses it.

const RESULTS = join(ROOT, "bench", "results", reportLabel ? `eval-${reportLabel}.json` : "eval.json");
let base = options.url?.replace(/\/$/, "");
let server;
if (!base && !options.remeasure) {
  if (!options["no-build"]) await run("npm", ["run", "-s", "build"]);
  const { startWorkerd } = await import("./lib/server.mjs");
  server = await startWorkerd({
    root: ROOT,
    buildDir: join(ROOT, "build"),
    vars: { ...devVars, ...writerVars },
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

/**
 * One generation, read to its end: how it ended (`done`, `unchanged` with its reason, `stopped`
 * or `error`), the text it stored, the writer that answered and the language of the new version.
 */
async function generate(call, body) {
  const response = await call("/api/generations", body);
  if (!response.ok) return { status: "error", error: `${response.status} ${await response.text()}`, text: "" };
  const raw = await response.text();
  const step = { status: "error", error: "no end event", text: "", locale: body.locale };
  // The same EventSource rules as the screen (shared/sse.ts): eventsource-parser.
  const parser = createParser({
    onEvent({ event, data }) {
      const payload = JSON.parse(data);
      if (event === "start") step.itemId = payload.itemId;
      else if (event === "delta") step.text += payload.text;
      else if (event === "error") Object.assign(step, { status: "error", error: payload.code });
      else if (["done", "stopped", "unchanged"].includes(event)) {
        Object.assign(step, { status: event, writer: payload.writer, error: undefined });
        if (event === "unchanged") step.reason = payload.reason;
      }
    },
  });
  parser.feed(raw);
  if (step.itemId && step.status === "done") {
    const item = await (await call(`/api/items/${step.itemId}`)).json().catch(() => null);
    step.locale = item?.revisions?.at(-1)?.locale ?? item?.locale ?? step.locale;
  }
  if (!step.error) delete step.error;
  return step;
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

/** The refinements after the draft, in order (docs/writer.md, "Evaluation"). */
const STEPS = ["point", "section", "shorter", "longer", "formal", "playful", "message", "translate"];
const REFINED = ["point", "section", "shorter", "longer", "formal", "playful", "message"];

/**
 * A brief's chain, as a visitor refines with the buttons and the chat: the draft; "Add a point"
 * with the brief's note, typed as it should read; shorter; longer; more formal; more playful; the
 * same point as a message in words (the suite's `mention`, its `{note}` filled with the brief's
 * `clause`: the point worded as part of that sentence); a translation into English (Japanese for
 * the English briefs). Each step refines the latest stored version: an `unchanged` answer stores
 * none, so the next step refines the same text.
 */
async function evaluate(suite, brief) {
  const call = visitor();
  const template = await templateOf(call, brief.template);
  const result = { id: brief.id, template: brief.template, locale: suite.locale, kind: brief.kind, steps: {} };
  const first = await generate(call, { template: brief.template, locale: suite.locale, inputs: brief.inputs });
  result.steps.draft = first;
  if (first.status !== "done" || !first.itemId) return { ...result, template, error: first.error ?? first.status };
  const target = suite.locale === "en" ? "ja" : "en";
  const asks = {
    point: { refinement: { kind: "add-point", text: brief.note } },
    section: {
      refinement: { kind: "add-section", title: suite.instructions.section, text: suite.instructions.sectionText },
    },
    shorter: { refinement: { kind: "shorter" } },
    longer: { refinement: { kind: "longer" } },
    formal: { refinement: { kind: "formal" } },
    playful: { refinement: { kind: "playful" } },
    message: { instruction: suite.instructions.mention.replace("{note}", brief.clause ?? brief.note) },
    translate: { refinement: { kind: "translate", locale: target } },
  };
  let latest = "draft";
  for (const name of STEPS) {
    const step = await generate(call, {
      template: brief.template,
      locale: result.steps[latest].locale ?? suite.locale,
      inputs: {},
      itemId: first.itemId,
      ...asks[name],
    });
    step.from = latest;
    if (name === "translate") step.target = target;
    result.steps[name] = step;
    if (step.status === "done") latest = name;
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
const chosen = suites.map((suite) => suite.briefs.filter((brief) => !templates || templates.has(brief.template)));
/**
 * With --limit, the briefs taken in turn from each language, each language's in the order 1st,
 * 3rd, 5th… then 2nd, 4th… (the two briefs of a template are neighbours), so the first briefs
 * cover every template, each in another language, before any template is taken twice.
 */
const orders = chosen.map((briefs) => [
  ...briefs.filter((_, i) => i % 2 === 0),
  ...briefs.filter((_, i) => i % 2 === 1),
]);
const everyBrief = suites.flatMap((suite, index) => orders[index].map((brief) => [suite, brief]));
let picked = everyBrief;
if (Number.isFinite(limit)) {
  const taken = new Map();
  const longest = Math.max(...orders.map((order) => order.length));
  for (let k = 0; k < suites.length * longest && taken.size < limit; k++) {
    const index = k % suites.length;
    const brief = orders[index][k % Math.max(1, orders[index].length)];
    if (brief && !taken.has(brief.id)) taken.set(brief.id, [suites[index], brief]);
  }
  for (const pair of everyBrief) if (taken.size < limit && !taken.has(pair[1].id)) taken.set(pair[1].id, pair);
  picked = [...taken.values()];
}
const tasks = picked.map(
  ([suite, brief]) =>
    () =>
      evaluate(suite, brief),
);
let results;
if (options.remeasure) {
  // The texts of the last run, measured again (after a change to the measures).
  const briefIds = new Set(suites.flatMap((suite) => suite.briefs.map((brief) => brief.id)));
  results = JSON.parse(readFileSync(RESULTS, "utf8")).written.filter((r) => briefIds.has(r.id));
  console.log(`eval: ${results.length} briefs of ${RESULTS} measured again`);
} else {
  console.log(`eval: ${tasks.length} briefs in ${suites.length} languages against ${base}`);
  results = await pool(tasks, CONCURRENCY);
  await server?.dispose();
}

// ---------------------------------------------------------------------------------------------
// Measuring.

/**
 * What the measures need of a language's writer.json, read once: its short fixed lines (headings,
 * labels, buttons), every fixed line, every line with its values left out, the deadline particles
 * written without spaces (まで, 까지, 之前; Latin words are checked as words), the lines as written
 * (plural variants), the sentence rules, the forms of address and the ads' headline labels.
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
    const first = (key) => [texts.lines[key]].flat()[0] ?? "";
    writerCache.set(locale, {
      labels: new Set([...short, texts.labels.subject, texts.labels.preview]),
      fixed: new Set([...short, texts.labels.subject, texts.labels.preview, ...fixed]),
      unfilled: lines.map((line) => line.replace(/\{\w+\}/g, " ")),
      particles: texts.deadlineWords.filter((word) => !/\s/.test(word) && !/\p{Script=Latin}/u.test(word)),
      lines: texts.lines,
      sentences: texts.sentences ?? {},
      address: texts.address,
      headlineLabels: { headline: first("ads.headline"), headlines: first("search.headlines") },
      // The labels a template's structure is checked by (templateShape, limitedLines).
      shapeLabels: {
        ...texts.labels,
        headline: first("ads.headline"),
        text: first("ads.text"),
        button: first("ads.button"),
        headlines: first("search.headlines"),
        descriptions: first("search.descriptions"),
      },
    });
  }
  return writerCache.get(locale);
}
const englishLabels = [...writerOf("en").labels];

/** The brief's facts and every string it holds: what the visitor typed. */
const valuesOf = (result) => {
  const facts = factsOf(result.template, result.inputs);
  return [...facts, ...Object.values(result.inputs).filter((value) => typeof value === "string")];
};

const excerpt = (text) => (text.length > 120 ? `${text.slice(0, 117)}…` : text);

function measure(result, suite) {
  const brief = suite.briefs.find((b) => b.id === result.id);
  result.inputs = brief.inputs;
  const template = result.template;
  const m = { id: result.id, locale: result.locale, template: template.slug, errors: 0, examples: [] };
  const steps = result.steps;
  for (const step of Object.values(steps)) if (step?.status === "error") m.errors++;
  const draft = steps.draft?.text ?? "";
  const facts = factsOf(template, brief.inputs);
  const values = valuesOf(result);
  // What the visitor typed, the point added included: the writer's own words are the rest.
  const typed = [...values, brief.note];
  const stored = Object.entries(steps).filter(([, s]) => s?.status === "done" && s.text);
  const localeOf = (s) => s.locale ?? result.locale;
  // One count of a defect, with where it was seen (bench/results/eval.json lists them).
  const count = (key, name, found) => {
    const list = Array.isArray(found) ? found : found ? [found] : [];
    m[key] = (m[key] ?? 0) + list.length;
    for (const item of list) m.examples.push({ measure: key, step: name, excerpt: excerpt(String(item)) });
  };

  m.language = detectLanguage(draft.replace(/[#*_>-]/g, " ")) === FRANC_CODES[result.locale] ? 1 : 0;
  m.facts = facts.length ? facts.filter((fact) => hasFact(draft, fact)).length / facts.length : 1;
  // Doubles the visitor typed ("Zo help je je kind") are theirs to keep; so are idioms the
  // language's editor wrote into the writer's own lines ("passo passo").
  const typedDoubles = new Set([
    ...doubledWords(typed.join("\n")),
    ...doubledWords(writerOf(result.locale).unfilled.join("\n")),
  ]);
  for (const key of ["truncations", "doubled", "structure", "englishLeaks", "identical"]) m[key] = 0;
  for (const key of ["plurals", "abbreviations", "address", "hashtags", "caseChanges", "headlines"]) m[key] = 0;
  for (const key of ["audience", "quoteBy"]) m[key] = 0;
  for (const [name, s] of stored) {
    const locale = localeOf(s);
    const own = writerOf(locale);
    count("truncations", name, truncations(s.text, typed, own.fixed));
    count(
      "doubled",
      name,
      doubledWords(s.text, own.particles).filter((d) => !typedDoubles.has(d)),
    );
    count("structure", name, structureProblems(s.text));
    if (locale !== "en")
      count("englishLeaks", name, englishLeaks(writerOwned(s.text, typed), englishLabels, own.fixed));
    if (name !== "draft" && s.text === steps[s.from]?.text) count("identical", name, `same text as ${s.from}`);
    count("plurals", name, pluralSlips(s.text, own.lines, locale));
    count("abbreviations", name, abbreviationSplits(s.text, typed, writerOf(result.locale).sentences));
    if (mixedAddress(s.text, values, own.address, locale, typed)) count("address", name, writerOwned(s.text, typed));
    count("hashtags", name, strayHashtags(s.text, brief.inputs));
    count("caseChanges", name, caseChanges(s.text, typed, { strict: template.output === "ads" }));
    if (template.output === "ads") count("headlines", name, duplicateHeadlines(s.text, own.headlineLabels));
    if (targetsAudience(template) && audiencePrinted(s.text, brief.inputs.audience))
      count("audience", name, brief.inputs.audience);
    if (template.slug === "press-release" && quoteByMissing(s.text, brief.inputs.quoteBy))
      count("quoteBy", name, brief.inputs.quoteBy);
  }
  m.faqAnswersAsQuestions = template.slug === "faq-page" ? answersAsQuestions(draft, brief.inputs).length : 0;

  // A model's copy (docs/writer.md, "Evaluation"). What may be said: what the visitor typed (the
  // brief, the point, the message, the section's title and text) and the writer's own fixed lines.
  const sources = (locale) => [
    ...typed,
    suite.instructions.mention.replace("{note}", brief.clause ?? brief.note),
    suite.instructions.section ?? "",
    suite.instructions.sectionText ?? "",
    ...writerOf(locale).unfilled,
  ];
  const expected = (name, s) => (name === "translate" ? s.target : localeOf(s));
  let factLike = 0;
  let heard = 0;
  let limited = 0;
  let within = 0;
  for (const key of ["invented", "shape"]) m[key] = 0;
  for (const [name, s] of stored) {
    const locale = localeOf(s);
    const own = writerOf(locale);
    // A translation may spell the brief's names and figures in its own way: it is not searched.
    if (name !== "translate") {
      const found = inventedFacts(s.text, sources(locale), { locale });
      factLike += found.checked;
      count("invented", name, found.invented);
    }
    count("shape", name, templateShape(s.text, template, own.shapeLabels));
    if (detectLanguage(s.text.replace(/[#*_>|-]/g, " ")) === FRANC_CODES[expected(name, s)]) heard++;
    for (const line of limitedLines(s.text, template, own.shapeLabels, brief.inputs)) {
      limited++;
      if (line.width <= line.limit) within++;
      else count("overLimit", name, `${line.width}/${line.limit}: ${line.text}`);
    }
  }
  m.factPrecision = factLike ? (factLike - m.invented) / factLike : null;
  m.languageAll = stored.length ? heard / stored.length : null;
  m.adLimits = limited ? within / limited : null;
  const range = guideLength(template.slug, brief.inputs, result.locale);
  if (range && draft) {
    m.length = textLength(draft, range.unit);
    const off = lengthOff(m.length, range);
    m.lengthWithin = off ? 0 : 1;
    m.lengthOver = off === "over" ? 1 : 0;
    if (off)
      m.examples.push({
        measure: `length ${off}`,
        step: "draft",
        excerpt: `${m.length} ${range.unit}, asked ${range.from}–${range.to}`,
      });
  }

  // Refinements: the facts the draft had are kept by each stored one; lengths move the way asked
  // (an `unchanged` shorter or longer has not moved; the answers by step say why).
  const kept = facts.filter((fact) => hasFact(draft, fact));
  const refined = REFINED.filter((name) => steps[name]?.status === "done");
  m.factsKept =
    kept.length && refined.length
      ? refined.reduce((sum, name) => sum + kept.filter((f) => hasFact(steps[name].text, f)).length / kept.length, 0) /
        refined.length
      : 1;
  const len = (step) => [...(step?.text ?? "")].length;
  const moved = (name, shorter) => {
    const step = steps[name];
    if (step?.status !== "done") return 0;
    return shorter ? (len(step) < len(steps[step.from]) ? 1 : 0) : len(step) > len(steps[step.from]) ? 1 : 0;
  };
  m.shorter = moved("shorter", true);
  m.longer = moved("longer", false);
  // The point: placed (null where the format has no place for one: ads), then kept by every later
  // stored refinement (the translation aside: a writer may translate the visitor's words).
  const point = steps.point;
  m.pointAdded =
    point?.status === "unchanged" && point.reason === "no-place"
      ? null
      : point?.status === "done" && hasFact(point.text, brief.note)
        ? 1
        : 0;
  m.pointKept =
    m.pointAdded === 1
      ? REFINED.slice(1).every((name) => steps[name]?.status !== "done" || hasFact(steps[name].text, brief.note))
        ? 1
        : 0
      : null;
  // A local edit keeps the rest: the point (added to the draft) and the section (added after it).
  const section = steps.section;
  const edits = [
    point?.status === "done" ? keptShare(draft, point.text) : null,
    section?.status === "done" ? keptShare(steps[section.from]?.text ?? "", section.text) : null,
  ].filter((share) => share !== null);
  m.editKept = edits.length ? edits.reduce((a, b) => a + b, 0) / edits.length : null;
  // The message in words: a model should act on it (the point is then in the text), the offline
  // writer answers `unchanged` (free-text).
  const message = steps.message;
  m.messageUnchanged = message?.status === "unchanged" && message.reason === "free-text" ? 1 : 0;
  m.messageActed =
    message?.status === "done"
      ? hasFact(message.text, brief.note) || hasFact(message.text, brief.clause ?? "")
        ? 1
        : 0
      : null;
  const translate = steps.translate;
  m.translated = translate?.status === "done" && translate.locale === translate.target ? 1 : 0;
  m.targetShare = m.translated ? targetShare(translate.text, translate.target) : 0;
  m.answers = Object.fromEntries(
    Object.entries(steps).map(([name, s]) => [name, s?.status === "unchanged" ? `unchanged:${s.reason}` : s?.status]),
  );
  return m;
}

const suiteOf = new Map(suites.map((suite) => [suite.locale, suite]));
const measured = results.filter(Boolean).map((result) => measure(result, suiteOf.get(result.locale)));

// The judge: a model scores each draft 1–5 (bench/judge-rubric.md). Its failures are reported.
const judgeErrors = [];
let judgeName = "";
if (options.judge) {
  const judgeEndpoint = options["judge-endpoint"] ?? endpoint;
  const judgeModel = options["judge-model"] ?? modelName;
  if (!judgeEndpoint || !judgeModel)
    fail("--judge needs --judge-endpoint and --judge-model (or a writer's endpoint and model)");
  const apiKey = setting("JUDGE_API_KEY") ?? (judgeEndpoint === fake?.url ? "fake" : setting("OPENAI_API_KEY"));
  const { makeJudge } = await import("./lib/judge.mjs");
  const judge = makeJudge({ endpoint: judgeEndpoint, model: judgeModel, apiKey, root: ROOT });
  const english = new Intl.DisplayNames(["en"], { type: "language" });
  judgeName = `${judgeModel} at ${judgeEndpoint}`;
  console.log(`eval: the judge (${judgeName}) scores ${measured.length} drafts`);
  await pool(
    results.filter(Boolean).map((result) => async () => {
      const m = measured.find((row) => row.id === result.id);
      const text = result.steps.draft?.status === "done" ? result.steps.draft.text : "";
      if (!text) return;
      const verdict = await judge.score({
        text,
        brief: suiteOf.get(result.locale).briefs.find((b) => b.id === result.id).inputs,
        language: english.of(LOCALES[result.locale].language),
        template: result.template.slug,
      });
      m.judge = verdict.score ?? null;
      if (verdict.error) judgeErrors.push(`\`${result.id}\`: ${verdict.error}`);
      else m.judgeReason = verdict.reason;
    }),
    2,
  );
}

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

/** The mean over the rows that have the measure (null: not applicable, as a point on an ad). */
const mean = (rows, key) => {
  const known = rows.filter((row) => row[key] !== null && row[key] !== undefined);
  return known.length ? known.reduce((sum, row) => sum + row[key], 0) / known.length : null;
};
const sum = (rows, key) => rows.reduce((total, row) => total + (row[key] ?? 0), 0);
const MEANS = ["language", "facts", "shared", "factsKept", "shorter", "longer", "pointAdded", "pointKept"];
const MEANS_TOO = ["editKept", "messageUnchanged", "messageActed", "translated", "targetShare"];
const MODEL_MEANS = ["languageAll", "factPrecision", "lengthWithin", "adLimits", "judge"];
const SUMS = ["errors", "truncations", "doubled", "englishLeaks", "structure", "faqAnswersAsQuestions", "identical"];
const SUMS_TOO = ["plurals", "abbreviations", "address", "hashtags", "caseChanges", "headlines", "audience", "quoteBy"];
const MODEL_SUMS = ["invented", "shape", "lengthOver", "overLimit"];
function totals(rows) {
  return {
    briefs: rows.length,
    ...Object.fromEntries([...MEANS, ...MEANS_TOO, ...MODEL_MEANS].map((key) => [key, mean(rows, key)])),
    ...Object.fromEntries([...SUMS, ...SUMS_TOO, ...MODEL_SUMS].map((key) => [key, sum(rows, key)])),
  };
}

const pct = (value) => (value === null || value === undefined ? "–" : `${Math.round(value * 100)} %`);
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
  ["pointAdded", "Point added", pct],
  ["pointKept", "Point kept", pct],
  ["editKept", "Edit kept", pct],
  ["messageActed", "Message used", pct],
  ["targetShare", "Translated", pct],
  ["identical", "Identical", String],
  ["errors", "Errors", String],
];
const score = (value) => (value === null || value === undefined ? "–" : value.toFixed(2));
const MODEL_COLUMNS = [
  ["briefs", "Briefs", String],
  ["languageAll", "Language (all)", pct],
  ["invented", "Invented", String],
  ["factPrecision", "Fact precision", pct],
  ["shape", "Shape", String],
  ["lengthWithin", "Length", pct],
  ["lengthOver", "Too long", String],
  ["adLimits", "Ad limits", pct],
  ["judge", "Judge", score],
];
const DEFECT_COLUMNS = [
  ["briefs", "Briefs", String],
  ["plurals", "(a) Plural", String],
  ["abbreviations", "(b) Abbr.", String],
  ["address", "(d) Address", String],
  ["hashtags", "(e) Hashtags", String],
  ["caseChanges", "(f) Case", String],
  ["headlines", "(g) Headlines", String],
  ["audience", "(h) Audience", String],
  ["quoteBy", "(i) Quote by", String],
];

function table(groups, columns = COLUMNS) {
  const head = `| | ${columns.map(([, label]) => label).join(" | ")} |`;
  const rule = `|---|${columns.map(() => "---:").join("|")}|`;
  const rows = groups.map(
    ([name, t]) => `| ${name} | ${columns.map(([key, , format]) => format(t[key])).join(" | ")} |`,
  );
  return [head, rule, ...rows].join("\n");
}

const all = totals(measured);
const group = (key) =>
  [...new Set(measured.map((m) => m[key]))]
    .sort()
    .map((value) => [value, totals(measured.filter((m) => m[key] === value))]);
const writer = [
  ...new Set(
    results.flatMap((r) =>
      Object.values(r?.steps ?? {})
        .map((s) => s?.writer)
        .filter(Boolean),
    ),
  ),
];
const builtinOnly = writer.length === 1 && writer[0] === "builtin";
const budgetRows = [
  ...BUDGETS,
  ...(builtinOnly ? BUILTIN_BUDGETS : MODEL_BUDGETS),
  ...(options.judge ? JUDGE_BUDGETS : []),
].map(([key, label, ok, budget, percent, decimals]) => ({
  label,
  budget,
  shown: decimals ? score(all[key]) : percent ? pct(all[key]) : String(all[key]),
  ok: ok(all),
}));

// How each step ended: stored (done), unchanged and why, or an error.
const ANSWERS = ["done", "unchanged:same-text", "unchanged:free-text", "unchanged:no-place", "stopped", "error"];
const answerRows = ["draft", ...STEPS].map((name) => {
  const seen = measured.map((m) => m.answers[name]).filter(Boolean);
  const cells = ANSWERS.map((answer) => {
    const n = seen.filter((a) => a === answer).length;
    return n ? `${n} (${Math.round((n / seen.length) * 100)} %)` : "0";
  });
  return `| ${name} | ${cells.join(" | ")} |`;
});
const remaining = measured.flatMap((m) =>
  m.examples
    .filter((e) => !["faqAnswersAsQuestions"].includes(e.measure))
    .map((e) => `- \`${m.id}\` ${e.step}, ${e.measure}: ${e.excerpt.replace(/\n/g, " ⏎ ").replace(/\|/g, "\\|")}`),
);

const report = `# Writer evaluation

\`npm run eval${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(" ")}` : ""}\` on ${new Date().toISOString().slice(0, 10)}: ${all.briefs} briefs (${new Set(measured.map((m) => m.locale)).size} languages, ${new Set(measured.map((m) => m.template)).size} templates${Number.isFinite(limit) ? "" : ", two unrelated businesses per template and language"}), each written and then refined eight times, each step refining the latest stored version: add a point (the brief's note, as typed), add a section (the language's "good to know", with a line inviting questions as its text), shorter, longer, more formal, more playful, the point asked again as a message in words, a translation (into English; Japanese for the English briefs). ${writer.length ? `Writer: ${writer.join(", ")}${writerVars.GENERATOR === "openai" ? ` (${fake ? "the fake model of bench/lib/fake-model.mjs" : `${workersAi ? "Workers AI's OpenAI-compatible endpoint: " : ""}${modelName} at ${endpoint}`})` : ""}.` : ""}${judgeName ? ` Judge: ${judgeName}.` : ""} How each measure is taken: docs/writer.md, "Evaluation".
${
  fake
    ? `\nThe fake model answered ${fake.stats.requests} requests; on a seeded ${Math.round(failureRate * 100)} % of texts it failed as models do (${Object.entries(
        fake.stats.failures,
      )
        .map(([kind, n]) => `${kind} ${n}`)
        .join(", ")}): its budgets are missed by design.\n`
    : ""
}

## Budgets

| Measure | Budget | Result | |
|---|---|---:|---|
${budgetRows.map((row) => `| ${row.label} | ${row.budget} | ${row.shown} | ${row.ok ? "met" : "**missed**"} |`).join("\n")}

The defect measures (a)–(i) count over the texts of every stored version (draft and refinements); (c), closings that contradict the text, has no measure: see docs/writer.md, "Evaluation".${builtinOnly ? "" : " The model budgets (invented facts, language, ad limits, the judge) apply to every writer but the offline one."}

## Answers by step

| Step | Done | Unchanged: same text | Unchanged: free text | Unchanged: no place | Stopped | Error |
|---|---:|---:|---:|---:|---:|---:|
${answerRows.join("\n")}

## By language

${table([...group("locale"), ["all", all]])}

${table([...group("locale"), ["all", all]], DEFECT_COLUMNS)}

${table([...group("locale"), ["all", all]], MODEL_COLUMNS)}

## By template

${table(group("template"))}

${table(group("template"), DEFECT_COLUMNS)}

${table(group("template"), MODEL_COLUMNS)}

Columns: *Language*, drafts in the brief's language by franc; *Facts*, share of the brief's facts in the draft (an ad's or post's audience is targeting, not a fact); *Shared*, sentences also in the other business's draft once brief values are masked; *Cut*, lines ending inside a brief value; *Doubled*, a word or particle said twice; *English*, the writer's English labels in a text in another language; *Markdown*, structure problems; *FAQ A→Q*, answers turned into question headings; *Facts kept*, the draft's facts still there after each stored refinement; *Shorter*/*Longer*, refinements that stored a text shorter/longer than the one they refined (an \`unchanged\` answer has not moved); *Point added*/*Point kept*, the added point is in the text, and still in every later stored refinement (– where no format of the group has a place for one); *Edit kept*, the sentences kept by a local edit (the draft's when the point was added, that version's when the section was added); *Message used*, stored answers to the message in words that contain the point (– when no message got a stored answer); *Translated*, sentences in the target language after a translation (the builtin writer keeps the visitor's own lines as written); *Identical*, stored refinements whose text is the one they refined; *Errors*, steps that ended in an error. The defect columns are those of the budgets. The third table: *Language (all)*, stored versions (translations included) that franc hears in the language asked; *Invented*, numbers, names, e-mail addresses and links in a stored version (the translation aside) that nothing the visitor typed gives; *Fact precision*, the share of such fact-like items that the brief does give; *Shape*, departures from the template's structure and labels; *Length*, drafts within the guide's length (a quarter either way); *Too long*, drafts over it; *Ad limits*, ad headlines and texts, search headlines and descriptions and posts for X within their limit; *Judge*, the judge's mean score of the drafts.
${
  judgeErrors.length
    ? `\n## Judge failures\n\n${judgeErrors.length} drafts were not scored:\n\n${judgeErrors
        .slice(0, 20)
        .map((e) => `- ${e}`)
        .join("\n")}\n`
    : ""
}${remaining.length ? `\n## What remains\n\n${remaining.join("\n")}\n` : ""}`;

writeFileSync(resolve(ROOT, reportPath), report);
mkdirSync(join(ROOT, "bench", "results"), { recursive: true });
const written = results.filter(Boolean).map((r) => ({
  id: r.id,
  locale: r.locale,
  template: r.template,
  inputs: r.inputs,
  steps: Object.fromEntries(
    Object.entries(r.steps).map(([name, s]) => [
      name,
      {
        status: s?.status,
        ...(s?.reason ? { reason: s.reason } : {}),
        ...(s?.error ? { error: s.error } : {}),
        ...(s?.locale ? { locale: s.locale } : {}),
        ...(s?.from ? { from: s.from } : {}),
        ...(s?.target ? { target: s.target } : {}),
        ...(s?.writer ? { writer: s.writer } : {}),
        text: s?.text ?? "",
      },
    ]),
  ),
}));
writeFileSync(RESULTS, JSON.stringify({ totals: all, measured, written }, null, 2));
console.log(report);
console.log(`eval: ${Math.round((Date.now() - started) / 1000)} s; report in ${reportPath}`);
await fake?.close();
if (fake && !options.remeasure) {
  // The fake misbehaves by design; the eval must still have worked: the model path wrote and
  // stored texts, each step answered, and the measures found what the fake put in.
  const drafts = measured.filter((m) => m.answers.draft === "done").length;
  const broken = [
    drafts < Math.ceil(measured.length / 2) && `only ${drafts} of ${measured.length} drafts were stored`,
    writer.some((name) => name !== "openai") && `writers ${writer.join(", ")} answered, not openai alone`,
    fake.stats.requests === 0 && "the fake model got no request",
    fake.stats.failures.invented > 0 && all.invented === 0 && "the fake invented facts and none were found",
    measured.some((m) => Object.values(m).some((v) => typeof v === "number" && Number.isNaN(v))) && "a measure is NaN",
  ].filter(Boolean);
  if (broken.length) {
    console.error(`eval: the evaluation itself is broken: ${broken.join("; ")}`);
    process.exit(1);
  }
}
const missed = budgetRows.filter((row) => !row.ok);
if (options.strict && (missed.length > 0 || all.errors > 0)) {
  console.error(`eval: missed ${missed.map((row) => row.label).join(", ") || `${all.errors} errors`}`);
  process.exit(1);
}
