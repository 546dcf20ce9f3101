import { withoutPossessive, type Token } from "./tokens.ts";

/**
 * Finding names made of words in a text's tokens: medicines ("co-codamol", "Clenil Modulite"), measurements
 * ("blood pressure", "U&Es"), findings ("shortness of breath"). Names are matched whole, in any case, their
 * words separated by spaces or glued hyphens; the longest name wins.
 */
export type NameMention = { id: string; first: number; last: number; start: number; end: number };

type Name = { id: string; words: string[]; caseSensitive: boolean };

export type NameIndex = Map<string, Name[]>;

/** The words of a name as the tokenizer splits them: "U&Es" → u, &, es; "co-codamol" → co, codamol. */
export function nameWords(name: string): string[] {
  return name
    .toLowerCase()
    .split(/[\s-]+|(?=[&/])|(?<=[&/])/)
    .filter(Boolean);
}

/**
 * An index of names by their first word. `caseSensitive` names ("T", "P", "K" as measurements) match only as
 * written, and only before a number.
 */
export function buildIndex(entries: Iterable<{ id: string; name: string; caseSensitive?: boolean }>): NameIndex {
  const index: NameIndex = new Map();
  for (const { id, name, caseSensitive = false } of entries) {
    const words = caseSensitive ? [name] : nameWords(name);
    const key = words[0].toLowerCase();
    const list = index.get(key) ?? [];
    list.push({ id, words, caseSensitive });
    index.set(key, list);
  }
  for (const list of index.values()) list.sort((a, b) => b.words.length - a.words.length);
  return index;
}

/** The index of the last token of `name` when it starts at token `i`, or -1. */
const COMPARISONS = new Set([">", "<", "≥", "≤"]);

function matchName(tokens: Token[], i: number, name: Name): number {
  if (name.caseSensitive) {
    if (tokens[i].text !== name.words[0]) return -1;
    // "K 4.6", and an ion with its charge: "K+ 4.6", "Na+ 138" — which names it before anything ("repeat K+",
    // "if K+ >6").
    const charged = tokens[i + 1]?.lower === "+" && tokens[i + 1].gap === "";
    if (charged) return i + 1;
    // …or before a limit ("K >6", "T ≥ 38").
    const compared = COMPARISONS.has(tokens[i + 1]?.lower ?? "") ? i + 2 : i + 1;
    return tokens[compared]?.kind === "number" ? i : -1;
  }
  let t = i;
  for (let k = 0; k < name.words.length; k++) {
    if (k > 0) {
      t++;
      if (tokens[t]?.lower === "-" && tokens[t].gap === "" && tokens[t + 1]?.gap === "") t++;
    }
    // "left ear drum's a bit pink": the last word of a name, with "'s" after it.
    const possessed =
      k > 0 && k === name.words.length - 1 && withoutPossessive(tokens[t]?.lower ?? "") === name.words[k];
    if (tokens[t]?.lower !== name.words[k] && !possessed) {
      // "adcal d three" is Adcal-D3: a letter and its number said apart.
      const joined = /^([a-z])(\d)$/.exec(name.words[k]);
      const apart = joined && tokens[t]?.lower === joined[1] && tokens[t + 1]?.value === Number(joined[2]);
      if (!apart) return -1;
      t++;
    }
    if (k > 0 && /[&/]/.test(name.words[k - 1] + name.words[k]) && tokens[t].gap !== "") return -1;
  }
  return t;
}

/** Every name of `index` in `tokens`, in order, never overlapping. */
export function findNames(tokens: Token[], index: NameIndex): NameMention[] {
  const found: NameMention[] = [];
  for (let i = 0; i < tokens.length; i++) {
    // "doxycycline's out because she's pregnant": a one-word name with "'s" after it.
    const base = withoutPossessive(tokens[i].lower);
    if (!index.has(tokens[i].lower) && base && tokens[i].kind !== "number") {
      const name = index.get(base)?.find((candidate) => candidate.words.length === 1 && !candidate.caseSensitive);
      if (name) found.push({ id: name.id, first: i, last: i, start: tokens[i].start, end: tokens[i].end });
      continue;
    }
    const candidates = index.get(tokens[i].lower);
    if (!candidates || tokens[i].kind === "number") continue;
    for (const name of candidates) {
      const last = matchName(tokens, i, name);
      if (last < 0) continue;
      found.push({ id: name.id, first: i, last, start: tokens[i].start, end: tokens[last].end });
      i = last;
      break;
    }
  }
  return found;
}
