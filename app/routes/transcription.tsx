// /transcription is the same screen as / (spec §2).
export { action, default, ErrorBoundary, loader, meta } from "./_index.tsx";
