/** The resident memory of the app and the sidecar, sampled while a run lasts; the peak is what is reported. */
import { readRssKiB } from "../relay/proc.ts";

const SAMPLE_MS = 100;

export type RssPeaks = { appMiB: number; sidecarMiB: number };

/** Samples both processes every 100 ms until the returned function is called; that gives each one's peak. */
export function sampleRss(pids: { app: number; sidecar: number }): () => RssPeaks {
  const peak = { app: 0, sidecar: 0 };
  const sample = () => {
    peak.app = Math.max(peak.app, readRssKiB(pids.app) ?? 0);
    peak.sidecar = Math.max(peak.sidecar, readRssKiB(pids.sidecar) ?? 0);
  };
  sample();
  const timer = setInterval(sample, SAMPLE_MS);
  return () => {
    clearInterval(timer);
    sample();
    return { appMiB: peak.app / 1024, sidecarMiB: peak.sidecar / 1024 };
  };
}
