import type { Flag } from "./checks.ts";
import { isWeekday } from "./relative-dates.ts";
import { ABSENT_FINDINGS, BROADER, findFindings, OTHER_MEANINGS, RED_FLAGS, SAME_EVENT, SERVICES } from "./findings.ts";
import {
  causesWhatFollows,
  contextOf,
  HOW_FAR,
  isContentWord,
  isGeneric,
  isDoing,
  NARROWING,
  negativeWord,
  pastBetweenResult,
  placeDoneAt,
  stemOf,
  type Cue,
  type NegatedItem,
  type Polarity,
  type TextContext,
} from "./negation-cues.ts";
import {
  ALTERNATIVES,
  CLAUSE_ENDS,
  CONNECTORS,
  DENYING_WORDS,
  EPISODES,
  EXCEPTIONS,
  HESITATIONS,
  LABEL_THERE,
  RELATIVES,
  TEST_NAMES,
  TROUBLE,
  VERBS,
  DEGREE,
} from "./negation-words.ts";
import { isMonthName } from "./dates.ts";
import { foundOnce, sentenceBreakBetween, wordJustAfter, wordJustBefore, type ReadText } from "./read-text.ts";
import { mapped } from "./arrays.ts";
import { extended } from "./objects.ts";
import { checkOppositeStates } from "./opposite-states.ts";
import { sideWord } from "./sides.ts";
import {
  ARTICLES,
  lowerWords,
  phraseAt,
  THE_OR_POSSESSIVE,
  tokenStartingAt,
  withoutPossessive,
  type Token,
} from "./tokens.ts";
import { unitAt } from "./units.ts";

/**
 * Whether the document says something is present that the dictation says is absent, or the reverse. Polarity is
 * read by negation-cues.ts (NegEx / ConText triggers); two things are compared:
 *
 * - **Findings** (findings.ts): symptoms and signs by their one name, whatever the wording ("black stools" is
 *   melaena, "thoughts of ending her life" suicidal thoughts). One the document gives with the polarity the
 *   dictation gives it only the other way is flagged. A red flag (chest pain, bleeding, weight loss, suicidal
 *   thoughts …) is flagged unless the dictation says the same, even when the dictation never mentions it.
 * - **Anything else negated**: what a negation applies to in one text ("doesn't wear contact lenses", "no
 *   fluorescein uptake", "DVT excluded") is looked for by its words in the other; if the other text says it only
 *   with the other polarity, it is flagged.
 *
 * The flag quotes the dictation: "DVT confirmed — dictation says: “DVT excluded”". Suppositions (safety-netting,
 * plans, "?") are not compared.
 */
type Mention = { id: string; first: number; last: number; start: number; end: number; polarity: Polarity };

const RANK: Record<Polarity, number> = { affirmed: 0, negated: 1, possible: 2, hypothetical: 3 };

/** The polarity of several tokens: hypothetical if any is, else possible if any is, negated if any is, else affirmed. */
function strongest(polarities: Polarity[]): Polarity {
  let result: Polarity = "affirmed";
  for (const polarity of polarities) if (RANK[polarity] > RANK[result]) result = polarity;
  return result;
}

function polarityOf(context: TextContext, first: number, last: number): Polarity {
  return strongest(context.polarity.slice(first, last + 1));
}

/** A finding's polarity, not counting a negation in its own words ("things that aren't there" are hallucinations). */
function findingPolarity(context: TextContext, first: number, last: number): Polarity {
  let end = last;
  for (let j = first + 1; j <= last; j++) {
    const cue = context.cueOf[j]?.first ?? -1;
    if (cue > first) end = Math.min(end, cue - 1);
  }
  return polarityOf(context, first, end);
}

function findingsIn(read: ReadText, context: TextContext, spoken = false): Mention[] {
  const { tokens } = read;
  // "FHx: nil bowel ca": a finding that heads a list is as its list says.
  const heading = (last: number) => tokens[last + 1]?.lower === ":" && last + 2 < tokens.length;
  const mentions: Mention[] = mapped(findFindings(read), (mention) => {
    const said = heading(mention.last)
      ? context.polarity[mention.last + 2]
      : spoken && spokenLabel(read, context, mention)
        ? "hypothetical"
        : findingPolarity(context, mention.first, mention.last);
    // "neither he nor his support worker reports hallucinations": denied.
    const neither = said === "affirmed" && neitherBefore(read, mention.first);
    return extended(mention, { polarity: neither ? ("negated" as const) : said });
  });
  tokens.forEach((token, i) => {
    const absent = ABSENT_FINDINGS.get(token.lower);
    if (!absent) return;
    const polarity = context.polarity[i] === "hypothetical" ? "hypothetical" : "negated";
    mentions.push({ id: absent, first: i, last: i, start: token.start, end: token.end, polarity });
  });
  return mentions.sort((a, b) => a.first - b.first);
}

/** Words that start a question the clinician asked, said after its label ("allergies, I asked about …"). */
const ASKING = new Set(["i", "asked", "checked", "we"]);

/**
 * "allergies, I asked about penicillin, he's had it before and never had a reaction": a finding said as the label of
 * a question, whose answer denies something — a question asked, not a finding there.
 */
function spokenLabel(read: ReadText, context: TextContext, mention: { first: number; last: number }): boolean {
  if (!read.breakBefore[mention.first] || read.tokens[mention.last + 1]?.lower !== ",") return false;
  // "Haemoptysis, none", "allergies, peanut": the label's answer, said straight after it.
  if (!ASKING.has(read.tokens[mention.last + 2]?.lower ?? "")) return false;
  for (let j = mention.last + 2; j < read.tokens.length && !read.breakBefore[j]; j++) {
    if (context.polarity[j] === "negated") return true;
  }
  return false;
}

/** Verbs that tell a patient what to do if something comes ("report bleeding beyond 3/12 or any PCB"). */
const TO_REPORT = new Set(["report", "return", "ring", "call", "contact", "phone", "seek", "attend", "watch"]);
/** How far back in its sentence "any" looks for what the patient is told to do. */
const TO_REPORT_REACH = 12;

/**
 * Whether a claim at `first` is one of "any" things a patient is told to report or come back with ("report bleeding
 * beyond 3/12 or any PCB"): whatever may come, not what is there. Not a question ("Any chest pain? Yes") nor what was
 * noticed ("Reports any bleeding").
 */
function toReportIfAny(read: ReadText, first: number): boolean {
  if (read.tokens[first - 1]?.lower !== "any") return false;
  for (let j = first - 2; j >= 0 && j >= first - TO_REPORT_REACH && !read.breakBefore[j + 1]; j--) {
    const word = read.tokens[j].lower;
    if (word === "." || word === ";" || word === "?") return false;
    if (TO_REPORT.has(word)) return true;
  }
  return false;
}

const MAX_QUOTE_TOKENS = 10;

/** The text's words from token `first` to `last`, shortened in the middle when long. */
function words(read: ReadText, first: number, last: number): string {
  const { tokens, text } = read;
  if (last - first < MAX_QUOTE_TOKENS) return text.slice(tokens[first].start, tokens[last].end);
  const head = text.slice(tokens[first].start, tokens[first + 3].end);
  const tail = text.slice(tokens[last - 3].start, tokens[last].end);
  return `${head} … ${tail}`;
}

/** What the text says about tokens first–last, with the negation trigger that governs them ("no DVT"). */
function quote(read: ReadText, context: TextContext, first: number, last: number): string {
  const cue: Cue | undefined = context.cueOf[first] ?? context.cueOf[last];
  if (!cue) return words(read, first, last);
  return cue.first < first ? words(read, cue.first, last) : words(read, first, Math.max(last, cue.last));
}

/** How many words a list item may have before a comma, and before the words a denial reaches across it. */
const ITEM_WORDS = 4;
const MODIFIER_WORDS = 2;
/** What may end a list item. */
const ITEM_ENDS = new Set([",", "or", "nor", "and", "/", ".", ";", ":", ")"]);
/** Words that make what they are in a clause, not a list item ("how it happened", "what she eats"). */
const CLAUSE_WORDS = new Set(["how", "what", "when", "why", "which", "who", "that", "it", "he", "she", "they", "i"]);

/**
 * Whether a denial reaches tokens first–last only across a comma, where they are no item of its list: "no concerns
 * about how it happened, accidental", "no sacral dimple or tuft, lower limb tone, power and reflexes normal". A
 * list of short items, none closed before it, is read as one ("no fever, cough or rash"); anything else after a
 * comma may be a clause of its own, and the reading is too unsure to raise a flag on.
 */
function reachedAcrossAComma(read: ReadText, cueLast: number, first: number, last: number): boolean {
  const { tokens } = read;
  let comma = -1;
  for (let k = cueLast + 1; k < first; k++) if (tokens[k].lower === ",") comma = k;
  if (comma < 0) return false;
  let itemWords = 0;
  for (let k = cueLast + 1; k < comma; k++) {
    const word = tokens[k].lower;
    if (word === ",") itemWords = 0;
    else if (ALTERNATIVES.has(word) || word === "and" || VERBS.has(word) || CLAUSE_WORDS.has(word)) return true;
    else if (++itemWords > ITEM_WORDS) return true;
  }
  let joiner = first - 1;
  while (joiner > comma && first - joiner <= MODIFIER_WORDS && !CONNECTORS.has(tokens[joiner].lower)) joiner--;
  const listed = CONNECTORS.has(tokens[joiner]?.lower ?? "");
  // "no rash, bruises or scratches that itch": the item "or" closes the list with may go on.
  if (ALTERNATIVES.has(tokens[joiner]?.lower ?? "")) return false;
  const ended = last + 1 >= tokens.length || read.breakBefore[last + 1] || ITEM_ENDS.has(tokens[last + 1].lower);
  return !(listed && ended);
}

/** Words that make a denial one of more of it ("no further vomiting", "not vomited again"). */
const AGAIN_WORDS = new Set(["further", "again", "more", "recurrence", "repeat"]);

/**
 * Whether the denial of tokens `first`–`last` is of more of it, not of it at all: "no further vomiting", "not vomited
 * again", "has not vomited since" (with "since" ending its clause: not "not vomited since Tuesday").
 */
function noneAgain(read: ReadText, first: number, last: number): boolean {
  const { tokens, breakBefore } = read;
  for (let j = first - 1; j >= 0 && j >= first - 2 && !breakBefore[j + 1]; j--) {
    if (AGAIN_WORDS.has(tokens[j].lower)) return true;
  }
  const after = tokens[last + 1]?.lower;
  const ends = last + 2 >= tokens.length || breakBefore[last + 2] || tokens[last + 2].kind === "symbol";
  return after === "again" || (after === "since" && ends && !breakBefore[last + 1]);
}

/** Words around a claim that say it is there ("has made plans", "evidence of DVT", "DVT confirmed"). */
const ASSERTING_BEFORE = new Set([
  ...["has", "had", "have", "made", "reports", "reported", "report", "with", "needed", "need", "been"],
  ...["recently", "previous", "previously", "several", "some", "one", "two", "three", "few", "evidence"],
  ...["signs", "sign", "already", "new", "is", "are", "was", "were", "found", "shows", "showed", "describes"],
  ...["described", "admits", "started", "ongoing", "a", "an", "any", "wears", "uses", "takes", "gets", "got"],
  ...["streaky", "scattered", "intermittent", "recurrent", "frequent", "persistent", "episodic", "occasional"],
  ...["brief", "transient", "previous", "prior", "known", "ongoing", "current", "type"],
]);
const ASSERTING_AFTER = new Set([
  ...["confirmed", "present", "positive", "seen", "found", "noted", "given", "done", "started", "had"],
  ...["diagnosed", "already", "detected", "shown", "+", "++", "+++", "+ve", "ve", "involved", "affected"],
]);
const LINKING = new Set([
  ...["has", "have", "had", "been", "was", "is", "are", "were", "already", "sign", "test", "today", "again"],
]);

/** The span to highlight for an affirmed claim: its words and the words next to them that assert it. */
function assertedSpan(read: ReadText, first: number, last: number): { first: number; last: number } {
  const { tokens, breakBefore } = read;
  let from = first;
  for (let j = first - 1; j >= 0 && j >= first - 3 && !breakBefore[j + 1]; j--) {
    // "episodes of haemoptysis", "thoughts of self-harm": the word "of" belongs to comes too.
    if (tokens[j].lower === "of" && tokens[j - 1]?.kind === "word" && !breakBefore[j]) {
      from = j - 1;
      j--;
      continue;
    }
    if (!ASSERTING_BEFORE.has(tokens[j].lower) && tokens[j].kind !== "number") break;
    from = j;
  }
  let to = last;
  // "A pregnancy test in the surgery was positive": where it was done, then the result.
  const where = placeDoneAt(tokens, last + 1);
  for (let j = last + 1 + where; j < tokens.length && j <= last + 3 + where && !breakBefore[j]; j++) {
    const word = tokens[j].lower;
    if (ASSERTING_AFTER.has(word)) to = j;
    else if (!LINKING.has(word)) break;
  }
  return { first: from, last: to };
}

function flagOf(read: ReadText, first: number, last: number, explanation: string): Flag {
  return { start: read.tokens[first].start, end: read.tokens[last].end, kind: "negation", explanation };
}

/** The document's span for a negated claim, from its trigger when the trigger is close before it. */
function negatedSpan(context: TextContext, first: number, last: number): { first: number; last: number } {
  const cue = context.cueOf[first];
  if (cue && cue.first < first && first - cue.last <= 3) return { first: cue.first, last };
  if (cue && cue.first > last && cue.first - last <= 3) return { first, last: cue.last };
  return { first, last };
}

/** The document's span for a claim it calls possible: the claim and its trigger ("cord compression not excluded"). */
function uncertainSpan(context: TextContext, first: number, last: number): { first: number; last: number } {
  const cue = context.cueOf[first];
  if (!cue) return { first, last };
  return { first: Math.min(first, cue.first), last: Math.max(last, cue.last) };
}

const ON_FALLING_ASLEEP = new Set(["hypnagogic", "hypnopompic"]);

/** Words before a finding that say how much or which, not where ("no other injury", "no obvious bleeding"). */
const HOW_MUCH_OR_WHICH = new Set([
  ...["other", "any", "obvious", "significant", "further", "new", "visible", "active", "serious", "apparent"],
  ...["major", "definite", "evident", "acute", "physical", "real", "particular", "external"],
]);
/** Parts a head wound is of ("no injury to the head"). */
const HEAD = new Set(["head", "scalp", "face", "forehead"]);

/** Whether a finding is said of one part ("no neck injury", "no injury to her hip"), not as a whole. */
function ofAPart(read: ReadText, mention: { first: number; last: number }): boolean {
  const { tokens } = read;
  const before = tokens[mention.first - 1];
  const described = isContentWord(before) && !DENYING_WORDS.has(before.lower) && !HOW_MUCH_OR_WHICH.has(before.lower);
  // "no injury to her hip", not "no injury to the head".
  const part = ["the", "her", "his", "their"].includes(tokens[mention.last + 2]?.lower ?? "") ? 3 : 2;
  const to = tokens[mention.last + 1]?.lower === "to" && !HEAD.has(tokens[mention.last + part]?.lower ?? "");
  return (described && !read.breakBefore[mention.first]) || to;
}

