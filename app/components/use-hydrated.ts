/**
 * False on the server and during hydration, true once React runs in the browser (defined with the on-demand parts,
 * on-demand.tsx, which every page loads with it: one small script instead of two, decision 029).
 */
export { useHydrated } from "./on-demand.tsx";
