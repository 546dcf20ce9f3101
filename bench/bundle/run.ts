/**
 * How much JavaScript each page a user can open loads (issue 27): every script its page loads before hydration
 * (modulepreloads included), as many bytes as a browser offering brotli receives (and gzipped, for one that offers only
 * gzip), against the budget of 100 KB (or the page's over-budget allowance), its
 * growth over the recorded figure (bench/bundle/baseline.json), and its largest modules. Builds the app first when
 * the build is missing or older than its sources. Exits 1 when a page is over its limit.
 * How the files and the modules' shares are worked out: bench/bundle/measure.ts. The same measure is a test
 * (bench/bundle/bundle.test.ts, in `npm test`): over the limit, or more than 5 KB over the baseline, fails.
 *
 *   npm run bench:bundle                      every page, and its three largest modules
 *   npm run bench:bundle -- --record          the same, then writes today's figures to bench/bundle/baseline.json
 *   npm run bench:bundle -- --address /auth [--scripts]   one page in detail
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { projectRoot } from "../../db/local-data.ts";
import { buildIfStale } from "../../scripts/lib/build.ts";
import {
  BASELINE_FILE,
  BUDGET_BYTES,
  GZIP_LEVEL,
  kb,
  limitFor,
  measureBundle,
  measurePages,
  readBaseline,
  type Baseline,
  type BundleMeasure,
} from "./measure.ts";

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const root = projectRoot();
const ownCode = (m: BundleMeasure) => m.modules.filter((module) => /^(app|contract|db)\//.test(module.name));

buildIfStale(root, (line) => console.log(line));

function onePage(address: string): boolean {
  const measure = measureBundle(root, address);
  const within = measure.sent <= limitFor(address);
  console.log(
    `JavaScript for ${address} (routes ${measure.routes.join(" > ")}), as sent (brotli; gzip level ${GZIP_LEVEL} beside), 1 KB = 1,024 B`,
  );
  console.log(
    `  total ${kb(measure.sent)} sent (${measure.sent} B) in ${measure.scripts.length} scripts; ${kb(measure.gzip)} gzipped, ${kb(measure.raw)} raw`,
  );
  console.log(
    `  budget ${kb(BUDGET_BYTES)}, this page's limit ${kb(limitFor(address))}: ${within ? "within" : "OVER"}`,
  );
  console.log("  five largest modules (share of what is sent):");
  for (const module of measure.modules.slice(0, 5)) {
    console.log(`    ${kb(module.sent).padStart(8)}  ${module.name}  (${kb(module.raw)} raw)`);
  }
  console.log("  five largest of Notewell's own:");
  for (const module of ownCode(measure).slice(0, 5)) {
    console.log(`    ${kb(module.sent).padStart(8)}  ${module.name}  (${kb(module.raw)} raw)`);
  }
  if (process.argv.includes("--scripts")) {
    console.log("  scripts:");
    for (const script of [...measure.scripts].sort((a, b) => b.sent - a.sent)) {
      console.log(
        `    ${kb(script.sent).padStart(8)}  ${script.url}  (${kb(script.gzip)} gzipped, ${kb(script.raw)} raw)`,
      );
    }
  }
  return within;
}

function everyPage(record: boolean): boolean {
  const pages = measurePages(root);
  const baseline = readBaseline(root);
  console.log(
    `JavaScript each page loads, as sent (brotli, bench/bundle/measure.ts; gzip level ${GZIP_LEVEL} beside), 1 KB = 1,024 B; budget ${kb(BUDGET_BYTES)}`,
  );
  console.log(
    `  ${"page".padEnd(18)} ${"sent".padStart(9)} ${"gzipped".padStart(9)} ${"baseline".padStart(9)} ${"limit".padStart(9)}  largest modules`,
  );
  let within = true;
  for (const page of pages) {
    const limit = limitFor(page.address);
    const over = page.sent > limit;
    within &&= !over;
    const before = baseline[page.address]?.sent;
    const largest = page.modules
      .slice(0, 3)
      .map((module) => `${module.name} ${kb(module.sent)}`)
      .join(", ");
    const own = ownCode(page)[0];
    console.log(
      `  ${page.address.padEnd(18)} ${kb(page.sent).padStart(9)} ${kb(page.gzip).padStart(9)} ${(before === undefined ? "—" : kb(before)).padStart(9)} ${kb(limit).padStart(9)}${over ? " OVER" : "     "} ${largest}; own: ${own ? `${own.name} ${kb(own.sent)}` : "—"}`,
    );
  }
  if (record) {
    const next: Baseline = Object.fromEntries(
      pages.map((page) => [page.address, { name: page.name, sent: page.sent }]),
    );
    writeFileSync(path.join(root, BASELINE_FILE), `${JSON.stringify(next, null, 2)}\n`);
    console.log(`Recorded every page's figure in ${BASELINE_FILE}.`);
  }
  return within;
}

const address = arg("address");
process.exit((address ? onePage(address) : everyPage(process.argv.includes("--record"))) ? 0 : 1);