/**
 * Whether an abbreviation with another meaning ("CP", "PND") means the other thing here: not where the document names
 * the other thing in full; so where it names the finding in other words too, or the dictation says the other thing as
 * the document says the abbreviation.
 */
function otherMeaning(
  document: ReadText,
  written: Mention[],
  claimed: Mention,
  transcript: ReadText,
  said: TextContext,
  meanings: readonly string[],
): boolean {
  const lower = document.text.toLowerCase();
  if (meanings.some((meaning) => lower.includes(meaning))) return false;
  const text = lower.slice(claimed.start, claimed.end);
  if (written.some((other) => other.id === claimed.id && lower.slice(other.start, other.end) !== text)) return true;
  return meanings.some((meaning) => saidWithPolarity(transcript, said, meaning, claimed.polarity));
}

/** Whether `words` (lower case) are said in the text with this polarity ("had postnatal depression"). */
function saidWithPolarity(read: ReadText, context: TextContext, words: string, polarity: Polarity): boolean {
  const lower = read.text.toLowerCase();
  for (let at = lower.indexOf(words); at >= 0; at = lower.indexOf(words, at + 1)) {
    const j = tokenStartingAt(read.tokens, at);
    if (j >= 0 && context.polarity[j] === polarity) return true;
  }
  return false;
}

/** Whether a thing is named just after token `last`, in its sentence ("FH arthritis", "family history of IBD"). */
function namesAfter(read: ReadText, last: number): boolean {
  const next = read.tokens[last + 1]?.lower === "of" ? last + 2 : last + 1;
  return !read.breakBefore[next] && isContentWord(read.tokens[next]);
}

function checkFindings(document: ReadText, documentContext: TextContext, transcript: ReadText, said: TextContext) {
  // "when he's back, early start, shade, no alcohol": what a sentence says for later is advice, as "if" makes it.
  const heard = mapped(findingsIn(transcript, said, true), (mention) =>
    forWhenBack(transcript, mention.first) ? { ...mention, polarity: "hypothetical" as const } : mention,
  );
  const flags: Flag[] = [];
  const written = findingsIn(document, documentContext);
  for (const claimed of written) {
    // "No other bruising" against "other bruises on her arms": the others the dictation says are there.
    if (claimed.polarity === "hypothetical" && noneOther(document, claimed)) {
      const others = heard.find((mention) => mention.id === claimed.id && othersThere(transcript, mention));
      // (…not when the dictation goes on to deny them: "thought there were other bruises, but no other bruises".)
      const ofOthersDenied = heard.some(
        (mention) => mention.id === claimed.id && mention.polarity !== "affirmed" && ofOthers(transcript, mention),
      );
      if (others && !ofOthersDenied) {
        const from = document.tokens[claimed.first - 2].lower === "any" ? claimed.first - 3 : claimed.first - 2;
        const what = document.text.slice(document.tokens[from].start, claimed.end);
        const quoted = transcript.text.slice(transcript.tokens[others.first - 1].start, others.end);
        flags.push(flagOf(document, from, claimed.last, `${what} — dictation says: “${quoted}”`));
      }
    }
    if (claimed.polarity === "hypothetical") continue;
    if (claimed.polarity === "affirmed" && toReportIfAny(document, claimed.first)) continue;
    if (claimed.polarity === "affirmed" && joinedToDenial(document, documentContext, claimed.first)) continue;
    if (claimed.polarity === "affirmed" && deniedWithOthers(document, claimed.first)) continue;
    if (claimed.polarity === "affirmed" && deniedPastExcept(document, claimed.first)) continue;
    if (claimed.polarity === "affirmed" && readingFell(document, claimed.first)) continue;
    // "No alcohol-induced pain": what brings on the thing denied is not denied itself.
    if (claimed.polarity === "negated" && causesWhatFollows(document, claimed.last)) continue;
    // "FH: mother's menopause at 42": a label of what follows, which says nothing of clots or cancer in the family —
    // unless its answer says it is there ("Visible haematuria: yes, once").
    const label = claimed.last + 1;
    if (claimed.polarity === "affirmed" && document.tokens[label]?.lower === ":" && !answeredThere(document, label))
      continue;
    // "No FH arthritis or IBD": a family history of what it names, compared by that (checkNegatedWords,
    // checkFamilyHistory), not as any family history at all.
    if (claimed.id === "family history" && claimed.polarity === "negated" && namesAfter(document, claimed.last))
      continue;
    let mentioned = heard.filter((mention) => mention.id === claimed.id);
    // "projectile vomiting" against "effortless vomiting … no projectile vomiting": the kind the dictation names.
    const kind = kindOf(document, documentContext, claimed.first);
    const ofKind = mentioned.filter(
      (mention) => kind && mention.polarity !== "hypothetical" && kindOf(transcript, said, mention.first) === kind,
    );
    const narrowed = ofKind.length > 0 && ofKind.length < mentioned.length;
    if (narrowed) mentioned = ofKind;
    // "No visible haematuria" against "persistent non-visible haematuria": the other kind says nothing of this one.
    if (kind) mentioned = mentioned.filter((mention) => kindOf(transcript, said, mention.first) !== `non-${kind}`);
    // "no bleeding" covers "no PV bleeding"
    const broader = BROADER.get(claimed.id);
    // …and "no hepatosplenomegaly" says there is no splenomegaly.
    const denied = (mention: Mention) => mention.polarity === "negated";
    // …but "no neck injury", "no injury to her hip" deny an injury of another part only.
    const whole = (mention: Mention) => mention.id === broader && !ofAPart(transcript, mention);
    const broaderDenied = broader !== undefined && heard.some((mention) => whole(mention) && denied(mention));
    if (!mentioned.length && broader && (claimed.polarity === "negated" || broaderDenied)) {
      mentioned = heard.filter((mention) => mention.id === broader);
    }
    // "blackout" against "she didn't black out": one event by another name, when the dictation names only that — a
    // blackout by that word, not "collapse" or "syncope" ("didn't lose consciousness" is no denial of a collapse).
    const blackout = claimed.id !== "syncope" || /^black/i.test(document.text.slice(claimed.start, claimed.end));
    const alike = blackout ? SAME_EVENT.get(claimed.id) : undefined;
    if (!mentioned.length && alike) mentioned = heard.filter((mention) => mention.id === alike);
    const same = mentioned.filter((mention) => mention.polarity !== "hypothetical");
    // "One previous febrile fit" against "first ever fit": there was none before.
    const before = [1, 2].some((k) => BEFORE_NOW.has(document.tokens[claimed.first - k]?.lower ?? ""));
    const firstSaid = before ? saidFirst(transcript, [documentContext.stems[claimed.last]]) : -1;
    if (claimed.polarity === "affirmed" && firstSaid >= 0) {
      const quoted = transcript.text.slice(transcript.tokens[firstSaid].start, transcript.tokens[firstSaid + 2].end);
      const what = document.text.slice(claimed.start, claimed.end);
      flags.push(flagOf(document, claimed.first, claimed.last, `${what} — dictation says: “${quoted}”`));
      continue;
    }
    // "Breathless at rest" against "breathless walking up the hill, no shortness of breath at rest", "headache on
    // waking" against "headaches for six weeks … no headache on waking": there, but denied when the document puts it.
    const denial = claimed.polarity === "affirmed" ? same.find((mention) => whenDenied(said, mention)) : undefined;
    const when = denial ? (whenDenied(said, denial) ?? "") : "";
    const at = denial ? saidWhen(documentContext, document, claimed.last, when) : -1;
    const alsoThen = (mention: Mention) =>
      mention.polarity === "affirmed" && saidWhen(said, transcript, mention.last, when) >= 0;
    if (denial && at >= 0 && !same.some(alsoThen)) {
      const quoted = quote(transcript, said, denial.first, itemOf(said, denial)?.last ?? denial.last);
      const what = document.text.slice(claimed.start, document.tokens[at].end);
      flags.push(flagOf(document, claimed.first, at, `${what} — dictation says: “${quoted}”`));
      continue;
    }
    if (same.some((mention) => mention.polarity === claimed.polarity)) continue;
    // "No bladder or bowel disturbance" for "bladder and bowels normal": nothing wrong with what is said to be fine.
    const troubled = TROUBLED.has(document.tokens[claimed.last + 1]?.lower ?? "");
    const saidWell = (mention: Mention) => saidFine(transcript, mention.last);
    if (claimed.polarity === "negated" && troubled && same.length && same.every(saidWell)) continue;
    // "no concerns about how it happened, accidental": a denial read across a comma is too unsure to flag on.
    const unsure = (mention: Mention) => {
      const cue = said.cueOf[mention.first] ?? said.cueOf[mention.last];
      // The finding as its list item names it: "allergic reaction", not "allergic".
      const item = itemOf(said, mention);
      const last = Math.max(mention.last, item?.headLast ?? mention.last);
      return (
        cue !== undefined && cue.last < mention.first && reachedAcrossAComma(transcript, cue.last, mention.first, last)
      );
    };
    if (claimed.polarity === "affirmed" && same.length && same.every(unsure)) continue;
    // "the bleeds stop with pinching" when the dictation's nosebleeds are there: a kind of it is.
    const narrower = (mention: Mention) => mention.polarity === "affirmed" && BROADER.get(mention.id) === claimed.id;
    if (claimed.polarity === "affirmed" && heard.some(narrower)) continue;
    // "bladder and bowels normal" against "no problems with bladder or bowels": said to be fine, not there.
    const fine = SAID_FINE.has(document.tokens[claimed.last + 1]?.lower ?? "");
    if (fine && claimed.polarity === "affirmed" && same.some((mention) => mention.polarity === "negated")) continue;
    // "no blood in the stool apart from a streak on the toilet paper": absent but for what the exception says.
    if (claimed.polarity === "affirmed" && same.some((mention) => qualified(said, mention))) continue;
    // "no blood in the vomit, er, actually she says once there were a couple of streaks": the denial taken back.
    const takenBack = (mention: Mention) => mention.polarity === "negated" && correctedAfter(transcript, mention.last);
    if (claimed.polarity === "affirmed" && same.some(takenBack)) continue;
    // …and "never had a headache like this" denies only one like this, as "No similar lumps" does.
    // …where the dictation denies others too ("no other lumps like this"), not "has had similar lumps before".
    // …and "No numbness, tingling or other injury" for "no other injury": none besides the one spoken of (not for
    // "?other injury to the ribs", "check him over for other injuries").
    const apart = document.tokens[claimed.first - 1]?.lower ?? "";
    const similar =
      (apart === "similar" &&
        mentioned.some((mention) => mention.polarity !== "affirmed" && ofOthers(transcript, mention))) ||
      (apart === "other" && mentioned.some((mention) => noneOther(transcript, mention)));
    if (claimed.polarity === "negated" && (qualified(documentContext, claimed) || similar)) continue;
    // "No previous fits" against "first ever fit": none before this one.
    if (claimed.polarity === "negated" && firstSaid >= 0) continue;
    // "has not vomited since", "no further vomiting" against "was sick once": none again, after what there was.
    const again = claimed.polarity === "negated" && noneAgain(document, claimed.first, claimed.last);
    if (again && same.some((mention) => mention.polarity === "affirmed")) continue;
    // "now afebrile" against "the fever's gone now": absent now, as the dictation last says it has gone (not "the rash
    // had settled but it came back").
    const latest = same.at(-1);
    const goneForGood = latest && goneNow(transcript, latest.last) && !cameBack(transcript, latest.last);
    if (claimed.polarity === "negated" && goneForGood) continue;
    // "DVT not excluded" is supported by a dictation that only supposes DVT ("?DVT", "possible DVT").
    if (claimed.polarity === "possible" && mentioned.some((mention) => mention.polarity === "hypothetical")) continue;
    const text = document.text.slice(claimed.start, claimed.end);
    // "36M, CP + severe LD" when the dictation says "cerebral palsy": the abbreviation's other meaning — of a finding
    // that is no red flag, said as the document says it ("PMH: PND" for "had postnatal depression after her first").
    // The document may say which itself: "Background cerebral palsy. C/o CP" is chest pain, "36M, CP. No chest pain."
    // is not.
    const meanings = OTHER_MEANINGS.get(text.toLowerCase()) ?? [];
    if (meanings.length && otherMeaning(document, written, claimed, transcript, said, meanings)) continue;
    if (!same.length) {
      if (!RED_FLAGS.has(claimed.id)) continue;
      // "hypnagogic hallucinations": as sleep comes, a feature of narcolepsy, not the red flag of psychosis.
      if (ON_FALLING_ASLEEP.has(document.tokens[claimed.first - 1]?.lower ?? "")) continue;
      if (saidInItsWords(document, documentContext, claimed, transcript, said)) continue;
      // "weighed at fifty two kilos in September, today forty one point two": a loss the dictation gives in figures.
      if (claimed.id === "weight loss" && claimed.polarity === "affirmed" && weightFalls(transcript)) continue;
      const span =
        claimed.polarity === "negated"
          ? negatedSpan(documentContext, claimed.first, claimed.last)
          : { first: claimed.first, last: claimed.last };
      const what = document.text.slice(document.tokens[span.first].start, document.tokens[span.last].end);
      const explanation = mentioned.length
        ? `${what} — the dictation mentions ${claimed.id} only as advice or a possibility (a red flag: check it)`
        : `${what} — the dictation does not mention ${claimed.id} (a red flag: check it was asked)`;
      flags.push(flagOf(document, span.first, span.last, explanation));
      continue;
    }
    const other = same[0];
    // "positive for ketones", "reflexes present": the words that say it is there are quoted with it.
    const shown = other.polarity === "affirmed" ? (saidPresent(transcript, other) ?? other) : other;
    const quoted = quote(transcript, said, shown.first, shown.last);
    if (claimed.polarity === "possible") {
      const span = uncertainSpan(documentContext, claimed.first, claimed.last);
      const what = document.text.slice(document.tokens[span.first].start, document.tokens[span.last].end);
      flags.push(flagOf(document, span.first, span.last, `${what} — dictation says: “${quoted}”`));
    } else if (claimed.polarity === "affirmed") {
      const span = answeredSpan(document, narrowed ? claimed.first - 1 : claimed.first, claimed.last);
      const what = document.text.slice(document.tokens[span.first].start, document.tokens[span.last].end);
      flags.push(flagOf(document, span.first, span.last, `${what} — dictation says: “${quoted}”`));
    } else {
      const span = negatedSpan(documentContext, claimed.first, claimed.last);
      const what = ABSENT_FINDINGS.get(text.toLowerCase())
        ? text
        : document.text.slice(document.tokens[span.first].start, document.tokens[span.last].end);
      flags.push(flagOf(document, span.first, span.last, `${what} — dictation says: “${quoted}”`));
    }
  }
  return flags;
}

