/**
 * Structured logs (docs/operations.md, "Logs"): one JSON object a line, with an `event` name and
 * flat fields. Never visitor content (briefs, texts, instructions), never addresses or visitor
 * ids: routes are logged as their patterns, not their paths.
 */
export type LogFields = Record<string, string | number | boolean | null | undefined>;

export function logEvent(level: "info" | "warn" | "error", event: string, fields: LogFields = {}): void {
  const line = JSON.stringify({ level, event, ...fields });
  if (level === "error") console.error(line);
  else if (level === "warn") console.warn(line);
  else console.log(line);
}
