import type { Flag } from "./checks.ts";
import { mapped } from "./arrays.ts";
import { contextOf, isContentWord, stemOf } from "./negation-cues.ts";
import { CLAUSE_ENDS, DENYING_WORDS, LINKING_VERBS } from "./negation-words.ts";
import { foundOnce, type ReadText, sentenceOf } from "./read-text.ts";
import { sideWord } from "./sides.ts";
import { phraseAt, type Token } from "./tokens.ts";

/**
 * Two states of one thing that cannot both be so: "scrotum spared" and "scrotum involved", "tryptase raised" and
 * "tryptase normal", "sleeping well" and "sleeping poorly". Neither is a negation, so the triggers of
 * negation-cues.ts do not see them; a document that gives a thing one state where the dictation gives it only the
 * opposite is flagged like a negation reversed ("Tryptase normal — dictation says: “tryptase raised”").
 */
/** How a gait may be other than normal ("waddling gait", "gait antalgic"). */
const GAITS = ["waddling", "antalgic", "ataxic", "shuffling", "unsteady", "spastic"];
const STATE_WORDS: Record<string, string[]> = {
  normal: ["normal", "nad", "unremarkable"],
  abnormal: ["abnormal", "deranged", "discoloured", "thickened", "dystrophic", "injected", "inflamed", ...GAITS],
  // "reflexes brisk"
  raised: ["raised", "elevated", "high", "brisk"],
  low: ["low", "reduced", "decreased"],
  well: ["well", "good"],
  poorly: ["poorly", "poor", "badly"],
  spared: ["spared", "unaffected", "uninvolved"],
  involved: ["involved", "affected"],
  painless: ["painless"],
  painful: ["painful"],
  reducible: ["reducible"],
  irreducible: ["irreducible"],
  regular: ["regular"],
  irregular: ["irregular"],
  better: ["better", "improved"],
  clear: ["clear"],
  wheezy: ["wheezy", "crackly", "tight"],
  // "pale stools" and "normal-coloured stools"
  pale: ["pale"],
  equal: ["equal", "symmetrical"],
  unequal: ["unequal", "asymmetrical"],
};
/** Each state word and the state it says. */
const STATES = new Map<string, string>();
for (const [state, words] of Object.entries(STATE_WORDS)) for (const word of words) STATES.set(word, state);

/** The states that cannot both be said of one thing. */
const OPPOSITE = new Set(
  [
    ["normal", "abnormal"],
    ["normal", "raised"],
    ["normal", "low"],
    ["raised", "low"],
    ["well", "poorly"],
    ["well", "low"],
    ["spared", "involved"],
    ["painless", "painful"],
    ["reducible", "irreducible"],
    ["regular", "irregular"],
    ["better", "no better"],
    // "chest clear" and "chest wheezy"
    ["clear", "wheezy"],
    // "pupils equal" and "pupils unequal"
    ["equal", "unequal"],
    ["normal", "pale"],
  ].flatMap(([a, b]) => [`${a} ${b}`, `${b} ${a}`]),
);

/** Words between a thing and its state ("toenails look normal", "sleep is poor"). */
const LINKING = new Set([
  ...LINKING_VERBS,
  ...[
    "is",
    "are",
    "was",
    "were",
    "look",
    "looked",
    "appear",
    "seem",
    "feel",
    "remains",
    "remain",
    "very",
    "quite",
    "fairly",
    "mildly",
    "slightly",
    "now",
    "still",
    "all",
    "much",
    // "hearing subjectively normal"
    ...["subjectively", "clinically", "grossly"],
  ],
]);
/** States also said before the thing ("raised tryptase", "poor appetite", "painful swelling"). */
const BEFORE_THING = new Set([
  ...["normal", "abnormal", "deranged", "discoloured", "thickened", "dystrophic", "raised", "elevated", "high"],
  ...["low", "reduced", "decreased", "good", "poor", "painless", "painful", "reducible", "irreducible"],
  ...["regular", "irregular", "pale", ...GAITS],
]);
/**
 * Content words (isContentWord: not "there", "she", "the" …) that are still not the thing a state is said of: a side,
 * a limit, a general word ("otherwise normal", "low risk", "low back").
 */