/**
 * Whether the answer after the label mark at `mark` says the label is there: "yes", "light spotting", "x2", "3" —
 * or that something it names is ("Urine dip: blood +").
 */
function answeredThere(read: ReadText, mark: number): boolean {
  const answer = read.tokens[mark + 1];
  if (!answer || read.breakBefore[mark + 1]) return false;
  if (answer.kind === "number" || LABEL_THERE.has(answer.lower) || EPISODES.test(answer.lower)) return true;
  const then = read.tokens[mark + 2];
  return then !== undefined && !read.breakBefore[mark + 2] && AFFIRMING_MARKS.has(then.lower);
}

/** Marks that say what they follow is there ("blood +", "nitrites +ve"). */
const AFFIRMING_MARKS = new Set(["+", "++", "+++", "+ve", "positive"]);

/** Words between a finding and its label's mark ("Family history of gastric cancer: father"). */
const LABEL_REACH = 4;
/** The most words of a label's answer a flag shows ("Chest pain: yes, on exertion, …"). */
const ANSWER_WORDS = 6;

/** The span to highlight for an affirmed claim (assertedSpan), with its label's answer when it heads a label. */
function answeredSpan(read: ReadText, first: number, last: number): { first: number; last: number } {
  const asserted = assertedSpan(read, first, last);
  return { first: asserted.first, last: Math.max(asserted.last, answerEnd(read, last)) };
}
/**
 * Where the answer to the label a finding heads ends ("Family history of gastric cancer: father."), so a flag shows
 * what the document answers; `last` when the finding heads no label.
 */
function answerEnd(read: ReadText, last: number): number {
  const { tokens, breakBefore } = read;
  let mark = last + 1;
  while (
    mark <= last + LABEL_REACH &&
    mark < tokens.length &&
    !breakBefore[mark] &&
    !CLAUSE_ENDS.has(tokens[mark].lower)
  )
    mark++;
  if (tokens[mark]?.lower !== ":" || breakBefore[mark]) return last;
  let end = mark;
  while (
    end + 1 < tokens.length &&
    end < mark + ANSWER_WORDS &&
    !breakBefore[end + 1] &&
    ![".", ";"].includes(tokens[end + 1].lower)
  )
    end++;
  return end;
}

/** The word just before a finding that says which kind it is ("projectile vomiting"), by its stem; null if none. */
function kindOf(read: ReadText, context: TextContext, first: number): string | null {
  const before = read.tokens[first - 1];
  if (!isContentWord(before) || read.breakBefore[first] || DENYING_WORDS.has(before.lower)) return null;
  // "non-visible haematuria" is another kind than "visible haematuria".
  const non = read.tokens[first - 2]?.lower === "-" && read.tokens[first - 3]?.lower === "non";
  const stem = context.stems[first - 1];
  return stem ? (non ? `non-${stem}` : stem) : null;
}

/**
 * Whether the dictation says a finding with the document's own words, as the document says it, though by no name
 * the finding is known by: "no blood in his stool" for "no blood in the stool or in his poo"; "no PR blood" needs
 * "PR" and "blood" said together.
 */
function saidInItsWords(
  document: ReadText,
  documentContext: TextContext,
  claimed: Mention,
  transcript: ReadText,
  said: TextContext,
): boolean {
  const stems: string[] = [];
  for (let j = claimed.first; j <= claimed.last; j++) {
    const stem = documentContext.stems[j];
    if (stem && isContentWord(document.tokens[j]) && !isTrigger(documentContext, j)) stems.push(stem);
  }
  if (!stems.length) return false;
  const expected = present(claimed.polarity);
  // Said together ("blood seen mixed with the stools"), not a word here and a word there; as a fact, not advice.
  return occurrences(transcript, said, stems).some(
    (occurrence) =>
      occurrence.last - occurrence.first <= stems.length + 3 &&
      // "blood pressure 98/60, urine dip …": a reading between them is another clause.
      !transcript.tokens.slice(occurrence.first, occurrence.last).some((token) => token.kind === "number") &&
      occurrence.polarity !== "hypothetical" &&
      present(occurrence.polarity) === expected,
  );
}

/** Whether a weight the dictation gives in kilograms is lower than one it gave before. */
function weightFalls(read: ReadText): boolean {
  let heaviest = 0;
  let weighedAt = -1;
  for (let j = 0; j + 1 < read.tokens.length; j++) {
    const token = read.tokens[j];
    if (token.kind !== "number") continue;
    // "sixty four kilos, today sixty point two": the kilograms left unsaid of a weight said just after one.
    const sameUnit = weighedAt >= 0 && j - weighedAt <= 6 && !sentenceBreakBetween(read, weighedAt, j);
    const kilograms = unitAt(read.text, token.end)?.unit.id === "kg";
    if (!kilograms && !(sameUnit && NOW_WORDS.has(read.tokens[j - 1].lower))) continue;
    weighedAt = j;
    const before = mapped(read.tokens.slice(Math.max(0, j - 5), j), (other) => other.lower);
    // …a weight now ("today she's forty one point two kilos"), lower than one before it — not a target.
    if (token.value < heaviest - 0.5 && before.some((word) => NOW_WORDS.has(word))) return true;
    heaviest = Math.max(heaviest, token.value);
  }
  return false;
}
const NOW_WORDS = new Set(["today", "now", "currently"]);
/** Whether the speaker puts right what ends at token `last` straight after it ("…, er, actually she says …"). */
function correctedAfter(read: ReadText, last: number): boolean {
  const next = wordJustAfter(read, last, 4, (word) => word !== "," && !HESITATIONS.has(word));
  return next >= 0 && read.tokens[next].lower === "actually";
}
/** How far after a thing said the speaker may take it back ("had cellulitis in that leg, er, sorry, no, she hasn't"). */
const TAKEN_BACK_REACH = 8;
/** What may end a clause whose verb is left out ("no, she hasn't, she was thinking of her sister"). */
const ELLIPSIS_ENDS = new Set([",", ".", ";"]);
/**
 * Whether the speaker takes back what ends at token `last` soon after it, in its sentence: "no" and a verb's "not"
 * with what it denies left out ("…, er, sorry, no, she hasn't, …"; the "sorry" is gone by the time this reads it).
 */
function takenBackAfter(read: ReadText, last: number): boolean {
  const { tokens } = read;
  for (let k = last + 1; k < tokens.length && k <= last + TAKEN_BACK_REACH && !read.breakBefore[k]; k++) {
    if (tokens[k].lower !== "no") continue;
    for (let j = k + 1; j <= k + 3 && j < tokens.length && !read.breakBefore[j]; j++) {
      const ends = j + 1 >= tokens.length || read.breakBefore[j + 1] || ELLIPSIS_ENDS.has(tokens[j + 1].lower);
      if (negativeWord(tokens[j]) && ends) return true;
    }
  }
  return false;
}
/** Words that say a thing is done badly ("poor sleep"), not that it is not done at all. */
const POORLY = new Set(["poor", "broken", "disturbed"]);
/** …said after the doing ("sleeping poorly"). */
const BADLY = new Set(["poorly", "badly"]);

/**
 * Whether what starts at `first` is joined by "and" or "or" to what the document has just denied, with nothing to
 * say it is there: "denies pelvic pain and deep dyspareunia" denies both, as the dictation does ("no pelvic pain no
 * deep dyspareunia"), though the reading of the scope stops at a word it does not know as a finding.
 */
function joinedToDenial(read: ReadText, context: TextContext, first: number): boolean {
  const joiner = read.tokens[first - 1]?.lower ?? "";
  if (!JOINED.has(joiner) || read.breakBefore[first - 1] || read.breakBefore[first]) return false;
  if (context.polarity[first - 2] !== "negated") return false;
  for (let j = first; j < read.tokens.length && j <= first + 4 && !read.breakBefore[j]; j++) {
    if (ASSERTING_AFTER.has(read.tokens[j].lower)) return false;
  }
  return true;
}
const JOINED = new Set(["and", "or"]);

/** Words a list of things denied with "other" may be written with ("other tablets (incl. ibuprofen), alcohol or …"). */
const LISTED_WITH = new Set([",", "or", "(", ")", ".", "incl", "including", "inc", "e.g", "eg"]);
/** Words that set a thing apart from those denied ("No other medicines except aspirin"). */
const EXCEPT = new Set(["except", "apart", "besides", "but", "than", "bar", "excluding"]);
const DENYING_OTHER = new Set(["denies", "denied", "no", "nil", "not", "without"]);
/** How far back a list denied with "other" may begin. */
const OTHERS_REACH = 12;

/**
 * "Denies other tablets (incl. ibuprofen), alcohol or drugs": a thing in a list that "or" closes, after a denial of
 * "other" things, is denied with them — what "other" sets apart is the overdose, not what is listed after it.
 */
function deniedWithOthers(read: ReadText, first: number): boolean {
  const { tokens } = read;
  let other = -1;
  for (let j = first - 1; j >= 0 && j >= first - OTHERS_REACH && !read.breakBefore[j + 1]; j--) {
    const word = tokens[j].lower;
    if (word === "other" && DENYING_OTHER.has(tokens[j - 1]?.lower ?? "")) {
      other = j;
      break;
    }
    if (EXCEPT.has(word) || (!LISTED_WITH.has(word) && !isContentWord(tokens[j]))) return false;
  }
  return other >= 0 && closedAfter(read, first);
}

/** Words before "help" that make it help to get ("same-day help", "seek help"). */
const HELP_TO_GET = new Set(["seek", "get", "urgent", "medical", "day", "emergency", "immediate", "for"]);

/** How far back in a denied list the thing it sets apart may be ("apart from constipation"). */
const EXCEPT_REACH = 14;

/**
 * "She has no saddle numbness, bladder or bowel disturbance apart from constipation, new leg weakness, weight loss,
 * fevers or night sweats": a thing in a list that "or" closes, after what a denied list sets apart, is denied with it.
 */
function deniedPastExcept(read: ReadText, first: number): boolean {
  const { tokens } = read;
  let comma = -1;
  for (let j = first - 1; j >= 0 && j >= first - EXCEPT_REACH && !read.breakBefore[j + 1]; j--) {
    const word = tokens[j].lower;
    if ((word === "apart" || word === "except") && comma > j) {
      const denied = wordJustBefore(read, j, EXCEPT_REACH, (before) => DENYING_OTHER.has(before)) >= 0;
      return denied && closedAfter(read, first);
    }
    if (word === "," && comma < 0) comma = j;
    if (comma < 0 && !LISTED_WITH.has(word) && !isContentWord(tokens[j])) return false;
  }
  return false;
}

/** Whether the list token `first` is in is closed by "or" at or after it ("…, weight loss, fevers or night sweats"). */
function closedAfter(read: ReadText, first: number): boolean {
  const { tokens } = read;
  for (let j = first; j < tokens.length && j <= first + 6 && !read.breakBefore[j]; j++) {
    if (tokens[j].lower === "or") return true;
    if (!LISTED_WITH.has(tokens[j].lower) && !isContentWord(tokens[j])) return false;
  }
  return tokens[first - 1]?.lower === "or";
}

/** Words that put what is negated in the past ("no previous episodes", "never … before"). */
const BEFORE_NOW = new Set(["previous", "previously", "before", "prior", "never"]);

/** Whether a negated item is said of the past ("no previous swelling", "has never swollen before"). */
function saidOfBefore(read: ReadText, item: NegatedItem): boolean {
  for (let j = item.cue.first; j <= item.last + 2 && j < read.tokens.length; j++) {
    if (j > item.last && read.breakBefore[j]) break;
    if (BEFORE_NOW.has(read.tokens[j].lower)) return true;
  }
  return false;
}

/**
 * Where the text calls one of these things the first ever ("first ever fit"): "first"'s token, or -1 — not "her first
 * fit since starting lamotrigine", nor "his first fit was last year", and not where it names another before it.
 */
function saidFirst(read: ReadText, stems: readonly string[]): number {
  const { tokens } = read;
  for (let j = 0; j < tokens.length; j++) {
    if (tokens[j].lower !== "first" || tokens[j + 1]?.lower !== "ever") continue;
    const at = j + 2;
    if (tokens[at]?.kind !== "word" || read.breakBefore[at] || !stems.includes(stemOf(tokens[at].lower))) continue;
    if (NOT_THE_FIRST.has(tokens[at + 1]?.lower ?? "")) continue;
    const again = tokens.some(
      (token, k) => k > at && stemOf(token.lower) === stemOf(tokens[at].lower) && BEFORE_NOW.has(tokens[k - 1]?.lower),
    );
    return again ? -1 : j;
  }
  return -1;
}
/** Words after "first ever fit" that make it the first of a kind or time, not the first of all. */
const NOT_THE_FIRST = new Set(["since", "was", "of", "on", "after", "in"]);

const NOW = new Set(["today", "now", "currently", "presently"]);

/** Whether a negated item is said of the present moment ("not locked today", "no pain now"). */
function saidOfNow(read: ReadText, item: NegatedItem): boolean {
  for (let j = item.first; j <= item.last + 1 && j < read.tokens.length; j++)
    if (NOW.has(read.tokens[j].lower)) return true;
  return false;
}

/** Whether a mention is negated only in part ("no regular medicines apart from folic acid"). */
function qualified(context: TextContext, mention: Mention): boolean {
  return context.items.some((item) => item.qualified && item.first <= mention.first && mention.last <= item.last);
}

// ---------------------------------------------------------------------------------------------------------
// Anything else negated, compared by its words

type Occurrence = { first: number; last: number; polarity: Polarity };

/** Where each stem occurs in a text (found once). */
function positionsOf(read: ReadText): Map<string, number[]> {
  return foundOnce(read, "stem positions", () => {
    const positions = new Map<string, number[]>();
    const add = (stem: string, i: number) => {
      const list = positions.get(stem);
      if (list) list.push(i);
      else positions.set(stem, [i]);
    };
    contextOf(read).stems.forEach((stem, i) => {
      if (!stem) return;
      add(stem, i);
      for (const part of SPELT_OUT.get(stem) ?? []) add(part, i);
    });
    return positions;
  });
}

/** Abbreviations that stand for words named apart elsewhere, as stems: "UPT" is a urine pregnancy test. */
const SPELT_OUT = new Map([["upt", mapped(["pregnancy", "test"], stemOf)]]);

/** Section labels are not claims ("Plan:", "plan increase sertraline" said as a heading), nor is a plan to do. */
const SECTIONS = new Set([
  ...["plan", "impression", "examination", "history", "assessment", "diagnosis", "results"],
  // "FHx: nil bowel ca": a history's label, not a claim
  ...["fhx", "fh", "pmh", "pmhx", "dh", "dhx", "sh", "shx"],
]);
const NOUN_BEFORE = new Set(["a", "an", "the", "his", "her", "their", "any", "no", "action", "care", "made", "make"]);

/** What care plans to do ("a plan to increase", "plan to review"), after "plan to". */
const CARE_STEPS = new Set([
  ...["increase", "reduce", "start", "stop", "review", "refer", "repeat", "go", "switch", "check", "recheck"],
  ...["continue", "titrate", "wean", "change", "add", "book", "arrange", "see", "discuss", "restart", "step"],
]);

