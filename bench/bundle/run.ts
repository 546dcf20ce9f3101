/**
 * How much JavaScript reaches the signed-in dictation screen: every script its page loads before hydration
 * (modulepreloads included), gzipped, against issue 14's goal of 100 KB, and the five modules taking most of
 * it. Builds the app first when the build is missing or older than its sources. Exits 1 above the goal.
 * How the files and the modules' shares are worked out: bench/bundle/measure.ts. The same measure is a test
 * (bench/bundle/bundle.test.ts, in `npm test`), which fails if the screen grows past what decision 029 left it at.
 *
 *   npm run bench:bundle [-- --address /history --scripts]
 */
import { projectRoot } from "../../db/local-data.ts";
import { buildIfStale } from "../../scripts/lib/build.ts";
import { BUDGET_BYTES, CEILING_BYTES, GZIP_LEVEL, kb, measureBundle } from "./measure.ts";

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
  `  total ${kb(measure.gzip)} gzipped (${measure.gzip} B) in ${measure.scripts.length} scripts, ${kb(measure.raw)} raw`,
);
console.log(`  goal ${kb(BUDGET_BYTES)}: ${within ? "within" : "OVER"}`);
if (address === "/") {
  const ceiling = measure.gzip <= CEILING_BYTES ? "within" : "OVER";
  console.log(`  ceiling npm test holds it to (decision 029) ${kb(CEILING_BYTES)}: ${ceiling}`);
}
console.log("  five largest modules (gzipped share):");
for (const module of measure.modules.slice(0, 5)) {
  console.log(`    ${kb(module.gzip).padStart(8)}  ${module.name}  (${kb(module.raw)} raw)`);
}
console.log("  five largest of Notewell's own:");
for (const module of measure.modules.filter((m) => /^(app|contract|db)\//.test(m.name)).slice(0, 5)) {
  console.log(`    ${kb(module.gzip).padStart(8)}  ${module.name}  (${kb(module.raw)} raw)`);
}
if (process.argv.includes("--scripts")) {
  console.log("  scripts:");
  for (const script of [...measure.scripts].sort((a, b) => b.gzip - a.gzip)) {
    console.log(`    ${kb(script.gzip).padStart(8)}  ${script.url}  (${kb(script.raw)} raw)`);
  }
}
process.exit(within ? 0 : 1);
