import { mapped } from "./arrays.ts";
import { isMonthName } from "./dates.ts";
import { relativeDateAt } from "./relative-dates.ts";
import { frequencyAt } from "./frequencies.ts";
import { stemOf } from "./negation-cues.ts";
import { DEGREE, DENYING_WORDS, FILLERS, HESITATIONS } from "./negation-words.ts";
import { sideWord } from "./sides.ts";
import { lowerWords, tokenize, type Token } from "./tokens.ts";
import { durationUnit } from "./units.ts";
import { findMedicines } from "./medicines.ts";
import type { NameMention } from "./names.ts";

/**
 * What a dictation takes back is not said: "weaker on the right sorry on the left", "twice a day sorry once a day",
 * "fourteen nights sorry twelve nights", "mild recession no sorry no recession". A speech-to-text provider writes a
 * clinician's correction down with the rest, so the words taken back are blanked out (their places kept, so every
 * offset still points into the dictation) before the dictation is read. What is taken back is found by what replaces
 * it: the first side, frequency, number, month or day of the week said after "sorry" (past "I mean", "it's the", "on
 * the" and the like) takes back the last of the same said just before — with any said together with it ("five and seven
 * o'clock sorry four and eight") — up to "sorry", or nothing when there is none close enough (a clarification: "the hip
 * aches at night sorry the right hip"); else the word said again takes back itself and the two words before it that say
 * which. Anything else ("sorry scratch that") takes nothing back: what cannot be placed is left as said, and the
 * document is read against all of it. "No" between two commas (or after a question mark and before a comma: "the left
 * gluteal? no, right deltoid") corrects the same way ("on the eighteenth, no, the twenty eighth"), and so does "I mean"
 * without "sorry" ("once a day I mean twice a day"), but only a side, frequency, number, month or day of the week —
 * and a medicine named straight after ", no," takes back the one named straight before it ("amoxicillin, no,
 * co-amoxiclav"; `replaced`).
 */
export function withoutCorrections(text: string): string {
  if (!MAY_CORRECT.test(text)) return text;
  const tokens = tokenize(text);
  const named = findMedicines(tokens);
  const medicines: Medicines = {
    all: new Set(mapped(named, (mention) => mention.first)),
    replacing: new Set(
      mapped(
        named.filter((mention) => replaced(tokens, named, mention)),
        (mention) => mention.first,
      ),
    ),
  };
  let blanked = text;
  tokens.forEach((token, i) => {
    // "on the eighteenth, no, the twenty eighth": "no" between two commas corrects, but only a thing of a kind; so does
    // "no" after a question the clinician asks themself ("into the left gluteal? no, right deltoid").
    const afterMark = tokens[i - 1]?.lower === "," || tokens[i - 1]?.lower === "?";
    const no = token.lower === "no" && afterMark && tokens[i + 1]?.lower === ",";
    // "cetirizine five milligrams once a day I mean twice a day": "I mean" without "sorry" corrects the same way.
    const mean =
      token.lower === "i" &&
      tokens[i + 1]?.lower === "mean" &&
      !tokens.slice(Math.max(0, i - 3), i).some((before) => before.lower === "sorry");
    // "after about ten minutes, er, she says fifteen": what the patient puts right, after a pause.
    // …and "about ten a day, no he says nearer twelve".
    // …and "twenty minutes, actually no she says more like ten to fifteen".
    const pause =
      HESITATIONS.has(token.lower) ||
      (token.lower === "no" && tokens[i - 1]?.lower === ",") ||
      (token.lower === "actually" && tokens[i - 1]?.lower === "," && tokens[i + 1]?.lower === "no");
    const says = pause && PUT_RIGHT.test(lowerWords(tokens, i + 1, i + 5));
    if (token.lower !== "sorry" && !no && !mean && !says) return;
    // "I'm sorry to bother you", "very sorry for the wait": an apology, not a correction.
    if (APOLOGY_BEFORE.has(tokens[i - 1]?.lower ?? "") || APOLOGY_AFTER.has(tokens[i + 1]?.lower ?? "")) return;
    let after = i + 1;
    while (after < tokens.length && after <= i + LEAD_IN_REACH && LEAD_IN.has(tokens[after].lower)) after++;
    if ((no || mean || says) && !kindOf(tokens, after, medicines)) return;
    const from = takenBackFrom(tokens, i, after, medicines);
    if ((no || mean || says) && from === i) return;
    // "a dull ache in the left thigh for about six weeks, I mean the right thigh": "I mean" reaches only what was just
    // said, not the words after it.
    if (mean && i - from > MEAN_REACH) return;
    // Blanked up to "sorry" and the words that only say a correction follows ("sorry I mean"), keeping what is
    // said again ("no sorry no recession" keeps its second "no").
    let last = i;
    while (last + 1 < after && CORRECTING.has(tokens[last + 1].lower)) last++;
    // …and the words said again before the replacement ("weaker on the right sorry on the left"), so that what is
    // left reads as it was meant: "weaker on the left".
    // The provider's commas around "sorry" are not words said again ("in one week, sorry, in two weeks").
    const again = mapped(tokens.slice(last + 1, after), (token) => token.lower).filter((word) => word !== ",");
    const before = mapped(tokens.slice(Math.max(0, from - again.length), from), (token) => token.lower);
    if (again.length && again.join(" ") === before.join(" ")) last = after - 1;
    // "home visit, no sorry, base visit": where nothing of a kind is taken back, the "no" said with "sorry" is the
    // correction's own word, not a denial.
    // …with the provider's comma between them too ("his son lives in australia, no, sorry, canada").
    const comma = tokens[i - 1]?.lower === "," ? 1 : 0;
    const saidNo = from === i && tokens[i - 1 - comma]?.lower === "no" && tokens[i - 2 - comma]?.lower === ",";
    const start = tokens[saidNo ? i - 1 - comma : from].start;
    const end = tokens[last].end;
    blanked = blanked.slice(0, start) + " ".repeat(end - start) + blanked.slice(end);
    // "about forty minutes, sorry, she thinks more like thirty five": the new number, said without the unit, is put
    // where the old one was, with its unit — "about 35 minutes" — as it was meant.
    const unitKept = bareReplacement(text, tokens, from, i, after);
    if (unitKept) blanked = blanked.slice(0, start) + unitKept + blanked.slice(start + unitKept.length);
  });
  return blanked;
}