function isSectionLabel(read: ReadText, i: number): boolean {
  const token = read.tokens[i];
  // "with a plan to increase to 100 mg": what care is to do, not a plan to end one's life ("no plans").
  const planned = read.tokens[i + 1]?.lower === "to" && CARE_STEPS.has(read.tokens[i + 2]?.lower ?? "");
  if (token.lower === "plan" && planned && !read.breakBefore[i + 1]) return true;
  if (!SECTIONS.has(token.lower)) return false;
  return !NOUN_BEFORE.has(read.tokens[i - 1]?.lower ?? "") || read.breakBefore[i];
}

const WINDOW = 6;

/** Where all of `stems` occur close together in one sentence, with their polarity. */
function occurrences(read: ReadText, context: TextContext, stems: string[]): Occurrence[] {
  const positions = positionsOf(read);
  // "UPT negative" against "pregnancy test positive": an abbreviation not found is looked for spelt out.
  const unspelt = stems.some((stem) => !positions.has(stem) && SPELT_OUT.has(stem));
  const spelt = unspelt
    ? stems.flatMap((stem) => (positions.has(stem) ? [stem] : (SPELT_OUT.get(stem) ?? [stem])))
    : stems;
  const lists = mapped(spelt, (stem) => positions.get(stem) ?? []);
  if (lists.some((list) => !list.length)) return [];
  const found: Occurrence[] = [];
  for (const p of lists[0]) {
    if (isSectionLabel(read, p)) continue;
    let first = p;
    let last = p;
    let complete = true;
    for (const list of lists.slice(1)) {
      let best = -1;
      for (const q of list) {
        if (Math.abs(q - p) > WINDOW || (q === p && !SPELT_OUT.has(contextOf(read).stems[p]))) continue;
        if (best < 0 || Math.abs(q - p) < Math.abs(best - p)) best = q;
      }
      if (best < 0 || sentenceBreakBetween(read, Math.min(p, best), Math.max(p, best))) {
        complete = false;
        break;
      }
      first = Math.min(first, best);
      last = Math.max(last, best);
    }
    if (!complete) continue;
    const tokensOf = [p, ...mapped(lists.slice(1), (list) => nearest(list, p))];
    found.push({ first, last, polarity: strongest(mapped(tokensOf, (j) => context.polarity[j])) });
  }
  return found;
}

function nearest(list: number[], p: number): number {
  let best = list[0];
  for (const q of list) if (q !== p && Math.abs(q - p) < Math.abs(best - p)) best = q;
  return best;
}

/**
 * Negated items worth comparing word by word: a whole negation, not a supposition, naming something specific
 * that is not a listed finding (those are compared by name, above), nor a quantity's unit ("positive at forty
 * degrees negative on the left", unpunctuated, negates the test on the left, not degrees).
 */
function comparable(read: ReadText, items: NegatedItem[], context: TextContext): NegatedItem[] {
  const finding = new Array<boolean>(read.tokens.length).fill(false);
  for (const mention of findFindings(read)) for (let j = mention.first; j <= mention.last; j++) finding[j] = true;
  return items.filter(
    (item) =>
      !item.qualified &&
      item.stems.length > 0 &&
      !finding[item.headFirst] &&
      !finding[item.headLast] &&
      read.tokens[item.headFirst - 1]?.kind !== "number" &&
      polarityOf(context, item.headFirst, item.headLast) === "negated",
  );
}

const A_WHILE = [
  ["for", "a", "while"],
  ["in", "a", "while"],
  ["for", "some", "time"],
  ["for", "ages"],
  ["for", "a", "long", "time"],
];

/** What is wrong with a part, after its name ("no bladder or bowel disturbance", "no urinary symptoms"). */
const TROUBLED = new Set([...TROUBLE, "disturbance", "disturbances", "symptoms", "dysfunction"]);

/** Words between a denial and what it denies that make it a history ("never had treatment", "not tried it"). */
const HAD_BEFORE = new Set(["had", "tried", "used"]);

/** Words before a thing that say it is asked for ("Requests STI test", "asked for an STI test"). */
const ASKED_FOR = new Set(["requests", "requested", "request", "asked", "wants", "like", "keen"]);

/** Whether the few words after a thing say it is asked for or done now ("STI test requested", "… done today"). */
function askedAfter(read: ReadText, last: number): boolean {
  for (let j = last + 1; j <= last + 3 && j < read.tokens.length && !read.breakBefore[j]; j++) {
    if (ASKED_AFTER.has(read.tokens[j].lower)) return true;
  }
  return false;
}
const ASKED_AFTER = new Set(["requested", "today", "booked", "offered", "arranged"]);

/** "no STI test for a while": none lately. */
function forAWhile(read: ReadText, last: number): boolean {
  return A_WHILE.some((words) => phraseAt(read.tokens, last + 1, words));
}

const AT_LEAST = new Set(["at", "least", "≥", ">", "a", "an"]);

/**
 * "not lying down for at least thirty minutes after": how long not to do something after a dose — advice, which
 * what the patient did ("then lying straight down") does not contradict.
 */
function forHowLongAfter(read: ReadText, last: number): boolean {
  const { tokens } = read;
  if (tokens[last + 1]?.lower !== "for") return false;
  let j = last + 2;
  while (j < tokens.length && AT_LEAST.has(tokens[j].lower)) j++;
  if (tokens[j]?.kind !== "number" && j === last + 2) return false;
  const after = (k: number) => ["after", "afterwards", "post"].includes(tokens[k]?.lower ?? "");
  return !read.breakBefore[j + 2] && (after(j + 1) || after(j + 2));
}

/** What a patient may be told not to do for a while. */
const ACTIVITIES = new Set([
  ...["football", "rugby", "sport", "sports", "running", "swimming", "gym", "exercise", "lifting", "driving"],
  ...["alcohol", "sex", "intercourse", "flying", "work", "baths", "contact"],
]);

/** "no football for at least six weeks", "no driving for 1/12": advice on what not to do for a while. */
function notForAWhile(read: ReadText, item: NegatedItem): boolean {
  const { tokens } = read;
  if (!ACTIVITIES.has(tokens[item.headLast].lower) || tokens[item.headLast + 1]?.lower !== "for") return false;
  let j = item.headLast + 2;
  while (j < tokens.length && (AT_LEAST.has(tokens[j].lower) || FOR_MORE.has(tokens[j].lower))) j++;
  if (tokens[j]?.kind !== "number" || read.breakBefore[j]) return false;
  // …said as advice, in its own words: "for at least", "for the next", "… until", "advised no …" (not "no driving for
  // six months since the seizure").
  const between = tokens
    .slice(item.headLast + 2, j)
    .some((token) => token.lower === "least" || FOR_MORE.has(token.lower));
  const until = wordJustAfter(read, j, 5, (word) => word === "until") >= 0;
  return between || until || wordJustBefore(read, item.cue.first, 3, (word) => ADVISED.has(word)) >= 0;
}
const FOR_MORE = new Set(["the", "next", "another", "further"]);
const ADVISED = new Set(["advised", "advise", "told", "should", "must"]);

/** Words that, with a day of the week, say which one ("next monday's", "this friday"). */
const WHICH_DAY = new Set(["next", "last", "this"]);

/** Whether what a negation's head names is only a day ("don't take next monday's"): when, not what. */
function onlyWhen(read: ReadText, item: NegatedItem): boolean {
  let day = false;
  for (let j = item.headFirst; j <= item.headLast; j++) {
    const word = withoutPossessive(read.tokens[j].lower) ?? read.tokens[j].lower;
    if (isWeekday(word)) day = true;
    else if (!WHICH_DAY.has(word)) return false;
  }
  return day;
}

/** Where a thing said before is not, after a negation ("but not along the shaft", "not over the joint line"). */
const PLACES_NOT = new Set(["along", "over", "across", "around", "above", "below", "behind", "beneath", "beyond"]);

const key = (stems: string[]) => [...stems].sort().join(" ");

/** Said to be there, or possibly there: not negated, not a supposition. */
const present = (polarity: Polarity) => polarity === "affirmed" || polarity === "possible";

