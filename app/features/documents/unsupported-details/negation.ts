import type { Flag } from "./checks.ts";
import { ABSENT_FINDINGS, FINDINGS, NOT_BLOOD_AFTER } from "./findings.ts";
import { buildIndex, findNames } from "./names.ts";
import type { ReadText } from "./read-text.ts";

/**
 * Whether a finding is present or absent, read the NegEx way: a negation cue ("no", "denies", "without",
 * "negative for", "nil", "not" …) makes absent the findings that follow it in its window — a few words, then a
 * list joined by commas, "or", "nor" or "and" — until a terminating word ("but", "however", "apart from",
 * "reports" …) or the end of the clause; a cue after a finding ("pulses absent", "blood -ve") does the same.
 * Findings after "if", "should", "advised", "safety-net" and the like are hypothetical and not compared.
 * A document's finding is flagged when the dictation mentions it only with the other polarity.
 */
type Polarity = "present" | "absent" | "hypothetical";
type FindingMention = { id: string; first: number; last: number; start: number; end: number; polarity: Polarity };

const INDEX = buildIndex(FINDINGS.flatMap(([id, ...names]) => names.map((name) => ({ id, name }))));

const CUES = new Set(["no", "not", "nil", "without", "denies", "denied", "deny", "denying", "never", "none", "nor"]);
const PAIRED_CUES: ReadonlyArray<readonly [string, string]> = [
  ["negative", "for"],
  ["free", "of"],
  ["absence", "of"],
];
const POST_CUES = new Set(["absent", "negative", "nil", "none"]);
const TERMINATORS = new Set([
  "but",
  "however",
  "although",
  "though",
  "except",
  "apart",
  "aside",
  "yet",
  "whereas",
  "while",
  "which",
  "who",
  "reports",
  "reported",
  "complains",
  "complained",
  "presents",
  "presented",
  "has",
  "had",
  "have",
  "is",
  "was",
  "are",
  "were",
  "with",
]);
/** Words that may follow a cue before its finding without ending it ("hasn't had any", "does not drink"). */
const AFTER_CUE = new Set(["had", "have", "been", "got", "any", "experienced", "noticed", "drink", "drinks", "of"]);
const CONNECTORS = new Set([",", "or", "nor", "and", "/"]);
const CLAUSE_ENDS = new Set([";", ":", "(", ")", ".", "–", "—", "→", "?", "!"]);
const HYPOTHETICAL = new Set(["if", "unless", "should", "safety", "advised", "advise", "explained", "risk", "would"]);
const NOT_FEVER_BEFORE = new Set(["hay", "glandular", "scarlet", "rheumatic"]);
const NOT_MASS_BEFORE = new Set(["body", "muscle", "bone"]);

const negative = (word: string) => CUES.has(word) || /n't$/.test(word);

function mentionsIn(read: ReadText): FindingMention[] {
  const { tokens } = read;
  const mentions: FindingMention[] = findNames(tokens, INDEX)
    .filter((mention) => {
      const before = tokens[mention.first - 1]?.lower ?? "";
      if (mention.id === "blood")
        return !NOT_BLOOD_AFTER.has(tokens[mention.last + 1]?.lower ?? "") && before !== "full";
      if (mention.id === "fever") return !NOT_FEVER_BEFORE.has(before);
      if (mention.id === "mass") return !NOT_MASS_BEFORE.has(before);
      return true;
    })
    .map((mention) => ({ ...mention, polarity: "present" as Polarity }));
  tokens.forEach((token, i) => {
    const absent = ABSENT_FINDINGS[token.lower];
    if (absent)
      mentions.push({ id: absent, first: i, last: i, start: token.start, end: token.end, polarity: "absent" });
  });
  return mentions.sort((a, b) => a.first - b.first);
}

/** Marks absent the findings in the window of the cue that ends at token `cueLast`. */
function negate(read: ReadText, cueLast: number, at: Map<number, FindingMention>): void {
  const { tokens } = read;
  let words = 0;
  let afterFinding = false;
  let expectFinding = false;
  let trailing = 0;
  for (let j = cueLast + 1; j < tokens.length; j++) {
    if (read.breakBefore[j]) return;
    const word = tokens[j].lower;
    const mention = at.get(j);
    if (mention) {
      mention.polarity = "absent";
      j = mention.last;
      afterFinding = true;
      expectFinding = false;
      trailing = 0;
      continue;
    }
    if (CLAUSE_ENDS.has(word)) return;
    if (!afterFinding) {
      if (AFTER_CUE.has(word) && j <= cueLast + 2) continue;
      if (TERMINATORS.has(word) || word === "," || ++words > 5) return;
      continue;
    }
    if (TERMINATORS.has(word)) return;
    if (CONNECTORS.has(word)) {
      expectFinding = true;
      continue;
    }
    if (expectFinding && word !== "any" && word !== "other") return;
    if (++trailing > 2) return;
  }
}

function polarities(read: ReadText): FindingMention[] {
  const { tokens } = read;
  const mentions = mentionsIn(read);
  const at = new Map(mentions.map((mention) => [mention.first, mention]));
  tokens.forEach((token, i) => {
    if (negative(token.lower) && token.kind === "word") negate(read, i, at);
    const paired = PAIRED_CUES.find(([first, second]) => token.lower === first && tokens[i + 1]?.lower === second);
    if (paired) negate(read, i + 1, at);
    // "-ve for"
    if (token.lower === "ve" && tokens[i - 1]?.lower === "-" && tokens[i + 1]?.lower === "for") negate(read, i + 1, at);
  });
  for (const mention of mentions) {
    // "pulses absent", "blood negative", "blood -ve", "chest pain: nil"
    let j = mention.last + 1;
    if (tokens[j]?.lower === ":") j++;
    const next = tokens[j]?.lower ?? "";
    const signed = next === "-" && tokens[j + 1]?.lower === "ve" && tokens[j + 1].gap === "";
    if (POST_CUES.has(next) || signed) mention.polarity = "absent";
    if (next === "not" && tokens[j + 1]?.lower === "present") mention.polarity = "absent";
  }
  tokens.forEach((token, i) => {
    if (!HYPOTHETICAL.has(token.lower)) return;
    for (const mention of mentions) {
      if (mention.first <= i || mention.first > i + 15) continue;
      let broken = false;
      for (let k = i + 1; k <= mention.first; k++) broken ||= read.breakBefore[k];
      if (!broken) mention.polarity = "hypothetical";
    }
  });
  return mentions;
}

/** Findings the document gives as present (or absent) that the dictation gives only as absent (or present). */
export function checkNegation(document: ReadText, transcript: ReadText): Flag[] {
  const said = polarities(transcript).filter((mention) => mention.polarity !== "hypothetical");
  const flags: Flag[] = [];
  for (const claimed of polarities(document)) {
    if (claimed.polarity === "hypothetical") continue;
    const same = said.filter((mention) => mention.id === claimed.id);
    if (!same.length || same.some((mention) => mention.polarity === claimed.polarity)) continue;
    const text = document.text.slice(claimed.start, claimed.end);
    const absentWord = ABSENT_FINDINGS[text.toLowerCase()] !== undefined;
    // "Chest pain — dictation says no chest pain"; acronyms ("SOB") as written.
    const phrase = /[a-z]/.test(text) ? text.toLowerCase() : text;
    const explanation =
      claimed.polarity === "present"
        ? `${text} — dictation says no ${phrase}`
        : `${absentWord ? text : `no ${phrase}`} — dictation says ${absentWord ? claimed.id : phrase} is present`;
    flags.push({ start: claimed.start, end: claimed.end, kind: "negation", explanation });
  }
  return flags;
}
