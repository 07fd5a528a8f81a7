// POST /api/generations (shared/generation.ts): time to the first `delta` and to `done`, and the
// item published as /p/bench-page for the SSR and Lighthouse targets.

import { createParser } from "eventsource-parser";
import { TEMPLATES } from "../../shared/catalog/templates.ts";
import { LOCALE_CODES } from "../../shared/locales.ts";

/** Plausible values per brief field name; each is cut to the field's maxLength. */
const SAMPLES = {
  product: "Parla Notes, a shared notebook app",
  audience: "small marketing teams in growing companies",
  keyPoints: "Real-time collaboration\nWorks offline\nExports to PDF and Markdown",
  callToAction: "Start free",
  ctaUrl: "https://example.com/start",
  company: "Northwind Studio",
  story: "Founded in 2019 by two designers who wanted friendlier tools for small teams.",
  values: "Clarity, care and speed",
  questions: "How much does it cost?\nCan I cancel anytime?\nIs my data safe?",
  topic: "How to plan a product launch",
  length: "medium",
  task: "Set up a weekly newsletter",
  steps: "Pick a tool\nWrite a template\nSchedule the first issue",
  count: "7",
  features: "Waterproof shell\nTwo-day battery\nRecycled materials",
  competitor: "Acme Notes",
  differences: "Offline mode, lower price, better export",
  offer: "20% off the annual plan",
  deadline: "Friday",
  brand: "Parla",
  news: "We shipped dark mode and ten new templates this month.",
  firstStep: "Create your first project",
  benefits: "Save time\nWrite in ten languages",
  network: "linkedin",
  insight: "Short, specific briefs produce better first drafts than long ones.",
  benefit: "Write a week of posts in ten minutes",
  keywords: "content tool, ai writer, multilingual",
  headline: "Parla launches multilingual content studio",
  details: "Parla helps teams write landing pages, emails and posts in ten languages at the edge.",
  quoteBy: "Ana Silva, CEO",
};

/** A valid brief for a template: every field filled within its limits (selects get an option). */
export function briefFor(template) {
  const inputs = {};
  for (const field of template.fields) {
    if (field.type === "select") {
      const sample = SAMPLES[field.name];
      inputs[field.name] = field.options.includes(sample) ? sample : field.options[0];
    } else {
      const value = SAMPLES[field.name] ?? `Sample ${field.name}`;
      inputs[field.name] = field.maxLength ? [...value].slice(0, field.maxLength).join("") : value;
    }
  }
  return inputs;
}

/** `count` briefs cycling through templates and locales (16 × 10 combinations, none repeated below 80). */
export function briefs(count) {
  return Array.from({ length: count }, (_, i) => {
    const template = TEMPLATES[i % TEMPLATES.length];
    return { template: template.slug, locale: LOCALE_CODES[i % LOCALE_CODES.length], inputs: briefFor(template) };
  });
}

/** The `name=value` part of each Set-Cookie header, for sending back as a Cookie header. */
function cookiesFrom(response) {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}

/**
 * Runs one generation and times it from just before the request is sent. Returns
 * { status, firstDeltaMs, doneMs, events, error?, itemId, cookie }.
 */