function checkNegatedWords(document: ReadText, documentContext: TextContext, transcript: ReadText, said: TextContext) {
  const flags: Flag[] = [];
  const seen = new Set<string>();
  // What the dictation negates, said by the document as present.
  for (const item of comparable(transcript, said.items, said)) {
    const id = key(item.stems);
    if (seen.has(id)) continue;
    seen.add(id);
    if (reachedAcrossAComma(transcript, item.cue.last, item.headFirst, item.headLast)) continue;
    // Negated wherever it is said as a fact ("none at rest"; "999 if stridor at rest" is advice, not a finding) —
    // or, when said elsewhere ("cut on broken glass"), wherever it is said with how it was noticed ("hasn't felt
    // any glass in the wound"), or with the words that narrow it ("no nystagmus at rest" against "upbeating
    // nystagmus" on testing).
    // "she is not pregnant … her sister is 32 weeks pregnant": a relative's is not the patient's.
    const patients = ofPatient(transcript, item);
    const saidAsFact = (words: string[]) =>
      occurrences(transcript, said, words).some(
        (occurrence) =>
          present(occurrence.polarity) &&
          !(patients && ofRelative(transcript, occurrence.first)) &&
          !SERVICES.has(transcript.tokens[occurrence.last + 1]?.lower ?? ""),
      );
    // "not lying down for at least thirty minutes after": advice, which what the patient did does not gainsay.
    if (forHowLongAfter(transcript, item.headLast)) continue;
    // "hasn't had the pneumococcal vaccine, so given today": not had until now, which "vaccine given" does not gainsay.
    if (givenNow(transcript, item)) continue;
    // "no football for at least six weeks": what not to do for a while, which what he did does not gainsay.
    if (notForAWhile(transcript, item)) continue;
    // …and "no swimming or sleeping in lenses in future": advice for later.
    if (futureAfter(transcript, item.headLast)) continue;
    // …"no dose change": the change of it.
    const changeDenied =
      CHANGE_WORDS.has(transcript.tokens[item.cue.last + 1]?.lower ?? "") ||
      CHANGE_WORDS.has(transcript.tokens[item.headLast + 1]?.lower ?? "");
    let stems = item.stems;
    if (saidAsFact(stems)) {
      const narrower = [
        item.perceived === undefined ? null : [item.perceived, ...stems],
        item.qualifiers ? [...stems, ...item.qualifiers] : null,
      ].find((words) => words !== null && !saidAsFact(words));
      if (!narrower) continue;
      stems = narrower;
    }
    // "pregnancy test today is negative": a test's result, which "repeat pregnancy test in 3/52" does not reverse —
    // only a result said to be positive does.
    const result = resultOfTest(transcript, item);
    const advisedToo = occurrences(transcript, said, stems).some((heard) => heard.polarity === "hypothetical");
    // "she's not diabetic" against "her mother has type 2 diabetes": the patient's, not a relative's.
    const claimedThere = (claimed: Occurrence) =>
      present(claimed.polarity) &&
      // "report bleeding or any spotting": whatever there may be.
      !(claimed.polarity === "affirmed" && toReportIfAny(document, claimed.first)) &&
      (!result || positiveAfter(document, claimed.last)) &&
      !(patients && ofRelative(document, claimed.first)) &&
      !SERVICES.has(document.tokens[claimed.last + 1]?.lower ?? "") &&
      !neitherBefore(document, claimed.first) &&
      !inCompound(document, claimed.first, claimed.last) &&
      // "enjoys nothing" for "not enjoying anything": done to nothing, not done.
      document.tokens[claimed.last + 1]?.lower !== "nothing" &&
      // "Sock aid" for "can't get his sock on": the aid, not the sock.
      !AIDS.has(document.tokens[claimed.last + 1]?.lower ?? "") &&
      !normalResult(document, claimed.last) &&
      !joinedToDenial(document, documentContext, claimed.first) &&
      !inDeniedAside(document, documentContext, claimed.first) &&
      !deniedWithOthers(document, claimed.first) &&
      !deniedPastExcept(document, claimed.first) &&
      // "same-day help if SOB", "seek urgent help": help to get, not whether a treatment helped.
      !(
        document.tokens[claimed.first].lower === "help" &&
        HELP_TO_GET.has(document.tokens[claimed.first - 1]?.lower ?? "")
      ) &&
      // "his weight has fallen" is a reading going down, not a fall.
      !readingFell(document, claimed.first) &&
      // "Levothyroxine dose unchanged" for "don't change the levothyroxine dose": kept as it is, as said.
      !(changeDenied && keptSame(document, claimed)) &&
      // "Fit note for 3 weeks" against "not fit for work": the certificate, not whether she is fit.
      !(noteAfter(document, claimed.last) && !noteAfter(transcript, item.headLast)) &&
      // "so I have avoided Naseptin" for "no naseptin because of the peanut allergy": not given either.
      wordJustBefore(document, claimed.first, 2, (word) => AVOIDED.has(word)) < 0 &&
      // "She could not tolerate a speculum examination" for "didn't do a speculum, she couldn't tolerate it": not done
      // either.
      wordJustBefore(document, claimed.first, 2, (word, j) => word === "tolerate" && notJustBefore(document, j)) < 0 &&
      // "Gliclazide stopped Aug" for "no gliclazide, that was stopped in august": not taken now either.
      !medicineStopped(document, claimed.first, claimed.last) &&
      // "pain resolved" for "no more pain": there no longer, as the dictation says.
      !goneNow(document, claimed.last) &&
      // "Polycarbonate goggles in future" for "advised proper polycarbonate goggles in future": advice, as the
      // dictation's is.
      !(advisedToo && inFuture(document, claimed.last)) &&
      // "gliclazide stopped at discharge": leaving hospital, not a discharge from the wound.
      !leftHospital(document, claimed.first) &&
      // "D/w med reg": the medical registrar, not medicines.
      !(document.tokens[claimed.last].lower === "med" && ON_TEAM.has(document.tokens[claimed.last + 1]?.lower ?? "")) &&
      // "Driving: not driven since": a label, which its answer says is not so.
      !(document.tokens[claimed.last + 1]?.lower === ":" && !answeredThere(document, claimed.last + 1));
    let claims = occurrences(document, documentContext, stems).filter(claimedThere);
    // …narrowed, across a clause only where the place ends what is said ("Swelling: knee, ankles"), not where more is
    // said of it: "Knee swelling overnight, ankles normal" says nothing of swollen ankles.
    const saidOfPlace = (claimed: Occurrence) =>
      acrossAClause(document, claimed.first, claimed.last) && document.tokens[claimed.last + 1]?.kind === "word";
    if (stems !== item.stems) claims = claims.filter((claimed) => !saidOfPlace(claimed));
    // "Chlamydia positive" against "chlamydia test negative": the test named by what it looks for.
    const sought = soughtBy(stems);
    if (!claims.length && sought) {
      claims = occurrences(document, documentContext, sought).filter(
        (claimed) => claimedThere(claimed) && resultPositive(document, claimed.first, claimed.last) !== null,
      );
    }
    // Said to be there again and again ("wet 5 of 7 nights … a wet and dry diary"): the document is consistent,
    // and the dictation's negation is more likely misread than the document wrong in every place.
    if (claims.length > 1) continue;
    // "no new partners" denies new ones only: "same partner for four years" is not a new one.
    const onlyNew = transcript.tokens[item.headFirst - 1]?.lower === "new";
    // "no problems with bladder or bowels" is what "bladder and bowels normal" says.
    let trouble = false;
    // …"no problems getting or keeping an erection" too.
    for (let j = item.cue.first; j <= item.cue.last + 1; j++)
      trouble ||= TROUBLE.has(transcript.tokens[j]?.lower ?? "");
    // …and "no nail changes", "no skin problems": what is wrong with it, said after it.
    trouble ||= CHANGES_IN.has(transcript.tokens[item.headLast + 1]?.lower ?? "");
    // "no STI test for a while, she'd like one": none lately, which one asked for does not gainsay.
    const lately = forAWhile(transcript, item.headLast);
    // "can't concentrate at college" is what "poor concentration at college" says.
    const unable = UNABLE.has(transcript.tokens[item.cue.first].lower);
    // …and "not sleeping" what "poor sleep" or "broken sleep" says (not "not moving" what "reduced movement" does).
    const notDoing =
      transcript.tokens[item.cue.first].lower === "not" && isDoing(transcript.tokens[item.headLast].lower);
    // "he's never had treatment for them" against "wants treatment": what is wished for now is not said to have been
    // had before (but "no referral" is gainsaid by "requests referral").
    let neverHad = false;
    for (let j = item.cue.first; j < item.headFirst; j++) neverHad ||= HAD_BEFORE.has(transcript.tokens[j].lower);
    // "don't take next monday's dose" against "hold next Monday's methotrexate": a day names when, and "hold" denies
    // the dose as "don't take" does (not "take next Monday's dose").
    const when = onlyWhen(transcript, item);
    // "doesn't like vegetables" against "avoids vegetables": the liking is denied, not the vegetables — only "likes
    // vegetables" says otherwise.
    // (…said with "do", not "isn't like his angina", not similar to.)
    const cueWord = transcript.tokens[item.cue.last].lower;
    const doNot =
      DO_NOT.has(cueWord) || (cueWord === "not" && DO.has(transcript.tokens[item.cue.last - 1]?.lower ?? ""));
    const disliked =
      doNot && LIKING.has(transcript.tokens[item.cue.last + 1]?.lower ?? "") && item.headFirst > item.cue.last + 1;
    for (const claimed of claims) {
      if (disliked && wordJustBefore(document, claimed.first, 2, (word) => LIKING.has(word)) < 0) continue;
      if (onlyNew && document.tokens[claimed.first - 1]?.lower !== "new") continue;
      if (when && wordJustBefore(document, claimed.first, 2, (word) => AVOIDED.has(word)) >= 0) continue;
      if (neverHad && wordJustBefore(document, claimed.first, 2, (word) => ASKED_FOR.has(word)) >= 0) continue;
      if (unable && poorBefore(document, claimed.first)) continue;
      if (notDoing && POORLY.has(document.tokens[claimed.first - 1]?.lower ?? "")) continue;
      // …or "sleeping poorly"; and "the upper lip flanges poorly" for "doesn't flange out well": done, not well.
      const badly = BADLY.has(document.tokens[claimed.last + 1]?.lower ?? "");
      if (badly && (notDoing || wordJustAfter(transcript, item.headLast, 2, (word) => word === "well") >= 0)) continue;
      if (
        lately &&
        (wordJustBefore(document, claimed.first, 3, (word) => ASKED_FOR.has(word)) >= 0 ||
          askedAfter(document, claimed.last))
      )
        continue;
      // …and a place the dictation says something is not on, written clear ("palms and soles clear" for "the itch
      // isn't on her palms or soles").
      // (…not a part named where something is, "papules on the arms and legs, face otherwise clear": the legs, not the
      // face the comma sets apart.)
      const placeClear =
        saidFine(document, claimed.last) &&
        (!placedOn(document, claimed.first) ||
          (document.tokens[claimed.last + 1]?.lower === "otherwise" &&
            document.tokens[claimed.first - 1]?.lower === ","));
      if ((trouble || placeDenied(transcript, item)) && placeClear) continue;
      // …and "a hearing test" for "no concerns about his hearing": a test of it asked for, which finds what it finds
      // (not "Failed hearing test", "Memory assessment shows …": a test's result).
      if (trouble && testAskedFor(document, claimed.first, claimed.last)) continue;
      if (readAsClause(document, documentContext, claimed, transcript, said, item)) continue;
      const span =
        claimed.polarity === "possible"
          ? uncertainSpan(documentContext, claimed.first, claimed.last)
          : answeredSpan(document, claimed.first, claimed.last);
      const what = document.text.slice(document.tokens[span.first].start, document.tokens[span.last].end);
      // …with the general words that end what is said ("no word finding problems", not "no word").
      let quotedLast = item.headLast;
      while (quotedLast < item.last && isGeneric(said.stems[quotedLast + 1] ?? "")) quotedLast++;
      const quoted = quote(transcript, said, item.headFirst, quotedLast);
      flags.push(flagOf(document, span.first, span.last, `${what} — dictation says: “${quoted}”`));
    }
  }
  // What the document negates, said by the dictation only as present — when it names something specific, in two
  // words or more ("does not wear contact lenses"): one word is too often said of something else ("statin
  // discussed" and "statin not started").
  // One word will do when the dictation says it is there in so many words ("positive for nitrites", "reflexes
  // present"): "nitrites negative" is then a reversal, not another thing.
  for (const item of comparable(document, documentContext.items, documentContext)) {
    // "not locked today": so now, whatever the history says ("catching and locking for three months").
    if (saidOfNow(document, item)) continue;
    if (reachedAcrossAComma(document, item.cue.last, item.headFirst, item.headLast)) continue;
    // "neither he nor his support worker reports …": who says it, not what is negated.
    if (document.tokens[item.cue.first].lower === "nor" && neitherBefore(document, item.cue.first)) continue;
    // …and "Neither knee had an effusion": what has none, not what is denied (not "Neither ankle was swollen").
    const neither = document.tokens[item.cue.first].lower === "neither";
    const thingAfter = ["a", "an", "any"].includes(document.tokens[item.headLast + 2]?.lower ?? "");
    if (neither && SUBJECT_VERBS.has(document.tokens[item.headLast + 1]?.lower ?? "") && thingAfter) continue;
    // "tender over the joint but not along the clavicle shaft": where something is not, not the place denied.
    const placeNot = item.cue.last < item.headFirst && PLACES_NOT.has(document.tokens[item.cue.last + 1]?.lower ?? "");
    if (placeNot) continue;
    // What the document negates, said by the dictation as present or possible only ("no DVT" for "DVT not
    // excluded").
    // Advice is neither ("seek help if the aura lasts over an hour").
    // …and "HIV and syphilis tests are negative" is not reversed by "repeat syphilis tests in six weeks".
    const result = resultOfTest(document, item);
    // "Bowels not open for 5 days": how long it has not been so.
    const forHowLong = ["for", "since"].includes(document.tokens[item.headLast + 1]?.lower ?? "");
    let heard = occurrences(transcript, said, item.stems).filter(
      (occurrence) =>
        occurrence.polarity !== "hypothetical" &&
        // "bowels last open five days ago": when it last was, which "bowels not open for 5 days" says too.
        !(forHowLong && lastAgo(transcript, occurrence.first, occurrence.last)) &&
        // "she's had cellulitis in that leg, er, sorry, no, she hasn't": said, then taken back.
        !(occurrence.polarity === "affirmed" && takenBackAfter(transcript, occurrence.last)) &&
        // "she tried for an emergency dental appointment": one sought, not had.
        !triedFor(transcript, occurrence.first, occurrence.last) &&
        (!result || occurrence.polarity !== "affirmed" || positiveAfter(transcript, occurrence.last)),
    );
    // "Chlamydia test negative" against "chlamydia came back positive": the test named by what it looks for.
    const sought = soughtBy(item.stems);
    if (!heard.length && sought) {
      heard = occurrences(transcript, said, sought).filter(
        (occurrence) =>
          occurrence.polarity === "affirmed" && resultPositive(transcript, occurrence.first, occurrence.last) !== null,
      );
    }
    if (!heard.length) continue;
    // "no hip ultrasound appointment has arrived" for "should have had a hip ultrasound, mum's not heard anything": an
    // appointment not had, where the dictation says nothing of one (not "managed to get an emergency dental
    // appointment", nor "seen by the mental health team").
    const appointment = APPOINTMENTS.has(document.tokens[item.headLast + 1]?.lower ?? "");
    if (appointment && heard.every((occurrence) => !SERVICES.has(transcript.tokens[occurrence.last + 1]?.lower ?? "")))
      continue;
    // "declines fit note" for "doesn't want a fit note", "Declined flu jab last year" for "flu jab, he said no last
    // year": a refusal, said as a wish or an answer.
    const refused = REFUSES.has(document.tokens[item.cue.first].lower);
    if (refused && heard.some((occurrence) => refusedThere(transcript, occurrence))) continue;
    // "not to drive unless in full control" for "he still drives, I've said not to if he doesn't feel in full
    // control": the dictation denies it again just after, leaving the verb out.
    const advice = document.tokens[item.cue.last + 1]?.lower === "to";
    if (advice && heard.some((occurrence) => deniedAfter(transcript, occurrence.last))) continue;
    // "no voice change" for "no change in his voice": no change in it, said the other way round.
    // …or "no fever or change in bowel habit" for "no change in bowel habit": the change, said before it.
    const changeOf = ["in", "of"].includes(document.tokens[item.headFirst - 1]?.lower ?? "");
    const changed =
      CHANGE.has(document.tokens[item.headLast + 1]?.lower ?? "") ||
      (changeOf && CHANGE.has(document.tokens[item.headFirst - 2]?.lower ?? ""));
    const changeBefore = (first: number) =>
      transcript.tokens.slice(Math.max(0, first - 4), first).some((token) => CHANGE.has(token.lower));
    // (…a change the dictation denies, "no change in bowel habit", not one it reports.)
    const changeDenied = (first: number) =>
      transcript.tokens
        .slice(Math.max(0, first - 4), first)
        .some((token, k, near) => CHANGE.has(token.lower) && DENYING_WORDS.has(near[k - 1]?.lower ?? ""));
    const agrees = (occurrence: (typeof heard)[number]) =>
      changeOf ? changeDenied(occurrence.first) : changeBefore(occurrence.first);
    if (changed && heard.some(agrees)) continue;
    // Said where it is ("exudate on the left") is said to be there — unless the document says where it is not.
    const where = sideOf(document, item.headFirst, item.headLast);
    const sideIn = (read: ReadText, at: { first: number; last: number } | null) =>
      at ? (sideWord(read.tokens[at.first]) ?? sideWord(read.tokens[at.last])) : undefined;
    const deniedSide = sideIn(document, where);
    // …and "Right side not swollen" against "swelling on the right side": said there on the side denied.
    const asserted = mapped(heard, (occurrence) => {
      const place = sideOf(transcript, occurrence.first, occurrence.last);
      const placedOn = place !== null && place.last > occurrence.last && sideIn(transcript, place) === deniedSide;
      const side = where === null || placedOn ? place : null;
      // "Chlamydia negative" against "chlamydia came back positive": a test's result, said of the same thing.
      return (
        saidPresent(transcript, occurrence) ?? resultPositive(transcript, occurrence.first, occurrence.last) ?? side
      );
    });
    // Said not to be so elsewhere, unless it is said to be, in so many words ("forehead involved … can't wrinkle
    // the left side of his forehead").
    // …or by its short name ("negative FAIR test" for "FAIR negative", "hooking negative").
    const named = item.stems.length > 1 && TEST_WORDS.has(item.stems.at(-1)!) ? item.stems.slice(0, -1) : null;
    const shortDenied =
      named !== null &&
      occurrences(transcript, said, named).some(
        (occurrence) =>
          occurrence.polarity === "negated" && NEGATIVE_RESULT.has(transcript.tokens[occurrence.last + 1]?.lower ?? ""),
      );
    const denied = shortDenied || heard.some((occurrence) => !present(occurrence.polarity));
    // "No previous swelling of this knee", "never swollen before": denied of the past, as the dictation denies it
    // ("never had this knee swell before"), whatever it says of now ("a hot swollen right knee").
    if (denied && saidOfBefore(document, item)) continue;
    const after = (k: number) => asserted[k] !== null && asserted[k]!.last > heard[k].last;
    // "Left side not swollen" against "swelling on the right … no swelling on the left": there on the other side.
    const elsewhere = (k: number) => {
      const side = sideIn(transcript, sideOf(transcript, heard[k].first, heard[k].last));
      return deniedSide !== undefined && side !== undefined && side !== deniedSide;
    };
    const there = (occurrence: (typeof heard)[number], k: number) =>
      occurrence.polarity === "affirmed" && after(k) && !elsewhere(k);
    if (denied && !heard.some(there)) continue;
    // "not properly checked" for "haven't been checked properly": how far it went, said after the verb, which the
    // dictation's reading takes for a limit and the document's for a denial — the same words either way.
    const passive = document.tokens[item.cue.last + 1]?.lower === "been" ? 1 : 0;
    const howFar = HOW_FAR.has(document.tokens[item.cue.last + 1 + passive]?.lower ?? "");
    const denial = (token: Token) => negativeWord(token) || DENYING_WORDS.has(token.lower);
    const limitedAfter = (occurrence: (typeof heard)[number]) =>
      transcript.tokens.slice(occurrence.first + 1, occurrence.last + 3).some((token) => HOW_FAR.has(token.lower)) &&
      transcript.tokens.slice(Math.max(0, occurrence.first - 4), occurrence.first).some(denial);
    if (howFar && heard.some(limitedAfter)) continue;
    // "L popliteal, DP and PT pulses absent; all pulses present on R": the document says both, as the dictation does.
    const alsoThere = occurrences(document, documentContext, item.stems).some((o) => o.polarity === "affirmed");
    if (denied && alsoThere) continue;
    // "no swelling of the lips or tongue" against "no lip or tongue swelling … forearm swelling 12 cm": denied of
    // the same part as the dictation denies it, whatever it says of another.
    const parts = ofWhat(document, item.headLast);
    const deniedOf = (occurrence: (typeof heard)[number]) =>
      !present(occurrence.polarity) && parts.some((part) => near(transcript, occurrence.first, occurrence.last, part));
    if (parts.length && heard.some(deniedOf)) continue;
    // One word is compared with the word it describes: "non-tender bony prominence" against "tender bony prominence".
    const degree =
      item.stems.length < 2 && !asserted.some(Boolean)
        ? degreeOfSamePart(document, documentContext, item.cue.first, transcript, said, heard)
        : undefined;
    if (
      item.stems.length < 2 &&
      !asserted.some(Boolean) &&
      !degree &&
      !describedAlike(document, documentContext, item, transcript, said)
    )
      continue;
    const span = negatedSpan(documentContext, item.headFirst, item.headLast);
    const what = document.text.slice(document.tokens[span.first].start, document.tokens[span.last].end);
    const shown = asserted.find(Boolean) ?? degree ?? heard[0];
    const quoted = words(transcript, shown.first, shown.last);
    flags.push(flagOf(document, span.first, span.last, `${what} — dictation says: “${quoted}”`));
  }
  return flags;
}

