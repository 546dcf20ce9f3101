// /transcription is the same screen as / (product.md §2). Its headers too: a 429 answered to the page without
// JavaScript keeps its Retry-After.
export { action, default, ErrorBoundary, headers, loader, meta } from "./_index.tsx";