export async function generate(base, body, { cookie = "", timeoutMs = 30_000 } = {}) {
  const started = performance.now();
  const response = await fetch(`${base}/api/generations`, {
    method: "POST",
    // Writes must say they come from Parla's own origin (docs/security.md).
    headers: {
      "content-type": "application/json",
      accept: "text/event-stream",
      origin: new URL(base).origin,
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  // The worker answers with headers once the brief is validated and the item and revision rows
  // are written; the text is composed inside the stream, before the first delta.
  const headersMs = performance.now() - started;
  const setCookie = cookiesFrom(response);
  const outcome = {
    status: response.status,
    cookie: setCookie || cookie,
    events: 0,
    headersMs,
    startMs: null,
    firstDeltaMs: null,
    doneMs: null,
  };
  const type = response.headers.get("content-type") ?? "";
  if (!response.ok || !type.startsWith("text/event-stream")) {
    const text = await response.text();
    return { ...outcome, error: `HTTP ${response.status} ${type}: ${text.slice(0, 200)}` };
  }
  // The same EventSource rules as the screen (shared/sse.ts): eventsource-parser.
  let now = 0;
  const parser = createParser({
    onEvent({ event = "message", data }) {
      outcome.events++;
      if (event === "start") {
        outcome.itemId = JSON.parse(data).itemId;
        outcome.startMs = now - started;
      }
      if (event === "delta" && outcome.firstDeltaMs === null) outcome.firstDeltaMs = now - started;
      if (event === "done") {
        outcome.doneMs = now - started;
        outcome.title = JSON.parse(data).title;
      }
      if (event === "error") outcome.error = `error event: ${data}`;
    },
  });
  const decoder = new TextDecoder();
  for await (const bytes of response.body) {
    now = performance.now();
    parser.feed(decoder.decode(bytes, { stream: true }));
  }
  if (outcome.doneMs === null && !outcome.error) outcome.error = "stream ended without a done event";
  return outcome;
}

export function percentile(values, p) {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  // Nearest-rank: the smallest value with at least p % of the samples at or below it.
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1];
}

/** Times `count` generations one after another (one visitor), after one untimed warm-up. */
export async function benchGeneration(base, count, cpu) {
  const list = briefs(count + 1);
  const warm = await generate(base, list[0]);
  if (warm.error) return { skipped: true, reason: `POST /api/generations: ${warm.error}` };
  let cookie = warm.cookie;
  const samples = [];
  const failures = [];
  const cpuBefore = cpu?.();
  for (const body of list.slice(1)) {
    const result = await generate(base, body, { cookie });
    cookie = result.cookie || cookie;
    if (result.error) failures.push({ template: body.template, locale: body.locale, error: result.error });
    else {
      samples.push({
        template: body.template,
        locale: body.locale,
        headersMs: result.headersMs,
        startMs: result.startMs,
        firstDeltaMs: result.firstDeltaMs,
        doneMs: result.doneMs,
        deltas: result.events - 2,
      });
    }
  }
  const cpuAfter = cpu?.();
  const first = samples.map((s) => s.firstDeltaMs);
  const done = samples.map((s) => s.doneMs);
  const ms = (v) => (v === null || !Number.isFinite(v) ? null : Math.round(v * 10) / 10);
  const summary = (values) => ({
    p50: ms(percentile(values, 50)),
    p95: ms(percentile(values, 95)),
    max: ms(Math.max(...values)),
  });
  return {
    briefs: count,
    completed: samples.length,
    failures,
    firstDeltaMs: summary(first),
    doneMs: summary(done),
    // Where the time goes: until the response headers (validation, rate limits, the item and
    // revision rows in D1), headers → first delta (`start`, then composing the text), first
    // delta → done (the paced stream, then the revision saved in D1).
    phasesMs: {
      toHeaders: summary(samples.map((s) => s.headersMs)),
      headersToFirstDelta: summary(samples.map((s) => s.firstDeltaMs - s.headersMs)),
      firstDeltaToDone: summary(samples.map((s) => s.doneMs - s.firstDeltaMs)),
    },
    // workerd CPU per generation (the worker, D1 and everything else in the process).
    workerdCpuMsPerGeneration:
      cpuBefore != null && cpuAfter != null && list.length > 1 ? ms((cpuAfter - cpuBefore) / (list.length - 1)) : null,
    deltasPerGeneration: {
      p50: percentile(
        samples.map((s) => s.deltas),
        50,
      ),
      min: Math.min(...samples.map((s) => s.deltas)),
    },
    samples: samples.map((s) => ({
      ...s,
      headersMs: ms(s.headersMs),
      startMs: ms(s.startMs),
      firstDeltaMs: ms(s.firstDeltaMs),
      doneMs: ms(s.doneMs),
    })),
  };
}

/**
 * Creates an item through the API and publishes it at /p/{slug}. Returns { path } or
 * { skipped, reason } when the generation or publishing API is not there (yet).
 */
export async function publishPage(base, slug) {
  const template = TEMPLATES.find((t) => t.slug === "landing-page") ?? TEMPLATES[0];
  const generation = await generate(base, { template: template.slug, locale: "en", inputs: briefFor(template) });
  if (generation.error) return { skipped: true, reason: `POST /api/generations: ${generation.error}` };
  if (!generation.itemId) return { skipped: true, reason: "POST /api/generations sent no start event with an itemId" };
  const response = await fetch(`${base}/api/items/${encodeURIComponent(generation.itemId)}/publication`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: new URL(base).origin, cookie: generation.cookie },
    body: JSON.stringify({ slug }),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  if (!response.ok) {
    return { skipped: true, reason: `POST /api/items/{id}/publication: HTTP ${response.status} ${text.slice(0, 200)}` };
  }
  const path = `/p/${JSON.parse(text).slug ?? slug}`;
  const page = await fetch(base + path, { signal: AbortSignal.timeout(15_000) });
  await page.arrayBuffer();
  if (page.status !== 200) return { skipped: true, reason: `published, but GET ${path} answered ${page.status}` };
  return { path, itemId: generation.itemId };
}