/** What a thing is said to have been given as ("so given today", "gave it today"). */
const GIVEN = new Set(["given", "gave", "administered"]);
/** Words before "given" that say it was not, or is yet to be ("not given", "to be given"). */
const NOT_YET_GIVEN = new Set(["not", "be", "will", "to", "never"]);
/** Words of a denial that something was had ("hasn't had", "not had"). */
const HAD = new Set(["hasn't", "hadn't", "had"]);
/** How far after what was not had "given" may come. */
const GIVEN_REACH = 6;

/** Whether what the dictation says was not had ("hasn't had her flu jab") is given in the same sentence after it. */
function givenNow(read: ReadText, item: NegatedItem): boolean {
  let had = false;
  for (let j = item.cue.first; j <= item.cue.last; j++) had ||= HAD.has(read.tokens[j].lower);
  const at = had ? wordJustAfter(read, item.headLast, GIVEN_REACH, (word) => GIVEN.has(word)) : -1;
  return at >= 0 && !NOT_YET_GIVEN.has(read.tokens[at - 1].lower);
}

/** Devices named by what they help with ("sock aid", "hearing aid"). */
const AIDS = new Set(["aid", "aids"]);

/** Words that refuse what they stand before ("declines fit note", "refused the flu jab"). */
const REFUSES = new Set(["declines", "declined", "refuses", "refused"]);

