import { findFindings, RED_FLAGS } from "./findings.ts";
import { isMonthName } from "./dates.ts";
import { closedByOr, foundOnce, wordJustAfter, wordJustBefore, type ReadText } from "./read-text.ts";
import { abbreviationStop, ARTICLES, phraseAt, withoutPossessive, type Token } from "./tokens.ts";
import { mapped } from "./arrays.ts";
import { sideWord } from "./sides.ts";
import {
  CONDITIONS,
  HESITATIONS,
  PSEUDO,
  HYPOTHETICAL,
  GENERAL,
  PLANNED,
  TO_COME_BACK,
  COMING_BACK,
  POST_HYPOTHETICAL,
  NOT_A_LIST,
  ASKED_ABOUT,
  PRE_UNCERTAIN,
  POST_UNCERTAIN,
  PRE_NEGATION,
  POST_NEGATION,
  TERMINATORS,
  CAUSED,
  CLAUSE_VERBS,
  COUNTED_TOGETHER,
  TEST_NAMES,
  PREDICATES,
  DETERMINERS,
  QUANTITIES,
  EXCEPTIONS,
  OFFERED,
  TREATED_WITH,
  PERCEIVED,
  FILLERS,
  COMPARATIVES,
  ACTIONS,
  CALLS,
  AFFIRMING,
  BEFORE_A_NOUN,
  EPISODES,
  AUXILIARIES,
  CONNECTORS,
  ALTERNATIVES,
  SPOKEN_PREFIXES,
  VERBS,
  CLAUSE_ENDS,
  STOPWORDS,
  HEAD_BREAKS,
  DENYING_WORDS,
  GENERIC_WORDS,
  LINKING_VERBS,
  RELATIVES,
  STATES_OF_THE_PATIENT,
  TROUBLE,
} from "./negation-words.ts";

/**
 * What a text affirms, denies or only supposes, read the NegEx / ConText way (Chapman et al. 2001; Harkema et
 * al. 2009): each token is affirmed unless a trigger puts it in a negated or hypothetical scope.
 *
 * - A pre-negation trigger ("no", "denies", "without", "negative for", "free of", "absence of", "no evidence
 *   of", "not had any", "ruled out", "n't" …) negates what follows: one phrase of a few words, then more joined
 *   to it by commas, "or", "nor", "and" or "/" — until a termination term ("but", "however", "apart from",
 *   "has", "since", "so", a pronoun that starts a new clause, a section word, a measurement) or the clause ends.
 * - A post-negation trigger ("DVT excluded", "pulses absent", "blood -ve", "Shingrix not yet had", "chest pain:
 *   nil") negates the phrase just before it.
 * - A pseudo-trigger looks like a negation but is not one ("no change in", "not only … but also", "without
 *   difficulty", "gram negative") and starts nothing.
 * - A hypothetical trigger ("if", "should", "safety-net", "advised", "possible", "?", "to rule out" …) makes
 *   the rest of its sentence a supposition, which is never compared.
 * - An uncertainty trigger makes one phrase *possible* — neither found nor absent: after it ("cord compression
 *   not excluded", "DVT cannot be ruled out") or before it ("cannot exclude DVT"). A document that calls possible
 *   what the dictation says is absent, or the reverse, is flagged.
 *
 * Besides each token's polarity, the phrases a negation applies to are kept as *negated items*, with the words
 * that name what is negated (their head: "contact lenses" in "doesn't wear contact lenses", "fluorescein uptake"
 * in "no fluorescein uptake"); negation.ts compares them between the dictation and the document.
 */
export type Polarity = "affirmed" | "negated" | "possible" | "hypothetical";

/** A trigger and the words it covers in the text (first and last token). */
export type Cue = { first: number; last: number };

/** A phrase a negation applies to: its tokens, its head's tokens, and the trigger. */
export type NegatedItem = {
  cue: Cue;
  first: number;
  last: number;
  /** The head: the words naming what is negated, as stems (stem()), and the tokens they span. */
  stems: string[];
  headFirst: number;
  headLast: number;
  /** The negation is partial ("no regular medicines apart from folic acid"): not compared word by word. */
  qualified: boolean;
  /** How it was looked for, as a stem: "felt" in "hasn't felt any glass", "palpable" in "spleen not palpable". */
  perceived?: string;
  /** Words after the head that narrow it, as stems ("rest" in "no nystagmus at rest"), if any. */
  qualifiers?: string[];
};

export type TextContext = {
  polarity: Polarity[];
  /** The trigger that negates token i, if any. */
  cueOf: Array<Cue | undefined>;
  items: NegatedItem[];
  /** stem() of each word token ("" for others), computed once. */
  stems: string[];
};

/** Stems of words already seen (stemOf). */
const STEMS = new Map<string, string>();
/** Words whose ending makes them another word: "discharged" (from care) is not a discharge (from a wound). */
const OWN_STEM = new Set(["discharged"]);

/** Other words compared as another: a smoker smokes, tenderness is tender, a smell is a smell ("fishy malodour"). */
const SAME_AS = new Map([
  ...CONDITIONS,
  ["smoker", "smoke"],
  // "stung by a wasp" and "a wasp sting"
  ["stung", "sting"],
  // "the staff dipped her urine" and "urine dip"
  ["dipped", "dip"],
  ["dipping", "dip"],
  ["smokers", "smoke"],
  ["wearer", "wear"],
  // "has worn lenses for six years" and "wears lenses"
  ["worn", "wear"],
  ["wore", "wear"],
  ["drinker", "drink"],
  ["tenderness", "tender"],
  // "no swelling or warmth in the knee" and "knee swollen and warm"
  ["swollen", "swelling"],
  ["warmth", "warm"],
  // "pain free" and "painful on movement"
  ["painful", "pain"],
  ["malodour", "smell"],
  ["malodorous", "smell"],
  ["odour", "smell"],
  ["odor", "smell"],
  ["malodor", "smell"],
  // "denies any problems with his feet" and "No foot problems"
  ["feet", "foot"],
  // "can't pass water" and "unable to pass urine"
  ["water", "urine"],
  // "still passing a bit of wind" and "passing flatus"
  ["wind", "flatus"],
  // "DP pulse present" and "dorsalis pedis pulse present"; "PT" is too many other things
  ["dp", "dorsalis"],
  // "temp thirty seven point six" and "his temperature was 37.6°C"
  ["temp", "temperature"],
  // "GC -ve all 3 sites" and "gonorrhoea negative"
  ["gc", "gonorrhoea"],
  ["gonorrhea", "gonorrhoea"],
]);

/** Words too general to name, on their own, what is negated. */
const GENERIC = new Set(mapped(GENERIC_WORDS, stemOf));
/** Whether a stem is too general to name, on its own, what is negated ("problem", "finding"). */
export const isGeneric = (stem: string) => GENERIC.has(stem);

/**
 * A word reduced to a stem, so that "lenses" and "lens", "harming" and "harmed", "plans" and "plan" are one word.
 * Light suffix stripping (plural, -ing, -ed, final e): it need only be consistent, not linguistic.
 */
export function stemOf(word: string): string {
  const known = STEMS.get(word);
  if (known !== undefined) return known;
  const stem = stemWord(word);
  // A text's words repeat: remember them, within bounds.
  if (STEMS.size > 20_000) STEMS.clear();
  STEMS.set(word, stem);
  return stem;
}

function stemWord(word: string): string {
  let w = word.toLowerCase().replace(/[’']s$/, "");
  if (OWN_STEM.has(w)) return w;
  w = SAME_AS.get(w) ?? w;
  if (w.length > 4 && w.endsWith("ies")) w = `${w.slice(0, -3)}y`;
  else if (w.length > 4 && /(?:ss|x|z|ch|sh|s)es$/.test(w)) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith("s") && !/(?:ss|us|is)$/.test(w)) w = w.slice(0, -1);
  // "reactions" and "reacted", "infection" and "infected", "fluctuance" and "fluctuant": one word.
  if (w.length > 6 && w.endsWith("ion")) w = w.slice(0, -3);
  else if (w.length > 6 && /[ae]nce$/.test(w)) w = `${w.slice(0, -2)}t`;
  else if (w.length > 5 && w.endsWith("ing")) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith("ed")) w = w.slice(0, -2);
  if (w.length > 3 && w.endsWith("e")) w = w.slice(0, -1);
  return w;
}

function byFirst(entries: string[][]): Map<string, string[][]> {
  const index = new Map<string, string[][]>();
  for (const entry of entries) index.set(entry[0], [...(index.get(entry[0]) ?? []), entry]);
  for (const list of index.values()) list.sort((a, b) => b.length - a.length);
  return index;
}
const PSEUDO_INDEX = byFirst(PSEUDO);
/** The pseudo-triggers that start with "not", by what follows it: "isn't sure" is "not sure". */
const PSEUDO_AFTER_NOT = byFirst(
  mapped(
    PSEUDO.filter((words) => words[0] === "not" && words.length > 1),
    (words) => words.slice(1),
  ),
);
const HYPOTHETICAL_INDEX = byFirst(HYPOTHETICAL);
const PRE_INDEX = byFirst(PRE_NEGATION);
const PRE_UNCERTAIN_INDEX = byFirst(PRE_UNCERTAIN);
const POST_UNCERTAIN_INDEX = byFirst(POST_UNCERTAIN);
const POST_INDEX = byFirst(POST_NEGATION);
/** Every word a cue of any table starts with: most words start none, and are passed over at once. */
const CUE_STARTS = new Set(
  [PSEUDO_INDEX, HYPOTHETICAL_INDEX, PRE_INDEX, PRE_UNCERTAIN_INDEX, POST_UNCERTAIN_INDEX, POST_INDEX].flatMap(
    (index) => [...index.keys()],
  ),
);

/** The length of the longest phrase of `index` starting at token `i` (0 when none). */
function matchAt(tokens: Token[], i: number, index: Map<string, string[][]>): number {
  const phrases = index.get(tokens[i].lower);
  if (phrases === undefined) return 0;
  for (const words of phrases) if (phraseAt(tokens, i, words)) return words.length;
  return 0;
}

const isWord = (token: Token | undefined) => token?.kind === "word";
/** A condition said of someone as an adjective: "asthmatic", "diabetic", "pregnant" (CONDITIONS). */
const isCondition = (word: string) => CONDITIONS.has(word) || word === "pregnant";
/** Words after an adjective that carry the negation on ("not allergic to", "not diabetic or hypertensive"). */
const JOINERS = new Set(["to", "of", "or", "nor", "and", "with", "on", "in", "at", "for"]);
/** A word that ends in a negation of its own ("doesn't", "can't", "hasn't"). */
export const negativeWord = (token: Token) =>
  token.kind === "word" && token.lower.endsWith("n't") && token.lower !== "n't";

export function isContentWord(token: Token | undefined): boolean {
  return token !== undefined && token.kind === "word" && token.lower.length > 1 && !STOPWORDS.has(token.lower);
}

/** The most words between a reading's name and its value in one clause ("HbA1c done on Monday the ninth was 38"). */
const VALUE_REACH = 10;

/** The token `count` words after token `from`, a number said in several words counting as them all. */
function wordsOn(tokens: readonly Token[], from: number, count: number): number {
  let j = from;
  for (let words = 0; j + 1 < tokens.length && words < count; j++) {
    const next = tokens[j + 1];
    words += next.spoken ? next.text.split(/\s+/).length : 1;
  }
  return j;
}

/** Whether a number comes within a few words from `from`, before the clause ends. */
function valueInClause(read: ReadText, from: number): boolean {
  for (let k = from; k < read.tokens.length && k < from + VALUE_REACH; k++) {
    if (read.breakBefore[k] || read.tokens[k].lower === ",") return false;
    if (read.tokens[k].kind === "number") return true;
  }
  return false;
}

/** Whether token `i` ends what is said before a clause's end (a comma, a full stop, the text's end). */
function saidLast(read: ReadText, i: number): boolean {
  const next = read.tokens[i + 1];
  return !next || read.breakBefore[i + 1] || next.lower === "," || CLAUSE_ENDS.has(next.lower);
}

/** Whether "declined" at `i` refuses something offered: a thing that is ("Speculum declined") or "offered" just before. */
function refusedOffer(tokens: Token[], i: number, before: Token | undefined): boolean {
  return OFFERED.has(before?.lower ?? "") || tokens[i - 1]?.lower === "offered" || tokens[i - 2]?.lower === "offered";
}

/** "no signs of 2° infection": "2°" is "secondary", not a reading (as "38°C" is). */
function orderOf(read: ReadText, j: number): boolean {
  const [number, degree, word] = [read.tokens[j], read.tokens[j + 1], read.tokens[j + 2]];
  const ordered = number.value >= 1 && number.value <= 3 && degree?.lower === "°" && degree.gap === "";
  return ordered && word?.kind === "word" && word.lower !== "c" && word.lower !== "f";
}

/** Words just before an emergency number told as what to ring ("- 999 for …", "crisis numbers, with 999 for …"). */
const TOLD_TO_RING = new Set([
  ...["-", "•", "*", ":", "→", ";", ",", "with", "or", "and", "then"],
  // "she will return or ring 111 with numbness …": told to ring it (not "wife called 999")
  ...["ring", "call", "phone", "dial"],
]);

/**
 * Whether the emergency number at `i` is told as what to ring, at a line's start or in a list ("- 999 for any
 * difficulty breathing", "Safety-net: 999 for …", "crisis numbers given, with 999 for …") — not "wife called 999 for
 * chest pain" or "brought in by 999 for chest pain", which happened.
 */
function emergencyToRing(read: ReadText, i: number): boolean {
  // …not "he had to ring 111 with chest pain", which happened.
  const hadTo = read.tokens[i - 2]?.lower === "to" && read.tokens[i - 3]?.lower === "had";
  return read.breakBefore[i] || (TOLD_TO_RING.has(read.tokens[i - 1]?.lower ?? "") && !hadTo);
}

/** What a patient is told to do, before where to go ("return to GP or A&E", "see GP or A&E"). */
const GO_TO = new Set([
  ...["return", "go", "attend", "see", "contact", "ring", "call", "phone", "seek"],
  // …or told at a line's start ("- GP or A&E for …")
  ...["-", "•", ":", ";"],
]);

/** The care a patient is told to seek, before "or A&E" ("urgent review or A&E for …"). */
const SOUGHT = new Set(["return", "review", "advice", "help"]);

/**
 * Whether the "or" at `i` is of where a patient is told to go ("999 or A&E for …", "return to GP or A&E for fever"),
 * not where they went ("went to his GP or A&E for chest pain", "rang 111 or A&E").
 */
function toldWhereToGo(read: ReadText, i: number): boolean {
  const { tokens } = read;
  // "Same-day return or A&E for …", "urgent review or A&E for …"
  if (read.breakBefore[i - 1] || SOUGHT.has(tokens[i - 1]?.lower ?? "")) return true;
  const verb = tokens[i - 2]?.lower === "to" ? i - 3 : i - 2;
  return GO_TO.has(tokens[verb]?.lower ?? "");
}

/** Who, after "doesn't think", believes something did not happen ("doesn't think she's had a fever"). */
const BELIEVED_BY = new Set(["she", "he", "she's", "he's", "that"]);

/** Whether the "no" at `i` puts right what was just said, after a hesitation ("backwards, er, no, forwards"). */
function puttingRight(read: ReadText, i: number): boolean {
  const { tokens } = read;
  const lone = tokens[i].lower === "no" && tokens[i + 1]?.lower === "," && tokens[i - 1]?.lower === ",";
  // (…not "any fever? er, no, none": the answer to a question.)
  const said = tokens[i - 3]?.lower === "," ? tokens[i - 4] : tokens[i - 3];
  return lone && HESITATIONS.has(tokens[i - 2]?.lower ?? "") && said?.kind === "word";
}

/** How far a bracket may reach and still be an aside. */
const ASIDE_REACH = 12;

/**
 * Whether the bracket at `j` (opening or closing) is an aside in a list that "or" goes on after: "No bleeding on
 * apixaban (gums, urine, stools) or unusual bruising" denies the bruising too.
 */
function asideInList(read: ReadText, j: number): boolean {
  const { tokens } = read;
  // …or a comma, in a list "or" ends: "No fever (36.9°C at home), floppiness, irritability or vomiting".
  const listGoesOn = (k: number) => {
    if (tokens[k + 1]?.lower !== ",") return false;
    for (let m = k + 2; m < tokens.length && m <= k + ASIDE_REACH && !read.breakBefore[m]; m++) {
      // (…not past "and" or a denial of its own: "No fever (36.8°C), cough and coryza, no vomiting or diarrhoea".)
      if ([".", ";", ":", "(", "and"].includes(tokens[m].lower) || DENYING_WORDS.has(tokens[m].lower)) return false;
      if (ALTERNATIVES.has(tokens[m].lower)) return true;
    }
    return false;
  };
  const orAfter = (k: number) =>
    (ALTERNATIVES.has(tokens[k + 1]?.lower ?? "") && !read.breakBefore[k + 1]) || listGoesOn(k);
  if (tokens[j].lower === ")") {
    if (!orAfter(j)) return false;
    for (let k = j - 1; k >= 0 && k >= j - ASIDE_REACH && !read.breakBefore[k + 1]; k--) {
      if (tokens[k].lower === "(") return true;
    }
    return false;
  }
  if (tokens[j].lower !== "(") return false;
  const close = closingBracket(read, j);
  return close > 0 && orAfter(close);
}

/** The ")" closing the bracket opened at `j`, within an aside's reach, or -1. */
function closingBracket(read: ReadText, j: number): number {
  for (let k = j + 1; k < read.tokens.length && k <= j + ASIDE_REACH && !read.breakBefore[k]; k++) {
    if (read.tokens[k].lower === ")") return k;
  }
  return -1;
}

/** How far back a quotation's opening mark is looked for (a run-on dictation may have no sentences). */
const QUOTE_REACH = 40;

/** Whether token `i` is inside a quotation: an odd number of quotation marks before it in its sentence, near it. */
function insideQuote(read: ReadText, i: number): boolean {
  let marks = 0;
  for (let j = i - 1; j >= 0 && j >= i - QUOTE_REACH && !read.breakBefore[j + 1]; j--) {
    if (QUOTES.has(read.tokens[j].lower)) marks++;
  }
  return marks % 2 === 1;
}

/** Abbreviations of "including", "especially" and "for example", whose full stop a list goes on past ("incl. cannabis"). */
const INCLUDING_SHORT = new Set(["incl", "inc", "esp", "eg"]);

/** What opens a bracket of examples ("(e.g. …", "(eg …", "(such as …"). */
const EXAMPLES = new Set(["e", "eg", "such", "like", "incl", "including"]);
/** …and the words of the opener ("e.g.", "such as", "incl."). */
const EXAMPLE_WORDS = new Set([...EXAMPLES, "g", "as", ":"]);

/** What brings a symptom on, after "with" ("no pain with exertion"). */
const BRINGING_ON = new Set([
  ...["exertion", "exercise", "activity", "movement", "effort", "meals", "food", "stairs", "coughing", "sneezing"],
  ...["lifting", "laughing", "straining", "bending", "walking", "running", "eating", "climbing", "standing"],
]);

/** How far after ", and" the verb of a clause of its own may come ("and power, reflexes and sensation were"). */
const OWN_CLAUSE_REACH = 12;

