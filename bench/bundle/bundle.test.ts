import { expect, test } from "vitest";
import { projectRoot } from "../../db/local-data.ts";
import { buildIfStale } from "../../scripts/lib/build.ts";
import { CEILING_BYTES, kb, measureBundle } from "./measure.ts";

/**
 * The signed-in dictation screen's JavaScript, measured as `npm run bench:bundle` measures it (the same code),
 * on the production build (`npm test` builds before vitest; run alone, this builds when the build is stale).
 */
const root = projectRoot();
const screen = () => {
  buildIfStale(root, () => {});
  return measureBundle(root, "/");
};

test("the dictation screen loads no more JavaScript than decision 029 left it (the goal is 100 KB)", () => {
  const measure = screen();
  expect(measure.routes).toEqual(["root", "routes/_index"]);
  expect(measure.scripts.length).toBeGreaterThan(1);
  expect(measure.gzip, `${kb(measure.gzip)} gzipped, over the ceiling of ${kb(CEILING_BYTES)}`).toBeLessThanOrEqual(
    CEILING_BYTES,
  );
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
