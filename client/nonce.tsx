import { createContext, useContext } from "react";

// The CSP nonce of the current response (worker/middleware/security-headers.ts). Browsers hide a
// nonce attribute's value from scripts, so on the client this is "" and React keeps the DOM's.
const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