/** Whether the words after token `j` ("and") say how things were, with a verb of their own before the sentence ends. */
function saysWhatItsThingsWere(read: ReadText, j: number): boolean {
  const { tokens } = read;
  for (let k = j + 2; k < tokens.length && k <= j + OWN_CLAUSE_REACH && !read.breakBefore[k]; k++) {
    // (…not "and Thompson's test and Tinel's test were negative": what the denial's own words go on to deny.)
    const next = tokens[k + 1];
    if (COPULAS.has(tokens[k].lower)) return isContentWord(next) && !negativeWord(next) && !CUE_STARTS.has(next.lower);
    if (CUE_STARTS.has(tokens[k].lower)) return false;
  }
  return false;
}

/** Whether token `j` ends a negation's scope. */
function ends(read: ReadText, j: number, start: number, measured: boolean[]): boolean {
  const token = read.tokens[j];
  if (read.breakBefore[j]) return true;
  // "never gets breathless lying flat": the verb straight after the negation is what it negates.
  if (j === start && CLAUSE_VERBS.includes(token.lower)) return false;
  // "no antibiotic drops needed, it usually settles by a year": "it" after a comma begins a clause of its own.
  if ((token.lower === "it" || token.lower === "it's") && read.tokens[j - 1]?.lower === "," && j > start) return true;
  // "No plan, no intent": a plan straight after the negation is what it denies, not the plan's heading.
  if (j === start && token.lower === "plan") return false;
  // "vision not otherwise blurred": "otherwise" straight after the negation is how widely, not a new clause.
  if (j === start && token.lower === "otherwise") return false;
  // "don't use it with a thickened formula": what "it" is not to be used with is what is denied.
  if (token.lower === "with" && j === start + 2 && IT.has(read.tokens[j - 1].lower)) return false;
  // "no leaking with coughing or sneezing", "no pain with exertion": what brings it on is denied with it.
  const bringsOn = BRINGING_ON.has(read.tokens[j + 1]?.lower ?? "");
  if (token.lower === "with" && j > start && bringsOn) return false;
  // "not used steroids in any form – tablets, inhalers, creams or injections": the forms are denied with it.
  if (j > start && LABEL_MARKS.has(token.lower) && listAfter(read, j)) return false;
  // "without sciatic pain, and power, reflexes and sensation were normal": after ", and", a clause that says what its
  // own things were.
  if (token.lower === "and" && j > start && read.tokens[j - 1]?.lower === "," && saysWhatItsThingsWere(read, j)) {
    return true;
  }
  // "not take the two together": a number standing for the things named before is not a reading.
  const pronoun = read.tokens[j - 1]?.lower === "the" && COUNTED_TOGETHER.has(read.tokens[j + 1]?.lower ?? "");
  // "Denies drugs incl. cannabis": an abbreviation's full stop.
  // …where the list goes on in lower case ("inc. dysuria", "esp. chest pain"; not "cough inc. Wheeze on exam").
  const goesOn = /^[a-z]/.test(read.tokens[j + 1]?.text ?? "");
  if (token.lower === "." && token.gap === "" && INCLUDING_SHORT.has(read.tokens[j - 1]?.lower ?? "") && goesOn)
    return false;
  // "no heavy manual handling (e.g. proning/turning patients alone)": what the examples are of is denied of them too.
  if (abbreviationStop(read.tokens, j)) return false;
  if (token.lower === "(" && j > start && EXAMPLES.has(read.tokens[j + 1]?.lower ?? "")) return false;
  if (CLAUSE_ENDS.has(token.lower)) return !(j > start && asideInList(read, j));
  if (token.kind === "number" && !token.ordinal && !pronoun && !orderOf(read, j)) return true;
  // A reading ends it ("no wheeze | weight 15 kg"), not a measurement's name in what is negated ("no weight loss").
  // …nor the word after a comma before a reading's name ("no clonus, fundal height 34 cm").
  const number = (k: number) => read.tokens[k]?.kind === "number";
  const named = read.tokens[j - 1]?.lower === "," && measured[j + 1] && (number(j + 2) || number(j + 3));
  // …nor a reading's name after a comma whose clause gives its value ("not diabetic, HbA1c done on Monday the ninth
  // was thirty eight").
  const valued = read.tokens[j - 1]?.lower === "," && measured[j] && !measured[j - 2] && valueInClause(read, j + 1);
  // …and "JVP not raised blood pressure today 138/80": a reading's name, when it was taken, then the reading.
  const when = (k: number) => WHEN_DONE.has(read.tokens[k]?.lower ?? "") && number(k + 1);
  const reading =
    j > start && ((measured[j] && (number(j + 1) || number(j + 2) || when(j + 1) || when(j + 2))) || named || valued);
  // "no previous episodes fully immunised" (unpunctuated): "fully" starts what is so; "not fully" negates it.
  // …and "not involved, full range of movement": what is full after a comma is so.
  // …and "no psychotic features, partial insight": how much of something there is, after a comma, is there.
  const fully =
    j > start &&
    ((token.lower === "fully" && isContentWord(read.tokens[j - 1])) ||
      (AMOUNTS.has(token.lower) && read.tokens[j - 1].lower === ","));
  // "no vomiting bowels opening normally" (unpunctuated): how the bowels are is a clause of its own.
  const bowels = token.lower === "bowels" && j > start && BOWELS.has(read.tokens[j + 1]?.lower ?? "");
  // "no vomiting lost about three kilos" (unpunctuated): how much was lost or gained is a clause of its own.
  const changed = CHANGED.has(token.lower) && j > start && (number(j + 1) || number(j + 2));
  // "Chlamydia: negative last year": when, straight after the trigger, is never what is denied.
  const timed = j === start && LAST_NEXT.has(token.lower) && PERIODS.has(read.tokens[j + 1]?.lower ?? "");
  // "testing which I haven't done today review in two days" (unpunctuated): a review after "today" is the plan's.
  const review = token.lower === "review" && j > start && read.tokens[j - 1]?.lower === "today";
  // "can't lie on that side, 'it's like toothache'": a quotation is the patient's own clause.
  const quoted = j > start && QUOTES.has(token.lower);
  // "no reported injuries or falls": "reported" straight after the trigger says what is denied, not who said so.
  const reportedOf = j === start && token.lower === "reported" && isContentWord(read.tokens[j + 1]);
  const terminator = TERMINATORS.has(token.lower) && !reportedOf;
  return terminator || reading || fully || bowels || changed || timed || quoted || review;
}

/** What was not done, said without what it was done to ("not started today", "not given yet"). */
const NOT_DONE = new Set(["started", "given", "done", "prescribed", "taken", "sent", "booked"]);
const NOT_DONE_WHEN = new Set(["today", "yet", "now"]);
/** Words that start what a clinician says instead, after ", no," ("…, no, it's face to face"). */
const REPAIRS = new Set(["it's", "its", "it", "that's", "sorry", "actually", "i", "i'm", "wait"]);
/**
 * Words after which "no" is what a child is told ("when he's told no"), not a denial (not TOLD: "advised no alcohol"
 * gives advice).
 */
const TOLD_NO = new Set(["told", "tell", "telling", "tells"]);

/** Examinations: a heading that ends a denial ("no rash examination chest clear"), unless of a thing named before. */
const EXAMINATIONS = new Set(["examination", "exam"]);
const LABEL_TIMES = new Set(["since", "recently", "now", "today", "currently"]);
/** What a period at a label's end starts with ("Admissions in the last 18/12: nil", "Falls over past year: none"). */
const PERIOD_STARTS = new Set(["in", "over", "during", "within"]);
const PERIOD_WORDS = /^(?:\/|days?|weeks?|months?|years?|yrs?|wks?|mths?)$/;
/**
 * Past a period at a label's end, to the label's last word before it: "Steroid courses in last 18/12: nil" answers
 * the courses, not the months; "Admissions in 2024: none" the admissions.
 */
function pastLabelPeriod(read: ReadText, j: number): number {
  const { tokens } = read;
  let k = j;
  while (k >= 0 && j - k < 4 && (tokens[k].kind === "number" || PERIOD_WORDS.test(tokens[k].lower))) k--;
  if (k === j) return j;
  const year = j - k === 1 && /^(?:19|20)\d\d$/.test(tokens[j].lower);
  if (!year && (tokens[k]?.lower === "last" || tokens[k]?.lower === "past")) k--;
  else if (!year) return j;
  if (tokens[k]?.lower === "the") k--;
  if (!PERIOD_STARTS.has(tokens[k]?.lower ?? "")) return j;
  for (let at = k; at <= j; at++) if (read.breakBefore[at]) return j;
  return k - 1;
}
/** Dashes, written apart from the words either side ("fever or vomiting - ring the unit"). */
const DASHES = new Set(["-", "–", "—"]);
/** Marks that set off what to call about from the call ("fever - call us", "spots: ring same day", "rash → call"). */
const ADVICE_MARKS = new Set([...DASHES, ":", "→"]);
const LAST_NEXT = new Set(["last", "next", "this"]);
const PERIODS = new Set(["week", "month", "year", "weekend", "night"]);
const QUOTES = new Set(["'", '"', "“", "”", "‘", "’"]);
const CHANGED = new Set(["lost", "gained", "dropped"]);
/** What food and drink may have in it ("nothing with caffeine after lunch"). */
const CONTAINED = new Set(["caffeine", "alcohol", "sugar", "gluten", "dairy", "lactose", "nuts", "salt", "fat"]);
/** Words after a doing that say what it is done to ("pointing to", "suggesting anything"). */
const DONE_TO_WHAT = new Set(["to", "a", "an", "the", "anything", "any", "of", "that", "this"]);
/** A verb's object that says nothing of its own ("use it", "take them"). */
export const IT = new Set(["it", "them"]);
/** How much of something there is, said before it ("full range", "partial insight", "good capillary refill"). */
const AMOUNTS = new Set(["full", "partial", "good", "poor", "limited", "bit"]);
/** Words that start what a verb is done to: "has not seen any blood", "not had her flu jab this year". */
const OBJECT_STARTS = new Set(["any", "anything", "a", "an", "the", "her", "his", "their"]);
/** What comes between a verb and what it is done to ("cut the calcium out", "stop his statin"). */
const DONE_TO = new Set(["the", "her", "his", "their", "your"]);
const BOWELS = new Set(["open", "opening", "opened", "moving", "normal", "ok", "okay", "regular", "fine"]);

type Scope = { first: number; last: number; items: Array<[number, number]>; qualified: boolean };

const COPULAS = new Set(["is", "are", "was", "were"]);
/** A copula, or a verb that says how something is as one does ("epididymis feels normal"). */
const LINKING = new Set([...COPULAS, ...LINKING_VERBS]);
/** What a copula may say of the negated thing itself ("no new rash is seen"). */
const PASSIVES = new Set([
  ...AFFIRMING,
  ...["seen", "found", "felt", "heard", "palpable", "visible", "evident", "needed", "required", "indicated"],
  ...["necessary", "planned", "done", "given", "advised", "recommended", "started", "prescribed", "taken"],
]);

/**
 * Whether the word before the copula at `j` is the subject of a clause of its own, said without a stop: "no cough
 * chest is clear", "not on HRT smear is up to date", "epididymis feels normal" (unpunctuated) — not "no new rash is
 * seen".
 */
function subjectOfState(read: ReadText, marks: Marks, itemStart: number, j: number): boolean {
  const { tokens } = read;
  const subject = tokens[j - 1];
  return (
    LINKING.has(tokens[j].lower) &&
    j - 1 > itemStart &&
    // "no X-ray is needed": a word joined to the one before is one thing with it.
    subject.gap !== "" &&
    isContentWord(subject) &&
    !subject.lower.endsWith("ing") &&
    !marks.inFinding[j - 1] &&
    !marks.findingAt[j - 1] &&
    !PASSIVES.has(tokens[j + 1]?.lower ?? "")
  );
}

/**
 * The scope of a pre-negation trigger ending at `cueLast`: its phrases, each a few words, joined by connectors.
 * `inFinding[j]` marks the inner words of a finding's name, which never end it ("migraine with aura").
 */
/**
 * Whether the list item after the comma at `comma` has no negation of its own while the item after it has one
 * ("no otalgia, purulent discharge, no tinnitus"): the writer negates each item, so that one is not negated.
 */
function ownedBetween(read: ReadText, comma: number, marks: Marks): boolean {
  const { tokens } = read;
  for (let j = comma + 1; j < tokens.length && j <= comma + 5 && !read.breakBefore[j]; j++) {
    const word = tokens[j].lower;
    // "no discharge, axillary nodes not enlarged": the item after the comma has a negation of its own after it.
    if (marks.triggerAt[j] && j > comma + 1 && !ALTERNATIVES.has(tokens[j - 1].lower)) return true;
    if (marks.triggerAt[j] || ALTERNATIVES.has(word) || word === "and") return false;
    if (word === ",") return j > comma + 1 && marks.triggerAt[j + 1] === true && !read.breakBefore[j + 1];
  }
  return false;
}

/**
 * Whether the "no" ending at `cueLast` follows another item with its own "no" after a comma ("no vomiting, no abdo
 * pain, …"): the writer negates each item, so one after it without a "no" is not negated.
 */
function ownedBefore(read: ReadText, cueLast: number): boolean {
  const { tokens } = read;
  if (tokens[cueLast].lower !== "no" || tokens[cueLast - 1]?.lower !== ",") return false;
  for (let j = cueLast - 2; j >= 0 && j >= cueLast - 6 && !read.breakBefore[j + 1]; j--) {
    if (tokens[j].lower === "no") return true;
    if (tokens[j].lower === ",") return false;
  }
  return false;
}

/** Whether a word says someone is doing something ("sleeping", "playing"). */
export const isDoing = (word: string): boolean => /..ing$/.test(word);

/** What someone is doing, said after a comma in a negated list: a clause of its own ("not vomiting, keeping fluids down"). */
const DOING = new Set([
  ...["keeping", "managing", "tolerating", "eating", "drinking", "taking", "passing", "sleeping", "walking"],
  ...["working", "using", "feeding", "coping"],
  // "No excess falls, keeps up at park, manages stairs": what someone still does
  ...["keeps", "manages", "copes"],
  // "not diarrhoea, off his food": what someone is off
  "off",
]);

/** How often something is so, said before it ("occasionally itchy", "sometimes sore"). */
const SOMETIMES = new Set(["occasionally", "sometimes", "often", "intermittently", "usually", "mostly"]);
/** How well someone does a thing ("eating well", "sleeping poorly"). */
const HOW_WELL = new Set(["well", "fine", "ok", "okay", "normally", "better", "worse", "poorly", "badly"]);
/** Words that say what a concern is about ("no concerns re school"). */
const ABOUT = new Set(["re", "regarding", "about", "around"]);
/** How little someone does a thing ("can't lie flat, hardly eating"). */
const HARDLY = new Set(["hardly", "barely", "scarcely", "rarely"]);
/** Words that say how much a state is so ("not himself, very grizzly"). */
const INTENSIFIERS = new Set(["very", "quite", "really", "extremely"]);

/** How strong a movement or a reflex is. */
const STRENGTHS = new Set(["weak", "strong", "brisk", "sluggish", "diminished"]);

/** How much or how well something is done ("eating less", "sleeping well"). */
const HOW_MUCH = new Set([
  "less",
  "more",
  "well",
  "poorly",
  "badly",
  "normally",
  "ok",
  "okay",
  "little",
  "better",
  "worse",
]);

/** How much, said between a thing and how it is ("cough a bit worse", "pain slightly better"). */
const DEGREES = new Set(["a", "bit", "little", "slightly", "much", "very", "somewhat", "lot"]);
/** Triggers that deny each of several things ("none is gaping"). */
const NONE = new Set(["none", "neither"]);
/** Words after "none" that say where there is none of it ("none on the shaft", "none in the groin"). */
const WHERE_NONE = new Set(["on", "in", "at", "over", "around", "near", "under", "behind", "below", "above"]);

/** What "within" says a thing is inside of when it says how the thing is ("within limits", "within normal range"). */
const LIMITS = new Set(["limits", "normal", "range", "target", "recommended", "guidelines"]);

/** How a thing is going ("lochia settling", "rash improving", "wound healed"). */
const GOING = new Set([
  ...["settling", "settled", "improving", "improved", "healing", "healed", "resolving", "resolved", "worsening"],
  ...["clearing", "cleared", "fading", "faded", "easing", "eased", "subsiding", "subsided"],
]);

const POSSESSIVES = new Set(["her", "his", "their", "my", "your"]);
/** Who or what a clause after ", and" is about ("…, and it's running to time"). */
const CLAUSE_SUBJECTS = new Set(["it", "it's", "he", "he's", "she", "she's", "they", "they're"]);
/** What a plan does next, after a comma in a negated list: a clause of its own ("not helping, refer back"). */
const NEXT_STEPS = new Set([
  ...["refer", "start", "stop", "continue", "review", "book", "arrange", "repeat", "ask"],
  // "no late meals, cut the alcohol down": advice on what to do
  ...["reduce", "raise", "increase", "try", "lose"],
]);
/** What was done, said after what it was done to ("letter and medication list sent"). */
const DONE = new Set(["sent", "arranged", "booked", "requested", "faxed", "emailed", "posted", "printed", "issued"]);
/** …and what says a thing was done, not advised: "naloxone kit prescribed", "bloods taken". */
const CARRIED_OUT = new Set([...DONE, "prescribed", "given", "started", "referred", "taken"]);

/** What is still to be done to a thing said after it ("needs infection excluded", "I want myocarditis excluded"). */
const TO_BE_DONE = new Set(["needs", "need", "requires", "require", "want", "wants", "wanted"]);
/** Triggers that say a thing was excluded, which may still be to do. */
const EXCLUSIONS = new Set(["excluded", "ruled", "excluding"]);
/** Words after "is an emergency" that say it was acted on ("I've called 999", "ambulance called", "admitted"). */
const ACTED_ON = new Set(["called", "calling", "rang", "ambulance", "admitted", "admitting", "blue-lighted"]);

/** Words that say what follows was told to the patient ("told him that …", "explained that …"). */
const TOLD = new Set(["told", "explained", "advised", "warned", "aware", "understands", "knows", "reminded"]);

/**
 * Where what a patient was told starts, before token `at` in its sentence ("told him clearly that | a cold … foot is an
 * emergency"): the token before it, or -1 when no such word comes first (a comma after a finding, "this", "which").
 */
function toldBefore(read: ReadText, at: number): number {
  const { tokens } = read;
  // A comma ends findings before it ("Foot pale, pulses absent, acute limb ischaemia is an emergency"), unless a list
  // goes on past it to "or" or "and" ("a cold, white, painful or numb foot is an emergency").
  let listed = false;
  for (let j = at - 1; j >= 0 && j >= at - 14; j--) {
    const word = tokens[j].lower;
    if (word === "or" || word === "and") listed = true;
    if (word === "," && !listed) return -1;
    if (word === "this" || word === "which" || word === "it") return -1;
    if (TOLD.has(word)) return j;
    if (word === "that" && wordJustBefore(read, j, 4, (w) => TOLD.has(w)) >= 0) return j;
    // …said as a sentence of its own, or after a label ("SN re ectopic: heavy bleeding … is an emergency").
    if (word === ":" || word === "-") return j;
    if (read.breakBefore[j]) return j - 1;
    if (CLAUSE_ENDS.has(word)) return -1;
  }
  return -1;
}