const NOT_THINGS = new Set([
  ...["side", "today", "otherwise", "generally", "overall", "risk", "dose", "back", "range", "limits", "grade"],
  ...["not", "no"],
]);
/** Words naming how a thing was looked at, not the thing: "finger–nose testing is normal" is about finger–nose. */
const LOOKED_AT = new Set([
  ...["test", "tests", "testing", "exam", "examination", "screen", "result", "results", "check", "assessment"],
  ...["level", "levels", "reading", "readings"],
]);
/** "HS normal" is "heart sounds normal" (thingOf: the heart's sounds, not the bowel's or the breath's). */
const SOUNDS = stemOf("sounds");
const CHEST = stemOf("chest");
/** "lungs clear" is said of the chest a dictation's crackles are heard in. */
const LUNGS = new Set([stemOf("lung"), stemOf("lungs")]);
const HEART_SOUNDS = `heart ${SOUNDS}`;
/** Whose sounds "sounds" are ("heart sounds normal", "bowel sounds reduced"). */
const SOUNDS_OF = new Set(["heart", "bowel", "breath"]);
/** What "pale" is said of that may be otherwise normal-coloured ("pale stools"; not "pale urine", a good sign). */
const PALE_THINGS = new Set(mapped(["stool", "stools", "poo", "motions", "faeces"], stemOf));
/** "normal-coloured", "normal-looking". */
const HOW_IT_LOOKS = new Set(["coloured", "colored", "looking"]);
type StateMention = {
  thing: string;
  side: string;
  state: string;
  first: number;
  last: number;
  /** For a state said by what was heard (HEARD), the words that say it. */
  heard?: Set<string>;
};

function isThing(read: ReadText, j: number): boolean {
  const token = read.tokens[j];
  if (token?.lower === "hs") return true;
  return isContentWord(token) && token.lower.length > 2 && !NOT_THINGS.has(token.lower) && !sideWord(token);
}

/** The thing a state at `j` is said of, by its stem, the side said with it ("left", "right", "both" or ""), and where it is. */
function thingOf(read: ReadText, j: number): { thing: string; side: string; from: number; to: number } | null {
  const { tokens, breakBefore } = read;
  const word = tokens[j].lower;
  // "concentration no better": not improved, the opposite of better (said with its negation).
  const unimproved = word === "better" && DENYING_WORDS.has(tokens[j - 1]?.lower ?? "") ? 1 : 0;
  // "well-demarcated", "well hydrated": how something is, not how someone is.
  if (word === "well" && (tokens[j + 1]?.gap === "" || /ed$/.test(tokens[j + 1]?.lower ?? ""))) return null;
  let at = -1;
  let k = j - 1 - unimproved;
  while (k >= 0 && k >= j - 3 - unimproved && !breakBefore[k + 1] && LINKING.has(tokens[k].lower)) k--;
  // A measurement by its name's one id ("vitamin D was low", "Vit D normal").
  if (k > 0 && LOOKED_AT.has(tokens[k].lower) && !breakBefore[k]) k--;
  const measured = k >= 0 && !breakBefore[k + 1] ? read.endingAt[k] : undefined;
  if (measured?.kind === "measurement")
    return negatedNear(tokens, measured.first, j)
      ? null
      : { thing: measured.id, side: "", from: measured.first, to: k };
  if (k >= 0 && !breakBefore[k + 1] && isThing(read, k) && !STATES.has(tokens[k].lower)) at = k;
  // "normal-coloured stools": the state of how the thing looks.
  else if (tokens[j + 1]?.lower === "-" && HOW_IT_LOOKS.has(tokens[j + 2]?.lower ?? "") && isThing(read, j + 3))
    at = breakBefore[j + 3] ? -1 : j + 3;
  else if (BEFORE_THING.has(word) && !breakBefore[j + 1] && isThing(read, j + 1)) {
    // "reduced air entry": the thing is the phrase's last word, as in "air entry reduced".
    at = j + 1;
    while (
      at < j + 3 &&
      !LOOKED_AT.has(tokens[at].lower) &&
      !breakBefore[at + 1] &&
      isThing(read, at + 1) &&
      !STATES.has(tokens[at + 1].lower)
    )
      at++;
    // "a normal hook test impression …" (unpunctuated): the thing is what was tested, as in "hook test normal".
    if (at > j + 1 && LOOKED_AT.has(tokens[at].lower)) at--;
  }
  if (at < 0) return null;
  if (negatedNear(tokens, Math.min(at, j - unimproved), Math.max(at, j - unimproved))) return null;
  const side = sideWord(tokens[at - 1]) ?? "";
  const thing = stemOf(tokens[at].lower);
  const whose = tokens[at - 1]?.lower ?? "";
  if (tokens[at].lower === "hs") return { thing: HEART_SOUNDS, side, from: at, to: at };
  if (thing === SOUNDS && SOUNDS_OF.has(whose)) return { thing: `${whose} ${thing}`, side, from: at - 1, to: at };
  // "Saddle sensation normal" is not the sensation of a foot said to be reduced.
  if (SENSATION_WHERE.has(whose)) return { thing: `${whose} ${thing}`, side, from: at - 1, to: at };
  return { thing, side, from: at, to: at };
}

