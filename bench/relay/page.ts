/** The page the stand-in app serves and the page traffic generator expects. */

/** Size of the page body in bytes (about what a Notewell screen's HTML weighs). */
export const PAGE_BYTES = 20 * 1024;

/** A plausible HTML page of exactly `PAGE_BYTES` bytes. */
export function pageBody(): Buffer {
  const head =
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Notewell</title></head><body><main>';
  const tail = "</main></body></html>";
  const paragraph =
    "<p>Consultation note: patient seen today, history taken, examination normal, plan agreed.</p>\n";
  let middle = "";
  while (head.length + middle.length + paragraph.length + tail.length <= PAGE_BYTES) middle += paragraph;
  return Buffer.from((head + middle).padEnd(PAGE_BYTES - tail.length, " ") + tail, "utf8");
}
