import { useMemo } from "react";
import { type ApiClient, createApiClient } from "../shared/api-client";
import { useRootData } from "./i18n";

const clients = new Map<string, ApiClient>();

/** The browser's one API client, on the base URL the server's public configuration names. */
export function useApi(): ApiClient {
  const { apiBase } = useRootData();
  return useMemo(() => {
    let client = clients.get(apiBase);
    if (!client) {
      client = createApiClient({ baseUrl: apiBase });
      clients.set(apiBase, client);
    }
    return client;
  }, [apiBase]);
}