/** Whether the dictation says the thing at `heard` is not wanted: "doesn't want a fit note", "flu jab, he said no". */
function refusedThere(read: ReadText, heard: { first: number; last: number }): boolean {
  const before = lowerWords(read.tokens, heard.first - 5, heard.first);
  const after = lowerWords(read.tokens, heard.last + 1, heard.last + 5);
  return (
    /\b(?:doesn't|didn't|don't|not|never)(?: really)? want(?:s|ed)?\b/.test(before) ||
    /^,? ?(?:(?:he|she|they) )?said no\b/.test(after)
  );
}

/** Words after "not to" that show its verb left out ("I've said not to if …", "told him not to until …"). */
const AFTER_LEFT_OUT = new Set(["if", "unless", "until", "when", "while", ",", ".", ";"]);

/** Whether "not to" follows a thing within a few words, its verb left out: "he still drives, I've said not to if …". */
function deniedAfter(read: ReadText, last: number): boolean {
  const { tokens } = read;
  for (let j = last + 1; j + 1 < tokens.length && j <= last + 8 && !read.breakBefore[j]; j++) {
    if (tokens[j].lower !== "not" || tokens[j + 1].lower !== "to") continue;
    const next = tokens[j + 2];
    return next === undefined || read.breakBefore[j + 2] || AFTER_LEFT_OUT.has(next.lower);
  }
  return false;
}

/** Whether a reading is named in the few words before token `first` ("weight has fallen", "eGFR fell"). */
function readingFell(read: ReadText, first: number): boolean {
  if (!FELL.has(read.tokens[first].lower)) return false;
  for (let k = first - 1; k >= 0 && k >= first - 3 && !read.breakBefore[k + 1]; k--) {
    if (read.endingAt[k]?.kind === "measurement" || READINGS.has(read.tokens[k].lower)) return true;
  }
  return false;
}
const CHANGE = new Set(["change", "changes"]);

/** Triggers that say someone cannot do a thing ("can't concentrate"), which is a trouble, not its absence. */
const UNABLE = new Set(["can't", "cannot", "unable", "couldn't"]);
/** …as these words before its name say ("poor concentration", "difficulty concentrating"). */
const POOR = new Set([
  ...["poor", "reduced", "impaired", "difficulty", "difficulties", "trouble", "decreased", "lack"],
  // "finds it hard to switch off" is what "can't switch off" says.
  ...["hard", "difficult"],
  // "struggling to follow meetings" is what "can't follow meetings" says.
  ...["struggling", "struggles", "struggled", "struggle"],
]);

/** How far back in a list "difficulty" may reach ("difficulty opening jars, pinching, buttons, keys"). */
const POOR_REACH = 12;

/**
 * Whether a word of POOR comes before token `first` in its clause — just before it ("poor concentration"), or
 * before the list it is in ("struggles to open jars, pinch, do up buttons"), past commas and "and" but no other mark.
 */
function poorBefore(read: ReadText, first: number): boolean {
  if (wordJustBefore(read, first, 2, (word) => POOR.has(word)) >= 0) return true;
  const listed = (j: number) => read.tokens[j].lower === "," || read.tokens[j].lower === "and";
  let crossed = false;
  for (let j = first - 1; j >= 0 && j >= first - POOR_REACH && !read.breakBefore[j + 1]; j--) {
    const word = read.tokens[j].lower;
    if (POOR.has(word)) return crossed;
    if (listed(j)) crossed = true;
    else if (!/^[a-z]/.test(word)) return false;
  }
  return false;
}

const STOPPED = new Set(["stopped", "discontinued", "ceased", "withdrawn"]);
/** Whether a comma, a semicolon or a sentence's end comes between tokens `first` and `last`. */
function acrossAClause(read: ReadText, first: number, last: number): boolean {
  const marked = read.tokens.slice(first + 1, last + 1).some((token) => token.lower === "," || token.lower === ";");
  return marked || sentenceBreakBetween(read, first, last);
}

/** Whether a mention is of others like the one seen ("no other lumps like this", "no similar patches"). */
function ofOthers(read: ReadText, mention: Mention): boolean {
  const before = read.tokens[mention.first - 1]?.lower ?? "";
  return before === "other" || before === "similar" || read.tokens[mention.last + 1]?.lower === "like";
}

/** Words that deny others before "other" ("no other injury", "denies any other injuries"). */
const NONE_OTHER = new Set([...DENYING_WORDS, "denies", "denied"]);

/** Whether a mention denies any besides the one spoken of ("no other injury", "denies any other injuries"). */
function noneOther(read: ReadText, mention: Mention): boolean {
  const { tokens } = read;
  if (tokens[mention.first - 1]?.lower !== "other") return false;
  const denied = (j: number) => NONE_OTHER.has(tokens[j]?.lower ?? "");
  return denied(mention.first - 2) || (tokens[mention.first - 2]?.lower === "any" && denied(mention.first - 3));
}

/** The list item a denied mention is the head of ("no shortness of breath at rest"). */
function itemOf(context: TextContext, mention: Mention) {
  return context.items.find((item) => item.headFirst <= mention.first && mention.last <= item.headLast);
}

/** When a finding comes, as stems, by which a denial of it may be narrowed ("no headache on waking"). */
const WHEN_SAID = new Set(
  mapped(
    ["rest", "waking", "night", "lying", "exertion", "walking", "coughing", "straining", "bending", "standing"],
    stemOf,
  ),
);

/** When a denied mention is denied, if its denial is narrowed to then ("no shortness of breath at rest": "rest"). */
function whenDenied(context: TextContext, mention: Mention): string | undefined {
  if (mention.polarity !== "negated") return undefined;
  const item = itemOf(context, mention);
  const qualifier = item?.qualifiers?.find((stem) => WHEN_SAID.has(stem));
  if (qualifier || !item) return qualifier;
  // …"no cough at night", "no palpitations lying down": said just after it, in its denial (not "no alcohol last
  // night", which is when, not whenever).
  for (let j = mention.last + 1; j <= mention.last + WHEN_REACH && context.polarity[j] === "negated"; j++) {
    if (WHEN_SAID.has(context.stems[j]) && context.stems[j - 1] !== "last") return context.stems[j];
  }
  return undefined;
}

/** How far after a finding when it comes may be said ("SOB even at rest", "headache on waking"). */
const WHEN_REACH = 3;

/** Where `when` is said just after a finding, in its clause ("SOB at rest"); -1 if it is not. */
function saidWhen(context: TextContext, read: ReadText, last: number, when: string): number {
  for (let j = last + 1; j < read.tokens.length && j <= last + WHEN_REACH && !read.breakBefore[j]; j++) {
    if (context.stems[j] === when) return acrossAClause(read, last, j) ? -1 : j;
  }
  return -1;
}

/** Words before a finding that say there are more of it besides the one spoken of ("other bruises on her arms"). */
const MORE_OF = new Set(["other", "another", "more", "further"]);

/** Whether the dictation says there are others than the one spoken of ("there are other bruises on her arms"). */
function othersThere(read: ReadText, mention: Mention): boolean {
  const { tokens } = read;
  const more = mention.polarity === "affirmed" && MORE_OF.has(tokens[mention.first - 1]?.lower ?? "");
  // …said to be there (not "she's worried about other rashes", "any other bruises? no").
  return more && THERE_BEFORE.has(tokens[mention.first - 2]?.lower ?? "");
}
/** Words before "other" that say the others are there ("there are other bruises", "she has other bruises"). */
const THERE_BEFORE = new Set([
  ...["are", "were", "is", "was", "there's", "has", "have", "got", "with", "also", "and"],
  ...["some", "several", "two", "three", "few", "multiple"],
]);

const CHANGE_WORDS = new Set(["change", "alter"]);

/** Whether a thing is said to be kept as it is ("dose unchanged", "no change to the dose", "dose the same"). */
function keptSame(read: ReadText, claimed: Occurrence): boolean {
  const after = read.tokens[claimed.last + 1]?.lower ?? "";
  if (after === "unchanged" || after === "same" || read.tokens[claimed.last + 2]?.lower === "same") return true;
  // "continue at the same dose"
  if (read.tokens[claimed.first - 1]?.lower === "same") return true;
  // "No change to levothyroxine dose" (not "Change warfarin dose").
  const change = wordJustBefore(read, claimed.first, 3, (word) => CHANGE.has(word));
  return change > 0 && DENYING_WORDS.has(read.tokens[change - 1].lower);
}

/** Whether a "fit" or "sick" at token `j` names a note ("fit note"). */
function noteAfter(read: ReadText, j: number): boolean {
  const named = read.tokens[j]?.lower === "fit" || read.tokens[j]?.lower === "sick";
  return named && read.tokens[j + 1]?.lower === "note" && !read.breakBefore[j + 1];
}

/** Words before a thing that say it was kept from the patient ("avoided Naseptin", "hold next Monday's dose"). */
const AVOIDED = new Set([
  "avoid",
  "avoided",
  "avoiding",
  "withheld",
  "withholding",
  "withhold",
  "hold",
  "skip",
  "miss",
]);

/** Whether "not" ("could not", "couldn't", "cannot") comes just before token `j`. */
function notJustBefore(read: ReadText, j: number): boolean {
  const before = read.tokens[j - 1];
  return before !== undefined && (negativeWord(before) || before.lower === "not" || before.lower === "cannot");
}
const STOPPED_FILLERS = new Set(["was", "has", "been", "now", "since", "then"]);

/** Whether "last" is said in or just before tokens first–last, and "ago" a few words after them. */
function lastAgo(read: ReadText, first: number, last: number): boolean {
  const { tokens } = read;
  let saidLast = false;
  for (let j = Math.max(0, first - 1); j <= last; j++) saidLast ||= tokens[j].lower === "last";
  if (!saidLast) return false;
  for (let j = last + 1; j < tokens.length && j <= last + 5 && !read.breakBefore[j]; j++) {
    if (tokens[j].lower === "ago") return true;
  }
  return false;
}

const IN_FUTURE = [
  ["in", "future"],
  ["in", "the", "future"],
  ["from", "now", "on"],
  ["next", "time"],
];

/** …without "next time", which a refusal says too ("doesn't want it next time either"). */
const FROM_NOW = IN_FUTURE.filter((words) => words[0] !== "next");

/** Whether what a thing is said with just after it makes it advice for later ("goggles in future"). */
function inFuture(read: ReadText, last: number, phrases = IN_FUTURE): boolean {
  return phrases.some((words) => phraseAt(read.tokens, last + 1, words));
}

/** Openings of a sentence that say what follows is for later, once the patient is back ("when he's back, …"). */
const WHEN_BACK = [
  ...mapped(["he's", "she's", "they're", "he is", "she is"], (who) => ["when", ...who.split(" "), "back"]),
  ...mapped(["he", "she", "they"], (who) => ["when", who, "returns"]),
  ...mapped(["he", "she", "they"], (who) => ["when", who, "goes", "back"]),
  ["on", "return"],
  ["on", "his", "return"],
  ["on", "her", "return"],
  ["once", "back"],
];

/** Whether the sentence holding token `i` opens with what says it is for when the patient is back (WHEN_BACK). */
function forWhenBack(read: ReadText, i: number): boolean {
  let start = i;
  while (start > 0 && !read.breakBefore[start] && read.tokens[start - 1].lower !== ".") start--;
  return WHEN_BACK.some((words) => phraseAt(read.tokens, start, words));
}

/** How far after a thing denied "in future" may come and make the denial advice ("no swimming or sleeping in lenses"). */
const FUTURE_REACH = 6;

/** Whether "in future" or the like (FROM_NOW) comes a few words after token `last`, in its sentence. */
function futureAfter(read: ReadText, last: number): boolean {
  for (let k = last; k < last + FUTURE_REACH && k + 1 < read.tokens.length && !read.breakBefore[k + 1]; k++) {
    if (inFuture(read, k, FROM_NOW)) return true;
  }
  return false;
}

const DISCHARGE = new Set(["discharge", "d/c"]);
/** Whether "discharge" at `first` is leaving hospital: "at discharge", "since discharge", not "discharge from the …". */
function leftHospital(read: ReadText, first: number): boolean {
  const { tokens } = read;
  const leaving = LEFT_AT.has(tokens[first - 1]?.lower ?? "") || tokens[first - 1]?.lower === "for";
  if (!DISCHARGE.has(tokens[first].lower) || !leaving) return false;
  // "fit for discharge", not "swab for discharge".
  if (tokens[first - 1].lower === "for" && !FIT_FOR.has(tokens[first - 2]?.lower ?? "")) return false;
  if (tokens[first + 1]?.lower !== "from") return true;
  const where = tokens[first + 2]?.lower === "the" ? tokens[first + 3]?.lower : tokens[first + 2]?.lower;
  return LEFT_FROM.has(where ?? "");
}
const FIT_FOR = new Set(["fit", "ready", "plan", "planned", "planning", "awaiting"]);
/** Words before "discharge" that make it leaving hospital ("at discharge", "since discharge"). */
const LEFT_AT = new Set(["at", "on", "since", "after", "before", "until", "post", "following", "pending"]);
/** Where a discharge "from" is leaving ("discharge from hospital"), not a body's ("discharge from the wound"). */
const LEFT_FROM = new Set(["hospital", "ward", "unit", "hdu", "icu"]);

const GONE_NOW = new Set(["resolved", "settled", "subsided", "gone", "disappeared", "abated"]);
const GONE_FILLERS = new Set(["has", "have", "had", "now", "since", "completely", "fully", "all", "is"]);

/** Words after "gone" that say where a thing went, not that it has gone ("the fever's gone up again"). */
const GONE_WHERE = new Set(["up", "down", "off", "back", "higher", "lower", "worse", "red", "purple", "black"]);

/** Whether a thing is said to be gone just after it ("pain resolved", "rash has now completely settled"). */
function goneNow(read: ReadText, last: number): boolean {
  let j = last + 1;
  while (j < read.tokens.length && !read.breakBefore[j] && GONE_FILLERS.has(read.tokens[j].lower)) j++;
  const gone = j < read.tokens.length && !read.breakBefore[j] && GONE_NOW.has(read.tokens[j].lower);
  return gone && !(GONE_WHERE.has(read.tokens[j + 1]?.lower ?? "") && !read.breakBefore[j + 1]);
}

/** Words that say a thing gone is back ("there again now", "it recurred"), and "came back" by its verb. */
const BACK_AGAIN = new Set(["again", "returned", "recurred", "relapsed"]);
const CAME = new Set(["came", "come", "comes", "coming"]);

/** Whether the sentence of the thing ending at `last`, or the next, says it is back after it. */
function cameBack(read: ReadText, last: number): boolean {
  let breaks = 0;
  for (let j = last + 1; j < read.tokens.length && j <= last + 25; j++) {
    if (read.breakBefore[j] && ++breaks > 1) return false;
    if (BACK_AGAIN.has(read.tokens[j].lower)) return true;
    // (not "she can go back to nursery").
    if (read.tokens[j].lower === "back" && CAME.has(read.tokens[j - 1].lower)) return true;
  }
  return false;
}

/** Whether tokens first–last name a medicine said to be stopped ("Gliclazide stopped", "stopped his gliclazide"). */
function medicineStopped(read: ReadText, first: number, last: number): boolean {
  if (!read.medicines.some((mention) => mention.first <= first && last <= mention.last)) return false;
  let j = last + 1;
  while (j < read.tokens.length && !read.breakBefore[j] && STOPPED_FILLERS.has(read.tokens[j].lower)) j++;
  if (j < read.tokens.length && !read.breakBefore[j] && STOPPED.has(read.tokens[j].lower)) return true;
  // …or just before it, past "his" or "the" only — not past a comma ("Gliclazide stopped, metformin started").
  let k = first - 1;
  if (THE_OR_POSSESSIVE.has(read.tokens[k]?.lower ?? "")) k--;
  return k >= 0 && !read.breakBefore[k + 1] && STOPPED.has(read.tokens[k].lower);
}
const FELL = new Set(["fallen", "fell", "falling", "falls", "fall"]);
const READINGS = new Set(["weight", "wt", "bmi", "egfr", "haemoglobin", "hb", "sats", "pressure", "bp"]);

/** "No xanthomata (hands, elbows, tendons)": what is in brackets after a denied thing says where it is denied. */
function inDeniedAside(read: ReadText, context: TextContext, first: number): boolean {
  for (let j = first - 1; j >= 0 && j >= first - 8; j--) {
    const word = read.tokens[j].lower;
    if (word === "(") return j > 0 && context.polarity[j - 1] === "negated";
    if (CLAUSE_ENDS.has(word)) return false;
  }
  return false;
}

/** Words after which what follows narrows a thing (of what, where, when), rather than saying how it is. */
const NARROWING_AFTER = new Set([
  ...NARROWING,
  ...["of", "over", "under", "around", "behind", "across", "near", "into", "to", "by", "since", "for", "from", "until"],
]);

/**
 * Whether the document reads a later item of the dictation's negated list as a clause of its own, and says so:
 * "no discharge, axillary nodes not enlarged", "without a Gowers' sign, hips abduct fully", "don't give tonight's
 * apixaban, letter and medication list sent" — the dictation goes on after the thing, past a comma, to say how it
 * is, and the document says the same of it near where it names it ("Axillary nodes not enlarged", "hips abduct
 * fully", "Letter and medication list sent"). A writer who repeats what the dictation says of the thing has read
 * the comma as the end of the list; a list "or" closes ("no fever, rigors or night sweats since Tuesday") and what
 * only says where or when are not such a clause.
 */
function readAsClause(
  document: ReadText,
  documentContext: TextContext,
  claimed: Occurrence,
  transcript: ReadText,
  said: TextContext,
  item: NegatedItem,
): boolean {
  const { tokens } = transcript;
  let comma = false;
  for (let j = item.cue.last + 1; j < item.headFirst; j++) {
    if (ALTERNATIVES.has(tokens[j].lower)) return false;
    if (tokens[j].lower === ",") comma = true;
  }
  if (!comma) return false;
  // What the dictation says of it, each word with whether a negation of its own comes before it ("not enlarged").
  const sayings = new Map<string, boolean>();
  let denied = false;
  for (let j = item.headLast + 1; j < tokens.length && j <= item.headLast + 6 && !transcript.breakBefore[j]; j++) {
    const word = tokens[j].lower;
    if (word === "," || NARROWING_AFTER.has(word)) break;
    if (ALTERNATIVES.has(word)) return false;
    if (denies(transcript, said, j)) denied = true;
    else if (isContentWord(tokens[j]) && said.stems[j] && !item.stems.includes(said.stems[j]))
      sayings.set(said.stems[j], denied);
  }
  // …and the document says it of the thing in the same sentence, denied as the dictation denies it ("Spleen just
  // palpable" does not say what "spleen not palpable" says).
  const from = Math.max(0, claimed.first - 4);
  const to = Math.min(document.tokens.length - 1, claimed.last + 6);
  for (let j = from; j <= to; j++) {
    if (j >= claimed.first && j <= claimed.last) continue;
    if (sentenceBreakBetween(document, Math.min(j, claimed.first), Math.max(j, claimed.first))) continue;
    const wasDenied = sayings.get(documentContext.stems[j]);
    if (wasDenied === undefined) continue;
    const deniedHere = [j - 1, j - 2, j - 3].some((k) => k > claimed.last && denies(document, documentContext, k));
    if (deniedHere === wasDenied) return true;
  }
  return false;
}

/** Whether token `j` denies what follows it: a trigger's own word, or a word that denies wherever it is read. */
function denies(read: ReadText, context: TextContext, j: number): boolean {
  return isTrigger(context, j) || DENYING_WORDS.has(read.tokens[j].lower) || negativeWord(read.tokens[j]);
}

/** Whether token `j` is a negation trigger's own word. */
function isTrigger(context: TextContext, j: number): boolean {
  const cue = context.cueOf[j];
  return cue !== undefined && cue.first <= j && j <= cue.last;
}

const PATIENT = new Set(["she", "he", "she's", "he's", "patient"]);

/** "she's not diabetic", "he is not asthmatic": a negation said of the patient. */
function ofPatient(read: ReadText, item: NegatedItem): boolean {
  const before = [item.cue.first - 1, item.cue.first - 2];
  return before.some((j) => j >= 0 && !read.breakBefore[j + 1] && PATIENT.has(read.tokens[j].lower));
}

/** "but her mother has type 2 diabetes": said of a relative in the few words before, not of the patient. */
function ofRelative(read: ReadText, first: number): boolean {
  return relativeBefore(read, first) >= 0;
}

/** Where the relative is named in the few words before `first`, or -1. */
function relativeBefore(read: ReadText, first: number): number {
  return wordJustBefore(read, first, 5, (word) => RELATIVES.has(word));
}

const NORMAL_RESULTS = new Set(["nad", "normal", "clear", "unremarkable"]);
const POSITIVE_RESULTS = new Set(["positive", "pos", "detected", "abnormal", "+"]);
/** …and what says there is none ("bladder and bowels normal"). */
// …"is eating and growing normally", "eating well" for "no problems with eating".
const SAID_FINE = new Set([...NORMAL_RESULTS, "fine", "ok", "okay", "normally", "well"]);

/** Whether a negated item is where something is not: "isn't (particularly) on her palms or soles". */
function placeDenied(read: ReadText, item: NegatedItem): boolean {
  // …"nothing on the arms or legs": the place's word in the trigger itself.
  const between = read.tokens.slice(item.cue.last, item.headFirst);
  return between.some((token) => token.lower === "on" || token.lower === "in");
}

/** What is wrong with a thing, said after it ("no nail changes", "no bladder problems"). */
const CHANGES_IN = new Set([...TROUBLE, "changes", "change", "abnormality", "abnormalities"]);
const BEING = new Set(["is", "are", "was", "were"]);
/** Words placing something on a part ("papules on the arms"). */
const PLACED = new Set(["on", "in", "over", "across"]);
/** How far back a part's list may run to the word placing something on it ("on the arms, trunk and legs"). */
const PLACED_REACH = 8;
const LIST_WORDS = new Set(["and", "or", ",", "the", "both", "her", "his", "their"]);
/** What a part in a list comes after ("arms, legs and face"). */
const LISTED_AFTER = new Set(["and", ","]);

/** Whether a part is named, in a list or alone, as where something is ("papules on the arms, trunk and legs"). */
function placedOn(read: ReadText, first: number): boolean {
  for (let j = first - 1; j >= 0 && j >= first - PLACED_REACH && !read.breakBefore[j + 1]; j--) {
    const word = read.tokens[j].lower;
    if (PLACED.has(word)) return true;
    if (!LIST_WORDS.has(word) && !isContentWord(read.tokens[j])) return false;
  }
  return false;
}
const APPOINTMENTS = new Set(["appointment", "appointments", "appt"]);
/** Words of seeking a service ("tried for an appointment", "rang for an emergency appointment"). */
const SOUGHT = new Set(["tried", "trying", "try", "rang", "phoned", "asked"]);

/** "she tried for an emergency dental appointment": a service (just after) sought, a few words before. */
function triedFor(read: ReadText, first: number, last: number): boolean {
  if (!SERVICES.has(read.tokens[last + 1]?.lower ?? "")) return false;
  return wordJustBefore(read, first, 4, (word) => SOUGHT.has(word)) >= 0;
}

/** What is done to find out how a thing is ("a hearing test", "a sleep study"). */
const TESTS_OF = new Set(["test", "tests", "testing", "assessment", "screen", "screening", "study", "check"]);
/** What says how a test came out, just after it ("hearing test showed …", "memory assessment: …"). */
const TEST_RESULTS = new Set([":", "shows", "showed", "show", "was", "is", "were", "found", "revealed", "-"]);

/** "a hearing test", said with "a" and no result after it: a test to be done. */
function testAskedFor(read: ReadText, first: number, last: number): boolean {
  const { tokens } = read;
  if (!TESTS_OF.has(tokens[last + 1]?.lower ?? "") || !ARTICLES.has(tokens[first - 1]?.lower ?? "")) return false;
  return !TEST_RESULTS.has(tokens[last + 2]?.lower ?? "");
}

/**
 * Whether a thing, or the list it ends or begins ("hearing and eyesight normal", "scalp and nails are normal"), is
 * said to be fine just after it.
 */
function saidFine(read: ReadText, last: number): boolean {
  // …"arms, legs and face otherwise clear", "the face and limbs were otherwise clear": "otherwise" only after a list
  // of parts, each after "and" or a comma (not "knees swollen, otherwise fine").
  let listed = true;
  const fine = (j: number) =>
    SAID_FINE.has(read.tokens[j]?.lower ?? "") ||
    (listed && read.tokens[j]?.lower === "otherwise" && SAID_FINE.has(read.tokens[j + 1]?.lower ?? ""));
  for (let j = last + 1; j <= last + 5 && j < read.tokens.length && !read.breakBefore[j]; j++) {
    const word = read.tokens[j].lower;
    if (fine(j)) return true;
    // …"scalp and nails are normal" (not "nails are pitted, normal scalp").
    if (BEING.has(word)) return fine(j + 1);
    if (!LISTED_AFTER.has(word) && !isContentWord(read.tokens[j])) return false;
    if (isContentWord(read.tokens[j]) && !LISTED_AFTER.has(read.tokens[j - 1].lower)) listed = false;
  }
  return false;
}

/** Whether a negated item is a test's result ("pregnancy test today is negative", "syphilis tests are negative"). */
function resultOfTest(read: ReadText, item: NegatedItem): boolean {
  const name = read.tokens[item.headLast].lower;
  return item.cue.first > item.headLast && (TEST_NAMES.has(name) || TEST_NAMES.has(name.replace(/s$/, "")));
}

/** Whether a result said positive follows token `last` closely ("UPT today +ve", "dip: blood +", "was positive"). */
function positiveAfter(read: ReadText, last: number): boolean {
  return positiveAt(read, last) >= 0;
}

/** The first result said positive in the few words after token `last`, in its sentence, or -1. */
function positiveAt(read: ReadText, last: number): number {
  return wordJustAfter(read, last, 6, (word) => POSITIVE_RESULTS.has(word));
}

/** Who "med" names before these words ("med reg", "med student"), not medicines. */
const ON_TEAM = new Set(["reg", "registrar", "student", "students", "team", "sho", "consultant"]);

/** What a test named with what it looks for looks for: "chlamydia" of "chlamydia test" (stems), or null. */
function soughtBy(stems: string[]): string[] | null {
  return stems.length > 1 && TEST_STEMS.has(stems[stems.length - 1]) ? stems.slice(0, -1) : null;
}
const TEST_STEMS = new Set(mapped([...TEST_NAMES], stemOf));

/** A test's words between what it looks for and its result ("chlamydia swab was positive", "chlamydia test +"). */
const RESULT_OF = new Set([
  ...[...TEST_NAMES, "tests", "swabs", "results", "sample", "pcr", "naat", ":"],
  // "chlamydia urine test", "h pylori breath test", "came back as positive", "the swab showed positive"
  ...["urine", "breath", "as", "showed", "shows"],
]);

/**
 * The result said positive of the thing ending at token `last`, with only a test's words between ("chlamydia came back
 * positive", "chlamydia swab was positive today"), as the tokens from the thing to the result; or null.
 */
function resultPositive(read: ReadText, first: number, last: number): { first: number; last: number } | null {
  const at = positiveAt(read, last);
  // "drug screen today positive for buprenorphine": positive for what it names after, not for drugs.
  if (at < 0 || read.tokens[at + 1]?.lower === "for") return null;
  let k = pastBetweenResult(read, at - 1);
  while (k > last && RESULT_OF.has(read.tokens[k].lower)) k = pastBetweenResult(read, k - 1);
  // "her partner's chlamydia came back positive", "chlamydia positive in 2019, treated": not her result of today.
  if (k !== last || someoneElses(read, first) || anotherTime(read, first, at)) return null;
  return { first, last: at };
}

/** Who else a result may be of, named just before it ("her partner's chlamydia"). */
const OTHERS = new Set([...RELATIVES, "partner", "partner's", "boyfriend", "girlfriend", "husband", "wife", "contact"]);

function someoneElses(read: ReadText, first: number): boolean {
  for (let j = first - 1; j >= 0 && j >= first - 4 && !read.breakBefore[j + 1]; j--) {
    const word = read.tokens[j].lower;
    if (word === "," || CLAUSE_ENDS.has(word)) return false;
    if (OTHERS.has(word)) return true;
  }
  return false;
}

/** Words that put a result in the past ("two weeks ago", "previously positive", "last year"). */
const PAST_RESULT = new Set(["ago", "previously", "previous", "last"]);
/** Who may start a clause after a comma that says nothing more of the result ("…, she's previously been treated"). */
const NEW_CLAUSE = new Set(["she", "she's", "he", "he's", "they", "they're", "her", "his", "we", "i"]);

/** Whether a result's sentence, near tokens first–last, puts it at another time (a year, a month, "ago"). */
function anotherTime(read: ReadText, first: number, last: number): boolean {
  const { tokens, breakBefore } = read;
  let from = first;
  // "her boyfriend was treated last week, her chlamydia …": the time of another clause before it.
  while (from > 0 && from > first - 6 && !breakBefore[from] && tokens[from - 1].lower !== ",") from--;
  for (let j = from; j < tokens.length && j <= last + 6 && (j <= last || !breakBefore[j]); j++) {
    const token = tokens[j];
    // "… positive, she's previously been treated for gonorrhoea": another clause's time; not "…, that was two years
    // ago", "…, in january".
    if (j > last && token.lower === "," && NEW_CLAUSE.has(tokens[j + 1]?.lower ?? "")) break;
    if (PAST_RESULT.has(token.lower) || isMonthName(token.lower)) return true;
    if (token.kind === "number" && token.value >= 1950 && token.value <= 2100) return true;
  }
  return false;
}

/** "Urine dip NAD" against "urine dip negative": a test whose result is normal found nothing. */
function normalResult(read: ReadText, last: number): boolean {
  if (TEST_NAMES.has(read.tokens[last].lower) && NORMAL_RESULTS.has(read.tokens[last + 1]?.lower ?? "")) return true;
  // "Cerebellar examination, Romberg's test and gait were normal": one of a list of examinations said to be normal.
  for (let j = last + 1; j <= last + LISTED_NORMAL_REACH && j + 1 < read.tokens.length && !read.breakBefore[j]; j++) {
    const word = read.tokens[j].lower;
    if (word === "were") return NORMAL_RESULTS.has(read.tokens[j + 1].lower);
    if (read.tokens[j].kind !== "word") return false;
  }
  return false;
}
/** How far after an examination "were normal" may come ("Romberg's test and gait were normal"). */
const LISTED_NORMAL_REACH = 5;

/** The stems of what a thing is "of", just after it: "swelling of the lips or tongue" → lip, tongue. */
function ofWhat(read: ReadText, last: number): string[] {
  const { tokens, breakBefore } = read;
  if (tokens[last + 1]?.lower !== "of" || breakBefore[last + 1]) return [];
  const stems: string[] = [];
  for (let j = last + 2; j < tokens.length && j <= last + 7 && !breakBefore[j]; j++) {
    const word = tokens[j].lower;
    if (word === "or" || word === "and" || word === "the" || word === "his" || word === "her") continue;
    if (!isContentWord(tokens[j])) break;
    stems.push(stemOf(word));
  }
  return stems;
}

/** Whether a word with this stem is within three words of tokens first–last, in their sentence. */
function near(read: ReadText, first: number, last: number, stem: string): boolean {
  for (let j = Math.max(0, first - 3); j <= last + 3 && j < read.tokens.length; j++) {
    if (read.tokens[j].kind === "word" && stemOf(read.tokens[j].lower) === stem) return true;
  }
  return false;
}

/** "the sit-up–squat–stand test": a word inside a hyphenated name is the name's, not a thing said to be there. */
function inCompound(read: ReadText, first: number, last: number): boolean {
  const joined = (j: number) =>
    (read.tokens[j]?.lower === "-" || read.tokens[j]?.lower === "–") &&
    read.tokens[j].gap === "" &&
    read.tokens[j + 1]?.gap === "";
  return joined(first - 1) && joined(last + 1);
}

/** "neither he nor his support worker reports hallucinations": what follows "neither … nor" in its sentence is denied. */
function neitherBefore(read: ReadText, first: number): boolean {
  return wordJustBefore(read, first, 8, (word) => word === "neither") >= 0;
}

const FAMILY = new Set(["family", "fh", "fhx"]);

/**
 * "No family history of ankylosing spondylitis" against "his brother has ankylosing spondylitis": the dictation
 * gives a relative what the document says no relative has. The dictation's words, from the relative, or null.
 */
function relativeHas(document: ReadText, item: NegatedItem, transcript: ReadText, said: TextContext): string | null {
  const { tokens } = document;
  let familial = false;
  for (let j = item.cue.last + 1; j <= item.headLast; j++) familial ||= FAMILY.has(tokens[j].lower);
  const rest = item.stems.filter((stem) => !FAMILY.has(stem));
  if (!familial || !rest.length) return null;
  for (const occurrence of occurrences(transcript, said, rest)) {
    const relative = present(occurrence.polarity) ? relativeBefore(transcript, occurrence.first) : -1;
    if (relative >= 0) return words(transcript, relative, occurrence.last);
  }
  return null;
}

/** Whether the dictation says, as a fact only, a one-word negated item with the word after it ("tender bony"). */
function describedAlike(
  document: ReadText,
  context: TextContext,
  item: NegatedItem,
  transcript: ReadText,
  said: TextContext,
): boolean {
  // Only a word its negation comes just before ("non-tender", "not tender").
  const hyphen = document.tokens[item.cue.last + 1]?.lower === "-" ? 1 : 0;
  if (item.headFirst !== item.cue.last + 1 + hyphen) return false;
  const next = item.headLast + 1;
  const stem = context.stems[next];
  if (!stem || document.breakBefore[next] || document.tokens[next].lower.length < 4) return false;
  // …or with where it is between ("tender over the lower thoracic spine" against "non-tender lower thoracic spine").
  const adjacent = (occurrence: Occurrence) => {
    for (let j = occurrence.first + 1; j < occurrence.last; j++)
      if (!WHERE_BETWEEN.has(transcript.tokens[j].lower)) return false;
    return occurrence.last - occurrence.first <= 3;
  };
  const heard = occurrences(transcript, said, [...item.stems, stem]).filter(adjacent);
  return heard.length > 0 && heard.every((occurrence) => occurrence.polarity === "affirmed");
}
const WHERE_BETWEEN = new Set(["over", "at", "on", "of", "in", "the", "his", "her"]);

/**
 * Words next to a thing that say, in so many words, it is or was there ("positive for nitrites", "reflexes present",
 * "had chickenpox").
 */
const PRESENT_BEFORE = new Set(["positive", "+", "+ve", "had", "with", "is", "are", "was", "were", "still"]);

/**
 * "prostate smooth, not enlarged" against "P R, prostate smooth, mildly enlarged": the finding said there with how
 * much of it there is, of what the document names before it in its clause (a word of it said in the dictation's
 * clause before the finding) — not of another part ("mildly tender over the medial joint line, lateral joint line normal"
 * against "Lateral joint line non-tender"), nor on another side ("R testis non-tender" against "left testis slightly
 * tender").
 */
function degreeOfSamePart(
  document: ReadText,
  documentContext: TextContext,
  cueFirst: number,
  transcript: ReadText,
  said: TextContext,
  heard: readonly Occurrence[],
): { first: number; last: number } | undefined {
  // Its own words in a list ("renal angles non-tender"), or those of the item before when it has none ("prostate
  // smooth, not enlarged").
  const ownWords = (read: ReadText, before: number, reach: number) => {
    const words: number[] = [];
    let passed = false;
    for (let j = before - 1; j >= 0 && j >= before - reach; j--) {
      const word = read.tokens[j].lower;
      if (ITEM_MARKS.has(word)) {
        if (words.length > 0 || passed || word !== ",") break;
        passed = true;
        continue;
      }
      words.push(j);
      if (read.breakBefore[j]) break;
    }
    return words;
  };
  // "non-tender except mild LIF tenderness": the exception is the dictation's finding.
  for (let j = cueFirst + 1; j < document.tokens.length && !document.breakBefore[j]; j++) {
    const word = document.tokens[j].lower;
    if (ITEM_MARKS.has(word) && word !== "and") break;
    if (EXCEPTIONS.has(word) || word === "but") return undefined;
  }
  const parts = new Set<string>();
  let side: string | undefined;
  for (const j of ownWords(document, cueFirst, 12)) {
    side ??= sideWord(document.tokens[j]);
    const stem = documentContext.stems[j];
    if (!sideWord(document.tokens[j]) && isContentWord(document.tokens[j]) && stem) parts.add(stem);
  }
  const sameClause = (degree: number) => {
    const words = ownWords(transcript, degree, 8);
    let sideSaid: string | undefined;
    for (const j of words) sideSaid ??= sideWord(transcript.tokens[j]);
    return words.some((j) => parts.has(said.stems[j] ?? "")) && (side === undefined || side === sideSaid);
  };
  const found = heard.find(
    (occurrence) =>
      occurrence.polarity === "affirmed" &&
      DEGREE.has(transcript.tokens[occurrence.first - 1]?.lower ?? "") &&
      sameClause(occurrence.first - 1),
  );
  return found && { first: found.first - 1, last: found.last };
}
/** What ends a finding's own words in a list ("abdomen soft, mildly tender suprapubically"). */
const ITEM_MARKS = new Set([".", ":", ";", ",", "and"]);
const PRESENT_AFTER = new Set([
  "present",
  "positive",
  "+",
  "++",
  "+++",
  "+ve",
  "seen",
  "detected",
  "found",
  "involved",
]);

/** What a patient does so much of ("smokes 10 a day", "drinks 20 units a week"). */
const HABITS = new Set(["smoking", "alcohol"]);

/** The occurrence with the words that say it is there, or null when none do. */
function saidPresent(read: ReadText, occurrence: Occurrence): { first: number; last: number } | null {
  const { tokens, breakBefore } = read;
  const { first, last } = occurrence;
  const before = tokens[first - 1]?.lower === "for" ? first - 2 : first - 1;
  if (before >= 0 && !breakBefore[first] && PRESENT_BEFORE.has(tokens[before].lower)) return { first: before, last };
  // "Tinel's sign positive": what the sign is called, then that it is there.
  const sign = tokens[last + 1]?.lower === "sign" && !breakBefore[last + 1] ? last + 1 : last;
  const after = sign + 1;
  if (after < tokens.length && !breakBefore[after] && PRESENT_AFTER.has(tokens[after].lower)) {
    return { first, last: after };
  }
  // "smokes ten a day", "drinks 20 units a week": how much of it there is (not a medicine's dose or a reading).
  const habit = read.endingAt[last];
  const counted = tokens[after]?.kind === "number" && !tokens[after].ordinal && (!habit || HABITS.has(habit.id));
  // …not how many times it was treated ("treated herself for thrush three times"): what a treatment was for.
  const treatedFor = tokens[first - 1]?.lower === "for" && tokens[after + 1]?.lower === "times";
  if (counted && !treatedFor && !breakBefore[after] && tokens[last].lower !== "last") return { first, last: after };
  return null;
}

/** What a dislike denies ("doesn't like", "likes"): the liking, not the thing. */
const LIKING = new Set(["like", "likes", "liked", "liking"]);
const DO_NOT = new Set(["doesn't", "don't", "didn't", "doesnt", "dont", "didnt"]);
const DO = new Set(["does", "do", "did"]);

/** Verbs after "neither knee" that make the knee what has or is something, not the thing denied. */
const SUBJECT_VERBS = new Set(["had", "has", "have", "was", "were", "is", "are", "showed", "shows", "looked"]);

/** A test's result said negative just after its name ("FAIR negative", "hooking -ve"). */
const NEGATIVE_RESULT = new Set(["negative", "-ve", "neg"]);

/** What a test is called after its name ("FAIR test", "hooking manoeuvre", "Tinel's sign"), stemmed. */
const TEST_WORDS = new Set(mapped(["test", "manoeuvre", "maneuver", "sign"], stemOf));

/** Words between a side and what is said of it ("the left side has not swollen"). */
const SIDE_CLAUSE = new Set(["side", "has", "have", "is", "was", "not", "been", "become", "also"]);

/**
 * The words that say on which side a thing is, with the thing ("exudate on the left", "left exudate", "exudate
 * bilaterally"), or null.
 */
function sideOf(read: ReadText, first: number, last: number): { first: number; last: number } | null {
  const { tokens, breakBefore } = read;
  const at = (j: number) => j >= 0 && j < tokens.length && !breakBefore[j] && sideWord(tokens[j]) !== undefined;
  const on = tokens[last + 1]?.lower === "on" && !breakBefore[last + 1];
  const side = tokens[last + 2]?.lower === "the" ? last + 3 : last + 2;
  if (on && at(side) && !breakBefore[last + 2]) return { first, last: side };
  if (at(first - 1) && !breakBefore[first]) return { first: first - 1, last };
  // "the left side has not swollen", "L side not swollen": the side the clause is said of.
  for (let j = first - 1; j >= 0 && j >= first - 5 && !breakBefore[j + 1]; j--) {
    if (sideWord(tokens[j]) !== undefined) return { first: j, last };
    if (!SIDE_CLAUSE.has(tokens[j].lower) && !tokens[j].lower.endsWith("n't")) break;
  }
  // After the thing, "both" is the next part's ("oedema both ankles"), not this thing's side — nor is a side said
  // with the part after it ("in the scrotum left testis not palpable", unpunctuated).
  const nextPart = isContentWord(tokens[last + 2]) && !breakBefore[last + 2];
  return at(last + 1) && tokens[last + 1].lower !== "both" && !nextPart ? { first, last: last + 1 } : null;
}

/** No family history of what the dictation gives a relative (relativeHas). */
function checkFamilyHistory(document: ReadText, documentContext: TextContext, transcript: ReadText, said: TextContext) {
  const flags: Flag[] = [];
  for (const item of documentContext.items) {
    if (item.qualified || polarityOf(documentContext, item.headFirst, item.headLast) !== "negated") continue;
    const relative = relativeHas(document, item, transcript, said);
    if (!relative) continue;
    const span = negatedSpan(documentContext, item.headFirst, item.headLast);
    const what = document.text.slice(document.tokens[span.first].start, document.tokens[span.last].end);
    flags.push(flagOf(document, span.first, span.last, `${what} — dictation says: “${relative}”`));
  }
  return flags;
}

/** Findings and other claims whose polarity in the document is not the dictation's. */
export function checkNegation(document: ReadText, transcript: ReadText): Flag[] {
  const documentContext = contextOf(document);
  const said = contextOf(transcript);
  return [
    ...checkFindings(document, documentContext, transcript, said),
    ...checkNegatedWords(document, documentContext, transcript, said),
    ...checkOppositeStates(document, transcript),
    ...checkFamilyHistory(document, documentContext, transcript, said),
  ];
}
