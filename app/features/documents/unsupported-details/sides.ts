import { wordTable } from "./lookup.ts";
import type { Token } from "./tokens.ts";

/** A side of the body, or both. */
export type Side = "left" | "right" | "both";

const SIDE_WORDS = wordTable<Side>({
  left: "left",
  right: "right",
  lt: "left",
  rt: "right",
  // "the right drum's dull, left's normal": the side, and "is" after it
  "left's": "left",
  "right's": "right",
  bilateral: "both",
  bilaterally: "both",
  both: "both",
});

/**
 * The side one word names, the same way for every check: "left", "Rt", "bilateral", "both", and "L" or "R" only
 * as capitals (a lower-case "l" is a litre or a letter). Whether it names a side where it stands — "L>R", "2 L",
 * "right-handed" — is the laterality check's to read (laterality.ts).
 */
export function sideWord(token: Token | undefined): Side | undefined {
  if (token?.kind !== "word") return undefined;
  if (token.text === "L") return "left";
  if (token.text === "R") return "right";
  return SIDE_WORDS.get(token.lower);
}