/** "not sleeping well", "no longer painful": a negation near a state is the negation checker's to read. */
function negatedNear(tokens: Token[], first: number, last: number): boolean {
  for (let m = Math.max(0, first - 2); m < last; m++) if (DENYING_WORDS.has(tokens[m].lower)) return true;
  return false;
}

function stateMentions(read: ReadText): StateMention[] {
  const mentions: StateMention[] = [];
  const { polarity } = contextOf(read);
  read.tokens.forEach((token, j) => {
    const word = token.kind === "word" ? STATES.get(token.lower) : undefined;
    // "come back with any bleeding or reduced movements": what would bring her back, not how things are.
    if (!word || polarity[j] === "hypothetical") return;
    const found = thingOf(read, j);
    if (!found) return;
    const state = word === "better" && DENYING_WORDS.has(read.tokens[j - 1]?.lower ?? "") ? "no better" : word;
    const { thing } = found;
    // …"sensation normal on the right but reduced at the left great toe": the side said just after the state.
    const side = found.side || sideAfter(read, Math.max(found.to, j));
    if (word === "pale" && !PALE_THINGS.has(thing)) return;
    // "sertraline … added in april for low mood": why a medicine was given, not how things are now (not "reviewed
    // today for low mood").
    if (givenFor(read, Math.min(found.from, j) - 1)) return;
    mentions.push({ state, thing, side, first: Math.min(found.from, j), last: Math.max(found.to, j) });
  });
  return mentions;
}

/** Where a sensation is that makes it a thing of its own ("saddle sensation", "perianal sensation"). */
const SENSATION_WHERE = new Set(["saddle", "perianal", "perineal"]);

/** The side said in the few words after token `last` in its clause ("normal on the right", "reduced at the left"). */
function sideAfter(read: ReadText, last: number): string {
  for (let k = last + 1; k <= last + SIDE_AFTER_REACH && k < read.tokens.length && !read.breakBefore[k]; k++) {
    const side = sideWord(read.tokens[k]);
    if (side) return side;
    const word = read.tokens[k].lower;
    if (CLAUSE_ENDS.has(word) || SIDE_CLAUSE_ENDS.has(word)) break;
  }
  return "";
}
const SIDE_AFTER_REACH = 3;
/** What also ends the few words a side may follow its state in ("reflex reduced, right plantar up": not the reflex's side). */
const SIDE_CLAUSE_ENDS = new Set([",", "but", "and"]);

/**
 * What is heard on listening, said without a state word: crackles or wheeze heard in the chest make it not clear
 * ("chest, fine crackles at both bases"), and a loud P2 or a gallop makes the heart sounds not normal.
 */
const HEARD: Array<{ thing: string; state: string; words: Set<string>; where: Set<string> }> = [
  {
    thing: CHEST,
    state: "wheezy",
    words: new Set(["crackles", "creps", "wheeze", "wheezes", "wheezing", "bronchial"]),
    where: new Set(["chest", "base", "bases", "auscultation", "listening"]),
  },
  // "loud P2", "a gallop rhythm" (not "physiological splitting of P2").
  { thing: HEART_SOUNDS, state: "abnormal", words: new Set(["p2", "gallop"]), where: new Set(["loud", "rhythm"]) },
];
/** How near what was heard is said to where ("chest, fine crackles at both bases"), in words. */
const HEARD_REACH = 5;
/** Words after what was heard that say it is there no more ("the crackles at the right base have resolved"). */
const GONE = new Set(["resolved", "gone", "cleared", "settled", "improved", "better"]);
/** Words before it that say it was heard before ("she had crackles at the bases last week"). */
const BEFORE_NOW = new Set(["had", "last", "previously", "before", "ago", "history", "admission", "yesterday"]);
/**
 * What says the chest is clear after all, later in the dictation ("on listening today … no added sounds"): not "good air
 * entry", which crackles may be heard with, nor the heart's "no added sounds".
 */
const CLEARED = [
  ["chest", "clear"],
  ["chest", "sounds", "clear"],
  ["chest", "is", "clear"],
  ["no", "added", "sounds"],
];

