import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";
import { type ApiClientOptions, ApiError, buildUrl, createApiClient } from "./api-client";

type Step = Response | Error | ((request: Request) => Response | Promise<Response>);

/** A fake fetch that answers from a script, one step per call, and records every Request. */
function scripted(...steps: Step[]) {
  const requests: Request[] = [];
  const fetch = vi.fn(async (request: Request): Promise<Response> => {
    requests.push(request);
    const step = steps.shift();
    if (!step) throw new Error("fake fetch: script exhausted");
    if (step instanceof Error) throw step;
    return typeof step === "function" ? step(request) : step;
  });
  return { fetch, requests };
}

function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });
}

function client(fetch: ApiClientOptions["fetch"], options: ApiClientOptions = {}) {
  const sleep = vi.fn(async (_ms: number) => {});
  return { api: createApiClient({ baseUrl: "http://internal", fetch, sleep, ...options }), sleep };
}

const RETRIED = [408, 409, 425, 429, 500, 502, 503, 504];
let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  consoleError.mockRestore();
});

describe("URLs", () => {
  it("joins the base and the path with exactly one slash", () => {
    expect(buildUrl("http://internal", "/api/x")).toBe("http://internal/api/x");
    expect(buildUrl("http://internal/", "/api/x")).toBe("http://internal/api/x");
    expect(buildUrl("http://internal/v1/", "api/x")).toBe("http://internal/v1/api/x");
    expect(buildUrl("", "/api/x")).toBe("/api/x");
  });

  it("sends a path that starts with http without the base", async () => {
    expect(buildUrl("http://internal", "https://other.example/a")).toBe("https://other.example/a");
    const { fetch, requests } = scripted(json({}), json({}));
    const { api } = client(fetch);
    await api.get("https://other.example/a");
    await api.get("http://plain.example/b");
    expect(requests.map((r) => r.url)).toEqual(["https://other.example/a", "http://plain.example/b"]);
  });

  it("builds the query, skipping null and undefined, and merges with one in the path", () => {
    const query = { q: "a b&c", page: 2, draft: false, none: null, missing: undefined };
    expect(buildUrl("", "/api/x", query)).toBe("/api/x?q=a+b%26c&page=2&draft=false");
    expect(buildUrl("http://internal", "/api/x?lang=ja", { page: 1 })).toBe("http://internal/api/x?lang=ja&page=1");
    expect(buildUrl("", "/api/x?", { page: 1 })).toBe("/api/x?page=1");
    expect(buildUrl("", "/api/x", { none: null })).toBe("/api/x");
  });

  it("passes the query through every method", async () => {
    const { fetch, requests } = scripted(json({}), json({}), json({}), json({}), json({}));
    const { api } = client(fetch);
    const options = { query: { id: 5 } };
    await api.get("/a", options);
    await api.put("/a", {}, options);
    await api.delete("/a", options);
    await api.post("/a", {}, options);
    await api.patch("/a", {}, options);
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      "GET http://internal/a?id=5",
      "PUT http://internal/a?id=5",
      "DELETE http://internal/a?id=5",
      "POST http://internal/a?id=5",
      "PATCH http://internal/a?id=5",
    ]);
  });
});

