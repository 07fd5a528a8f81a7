/**
 * The generic backend API client (docs/product.md, "The API client" and "Errors"): every failed
 * call is logged as "API Error [METHOD path]" and rethrown. It runs in the browser (base from the
 * public runtime configuration, "" = same origin) and in the worker, where the caller may pass an
 * absolute base and an in-process `app.fetch`; that is why fetch always receives a Request.
 */
import { ApiError } from "./api-error";
import { buildUrl, type Query } from "./api-url";
import { splitSseChunks } from "./sse";

// Pages that only need the error class or the URL builder import these small modules, not the client.
export { ApiError } from "./api-error";
export { buildUrl, type Query } from "./api-url";

export type ApiClientOptions = {
  baseUrl?: string;
  fetch?: (request: Request) => Promise<Response>;
  /** Extra attempts for idempotent requests (default 2). */
  retries?: number;
  /** First back-off delay (default 300 ms), doubled on each further attempt. */
  retryDelayMs?: number;
  /** Injectable so tests need not wait. */
  sleep?: (ms: number) => Promise<void>;
  /** Sent with every request; per-request headers override them. */
  headers?: Record<string, string>;
};

export type RequestOptions = { query?: Query; headers?: Record<string, string>; signal?: AbortSignal };

export type ApiClient = {
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  /** `body`: a JSON body, for a delete that must carry a confirmation (DELETE /api/items). */
  delete<T>(path: string, options?: RequestOptions & { body?: unknown }): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  /** Yields the raw non-empty chunks of a server-sent-event response. */
  stream(path: string, body: unknown, options?: RequestOptions): AsyncGenerator<string>;
  patch<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
};

/** Only these statuses are worth retrying; every other 400-599 status is final. */
const RETRY_STATUSES = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
/** Only idempotent requests are retried, so a POST is never sent twice. */
const IDEMPOTENT = new Set(["GET", "PUT", "DELETE", "HEAD", "OPTIONS"]);
const MAX_RETRY_AFTER_MS = 5000;

function retryAfterSeconds(response: Response): number | null {
  const header = response.headers.get("retry-after")?.trim();
  if (!header || !/^\d+(\.\d+)?$/.test(header)) return null;
  return Number(header);
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  return /[/+]json\b/i.test(response.headers.get("content-type") ?? "") ? JSON.parse(text) : text;
}

async function readErrorBody(response: Response): Promise<unknown> {
  return parseErrorText(await response.text().catch(() => ""));
}

/** An error body as JSON when it is JSON (the API's `{error}`), else its text. */
function parseErrorText(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = options.baseUrl ?? "";
  // Resolved at call time, not bound at load: Workers reject a detached global fetch.
  const fetchImpl = options.fetch ?? ((request: Request) => fetch(request));
  const retries = Math.max(0, options.retries ?? 2);
  const retryDelayMs = options.retryDelayMs ?? 300;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));

  function makeRequest(method: string, path: string, body: unknown, accept: string, opts: RequestOptions): Request {
    const headers = new Headers({ accept });
    if (body !== undefined) headers.set("content-type", "application/json");
    for (const [key, value] of Object.entries({ ...options.headers, ...opts.headers })) headers.set(key, value);
    return new Request(buildUrl(baseUrl, path, opts.query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: opts.signal,
    });
  }

  function delayFor(attempt: number, response?: Response): number {
    const seconds = response ? retryAfterSeconds(response) : null;
    if (seconds !== null) return Math.min(seconds * 1000, MAX_RETRY_AFTER_MS);
    return retryDelayMs * 2 ** attempt;
  }

  async function send(method: string, path: string, body: unknown, opts: RequestOptions): Promise<Response> {
    const maxRetries = IDEMPOTENT.has(method) ? retries : 0;
    for (let attempt = 0; ; attempt++) {
      // Never retry once aborted, even if the abort came during the back-off.
      if (attempt > 0) opts.signal?.throwIfAborted();
      // A fresh Request each attempt: a body can be read only once.
      const request = makeRequest(method, path, body, "application/json", opts);
      // Checked after the fetch: the caller may abort while it is in flight.
      const canRetry = () => attempt < maxRetries && !opts.signal?.aborted;
      let response: Response;
      try {
        response = await fetchImpl(request);
      } catch (error) {
        // A TypeError is fetch's network failure; an abort or anything else is final.
        if (!(error instanceof TypeError) || !canRetry()) throw error;
        await sleep(delayFor(attempt));
        continue;
      }
      if (response.status < 400 || response.status > 599) return response;
      if (!canRetry() || !RETRY_STATUSES.has(response.status)) {
        throw new ApiError(response.status, await readErrorBody(response), retryAfterSeconds(response));
      }
      await response.body?.cancel();
      await sleep(delayFor(attempt, response));
    }
  }

  async function call<T>(method: string, path: string, body: unknown, opts: RequestOptions = {}): Promise<T> {
    try {
      return (await readBody(await send(method, path, body, opts))) as T;
    } catch (error) {
      // "API Error [method path]", then rethrow so the caller decides what to show.
      console.error(`API Error [${method} ${path}]`, error);
      throw error;
    }
  }

  async function* stream(path: string, body: unknown, opts: RequestOptions = {}): AsyncGenerator<string> {
    try {
      // A streaming POST is never retried; it is split at blank lines as it arrives.
      const response = await fetchImpl(makeRequest("POST", path, body, "text/event-stream", opts));
      if (!response.ok || !response.body) {
        const text = response.body ? await response.text().catch(() => "") : "";
        // The exact message of docs/product.md, "Errors", on an ApiError that keeps the status,
        // the error code and Retry-After for the screen.
        throw new ApiError(
          response.status,
          parseErrorText(text),
          retryAfterSeconds(response),
          `Stream API Error (${response.status}): ${text}`,
        );
      }
      yield* splitSseChunks(response.body);
    } catch (error) {
      // Stopping a stream on purpose (the Stop button) is not a failure worth logging.
      if (!opts.signal?.aborted) console.error(`API Error [POST ${path}]`, error);
      throw error;
    }
  }

  return {
    get: (path, opts) => call("GET", path, undefined, opts),
    put: (path, body, opts) => call("PUT", path, body, opts),
    delete: (path, opts) => call("DELETE", path, opts?.body, opts),
    post: (path, body, opts) => call("POST", path, body, opts),
    stream,
    patch: (path, body, opts) => call("PATCH", path, body, opts),
  };
}