/** How many words may come between "sorry" (or "no") and what is said instead ("no, she's just corrected me, eight"). */
const LEAD_IN_REACH = 8;

/**
 * Who puts a number right after a pause, and how ("er, she says fifteen", "er, more like twenty five", "er, probably
 * more like six").
 */
const PUTTING_RIGHT = String.raw`(?:probably )?(?:(?:she|he|they|mum|dad) (?:says|said|thinks|reckons)|more like|nearer|actually)\b`;
const PUT_RIGHT = new RegExp(String.raw`^,? ?(?:no,? )?${PUTTING_RIGHT}`);
/** Whether a dictation may hold a correction at all: "sorry", ", no,", "I mean", or a pause before one put right. */
const MAY_CORRECT = new RegExp(
  String.raw`\bsorry\b|[,?]\s*no\s*,|\bi mean\b|\b(?:er|erm|um|no),? ${PUTTING_RIGHT}`,
  "i",
);
/** Who is said, after a number, to have put it right ("more like twenty five she thinks"). */
const SAID_BY = /^(?:she|he|they|mum|dad) (?:says|said|thinks|reckons)\b/;

/** What may follow a number said on its own: the clause ends. */
const SAID_BARE = new Set([",", ".", ";", "and", "then"]);

/**
 * The text to put where a number taken back was ("35 minutes" over "forty minutes"), when the number said instead
 * comes without the unit the old one had (", sorry, she thinks more like thirty five"), and it fits; else null.
 */
function bareReplacement(text: string, tokens: Token[], from: number, mark: number, after: number): string | null {
  const old = tokens[from];
  const said = tokens[after];
  if (old?.kind !== "number" || said?.kind !== "number") return null;
  // "the fifteenth of january, sorry, the fourteenth": a day put right in the month said with the old one.
  const monthKept =
    old.ordinal && said.ordinal && tokens[from + 1]?.lower === "of" && isMonthName(tokens[from + 2]?.lower ?? "");
  if ((old.ordinal || said.ordinal) && !monthKept) return null;
  // The unit: the words between the old number and the correction ("minutes", "a day"), up to three.
  let last = mark - 1;
  while (last > from && (tokens[last].lower === "," || HESITATIONS.has(tokens[last].lower))) last--;
  const unit = tokens.slice(from + 1, last + 1);
  // …or a range said instead ("more like ten to fifteen"): "10-15 minutes".
  const upper = tokens[after + 2];
  const ranged = ["to", "-"].includes(tokens[after + 1]?.lower ?? "") && upper?.kind === "number" && !upper.ordinal;
  const end = ranged ? after + 2 : after;
  const bare =
    end + 1 >= tokens.length ||
    SAID_BARE.has(tokens[end + 1].lower) ||
    SAID_BY.test(lowerWords(tokens, end + 1, end + 3));
  if (!unit.length || unit.length > 3 || unit.some((word) => word.kind !== "word") || !bare) return null;
  if (unit.length === 1 && LEAD_IN.has(unit[0].lower)) return null;
  const value = ranged ? `${said.value}-${upper.value}` : monthKept ? `${said.value}th` : `${said.value}`;
  const put = `${value}${text.slice(old.end, tokens[last].end)}`;
  return put.length <= tokens[last].end - old.start ? put : null;
}