describe("requests and responses", () => {
  it("sends JSON with JSON headers, default headers and per-request headers", async () => {
    const { fetch, requests } = scripted(json({ ok: true }));
    const { api } = client(fetch, { headers: { "x-visitor": "v1", "x-app": "parla" } });
    const result = await api.post<{ ok: boolean }>("/api/x", { name: "é" }, { headers: { "x-app": "override" } });
    expect(result).toEqual({ ok: true });
    const request = requests[0];
    expect(request?.method).toBe("POST");
    expect(request?.headers.get("content-type")).toBe("application/json");
    expect(request?.headers.get("accept")).toBe("application/json");
    expect(request?.headers.get("x-visitor")).toBe("v1");
    expect(request?.headers.get("x-app")).toBe("override");
    expect(await request?.json()).toEqual({ name: "é" });
  });

  it("sends a DELETE's JSON body when it is given one (a confirmation)", async () => {
    const { fetch, requests } = scripted(json({ deleted: 3 }));
    const { api } = client(fetch);
    expect(await api.delete("/api/items", { body: { confirm: "delete-all" } })).toEqual({ deleted: 3 });
    expect(requests[0]?.method).toBe("DELETE");
    expect(requests[0]?.headers.get("content-type")).toBe("application/json");
    expect(await requests[0]?.json()).toEqual({ confirm: "delete-all" });
  });

  it("sends no body and no content type on GET and DELETE", async () => {
    const { fetch, requests } = scripted(json({}), json({}));
    const { api } = client(fetch);
    await api.get("/a");
    await api.delete("/a");
    for (const request of requests) {
      expect(request.body).toBeNull();
      expect(request.headers.get("content-type")).toBeNull();
    }
  });

  it("returns undefined for 204 and empty bodies, text for non-JSON", async () => {
    const { fetch } = scripted(new Response(null, { status: 204 }), new Response(""), new Response("plain"));
    const { api } = client(fetch);
    expect(await api.delete("/a")).toBeUndefined();
    expect(await api.get("/a")).toBeUndefined();
    expect(await api.get("/a")).toBe("plain");
  });

  it("uses the global fetch, resolved at call time, when none is injected", async () => {
    const stub = vi.fn(async (request: Request) => json({ url: request.url }));
    vi.stubGlobal("fetch", stub);
    try {
      expect(await createApiClient({ baseUrl: "http://internal" }).get("/a")).toEqual({ url: "http://internal/a" });
      expect(stub.mock.calls[0]?.[0]).toBeInstanceOf(Request);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe("retries", () => {
  for (const method of ["get", "put", "delete"] as const) {
    for (const status of RETRIED) {
      it(`retries ${method.toUpperCase()} on ${status} with exponential back-off`, async () => {
        const { fetch, requests } = scripted(json({}, status), json({}, status), json({ done: true }));
        const { api, sleep } = client(fetch);
        const result = method === "put" ? await api.put("/api/x", { a: 1 }) : await api[method]("/api/x");
        expect(result).toEqual({ done: true });
        expect(fetch).toHaveBeenCalledTimes(3);
        expect(sleep.mock.calls).toEqual([[300], [600]]);
        if (method === "put") {
          for (const request of requests) expect(await request.json()).toEqual({ a: 1 });
        }
        expect(consoleError).not.toHaveBeenCalled();
      });
    }
  }

  it("is bounded by retries and then throws the last ApiError", async () => {
    const { fetch } = scripted(json({}, 503), json({}, 503), json({}, 503), json({}, 503), json({}, 503));
    const { api, sleep } = client(fetch, { retries: 3, retryDelayMs: 100 });
    const error = await api.get("/api/x").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(503);
    expect(fetch).toHaveBeenCalledTimes(4);
    expect(sleep.mock.calls).toEqual([[100], [200], [400]]);
  });

  it("retries at most twice by default", async () => {
    const { fetch } = scripted(json({}, 500), json({}, 500), json({}, 500), json({}));
    const { api } = client(fetch);
    await expect(api.get("/api/x")).rejects.toBeInstanceOf(ApiError);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it("never retries POST or PATCH", async () => {
    for (const call of ["post", "patch"] as const) {
      const { fetch } = scripted(json({}, 503), json({}));
      const { api, sleep } = client(fetch);
      await expect(api[call]("/api/x", {})).rejects.toMatchObject({ status: 503 });
      expect(fetch).toHaveBeenCalledTimes(1);
      expect(sleep).not.toHaveBeenCalled();
    }
  });

  for (const status of [400, 404, 501]) {
    it(`does not retry ${status}`, async () => {
      const { fetch } = scripted(json({}, status), json({}));
      const { api, sleep } = client(fetch);
      await expect(api.get("/api/x")).rejects.toMatchObject({ status });
      expect(fetch).toHaveBeenCalledTimes(1);
      expect(sleep).not.toHaveBeenCalled();
    });
  }

  it("honours a numeric Retry-After, capped at 5000 ms", async () => {
    const { fetch } = scripted(json({}, 429, { "retry-after": "2" }), json({}, 503, { "retry-after": "120" }), json(1));
    const { api, sleep } = client(fetch);
    expect(await api.get("/api/x")).toBe(1);
    expect(sleep.mock.calls).toEqual([[2000], [5000]]);
  });

  it("falls back to back-off for a date Retry-After and reports the seconds on the error", async () => {
    const date = new Date(Date.now() + 60_000).toUTCString();
    const { fetch } = scripted(json({}, 503, { "retry-after": date }), json({}, 429, { "retry-after": "7" }));
    const { api, sleep } = client(fetch, { retries: 1 });
    await expect(api.get("/api/x")).rejects.toMatchObject({ status: 429, retryAfterSeconds: 7 });
    expect(sleep.mock.calls).toEqual([[300]]);
  });

  it("retries network errors for idempotent requests only", async () => {
    const { fetch } = scripted(new TypeError("fetch failed"), json({ ok: 1 }));
    const { api, sleep } = client(fetch);
    expect(await api.get("/api/x")).toEqual({ ok: 1 });
    expect(sleep.mock.calls).toEqual([[300]]);

    const network = new TypeError("fetch failed");
    const post = scripted(network, json({}));
    const { api: postApi } = client(post.fetch);
    await expect(postApi.post("/api/x", {})).rejects.toBe(network);
    expect(post.fetch).toHaveBeenCalledTimes(1);
  });

  it("never retries once the signal is aborted", async () => {
    const controller = new AbortController();
    const { fetch } = scripted(() => {
      controller.abort();
      return json({}, 503);
    }, json({}));
    const { api, sleep } = client(fetch);
    await expect(api.get("/api/x", { signal: controller.signal })).rejects.toMatchObject({ status: 503 });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(sleep).not.toHaveBeenCalled();
  });
  it("stops retrying when the signal is aborted during the back-off", async () => {
    const controller = new AbortController();
    const { fetch } = scripted(new TypeError("fetch failed"), json({}));
    const sleep = vi.fn(async () => controller.abort(new Error("gave up")));
    const api = createApiClient({ baseUrl: "http://internal", fetch, sleep });
    await expect(api.get("/api/x", { signal: controller.signal })).rejects.toThrow("gave up");
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe("errors", () => {
  it("treats every status from 400 to 599 as an ApiError with the server's message and code", async () => {
    for (const status of [400, 401, 403, 404, 422, 451, 499, 500, 501, 599]) {
      const body = { error: { code: "quota_exceeded", message: "Daily limit reached" } };
      const { fetch } = scripted(json(body, status));
      const { api } = client(fetch, { retries: 0 });
      const error = await api.get("/api/x").catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status, code: "quota_exceeded", message: "Daily limit reached", body });
    }
  });

  it("falls back to HTTP status and http_error for other bodies", async () => {
    const { fetch } = scripted(new Response("oops", { status: 404 }), json({ message: "x" }, 400));
    const { api } = client(fetch);
    await expect(api.get("/api/x")).rejects.toMatchObject({ message: "HTTP 404", code: "http_error", body: "oops" });
    await expect(api.get("/api/x")).rejects.toMatchObject({ message: "HTTP 400", code: "http_error" });
  });

  it("logs exactly 'API Error [GET /api/x]' and rethrows the same error", async () => {
    const { fetch } = scripted(json({ error: { code: "nope", message: "Nope" } }, 404));
    const { api } = client(fetch);
    const error = await api.get("/api/x").catch((e: unknown) => e);
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledWith("API Error [GET /api/x]", error);
  });

  it("logs the method in upper case and the path as given, for every method", async () => {
    const { fetch } = scripted(...Array.from({ length: 5 }, () => json({}, 400)));
    const { api } = client(fetch);
    const options = { query: { a: 1 } };
    await api.put("/api/p", {}, options).catch(() => {});
    await api.delete("api/d").catch(() => {});
    await api.post("https://x.example/api", {}).catch(() => {});
    await api.patch("/api/m", {}).catch(() => {});
    await api.get("/api/g?x=1", options).catch(() => {});
    expect(consoleError.mock.calls.map((call) => call[0])).toEqual([
      "API Error [PUT /api/p]",
      "API Error [DELETE api/d]",
      "API Error [POST https://x.example/api]",
      "API Error [PATCH /api/m]",
      "API Error [GET /api/g?x=1]",
    ]);
  });

  it("logs and rethrows network failures as they are, not as ApiError", async () => {
    const network = new TypeError("fetch failed");
    const { fetch } = scripted(network, network, network);
    const { api } = client(fetch);
    await expect(api.get("/api/x")).rejects.toBe(network);
    expect(consoleError).toHaveBeenCalledWith("API Error [GET /api/x]", network);
  });
});

describe("stream", () => {
  /** A streaming response whose body arrives in the given byte pieces. */
  function sse(pieces: Uint8Array[]): Response {
    let index = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        const piece = pieces[index++];
        if (piece) controller.enqueue(piece);
        else controller.close();
      },
    });
    return new Response(body, { headers: { "content-type": "text/event-stream" } });
  }

  async function collect(stream: AsyncGenerator<string>): Promise<string[]> {
    const chunks: string[] = [];
    for await (const chunk of stream) chunks.push(chunk);
    return chunks;
  }

  it("POSTs JSON asking for an event stream", async () => {
    const { fetch, requests } = scripted(sse([]));
    const { api } = client(fetch, { headers: { "x-visitor": "v" } });
    await collect(api.stream("/api/generate", { prompt: "hi" }, { query: { lang: "ja" } }));
    const request = requests[0];
    expect(request?.method).toBe("POST");
    expect(request?.url).toBe("http://internal/api/generate?lang=ja");
    expect(request?.headers.get("content-type")).toBe("application/json");
    expect(request?.headers.get("accept")).toBe("text/event-stream");
    expect(request?.headers.get("x-visitor")).toBe("v");
    expect(await request?.json()).toEqual({ prompt: "hi" });
  });

  it("yields non-empty chunks across arbitrary network boundaries, CRLF and split characters", async () => {
    const bytes = new TextEncoder().encode("data: 日本\r\n\r\n\r\n\r\ndata: ok 👋\n\ndata: tail");
    const pieces = [bytes.slice(0, 7), bytes.slice(7, 13), bytes.slice(13, 14), bytes.slice(14, 30), bytes.slice(30)];
    const { fetch } = scripted(sse(pieces));
    const { api } = client(fetch);
    expect(await collect(api.stream("/api/generate", {}))).toEqual(["data: 日本", "data: ok 👋", "data: tail"]);
  });

  it("throws exactly 'Stream API Error (503): down', logs it and never retries", async () => {
    const { fetch } = scripted(new Response("down", { status: 503 }), sse([]));
    const { api } = client(fetch);
    const error = await collect(api.stream("/api/generate", {})).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe("Stream API Error (503): down");
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledWith("API Error [POST /api/generate]", error);
  });

  it("keeps the status, the error code and Retry-After of a refused stream on the ApiError", async () => {
    const body = JSON.stringify({ error: { code: "rate_limited", message: "Too many generations" } });
    const refused = new Response(body, {
      status: 429,
      headers: { "content-type": "application/json", "retry-after": "42" },
    });
    const { fetch } = scripted(refused);
    const { api } = client(fetch);
    const error = await collect(api.stream("/api/generate", {})).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: `Stream API Error (429): ${body}`,
      status: 429,
      code: "rate_limited",
      retryAfterSeconds: 42,
      body: JSON.parse(body),
    });
  });

  it("throws with an empty body text when an OK response has no body", async () => {
    const { fetch } = scripted(new Response(null, { status: 200 }));
    const { api } = client(fetch);
    await expect(collect(api.stream("/api/generate", {}))).rejects.toThrow(/^Stream API Error \(200\): $/);
  });

  it("cancels the response body when the consumer stops early", async () => {
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(new TextEncoder().encode("data: x\n\n"));
      },
      cancel() {
        cancelled = true;
      },
    });
    const { fetch } = scripted(new Response(body));
    const { api } = client(fetch);
    for await (const chunk of api.stream("/api/generate", {})) {
      expect(chunk).toBe("data: x");
      break;
    }
    expect(cancelled).toBe(true);
    expect(consoleError).not.toHaveBeenCalled();
  });
});