/** The last comma at or before token `from` and after the scope's start, or -1. */
function commaBefore(read: ReadText, from: number, start: number): number {
  for (let k = from; k > start; k--) if (read.tokens[k].lower === ",") return k;
  return -1;
}

/** Whether the list item starting at `j`, after a comma, is in a list that "or"/"nor" closes before its clause ends. */
function closedList(read: ReadText, j: number): boolean {
  return read.tokens[j - 1]?.lower === "," && orAhead(read, j + 1, j + 8);
}

/** Places a rash or a weakness spares, which a list after "sparing …," may go on naming. */
const SPARED_PLACES = new Set([
  ...["face", "forehead", "scalp", "palms", "soles", "hands", "feet", "trunk", "mouth", "lips", "nails", "flexures"],
  ...["mucosa", "membranes", "eyes", "eye", "closure", "smile", "knees", "elbows", "back", "chest", "abdomen", "legs"],
  ...["arms", "neck", "buttocks", "groin", "genitals", "folds", "creases", "webs", "toes", "fingers", "thumbs", "nose"],
  ...["ears", "cheeks", "chin", "eyelids", "upper", "lower", "limbs", "area", "areas", "nappy", "mucous", "oral"],
]);

/**
 * Whether a list of places that "and" or "or" closes starts at `from` ("palms and soles", "eye closure and smile") —
 * places only, not "dysarthria and arm weakness" or "drowsy and feverish".
 */
function placesListed(read: ReadText, from: number): boolean {
  let joined = false;
  for (let k = from; k < read.tokens.length && k <= from + 8 && !read.breakBefore[k]; k++) {
    const word = read.tokens[k].lower;
    if (word === "and" || ALTERNATIVES.has(word)) joined = true;
    else if (word === "," || DETERMINERS.has(word)) continue;
    else if (SPARED_PLACES.has(word)) continue;
    else return joined && (CLAUSE_ENDS.has(word) || word === ".");
  }
  return joined;
}

/** Whether a short phrase from token `from` ends its sentence, with no list in it ("weight bearing.", "running to time."). */
function lastPhraseFrom(read: ReadText, from: number): boolean {
  for (let k = from; k < read.tokens.length && !read.breakBefore[k]; k++) {
    if (k - from >= 4 || LIST_MARKS.has(read.tokens[k].lower)) return false;
  }
  return true;
}
const LIST_MARKS = new Set([",", "and", "or", "nor", "/", ";"]);

/**
 * Whether "or" comes between tokens `from` and `to`, closing a list, before anything says another clause starts ("no
 * back pain, some weakness in the leg and no bladder or bowel problems": another list's "or").
 */
/** What someone may deny having thoughts or feelings of ("thoughts of self-harm"). */
const THOUGHTS = new Set(["thoughts", "thought", "feelings", "ideas", "ideation"]);

/** Whether "or" joins the last item before the comma at `comma`, after no other comma (from `start`). */
function orClosedJustBefore(read: ReadText, start: number, comma: number): boolean {
  for (let k = comma - 1; k >= start; k--) {
    if (ALTERNATIVES.has(read.tokens[k].lower)) return true;
    if (read.tokens[k].lower === ",") return false;
  }
  return false;
}

/** Whether a list of things, words and commas only, that "and" or "or" closes starts at `from` ("eggs and fish"). */
function thingsListed(read: ReadText, from: number): boolean {
  const { tokens } = read;
  for (let k = from; k < tokens.length && k <= from + 8 && !read.breakBefore[k]; k++) {
    const word = tokens[k].lower;
    if (k > from && (word === "and" || word === "or")) return isContentWord(tokens[k + 1]);
    if (word !== "," && !isContentWord(tokens[k])) return false;
  }
  return false;
}

function orAhead(read: ReadText, from: number, to: number): boolean {
  const { tokens } = read;
  for (let k = from; k < tokens.length && k <= to && !read.breakBefore[k]; k++) {
    const word = tokens[k].lower;
    if (ALTERNATIVES.has(word)) return true;
    if (CLAUSE_ENDS.has(word) || VERBS.has(word) || word === "and" || DENYING_WORDS.has(word)) return false;
  }
  return false;
}

/** When a test was done, said between it and its result ("pregnancy test today negative"). */
const WHEN_DONE = new Set(["today", "yesterday", "again", "repeated", "recently"]);
/** Words between a test and its result: auxiliaries, when it was done, "which was all" ("a screen which was all negative"),
 * and how much ("ectopic's very unlikely"). */
const betweenResult = (word: string) =>
  AUXILIARIES.has(word) || WHEN_DONE.has(word) || INTENSIFIERS.has(word) || word === "all" || word === "which";

/**
 * Back from token `j` over the words between a test and its result, in its sentence, to the word before them: "pregnancy
 * test today negative", "chlamydia came back negative", "the swab has come back negative".
 */
export function pastBetweenResult(read: ReadText, j: number): number {
  const { tokens, breakBefore } = read;
  for (;;) {
    if (j > 0 && betweenResult(tokens[j].lower) && !breakBefore[j + 1]) j--;
    else if (j > 1 && tokens[j].lower === "back" && RETURNED.has(tokens[j - 1].lower) && !breakBefore[j]) j -= 2;
    else return j;
  }
}

const DIPSTICKS = new Set(["dip", "dipstick", "dipstix"]);
/** What a test found, said after its name ("bladder scan showed", "x-ray revealed"). */
const SHOWED = new Set([
  "showed",
  "shows",
  "revealed",
  "reveals",
  "demonstrated",
  "demonstrates",
  "confirms",
  "confirmed",
]);
/** What a test's result did, said after its name ("not jaundiced, faecal elastase came back at forty five"). */
const CAME_BACK = new Set(["came", "comes"]);
/** …and "has come back": how a result is said to have arrived, before it (pastBetweenResult). */
const RETURNED = new Set([...CAME_BACK, "come"]);

/** Whether a list that "or" or "nor" closes, and a comma separates, follows token `j` in its clause. */
function listAfter(read: ReadText, j: number): boolean {
  const { tokens } = read;
  let comma = false;
  for (let k = j + 1; k < tokens.length && k <= j + 10 && !read.breakBefore[k]; k++) {
    const word = tokens[k].lower;
    if (word === ",") comma = true;
    else if (ALTERNATIVES.has(word)) return comma;
    else if (!isWord(tokens[k]) || VERBS.has(word) || TERMINATORS.has(word)) return false;
  }
  return false;
}

/** What "without" may be said of when the thing was named before it ("without it", "without them"). */
const WITHOUT_WHAT = new Set(["it", "them", "this", "that", "these", "those", "one"]);

/** What may come before "other" when the other things are in the list ("fever, other joint swelling"). */
const OTHER_LISTED = new Set([",", "of"]);

/** Post-negations said of the one word before them ("face spared", "pain free", "forehead sparing"). */
const ONE_WORD_BEFORE = new Set(["spared", "free", "sparing"]);
/** Words that deny on their own, after a comma: what follows is their denial, not the one before. */
// …"not starting tamsulosin, unlikely to help"
const OWN_DENIALS = new Set(["nothing", "none", "nil", "unlikely"]);
/** Triggers that say where something is not, before the place ("sparing the forehead", "spares the palms"). */
const SPARING = new Set(["sparing", "spares"]);

/** Verbs that say what someone has or is ("neither he nor his family has …"). */
const HAVE = new Set(["has", "have", "had", ...COPULAS]);
/** What a finding suggests ("no warmth to suggest cellulitis"). */
const SUGGEST = new Set(["suggest", "indicate", "imply"]);

/** Where a test is done ("in surgery", "at the practice"). */
const DONE_AT = new Set(["surgery", "clinic", "practice"]);

/**
 * How many tokens from `k` say where a test was done ("in surgery", "at the practice"), or 0: "a pregnancy test in
 * the surgery was positive", where the result follows the place.
 */
export function placeDoneAt(tokens: readonly Token[], k: number): number {
  if (tokens[k]?.lower !== "in" && tokens[k]?.lower !== "at") return 0;
  const the = tokens[k + 1]?.lower === "the" ? 1 : 0;
  return DONE_AT.has(tokens[k + 1 + the]?.lower ?? "") ? 2 + the : 0;
}
/** Words of a phrase saying when ("in January", "last week", "on the 3rd"), besides the months' names. */
const WHEN_WORDS = new Set([
  ...["in", "on", "at", "last", "this", "the", "week", "month", "year", "today", "yesterday", "recently", "done"],
]);
const isWhenWord = (word: string) => WHEN_WORDS.has(word) || isMonthName(word);

/** "his last HIV test, in January, was negative": when it was done, set off by commas before `j`, is passed over. */
function pastWhenAside(read: ReadText, j: number): number {
  const { tokens } = read;
  // "pregnancy test in surgery negative": where it was done.
  for (const at of [j - 1, j - 2]) {
    if (placeDoneAt(tokens, at) === j - at + 1 && !read.breakBefore[j]) return at - 1;
  }
  if (tokens[j]?.lower !== ",") return j;
  // "an X-ray, which is not needed"
  if (tokens[j + 1]?.lower === "which") return j - 1;
  let k = j - 1;
  while (k > j - 5 && k >= 0 && isWhenWord(tokens[k].lower) && !read.breakBefore[k + 1]) k--;
  return k < j - 1 && tokens[k]?.lower === "," && !read.breakBefore[k + 1] ? k - 1 : j;
}

/** How a denied thing would have been found, said after it ("no bone exposed", "no nodes palpable"). */
const FOUND_AS = new Set(["exposed", "visible", "seen", "palpable", "felt", "heard", "found"]);

const INCLUDING = new Set(["including", "incl", "inc"]);
/** Verbs of telling, after "neither … nor …", before what neither tells of. */
const REPORTS = new Set(["reports", "report", "reported", "describes", "describe", "mentions", "mention", "notices"]);
/** Who, and the verb, between "to suggest" and what it would take ("to suggest he needs an ENT opinion"). */
const SUGGESTED_OF = new Set(["he", "she", "they", "it"]);
const SUGGESTED_NEED = new Set(["needs", "need", "requires", "require", "has", "had", "is"]);

/** What joins two things written as one ("d/c", "D&V"). */
const GLUES = new Set(["/", "&"]);
/** Whether the mark at `j` glues the words either side of it into one ("sparring/contact"), with no space. */
const glued = (tokens: readonly Token[], j: number) =>
  GLUES.has(tokens[j].lower) &&
  tokens[j].gap === "" &&
  tokens[j + 1]?.gap === "" &&
  isWord(tokens[j - 1]) &&
  isWord(tokens[j + 1]);

/** What sets a label off from the answer after it ("Cough: nil", "Headache – nil"). */
const LABEL_MARKS = new Set([":", "–", "—"]);
/** Prepositions a label may hold ("change in bowel habit", "loss of appetite", "pain on swallowing"). */
const WITHIN_LABEL = new Set(["in", "of", "on", "after", "with", "at", "during"]);
/** Words after a label's answer that say where there is none ("Bleeding: none from gums or nose"). */
const ANSWER_WHERE = new Set(["from"]);
/** What something is said to be like, in a comparison ("never had one like this"). */
const LIKE_WHAT = new Set(["this", "that", "it", "before"]);
/** A label's last word that makes it advice ("Vomiting advice:", "Hypo advice:"). */
const ADVICE = new Set(["advice", "advised", "counselling", "counselled"]);
/** How many words after "including" a "no other …" denies by name ("no other drugs, including opioids and benzos"). */
const INCLUDED_WORDS = 6;
/** Triggers that deny a thing, not a state ("no cough", not "not jaundiced"). */
const NO_NOUN = new Set(["no", "nil"]);
/** How the patient is, said as an adjective: never one of the things a "no" before it denies. */
const HOW_THE_PATIENT_IS = new Set([...STATES_OF_THE_PATIENT, "feverish", "febrile", "pyrexial", "tachycardic"]);
/** Words saying a thing has changed, starting what a list after "no" says is there ("no pain, reduced sensation"). */
const CHANGED_STATES = new Set(["reduced", "increased", "decreased", "altered", "diminished", "impaired", "raised"]);
/** Verbs of telling, before "not to" ("told not to drive", "advised not to lift"). */
const INSTRUCTED = new Set(["told", "advised", "asked", "instructed", "warned", "reminded", "counselled"]);
/** Who a clause is said of, straight after a "no" that answers what came before ("… no she's never had one"). */
const TOLD_OF = new Set(["he", "she", "he's", "she's", "they", "they're", "he'd", "she'd"]);
/** What a label's "no" may say there is none of, besides the label itself ("Asthma: no history"). */
const HISTORY = new Set(["history", "hx"]);
/** Answers to a label that deny it, said after its mark ("Smoker: no", "Chest pain, SOB: all denied", "DTs: never"). */
const LABEL_ANSWERS = new Set(["no", "denied", "denies", "never"]);

/** Post-negation triggers that give a test's result, which may be said of several tests at once. */
const RESULTS = new Set(["negative", "neg", "-", "ve"]);
/** Tests of a sample, whose written result may name what it found ("urine dip -ve blood and protein"). */
const SAMPLED = new Set([...DIPSTICKS, "urinalysis", "swab", "swabs", "msu"]);
/** Words that end a test's name ("Simmonds test", "Phalen's sign"). */
const TESTS = new Set(["test", "sign", "manoeuvre", "reflex"]);

/**
 * Last words of the post-negations of what an examination finds, which may be said of two or three parts at once
 * ("spleen and liver not palpable"), and of what is to be avoided.
 */
const EXAMINED = new Set([
  ...["palpable", "impalpable", "felt", "absent", "seen", "enlarged", "unaffected", "affected"],
  // "haloperidol and metoclopramide are to be avoided"
  "avoided",
]);

/**
 * The words between "nobody" and what nobody has had: "nobody in the family has ever had …" — up to "had" only
 * ("no one in her family has been tested" is said of those people, and stays as it was).
 */
const WHO_HAD = new Set([
  ...["in", "the", "his", "her", "their", "family", "at", "home", "house", "household", "else", "of", "them", "close"],
  "relatives",
  ...["has", "have", "had", "ever"],
]);

/**
 * How many words a forward trigger reaches: one for a prefix ("non-tender"), six as a rule (NegEx's window) — and
 * ten for what is not to be done ("advised not to put pressure on her to speak or offer rewards"), whose verb and
 * object take words before what is denied.
 */
function scopeWidth(read: ReadText, trigger: { kind: string; last: number }): number {
  if (trigger.kind === "prefix") return 1;
  const { tokens } = read;
  const notTo = NOT_TO.has(tokens[trigger.last].lower) && tokens[trigger.last + 1]?.lower === "to";
  return notTo && !read.breakBefore[trigger.last + 1] ? 10 : 6;
}
const NOT_TO = new Set(["not", "never"]);

