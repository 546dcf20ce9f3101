import { isNumberVocabulary, readNumberWords, type Reading } from "./spoken-numbers.ts";

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

const TOKEN = new RegExp(
  [
    String.raw`(?<dotted>\d{1,2}\.\d{1,2}\.(?:\d{4}|\d{2}))(?![\d.])`,
    String.raw`(?<number>\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+\.\d+|\d+|(?<![\d.])\.\d+)(?<suffix>(?:st|nd|rd|th)(?![\p{L}\p{N}]))?`,
    String.raw`(?<fraction>[½¼¾⅓⅔])`,
    String.raw`(?<word>[\p{L}\p{M}][\p{L}\p{M}\p{N}]*(?:['’][\p{L}]+)*)`,
    String.raw`(?<symbol>\S)`,
  ].join("|"),
  "gu",
);

/** Fractions written as one character: "½ tablet". */
const FRACTIONS: Record<string, number | undefined> = { "½": 0.5, "¼": 0.25, "¾": 0.75, "⅓": 1 / 3, "⅔": 2 / 3 };

function token(kind: Token["kind"], text: string, start: number, value = NaN): Token {
  let lower = text;
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

/** TOKEN's groups, by number: reading them so makes no object of named groups for every token. */
const DOTTED = 1;
const NUMBER = 2;
const SUFFIX = 3;
const FRACTION = 4;
const WORD = 5;

function scan(text: string): Token[] {
  const tokens: Token[] = [];
  let previousEnd = 0;
  const add = (next: Token) => {
    if (next.start > previousEnd) next.gap = text.slice(previousEnd, next.start);
    tokens.push(next);
    previousEnd = next.end;
  };
  TOKEN.lastIndex = 0;
  for (let match = TOKEN.exec(text); match; match = TOKEN.exec(text)) {
    const at = match.index;
    const dotted = match[DOTTED];
    const number = match[NUMBER];
    if (dotted) {
      // 12.03.2025: three numbers and two separators, like 12/03/2025.
      let offset = at;
      dotted.split(/(\.)/).forEach((part) => {
        add(part === "." ? token("symbol", ".", offset) : token("number", part, offset, Number(part)));
        offset += part.length;
      });
    } else if (number) {
      const digits = number.includes(",") ? number.replace(/,/g, "") : number;
      const found = token("number", match[0], at, Number(digits.startsWith(".") ? `0${digits}` : digits));
      found.ordinal = Boolean(match[SUFFIX]);
      add(found);
    } else if (match[FRACTION]) add(token("number", match[0], at, FRACTIONS[match[0]] ?? NaN));
    else if (match[WORD]) add(token("word", match[0], at));
    else add(token("symbol", match[0], at));
  }
  return tokens;
}

const glued = (tokens: Token[], i: number) => i > 0 && tokens[i].gap === "";
const isGluedNumberWord = (next: Token | undefined) =>
  next?.kind === "word" && next.gap === "" && isNumberVocabulary(next.lower);

/** Folds runs of number words ("one hundred and twenty", "fifty-four") into number tokens. */
function foldSpokenNumbers(text: string, tokens: Token[], reading: Reading): Token[] {
  const folded: Token[] = [];
  for (let i = 0; i < tokens.length;) {
    if (tokens[i].kind !== "word" || !isNumberVocabulary(tokens[i].lower)) {
      folded.push(tokens[i++]);
      continue;
    }
    // A run: number words separated by spaces or glued hyphens.
    const run: Token[] = [tokens[i]];
    let j = i + 1;
    for (; j < tokens.length; j++) {
      const next = tokens[j];
      if (next.kind === "word" && isNumberVocabulary(next.lower) && /^[ \t]+$|^$/.test(next.gap)) run.push(next);
      else if (next.lower === "-" && glued(tokens, j) && isGluedNumberWord(tokens[j + 1])) continue;
      else break;
    }
    const groups = readNumberWords(
      run.map((word) => word.lower),
      reading,
    );
    let k = 0;
    for (const group of groups) {
      for (; k < group.from; k++) folded.push(run[k]);
      const first = run[group.from];
      const last = run[group.to];
      folded.push({
        ...first,
        kind: "number",
        text: text.slice(first.start, last.end),
        lower: text.slice(first.start, last.end).toLowerCase(),
        end: last.end,
        value: group.value,
        spoken: true,
        ordinal: group.ordinal,
      });
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
  });
  return tokens;
}

const SENTENCE_ENDS = new Set([";", "?", "!"]);

/** Whether a sentence or line ends before token `i` (a full stop, ;, ?, ! or a line break). */
export function endsSentenceBefore(tokens: Token[], i: number): boolean {
  const current = tokens[i];
  if (!current) return true;
  if (current.gap.includes("\n")) return true;
  const previous = tokens[i - 1];
  if (!previous) return true;
  if (SENTENCE_ENDS.has(previous.lower)) return true;
  return previous.lower === "." && current.gap !== "";
}
