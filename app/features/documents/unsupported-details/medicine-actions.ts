import { componentsOf } from "./medicines.ts";
import type { Flag } from "./checks.ts";
import { wordTable } from "./lookup.ts";
import { sentenceOf, type ReadText, type Subject } from "./read-text.ts";
import { mapped } from "./arrays.ts";
import { ARTICLES } from "./tokens.ts";

/**
 * What the plan does with a medicine: stop it, increase it, reduce it, continue it, start it. A document that
 * stops one medicine when the dictation stops another ("Ramipril stopped" when "stop bendroflumethiazide" was
 * said), or increases what was reduced, is flagged on the medicine and its verb.
 *
 * The document's action is read tightly — the verb just before the medicine ("Stop the ramipril", "Increase
 * Zomorph to 50 mg") or just after it ("Bendroflumethiazide stopped", "ramipril to be withheld") — and the
 * dictation's loosely, a word of the same kind within a few words either side of the same medicine (dictations are
 * often unpunctuated: "was taking ibuprofen for a sprained ankle advised to stop"). Stopping, increasing and
 * reducing must be said; continuing or starting is only flagged when the dictation stops that very medicine (its
 * verb just before or after it), since a plan that names a medicine and its dose often means "start" or
 * "continue" without the word.
 */
type Action = "stop" | "increase" | "reduce" | "continue" | "start";

/** The verbs a document writes for each action. */
const WRITTEN_VERBS = wordTable<Action>({
  stop: "stop",
  stopped: "stop",
  stopping: "stop",
  discontinue: "stop",
  discontinued: "stop",
  cease: "stop",
  ceased: "stop",
  withhold: "stop",
  withheld: "stop",
  suspend: "stop",
  suspended: "stop",
  increase: "increase",
  increased: "increase",
  uptitrate: "increase",
  uptitrated: "increase",
  double: "increase",
  doubled: "increase",
  reduce: "reduce",
  reduced: "reduce",
  decrease: "reduce",
  decreased: "reduce",
  halve: "reduce",
  halved: "reduce",
  wean: "reduce",
  weaned: "reduce",
  taper: "reduce",
  tapered: "reduce",
  continue: "continue",
  continued: "continue",
  continuing: "continue",
  start: "start",
  started: "start",
  commence: "start",
  commenced: "start",
  initiate: "start",
  initiated: "start",
});

/** The written verbs, each with its one action, in the shape the dictation's words take. */
const WRITTEN = new Map<string, readonly Action[]>(mapped([...WRITTEN_VERBS], ([word, action]) => [word, [action]]));
/** The words a dictation may say each action with: the written verbs and more, some meaning two actions. */
const SAID = new Map<string, Action[]>(mapped([...WRITTEN_VERBS], ([word, action]) => [word, [action]]));
const said = (action: Action, ...words: string[]) => {
  for (const word of words) SAID.set(word, [...(SAID.get(word) ?? []), action]);
};
said("stop", "stops", "off", "avoid", "hold", "held", "discontinuing", "withholding", "suspending", "ceasing");
// "switch from ramipril to candesartan": one medicine stopped, the other started.
for (const word of ["switch", "switched", "swap", "swapped", "change", "changed", "replace", "instead"]) {
  said("stop", word);
  said("start", word);
}
said("increase", "increasing", "up", "raise", "raised", "higher", "titrate", "uptitrating", "doubling", "more");
said("reduce", "reducing", "decreasing", "down", "lower", "lowered", "less", "halving", "weaning", "tapering", "cut");
said("continue", "carry", "keep", "remain", "stay", "same", "unchanged");
said("start", "starting", "begin", "began", "commencing", "initiating", "add", "added", "prescribe", "prescribed");
// "she was put on co-codamol three weeks ago"; "out of hours gave her ciprofloxacin on Saturday"
said("start", "put", "gave", "given", "issued");

