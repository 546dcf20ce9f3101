// /transcription is the same screen as / (spec §2).
export { default, ErrorBoundary, loader, meta } from "./_index.tsx";