/** Where each medicine named starts, and which of them replace the one named just before. */
type Medicines = { all: Set<number>; replacing: Set<number> };

/**
 * Whether a medicine is named to replace the one just before: "amoxicillin, no, co-amoxiclav" — said straight after
 * ", no,", the other named straight before it, not in a list ("aspirin, clopidogrel, no, ticagrelor"), not denied ("not
 * on warfarin, no, apixaban"), not after a question ("the sertraline? no, citalopram"), and not added to it ("…, no,
 * gliclazide as well") or said of ("…, no, ramipril was stopped").
 */
function replaced(tokens: Token[], medicines: readonly NameMention[], mention: NameMention): boolean {
  // …"it's lisinopril": past the words that only say a correction comes.
  let comma = mention.first - 1;
  while (comma > 0 && CORRECTING.has(tokens[comma].lower)) comma--;
  const no = comma - 1;
  let before = comma - 2;
  if (tokens[comma]?.lower !== "," || tokens[no]?.lower !== "no" || tokens[before]?.lower !== ",") return false;
  // …"ramipril two point five milligrams once a day, er, no, it's lisinopril": past a hesitation, and back over the
  // dose said with the medicine taken back.
  while (before - 2 >= 0 && HESITATIONS.has(tokens[before - 1].lower) && tokens[before - 2].lower === ",") before -= 2;
  const named = medicines.find(
    (other) =>
      other.last < before &&
      before - other.last <= DOSE_REACH &&
      !tokens.slice(other.last + 1, before).some((token) => LISTED_OR_DENIED.has(token.lower) || token.lower === "."),
  );
  if (!named) return false;
  const ahead = tokens.slice(Math.max(0, named.first - 3), named.first);
  // (A list before one said with its dose is another's: "bisoprolol … and ramipril 2.5 mg once a day, er, no, …".)
  const dosed = named.last < before - 1;
  const listed = (word: string) => (dosed ? DENIED.has(word) : LISTED_OR_DENIED.has(word));
  if (ahead.some((token) => listed(token.lower) || token.lower.endsWith("n't"))) return false;
  return !SAID_OF.has(tokens[mention.last + 1]?.lower ?? "");
}
const DENIED = new Set(["not", "no", "never"]);
const LISTED_OR_DENIED = new Set([",", "and", "or", "?", ...DENIED]);
/** How far a dose said with a medicine taken back may run on before ", no," ("two point five milligrams once a day"). */
const DOSE_REACH = 8;
const SAID_OF = new Set(["as", "too", "also", "was", "is", "were", "before", "has", "had", "instead"]);

/** How many words back "I mean" may take back ("once a day, I mean twice a day"). */
const MEAN_REACH = 5;

/** Words around "sorry" that make it an apology ("I'm sorry to …", "he was very sorry about …"). */
const APOLOGY_BEFORE = new Set(["i'm", "im", "am", "is", "was", "were", "so", "very", "felt", "feel", "feels", "be"]);
const APOLOGY_AFTER = new Set(["to", "for", "about"]);

/** Words that only say a correction follows ("sorry I mean", "sorry, that should be"). */
const CORRECTING = new Set(["i", "mean", "meant", "it", "it's", "its", "is", "that", "that's", "should", "be", "say"]);
/** Words between "sorry" and what replaces what was taken back ("sorry I mean it's the left", "sorry no"). */
const LEAD_IN = new Set([
  ...FILLERS,
  ...CORRECTING,
  ...["no", "was", "on", "in", "of", "to", "he", "she", "they", "took", "takes", "rather", "actually"],
  // "forty minutes, sorry, she thinks more like thirty five": what the patient says instead.
  ...["says", "said", "thinks", "reckons", "more", "like", "nearer"],
  // "six weeks, er, no, she's just corrected me, eight weeks", "a week, sorry, I've said ten days"
  ...["she's", "he's", "just", "corrected", "me", "i've"],
  // "four weeks, er, probably more like six": the clinician's own better guess.
  "probably",
  // "twice a day, er, actually let's start once a day": the clinician's own second thought.
  ...["let's", "start", "make", "it"],
  // "one hundred and twenty five, sorry, to one hundred": the provider's commas around it.
  ",",
  // "three times a day, sorry, no, they cut it to twice a day": who changed it, and how.
  ...["cut", "changed", "reduced", "dropped", "increased", "upped", "switched"],
]);