function forwardScope(
  read: ReadText,
  cueLast: number,
  marks: Marks,
  width = 6,
  single: boolean | "objects" = false,
): Scope | null {
  const { tokens } = read;
  const items: Array<[number, number]> = [];
  let start = cueLast + 1;
  while (start < tokens.length && !read.breakBefore[start] && FILLERS.has(tokens[start].lower)) start++;
  // "negative, including HIV and syphilis": what a result is said to include has the result too.
  if (tokens[start]?.lower === "," && INCLUDING.has(tokens[start + 1]?.lower ?? "")) start += 2;
  else if (INCLUDING.has(tokens[start]?.lower ?? "")) start++;
  // "incl. blood"
  if (tokens[start]?.lower === "." && INCLUDING.has(tokens[start - 1]?.lower ?? "")) start++;
  if (tokens[start]?.lower === "for" && INCLUDING.has(tokens[start - 1]?.lower ?? "")) start++;
  // "none is gaping", "none look infected": what none of them is.
  if (NONE.has(tokens[cueLast].lower) && LINKING.has(tokens[start]?.lower ?? "")) start++;
  // "nobody in the family has had a brain haemorrhage": who is denied it, and the verb, come before what is.
  const nobody =
    tokens[cueLast].lower === "nobody" || (tokens[cueLast].lower === "one" && tokens[cueLast - 1]?.lower === "no");
  if (nobody) {
    let k = start;
    while (k < tokens.length && !read.breakBefore[k] && WHO_HAD.has(tokens[k].lower)) k++;
    if (tokens[k - 1]?.lower === "had") start = k;
    // "nobody in the family with clots": what nobody is with — but "nobody else at home with red eyes" is said of
    // others, and the patient has it.
    else if (tokens[k]?.lower === "with" && k > start && !read.breakBefore[k]) {
      const others = tokens.slice(start, k).some((token) => token.lower === "else");
      if (others) return null;
      start = k + 1;
    }
    // "nobody else at home is unwell": what nobody is.
    else if (COPULAS.has(tokens[k]?.lower ?? "") && !read.breakBefore[k]) start = k + 1;
  }
  // "neither he nor his family has a history of clots": what neither has comes after the verb.
  const neither =
    tokens[cueLast].lower === "nor" &&
    tokens.slice(Math.max(0, cueLast - 4), cueLast).some((t) => t.lower === "neither");
  if (neither) {
    for (let k = start; k < tokens.length && k <= start + 4 && !read.breakBefore[k]; k++) {
      // …"neither he nor his support worker reports hallucinations".
      if (!HAVE.has(tokens[k].lower) && !REPORTS.has(tokens[k].lower)) continue;
      start = k + 1;
      while (start < tokens.length && !read.breakBefore[start] && FILLERS.has(tokens[start].lower)) start++;
      break;
    }
  }
  // "he can't sleep without it his wife says he snores" (unpunctuated): what he is without was named before; the
  // words after it are another clause's.
  if (tokens[cueLast].lower === "without" && WITHOUT_WHAT.has(tokens[start]?.lower ?? "")) return null;
  if (tokens[start]?.lower === "made" && COMPARATIVES.has(tokens[start + 1]?.lower ?? "")) start++;
  // "a heel raise on the right but not on the left swelling along the tendon" (unpunctuated): the side is all that is
  // denied; what follows it is a clause of its own.
  if (tokens[start]?.lower === "on") {
    const at = tokens[start + 1]?.lower === "the" ? start + 2 : start + 1;
    if (sideWord(tokens[at]) && !read.breakBefore[start + 1] && !read.breakBefore[at]) {
      const side = tokens[at + 1]?.lower === "side" && !read.breakBefore[at + 1] ? at + 1 : at;
      return { first: start, last: side, items: [[start, side]], qualified: false };
    }
  }
  // "so not started today leaflet given" (unpunctuated): what was not done today is said before; what follows is a
  // clause of its own.
  const notDone = tokens[cueLast].lower === "not" && NOT_DONE.has(tokens[start]?.lower ?? "");
  if (notDone && NOT_DONE_WHEN.has(tokens[start + 1]?.lower ?? "") && !read.breakBefore[start + 1]) {
    return { first: start, last: start + 1, items: [[start, start + 1]], qualified: false };
  }
  // "not worse with coughing": what it is not worse with is what is negated.
  const compared = COMPARATIVES.has(tokens[start]?.lower ?? "");
  // …but "no improvement with (the) mometasone spray or doxycycline": the medicines were taken, only their good is
  // denied.
  const named = DETERMINERS.has(tokens[start + 2]?.lower ?? "") ? start + 3 : start + 2;
  const treated = compared && TREATED_WITH.has(tokens[start + 1]?.lower ?? "") && read.medicineAt[named];
  if (treated && !read.breakBefore[start + 1])
    return { first: start, last: start, items: [[start, start]], qualified: false };
  let itemStart = start;
  let words = 0;
  let last = cueLast;
  let qualified = false;
  let listed = false;
  let findingEnd = -1;
  let orClosed = false;
  let suggested = -1;
  /** Ends the scope before the phrase starting at `from`, keeping any finding it begins with. */
  const dropFrom = (from: number) => {
    last = findingEnd >= from ? findingEnd : Math.min(last, from - 2);
    itemStart = from;
    if (findingEnd < from) itemStart = last + 1;
  };
  for (let j = start; j < tokens.length; j++) {
    const token = tokens[j];
    // A prefix negates its one word ("non-tender, median sulcus preserved": only tender).
    if (width === 1 && j > start && !marks.inFinding[j]) break;
    // "No fever (36.9°C at home this morning), floppiness or vomiting": an aside in a list (asideInList), with a
    // reading in it, is passed over; the list goes on after it.
    const close = j > start && token.lower === "(" && asideInList(read, j) ? closingBracket(read, j) : -1;
    if (close > 0 && tokens.slice(j + 1, close).some((inside) => inside.kind === "number")) {
      j = close;
      continue;
    }
    // "can't hold the jug numbness over the back of the hand" (unpunctuated): after a verb and what it is done to, a
    // finding starts a clause of its own.
    const doneTo = j === start + 3 && !marks.findingAt[start] && DONE_TO.has(tokens[start + 1].lower);
    if (doneTo && isContentWord(tokens[j - 1]) && marks.findingAt[j] && !read.breakBefore[j]) {
      last = j - 1;
      break;
    }
    // "no problems district nurses to take over" (unpunctuated): "no problems" says all is well, and a thing named
    // straight after it starts a clause of its own (not "no problems passing urine", "no concerns about …").
    const trouble = j === start + 1 && TROUBLE.has(tokens[start].lower) && !marks.inFinding[j];
    if (trouble && isContentWord(token) && !token.lower.endsWith("ing") && !ABOUT.has(token.lower)) {
      last = start;
      break;
    }
    if (marks.inFinding[j]) {
      last = j;
      findingEnd = j;
      continue;
    }
    // "can't see the left fundus right fundus undilated" (unpunctuated): the other side of the part just denied starts
    // a clause of its own.
    if (j > start && sideWord(token) && isContentWord(tokens[j - 1]) && saidAgain(read, start, j)) {
      last = j - 1;
      break;
    }
    // "no episodes of sweating palpitations or headaches" (unpunctuated): one finding straight after another is an
    // item of its own.
    // Only in a list that "or" closes ("no coughing up blood cough worse at night" runs on).
    if (marks.findingAt[j] && findingEnd === j - 1 && j > itemStart && orAhead(read, j, j + 4)) {
      items.push([itemStart, j - 1]);
      itemStart = j;
    }
    // "doesn't look distressed or in pain crackles at the left base" (unpunctuated): after the list "or" has closed
    // with a phrase ("in pain"), a finding straight after it starts a clause of its own.
    const phrase = orClosed && j - itemStart >= 2 && !isContentWord(tokens[itemStart]) && isWord(tokens[itemStart]);
    if (marks.findingAt[j] && phrase && isContentWord(tokens[j - 1]) && !read.breakBefore[j]) {
      last = j - 1;
      break;
    }
    if (marks.findingAt[j]) findingEnd = j;
    // "no shortening or rotation, weight bearing": after the item "or" closed the list with, a comma ends it —
    // unless another "or" closes a list after it ("no nausea or vomiting, diarrhoea or abdominal pain").
    // …"…, ear pain or fullness, headache, diplopia and numbness" goes on: only a short last phrase ends it.
    const closedBefore = orClosed && !ALTERNATIVES.has(tokens[j - 1]?.lower ?? "");
    if (token.lower === "," && closedBefore && isContentWord(tokens[j + 1]) && lastPhraseFrom(read, j + 1)) {
      last = Math.min(last, j - 1);
      break;
    }
    if (ALTERNATIVES.has(token.lower)) orClosed = true;
    if (j > start && marks.triggerAt[j]) break;
    // "never had a headache like this": a comparison, which denies nothing of headaches.
    if (token.lower === "like" && LIKE_WHAT.has(tokens[j + 1]?.lower ?? "") && !read.breakBefore[j]) {
      qualified = true;
      break;
    }
    if (EXCEPTIONS.has(token.lower) && !read.breakBefore[j]) {
      // "not had any ciprofloxacin or other quinolones": one more negated, not an exception.
      // …nor "no doxycycline/other antibiotics", a slash for "or".
      const joiner = tokens[tokens[j - 1].lower === "any" ? j - 2 : j - 1];
      const slash = joiner?.lower === "/" && glued(tokens, j - 1);
      // …nor "no rash, fever, other joint swelling or weight loss", "no swelling of other joints", an item of the list
      // or what one is of (not "no pain, other than on walking").
      const listed = OTHER_LISTED.has(joiner?.lower ?? "") && tokens[j + 1]?.lower !== "than";
      const more = token.lower === "other" && (ALTERNATIVES.has(joiner?.lower ?? "") || slash || listed);
      // …"never had a prostate biopsy or other urological procedure": the other things are denied with it, and so
      // are "other over-the-counter medicines", a word made with hyphens.
      const compound = tokens[j + 2]?.lower === "-";
      if (more && (isContentWord(tokens[j + 1]) || compound) && !read.breakBefore[j + 1]) {
        itemStart = j + 1;
        continue;
      }
      qualified = !more;
      break;
    }
    // "no fever, no dizziness, tinnitus present", "no chest pain, syncope x1": the phrase after the comma is there.
    // …and "no fever, frequency no different from usual": how it compares, with a "no" of its own.
    const sameAsBefore = token.lower === "no" && tokens[j + 1]?.lower === "different";
    // Not a word said well after the item begins ("no thoughts of suicide or self harm urine drug screen today
    // positive for methadone", unpunctuated): that is another clause's.
    // "no regular meds, allergic to penicillin": an allergy said after the comma is there.
    const allergicTo = token.lower === "allergic" && tokens[j + 1]?.lower === "to";
    if (j === itemStart && itemStart > start && allergicTo && tokens[j - 1].lower === ",") {
      last = Math.min(last, j - 2);
      break;
    }
    // …not after "or": "no absences or staring spells noted by school" notes neither.
    // …nor after a slash for "or": "no absences/staring spells noted".
    const alternative = ALTERNATIVES.has(tokens[itemStart - 1]?.lower ?? "") || glued(tokens, itemStart - 1);
    const orJoined = alternative && AFFIRMING.has(token.lower);
    if (
      j > itemStart &&
      j <= itemStart + 3 &&
      itemStart > start &&
      !orJoined &&
      (AFFIRMING.has(token.lower) || EPISODES.test(token.lower) || sameAsBefore)
    ) {
      // …with what "and" joins to it since the comma ("no scars, radial and ulnar pulses present").
      const comma = tokens[itemStart - 1].lower === "and" ? commaBefore(read, itemStart - 2, start) : -1;
      const pair = comma >= 0 && itemStart - comma <= 4;
      last = Math.min(last, pair ? comma - 1 : itemStart - 2);
      itemStart = last + 1;
      break;
    }
    // "no spreading redness or warmth to suggest cellulitis": what nothing suggests is denied too.
    if (j > start && token.lower === "to" && SUGGEST.has(tokens[j + 1]?.lower ?? "") && !read.breakBefore[j + 1]) {
      if (j > itemStart) items.push([itemStart, j - 1]);
      // …"no red flags to suggest he needs an ENT opinion": what he would need.
      const needs = SUGGESTED_OF.has(tokens[j + 2]?.lower ?? "") && SUGGESTED_NEED.has(tokens[j + 3]?.lower ?? "");
      itemStart = needs ? j + 4 : j + 2;
      suggested = itemStart;
      words = 0;
      j = itemStart - 1;
      continue;
    }
    // "no heavy manual handling (e.g. proning/turning patients alone)": the examples are denied too, each an item.
    if (j > start && token.lower === "(" && EXAMPLES.has(tokens[j + 1]?.lower ?? "") && !read.breakBefore[j + 1]) {
      if (j > itemStart) items.push([itemStart, j - 1]);
      let k = j + 1;
      while (k < j + 5 && (EXAMPLE_WORDS.has(tokens[k]?.lower ?? "") || abbreviationStop(tokens, k))) k++;
      itemStart = k;
      words = 0;
      j = k - 1;
      continue;
    }
    // "No sparring/contact", "no SOB/wheeze": two things written as one, each denied.
    if (j > itemStart && glued(tokens, j)) {
      items.push([itemStart, j - 1]);
      itemStart = j + 1;
      words = 0;
      continue;
    }
    if (compared && j === start + 1 && (token.lower === "with" || token.lower === "by")) {
      itemStart = j + 1;
      continue;
    }
    // "has not vomited or had a seizure": after "or", "had" says again what is denied.
    if (FILLERS.has(token.lower) && ALTERNATIVES.has(tokens[j - 1]?.lower ?? "") && j - 1 > start) {
      itemStart = j + 1;
      continue;
    }
    if (ends(read, j, start, marks.measured)) {
      // "not pregnant, LMP 2 weeks ago", "her gait was normal": the phrase after the comma is a clause of its own.
      const clause = VERBS.has(token.lower) || (token.kind === "number" && !token.ordinal);
      // …what is suggested is the item itself ("warmth to suggest cellulitis one similar patch").
      if (clause && itemStart === suggested && j > itemStart) last = j - 1;
      else if (clause && itemStart > start) {
        // After "or", a word is still one of what is negated: "not taking aspirin or ibuprofen vegetarian for
        // twenty years" (unpunctuated) negates ibuprofen; "anti inflammatories", said without its hyphen, is one.
        let joiner = itemStart - 1;
        while (joiner > start && FILLERS.has(tokens[joiner].lower)) joiner--;
        // …as after a slash: "No sparring/contact ≥2/52".
        const alternative =
          (ALTERNATIVES.has(tokens[joiner].lower) || glued(tokens, joiner)) &&
          itemStart < j &&
          isWord(tokens[itemStart]);
        // "…, and his bladder and bowels are normal": what is said to be normal is not in the list, finding or not.
        const stated = isWord(token) && PREDICATES.has(tokens[j + 1]?.lower ?? "");
        // …or the words up to who the clause is said of ("or ovarian surgery mum had her menopause at forty two").
        const relative = RELATIVES.has(tokens[j - 1]?.lower ?? "") && j - 2 > itemStart;
        if (alternative && relative) last = j - 2;
        // …"or any urological procedure one regular partner" (unpunctuated): a number right after a thing starts the
        // next clause, and the thing is whole.
        else if (alternative && token.kind === "number" && isContentWord(tokens[j - 1]) && j - itemStart <= 3)
          last = j - 1;
        else if (alternative)
          last = SPOKEN_PREFIXES.has(tokens[itemStart].lower) && itemStart + 1 < j ? itemStart + 1 : itemStart;
        else if (stated) {
          // "not iron deficient, and B12 and folate were normal": all that "and" joins since the comma is stated.
          const comma = commaBefore(read, itemStart - 1, start);
          const joined = comma >= 0 && tokens[comma + 1]?.lower === "and";
          last = Math.min(last, joined ? comma - 1 : itemStart - 2);
        } else dropFrom(itemStart);
      } else if (subjectOfState(read, marks, itemStart, j)) last = j - 2;
      break;
    }
    // "and" joins a list ("no cough, fever and rash", "no vomiting and diarrhoea"), not a new clause ("no
    // thoughts of self-harm and drinks alcohol").
    // "negative for nitrites and leucocytes": a result said of two tests at once.
    const resultOf =
      RESULTS.has(tokens[cueLast].lower) ||
      (tokens[cueLast].lower === "for" && RESULTS.has(tokens[cueLast - 1]?.lower ?? ""));
    // …"denies low mood and thoughts of self-harm": thoughts of a finding are one too (not "and episodes of
    // vomiting", "and history of migraine", which may be there).
    const thingOf = THOUGHTS.has(tokens[j + 1]?.lower ?? "") && tokens[j + 2]?.lower === "of" && marks.findingAt[j + 3];
    if (token.lower === "and" && !listed && !marks.findingAt[j + 1] && !thingOf && !resultOf) break;
    // "so no spacer, and salbutamol PRN": a medicine after a comma and "and" starts a clause of its own.
    if (token.lower === "and" && tokens[j - 1]?.lower === "," && read.medicineAt[j + 1]) break;
    // "no blood or mucus, and crampy lower abdominal pain": after a list "or" has closed, so does ", and" (not "no
    // nausea or vomiting, diarrhoea, and abdominal pain", where "or" was within an item).
    if (token.lower === "and" && tokens[j - 1]?.lower === "," && orClosedJustBefore(read, start, j - 1)) break;
    if (token.lower === ",") listed = true;
    // "no stresses at home or at school": a second place for the same thing, not a second thing.
    const place = NARROWING.has(tokens[j + 1]?.lower ?? "");
    if (CONNECTORS.has(token.lower) && place && tokens.slice(itemStart, j).some((t) => NARROWING.has(t.lower))) {
      last = j;
      continue;
    }
    // "No otalgia, purulent discharge, no tinnitus": between two items each with its own "no", one without is there.
    // …and after them: "No vomiting, no abdo pain, low-grade fever".
    // …not when "or" closes the list ("no blood in his urine, no dysuria, frequency or nocturia").
    const ownedAll = ownedBefore(read, cueLast) && !closedList(read, j + 1);
    if (token.lower === "," && (ownedBetween(read, j, marks) || ownedAll)) break;
    // "not tender, pitting oedema to mid shin": after one state "not" denies, a thing named in two words after the
    // comma is a clause of its own (not in a list "or" closes: "not red, swollen or tender").
    // …or a state said as a participle: "not dehydrated, injection sites, there's a soft lump".
    // …or as doing: "left arm and leg not moving, mouth drooping on the left".
    const howItIs = PREDICATES.has(tokens[start].lower) || /..(?:ed|ing)$/.test(tokens[start].lower);
    // …with when or how it is said after it: "not distressed at rest, abdomen distended".
    // …or where: "levator ani not tender on either side, prostate smooth".
    const saidWhen = j <= start + 4 && tokens.slice(start + 1, j).every((t) => STATE_QUALIFIERS.has(t.lower));
    const oneState = (j === start + 1 || saidWhen) && howItIs && tokens[cueLast].lower === "not";
    const named = isContentWord(tokens[j + 1]) && isContentWord(tokens[j + 2]);
    // …and after a doing "not" denies, a word that is no doing: "not sleeping, irritable, brain fog at work" (not "not
    // sleeping, eating or drinking", a list "or" closes).
    const stateAfter = isDoing(tokens[start].lower) && isContentWord(tokens[j + 1]) && !isDoing(tokens[j + 1].lower);
    if (token.lower === "," && oneState && (named || stateAfter) && !closedList(read, j + 1)) break;
    // …or how well the patient is: "not hypoxic, comfortable at rest".
    const wellAfter = WELL.has(tokens[j + 1]?.lower ?? "") && tokens[cueLast].lower === "not" && j === start + 1;
    if (token.lower === "," && wellAfter && !closedList(read, j + 1)) break;
    // "left facial weakness sparing the forehead, right side moving normally": what is spared is one place.
    // …unless "and" or "or" closes a list of places ("sparing the face, palms and soles").
    if (token.lower === "," && SPARING.has(tokens[cueLast].lower) && !placesListed(read, j + 1)) break;
    // "not fluctuant, nothing to drain": a word that denies on its own after a comma starts a denial of its own.
    if (token.lower === "," && OWN_DENIALS.has(tokens[j + 1]?.lower ?? "")) break;
    // "don't give tonight's apixaban, letter and medication list sent with her": what was done after a comma is
    // a clause of its own.
    const doneAfter = j > start && DONE.has(token.lower) && !marks.inFinding[j] ? commaBefore(read, j - 1, start) : -1;
    if (doneAfter >= 0) {
      last = Math.min(last, doneAfter - 1);
      break;
    }
    // "doesn't have any symptoms of sleep apnoea, her partner hasn't noticed …": whose it is starts a clause.
    // …after ", and" too: "no double vision, and his bladder and bowels are working normally".
    const commaAnd = tokens[j - 1].lower === "and" && tokens[j - 2]?.lower === ",";
    // …and "no redness or swelling, and it's running to time": who or what the next clause is about.
    const whose = POSSESSIVES.has(token.lower) || (commaAnd && CLAUSE_SUBJECTS.has(token.lower));
    if (j > start && (tokens[j - 1].lower === "," || commaAnd) && whose) {
      last = Math.min(last, commaAnd ? j - 3 : j - 2);
      break;
    }
    // "with no murmurs, and a clear chest", "no blood, and this morning's ACR …": what an article or "this" brings in
    // after the list is there, not denied with it; "no deformity, the bruising has gone": so is what "the" does.
    const joinedBefore = tokens[j - 1]?.lower === "and" || tokens[j - 1]?.lower === ",";
    const introduced =
      token.lower === "a" ||
      token.lower === "an" ||
      (token.lower === "this" && tokens[j - 2]?.lower === ",") ||
      (token.lower === "the" && (tokens[j - 1]?.lower === "," || tokens[j - 2]?.lower === ","));
    // …but a list "or" closes runs on: "never had a blood clot, a stroke or liver disease".
    if (j > start + 1 && introduced && joinedBefore && !closedList(read, j)) {
      last = Math.min(last, tokens[j - 2]?.lower === "," ? j - 3 : j - 2);
      break;
    }
    // "no heavy bleeding, lochia settling": how a thing named after a comma is going is a clause of its own.
    if (j > itemStart && tokens[itemStart - 1]?.lower === "," && GOING.has(token.lower)) {
      dropFrom(itemStart);
      break;
    }
    // "not vomiting, keeping fluids down": what someone is doing after a comma is a clause of its own.
    // …and how often something is so: "not painful, occasionally itchy"; and what the plan does: "not helping, refer
    // back".
    // …how little or how much: "can't lie flat, hardly eating"; "not himself, very grizzly"; and a medicine named
    // after it: "no dose at suhoor, empagliflozin moved to iftar".
    const how = HARDLY.has(token.lower) || (INTENSIFIERS.has(token.lower) && isContentWord(tokens[j + 1]));
    const medicine = read.medicineAt[j] !== undefined && !closedList(read, j);
    // …and a trace of something: "negative for nitrites and blood, trace of leucocytes" is a reading of its own.
    const clause =
      DOING.has(token.lower) ||
      SOMETIMES.has(token.lower) ||
      NEXT_STEPS.has(token.lower) ||
      // "cut the alcohol down", not "cut or bruising"
      (token.lower === "cut" && tokens[j + 1]?.lower === "the") ||
      // "two months of black cohosh, no help, stopped it": what was done about it (not "stopped eating")
      (token.lower === "stopped" && IT.has(tokens[j + 1]?.lower ?? "")) ||
      how ||
      medicine ||
      token.lower === "trace" ||
      // "no vomiting, bit of posseting": a little of something is some of it
      (token.lower === "bit" && tokens[j + 1]?.lower === "of") ||
      // "no fever, playing normally": how well someone does a thing
      (isDoing(token.lower) && HOW_WELL.has(tokens[j + 1]?.lower ?? ""));
    if (j > start && tokens[j - 1].lower === "," && clause) {
      dropFrom(j);
      break;
    }
    // "cannot lie flat, and hardly eating": how little someone does a thing is a clause of its own, however joined.
    if (j > start && HARDLY.has(token.lower)) {
      let end = j - 1;
      while (
        end > start &&
        (tokens[end].lower === "and" || tokens[end].lower === "," || LINKING.has(tokens[end].lower))
      )
        end--;
      last = Math.min(last, end);
      break;
    }
    // …said without the comma too, after what is denied: "not painful occasionally itchy" (unpunctuated).
    if (j > start && SOMETIMES.has(token.lower) && isContentWord(tokens[j - 1])) {
      last = Math.min(last, j - 1);
      break;
    }
    // "no renal angle tenderness urine dip blood three plus" (unpunctuated): a dipstick's result is a clause of its own.
    // "he declined bladder scan showed a residual of 320" (unpunctuated): what a test showed makes its name the
    // start of a clause of its own.
    // …"no ankle oedema ECG in the surgery shows": the test's name, past where it was done, one word or two (not a
    // finding denied before it).
    const cameBack = CAME_BACK.has(token.lower) && tokens[j + 1]?.lower === "back";
    if (j > start && (SHOWED.has(token.lower) || cameBack)) {
      let name = j - 1;
      for (const at of [j - 3, j - 4]) if (placeDoneAt(tokens, at) === j - at) name = at - 1;
      const two = isContentWord(tokens[name - 1]) && !marks.findingAt[name - 1] && !marks.inFinding[name - 1];
      if (isContentWord(tokens[name])) {
        last = Math.min(last, (two ? name - 1 : name) - 1);
        break;
      }
    }
    if (j > start && DIPSTICKS.has(token.lower)) {
      last = Math.min(last, j - 1 > start && isContentWord(tokens[j - 1]) ? j - 2 : j - 1);
      break;
    }
    // "no bone or tendon exposed foot pulses palpable" (unpunctuated): how what is denied would be found ends it.
    if (j > start && FOUND_AS.has(token.lower) && isContentWord(tokens[j - 1]) && !marks.inFinding[j]) {
      last = j;
      break;
    }
    // "no regular medicines allergic to penicillin" (unpunctuated): an allergy said after a denied item is there.
    if (
      j > start &&
      token.lower === "allergic" &&
      tokens[j + 1]?.lower === "to" &&
      !CONNECTORS.has(tokens[j - 1].lower)
    ) {
      last = Math.min(last, j - 1);
      break;
    }
    // "no chest pain eating less" (unpunctuated): how someone is doing a thing, said after a finding, is too.
    if (j > start && findingEnd === j - 1 && DOING.has(token.lower) && HOW_MUCH.has(tokens[j + 1]?.lower ?? "")) {
      last = j - 1;
      break;
    }
    // …a list of things avoided goes on past "and" or "or", and past a comma in a list of them "and" or "or" closes
    // ("avoids chicken, eggs and restaurant food"); not to a clause ("avoids dairy, diarrhoea most days").
    const joinedObject = (token.lower === "and" || token.lower === "or") && isContentWord(tokens[j + 1]);
    const nextObject = single === "objects" && (joinedObject || (token.lower === "," && thingsListed(read, j + 1)));
    if ((CONNECTORS.has(token.lower) || token.lower === "as") && single && !nextObject) break;
    // "No urinary symptoms, feverish at home": after a comma, how the patient is is no longer what "no" denies.
    // …nor a thing said to be changed: "No leg weakness, reduced saddle sensation".
    const state =
      token.lower === "," &&
      NO_NOUN.has(tokens[cueLast].lower) &&
      (HOW_THE_PATIENT_IS.has(tokens[j + 1]?.lower ?? "") ||
        (CHANGED_STATES.has(tokens[j + 1]?.lower ?? "") && !closedByOr(read, j + 1, 9)));
    if (state) break;
    if (CONNECTORS.has(token.lower) || (LABEL_MARKS.has(token.lower) && j > start)) {
      if (j > itemStart) items.push([itemStart, j - 1]);
      itemStart = j + 1;
      words = 0;
      continue;
    }
    // "not used any new soaps": after a determiner a predicate's word says which, not how it is.
    // Nor after "or": "no pelvic pain or abnormal bleeding".
    // …nor in a list that "or" closes: "no genital ulcers, red eyes, joint pains or rashes"; nor after a slash: "no
    // sore/red eyes".
    const joined = ALTERNATIVES.has(tokens[j - 1].lower) || (j > 1 && glued(tokens, j - 1));
    // …and a slash after it says another state of the same thing: "no rash, red/painful eyes, fevers or tingling".
    const slashed = tokens[j + 1]?.lower === "/" && glued(tokens, j + 1) && isWord(tokens[j + 2]);
    const attributive =
      (DETERMINERS.has(tokens[j - 1].lower) || joined || closedList(read, j)) && (isWord(tokens[j + 1]) || slashed);
    // "not swollen or warm": the last of the states "or" joins, at the clause's end, is denied with the others.
    const lastState = ALTERNATIVES.has(tokens[j - 1].lower) && j - 2 >= start && !isWord(tokens[j + 1]);
    // "no psychotic symptoms alcohol within limits" (unpunctuated): "within limits" says how it is, as "normal" does.
    const within = token.lower === "within" && LIMITS.has(tokens[j + 1]?.lower ?? "");
    // "unable to hook the tendon supination weak" (unpunctuated): how strong a movement is, said of the word before.
    const strength = STRENGTHS.has(token.lower) && isContentWord(tokens[j - 1]) && !tokens[j - 1].lower.endsWith("ing");
    // "no abscess at present, wound clean": "at present" is now, not a state, and ends what is denied.
    if (token.lower === "present" && tokens[j - 1].lower === "at") {
      last = j;
      break;
    }
    // "no scoliosis, shoulders level", "pelvis level": how a pair sits (not "no fluid level", a thing seen).
    const level = token.lower === "level" && /s$/.test(tokens[j - 1].lower);
    const predicate = PREDICATES.has(token.lower) || within || strength || level;
    if (j > start && predicate && (!marks.findingAt[j] || strength) && !attributive && !lastState) {
      // "no petechiae throat red", "no tethering or peau d'orange nipples normal" (unpunctuated): the word a
      // predicate follows is what it is said of; "no trismus, uvula central": the phrase after the comma is.
      // Not past a verb: "or fluid loss baby moving well" leaves what "well" is said of unknown.
      // …past how much: "no coughing up blood cough a bit worse" (unpunctuated) says the cough is worse.
      let k = j - 1;
      while (k > itemStart + 1 && DEGREES.has(tokens[k].lower)) k--;
      const said = tokens[k];
      // After a comma it is a clause of its own: "no swelling, calf squeeze normal".
      const subject =
        k > itemStart &&
        isContentWord(said) &&
        !said.lower.endsWith("ing") &&
        !marks.inFinding[k] &&
        tokens[itemStart - 1]?.lower !== ",";
      // "no saddle numbness bladder and bowels normal" (unpunctuated): a finding just before it, after another.
      let found = k;
      while (found > start && marks.inFinding[found] && !marks.findingAt[found]) found--;
      const findingSaid = marks.inFinding[k] && marks.findingAt[found] && found > start;
      const beforeNoun = BEFORE_A_NOUN.has(token.lower) && isContentWord(tokens[j + 1]) && !read.breakBefore[j + 1];
      // "hasn't had a cold or a tummy bug recently eating well" (unpunctuated): how someone is doing a thing starts
      // a clause of its own, and the item before it is whole.
      const doing =
        k > itemStart + 1 &&
        HOW_WELL.has(token.lower) &&
        said.lower.endsWith("ing") &&
        !DETERMINERS.has(tokens[k - 1].lower) &&
        tokens[k - 1].lower !== "of";
      if (beforeNoun && j > itemStart) last = j - 1;
      else if (subject) last = k - 1;
      else if (findingSaid) last = Math.min(last, found - 1);
      else if (doing) last = k - 1;
      // "no infection or abscess present": present is said of what "or" joins, and both are denied.
      else if (ALTERNATIVES.has(tokens[itemStart - 1]?.lower ?? "") && k === itemStart && AFFIRMING.has(token.lower))
        last = k;
      else if (itemStart > start) dropFrom(itemStart);
      break;
    }
    // A hyphen is not a word of its own ("other over-the-counter medicines").
    if (token.lower !== "-" && ++words > (items.length ? 5 : width)) break;
    last = j;
  }
  // "no feeling of being kicked simmonds test negative" (unpunctuated): a result said just after the scope is said
  // of the one word before it, or of the test named in the two words before it, not negated by this trigger.
  for (let k = last + 1; k <= last + 2 && k < tokens.length && !read.breakBefore[k]; k++) {
    if (!marks.triggerAt[k] || !RESULTS.has(tokens[k].lower)) continue;
    const subject = k - (TESTS.has(tokens[k - 1].lower) ? 2 : 1);
    if (subject > start) last = Math.min(last, subject - 1);
    break;
  }
  if (last >= itemStart) items.push([itemStart, last]);
  if (!items.length || last < start) return null;
  return { first: start, last, items: items.filter(([, to]) => to <= last), qualified };
}

