import { z } from "zod";
import { WRITERS } from "../shared/generation";

/**
 * The worker's configuration, read from its bindings once per isolate and validated, so a bad
 * value is one clear error at the first request rather than a late `undefined` (STYLE.md point 4).
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

const ConfigSchema = z.object({
  ENVIRONMENT: z.enum(["development", "production"]),
  PUBLIC_API_BASE: z.string().default(""),
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
    if (config.ENVIRONMENT === "production" && !config.VISITOR_SECRET) {
      throw new Error("Invalid worker configuration: VISITOR_SECRET must be set in production (wrangler secret put)");
    }
    cache.set(env, config);
  }
  return config;
}

/**
 * Why logs cannot be delivered with this configuration, in an operator's words, or null. A project
 * or endpoint without a logstore has nowhere to post (SPEC.md point 7's URL needs all three).
 */
export function logDestinationProblem(config: Config): string | null {
  if ((config.LOG_PROJECT || config.LOG_ENDPOINT) && !config.LOG_LOGSTORE) {
    return `LOG_LOGSTORE is empty while ${config.LOG_PROJECT ? "LOG_PROJECT" : "LOG_ENDPOINT"} is set: log events have no logstore to go to. Set LOG_LOGSTORE, or clear both to keep events in D1.`;
  }
  return null;
}

/** Every configuration problem that leaves the worker running but a feature broken (docs/operations.md). */
export function configProblems(config: Config, env: Env): string[] {
  const problems = [logDestinationProblem(config)];
  // A writer that cannot work is skipped by its chain on every request, so it is reported even with a fallback.
  if (config.GENERATOR.includes("openai") && !config.OPENAI_API_KEY) {
    problems.push("GENERATOR names openai but OPENAI_API_KEY is not set (wrangler secret put OPENAI_API_KEY).");
  }
  if (config.GENERATOR.includes("workers-ai") && !env.AI) {
    problems.push("GENERATOR names workers-ai but no [ai] binding named AI is configured.");
  }
  return problems.filter((problem): problem is string => problem !== null);
}

const reported = new WeakSet<object>();

/**
 * Logs every configuration problem once per isolate (one env object), at its first request or
 * queue batch: Workers have no start-up hook, and this is where an operator tailing the logs
 * looks first.
 */
export function reportConfigProblems(env: Env): void {
  if (reported.has(env)) return;
  reported.add(env);
  for (const problem of configProblems(getConfig(env), env)) console.error(`Configuration problem: ${problem}`);
}
