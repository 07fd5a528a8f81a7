import { ApiError } from "../../shared/api-error";

/** What went wrong before a generation stream started, from the API client's error. */
export type StreamFailure =
  | { kind: "rate-limited"; retryAfterSeconds: number }
  | { kind: "invalid-brief"; fields: Array<{ field: string; code: string }> }
  | { kind: "item-not-found" }
  /** Another tab or device wrote a version meanwhile, or is writing one now. */
  | { kind: "conflict"; writing: boolean }
  /** The selected passage no longer fits the version it names (400 bad_passage). */
  | { kind: "bad-passage" }
  | { kind: "network" }
  | { kind: "other" };

/** Without a Retry-After header, a refused visitor waits the rate limits' period (wrangler.toml). */
const DEFAULT_RETRY_AFTER_SECONDS = 60;

/**
 * The failure the screen can explain, from the error the API client's `stream()` threw: an
 * ApiError for an answer with an error status, anything else for a network failure.
 */
export function classifyStreamError(error: unknown): StreamFailure {
  if (!(error instanceof ApiError)) return { kind: "network" };
  if (error.status === 429) {
    return { kind: "rate-limited", retryAfterSeconds: error.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS };
  }
  if (error.status === 400 && error.code === "invalid_brief") return { kind: "invalid-brief", fields: fieldsOf(error) };
  if (error.status === 404 && error.code === "item_not_found") return { kind: "item-not-found" };
  if (error.status === 400 && error.code === "bad_passage") return { kind: "bad-passage" };
  if (error.status === 409 && (error.code === "version_conflict" || error.code === "generation_in_progress"))
    return { kind: "conflict", writing: error.code === "generation_in_progress" };
  return { kind: "other" };
}

function fieldsOf(error: ApiError): Array<{ field: string; code: string }> {
  const body = error.body as { error?: { fields?: Array<{ field: string; code: string }> } } | undefined;
  return Array.isArray(body?.error?.fields) ? body.error.fields : [];
}
