/**
 * Where the time went in a V8 CPU profile (`node --cpu-prof`): self time by package and by function, and the
 * time spent inside each of the app's own functions and its dependencies' (inclusive, each sample counted once
 * per function however deep it recurses). A profile sees synchronous stacks only: time waiting for PostgreSQL is
 * idle time, and an async function's parts are counted where each part ran.
 *
 *   node --import tsx bench/ssr/cpu-profile.ts FILE.cpuprofile     # prints the summary of a saved profile
 */
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};
type CpuProfile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number };

/** What a frame belongs to: a package, the app's server build, Node itself, or V8's own bookkeeping. */
function ownerOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith("(") ? functionName : "(native)";
  const modules = url.lastIndexOf("/node_modules/");
  if (modules >= 0) {
    const [first, second] = url.slice(modules + "/node_modules/".length).split("/");
    return first.startsWith("@") ? `${first}/${second}` : first;
  }
  if (url.startsWith("node:")) return "node (built-in)";
  if (url.includes("/build/index.js")) return "app (server build)";
  if (url.includes("/scripts/lib/")) return "app (preload)";
  return url.replace(/^file:\/\//, "");
}

function frameName(node: ProfileNode): string {
  const { functionName, url, lineNumber } = node.callFrame;
  const file = url ? url.slice(url.lastIndexOf("/") + 1) : "";
  return `${functionName || "(anonymous)"}${file ? ` ${file}:${lineNumber + 1}` : ""}`;
}

const ms = (microseconds: number) => (microseconds / 1000).toFixed(0);
const share = (part: number, whole: number) => ((100 * part) / whole).toFixed(1);

function top(map: Map<string, number>, count: number): Array<[string, number]> {
  return [...map].sort((a, b) => b[1] - a[1]).slice(0, count);
}

/** A printable summary of a profile. */
export function summarizeProfile(profile: CpuProfile): string {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const selfByOwner = new Map<string, number>();
  const selfByFrame = new Map<string, number>();
  const inclusiveByFrame = new Map<string, number>();
  const inclusiveByOwner = new Map<string, number>();
  let total = 0;
  let idle = 0;
  const add = (map: Map<string, number>, key: string, value: number) => map.set(key, (map.get(key) ?? 0) + value);

  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    const node = byId.get(id);
    if (!node) return;
    total += delta;
    if (node.callFrame.functionName === "(idle)") {
      idle += delta;
      return;
    }
    const owner = ownerOf(node.callFrame.url, node.callFrame.functionName);
    add(selfByOwner, owner, delta);
    add(selfByFrame, `${frameName(node)}  [${owner}]`, delta);
    const seenFrames = new Set<string>();
    const seenOwners = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = byId.get(at)!;
      if (frame.callFrame.functionName === "(root)") break;
      const frameOwner = ownerOf(frame.callFrame.url, frame.callFrame.functionName);
      const key = `${frameName(frame)}  [${frameOwner}]`;
      if (!seenFrames.has(key)) add(inclusiveByFrame, key, delta);
      seenFrames.add(key);
      if (!seenOwners.has(frameOwner)) add(inclusiveByOwner, frameOwner, delta);
      seenOwners.add(frameOwner);
    }
  });

  const busy = total - idle;
  const lines = [
    `Sampled ${ms(total)} ms: busy ${ms(busy)} ms (${share(busy, total)}%), idle ${ms(idle)} ms. Shares below are of busy time.`,
    "",
    "Self time by owner (where the CPU was when sampled)",
    ...top(selfByOwner, 16).map(([key, value]) => `  ${share(value, busy).padStart(5)}%  ${key}`),
    "",
    "Time inside each owner's code, callees included (a sample counts once per owner on its stack)",
    ...top(inclusiveByOwner, 16).map(([key, value]) => `  ${share(value, busy).padStart(5)}%  ${key}`),
    "",
    "Self time by function",
    ...top(selfByFrame, 30).map(([key, value]) => `  ${share(value, busy).padStart(5)}%  ${key}`),
    "",
    "Inclusive time by function (the app's own and its libraries')",
    ...top(inclusiveByFrame, 40).map(([key, value]) => `  ${share(value, busy).padStart(5)}%  ${key}`),
  ];
  return lines.join("\n");
}

export function readProfile(file: string): CpuProfile {
  return JSON.parse(readFileSync(file, "utf8")) as CpuProfile;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const file = process.argv[2];
  if (!file) {
    console.error("Usage: node --import tsx bench/ssr/cpu-profile.ts FILE.cpuprofile");
    process.exit(2);
  }
  console.log(summarizeProfile(readProfile(file)));
}
