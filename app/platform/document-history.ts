import { UNCHECKED_FLAG, type DocumentFlag } from "~/platform/document-kinds.ts";

/**
 * How many of a document's details to check the clinician has not yet ticked, for Copy and Download (decision 044).
 * Its versions are document-versions.ts, the practice's provenance line provenance.ts.
 */

/** Whether the document's check could not be completed (decision 072) and the clinician has not ticked that yet. */
export function checkNotFinished(flags: readonly DocumentFlag[] | undefined): boolean {
  return flags?.some((flag) => flag.kind === UNCHECKED_FLAG && !flag.checked) ?? false;
}

/** How many of a document's details the clinician has not ticked as checked (Copy and Download show it). */
export function uncheckedCount(flags: readonly DocumentFlag[] | undefined): number {
  return flags?.filter((flag) => !flag.checked).length ?? 0;
}

/** The unchecked details as one string: once the clinician has said "copy anyway" for these, they are not asked again. */
export function uncheckedSignature(flags: readonly DocumentFlag[] | undefined): string {
  return JSON.stringify(flags?.filter((flag) => !flag.checked).map((flag) => [flag.kind, flag.text, flag.explanation]));
}
