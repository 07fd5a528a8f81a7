/** Without a valid max, the scale runs to 100 (docs/product.md, "Interface kit"). */
export const PROGRESS_DEFAULT_MAX = 100;

export type ProgressState = { value: number | null; max: number };

function shown(input: unknown): string {
  return typeof input === "string" ? JSON.stringify(input) : String(input);
}

export function invalidMaxMessage(max: unknown): string {
  return `Progress: invalid max ${shown(max)}. max must be a number greater than 0; using ${PROGRESS_DEFAULT_MAX}.`;
}

export function invalidValueMessage(value: unknown, max: number): string {
  return `Progress: invalid value ${shown(value)}. value must be a number from 0 to ${max}, or null while the progress is indeterminate; using null.`;
}

const isNumber = (input: unknown): input is number => typeof input === "number" && !Number.isNaN(input);

/**
 * Validates a progress indicator's props (docs/product.md, "Interface kit"): value is a number from 0 to
 * max, or null (indeterminate); anything else is reported and becomes null. max must be a number
 * greater than 0, or it is reported and becomes 100. Leaving either out is not an error.
 */
export function normalizeProgress(
  value: unknown,
  max: unknown,
  report: (message: string) => void = console.error,
): ProgressState {
  let scale = PROGRESS_DEFAULT_MAX;
  if (max !== undefined) {
    if (isNumber(max) && max > 0 && Number.isFinite(max)) scale = max;
    else report(invalidMaxMessage(max));
  }
  if (value === null || value === undefined) return { value: null, max: scale };
  if (isNumber(value) && value >= 0 && value <= scale) return { value, max: scale };
  report(invalidValueMessage(value, scale));
  return { value: null, max: scale };
}