/** Words that say how far something goes ("not fully", "doesn't straighten completely"). */
export const HOW_FAR = new Set(["fully", "completely", "properly", "entirely", "totally"]);

/**
 * "doesn't abduct fully", "can't straighten it completely": a verb's "not" with how far it goes said after the verb
 * says the thing is limited, not absent. Said straight after "not" ("not fully vaccinated"), how far is what is
 * denied, and the negation reads as usual.
 */
function limitNotAbsence(read: ReadText, i: number, length: number): boolean {
  const { tokens } = read;
  // …"unable to hold her breath long enough", as "wasn't holding her breath long enough".
  const unableTo = length === 2 && tokens[i].lower === "unable" && tokens[i + 1]?.lower === "to";
  const one = length === 1 && (tokens[i].lower === "not" || tokens[i].lower === "cannot" || negativeWord(tokens[i]));
  if (one && tokens[i + 1]?.lower === "really" && nowAndThenAfter(read, i + 2)) return true;
  if (!one && !unableTo) return false;
  // "cannot be fully seen" is "not fully" too.
  let verb = i + length;
  while (verb < tokens.length && ["be", "been", "being", "get", "got"].includes(tokens[verb].lower)) verb++;
  // "can't lift the arm properly" as "can't lift arm properly": the words counted, not "the" or "his".
  // …and "wasn't holding her breath long enough": held, not for long enough.
  for (let k = verb, words = 0; words <= 3 && k < tokens.length && !read.breakBefore[k]; k++) {
    if (tokens[k].lower === "enough") return k > verb;
    if (HOW_FAR.has(tokens[k].lower) && words <= 2) return k > verb;
    if (!DETERMINERS.has(tokens[k].lower) && !POSSESSIVES.has(tokens[k].lower)) words++;
  }
  return false;
}

/** Words that say how seldom ("just occasionally", "only sometimes"). */
const SELDOM = new Set(["occasionally", "sometimes", "intermittently", "rarely"]);

/**
 * Whether "just" or "only" and how seldom, and nothing more, follow the word at `from` after a comma in its clause:
 * "not really itchy, just occasionally" says it is itchy now and then — not "not really any chest pain, just
 * occasionally some indigestion", where the seldom thing is another.
 */
function nowAndThenAfter(read: ReadText, from: number): boolean {
  const { tokens } = read;
  for (let k = from; k <= from + 4 && k < tokens.length && !read.breakBefore[k]; k++) {
    if (tokens[k].lower !== ",") continue;
    const limit = tokens[k + 1]?.lower === "just" || tokens[k + 1]?.lower === "only";
    const seldom = limit && SELDOM.has(tokens[k + 2]?.lower ?? "") && !read.breakBefore[k + 2];
    const end = k + 3 >= tokens.length || read.breakBefore[k + 3] || [",", ".", ";"].includes(tokens[k + 3].lower);
    return seldom && end;
  }
  return false;
}

/** Whether the word after token `j` was said between `start` and `j` ("the left fundus right fundus"). */
function saidAgain(read: ReadText, start: number, j: number): boolean {
  const next = read.tokens[j + 1];
  if (!isContentWord(next)) return false;
  const stem = stemOf(next.lower);
  return read.tokens.slice(start, j).some((token) => isContentWord(token) && stemOf(token.lower) === stem);
}

/** Whether "until" follows the phrase ending at `last`, in its clause ("no sex, including oral, until treated"). */
function untilAfter(read: ReadText, last: number): boolean {
  for (let k = last + 1; k <= last + 3 && k < read.tokens.length && !read.breakBefore[k]; k++) {
    if (read.tokens[k].lower === "until") return true;
  }
  return false;
}

/** How many words after "ring back" its "with" or "if" may come ("ring back (or 111 out of hours) with fever"). */
const CALL_BACK_REACH = 8;

/** Whether token `i` starts "ring back" or "phone back" said with what would make them ("… with fever", "… if"). */
function callBackWith(read: ReadText, i: number): boolean {
  const { tokens, breakBefore } = read;
  if (!["ring", "phone"].includes(tokens[i].lower) || tokens[i + 1]?.lower !== "back") return false;
  for (let k = i + 2; k < tokens.length && k <= i + 1 + CALL_BACK_REACH && !breakBefore[k]; k++) {
    if ([".", ";", ","].includes(tokens[k].lower) && tokens[k + 1]?.lower !== "or") return false;
    if (tokens[k].lower === "with" || tokens[k].lower === "if") return true;
  }
  return false;
}

/** The most words between "asked about" and its answer ("asked about a lump in her neck and she said no"). */
const ASKED_WORDS = 10;

/** Where "about" is when token `i` starts "asked about …" answered "(and) she said no" in its sentence; else -1. */
function askedAndDenied(read: ReadText, i: number): number {
  const { tokens, breakBefore } = read;
  if (tokens[i].lower !== "asked") return -1;
  // …"I asked her directly about self harm".
  let about = i + 1;
  while (about <= i + 3 && ASKED_HOW.has(wordAt(read, about))) about++;
  if (wordAt(read, about) !== "about") return -1;
  for (let k = about + 1; k < tokens.length && k <= about + 1 + ASKED_WORDS && !breakBefore[k]; k++) {
    if (tokens[k].lower === "." || tokens[k].lower === ";") return -1;
    // "I asked about new soaps or washing powder, nothing new.": the answer, after a comma, ending the sentence.
    // …of what is new ("new soaps"), not "asked about his chest pain, nothing new", which goes on.
    const ofNew = tokens.slice(about + 1, k).some((token) => token.lower === "new");
    const nothing = ofNew && tokens[k].lower === "," && NOTHING_SAID.has(wordAt(read, k + 1));
    const answerEnd = wordAt(read, k + 2) === "new" ? k + 3 : k + 2;
    if (nothing && (answerEnd >= tokens.length || breakBefore[answerEnd] || tokens[answerEnd].lower === ".")) {
      return about;
    }
    // …"she said no", "and she says no, never".
    const answered = ANSWERED.has(tokens[k + 1]?.lower ?? "");
    if (!SAID_NO.has(tokens[k].lower) || !answered) continue;
    // …"and she said he has never put his hands round her neck": the answer a denial of its own.
    const never = (j: number) => wordAt(read, j) === "never";
    if (SAID_NO.has(wordAt(read, k + 2)) && (never(k + 3) || (HAVE.has(wordAt(read, k + 3)) && never(k + 4))))
      return about;
    if (tokens[k + 2]?.lower !== "no") continue;
    const end = tokens[k + 3];
    return end === undefined || breakBefore[k + 3] || [".", ",", ";"].includes(end.lower) ? about : -1;
  }
  return -1;
}
/** Answers that deny what was asked about ("asked about new soaps, nothing new"). */
const NOTHING_SAID = new Set(["nothing", "none", "nil"]);
/** Words between "asked" and "about": whom, and how ("asked her directly about"). */
const ASKED_HOW = new Set(["her", "him", "them", "directly", "specifically", "explicitly", "also", "again"]);

/**
 * Where "said no when I asked about" ends, from token `i` at "said" ("she said no when I asked about any pauses in her
 * breathing or going blue"): the answer before the question, denying what was asked about. -1 when not so said.
 */
function deniedWhenAsked(read: ReadText, i: number): number {
  if (read.tokens[i].lower !== "said") return -1;
  if (wordAt(read, i + 1) !== "no" || wordAt(read, i + 2) !== "when") return -1;
  const asked = ["i", "we"].includes(wordAt(read, i + 3)) ? i + 4 : i + 3;
  return wordAt(read, asked) === "asked" && wordAt(read, asked + 1) === "about" ? asked + 1 : -1;
}

/** The word at token `k` in its sentence (empty at a break or past the end). */
function wordAt(read: ReadText, k: number): string {
  return read.breakBefore[k] ? "" : (read.tokens[k]?.lower ?? "");
}

/** Words that open a question asked aloud, before whom it asks ("has he had …", "does she smoke"). */
const ASKING = new Set(["has", "have", "did", "does", "do", "is", "was", "are"]);
const ASKED_OF = new Set(["he", "she", "they", "you"]);
/** The most words a question asked aloud may have before its answer. */
const QUESTION_WORDS = 8;

/** Whether the clause just before the comma at `mark` is a question asked aloud ("has he had the shingles vaccine"). */
function askedAloud(read: ReadText, mark: number): boolean {
  const { tokens, breakBefore } = read;
  for (let j = mark - 1; j >= 0 && j >= mark - QUESTION_WORDS; j--) {
    const starts = j === 0 || breakBefore[j] || [".", ",", ";", "?"].includes(tokens[j - 1].lower);
    if (!starts) continue;
    return ASKING.has(tokens[j].lower) && ASKED_OF.has(tokens[j + 1]?.lower ?? "") && j + 2 < mark;
  }
  return false;
}

/**
 * Whether a question's "no" is the whole answer, when a comma follows it: who answered saying so, or denying again
 * ("no, he said he never got round to it", "no, she hasn't") — not the answer narrowed ("no, only when lying flat",
 * "no, apart from some spotting") or another thing said ("no, gave up ten years ago").
 */
function answerGoesOn(read: ReadText, comma: number): boolean {
  const { tokens } = read;
  if (tokens[comma]?.lower !== "," || !SAID_NO.has(tokens[comma + 1]?.lower ?? "")) return false;
  const next = tokens[comma + 2];
  return next !== undefined && (["said", "says", "never"].includes(next.lower) || negativeWord(next));
}

/** The most words a label set off by a comma may have ("Weight loss, none."). */
const COMMA_LABEL_WORDS = 4;
/** Who answers "said no" after a label ("smoking, she said no."). */
const SAID_NO = new Set(["he", "she", "they"]);
/** …and how the answer is said. */
const ANSWERED = new Set(["said", "says", "replied", "replies", "answered"]);