/** Words that say two of the same together ("five and seven", "left or right"). */
const TOGETHER = new Set(["and", "or", ",", "to", "-", "–"]);

/** How far after the word said again its side may be ("mildly tender over the left knee"). */
const SIDE_AFTER = 5;

/** Prepositions that start a phrase said again after "sorry" ("for the last ten days, sorry, for the last week"). */
const PHRASE_STARTS = new Set(["for", "since", "from", "in", "on", "at", "over", "after", "before", "until", "by"]);

/** Words a phrase taken back does not reach back past ("once a week and paracetamol … sorry paracetamol …"). */
const APART = new Set(["and", "or", "but", ",", ";", "."]);

/** The first token taken back by the "sorry" at `i`, whose replacement starts at `after`. */
function takenBackFrom(tokens: Token[], i: number, after: number, medicines: Medicines): number {
  const kind = kindOf(tokens, after, medicines);
  let repeated = tokens[after]?.kind === "number" ? numberSaidAgain(tokens, i, after) : -1;
  // "in one to two weeks, sorry, in two weeks": the range goes with the number it ends on.
  while (repeated - 2 >= 0 && TOGETHER.has(tokens[repeated - 1].lower) && tokens[repeated - 2].kind === "number") {
    repeated -= 2;
  }
  if (repeated >= 0) return repeated;
  if (kind) {
    // How far back the same may be: a side a few words before ("left eye for about two months sorry it's the right
    // eye"), a frequency with its course ("twice a day for eight weeks sorry once a day"), a number just before.
    // …counted from before the words that only say a correction comes ("six nine left, no sorry, six twelve").
    let said = i;
    // …and past the sounds made while finding the word ("ninety five percent in air, er, sorry, ninety six").
    const lead = (word: string) => word === "," || word === "no" || HESITATIONS.has(word);
    while (said > 0 && lead(tokens[said - 1].lower)) said--;
    // …and past what is said while it is looked up ("twice a day, er, she's checking the box, no, it says once a day").
    const paused = aside(tokens, said);
    if (paused >= 0) said = paused;
    const earliest = Math.max(0, said - kind.reach);
    for (let k = said - 1; k >= earliest; k--) {
      if (!kind.test(k)) continue;
      while (k - 2 >= 0 && TOGETHER.has(tokens[k - 1].lower) && kind.test(k - 2)) k -= 2;
      return k;
    }
    // …or a number one word further back, with its unit and where it was taken, that the new one is near to ("ninety
    // five percent in air, er, sorry, ninety six"; not "four hundred milligrams at seven with no effect sorry he took
    // two of them").
    const further = tokens[earliest - 1];
    const replacing = tokens[after];
    const near = (a: number, b: number) => Math.abs(a - b) <= Math.max(a, b) / 4;
    if (further?.kind === "number" && replacing?.kind === "number" && near(further.value, replacing.value))
      return earliest - 1;
    // Nothing of the kind close enough before: a clarification ("the hip aches at night sorry the right hip").
    return i;
  }
  let end = i - 1;
  if (tokens[end]?.lower === "no" || tokens[end]?.lower === ",") end--;
  // The word said again, and the words before it that say which ("mild subcostal recession no sorry no recession").
  // …or, past how much of it there is, the word said again denied before ("not tender over the collaterals, er sorry,
  // mildly tender over the radial one" takes back "not tender …"; not "the left knee is swollen, sorry, mildly
  // swollen", which says how much, and takes nothing back).
  let said = after;
  while (DEGREE.has(tokens[said]?.lower ?? "")) said++;
  const pastDegree = said > after;
  const again = tokens[said]?.kind === "word" ? stemOf(tokens[said].lower) : "";
  for (let k = end; again && k >= Math.max(0, i - 8); k--) {
    if (tokens[k].kind !== "word" || stemOf(tokens[k].lower) !== again) continue;
    if (pastDegree) {
      if (DENYING_WORDS.has(tokens[k - 1]?.lower ?? "")) return k - 1;
      // …or its side put right ("tender over the right knee, sorry, mildly tender over the left knee").
      const sided = (from: number, to: number) => tokens.slice(from, to).some((token) => sideWord(token));
      return sided(k, i) && sided(said + 1, said + SIDE_AFTER) ? k : i;
    }
    let from = k;
    // …but a preposition said again is where the phrase starts ("for the last ten days, sorry, for the last week"
    // takes back "for the last ten days", not the "a day" before it).
    const which = !PHRASE_STARTS.has(tokens[k].lower);
    while (which && from > k - 2 && from > 0 && tokens[from - 1].kind === "word" && !APART.has(tokens[from - 1].lower))
      from--;
    return from;
  }
  return i;
}

