import { createContext, useContext } from "react";

/**
 * The page's Content-Security-Policy nonce (entry.server.tsx makes one per page): Remix's inline scripts carry it
 * so the policy lets them run. In the browser it is empty — browsers hide the attribute once the page has loaded.
 */
export const NonceContext = createContext("");

export function useNonce(): string {
  return useContext(NonceContext);
}
