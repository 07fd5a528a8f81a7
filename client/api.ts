import { useMemo } from "react";
import type { ApiClient } from "../shared/api-client";
import { useRootData } from "./i18n";

const clients = new Map<string, ApiClient>();

/**
 * The browser's one API client, on the base URL the server's public configuration names. Its code
 * (shared/api-client.ts) loads with the first call, not with the page: a page calls its API only
 * when the visitor acts (docs/performance.md, "What loads after hydration").
 */
export function useApi(): ApiClient {
  const { apiBase } = useRootData();
  return useMemo(() => apiClient(apiBase), [apiBase]);
}

/** The same client outside a component (`apiBase` from useRootData): for code loaded on use. */
export function apiClient(apiBase: string): ApiClient {
  let client = clients.get(apiBase);
  if (!client) {
    client = clientOnFirstCall(apiBase);
    clients.set(apiBase, client);
  }
  return client;
}

function clientOnFirstCall(baseUrl: string): ApiClient {
  let loading: Promise<ApiClient> | null = null;
  const load = () => {
    loading ??= import("../shared/api-client").then(
      (module) => module.createApiClient({ baseUrl }),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const call =
    <M extends "get" | "put" | "delete" | "post" | "patch">(method: M) =>
    async (...args: Parameters<ApiClient[M]>) =>
      ((await load())[method] as (...args: Parameters<ApiClient[M]>) => unknown)(...args);
  return {
    get: call("get"),
    put: call("put"),
    delete: call("delete"),
    post: call("post"),
    patch: call("patch"),
    async *stream(path, body, options) {
      yield* (await load()).stream(path, body, options);
    },
  } as ApiClient;
}
