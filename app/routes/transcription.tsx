// /transcription is the same screen as / (product.md §2).
export { action, default, ErrorBoundary, loader, meta } from "./_index.tsx";
