import { z } from "zod";

/**
 * The worker's configuration, read from its bindings once per isolate and validated, so a bad
 * value is one clear error at the first request rather than a late `undefined` (STYLE.md point 4).
 */
const flag = z.enum(["true", "false", ""]).transform((value) => value === "true");

const ConfigSchema = z.object({
  ENVIRONMENT: z.enum(["development", "production"]),
  PUBLIC_API_BASE: z.string().default(""),
  LOCALE_COOKIE_CROSS_ORIGIN: flag.default(false),
  GENERATOR: z.enum(["builtin", "workers-ai", "openai"]).default("builtin"),
  LOG_PROJECT: z.string().default(""),
  LOG_REGION: z.string().default("us-west-1"),
  LOG_LOGSTORE: z.string().default(""),
  LOG_COMPRESS: flag.default(false),
  LOG_ENDPOINT: z.union([z.literal(""), z.url()]).default(""),
  ANALYTICS_SCRIPT_URL: z.union([z.literal(""), z.url({ protocol: /^https$/ })]).default(""),
});

export type Config = z.infer<typeof ConfigSchema>;

const cache = new WeakMap<object, Config>();

export function getConfig(env: Env): Config {
  let config = cache.get(env);
  if (!config) {
    const parsed = ConfigSchema.safeParse(env);
    if (!parsed.success) throw new Error(`Invalid worker configuration: ${z.prettifyError(parsed.error)}`);
    config = parsed.data;
    cache.set(env, config);
  }
  return config;
}
