/**
 * A response with a status from 400 to 599: the API client's error (shared/api-client.ts,
 * docs/product.md "The API client"), in a module of its own so a screen can tell errors apart
 * without loading the client itself.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly body: unknown;
  readonly retryAfterSeconds: number | null;

  /** `message` replaces the API's own message (a stream's failure has its documented wording). */
  constructor(status: number, body: unknown, retryAfterSeconds: number | null = null, message?: string) {
    const error = isRecord(body) && isRecord(body.error) ? body.error : {};
    super(message ?? (typeof error.message === "string" ? error.message : `HTTP ${status}`));
    this.name = "ApiError";
    this.status = status;
    this.code = typeof error.code === "string" ? error.code : "http_error";
    this.body = body;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}