/** Words between a verb and the medicine it governs ("Stop the ramipril", "stopped his bendroflumethiazide"). */
const BEFORE_FILLERS = new Set([
  "the",
  "his",
  "her",
  "him",
  "them",
  "their",
  "on",
  "with",
  "taking",
  "regular",
  "oral",
]);
/** Words between a medicine and the verb after it ("ramipril has been stopped", "ramipril to be withheld"). */
const AFTER_FILLERS = new Set(["has", "have", "had", "been", "was", "is", "are", "to", "be", "should", "will", "now"]);
const SAID_WINDOW = 10;
/** How much further back the verb of a list of medicines may be ("stop the oral meds, the mst, the dexamethasone …"). */
const LIST_REACH = 8;

const CONTINUE: readonly Action[] = ["continue"];
const STOP: readonly Action[] = ["stop"];
/** Words between a negation and the verb it negates ("doesn't want to stop", "not to stop"). */
const NEGATED_VERB_FILLERS = new Set(["want", "wants", "wish", "wishes", "to", "going", "plan", "plans"]);

/** Whether the verb at `j` is negated ("doesn't want to stop", "not stopping", "won't stop"). */
function notBefore(read: ReadText, j: number): boolean {
  let k = j - 1;
  while (k >= 0 && k >= j - 3 && !read.breakBefore[k + 1] && NEGATED_VERB_FILLERS.has(read.tokens[k].lower)) k--;
  const word = read.tokens[k]?.lower ?? "";
  return k >= 0 && !read.breakBefore[k + 1] && (word === "not" || word === "never" || word.endsWith("n't"));
}

/**
 * Whether the verb at `j` is told not to be done: "don't start", "do not start", "not to start" — not what was not
 * done ("she didn't start the atorvastatin last time", "hasn't started it yet").
 */
function toldNot(read: ReadText, j: number): boolean {
  const { tokens } = read;
  const word = tokens[j - 1]?.lower ?? "";
  if (word === "don't" || word === "dont") return true;
  if (word === "to" && tokens[j - 2]?.lower === "not") return true;
  return word === "not" && tokens[j - 2]?.lower === "do";
}

type Attached = { actions: readonly Action[]; id: string; first: number; last: number; name: string };

/**
 * Each medicine given an action by the verb just before or after it, with the tokens of the verb and the name.
 * `dictation`: whether `read` is the dictation, whose "don't start" keeps a medicine from the plan.
 */
function attachedActions(
  read: ReadText,
  verbs: ReadonlyMap<string, readonly Action[]>,
  dictation: boolean,
): Attached[] {
  const { tokens, breakBefore } = read;
  const found: Attached[] = [];
  for (const mention of read.medicines) {
    const name = read.text.slice(mention.start, mention.end);
    let j = mention.first - 1;
    while (j >= 0 && !breakBefore[j + 1] && BEFORE_FILLERS.has(tokens[j].lower)) j--;
    // "a reduced apixaban dose": an adjective, not a verb.
    const adjective = ARTICLES.has(tokens[j - 1]?.lower ?? "");
    const before = j >= 0 && !breakBefore[j + 1] && !adjective ? verbs.get(tokens[j].lower) : undefined;
    // "if she gets a sore throat … stop the carbimazole", "stop ramipril if K+ >6": what is done only if something
    // happens is safety-netting, not the plan.
    if (before && conditional(read, j, mention.last)) continue;
    // "he asked about stopping the ramipril": what was talked about, not what was done.
    if (before && tokens[j - 1]?.lower === "about") continue;
    if (before) {
      // "she doesn't want to stop the tamoxifen": to go on with it.
      const kept = before.includes("stop") && notBefore(read, j);
      // "don't start carbimazole": in the dictation, kept from it as one stopped is; in a document, no step of the plan.
      const notStarted = before.includes("start") && toldNot(read, j);
      // …and a document's "I have not started labetalol" is not a start either.
      if (!dictation && before.includes("start") && (notStarted || notBefore(read, j))) continue;
      const actions = kept ? CONTINUE : notStarted ? STOP : before;
      found.push({ actions, id: mention.id, first: j, last: mention.last, name });
      continue;
    }
    let k = mention.last + 1;
    while (k < tokens.length && !breakBefore[k] && AFTER_FILLERS.has(tokens[k].lower)) k++;
    const after = k < tokens.length && !breakBefore[k] ? verbs.get(tokens[k].lower) : undefined;
    // "alongside her senna to reduce straining": what it is for, a thing the verb is done to that is no dose.
    const object = tokens[k + 1];
    const purpose =
      tokens[k - 1]?.lower === "to" &&
      object?.kind === "word" &&
      /^[a-z]/.test(object.lower) &&
      !breakBefore[k + 1] &&
      !NOT_A_PURPOSE.has(object.lower) &&
      !read.medicineAt[k + 1];
    // "Zomorph to 50 mg" has no verb after it; "ramipril to continue" does.
    if (after && !purpose) found.push({ actions: after, id: mention.id, first: mention.first, last: k, name });
  }
  return found;
}

