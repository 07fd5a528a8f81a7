// Secrets and optional bindings that `wrangler types` cannot see in wrangler.toml; merged into
// the global Env that worker-configuration.d.ts declares.
interface Env {
  /** Signs the anonymous visitor-id cookie (HMAC). Required in production. */
  VISITOR_SECRET?: string;
  /** Key for the OpenAI-compatible provider (GENERATOR = "openai"). */
  OPENAI_API_KEY?: string;
  /** Opens the operator endpoints under /_ops (worker/operations.ts); unset, they do not exist. */
  OPS_TOKEN?: string;
  /** Workers AI binding, present only when wrangler.toml declares `[ai] binding = "AI"`. */
  AI?: Ai;
}
