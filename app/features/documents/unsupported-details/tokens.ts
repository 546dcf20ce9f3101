import { isNumberVocabulary, readNumberWords, type Reading } from "./spoken-numbers.ts";
import { mapped } from "./arrays.ts";

/**
 * Text as the checks read it: words, numbers and symbols, each with its place in the original text. Numbers
 * said in words become number tokens ("one forty two" → 142), so "five hundred milligrams" and "500 mg" read
 * alike; ordinals ("12th", "twelfth") are numbers marked as ordinals.
 */
export type Token = {
  kind: "word" | "number" | "symbol";
  /** As written. */
  text: string;
  /** Lower case, curly apostrophes straightened. */
  lower: string;
  start: number;
  end: number;
  /** What separates it from the previous token ("" when glued to it). */
  gap: string;
  /** Numbers only (NaN for words and symbols). */
  value: number;
  /** A number written in words. */
  spoken: boolean;
  ordinal: boolean;
  /** A number that is part of a name (COVID-19, PHQ-9, CURB-65): never a detail of its own. */
  inName: boolean;
};

/**
 * What a token can be, tried in this order where the last one ended (after any space): a date written with dots,
 * a number (with an ordinal suffix), a fraction, a word; any other character is a symbol of its own. Each pattern
 * is sticky and only tested (`lastIndex` gives where it ended): a match's array and captured strings, made for
 * every token of both texts, were a quarter of what a check allocated.
 */
const DOTTED = /\d{1,2}\.\d{1,2}\.(?:\d{4}|\d{2})(?![\d.])/uy;
const NUMBER = /\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+\.\d+|\d+|(?<![\d.])\.\d+/uy;
const ORDINAL_SUFFIX = /(?:st|nd|rd|th)(?![\p{L}\p{N}])/uy;
const FRACTION = /[½¼¾⅓⅔]/uy;
/**
 * "~1/2 stone", "1/2 tablet", "3/4 pint": a fraction written with a slash before what it measures (not a date
 * such as "Tue 1/2", whose next word measures nothing).
 */
const SLASHED_FRACTION =
  /(?:1\/[234]|[23]\/[34])(?=\s*(?:tabs?|tablets?|caps?|capsules?|stones?|st|kgs?|kilos?|lbs?|pints?|cups?|glass|bottles?|mg|ml|mls|g)(?![\p{L}\p{N}]))/uy;