/** Words after "to reduce", "to stop" that keep it an action on the medicine before ("to reduce the dose", "to stop it"). */
const NOT_A_PURPOSE = new Set(["it", "them", "the", "its", "her", "his", "their", "dose", "doses", "to", "by", "and"]);

const LIST = new Set(["and", ",", "or", "/", "&", "then"]);
const PRONOUNS = new Set(["it", "them"]);
/** How far back a pronoun's medicine may be named. */
const PRONOUN_REACH = 25;

/**
 * The actions the dictation says near each mention of a medicine, by the medicine's one name: within a few words
 * either side, in its sentence, not past another medicine unless the two are listed together ("stop the ramipril and
 * indapamide").
 * `attached`: the verbs said right next to a medicine (attachedActions), for what "stop it" may mean.
 */
function saidActions(read: ReadText, attached: readonly Attached[]): Map<string, Set<Action>> {
  const { tokens } = read;
  const actions = new Map<string, Set<Action>>();
  const add = (near: Set<Action>, j: number) => {
    for (const action of SAID.get(tokens[j].lower) ?? []) near.add(action);
  };
  /** Past a listed medicine, only its own verb counts, next to it ("ramipril and indapamide stopped"). */
  const scan = (from: number, step: 1 | -1, limit: number, near: Set<Action>) => {
    let listed = true;
    let through = false;
    for (
      let j = from;
      j >= 0 && j < tokens.length && Math.abs(j - from) < limit + (through ? LIST_REACH : 0);
      j += step
    ) {
      // Not into another sentence ("… on top of tamsulosin. Plan: stop the doxazosin").
      if (read.breakBefore[step < 0 ? j + 1 : j]) return;
      const other = step < 0 ? read.endingAt[j] : read.medicineAt[j];
      if (other?.kind === "medicine") {
        if (!listed) return;
        through = true;
        j = step < 0 ? other.first : other.last;
        continue;
      }
      const word = tokens[j].lower;
      if (through && (BEFORE_FILLERS.has(word) || AFTER_FILLERS.has(word))) continue;
      // "stop the oral meds, the mst, the dexamethasone and the creon": back along a list, past what it names.
      const item = LIST.has(word) || (!SAID.has(word) && BEFORE_FILLERS.has(tokens[j - 1]?.lower ?? ""));
      if (through && step < 0 && item) continue;
      add(near, j);
      if (through) return;
      // "hold the metformin and the ramipril": an article keeps the list.
      listed &&= LIST.has(word) || BEFORE_FILLERS.has(word);
    }
  };
  for (const mention of read.medicines) {
    const near = actions.get(mention.id) ?? new Set<Action>();
    scan(mention.first - 1, -1, SAID_WINDOW, near);
    scan(mention.last + 1, 1, SAID_WINDOW, near);
    actions.set(mention.id, near);
  }
  // "starting carbimazole … warned about agranulocytosis she must stop it": "it" is the medicine named last — or the
  // one started, which the rest of the plan is about ("start semaglutide … continue metformin … or we'll stop it").
  const started = attached.filter((said) => said.actions.includes("start"));
  let last: string | null = null;
  let lastAt = -1;
  tokens.forEach((token, j) => {
    const mention = read.endingAt[j];
    if (mention?.kind === "medicine") [last, lastAt] = [mention.id, j];
    if (!PRONOUNS.has(token.lower)) return;
    const verb = [j - 1, j - 2].find((k) => k >= 0 && SAID.has(tokens[k].lower));
    if (verb === undefined) return;
    let newest: string | null = null;
    for (const said of started) if (said.last < j) newest = said.id;
    const meant = [last && j - lastAt <= PRONOUN_REACH ? last : null, newest];
    for (const id of new Set(meant)) {
      if (id) for (const action of SAID.get(tokens[verb].lower)!) actions.get(id)?.add(action);
    }
  });
  return withComponents(actions);
}