/**
 * Where the label mark (":", "–") just before `at` is, or -1: "Headache: nil", or with "all"/"both" between,
 * "SOB, CP: all nil" — or the comma of a short sentence that is a label and its answer, as a speech-to-text provider
 * punctuates one ("Haemoptysis, none.").
 */
function labelMarkBefore(read: ReadText, at: number): number {
  const { tokens, breakBefore } = read;
  const before = tokens[at - 1]?.lower;
  const mark = before === "all" || before === "both" ? at - 2 : at - 1;
  if (LABEL_MARKS.has(tokens[mark]?.lower ?? "")) return mark;
  // "Specifically asked re strangulation - denies.": a hyphen with spaces about it is a dash.
  if (tokens[mark]?.lower === "-" && tokens[mark].gap !== "" && tokens[mark + 1]?.gap !== "") return mark;
  if (tokens[mark]?.lower !== "," || mark !== at - 1) return -1;
  // "smoking, she said no.": the answer, and who gave it.
  const after = at + (SAID_NO.has(tokens[at]?.lower ?? "") && tokens[at + 1]?.lower === "said" ? 3 : 1);
  // "has he had the shingles vaccine, no, he never got round to it": a question asked aloud, and its answer.
  const question = askedAloud(read, mark);
  const ends =
    after >= tokens.length ||
    breakBefore[after] ||
    [".", ";"].includes(tokens[after].lower) ||
    (question && answerGoesOn(read, after));
  if (!ends) return -1;
  if (question) return mark;
  for (let j = mark - 1; j >= 0 && j >= mark - COMMA_LABEL_WORDS; j--) {
    if (!isContentWord(tokens[j])) return -1;
    if (j === 0 || breakBefore[j] || tokens[j - 1].lower === ".") return mark;
  }
  return -1;
}

/** The phrase a post-negation trigger at `cueFirst` applies to: the few words before it in its clause. */
function backwardScope(
  read: ReadText,
  cueFirst: number,
  marks: Marks,
  cueOf: ReadonlyArray<Cue | undefined> = [],
): Scope | null {
  const { tokens } = read;
  // "Fever, ankle swelling, orthopnoea: nil", "Headache – nil": a label, or a list of them, the trigger answers.
  const mark = labelMarkBefore(read, cueFirst);
  const labelled = mark >= 0;
  let j = labelled ? mark - 1 : cueFirst - 1;
  // "Personal/FHx VTE (<45): nil", "Wheeze (today): nil": what the label is qualified by, in brackets, is not a label.
  if (labelled && tokens[j]?.lower === ")") {
    for (let k = j - 1; k >= j - 8 && k >= 0 && !read.breakBefore[k + 1]; k--) {
      if (tokens[k].lower !== "(") continue;
      j = k - 1;
      break;
    }
  }
  // "pain-free": the word the hyphen joins it to.
  else if (tokens[j]?.lower === "-" && tokens[j].gap === "" && tokens[cueFirst].gap === "") j--;
  if (j >= 0) j = pastBetweenResult(read, j);
  // "Exacerbations since: none", "Falls recently: nil": when, at a label's end, is not what is denied.
  if (labelled && LABEL_TIMES.has(tokens[j]?.lower ?? "") && !read.breakBefore[j]) j--;
  if (labelled) j = pastLabelPeriod(read, j);
  j = pastWhenAside(read, j);
  const last = j;
  let first = last + 1;
  // "infection face spared" (unpunctuated): what is spared is the one part named just before.
  // "nitrites and leucocytes negative": a result said of each of two or three tests named together.
  const result = RESULTS.has(tokens[cueFirst].lower);
  // "swab for chlamydia and gonorrhoea pregnancy test negative" (unpunctuated): a result just after a test's name
  // is that test's.
  // …and a sign named for someone ("Kernig's negative"): that sign's, not a list's ("pain on neck flexion, Kernig's
  // negative").
  const eponymAt = (k: number) =>
    /^[a-z]+$/.test(withoutPossessive(tokens[k]?.lower ?? "") ?? "") &&
    tokens[k]?.text[0] === tokens[k]?.text[0].toUpperCase();
  const tested = result && (TESTS.has(tokens[last]?.lower ?? "") || eponymAt(last));
  // …but "Tinel's and Phalen's -ve": two signs named for someone, joined, take the result together.
  const signs = (k: number) => tested && tokens[k].lower === "and" && eponymAt(k - 1);
  // "spleen and liver not palpable", "pulses absent": a finding of an examination said of two parts at once.
  // …and "could not be felt": the trigger's last word says what was examined.
  const examined = [0, 1, 2, 3].some(
    (k) => EXAMINED.has(tokens[cueFirst + k]?.lower ?? "") && !read.breakBefore[cueFirst + k],
  );
  const most = ONE_WORD_BEFORE.has(tokens[cueFirst].lower) ? 1 : tested ? 2 : labelled ? 6 : 4;
  const items: Array<[number, number]> = [];
  let itemLast = last;
  // "nitrites, leucocytes, blood all neg": "all" closes the list as "and" would.
  let closed = result && tokens[cueFirst - 1]?.lower === "all";
  for (let words = 0; j >= 0 && words < most; j--) {
    if (read.breakBefore[j + 1]) break;
    // "leucocytes negative nitrites negative" (unpunctuated): each result is its own test's.
    if (marks.triggerAt[j]) break;
    // "leakage seen on coughing urine dip negative" (unpunctuated): a result is the test's named just before it,
    // not what was being done before the name ("Simmonds test negative" keeps its name).
    const named = TEST_NAMES.has(tokens[j + 1]?.lower ?? "") || TEST_NAMES.has(tokens[j + 2]?.lower ?? "");
    if (result && words > 0 && named && tokens[j].lower.endsWith("ing")) break;
    const token = tokens[j];
    const joined =
      (result || examined || labelled) &&
      (!tested || signs(j)) &&
      words > 0 &&
      items.length < (labelled ? 12 : 2) &&
      (token.lower === "and" ||
        // "with guarding, rebound absent": a comma joins a list "and" has closed ("spleen, liver and kidneys not
        // palpable"), or a label's; else what is before it is another finding.
        (token.lower === "," && (labelled || closed)) ||
        (labelled && (token.lower === "or" || token.lower === "/")));
    // "Speculum/bimanual not done", "D&V: nil": two things written as one.
    if (glued(tokens, j)) {
      first = j;
      continue;
    }
    const said = tokens[j - 1]?.lower ?? "";
    const another = marks.triggerAt[j - 1] || said === "ve" || AFFIRMING.has(said) || PREDICATES.has(said);
    // …"Hearing loss, d/c, dizziness: nil": a pair glued by a slash ends the item before it.
    const pair = GLUES.has(tokens[j - 2]?.lower ?? "") && tokens[j - 1]?.gap === "" && isWord(tokens[j - 1]);
    if (joined && (isContentWord(tokens[j - 1]) || pair) && !another && !read.breakBefore[j]) {
      closed ||= token.lower === "and";
      items.push([j + 1, itemLast]);
      itemLast = j - 1;
      words = 0;
      continue;
    }
    // "no feeling of being kicked simmonds test negative": a result, not into what a trigger before has negated.
    if (result && words > 0 && cueOf[j] && cueOf[j]!.last < j) break;
    if (!marks.inFinding[j + 1] || j + 1 > last) {
      // "protein two plus leucocytes … negative": a reading's "plus" is the end of its reading.
      // …and "leucocytes trace nitrites negative": a trace is a reading too.
      const plus = (token.lower === "plus" && tokens[j - 1]?.kind === "number") || token.lower === "trace";
      // …"No palpable lump - Stener lesion not excluded": a hyphen spaced as a dash ends a clause too, but not a label's
      // ("Haemoptysis - nil", where the answer follows the dash straight away).
      const dash = token.lower === "-" && token.gap !== "" && tokens[j + 1]?.gap !== "" && j + 1 < last;
      if (CLAUSE_ENDS.has(token.lower) || CONNECTORS.has(token.lower) || token.kind === "number" || plus || dash) break;
      // A reading's name ends it, unless the result is the reading ("glucose negative").
      // "A repeat PSA is not needed": the name alone, without its number, is what is not needed.
      const number = (k: number) => tokens[k]?.kind === "number";
      const reading = marks.measured[j] && !result && (number(j + 1) || number(j + 2) || number(j - 1));
      // "Change in bowel habit, loss of appetite: nil": a label's own preposition, between two of its words.
      // …and an article in it ("Shakes/sweats on missing a day: none", "Pain in the left knee: nil").
      const before = tokens[j - 1]?.lower ?? "";
      const within = WITHIN_LABEL.has(token.lower) && isContentWord(tokens[j - 1]);
      const article = DETERMINERS.has(token.lower) && (isContentWord(tokens[j - 1]) || WITHIN_LABEL.has(before));
      const inLabel =
        labelled &&
        (within || article) &&
        (isContentWord(tokens[j + 1]) || DETERMINERS.has(tokens[j + 1]?.lower ?? ""));
      // "A speculum examination was not done": an examination of something named before it is what was not done,
      // not a heading.
      const examinationOf = EXAMINATIONS.has(token.lower) && j === last && isContentWord(tokens[j - 1]);
      const terminates = TERMINATORS.has(token.lower) && !examinationOf;
      if (terminates || (HEAD_BREAKS.has(token.lower) && !inLabel) || reading || negativeWord(token)) break;
    }
    first = j;
    if (token.kind === "word") words++;
    // "not on calcium previous wrist fracture no she's never …" (unpunctuated): "previous" starts what it is said of.
    if (BEFORE_A_NOUN.has(token.lower) && j < last && !labelled) break;
    // …and "down in the scrotum left testis not palpable": so does the side of the part.
    if (sideWord(token) && j < last && isContentWord(tokens[j + 1]) && !labelled) break;
  }
  if (first > last) return null;
  if (first <= itemLast) items.push([first, itemLast]);
  // "HIV, syphilis and the rest of the STI screen negative": what the rest is the rest of is said with it.
  if (result) first = restOfList(read, first, items);
  return { first, last, items, qualified: false };
}

const REST_OF = ["and", "the", "rest", "of"];
/** Words that give an item its own result. */
const OWN_RESULTS = new Set(["positive", "pos", "detected", "raised", "low", "high", "abnormal", "normal", "reactive"]);
/** How many things a list before "and the rest of …" may name. */
const REST_ITEMS = 6;

/** Where a list before "and the rest of the …" at `first` begins (its items added to `items`), or `first`. */
function restOfList(read: ReadText, first: number, items: Array<[number, number]>): number {
  const { tokens } = read;
  let at = first - 1;
  if (tokens[at]?.lower === "the") at--;
  for (let k = REST_OF.length - 1; k >= 0; k--, at--) if (tokens[at]?.lower !== REST_OF[k]) return first;
  let start = first;
  let itemLast = at;
  for (let j = at, count = 0; j >= 0 && count < REST_ITEMS && !read.breakBefore[j + 1]; j--) {
    const word = tokens[j].lower;
    const mark = word === "," || CLAUSE_ENDS.has(word);
    if (mark || j === 0 || read.breakBefore[j]) {
      const itemFirst = mark ? j + 1 : j;
      const item = tokens.slice(itemFirst, itemLast + 1);
      // "Chlamydia positive, HIV, syphilis and the rest …": an item with its own result is not the rest's.
      const ownResult = item.some((token) => RESULTS.has(token.lower) || OWN_RESULTS.has(token.lower));
      if (itemFirst > itemLast || !item.every(isContentWord) || ownResult) break;
      items.push([itemFirst, itemLast]);
      start = itemFirst;
      itemLast = j - 1;
      count++;
      if (word !== ",") break;
    }
  }
  return start;
}

/** "alcohol-induced pain": whether the word at `j` names what brings on what follows it, hyphenated to "induced". */
export function causesWhatFollows(read: ReadText, j: number): boolean {
  const { tokens } = read;
  return tokens[j + 1]?.lower === "-" && tokens[j + 1].gap === "" && CAUSED.has(tokens[j + 2]?.lower ?? "");
}

/** What something listed "needs" when it is a call for help ("… or chest pain needs urgent care"). */
const NEEDS = new Set(["needs", "need", "requires", "require", "warrants", "warrant"]);
const CONDITIONAL = new Set(["if", "when", "should"]);
/** "urgent care", "emergency attention" (and "same-day help"): a call for help said as what is needed. */
const URGENT = new Set(["urgent", "emergency", "immediate", "medical"]);
const HELP = new Set(["care", "help", "attention", "advice", "treatment"]);

/** Whether the sentence before token `i` lists what might happen: "or" among it, or starting "any" or "if". */
function alternativesBefore(read: ReadText, i: number): boolean {
  const { tokens } = read;
  for (let j = i - 1; j >= 0; j--) {
    if (ALTERNATIVES.has(tokens[j].lower)) return true;
    if (read.breakBefore[j] || tokens[j - 1]?.lower === "." || tokens[j - 1]?.lower === ";") {
      return tokens[j].lower === "any" || tokens[j].lower === "if";
    }
  }
  return false;
}

/** A verb's negation, which a "without" after it in its clause turns round ("can't walk without a stick"). */
const NOT_DONE_WITHOUT = new Set([
  ...["can't", "cannot", "couldn't", "can", "never", "won't", "wouldn't", "nobody", "not"],
  // "don't stop the amiodarone without speaking to his cardiologist", "no iron without a ferritin check"
  ...["don't", "doesn't", "didn't", "do", "does", "did", "no"],
]);
/** How far after its negation's trigger a "without" may turn it round (not past a run-on's next clause). */
const WITHOUT_REACH = 6;

/** Whether `trigger` is a "without" just after the scope of a verb's negation before it, with no comma between. */
function withoutUnderNegation(read: ReadText, trigger: Cue, cueOf: ReadonlyArray<Cue | undefined>): boolean {
  const { tokens } = read;
  const earlier = cueOf[trigger.first - 1];
  if (tokens[trigger.first].lower !== "without" || !earlier) return false;
  if (!NOT_DONE_WITHOUT.has(tokens[earlier.first].lower)) return false;
  if (trigger.first - earlier.first > WITHOUT_REACH) return false;
  for (let j = earlier.last + 1; j < trigger.first; j++) if (tokens[j].lower === ",") return false;
  return true;
}

/** The head of a negated phrase: its leading content words, through "of" ("thoughts of harming"), at most 2. */
function headOf(read: ReadText, from: number, to: number, stems: string[]): { first: number; last: number } | null {
  const { tokens } = read;
  let first = -1;
  let last = -1;
  let count = 0;
  for (let j = from; j <= to; j++) {
    const token = tokens[j];
    // "No alcohol-induced pain": what causes it narrows the thing denied, which is the pain.
    if (first < 0 && causesWhatFollows(read, j) && j + 3 <= to) {
      j += 2;
      continue;
    }
    const glued = token.gap === "" && (token.lower === "-" || token.lower === "/");
    if (glued && first >= 0) continue;
    if (token.lower === "of" && first >= 0 && isContentWord(tokens[j + 1])) continue;
    if (first >= 0 && HEAD_BREAKS.has(token.lower)) break;
    if (!isWord(token)) {
      if (first >= 0) break;
      continue;
    }
    if (!isContentWord(token) || !stems[j] || GENERIC.has(stems[j])) {
      if (first >= 0 && !STOPWORDS.has(token.lower) && !GENERIC.has(stems[j])) break;
      continue;
    }
    if (first < 0) first = j;
    last = j;
    if (++count >= 2) break;
  }
  return first < 0 ? null : { first, last };
}

/** The head of what a post-negation trigger negates: the last content words before it ("Baker's cyst"). */
function tailOf(read: ReadText, from: number, to: number, stems: string[]): { first: number; last: number } | null {
  let first = -1;
  let last = -1;
  let count = 0;
  for (let j = to; j >= from; j--) {
    const token = read.tokens[j];
    if (!isContentWord(token) || !stems[j] || GENERIC.has(stems[j])) {
      if (last >= 0 && (HEAD_BREAKS.has(token.lower) || token.kind !== "word")) break;
      continue;
    }
    if (last < 0) last = j;
    first = j;
    if (++count >= 3) break;
  }
  return last < 0 ? null : { first, last };
}

/** First words of a place that say where on a part it is ("medial joint line", "lumbar spine"). */
const WHERE_ON = new Set([
  ...["medial", "lateral", "upper", "lower", "anterior", "posterior", "proximal", "distal", "inner", "outer"],
  ...["superior", "inferior", "dorsal", "volar", "palmar", "plantar", "radial", "ulnar", "central", "mid"],
  ...["cervical", "thoracic", "lumbar", "sacral", "occipital", "temporal", "frontal", "parietal", "left", "right"],
]);
/** Last words of a place that could end any place ("the scaphoid area"). */
const ANY_PLACE = new Set(["area", "region", "itself", "joint", "line", "side", "aspect", "zone", "part", "site"]);

/** Words that narrow what comes before them: where, with what, when ("no nystagmus at rest"). */
export const NARROWING = new Set([
  ...["at", "on", "in", "with", "during", "after", "before", "within", "when", "while"],
  ...["along", "over", "around", "round", "under", "behind", "across", "below", "above"],
]);

/**
 * The word after a preposition just after a negated phrase's head ("rest" in "no nystagmus at rest"), and the side
 * said just before it (`side`: "left" in "can't see the left fundus").
 */
function qualifiersOf(
  tokens: Token[],
  stems: string[],
  scopeFrom: number,
  scopeTo: number,
  side?: string,
): { qualifiers?: string[] } {
  const sided = side === undefined ? {} : { qualifiers: [side] };
  let from = scopeFrom;
  let to = scopeTo;
  // …past what is too general to narrow it ("no word finding problems when he's writing").
  while (from < to && GENERIC.has(stems[from])) from++;
  // …and past the scope's end at "when" ("… when he's writing"), to the clause's end.
  if (from === to && NARROWING.has(tokens[from]?.lower ?? ""))
    while (to < from + 3 && tokens[to + 1]?.kind === "word") to++;
  // …or by what it is of ("no swelling of the lips", when "the swelling" is said of the arm).
  if (from + 1 > to || !(NARROWING.has(tokens[from].lower) || tokens[from].lower === "of")) return sided;
  let j = from + 1;
  while (j < to && STOPWORDS.has(tokens[j].lower)) j++;
  // "no tenderness in the anatomical snuffbox, …": the place is the last of the words that name it, up to a mark
  // (unpunctuated, where the words end is not known) — not when the first says where on it ("the medial joint
  // line", "the lumbar spine") or the last is any place ("the scaphoid area").
  let end = j;
  while (end < j + 2 && end < to && isContentWord(tokens[end + 1]) && stems[end + 1]) end++;
  const marked = tokens[end + 1] !== undefined && tokens[end + 1].kind !== "word";
  if (end > j && marked && !WHERE_ON.has(tokens[j].lower) && !ANY_PLACE.has(tokens[end].lower)) j = end;
  const stem = stems[j];
  return isContentWord(tokens[j]) && stem && !GENERIC.has(stem)
    ? { qualifiers: [stem, ...(sided.qualifiers ?? [])] }
    : sided;
}

/** The stem of the side said just before a negated head, within its scope ("the left fundus"). */
function sideBefore(tokens: Token[], stems: string[], headFirst: number, from: number): string | undefined {
  const at = headFirst - 1;
  return at >= from && sideWord(tokens[at]) ? stems[at] || tokens[at].lower : undefined;
}