const WORD = /[\p{L}\p{M}][\p{L}\p{M}\p{N}]*(?:['’][\p{L}]+)*/uy;
const SPACE = /\s+/uy;

/** Where `pattern` (sticky) ends when it matches at `at`, or -1. */
function endOf(pattern: RegExp, text: string, at: number): number {
  pattern.lastIndex = at;
  return pattern.test(text) ? pattern.lastIndex : -1;
}

/**
 * Where a word that starts with an ASCII letter at `at` ends: where WORD would end, read without it while the
 * word is ASCII letters and digits (most words are); an apostrophe or a character beyond ASCII next, and WORD
 * decides.
 */
function wordEnd(text: string, at: number): number {
  let end = at + 1;
  for (; end < text.length; end++) {
    const code = text.charCodeAt(end);
    if ((code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57)) continue;
    if (code === 39 || code > 127) return endOf(WORD, text, at);
    break;
  }
  return end;
}

/** "ve" glued after a dash, and not the start of a longer word ("–ve", not "– very"). */
const NEGATIVE_AFTER_DASH = /^ve(?![\p{L}\p{N}])/u;

/** Fractions written as one character: "½ tablet". */
const FRACTIONS: Record<string, number | undefined> = { "½": 0.5, "¼": 0.25, "¾": 0.75, "⅓": 1 / 3, "⅔": 2 / 3 };

function token(kind: Token["kind"], text: string, start: number, value = NaN): Token {
  // The minus sign is a hyphen-minus to every reader ("−ve" is "-ve").
  let lower = text === "\u2212" ? "-" : text;
  if (kind === "word") {
    lower = text.toLowerCase();
    if (lower.includes("’")) lower = lower.replace(/’/g, "'");
  }
  return {
    kind,
    text,
    lower,
    start,
    end: start + text.length,
    gap: "",
    value,
    spoken: false,
    ordinal: false,
    inName: false,
  };
}

/**
 * Whether the words of `phrase` (lower case) are the tokens from `i` on. Tables of phrases are read at every token
 * of both texts, so this makes nothing: no closure, no list.
 */
/** The words of tokens `from` up to (not including) `to`, in lower case, joined by spaces ("she says fifteen"). */
export function lowerWords(tokens: readonly Token[], from: number, to: number): string {
  const words: string[] = [];
  for (let k = Math.max(0, from); k < Math.min(to, tokens.length); k++) words.push(tokens[k].lower);
  return words.join(" ");
}

/** A word without the "'s" after it ("doxycycline's", "a month's duration", "Kernig's"), or null when it has none. */
export function withoutPossessive(word: string): string | null {
  return /^(.+)['’]s$/.exec(word)?.[1] ?? null;
}

/** "The" and the possessives said before a thing a person has ("the calpol", "his gliclazide", "your inhaler"). */
/** The indefinite articles. */
export const ARTICLES: ReadonlySet<string> = new Set(["a", "an"]);

export const THE_OR_POSSESSIVE: ReadonlySet<string> = new Set(["the", "his", "her", "their", "your"]);

/** The index of the token that starts at offset `start` (tokens are in text order), or -1 when none does. */
export function tokenStartingAt(tokens: readonly Token[], start: number): number {
  let low = 0;
  let high = tokens.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (tokens[middle].start === start) return middle;
    if (tokens[middle].start < start) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}

export function phraseAt(tokens: readonly Token[], i: number, phrase: readonly string[]): boolean {
  for (let k = 0; k < phrase.length; k++) if (tokens[i + k]?.lower !== phrase[k]) return false;
  return true;
}

function scan(text: string): Token[] {
  const tokens: Token[] = [];
  let previousEnd = 0;
  const add = (next: Token) => {
    if (next.start > previousEnd) next.gap = text.slice(previousEnd, next.start);
    tokens.push(next);
    previousEnd = next.end;
  };
  let at = 0;
  while (at < text.length) {
    // Most tokens are plain words and numbers: their first character says which patterns can match at all.
    const code = text.charCodeAt(at);
    if (code === 32 || code === 10) {
      at++;
      continue;
    }
    const letter = (code >= 97 && code <= 122) || (code >= 65 && code <= 90);
    if (letter) {
      const end = wordEnd(text, at);
      add(token("word", text.slice(at, end), at));
      at = end;
      continue;
    }
    // Other spaces: a tab or a carriage return (below "0"), or Unicode's (beyond ASCII).
    if (code < 48 || code > 127) {
      const space = endOf(SPACE, text, at);
      if (space >= 0) {
        at = space;
        continue;
      }
    }
    const slashed = code >= 49 && code <= 51 ? endOf(SLASHED_FRACTION, text, at) : -1;
    if (slashed >= 0) {
      const written = text.slice(at, slashed);
      add(token("number", written, at, Number(written[0]) / Number(written[2])));
      at = slashed;
      continue;
    }
    const dotted = endOf(DOTTED, text, at);
    const number = dotted < 0 ? endOf(NUMBER, text, at) : -1;
    if (dotted >= 0) {
      // 12.03.2025: three numbers and two separators, like 12/03/2025.
      let offset = at;
      text
        .slice(at, dotted)
        .split(/(\.)/)
        .forEach((part) => {
          add(part === "." ? token("symbol", ".", offset) : token("number", part, offset, Number(part)));
          offset += part.length;
        });
      at = dotted;
    } else if (number >= 0) {
      const digits = text.slice(at, number).replace(/,/g, "");
      const suffix = endOf(ORDINAL_SUFFIX, text, number);
      const end = suffix >= 0 ? suffix : number;
      const found = token("number", text.slice(at, end), at, Number(digits.startsWith(".") ? `0${digits}` : digits));
      found.ordinal = suffix >= 0;
      add(found);
      at = end;
    } else {
      const fraction = endOf(FRACTION, text, at);
      const word = fraction < 0 ? endOf(WORD, text, at) : -1;
      // Anything else is one character (a whole one: the pattern reads code points).
      const end = fraction >= 0 ? fraction : word >= 0 ? word : at + (text.codePointAt(at)! > 0xffff ? 2 : 1);
      const written = text.slice(at, end);
      if (fraction >= 0) add(token("number", written, at, FRACTIONS[written] ?? NaN));
      else {
        const found = token(word >= 0 ? "word" : "symbol", written, at);
        // "Tinel's –ve": an en dash glued to "ve" is a minus, not a dash between clauses.
        if (written === "\u2013" && NEGATIVE_AFTER_DASH.test(text.slice(end, end + 3))) found.lower = "-";
        add(found);
      }
      at = end;
    }
  }
  return tokens;
}

const glued = (tokens: Token[], i: number) => i > 0 && tokens[i].gap === "";
const isGluedNumberWord = (next: Token | undefined) =>
  next?.kind === "word" && next.gap === "" && isNumberVocabulary(next.lower);

/** Names said with a number ("b twelve", "free t four", "fev one"): the number word is part of the name. */
const SPOKEN_NAME_NUMBERS = new Map([
  ["b", new Map([["twelve", 12]])],
  [
    "t",
    new Map([
      ["three", 3],
      ["four", 4],
    ]),
  ],
  ["fev", new Map([["one", 1]])],
  // "PHQ nine today seventeen, GAD seven twelve": the questionnaire's name, then its score.
  [
    "phq",
    new Map([
      ["nine", 9],
      ["two", 2],
    ]),
  ],
  [
    "gad",
    new Map([
      ["seven", 7],
      ["two", 2],
    ]),
  ],
  // "microgynon thirty one tablet daily": the pill's name, then how many.
  ...mapped(
    ["microgynon", "loestrin"],
    (name) =>
      [
        name,
        new Map([
          ["twenty", 20],
          ["thirty", 30],
        ]),
      ] as const,
  ),
]);

/**
 * Medicines whose name a number written after it completes ("Microgynon 30", "Loestrin 20"), and questionnaires
 * ("PHQ 9 17", "GAD 7 12").
 */
const NUMBERED_NAMES = new Set(["microgynon", "loestrin", "phq", "gad"]);

/** Folds runs of number words ("one hundred and twenty", "fifty-four") into number tokens. */
const COUPLE_OF = ["a", "couple", "of"];
const A_COUPLE = ["a", "couple"];
/** Words after "a couple" that say it is a count ("stools a couple a day", "a couple times a week"). */
const COUNTED_PER = new Set(["a", "per", "each", "every", "times", "x"]);

/** One number token for the words from `first` to `last`, said as `value`. */
function spokenNumber(text: string, first: Token, last: Token, value: number, ordinal: boolean): Token {
  const said = text.slice(first.start, last.end);
  return {
    ...first,
    kind: "number",
    text: said,
    lower: said.toLowerCase(),
    end: last.end,
    value,
    spoken: true,
    ordinal,
  };
}

function foldSpokenNumbers(text: string, tokens: Token[], reading: Reading): Token[] {
  const folded: Token[] = [];
  for (let i = 0; i < tokens.length;) {
    // "a couple of tablespoons", "a couple of days ago": two, as "2 tablespoons" is written.
    if (phraseAt(tokens, i, COUPLE_OF) && tokens[i + 3]?.kind === "word") {
      folded.push(spokenNumber(text, tokens[i], tokens[i + 2], 2, false));
      i += 3;
      continue;
    }
    // "yellow stools a couple a day": two a day.
    if (phraseAt(tokens, i, A_COUPLE) && COUNTED_PER.has(tokens[i + 2]?.lower ?? "")) {
      folded.push(spokenNumber(text, tokens[i], tokens[i + 1], 2, false));
      i += 2;
      continue;
    }
    if (tokens[i].kind !== "word" || !isNumberVocabulary(tokens[i].lower)) {
      folded.push(tokens[i++]);
      continue;
    }
    // "b twelve ninety eight": B12, then ninety-eight.
    const named = i > 0 ? SPOKEN_NAME_NUMBERS.get(tokens[i - 1].lower)?.get(tokens[i].lower) : undefined;
    if (named !== undefined) {
      const word = tokens[i++];
      const number = token("number", word.text, word.start, named);
      number.lower = word.lower;
      number.gap = word.gap;
      number.spoken = true;
      number.inName = true;
      folded.push(number);
      continue;
    }
    // A run: number words separated by spaces or glued hyphens.
    const run: Token[] = [tokens[i]];
    let j = i + 1;
    for (; j < tokens.length && !phraseAt(tokens, j, COUPLE_OF); j++) {
      const next = tokens[j];
      if (next.kind === "word" && isNumberVocabulary(next.lower) && /^[ \t]+$|^$/.test(next.gap)) run.push(next);
      else if (next.lower === "-" && glued(tokens, j) && isGluedNumberWord(tokens[j + 1])) continue;
      else break;
    }
    const groups = readNumberWords(
      mapped(run, (word) => word.lower),
      reading,
      [tokens[j]?.lower ?? "", tokens[j + 1]?.lower ?? "", tokens[j + 2]?.lower ?? ""],
    );
    // "the nineteen seventies and eighties": a decade after a year's decade is of the same century.
    groups.forEach((group, g) => {
      const year = groups[g - 1]?.value ?? 0;
      const decade = run[group.to].lower.endsWith("ties") && group.value < 100 && group.value % 10 === 0;
      if (decade && year >= 1900 && year < 2100 && year % 10 === 0) group.value += year - (year % 100);
    });
    let k = 0;
    for (const group of groups) {
      for (; k < group.from; k++) folded.push(run[k]);
      folded.push(spokenNumber(text, run[group.from], run[group.to], group.value, group.ordinal));
      k = group.to + 1;
    }
    for (; k < run.length; k++) folded.push(run[k]);
    i = j;
  }
  return folded;
}

/** The tokens of `text`; spoken numbers read `joined` (the default) or `split` (see spoken-numbers.ts). */
export function tokenize(text: string, reading: Reading = "joined"): Token[] {
  return markNames(foldSpokenNumbers(text, scan(text), reading));
}

/** The tokens of `text` read both ways, scanned once. */
export function tokenizeBothWays(text: string): { joined: Token[]; split: Token[] } {
  const scanned = scan(text);
  return {
    joined: markNames(foldSpokenNumbers(text, scanned, "joined")),
    split: markNames(foldSpokenNumbers(text, scanned, "split")),
  };
}

function markNames(tokens: Token[]): Token[] {
  tokens.forEach((current, i) => {
    // COVID-19, PHQ-9, CHA2DS2-VASc: a number glued to a name by a hyphen is part of the name.
    if (current.kind === "number" && !current.spoken && glued(tokens, i) && tokens[i - 1].lower === "-") {
      if (tokens[i - 2]?.kind === "word" && glued(tokens, i - 1)) current.inName = true;
    }
    if (current.kind === "number" && !current.spoken && NUMBERED_NAMES.has(tokens[i - 1]?.lower ?? ""))
      current.inName = true;
  });
  return tokens;
}

const SENTENCE_ENDS = new Set([";", "?", "!"]);
/** Words whose full stop abbreviates them. */
const ABBREVIATED = new Set(["incl", "inc", "approx", "eg", "ie", "vs", "esp", "poss", "prev"]);

/** Whether a sentence or line ends before token `i` (a full stop, ;, ?, ! or a line break). */
export function endsSentenceBefore(tokens: Token[], i: number): boolean {
  const current = tokens[i];
  if (!current) return true;
  if (current.gap.includes("\n")) return true;
  const previous = tokens[i - 1];
  if (!previous) return true;
  // "?infection", "?AF": a query glued to what it queries, not a question's end.
  if (previous.lower === "?" && current.gap === "" && current.kind === "word") return false;
  if (SENTENCE_ENDS.has(previous.lower)) return true;
  // "-ve incl. blood", "approx. 3 cm": the stop of an abbreviation.
  if (previous.lower === "." && ABBREVIATED.has(tokens[i - 2]?.lower ?? "") && !current.gap.includes("\n"))
    return false;
  // …and "e.g." and "i.e.", written with their stops.
  if (previous.lower === "." && dottedAbbreviation(tokens, i - 2) && !current.gap.includes("\n")) return false;
  return previous.lower === "." && current.gap !== "";
}

/** Whether the full stop at `j` is one of "e.g." or "i.e.". */
export function abbreviationStop(tokens: Token[], j: number): boolean {
  if (tokens[j]?.lower !== ".") return false;
  const first = tokens[j + 1]?.gap === "" && tokens[j + 2]?.lower === "." && dottedAbbreviation(tokens, j + 1);
  return first || dottedAbbreviation(tokens, j - 1);
}

/** Whether tokens up to `last` are "e.g" or "i.e" written with a stop between, glued ("(e.g. proning"). */
function dottedAbbreviation(tokens: Token[], last: number): boolean {
  const [first, stop, second] = [tokens[last - 2], tokens[last - 1], tokens[last]];
  if (!first || !stop || !second || stop.lower !== "." || stop.gap !== "" || second.gap !== "") return false;
  return (first.lower === "e" && second.lower === "g") || (first.lower === "i" && second.lower === "e");
}
