/**
 * How much JavaScript reaches the signed-in dictation screen: every script its page loads before hydration
 * (modulepreloads included), gzipped, against issue 14's budget of 100 KB, and the five modules taking most of
 * it. Builds the app first when the build is missing or older than its sources. Exits 1 above the budget.
 * How the files and the modules' shares are worked out: bench/bundle/measure.ts.
 *
 *   npm run bench:bundle [-- --address /history --scripts]
 */
import { projectRoot } from "../../db/local-data.ts";
import { buildIfStale } from "../../scripts/lib/build.ts";
import { BUDGET_BYTES, GZIP_LEVEL, kb, measureBundle } from "./measure.ts";

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const address = arg("address") ?? "/";
const root = projectRoot();

buildIfStale(root, (line) => console.log(line));
const measure = measureBundle(root, address);
const within = measure.gzip <= BUDGET_BYTES;

console.log(
  `JavaScript for ${address} (routes ${measure.routes.join(" > ")}), gzip level ${GZIP_LEVEL}, 1 KB = 1,024 B`,
);
console.log(
  `  total ${kb(measure.gzip)} gzipped (${measure.gzip} B) in ${measure.scripts.length} scripts, ${kb(measure.raw)} raw` +
    ` — budget ${kb(BUDGET_BYTES)}: ${within ? "within" : "OVER"}`,
);
console.log("  five largest modules (gzipped share):");
for (const module of measure.modules.slice(0, 5)) {
  console.log(`    ${kb(module.gzip).padStart(8)}  ${module.name}  (${kb(module.raw)} raw)`);
}
if (process.argv.includes("--scripts")) {
  console.log("  scripts:");
  for (const script of [...measure.scripts].sort((a, b) => b.gzip - a.gzip)) {
    console.log(`    ${kb(script.gzip).padStart(8)}  ${script.url}  (${kb(script.raw)} raw)`);
  }
}
process.exit(within ? 0 : 1);
