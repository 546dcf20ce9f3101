import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { projectRoot } from "../../db/local-data.ts";
import { buildIfStale } from "../../scripts/lib/build.ts";
import {
  BASELINE_FILE,
  BUDGET_BYTES,
  GROWTH_BYTES,
  kb,
  LAYOUTS,
  limitFor,
  measureBundle,
  measurePages,
  OVER_BUDGET,
  PAGES,
  readBaseline,
} from "./measure.ts";

/**
 * Every page's JavaScript, measured as `npm run bench:bundle` measures it (the same code), on the production build
 * (`npm test` builds before vitest; run alone, this builds when the build is stale). Issue 27: at most 100 KB each
 * (a page over it is listed in OVER_BUDGET with its figure, so it does not grow), and no page more than 5 KB over
 * its recorded figure (bench/bundle/baseline.json; `npm run bench:bundle -- --record` records today's).
 */
const root = projectRoot();
const built = () => buildIfStale(root, () => {});
const screen = () => {
  built();
  return measureBundle(root, "/");
};
let pages: ReturnType<typeof measurePages> | undefined;
const everyPage = () => {
  built();
  pages ??= measurePages(root);
  return pages;
};

test("every page a user can open is measured: each route file with a page is in PAGES", () => {
  const dir = path.join(root, "app", "routes");
  const withPage = readdirSync(dir)
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|server)\.tsx?$/.test(file))
    .filter((file) => /export default|export \{[^}]*\bdefault\b/.test(readFileSync(path.join(dir, file), "utf8")))
    .filter((file) => !LAYOUTS.includes(file));
  expect(
    PAGES.map((page) => page.file).sort(),
    "a new page: add it to PAGES in bench/bundle/measure.ts, then `npm run bench:bundle -- --record`",
  ).toEqual(withPage.sort());
});

test("no page loads more than 100 KB of JavaScript, or more than its over-budget allowance", () => {
  const over = everyPage()
    .filter((page) => page.sent > limitFor(page.address))
    .map((page) => `${page.address} ${kb(page.sent)} (limit ${kb(limitFor(page.address))})`);
  expect(over, "largest modules: `npm run bench:bundle -- --address <page>`").toEqual([]);
  // An allowance is for a page still over the budget: one under it leaves OVER_BUDGET.
  const under = everyPage().filter((page) => page.address in OVER_BUDGET && page.sent <= BUDGET_BYTES);
  expect(
    under.map((page) => page.address),
    "under the budget now: take it out of OVER_BUDGET",
  ).toEqual([]);
}, 120_000);

test("no page grows more than 5 KB over its recorded figure (bench/bundle/baseline.json)", () => {
  const baseline = readBaseline(root);
  const record = `record the figures with \`npm run bench:bundle -- --record\` (${BASELINE_FILE})`;
  const unrecorded = everyPage().filter((page) => baseline[page.address] === undefined);
  expect(
    unrecorded.map((page) => page.address),
    record,
  ).toEqual([]);
  const grown = everyPage()
    .filter((page) => page.sent > baseline[page.address].sent + GROWTH_BYTES)
    .map((page) => `${page.address} ${kb(page.sent)}, recorded ${kb(baseline[page.address].sent)}`);
  expect(grown, `more than ${kb(GROWTH_BYTES)} over the record: make it smaller, or ${record}`).toEqual([]);
}, 120_000);

test("the dictation screen loads what decision 029 counts", () => {
  const measure = screen();
  expect(measure.routes).toEqual(["root", "routes/_index"]);
  expect(measure.scripts.length).toBeGreaterThan(1);
}, 120_000);

test("what the dictation screen loads on demand is not in its first scripts", () => {
  const names = screen().modules.map((module) => module.name);
  for (const onDemand of [
    "zod", // the screen validates nothing in the browser
    "@radix-ui/react-dialog", // dialogs, the mobile menu and toasts: components/radix-on-demand.tsx
    "@radix-ui/react-toast",
    "@radix-ui/react-select",
    "eventsource-parser", // documents: features/documents/document-stream.ts
    "contract/close-codes.ts", // recording: features/dictation/recording-engine.ts
    "app/features/dictation/stream-client.ts",
    "app/features/legal/cookie-banner.tsx",
    // Issue 23: what only a document, or a press, needs (decision 029, "Later: issue 23's documents").
    "app/features/documents/unsupported-details.ts", // the checker, in its worker
    "app/features/documents/exact-dictation.ts",
    "app/features/documents/recheck.ts",
    "app/features/documents/screen-actions.ts",
    "app/features/documents/document-actions.ts",
    "app/features/documents/tidy-transcript.ts",
    "app/components/document-extras.tsx", // details, review, versions, the questions before going on
    "app/platform/document-versions.ts",
    "app/platform/provenance.ts",
    "app/features/consultations/consultation-saving.ts",
    "app/features/consultations/record-merge.ts",
  ]) {
    expect(names, onDemand).not.toContain(onDemand);
  }
}, 120_000);