/** What is said of a combination is said of each medicine in it (medicines.ts, componentsOf). */
function withComponents(actions: Map<string, Set<Action>>): Map<string, Set<Action>> {
  for (const [id, said] of [...actions]) {
    for (const part of componentsOf(id)) actions.set(part, new Set([...(actions.get(part) ?? []), ...said]));
  }
  return actions;
}

const VERB: Record<Action, string> = {
  stop: "stop",
  increase: "increase",
  reduce: "reduce",
  continue: "continue",
  start: "start",
};

/** Medicines the document stops, increases, reduces — or continues or starts — unlike the dictation. */
export function checkMedicineActions(document: ReadText, transcript: ReadText): Flag[] {
  const written = attachedActions(document, WRITTEN, false);
  if (!written.length) return [];
  // What the dictation's own verbs do to each medicine, read as tightly as the document's.
  const saidTightly = attachedActions(transcript, SAID, true);
  const heard = saidActions(transcript, saidTightly);
  const attached = new Map<string, Set<Action>>();
  for (const said of saidTightly) {
    attached.set(said.id, new Set([...(attached.get(said.id) ?? []), ...said.actions]));
  }
  withComponents(attached);
  const flags: Flag[] = [];
  for (const claim of written) {
    const action = claim.actions[0];
    // "Pregabalin started for sciatica ~3 yrs ago": what was done then is history, not this plan.
    if (saidAgo(document, claim.last)) continue;
    const near = heard.get(claim.id);
    // A medicine the dictation does not name is flagged as such (checks.ts).
    if (!near) continue;
    // Continued or started where the dictation stops that very medicine ("stop the Clenil", not "stop the
    // Clenil and switch to Fostair" for Fostair).
    const optional = action === "continue" || action === "start";
    const own = attached.get(claim.id);
    // …unless the dictation says it of that medicine too, by "it" ("on trazodone, we started it on the third … stop the
    // trazodone").
    const byPronoun = optional && saidByPronoun(transcript, claim.id, action);
    if (optional ? !own?.has("stop") || own.has(action) || byPronoun : near.has(action)) continue;
    if (stepSaidUnnamed(document, claim, transcript, action)) continue;
    const others = [...heard].filter(([id, actions]) => id !== claim.id && actions.has(action));
    const instead = others.length === 1 ? ` (it says to ${VERB[action]} ${nameOf(transcript, others[0][0])})` : "";
    const start = document.tokens[claim.first].start;
    const end = document.tokens[claim.last].end;
    flags.push({
      start,
      end,
      kind: "medicine",
      explanation: `${document.text.slice(start, end)} — the dictation does not say to ${VERB[action]} ${claim.name}${instead}`,
    });
  }
  return flags;
}

/** Verbs that say a medicine was started, in the past ("we started it on the third"). */
const STARTED = new Set(["started", "commenced", "began", "initiated"]);

/**
 * Whether medicine `id` is said to have been started by "it" or "them", the one named last before it, close by
 * ("he's on trazodone for low mood, we started it on the third") — and not negated ("didn't start it"). Only a past
 * start: "she'd like to keep it", "keep it up" say nothing of the medicine's plan.
 */