/** The most words of an aside between a pause and the correction it leads to ("er, she's checking the box, no, …"). */
const ASIDE_WORDS = 6;

/**
 * Where the pause starts that opens an aside ending just before `end` (", er, she's checking the box"), its comma
 * included; -1 if there is none.
 */
function aside(tokens: Token[], end: number): number {
  for (let k = end - 1; k >= 1 && k >= end - ASIDE_WORDS - 1; k--) {
    const word = tokens[k].lower;
    if (word === "." || word === ";") return -1;
    if (HESITATIONS.has(word) && tokens[k - 1].lower === "," && tokens[k + 1]?.lower === ",") return k - 1;
  }
  return -1;
}

/** The most words said again after a number, with it, that show which number it replaces. */
const SAID_AGAIN = 5;

/**
 * The number a replacement said with the same words after it replaces: "ten milligrams twice a day sorry I mean
 * twenty milligrams twice a day" takes back "ten milligrams twice a day" — or -1.
 */
function numberSaidAgain(tokens: Token[], i: number, after: number): number {
  const end = tokens[i - 1]?.lower === "," ? i - 1 : i;
  for (let length = SAID_AGAIN; length >= 1; length--) {
    const number = end - length - 1;
    if (number < 0 || tokens[number].kind !== "number") continue;
    let same = true;
    for (let k = 1; k <= length && same; k++) same = tokens[number + k].lower === tokens[after + k]?.lower;
    if (same) return number;
  }
  return -1;
}

/** Words before "a day" that make it how often ("twice a day", "three times a day"). */
const OFTEN = new Set(["once", "twice", "thrice", "times", "time"]);

/**
 * What kind of thing the token at `at` is — a side, a medicine named to replace another, a frequency, a number, a month
 * or a day of the week — and how far back to look for another.
 */
function kindOf(
  tokens: Token[],
  at: number,
  medicines: Medicines,
): { test: (k: number) => boolean; reach: number } | null {
  if (sideWord(tokens[at])) return { test: (k) => sideWord(tokens[k]) !== undefined, reach: 7 };
  // "they gave her amoxicillin, no, co-amoxiclav": a medicine, named just before.
  if (medicines.replacing.has(at)) return { test: (k) => medicines.all.has(k), reach: DOSE_REACH + 1 };
  if (frequencyAt(tokens, at)) return { test: (k) => frequencyAt(tokens, k) !== null, reach: 8 };
  // "a swab on the twenty eighth of november, sorry, the first of december": a day of the month, and its month.
  if (tokens[at]?.kind === "number" && tokens[at].ordinal) return { test: (k) => tokens[k].ordinal === true, reach: 6 };
  // …and "ten days, er, he says it was more like a week": a length said with "a".
  const an = (k: number) => tokens[k]?.lower === "a" || tokens[k]?.lower === "an";
  const ofLength = (k: number) => tokens[k] !== undefined && durationUnit(tokens[k].lower) !== null;
  const aLength = (an(at) && ofLength(at + 1)) || (an(at - 1) && ofLength(at));
  // …and what it takes back may be one too ("a week, er, no, two days"), though not how often ("twice a day").
  const often = (k: number) => tokens[k]?.kind === "number" || OFTEN.has(tokens[k]?.lower ?? "");
  const length = (k: number) => tokens[k].kind === "number" || (an(k) && ofLength(k + 1) && !often(k - 1));
  // (…only for a length said instead: "a week, er, no, two days", not "six hundred mils a day, sorry, seven hundred".)
  const ofTime = tokens[at]?.kind === "number" && ofLength(at + 1);
  if (aLength || ofTime) return { test: length, reach: 3 };
  if (tokens[at]?.kind === "number") return { test: (k) => tokens[k].kind === "number", reach: 3 };
  // "stool antigen in june no sorry it was july".
  if (isMonthName(tokens[at]?.lower ?? "")) return { test: (k) => isMonthName(tokens[k].lower), reach: 6 };
  // "vomiting since thursday, no sorry wednesday evening".
  const weekday = (k: number) => tokens[k]?.kind === "word" && relativeDateAt(tokens, k)?.weekday === true;
  if (weekday(at)) return { test: weekday, reach: 6 };
  return null;
}
