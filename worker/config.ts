import { z } from "zod";
import { WRITERS } from "../shared/generation";

/**
 * The worker's configuration, read from its bindings once per isolate and validated, so a bad
 * value is one clear error at the first request rather than a late `undefined` (docs/decisions/0002-libraries.md: zod at the edges).
 */
const flag = z.enum(["true", "false", ""]).transform((value) => value === "true");

/**
 * One writer, or a chain of them separated by commas ("workers-ai,builtin"): each answers only when
 * the ones before it fail before their first text (docs/operations.md, "Writers").
 */
const writerChain = z
  .string()
  .default("builtin")
  .transform((value) => value.split(",").map((name) => name.trim()))
  .pipe(
    z
      .array(z.enum(WRITERS))
      .min(1)
      .refine((names) => new Set(names).size === names.length, "GENERATOR names a writer twice"),
  );

/**
 * A retention period, kept as written (a string; a number when wrangler.toml gives one) and checked
 * by `retentionDays`: a bad value is reported and the default applies, never a failed request.
 */
const retentionVar = z
  .unknown()
  .optional()
  .transform((value) => (value === undefined ? "" : String(value)));

const ConfigSchema = z.object({
  /** "staging" is production-like: only "development" may sign visitor cookies with the built-in secret. */
  ENVIRONMENT: z.enum(["development", "staging", "production"]),
  PUBLIC_API_BASE: z.string().default(""),
  /**
   * The origin of every public URL ("https://parla.example"); "" = each request's own origin. Kept
   * as written and checked by `publicOriginProblem`: a bad value is reported, never a failed page.
   */
  PUBLIC_ORIGIN: z.string().default(""),
  LOCALE_COOKIE_CROSS_ORIGIN: flag.default(false),
  GENERATOR: writerChain,
  /** How long the builtin writer takes to stream a whole text, like a hosted model; 0 = at once. */
  BUILTIN_STREAM_MS: z.coerce.number().int().min(0).max(60_000).default(4000),
  LOG_PROJECT: z.string().default(""),
  LOG_REGION: z.string().default("us-west-1"),
  LOG_LOGSTORE: z.string().default(""),
  LOG_COMPRESS: flag.default(false),
  LOG_ENDPOINT: z.union([z.literal(""), z.url()]).default(""),
  ANALYTICS_SCRIPT_URL: z.union([z.literal(""), z.url({ protocol: /^https$/ })]).default(""),
  OPENAI_BASE_URL: z.url().default("https://api.openai.com/v1"),
  OPENAI_MODEL: z.string().min(1).default("gpt-4o-mini"),
  OPENAI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().min(1).default("@cf/google/gemma-3-12b-it"),
  /**
   * The AI Gateway that Workers AI calls go through (docs/operations.md, "Writers"): its id as in
   * the dashboard (letters, digits, "-" and "_"); "" or unset calls the model directly.
   */
  AI_GATEWAY_ID: z
    .string()
    .trim()
    .max(64)
    .regex(/^[A-Za-z0-9_-]*$/u, "AI_GATEWAY_ID is a gateway id: letters, digits, - and _ only")
    .default(""),
  /** Days kept before the daily retention run deletes (docs/data.md, "Retention"); see `retentionDays`. */
  ANALYTICS_RETENTION_DAYS: retentionVar,
  DEAD_LETTER_RETENTION_DAYS: retentionVar,
  DRAFT_RETENTION_DAYS: retentionVar,
  VISITOR_SECRET: z.string().min(32, "VISITOR_SECRET must be at least 32 characters").optional(),
});

/** Signs visitor cookies in local runs only; production refuses to start with it. */
export const LOCAL_VISITOR_SECRET = "parla-local-development-visitor-secret-do-not-deploy";

export type Config = z.infer<typeof ConfigSchema>;

/** The secret that signs visitor ids: the Worker secret, or the local default outside production. */
export function visitorSecret(config: Config): string {
  return config.VISITOR_SECRET ?? LOCAL_VISITOR_SECRET;
}

const cache = new WeakMap<object, Config>();

export function getConfig(env: Env): Config {
  let config = cache.get(env);
  if (!config) {
    const parsed = ConfigSchema.safeParse(env);
    if (!parsed.success) throw new Error(`Invalid worker configuration: ${z.prettifyError(parsed.error)}`);
    config = parsed.data;
    if (config.ENVIRONMENT !== "development" && !config.VISITOR_SECRET) {
      throw new Error(
        `Invalid worker configuration: VISITOR_SECRET must be set in ${config.ENVIRONMENT} (wrangler secret put)`,
      );
    }
    cache.set(env, config);
  }
  return config;
}

/**
 * Why logs cannot be delivered with this configuration, in an operator's words, or null. A project
 * or endpoint without a logstore has nowhere to post (the track URL needs all three: docs/analytics.md, "Delivery").
 */
export function logDestinationProblem(config: Config): string | null {
  if ((config.LOG_PROJECT || config.LOG_ENDPOINT) && !config.LOG_LOGSTORE) {
    return `LOG_LOGSTORE is empty while ${config.LOG_PROJECT ? "LOG_PROJECT" : "LOG_ENDPOINT"} is set: log events have no logstore to go to. Set LOG_LOGSTORE, or clear both to keep events in D1.`;
  }
  return null;
}

/** The longest host name DNS allows: it keeps a sitemap entry within worker/sitemap.ts's bound. */
const MAX_HOST_LENGTH = 253;