function saidByPronoun(read: ReadText, id: string, action: Action): boolean {
  if (action !== "start") return false;
  const { tokens } = read;
  let last: string | null = null;
  let lastAt = -1;
  for (let j = 0; j < tokens.length; j++) {
    const mention = read.endingAt[j];
    if (mention?.kind === "medicine") [last, lastAt] = [mention.id, j];
    if (!PRONOUNS.has(tokens[j].lower) || last !== id || j - lastAt > PRONOUN_REACH) continue;
    const verb = j - 1;
    if (!STARTED.has(tokens[verb]?.lower ?? "")) continue;
    if (!notBefore(read, verb) && !toldNot(read, verb)) return true;
  }
  return false;
}

/** The number a step goes to, just after token `from` ("to 5 mg", "down to five milligrams"), or NaN. */
function stepTo(read: ReadText, from: number): number {
  for (let j = from + 1; j <= from + 3 && j + 1 < read.tokens.length && !read.breakBefore[j]; j++) {
    if (read.tokens[j].lower === "to" && read.tokens[j + 1].kind === "number") return read.tokens[j + 1].value;
  }
  return NaN;
}

/**
 * "Reduce tirzepatide to 5 mg" for "… tirzepatide … plan step back down to five milligrams": the dictation's step to
 * the same dose, in a sentence that names no medicine, is of the medicine named last before it — when that is the one
 * the document names (the dose itself is checked with the others).
 */
function stepSaidUnnamed(document: ReadText, claim: Attached, transcript: ReadText, action: Action): boolean {
  const to = stepTo(document, claim.last);
  if (action !== "increase" && action !== "reduce") return false;
  if (Number.isNaN(to)) return false;
  return transcript.tokens.some((token, j) => {
    if (!SAID.get(token.lower)?.includes(action) || stepTo(transcript, j) !== to) return false;
    const { first, last: end } = sentenceOf(transcript, j);
    if (transcript.medicines.some((mention) => mention.first <= end && mention.last >= first)) return false;
    // …the medicine named last before it, which the step goes on speaking of.
    return transcript.medicines.filter((mention) => mention.last < first).at(-1)?.id === claim.id;
  });
}

/** How far after a medicine's verb "ago" may say it was done long before ("started for sciatica about 3 years ago"). */
const AGO_REACH = 8;

const IF_WORDS = new Set(["if", "unless"]);
/** How far before a verb, or after its medicine, "if" makes the action conditional. */
const CONDITION_REACH = 12;
const CONDITION_AFTER = 3;

/**
 * Whether "if" or "unless" is said in the few words before the verb at `verb`, or just after the medicine and any
 * listed with it.
 */
function conditional(read: ReadText, verb: number, last: number): boolean {
  const { tokens, breakBefore } = read;
  for (let k = verb - 1; k >= 0 && k >= verb - CONDITION_REACH && !breakBefore[k + 1]; k--) {
    if (IF_WORDS.has(tokens[k].lower)) return true;
  }
  // …past other medicines stopped with it ("stop the empagliflozin and the metformin if he's vomiting").
  let others = 0;
  for (let k = last + 1; k < tokens.length && others < CONDITION_AFTER && !breakBefore[k]; k++) {
    if (IF_WORDS.has(tokens[k].lower)) return true;
    const listed = listedNext(read, k);
    if (listed) k = listed.last;
    else others++;
  }
  return false;
}

/** The medicine token `k` lists after it ("and the metformin"), or null. */
function listedNext(read: ReadText, k: number): Subject | null {
  for (let j = k; j < read.tokens.length && j <= k + 2; j++) {
    if (j > k && read.medicineAt[j]) return read.medicineAt[j]!;
    if (!LIST.has(read.tokens[j].lower) && !BEFORE_FILLERS.has(read.tokens[j].lower)) return null;
  }
  return null;
}

/** Whether "ago" follows within a few words of `last`, in its sentence. */
function saidAgo(read: ReadText, last: number): boolean {
  for (let j = last + 1; j < read.tokens.length && j <= last + AGO_REACH && !read.breakBefore[j]; j++) {
    if (read.tokens[j].lower === "ago") return true;
    if (read.tokens[j].lower === ";") return false;
  }
  return false;
}

function nameOf(read: ReadText, id: string): string {
  const mention = read.medicines.find((candidate) => candidate.id === id)!;
  return read.text.slice(mention.start, mention.end);
}
