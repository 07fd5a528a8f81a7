/** What went wrong before a generation stream started, from the API client's error. */
export type StreamFailure =
  | { kind: "rate-limited"; retryAfterSeconds: number }
  | { kind: "invalid-brief"; fields: Array<{ field: string; code: string }> }
  | { kind: "item-not-found" }
  | { kind: "network" }
  | { kind: "other"; message: string };

/**
 * Reads the client's `Stream API Error (status): body` (SPEC.md point 8) back into a failure the
 * screen can explain; the body is the API's JSON error.
 */
export function classifyStreamError(error: unknown): StreamFailure {
  const message = error instanceof Error ? error.message : String(error);
  const match = message.match(/^Stream API Error \((\d+)\): ([\s\S]*)$/);
  if (!match) return { kind: "network" };
  const status = Number(match[1]);
  let body: { error?: { code?: string; message?: string; fields?: Array<{ field: string; code: string }> } } = {};
  try {
    body = JSON.parse(match[2] ?? "");
  } catch {
    // Not our JSON (a proxy's page): keep the status only.
  }
  if (status === 429) {
    const seconds = Number(body.error?.message?.match(/(\d+) seconds/)?.[1] ?? 60);
    return { kind: "rate-limited", retryAfterSeconds: seconds };
  }
  if (status === 400 && body.error?.code === "invalid_brief")
    return { kind: "invalid-brief", fields: body.error.fields ?? [] };
  if (status === 404 && body.error?.code === "item_not_found") return { kind: "item-not-found" };
  return { kind: "other", message: body.error?.message ?? `HTTP ${status}` };
}