/**
 * Why PUBLIC_ORIGIN cannot be the site's origin, in an operator's words, or null when it is empty
 * or usable. It must be an absolute http(s) origin exactly as a URL spells it: scheme, lower-case
 * host, a port only when not the default; no path, query, fragment, credentials or trailing slash.
 * Outside development, a host under the reserved `.example` domain is wrangler.toml's placeholder.
 */
export function publicOriginProblem(config: Config): string | null {
  const value = config.PUBLIC_ORIGIN;
  if (!value) return null;
  const fallback = "public URLs use each request's own origin until it is fixed";
  const url = URL.parse(value);
  if (!url || (url.protocol !== "https:" && url.protocol !== "http:")) {
    return `PUBLIC_ORIGIN "${value}" is not an absolute http(s) origin such as "https://parla.example": ${fallback}.`;
  }
  if (url.origin !== value) {
    return `PUBLIC_ORIGIN "${value}" is not an origin (scheme and host only, no path, query or trailing slash); did you mean "${url.origin}"? Until then ${fallback}.`;
  }
  if (url.hostname.length > MAX_HOST_LENGTH) {
    return `PUBLIC_ORIGIN's host is longer than ${MAX_HOST_LENGTH} characters: ${fallback}.`;
  }
  if (config.ENVIRONMENT !== "development" && /\.example\.?$/.test(url.hostname)) {
    return `PUBLIC_ORIGIN "${value}" is still the placeholder of wrangler.toml: set it to the site's own domain; until then ${fallback}.`;
  }
  return null;
}

/**
 * The origin of the URLs Parla gives out for others to follow: canonical and hreflang links,
 * Open Graph and JSON-LD, sitemaps, robots.txt, and the share and page URLs of the API. It is
 * PUBLIC_ORIGIN, so a site reachable on several hosts has one canonical; the request's own origin
 * when none is configured (local runs, tests) or when the configured one is a problem, which
 * /readyz reports instead of failing pages.
 */
export function publicOrigin(env: Env, requestUrl: string): string {
  const config = getConfig(env);
  return config.PUBLIC_ORIGIN && !publicOriginProblem(config) ? config.PUBLIC_ORIGIN : new URL(requestUrl).origin;
}

/** The retention periods' defaults, in days (docs/data.md, "Retention"). */
export const RETENTION_DEFAULTS = {
  ANALYTICS_RETENTION_DAYS: 90,
  DEAD_LETTER_RETENTION_DAYS: 30,
  DRAFT_RETENTION_DAYS: 365,
} as const;

export type RetentionVar = keyof typeof RETENTION_DEFAULTS;

/** A hundred years: longer is a typo, and it keeps every cutoff a valid date. */
const MAX_RETENTION_DAYS = 36_500;

/**
 * Each retention period in days, and a problem in an operator's words for each var that is not a
 * positive whole number of days (at most 36500): that one keeps its default. Empty = the default.
 */
export function retentionDays(config: Config): {
  days: Record<RetentionVar, number>;
  problems: Array<[RetentionVar, string]>;
} {
  const days = { ...RETENTION_DEFAULTS } as Record<RetentionVar, number>;
  const problems: Array<[RetentionVar, string]> = [];
  for (const name of Object.keys(RETENTION_DEFAULTS) as RetentionVar[]) {
    const value = config[name];
    if (value === "") continue;
    const number = /^\d+$/.test(value) ? Number(value) : Number.NaN;
    if (number >= 1 && number <= MAX_RETENTION_DAYS) days[name] = number;
    else {
      problems.push([
        name,
        `${name} "${value}" is not a whole number of days from 1 to ${MAX_RETENTION_DAYS}: retention keeps ${RETENTION_DEFAULTS[name]} days, the default, until it is fixed.`,
      ]);
    }
  }
  return { days, problems };
}

/**
 * A configuration problem: a code, which `/readyz` answers with, and the words for an operator,
 * which only the log gets (docs/operations.md, "Health").
 */
export type ConfigProblem = { code: string; message: string };

/** Every configuration problem that leaves the worker running but a feature broken (docs/operations.md). */
export function configProblems(config: Config, env: Env): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const add = (code: string, message: string | null) => {
    if (message) problems.push({ code, message });
  };
  add("log_destination", logDestinationProblem(config));
  add("public_origin", publicOriginProblem(config));
  for (const [name, message] of retentionDays(config).problems) add(retentionCode(name), message);
  // A writer that cannot work is skipped by its chain on every request, so it is reported even with a fallback.
  if (config.GENERATOR.includes("openai") && !config.OPENAI_API_KEY) {
    add("openai_api_key", "GENERATOR names openai but OPENAI_API_KEY is not set (wrangler secret put OPENAI_API_KEY).");
  }
  if (config.GENERATOR.includes("workers-ai") && !env.AI) {
    add("workers_ai_binding", "GENERATOR names workers-ai but no [ai] binding named AI is configured.");
  }
  return problems;
}

/** DRAFT_RETENTION_DAYS → draft_retention. */
const retentionCode = (name: RetentionVar) => name.toLowerCase().replace(/_days$/u, "");

const reported = new WeakSet<object>();

/**
 * Logs every configuration problem once per isolate (one env object), at its first request, queue
 * batch or scheduled run: Workers have no start-up hook, and this is where an operator tailing the logs
 * looks first.
 */
export function reportConfigProblems(env: Env): void {
  if (reported.has(env)) return;
  reported.add(env);
  for (const problem of configProblems(getConfig(env), env)) console.error(`Configuration problem: ${problem.message}`);
}