/** States said by what was heard (HEARD): only where it was heard, now, and not denied ("no crackles"). */
function heardStates(read: ReadText): StateMention[] {
  const { polarity } = contextOf(read);
  const { tokens } = read;
  const mentions: StateMention[] = [];
  tokens.forEach((token, j) => {
    if (polarity[j] !== "affirmed") return;
    const heard = HEARD.find((kind) => kind.words.has(token.lower));
    if (!heard) return;
    const { first, last } = sentenceOf(read, j);
    const from = Math.max(first, j - HEARD_REACH);
    const to = Math.min(last, j + HEARD_REACH);
    const near = (words: Set<string>, a: number, b: number) => tokens.slice(a, b + 1).some((t) => words.has(t.lower));
    const where = tokens.slice(from, to + 1).some((other, k) => from + k !== j && heard.where.has(other.lower));
    if (!where || near(GONE, j + 1, last) || near(BEFORE_NOW, from, Math.min(last, j + HEARD_REACH + 3))) return;
    // "bronchial asthma" is no sound; "bronchial breathing" is.
    if (token.lower === "bronchial" && tokens[j + 1]?.lower !== "breathing") return;
    const heart = (k: number) => tokens.slice(Math.max(0, k - 5), k).some((t) => t.lower === "heart");
    const cleared = (k: number) => CLEARED.some((words) => phraseAt(tokens, k, words)) && !heart(k);
    if (heard.thing === CHEST && tokens.some((_, k) => k > j && cleared(k))) return;
    // "crackles at the left base": on that side only.
    const sided = tokens.slice(Math.max(first, j - 3), Math.min(last, j + 3) + 1).find((t) => sideWord(t));
    const side = sideWord(sided) ?? "";
    mentions.push({ thing: heard.thing, side, state: heard.state, first: j, last: j, heard: heard.words });
  });
  return mentions;
}

/** Words that make a state less than whole: "HS normal apart from loud P2", "chest otherwise clear"… */
const SAVE_FOR = new Set(["apart", "except", "besides", "otherwise"]);
/** …or that say it of a film, not of listening ("Chest clear on CXR last week"). */
const IMAGED = new Set(["cxr", "x", "xray", "ray", "film", "ct"]);

/** Whether the document's sentence saying a state also says what was heard, or has exceptions, or is of a film. */
function notWhollySo(read: ReadText, mention: StateMention, heard: Set<string>): boolean {
  const { first, last } = sentenceOf(read, mention.first);
  // …a film named before the state in its sentence ("CXR last week: chest clear") or just after it ("clear on CXR").
  const imagedAfter = read.tokens.slice(mention.last + 1, mention.last + 4).some((token) => IMAGED.has(token.lower));
  const imaged = imagedAfter || read.tokens.slice(first, mention.first).some((token) => IMAGED.has(token.lower));
  const saves = (word: string) => heard.has(word) || SAVE_FOR.has(word);
  return imaged || read.tokens.slice(first, last + 1).some((token) => saves(token.lower));
}

/** How far back from "for" the medicine it gives the reason for may be named ("sertraline … in april for"). */
const GIVEN_FOR_REACH = 14;

/** Whether token `at` is "for" after a medicine named in its clause: the reason it was given. */
function givenFor(read: ReadText, at: number): boolean {
  if (read.tokens[at]?.lower !== "for") return false;
  for (let j = at - 1; j >= 0 && j >= at - GIVEN_FOR_REACH && !read.breakBefore[j + 1]; j--) {
    if (read.medicineAt[j]) return true;
    if ([".", ";"].includes(read.tokens[j].lower)) return false;
  }
  return false;
}

/** The document's states the dictation gives the same thing only the opposite of. */
export function checkOppositeStates(document: ReadText, transcript: ReadText): Flag[] {
  const said = foundOnce(transcript, "states", (read) => [...stateMentions(read), ...heardStates(read)]);
  const flags: Flag[] = [];
  for (const mention of stateMentions(document)) {
    // The same thing, on the same side when both say which.
    // …"lungs clear" against crackles heard in the chest.
    const thing = (other: StateMention) =>
      other.thing === mention.thing || (other.heard !== undefined && LUNGS.has(mention.thing) && other.thing === CHEST);
    const same = said.filter((other) => thing(other) && (!other.side || !mention.side || other.side === mention.side));
    if (same.some((other) => other.state === mention.state)) continue;
    const opposite = same.find((other) => OPPOSITE.has(`${other.state} ${mention.state}`));
    if (!opposite || (opposite.heard && notWhollySo(document, mention, opposite.heard))) continue;
    const start = document.tokens[mention.first].start;
    const end = document.tokens[mention.last].end;
    const quoted = transcript.text.slice(transcript.tokens[opposite.first].start, transcript.tokens[opposite.last].end);
    flags.push({
      start,
      end,
      kind: "negation",
      explanation: `${document.text.slice(start, end)} — dictation says: “${quoted}”`,
    });
  }
  return flags;
}
