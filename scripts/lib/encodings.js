// What the app's server (app-server.js) reads in a browser's Accept-Encoding, and how it compresses the build's
// files: brotli is sent only as a file compressed ahead of time, never on the fly (decisions 030 and 071).
import { constants } from "node:zlib";

/**
 * The brotli options the build's scripts and styles are compressed with: the highest quality (too slow to run per
 * request, done once per file). bench/bundle counts a page's scripts with the same options: the same bytes.
 */
export function brotliOptions(bytes) {
  return { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } };
}

/** The entries of an Accept-Encoding header: each coding's name (lower case) and weight. */
function entries(accepted) {
  return accepted
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "")
    .map((entry) => {
      const [name, ...parameters] = entry.split(";").map((part) => part.trim().toLowerCase());
      const weight = parameters.find((parameter) => parameter.startsWith("q="));
      return { entry, name, weight: weight === undefined ? 1 : Number(weight.slice(2)) };
    });
}

/** Whether `accepted` takes brotli: "br" listed with a weight above 0 (a bare `*` is not taken to mean it). */
export function acceptsBrotli(accepted = "") {
  return entries(accepted).some(({ name, weight }) => name === "br" && weight > 0);
}

/**
 * `accepted` with brotli refused, for an answer compressed on the fly: its "br" entries dropped and "br;q=0" said
 * outright, so that a `*` in the list does not let brotli back in.
 */
export function withoutBrotli(accepted) {
  const kept = entries(accepted)
    .filter(({ name }) => name !== "br")
    .map(({ entry }) => entry);
  return [...kept, "br;q=0"].join(", ");
}