type Marks = { measured: boolean[]; inFinding: boolean[]; findingAt: boolean[]; triggerAt: boolean[] };

/** Whether a red-flag finding (findings.ts) is named between tokens `first` and `last`. */
function redFlagWithin(read: ReadText, first: number, last: number): boolean {
  return findFindings(read).some(
    (mention) => RED_FLAGS.has(mention.id) && mention.first <= last && mention.last >= first,
  );
}

/** Each token's polarity in `read`, the trigger of each negated token, and the negated items (found once). */
export function contextOf(read: ReadText): TextContext {
  return foundOnce(read, "negation context", readContext);
}

function readContext(read: ReadText): TextContext {
  const { tokens } = read;
  const n = tokens.length;
  const stems = mapped(tokens, (token) => (token.kind === "word" ? stemOf(token.lower) : ""));
  const polarity = new Array<Polarity>(n).fill("affirmed");
  const cueOf = new Array<Cue | undefined>(n);
  const items: NegatedItem[] = [];
  const measured = new Array<boolean>(n).fill(false);
  for (const mention of read.measurements) for (let j = mention.first; j <= mention.last; j++) measured[j] = true;
  const inFinding = new Array<boolean>(n).fill(false);
  const findingAt = new Array<boolean>(n).fill(false);
  for (const mention of findFindings(read)) {
    findingAt[mention.first] = true;
    for (let j = mention.first + 1; j <= mention.last; j++) inFinding[j] = true;
  }

  // First pass: where the triggers are, so that one scope stops where the next trigger starts.
  type Trigger = {
    first: number;
    last: number;
    kind: "pre" | "post" | "prefix" | "hypothetical";
    /** An uncertainty trigger: its scope is possible, not negated. */
    uncertain?: boolean;
    /** A trigger of one thing, not of a list ("instead of white, more breathless"); or of its objects ("avoids"). */
    single?: boolean | "objects";
    /** For "not" after what it is said of ("tonsils not enlarged"): that word's token. */
    subject?: number;
    /** The writer's judgement ("I don't think this is …"): of a diagnosis, never of a red-flag symptom. */
    judged?: boolean;
  };
  const triggers: Trigger[] = [];
  const triggerAt = new Array<boolean>(n).fill(false);
  for (let i = 0; i < n; i++) {
    const token = tokens[i];
    // A number starts no cue but an emergency number's ("999 for any difficulty breathing").
    if (token.kind === "number" && !CUE_STARTS.has(token.lower)) continue;
    // "I asked about a lump in her neck and she said no": what was asked about, denied by the answer.
    const about = askedAndDenied(read, i);
    if (about > 0) {
      triggers.push({ first: i, last: about, kind: "pre" });
      triggerAt[i] = true;
      i = about;
      continue;
    }
    const denied = deniedWhenAsked(read, i);
    if (denied > 0) {
      triggers.push({ first: i, last: denied, kind: "pre" });
      triggerAt[i] = true;
      i = denied;
      continue;
    }
    // "Ring back (or 111 out of hours) with fever, back or side pain": what would make them ring — not "this is a
    // ring back, she now has a rash", a call-back consultation.
    if (callBackWith(read, i)) {
      triggers.push({ first: i, last: i + 1, kind: "hypothetical" });
      i += 1;
      continue;
    }
    if (!CUE_STARTS.has(token.lower) && token.lower !== "non" && !negativeWord(token)) continue;
    // "fell backwards, er, no, forwards": the speaker putting a word right, not a denial.
    if (puttingRight(read, i)) continue;
    const afterNot = negativeWord(token) && i + 1 < n ? matchAt(tokens, i + 1, PSEUDO_AFTER_NOT) : 0;
    const pseudo = matchAt(tokens, i, PSEUDO_INDEX) || (afterNot && afterNot + 1);
    // …but "reflux without any difficulty swallowing" is no dysphagia: the difficulty is named by what it is in.
    const difficultyIn =
      pseudo > 0 && tokens[i + pseudo - 1].lower === "difficulty" && /ing$/.test(tokens[i + pseudo]?.lower ?? "");
    if (pseudo && !difficultyIn) {
      i += pseudo - 1;
      continue;
    }
    // "telephone, no, it's face to face": a clinician putting right what they said, not a negation.
    const putRight =
      tokens[i - 1]?.lower === "," && tokens[i + 1]?.lower === "," && REPAIRS.has(tokens[i + 2]?.lower ?? "");
    if (token.lower === "no" && putRight) continue;
    // "when he's told no or bumps himself": the word said to him, not a denial (not "told no chest pain").
    // …or quoted ('being told "no", bumping himself').
    const quotedNo = QUOTES.has(tokens[i - 1]?.lower ?? "") && QUOTES.has(tokens[i + 1]?.lower ?? "");
    const toldWord = TOLD_NO.has(tokens[i - (quotedNo ? 2 : 1)]?.lower ?? "");
    const toldNo = toldWord && !isContentWord(tokens[i + (quotedNo ? 2 : 1)]);
    if (token.lower === "no" && toldNo) continue;
    // "not much food", "doesn't eat much oily fish": little of it, not none; "cannot always hold in wind": sometimes.
    const quantity = QUANTITIES.has(tokens[i + 1]?.lower ?? "") || QUANTITIES.has(tokens[i + 2]?.lower ?? "");
    if (quantity && (token.lower === "not" || token.lower === "cannot" || negativeWord(token))) continue;
    // …"neither is helping much": a little, as "not helped much" is.
    const neitherMuch = NONE.has(token.lower) && LINKING.has(tokens[i + 1]?.lower ?? "");
    if (neitherMuch && QUANTITIES.has(tokens[i + 3]?.lower ?? "") && !read.breakBefore[i + 3]) continue;
    const uncertain = matchAt(tokens, i, POST_UNCERTAIN_INDEX) || matchAt(tokens, i, PRE_UNCERTAIN_INDEX);
    if (uncertain) {
      const post = matchAt(tokens, i, POST_UNCERTAIN_INDEX) > 0;
      triggers.push({ first: i, last: i + uncertain - 1, kind: post ? "post" : "pre", uncertain: true });
      triggerAt[i] = true;
      i += uncertain - 1;
      continue;
    }
    // "- Report heavy bleeding, breast lump, chest pain": what to come back with, told at a line's start (not "X-ray
    // report: no fracture", the noun).
    const told =
      token.lower === "report" && (read.breakBefore[i] || tokens[i - 1]?.lower === "-") && isContentWord(tokens[i + 1]);
    // …and an emergency number only as told ("- 999 for noisy breathing"; not "brought in by 999 for chest pain").
    const happened = token.kind === "number" && !emergencyToRing(read, i);
    // …and "GP or A&E for fever" only as told ("return to GP or A&E for fever"; not "went to his GP or A&E for it").
    const wentThere = token.lower === "or" && !toldWhereToGo(read, i);
    const hypothetical = happened || wentThere ? 0 : matchAt(tokens, i, HYPOTHETICAL_INDEX) || (told ? 1 : 0);
    // "no red flags" is a finding, not a list of what to watch for.
    // …nor are "I asked about the red flags: no …", the answers.
    const found =
      token.lower === "red" &&
      (NOT_A_LIST.has(tokens[i - 1]?.lower ?? "") || wordJustBefore(read, i, 3, (word) => ASKED_ABOUT.has(word)) >= 0);
    // "Fluconazole should not be used": what is not to be given, not what should be (a longer trigger wins); not "it
    // should not be used with a thickened formula", which says when.
    const notToBeGiven = matchAt(tokens, i, POST_INDEX) > hypothetical && isContentWord(tokens[i - 1]);
    if (hypothetical && !found && !notToBeGiven) {
      triggers.push({ first: i, last: i + hypothetical - 1, kind: "hypothetical" });
      i += hypothetical - 1;
      continue;
    }
    const post = matchAt(tokens, i, POST_INDEX);
    // "non-tender", "non smoker": a prefix that negates the one word after it.
    const hyphen = tokens[i + 1]?.lower === "-" && tokens[i + 1].gap === "";
    if (token.lower === "non" && (hyphen ? isWord(tokens[i + 2]) : isWord(tokens[i + 1]))) {
      const length = hyphen ? 2 : 1;
      triggers.push({ first: i, last: i + length - 1, kind: "prefix" });
      triggerAt[i] = true;
      i += length - 1;
      continue;
    }
    let b = i - 1;
    // "pregnancy test today negative": what it follows is before the auxiliaries and when it was done.
    b = pastBetweenResult(read, b);
    b = pastWhenAside(read, b);
    // "pain-free": what a hyphen joins it to.
    if (tokens[b]?.lower === "-" && tokens[b].gap === "" && token.gap === "") b--;
    const before = tokens[b];
    const next = tokens[i + (post || 1)];
    // "chest pain nil no palpitations" (unpunctuated): a negation next is no content; the first answers what it follows.
    const nextIsContent =
      next !== undefined && !read.breakBefore[i + (post || 1)] && isContentWord(next) && !DENYING_WORDS.has(next.lower);
    // "Chest pain: nil" follows what it negates; "Contraception: not had sex since" negates what comes next.
    // "hepatitis B and C negative ferritin normal" (unpunctuated): a letter naming what is tested is what it follows.
    const letter = before !== undefined && before.kind === "word" && /^[b-hj-z]$/.test(before.lower);
    const follows =
      before !== undefined &&
      !read.breakBefore[b + 1] &&
      (isContentWord(before) ||
        letter ||
        (before.lower === ":" && !nextIsContent) ||
        (before.lower === "," && labelMarkBefore(read, i) === b));
    // "with negative nitrites and leucocytes": a lone "negative" after no finding negates what follows.
    // "was negative, including HIV and syphilis": the result is said of what it includes, after it.
    const including = (k: number) => INCLUDING.has(tokens[k]?.lower ?? "") && !read.breakBefore[k];
    const after = i + (post || 1);
    const inclusive =
      RESULTS.has(token.lower) && (including(after) || (tokens[after]?.lower === "," && including(after + 1)));
    // "Urine dip: -ve blood, -ve nitrites": a lone "-ve" after no finding negates what follows, as "negative" does.
    const dashed = token.lower === "-" && tokens[i + 1]?.lower === "ve" && tokens[i + 1].gap === "";
    const lone = token.lower === "negative" || token.lower === "neg" ? 1 : dashed ? 2 : 0;
    // "Urine dip -ve blood and protein": after a sample's test, a written result is of what follows, not of the test.
    // Only as written: "coeliac screen negative full blood count normal" (unpunctuated) says what the screen was.
    const sampled = dashed && nextIsContent && SAMPLED.has(before?.lower ?? "") && !read.breakBefore[b + 1];
    const leading = inclusive ? Math.max(post, 1) : (!follows || sampled) && nextIsContent ? lone : 0;
    // "- unlikely Baker's cyst": before what it says of only after a mark — "DVT unlikely Wells score 0" (unpunctuated)
    // says it of what it follows.
    const unlikelyAfter = token.lower === "unlikely" && before !== undefined && isContentWord(before);
    // "no blisters, nothing weeping": "nothing" before what is done denies the doing (not "nothing pointing to a
    // vasculitis", "nothing suggesting anything sinister": a doing with what it is done to after it).
    const nothingDoing =
      token.lower === "nothing" &&
      nextIsContent &&
      /(?:ing|ed)$/.test(next.lower) &&
      !DONE_TO_WHAT.has(tokens[i + 2]?.lower ?? "");
    // …and "nothing with caffeine after lunch": none of what has it (not "nothing with his ears since the grommets",
    // "nothing with the scan was worrying": nothing wrong with it).
    const nothingWith =
      token.lower === "nothing" && next?.lower === "with" && CONTAINED.has(tokens[i + 2]?.lower ?? "");
    const pre = unlikelyAfter
      ? 0
      : matchAt(tokens, i, PRE_INDEX) || (negativeWord(token) || nothingDoing ? 1 : nothingWith ? 2 : 0) || leading;
    // The longer trigger wins ("negative for" over "negative"); a lone "nil" or "negative" looks both ways.
    // "pregnancy test today negative felt flu-like" (unpunctuated): a result after what it is of ends there.
    const result = (RESULTS.has(token.lower) || token.lower === "absent") && token.kind === "word";
    // "his mother has not seen any blood in his urine": what was not seen comes after.
    // …not a result ("protein four plus blood negative the urine ACR …", unpunctuated): it says what it follows.
    // …and "the pharmacist declined to sell it": what was declined is the doing that follows.
    const declinedTo = token.lower === "declined" && tokens[i + 1]?.lower === "to";
    const object =
      post > 0 &&
      !result &&
      (OBJECT_STARTS.has(tokens[i + post]?.lower ?? "") || declinedTo) &&
      !read.breakBefore[i + post];
    // "circumoral sparing lacy reticular rash", "forehead sparing" (unpunctuated): what is spared is the place named
    // before — not "malar rash sparing nasolabial folds", which spares what follows.
    const place = before !== undefined && (/(?:al|ar)$/.test(before.lower) || before.lower === "forehead");
    const spares = token.lower === "sparing" && place;
    // "blisters none are weeping": what none of them is comes after.
    // …"left upper inner thigh none on the penile shaft" (unpunctuated): where there is none comes after, too.
    const noneIs =
      NONE.has(token.lower) &&
      (LINKING.has(tokens[i + 1]?.lower ?? "") || WHERE_NONE.has(tokens[i + 1]?.lower ?? "")) &&
      !read.breakBefore[i + 1];
    // "Speculum declined": an examination, test or treatment offered and refused — not "memory has declined", worse.
    // …"Speculum was declined", "Chaperone offered, declined", "offered and declined".
    // …and a medicine ("Atorvastatin declined").
    const medicineRefused = read.medicineAt[i - 1] !== undefined && !read.breakBefore[i];
    if (token.lower === "declined" && saidLast(read, i) && !refusedOffer(tokens, i, before) && !medicineRefused)
      continue;
    const isPost =
      post > 0 &&
      follows &&
      !sampled &&
      !object &&
      !inclusive &&
      !noneIs &&
      // "grommets as a child nil else of note" (unpunctuated): nothing else, not no child.
      tokens[i + post]?.lower !== "else" &&
      (post > pre || (post === pre && (!nextIsContent || result || spares)));
    // "urine dip negative including for blood": said of the test before it too.
    if (inclusive && follows && post > 0) triggers.push({ first: i, last: i + post - 1, kind: "post" });
    // "Smoker: no.", "Dysphagia, cough, night sweats: all denied.": a label's answer at its end, or before an aside in
    // brackets ("Urinary retention: No (stings passing urine).").
    // "Asthma/atopy: no history.": the answer may say it is the history that there is none of.
    const labelBefore = labelMarkBefore(read, i) >= 0;
    const answerLast = HISTORY.has(tokens[i + 1]?.lower ?? "") && !read.breakBefore[i + 1] ? i + 1 : i;
    const atEnd =
      answerLast + 1 >= n ||
      read.breakBefore[answerLast + 1] ||
      [".", ",", ";", "("].includes(tokens[answerLast + 1].lower);
    // "previous wrist fracture no she's never broken anything" (unpunctuated): "no" before who the next clause is said
    // of answers what it follows, as a question's answer.
    const toldOf = token.lower === "no" && follows && !read.breakBefore[i + 1] && TOLD_OF.has(next?.lower ?? "");
    const answered = LABEL_ANSWERS.has(token.lower) && ((labelBefore && atEnd) || toldOf) && !read.breakBefore[i];
    // "smoking, she said no.": the label's answer, who gave it first.
    const saidNo =
      token.lower === "no" &&
      tokens[i - 1]?.lower === "said" &&
      SAID_NO.has(tokens[i - 2]?.lower ?? "") &&
      labelMarkBefore(read, i - 2) >= 0 &&
      !triggerAt[i - 2];
    if (saidNo) {
      triggers.push({ first: i - 2, last: i, kind: "post" });
      triggerAt[i - 2] = true;
      triggerAt[i] = true;
    } else if (answered) {
      triggers.push({ first: i, last: answerLast, kind: "post" });
      triggerAt[i] = true;
      i = answerLast;
    } else if (isPost) {
      triggers.push({ first: i, last: i + post - 1, kind: "post" });
      // "Bleeding: none from gums or nose": the label's answer, and where it says there is none, after it.
      const where = tokens[i + post];
      if (labelBefore && where && ANSWER_WHERE.has(where.lower) && !read.breakBefore[i + post]) {
        triggers.push({ first: i, last: i + post - 1, kind: "pre" });
      }
      triggerAt[i] = true;
      i += post - 1;
    } else if (pre && limitNotAbsence(read, i, pre)) {
      // "left eye doesn't abduct fully": the movement is there, in part; nothing is denied.
    } else if (pre) {
      // …not who was told: "Told not to take any more carbimazole" is an instruction, and what it denies follows.
      const instructed = INSTRUCTED.has(before?.lower ?? "") && tokens[i + 1]?.lower === "to";
      const said = pre === 1 && token.lower === "not" && follows && isContentWord(before) && !instructed;
      // "not asthmatic penicillin allergy" (unpunctuated): a condition's adjective is the whole of what is denied.
      const state = tokens[i + 1];
      const after = tokens[i + 2];
      const alone =
        pre === 1 &&
        (token.lower === "not" || negativeWord(token)) &&
        state !== undefined &&
        isCondition(state.lower) &&
        isContentWord(after) &&
        !read.breakBefore[i + 2] &&
        !JOINERS.has(after.lower);
      // "now green instead of white, more breathless": what is replaced is one thing, not the start of a list.
      // …and so is what the writer does not think something is ("I don't think this is septic, it's polyarticular").
      // (…not what the patient believes did not happen: "doesn't think she's had a fever".)
      const think = tokens.slice(i, i + pre).findIndex((word) => word.lower === "think");
      const judged = think > 0 && !BELIEVED_BY.has(tokens[i + think + 1]?.lower ?? "");
      // …and what is avoided is its object ("avoids dairy as it causes bloating": not the bloating).
      const replaced = (pre === 2 && (token.lower === "instead" || token.lower === "rather")) || judged;
      const avoided = token.lower === "avoids";
      triggers.push(
        alone
          ? { first: i, last: i, kind: "prefix" }
          : replaced || avoided
            ? { first: i, last: i + pre - 1, kind: "pre", single: avoided ? "objects" : true, judged }
            : said
              ? { first: i, last: i, kind: "pre", subject: b }
              : { first: i, last: i + pre - 1, kind: "pre" },
      );
      triggerAt[i] = true;
      i += pre - 1;
    }
  }

  // "hypo risk", "bleeding risk": a risk of something is not the thing; nor is what is common or expected
  // ("irregular bleeding common in the first 3/12", "some bruising is expected"); nor what a review will check
  // ("Review 3/12: symptoms, bleeding pattern, BP"), a plan. One pass for both.
  // "→", or "->" read as two tokens; and the instruction after it ("A&E" read as three).
  const arrowAt = (i: number) =>
    tokens[i]?.lower === "→" ? 1 : tokens[i]?.lower === "-" && tokens[i + 1]?.lower === ">" ? 2 : 0;
  // …"same day" read as two, and "same-day" as three.
  const actionAt = (k: number, actions: ReadonlySet<string> = ACTIONS) =>
    actions.has(tokens[k]?.lower ?? "") ||
    (tokens[k]?.lower === "a" && tokens[k + 1]?.lower === "&") ||
    (actions === ACTIONS &&
      tokens[k]?.lower === "same" &&
      (tokens[k + 1]?.lower === "day" || (tokens[k + 1]?.lower === "-" && tokens[k + 2]?.lower === "day")));
  // "Severe pain, fever, yellow eyes or vomiting - ring surgical assessment unit directly": a list of what might
  // happen, before a dash set apart by spaces and a call for help (not a hyphen, nor "- review in 2/52", nor one
  // finding that is there: "Haematemesis x2 today - attend A&E now").
  const callAfterDash = (i: number) =>
    DASHES.has(tokens[i]?.lower ?? "") &&
    tokens[i].gap !== "" &&
    tokens[i + 1]?.gap !== "" &&
    actionAt(i + 1, CALLS) &&
    alternativesBefore(read, i);
  // "Breathing difficulty or vomiting blood en route → pull over, 999": what to do first, then a call for help
  // (not "→ continue dressings, review 1/52", a plan).
  const actionSoonAfter = (i: number) => {
    if (actionAt(i)) return true;
    for (let k = i + 1; k < i + 4 && k < n && !read.breakBefore[k]; k++) if (actionAt(k, CALLS)) return true;
    return false;
  };
  // "Chest pain or sudden breathlessness needs urgent care", "… or leg weakness would need A&E": what would need
  // help, listed as alternatives — not "?DVT or muscle strain, needs urgent scan", a plan for what there is. Its
  // scope's first token: back to its sentence's start, or to the "if" that opens it in a dictation's run-on ("by
  // friday if he gets breathless or high fevers he needs same day help"), twenty words at most; -1: not so.
  const neededHelpFrom = (i: number) => {
    if (!NEEDS.has(tokens[i]?.lower ?? "")) return -1;
    const k = ARTICLES.has(tokens[i + 1]?.lower ?? "") && tokens[i + 2]?.lower !== "&" ? i + 2 : i + 1;
    // …"same day help", "same-day help".
    const day = tokens[k]?.lower === "same" ? (tokens[k + 1]?.lower === "-" ? k + 2 : k + 1) : -1;
    const urgent = day >= 0 ? tokens[day]?.lower === "day" : URGENT.has(tokens[k]?.lower ?? "");
    const help = actionAt(k, CALLS) || (urgent && HELP.has(tokens[(day >= 0 ? day : k) + 1]?.lower ?? ""));
    if (!help || !alternativesBefore(read, i)) return -1;
    let from = -1;
    for (let j = i - 1; j >= 0 && j >= i - 20 && !read.breakBefore[j + 1]; j--) {
      if (tokens[j].lower === "?") return -1;
      if (from < 0 && CONDITIONAL.has(tokens[j].lower)) from = j;
      if (from < 0 && (j === 0 || j === i - 20 || read.breakBefore[j])) from = j;
    }
    return from;
  };
  tokens.forEach((token, i) => {
    const helpFrom = GENERAL.has(token.lower) ? -1 : neededHelpFrom(i);
    if (GENERAL.has(token.lower)) {
      let j = i - 1;
      if (token.lower !== "risk" && token.lower !== "risks") while (j > 0 && AUXILIARIES.has(tokens[j].lower)) j--;
      for (const end = j - 2; j >= 0 && j >= end && isContentWord(tokens[j]) && !read.breakBefore[j + 1]; j--) {
        polarity[j] = "hypothetical";
      }
    } else if (helpFrom >= 0) {
      for (let j = helpFrom; j < i; j++) polarity[j] = "hypothetical";
    } else if (((arrowAt(i) && actionSoonAfter(i + arrowAt(i))) || callAfterDash(i)) && !read.breakBefore[i + 1]) {
      // "Blood/protein in urine or ↑BP → contact paeds same day", "visual loss -> straight to A&E", "any residual
      // lump -> urgent": what leads to an instruction is a condition — back to its clause's start.
      for (let j = i - 1; j >= 0 && !read.breakBefore[j + 1]; j--) {
        // (…to an arrow before it, not "aura >1 h", more than.)
        if (tokens[j].lower === ";" || arrowAt(j - 1) === 2) break;
        polarity[j] = "hypothetical";
      }
    } else if (ADVICE.has(token.lower) && tokens[i + 1]?.lower === ":" && !read.breakBefore[i + 1]) {
      // "Vomiting advice: return for a repeat dose if she vomits within 3 h": what the advice is about, and the
      // advice, are neither there nor absent.
      for (let j = i - 1; j >= 0 && !read.breakBefore[j + 1]; j--) polarity[j] = "hypothetical";
      for (let j = i + 2; j < n && !read.breakBefore[j]; j++) polarity[j] = "hypothetical";
    } else if (PLANNED.has(token.lower) || TO_COME_BACK.has(token.lower)) {
      // "Review 3/12: symptoms, bleeding pattern, BP", "Return sooner: night pain, swelling, fever": what a review
      // will look at, and what would bring the patient back (its label short: "Seek help urgently:").
      // (…its label all words of coming back: not "Phone consultation:", "Return visit:", "Contact:".)
      const planned = PLANNED.has(token.lower);
      for (let j = i + 1; j < n && j <= i + (planned ? 5 : 3) && !read.breakBefore[j]; j++) {
        if (!planned && tokens[j].lower !== ":" && !COMING_BACK.has(tokens[j].lower)) break;
        if (tokens[j].lower !== ":" || (!planned && j === i + 1)) continue;
        for (let k = j + 1; k < n && !read.breakBefore[k]; k++) polarity[k] = "hypothetical";
        return;
      }
    }
  });

  const marks = { measured, inFinding, findingAt, triggerAt };
  for (const trigger of triggers) {
    const cue = { first: trigger.first, last: trigger.last };
    if (trigger.kind === "hypothetical") {
      // To the end of its sentence when that is near ("urgent review if one-sided swelling, … or any difficulty
      // breathing."; a written sentence may run to sixty words), else fifteen words (a run-on dictation has no
      // sentences, and its end is not one).
      let reach = wordsOn(tokens, trigger.last, 15);
      let sentenceEnd = -1;
      for (let j = trigger.last + 1; j <= n && j <= trigger.last + 60; j++) {
        const ended = j === n && (j <= trigger.last + 40 || tokens[n - 1].lower === ".");
        if (ended || read.breakBefore[j]) {
          sentenceEnd = j - 1;
          break;
        }
      }
      // "Safety-net: rash - stop allopurinol; diarrhoea on colchicine - stop and inform.": a label's list of what
      // to act on goes on past each semicolon.
      let colon = trigger.last;
      while (colon < trigger.last + 3 && tokens[colon]?.lower !== ":") colon++;
      const label = tokens[colon]?.lower === ":";
      const semicolonAt = (end: number) =>
        tokens[end]?.lower === ";" ? end : tokens[end + 1]?.lower === ";" ? end + 1 : -1;
      for (
        let semicolon = semicolonAt(sentenceEnd);
        label && sentenceEnd >= 0 && semicolon >= 0;
        semicolon = semicolonAt(sentenceEnd)
      ) {
        if (tokens[semicolon + 1]?.gap.includes("\n")) break;
        let j = semicolon + 2;
        while (j < n && !read.breakBefore[j]) j++;
        sentenceEnd = j - 1;
      }
      if (sentenceEnd >= 0) reach = Math.max(reach, sentenceEnd);
      else {
        // …or further while its alternatives go on ("if feeding less than half … or no wet nappy for twelve hours
        // or any pauses in breathing").
        for (let j = trigger.last + 1; j < n && j <= reach && j <= trigger.last + 40; j++) {
          if (tokens[j].lower === "or") reach = Math.max(reach, j + 6);
        }
      }
      // "Any thoughts of self-harm - call us", "Spots, fever or unwell: ring same day": what to call about, set off
      // before it, is as supposed as the call.
      if (ADVICE_MARKS.has(tokens[trigger.first - 1]?.lower ?? "") && !read.breakBefore[trigger.first - 1]) {
        for (let j = trigger.first - 2; j >= 0 && j >= trigger.first - 14 && !read.breakBefore[j + 1]; j--) {
          if (tokens[j].lower === ".") break;
          polarity[j] = "hypothetical";
        }
      }
      // "told him that a cold, white, painful or numb foot is an emergency": what would be one, back to what he was
      // told — only as told ("chest pain today, this is an emergency" is a finding).
      // …not "chest pain and sweating is an emergency so I've called 999": what is happening now.
      const emergency = tokens[trigger.last].lower === "emergency";
      if (emergency && wordJustAfter(read, trigger.last, 6, (word) => ACTED_ON.has(word)) < 0) {
        const told = toldBefore(read, trigger.first);
        for (let j = trigger.first - 1; j > told && told >= 0; j--) polarity[j] = "hypothetical";
      }
      // "Weight loss advised": what is advised comes before it too.
      if (POST_HYPOTHETICAL.has(tokens[trigger.first].lower)) {
        const before = backwardScope(read, trigger.first, marks);
        if (before) for (let j = before.first; j <= before.last; j++) polarity[j] = "hypothetical";
        // "counselling offered naloxone kit prescribed …" (unpunctuated): what was done is a clause of its own.
        for (let j = trigger.last + 2; j <= reach && j < n; j++) {
          if (!CARRIED_OUT.has(tokens[j].lower)) continue;
          let start = j;
          while (start > trigger.last + 1 && start > j - 3 && isContentWord(tokens[start - 1])) start--;
          if (start < j) reach = Math.min(reach, start - 1);
          break;
        }
      }
      // "he said 'sometimes I think everyone would be better off without me', passive thoughts": what the patient
      // supposes, in their own words, ends with the quotation.
      const quoted = insideQuote(read, trigger.first);
      for (let j = trigger.first; j < n && j <= reach; j++) {
        if (j > trigger.first && read.breakBefore[j] && !(label && tokens[j - 1].lower === ";")) break;
        if (quoted && j > trigger.last && QUOTES.has(tokens[j].lower)) break;
        // "no shakes or sweats if he misses a day never had a fit" (unpunctuated): "never" after what the "if"
        // supposes, not after who ("if he's never had chickenpox"), starts a clause of its own.
        if (j > trigger.last + 1 && tokens[j].lower === "never" && triggerAt[j] && isContentWord(tokens[j - 1])) break;
        // "life would be easier if she wasn't here, but no plans, no intent, never self harmed": a contrast after a
        // comma is what is so, not more of what is supposed.
        if (j > trigger.last + 1 && tokens[j].lower === "but" && tokens[j - 1].lower === ",") break;
        polarity[j] = "hypothetical";
      }
      continue;
    }
    let scope =
      trigger.kind === "post"
        ? backwardScope(read, trigger.first, marks, cueOf)
        : forwardScope(read, trigger.last, marks, scopeWidth(read, trigger), trigger.single);
    // "I don't think this is cardiac chest pain, it's musculoskeletal": the chest pain is there; what it is not is
    // the judgement's, and a red flag is never denied by one.
    if (scope && trigger.judged && redFlagWithin(read, scope.first, scope.last)) continue;
    // "so PE ruled out clinically impression …" (unpunctuated): a trigger that may come after what it denies, with
    // nothing to deny after it, denies what comes before.
    const postToo =
      trigger.kind === "pre" && matchAt(tokens, trigger.first, POST_INDEX) === trigger.last - trigger.first + 1;
    if (!scope && postToo) scope = backwardScope(read, trigger.first, marks, cueOf);
    const scoped: Polarity = trigger.uncertain ? "possible" : "negated";
    // "No sex at all, including oral, until he's been treated": not before then, which is advice, not a finding.
    if (scope && trigger.kind === "pre" && untilAfter(read, scope.last)) {
      for (let j = trigger.first; j <= scope.last; j++) polarity[j] = "hypothetical";
      continue;
    }
    if (!scope) {
      // "Not excluded." with nothing before it in its sentence: a supposition, as before.
      if (trigger.uncertain) for (let j = trigger.first; j <= trigger.last; j++) polarity[j] = "hypothetical";
      // "no other injuries": none besides the one described — neither found nor absent as such.
      // …as "denies any other injuries" is.
      const any = tokens[trigger.last + 1]?.lower === "any" ? 1 : 0;
      if (tokens[trigger.last + 1 + any]?.lower === "other") {
        const last = trigger.last + any + OTHERS_WORDS;
        let j = trigger.last + any + 2;
        for (; j < n && j <= last && !ends(read, j, j, measured) && !triggerAt[j]; j++) {
          if (INCLUDING.has(tokens[j].lower) || tokens[j].lower === "," || ALTERNATIVES.has(tokens[j].lower)) break;
          polarity[j] = "hypothetical";
        }
        // …and "no other medical problems or allergies": what "or" adds after them is denied (not "no other medicines
        // except aspirin or clopidogrel", past what is set apart).
        if (j <= last && ALTERNATIVES.has(tokens[j]?.lower ?? "")) {
          for (
            let k = j + 1;
            k < n && k <= j + OR_ADDED_WORDS && !ends(read, k, j + 1, measured) && !triggerAt[k];
            k++
          ) {
            if (tokens[k].lower === "," || tokens[k].lower === "and") break;
            polarity[k] = "negated";
          }
        }
        // …and "no other joint, back, eye or skin problems": the list that "or" closes after it is denied.
        if (tokens[j]?.lower === "," && closedList(read, j + 1)) {
          for (let k = j + 1; k < n && !ends(read, k, j + 1, measured) && !triggerAt[k]; k++) {
            if (tokens[k].lower !== "," && !ALTERNATIVES.has(tokens[k].lower)) polarity[k] = "negated";
          }
        }
        // …but "no other medication, including St John's wort": what it includes is denied by name.
        if (tokens[j]?.lower === "," && INCLUDING.has(tokens[j + 1]?.lower ?? "")) j++;
        if (INCLUDING.has(tokens[j]?.lower ?? "")) {
          for (let k = j + 1; k < n && k <= j + INCLUDED_WORDS && tokens[k].lower !== ","; k++) {
            if (ends(read, k, j + 1, measured) || triggerAt[k]) break;
            if (tokens[k].lower !== "and" && tokens[k].lower !== "or") polarity[k] = "negated";
          }
        }
      }
      continue;
    }
    // "Needs infection/malignancy excluded": an exclusion still to be done is supposed, not found.
    const excluding = trigger.kind === "post" && EXCLUSIONS.has(tokens[trigger.first].lower);
    const toBeDone = excluding ? wordJustBefore(read, scope.first + 1, 3, (w) => TO_BE_DONE.has(w)) : -1;
    if (toBeDone >= 0) {
      for (let j = toBeDone; j <= trigger.last; j++) polarity[j] = "hypothetical";
      continue;
    }
    // "can't ride his bike without stabilisers", "never goes out without his inhaler": without it, not done — so it
    // is there.
    if (withoutUnderNegation(read, trigger, cueOf)) {
      for (let j = trigger.first; j <= scope.last; j++) {
        if (polarity[j] !== "negated") continue;
        polarity[j] = "affirmed";
        cueOf[j] = undefined;
      }
      continue;
    }
    for (let j = trigger.first; j <= trigger.last; j++) if (polarity[j] === "affirmed") polarity[j] = scoped;
    for (let j = scope.first; j <= scope.last; j++) {
      if (polarity[j] === "hypothetical") continue;
      polarity[j] = scoped;
      cueOf[j] = cue;
    }
    if (trigger.uncertain) continue;
    // "if he can't pass wind": a negation in a supposition is not compared as a finding.
    if (polarity[trigger.first] === "hypothetical") continue;
    let perceived: string | undefined;
    for (let j = trigger.last + 1; j < scope.first; j++) if (PERCEIVED.has(tokens[j].lower)) perceived = stems[j];
    // "spleen not palpable": what was not found, with how it was looked for.
    const how = tokens[trigger.last];
    if (trigger.kind === "post" && trigger.last > trigger.first && isContentWord(how)) perceived = stems[trigger.last];
    for (const [from, to] of scope.items) {
      const found = trigger.kind === "post" ? tailOf(read, from, to, stems) : headOf(read, from, to, stems);
      // "no bleeding from anywhere else, no change in bowel habit": a pseudo-trigger's "no" is nothing denied.
      if (!found || (found.first === found.last && DENYING_WORDS.has(read.tokens[found.first].lower))) continue;
      // …and "Change in bowel habit: nil" is that "no change in bowel habit", said the other way round.
      if (trigger.kind === "post" && /^changes?$/.test(tokens[from].lower) && tokens[from + 1]?.lower === "in")
        continue;
      // "tonsils not enlarged": one word said not to be so of the word before the trigger is said of both.
      // Not when that word is itself negated ("no chest pain not pregnant", unpunctuated).
      const subject = trigger.subject;
      const single =
        subject !== undefined &&
        polarity[subject] === "affirmed" &&
        scope.items.length === 1 &&
        found.first === found.last &&
        !STATES_OF_THE_PATIENT.has(tokens[found.first].lower);
      // "don't cut the calcium out": a verb is negated of what it is done to, not of every use of it ("cut the salt").
      const object = found.last + 2;
      // Only after a verb's negation: "no previous fractures her mother had one" negates a noun.
      const negator = tokens[trigger.last];
      const verb =
        !single &&
        trigger.kind === "pre" &&
        (negator.lower === "not" || negator.lower === "never" || negativeWord(negator)) &&
        found.first === found.last &&
        object <= to &&
        DONE_TO.has(tokens[found.last + 1].lower) &&
        isContentWord(tokens[object]) &&
        stems[object] !== undefined &&
        !GENERIC.has(stems[object]);
      const head = single ? { first: subject, last: found.last } : verb ? { first: found.first, last: object } : found;
      const headStems: string[] = [];
      for (let j = head.first; j <= head.last; j++) {
        if (j >= trigger.first && j <= trigger.last) continue;
        if (isContentWord(tokens[j]) && stems[j] && !GENERIC.has(stems[j])) headStems.push(stems[j]);
      }
      items.push({
        cue,
        first: from,
        last: to,
        stems: [...new Set(headStems)],
        headFirst: head.first,
        headLast: head.last,
        qualified: scope.qualified,
        ...(perceived === undefined ? {} : { perceived }),
        ...qualifiersOf(tokens, stems, head.last + 1, to, sideBefore(tokens, stems, head.first, from)),
      });
    }
  }
  return { polarity, cueOf, items, stems };
}

/** The most words after "no" that "other" sets apart, itself included ("no other medical problems"). */
const OTHERS_WORDS = 4;
/** The most words "or" adds to what "no other" sets apart ("no other medical problems or drug allergies"). */
const OR_ADDED_WORDS = 3;
/** How well a patient is, said after a state "not" denies ("not hypoxic, comfortable at rest"). */
const WELL = new Set([
  ...["comfortable", "settled", "alert", "well", "content", "happy", "relaxed"],
  // "not floppy, playing between fevers": a child who is well
  ...["playing", "smiling", "interactive"],
]);
/** Words said after a state to say when or how it holds ("not distressed at rest", "not unwell today"). */
const STATE_QUALIFIERS = new Set([
  ...["at", "rest", "present", "today", "now", "currently", "clinically", "overall"],
  ...["on", "either", "both", "side", "sides", "bilaterally", "to", "palpation"],
]);
