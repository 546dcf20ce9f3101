import { extractClaims, WEEK_MINUTES, type Claim, type DurationRole } from "./claims.ts";
import { confusableWith, productOf } from "./confusable-medicines.ts";
import { withoutCorrections } from "./corrections.ts";
import { componentsOf } from "./medicines.ts";
import { formatDate, MONTH_NAMES, monthNumber, yearsNear, type DateParts } from "./dates.ts";
import { DAYS_FROM_SAYING, isWeekday, relativeDateAt, WEEK } from "./relative-dates.ts";
import { formatTime } from "./notation.ts";
import { isNumberVocabulary } from "./spoken-numbers.ts";
import { DAYS_IN_MONTH, describeFrequency, frequencySupports, routeSupports } from "./frequencies.ts";
import { numberSubject, readText, sentenceOf, wordJustBefore, type ReadText, type Subject } from "./read-text.ts";
import { stemOf } from "./negation-cues.ts";
import { STOPWORDS } from "./negation-words.ts";
import { THE_OR_POSSESSIVE, tokenizeBothWays, tokenStartingAt, type Token } from "./tokens.ts";
import { formatAmount, formatNumber, formatSpan, sameAmount, sameSpan, unitAt, type Span } from "./units.ts";
import { wordTable } from "./lookup.ts";
import { mapped } from "./arrays.ts";
import { extended } from "./objects.ts";

/**
 * Each claim a document makes is looked for in the transcript: the same kind of claim, about the same thing,
 * with the same value. What is not found is flagged with a plain reason and, where the transcript says
 * something else about the same thing, what it says ("amlodipine 10 mg not in the dictation (said: 5 mg)").
 */
export type FlagKind =
  | "dose"
  | "frequency"
  | "route"
  | "medicine"
  | "measurement"
  | "date"
  | "duration"
  | "number"
  | "laterality"
  | "negation";

export type Flag = { start: number; end: number; kind: FlagKind; explanation: string };

type Mention = { value: number; subject: Subject | null };

/** Everything the transcript says, read both ways spoken numbers can be read (spoken-numbers.ts). */
export type Evidence = {
  reads: ReadText[];
  /** Every claim, from each reading, by type. */
  claims: ClaimsByType;
  /** The claims of the first reading, by type: what the explanations quote as said. */
  said: ClaimsByType;
  /** Every number said, with what it was said about. */
  numbers: Mention[];
  medicines: Map<string, string>;
  /** Medicines named only as part of a combination ("Microgynon": levonorgestrel, with ethinylestradiol). */
  components: Set<string>;
  /** The products each medicine is named by (confusable-medicines.ts), undefined for a name that says none. */
  products: Map<string, Map<string | undefined, string>>;
  months: Set<number>;
  years: Set<number>;
  /** When the document was written (CheckOptions.written), if known: the year of a date said without one. */
  written?: Date;
};

const COUNT_WORDS = wordTable({ once: 1, twice: 2, thrice: 3 });
const MONTH_WORD =
  /^(?:jan(?:uary)?|feb(?:ruary)?|march|apr(?:il)?|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)$/;

export function gatherEvidence(dictated: string, keyTerms: readonly string[] = []): Evidence {
  // What the clinician took back as they dictated is not said (corrections.ts).
  const transcript = withoutCorrections(dictated);
  const both = tokenizeBothWays(transcript);
  const joined = readText(transcript, { keyTerms, tokens: both.joined });
  // Read again with spoken numbers split where that reads a number differently: the passages around them.
  const reads = [
    joined,
    ...mapped(splitPassages(both), (tokens) => readText(transcript, { reading: "split", keyTerms, tokens })),
  ];
  const [said, ...others] = mapped(reads, (read) => extractClaims(read, { generous: true }));
  const claims = withComponents([...said, ...others.flat()]);
  const numbers: Mention[] = [];
  const months = new Set<number>();
  const years = new Set<number>();
  for (const read of reads) {
    read.tokens.forEach((token, i) => {
      // A number (not part of a name such as PHQ-9) or a count said as a word ("twice").
      const value = token.kind === "number" ? (token.inName ? undefined : token.value) : COUNT_WORDS.get(token.lower);
      if (value !== undefined) numbers.push({ value, subject: numberSubject(read, i) });
      if (token.kind === "word" && MONTH_WORD.test(token.lower)) {
        months.add(MONTH_NAMES.findIndex((name) => name.toLowerCase().startsWith(token.lower.slice(0, 3))) + 1);
      }
      if (token.kind === "number" && Number.isInteger(token.value) && token.value >= 1900 && token.value <= 2099) {
        years.add(token.value);
      }
    });
  }
  for (const claim of claims) {
    if (claim.type !== "date") continue;
    if (claim.date.month) months.add(claim.date.month);
    if (claim.date.year) years.add(claim.date.year);
  }
  const medicines = new Map(
    mapped(reads[0].medicines, (mention) => [mention.id, reads[0].text.slice(mention.start, mention.end)]),
  );
  // "theical d three one tablet": a name whose number the joined reading runs into the next ("three one").
  for (const read of reads.slice(1))
    for (const mention of read.medicines)
      if (!medicines.has(mention.id)) medicines.set(mention.id, read.text.slice(mention.start, mention.end));
  const components = new Set<string>();
  for (const [id, text] of [...medicines])
    for (const part of componentsOf(id)) {
      if (medicines.has(part)) continue;
      medicines.set(part, text);
      components.add(part);
    }
  const products = new Map<string, Map<string | undefined, string>>();
  let lastProduct: { id: string; last: number } | null = null;
  for (const mention of reads[0].medicines) {
    const text = reads[0].text.slice(mention.start, mention.end);
    const product = productOf(text);
    // "on Priadel, that's lithium carbonate": the medicine's own name said to explain the product just named is no
    // other product.
    const explaining = product === undefined && lastProduct?.id === mention.id && mention.first - lastProduct.last <= 4;
    if (product !== undefined) lastProduct = { id: mention.id, last: mention.last };
    if (explaining) continue;
    const named = products.get(mention.id) ?? new Map<string | undefined, string>();
    if (!named.has(product)) named.set(product, text);
    products.set(mention.id, named);
  }
  return { reads, claims: byType(claims), said: byType(said), numbers, medicines, components, products, months, years };
}

/**
 * What the dictation says of a combination it names ("stop tramadol paracetamol one gram four times a day",
 * unpunctuated) it may say of each medicine in it: the claims are kept for each as well.
 */
function withComponents(claims: Claim[]): Claim[] {
  const all = [...claims];
  for (const claim of claims) {
    const subject = "subject" in claim ? claim.subject : null;
    if (subject?.kind !== "medicine") continue;
    for (const part of componentsOf(subject.id)) {
      const { kind, first, last, text } = subject;
      all.push({ ...claim, subject: { kind, id: part, first, last, text } } as Claim);
    }
  }
  return all;
}

/** What a number heard is about: the measurement or medicine just before it. */
/** Tokens of a passage read split before and after a number read differently: enough for its subjects and roles. */
const BEFORE_DIFFERENCE = 40;
const AFTER_DIFFERENCE = 15;

/**
 * The passages whose spoken numbers read differently split ("one twenty" as 1, 20), each once: the split reading's
 * tokens there, which keep their places in the whole transcript (the text is scanned once).
 */
function splitPassages(both: { joined: Token[]; split: Token[] }): Token[][] {
  const { joined, split } = both;
  const passages: Array<[number, number]> = [];
  // Both readings are in the text's order: walk them together.
  let at = 0;
  joined.forEach((token, i) => {
    while (at < split.length && split[at].start < token.start) at++;
    const same = split[at];
    if (same && same.start === token.start && same.end === token.end && Object.is(same.value, token.value)) return;
    const from = Math.max(0, i - BEFORE_DIFFERENCE);
    const to = Math.min(joined.length - 1, i + AFTER_DIFFERENCE);
    const last = passages.at(-1);
    if (last && from <= last[1] + 1) last[1] = to;
    else passages.push([from, to]);
  });
  return mapped(passages, ([from, to]) => {
    const start = joined[from].start;
    const end = joined[to].end;
    return split.filter((token) => token.start >= start && token.end <= end);
  });
}

const sameSubject = (a: Subject | null, b: Subject | null) =>
  a === null || b === null ? a === b : a.kind === b.kind && a.id === b.id;
/** The document's subject is not contradicted: one of them is unknown, or they are the same. */
const compatible = (claimed: Subject | null, said: Subject | null) => !claimed || !said || sameSubject(claimed, said);

/** "penicillin … on Saturday" for "phenoxymethylpenicillin started on Saturday": a name within the other's. */
const named = (a: Subject | null, b: Subject | null) =>
  a !== null && b !== null && (a.id.endsWith(b.id) || b.id.endsWith(a.id));

/** A home reading does not support a clinic reading, nor the reverse; an unknown setting supports either. */
const sameSetting = (a: { setting?: string }, b: { setting?: string }) =>
  !a.setting || !b.setting || a.setting === b.setting;

const unique = (items: string[]) => [...new Set(items)];
const said = (items: string[]) => (items.length ? ` (said: ${unique(items).slice(0, 4).join(", ")})` : "");
const about = (subject: Subject | null, text: string) => (subject ? `${subject.text} ${text}` : text);

type Of<T extends Claim["type"]> = Claim & { type: T };
type ClaimsByType = Map<Claim["type"], Claim[]>;

/** Claims grouped by type, once, when the transcript is read. */
function byType(claims: Claim[]): ClaimsByType {
  const groups: ClaimsByType = new Map();
  for (const claim of claims) {
    const group = groups.get(claim.type);
    if (group) group.push(claim);
    else groups.set(claim.type, [claim]);
  }
  return groups;
}

/** The claims of one type. */
function ofType<T extends Claim["type"]>(groups: ClaimsByType, type: T): Of<T>[] {
  return (groups.get(type) ?? []) as Of<T>[];
}

/**
 * Whether a number said without a unit supports a measurement written with one: about the same thing, or about
 * nothing named — unless the measurement names what it is and the number is a small whole one, which is said of
 * too many things ("weight up 3 kg" is not supported by "three pillows"; "usual 94%" is by "her usual is 94").
 */
function measuredAlike(claim: Of<"amount">, heard: Of<"number">): boolean {
  if (heard.subject) return compatible(claim.subject, heard.subject);
  return !claim.subject || !Number.isInteger(claim.value) || claim.value > 12;
}

const FORMS = new Set(["tablets", "capsules", "sachets"]);

/**
 * "Ferrous fumarate 210 mg, one tablet twice a day" when 210 mg was said: one tablet of the strength said is the
 * same dose — unless the dictation gives a number of tablets for that medicine.
 */
function oneOfTheStrength(claim: Of<"amount">, amounts: Of<"amount">[]): boolean {
  if (claim.value !== 1 || !FORMS.has(claim.unit.id) || claim.subject?.kind !== "medicine") return false;
  const forMedicine = amounts.filter((heard) => sameSubject(heard.subject, claim.subject));
  return (
    forMedicine.some((heard) => heard.unit.dimension === "mass") &&
    !forMedicine.some((heard) => FORMS.has(heard.unit.id))
  );
}

/** Rounds a worked-out value to as many decimals as `written` has ("1.86 mg", "0.7 kg"). */
function roundedAs(written: number): (value: number) => number {
  const decimals = (String(written).split(".")[1] ?? "").length;
  return (value) => Math.round(value * 10 ** decimals) / 10 ** decimals;
}

/** The weight a per-kilogram unit multiplies into a dose: "mg/kg" → mg, "micrograms/kg" → micrograms. */
const PER_KILOGRAM: Record<string, string> = { "mg/kg": "mg", "micrograms/kg": "micrograms" };

/**
 * "Dexamethasone 0.15 mg/kg (1.86 mg)" when 0.15 mg/kg and a weight of 12.4 kg were said: a dose worked out from
 * a per-kilogram dose and the weight the dictation gives is the dictation's own arithmetic, rounded as written.
 */
function perKilogramDose(claim: Of<"amount">, amounts: Of<"amount">[]): boolean {
  if (claim.subject?.kind !== "medicine") return false;
  const weights = mapped(
    amounts.filter((heard) => heard.unit.id === "kg"),
    (heard) => heard.value,
  );
  if (!weights.length) return false;
  const rounded = roundedAs(claim.value);
  return amounts.some(
    (heard) =>
      PER_KILOGRAM[heard.unit.id] === claim.unit.id &&
      sameSubject(heard.subject, claim.subject) &&
      weights.some((weight) => rounded(heard.value * weight) === claim.value),
  );
}

/** The volume a liquid's strength is given in: "mg/5ml" in 5 ml, "mg/ml" in 1 ml. */
const STRENGTH_VOLUME: Record<string, number> = { "mg/5ml": 5, "mg/ml": 1 };

/**
 * "cetirizine 5 mg/5 mL oral solution 5 mL OD" for "cetirizine five milligrams once a day, sorry it's the liquid, five
 * mils once a day": a liquid's strength made of the dose and the volume the dictation gives that medicine.
 */
function strengthOfDoseSaid(claim: Of<"amount">, amounts: Of<"amount">[]): boolean {
  const volume = STRENGTH_VOLUME[claim.unit.id];
  if (volume === undefined || claim.subject?.kind !== "medicine") return false;
  const saidOf = (heard: Of<"amount">) => heard.subject === null || sameSubject(heard.subject, claim.subject);
  // Not where the dictation gives the medicine a strength of its own ("ten milligrams in five mils").
  if (amounts.some((heard) => STRENGTH_VOLUME[heard.unit.id] !== undefined && saidOf(heard))) return false;
  const mass = amounts.some((heard) => heard.unit.id === "mg" && heard.value === claim.value && saidOf(heard));
  return mass && amounts.some((heard) => heard.unit.id === "ml" && heard.value === volume && saidOf(heard));
}

/**
 * "ibuprofen 100 mg (5 ml of 100 mg/5 ml)" for "the hundred milligrams in five ml, five ml": the dose in milligrams
 * that the volume and the liquid's strength the dictation gives that medicine make.
 */
function doseOfLiquidSaid(claim: Of<"amount">, amounts: Of<"amount">[]): boolean {
  if (claim.unit.id !== "mg" || claim.subject?.kind !== "medicine") return false;
  const saidOf = (heard: Of<"amount">) => heard.subject === null || sameSubject(heard.subject, claim.subject);
  const volumes = amounts.filter((heard) => heard.unit.id === "ml" && saidOf(heard));
  return amounts.some((strength) => {
    const per = STRENGTH_VOLUME[strength.unit.id];
    if (per === undefined || !saidOf(strength)) return false;
    return volumes.some((volume) => Math.abs((strength.value * volume.value) / per - claim.value) < 1e-6);
  });
}

/** "1 tbsp" when "a tablespoon" was said, "1 tablet" for "a tablet": one of a dose's unit, said with "a". */
function oneSaidAsWord(claim: Of<"amount">, evidence: Evidence): boolean {
  if (claim.value !== 1 || claim.unit.kind !== "dose") return false;
  const { tokens, text } = evidence.reads[0];
  return tokens.some(
    (token) => (token.lower === "a" || token.lower === "an") && unitAt(text, token.end)?.unit.id === claim.unit.id,
  );
}

/** ">50%" against "more than half his urine": a share of the whole said as a fraction in words ("three quarters"). */
function shareSaid(claim: Of<"amount">, evidence: Evidence): boolean {
  if (claim.unit.id !== "%") return false;
  const { text } = evidence.reads[0];
  return ofType(evidence.claims, "number").some(
    (heard) =>
      heard.value < 1 &&
      /^[a-z]/i.test(text.slice(heard.start, heard.end)) &&
      Math.abs(heard.value * 100 - claim.value) < 1 &&
      sameSubject(claim.subject, heard.subject),
  );
}

/**
 * "Wt 48.4 kg (49.1 kg in June), ↓0.7 kg while growing 3.5 cm": how much a reading changed, worked out from two
 * readings in the same unit that the document gives before it and the dictation supports.
 */
function differenceOf(claim: Of<"amount">, readings: Of<"amount">[]): boolean {
  if (!claim.change || claim.subject?.kind === "medicine" || claim.unit.kind !== "measurement") return false;
  const rounded = roundedAs(claim.value);
  const values = mapped(
    readings.filter((reading) => reading.unit.id === claim.unit.id),
    (reading) => reading.value,
  );
  return values.some((a) => values.some((b) => rounded(a - b) === claim.value));
}

/** What a strength may be counted in ("two tablets" of "500 mg"). */
const COUNTED_FORMS = new Set(["tablets", "capsules"]);

/**
 * "paracetamol 1 g" for "paracetamol five hundred milligrams, two tablets": so many tablets of the strength the
 * dictation gives that medicine.
 */
function tabletsOfStrength(claim: Of<"amount">, amounts: Of<"amount">[]): boolean {
  if (claim.subject?.kind !== "medicine" || claim.unit.dimension !== "mass") return false;
  const ofIt = amounts.filter((heard) => heard.subject !== null && sameSubject(heard.subject, claim.subject));
  const counts = ofIt.filter((heard) => COUNTED_FORMS.has(heard.unit.id));
  return ofIt.some(
    (strength) =>
      strength.unit.dimension === "mass" &&
      counts.some((count) => sameAmount(claim, { value: strength.value * count.value, unit: strength.unit })),
  );
}

/** "using about four doses a day" for "about four times a day": so many doses a day is how often one is taken. */
function dosesSaidAsOften(claim: Of<"amount">, evidence: Evidence): boolean {
  if (claim.unit.id !== "doses" || !claim.perDay) return false;
  return ofType(evidence.claims, "frequency").some(
    (heard) => compatible(claim.subject, heard.subject) && heard.frequency.rates.includes(claim.value),
  );
}

function checkAmount(claim: Of<"amount">, evidence: Evidence, text: string): Flag | null {
  const amounts = ofType(evidence.claims, "amount");
  const supported = amounts.some(
    (heard) =>
      sameAmount(claim, heard) &&
      compatible(claim.subject, heard.subject) &&
      sameSetting(claim, heard) &&
      (!claim.doseRole || !heard.doseRole || claim.doseRole === heard.doseRole),
  );
  // A unit left unsaid: "amlodipine five" supports "amlodipine 5 mg"; "smokes 20 a day" does not support "20 mg".
  const measured = claim.unit.kind === "measurement" && claim.subject?.kind !== "medicine";
  const numbers = ofType(evidence.said, "number");
  // "atovaquone-proguanil 250/100 mg" for "atovaquone proguanil … two fifty over one hundred": the second of a
  // combination's two strengths is its medicine's, as the first is.
  const secondOf = (heard: Of<"number">) =>
    heard.subject === null &&
    numbers.some((first) => first.last === heard.first - 2 && sameSubject(first.subject, claim.subject));
  const bare = ofType(evidence.claims, "number").some(
    (heard) =>
      heard.value === claim.value &&
      sameSetting(claim, heard) &&
      (measured
        ? measuredAlike(claim, heard) && !partOfCount(evidence, heard) && !anIndex(evidence, heard)
        : sameSubject(claim.subject, heard.subject) || secondOf(heard)),
  );
  if (supported || bare || oneOfTheStrength(claim, amounts) || perKilogramDose(claim, amounts)) return null;
  if (strengthOfDoseSaid(claim, amounts) || tabletsOfStrength(claim, amounts)) return null;
  if (doseOfLiquidSaid(claim, amounts)) return null;
  if (unitLeftUnsaid(claim, evidence)) return null;
  if (oneSaidAsWord(claim, evidence) || shareSaid(claim, evidence) || dosesSaidAsOften(claim, evidence)) return null;
  const dose = claim.subject?.kind === "medicine" || claim.unit.kind === "dose";
  const others = claim.subject
    ? mapped(
        ofType(evidence.said, "amount").filter((heard) => sameSubject(claim.subject, heard.subject)),
        (heard) => formatAmount(heard.value, heard.unit),
      )
    : [];
  return flag(
    claim,
    dose ? "dose" : "measurement",
    `${about(claim.subject, text)} not in the dictation${said(others)}`,
  );
}

/** How far back (in words) a number said with how often looks for the dose it is another of. */
const DOSE_REACH = 12;

/**
 * "levetiracetam seven hundred and fifty milligrams twice a day and up to a thousand twice a day": a number said with
 * how often, after a dose of the medicine in its sentence, is another dose of it in the same unit — not after another
 * medicine named between ("amlodipine five milligrams once a day and ramipril ten once a day").
 */
function unitLeftUnsaid(claim: Of<"amount">, evidence: Evidence): boolean {
  if (claim.subject?.kind !== "medicine") return false;
  // The first reading's claims only: token positions are compared.
  const read = evidence.reads[0];
  const often = ofType(evidence.said, "frequency");
  const amounts = ofType(evidence.said, "amount");
  return ofType(evidence.said, "number").some((heard) => {
    if (heard.value !== claim.value || (heard.subject && !sameSubject(heard.subject, claim.subject))) return false;
    if (!often.some((said) => said.first === heard.last + 1)) return false;
    const dose = amounts.filter((said) => said.last < heard.first && said.last >= heard.first - DOSE_REACH).at(-1);
    if (!dose || dose.unit.id !== claim.unit.id || !sameSubject(dose.subject, claim.subject)) return false;
    for (let k = dose.last + 1; k <= heard.first; k++) if (read.breakBefore[k] || read.medicineAt[k]) return false;
    return true;
  });
}

/** "four of the five features": a count of things, which is not a measurement left without its unit. */
function partOfCount(evidence: Evidence, heard: Of<"number">): boolean {
  const counted = PARTITIVE.exec(evidence.reads[0].text.slice(heard.end, heard.end + 40))?.[1].toLowerCase();
  return counted !== undefined && (/^\d+$/.test(counted) || isNumberVocabulary(counted));
}
const PARTITIVE = /^\s+of\s+(?:the\s+|his\s+|her\s+|their\s+)?(\w+)/;

/** "went home on day four", "grade two": which one of a series, which is not a measurement left without its unit. */
function anIndex(evidence: Evidence, heard: Of<"number">): boolean {
  return INDEXED.test(evidence.reads[0].text.slice(Math.max(0, heard.start - 12), heard.start));
}
const INDEXED = /\b(?:day|stage|grade|type|step|bed|room|page)\s+$/i;

const sameDayMonth = (a: DateParts, b: DateParts) => a.day === b.day && a.month === b.month;

/** Digits said one by one, as a telephone number is ("one one six one two three", "oh eight hundred" is not). */
const DIGIT_WORDS = wordTable({
  ...{ zero: "0", oh: "0", one: "1", two: "2", three: "3", four: "4" },
  ...{ five: "5", six: "6", seven: "7", eight: "8", nine: "9" },
});

/**
 * Whether the dictation says a number of three or more digits digit by digit, as the document writes it in groups
 * ("samaritans one one six one two three" for "116 123"): the document's whole run of groups, in order, is one the
 * dictation said whole.
 */
function saidDigitByDigit(document: ReadText, claim: Of<"number">, evidence: Evidence): boolean {
  const { tokens } = document;
  const digits = (k: number) => tokens[k]?.kind === "number" && /^\d+$/.test(tokens[k].text);
  if (!digits(claim.first) || claim.first !== claim.last) return false;
  let [from, to] = [claim.first, claim.first];
  while (digits(from - 1) && tokens[from].gap === " ") from--;
  while (digits(to + 1) && tokens[to + 1].gap === " ") to++;
  const written = mapped(tokens.slice(from, to + 1), (token) => token.text).join("");
  if (written.length < 3) return false;
  const runs: string[] = [""];
  for (const word of evidence.reads[0].text.toLowerCase().split(/[^a-z]+/)) {
    const digit = DIGIT_WORDS.get(word);
    if (digit) runs[runs.length - 1] += digit;
    else if (runs.at(-1)) runs.push("");
  }
  return runs.includes(written);
}

/** The period a word puts a count in ("2–3x/night", "twenty a day", "nightly"). */
const COUNT_PERIODS = wordTable({
  day: "day",
  days: "day",
  daily: "day",
  night: "night",
  nights: "night",
  nightly: "night",
  week: "week",
  weeks: "week",
  weekly: "week",
  wk: "week",
  month: "month",
  months: "month",
  monthly: "month",
});

/** Words before a period that make it each period ("twenty a day", "at night", "per week", "3/day"). */
const PER = new Set(["a", "an", "per", "at", "/", "x"]);

/**
 * "Wakes 2–3x/night" for "it wakes her at night, two or three times", "up to 20/day" for "maybe up to twenty attacks
 * a day": how often something happens, of no medicine, said as the same counts and period in one sentence of the
 * dictation, however the words between run.
 */
function countsSaidTogether(document: ReadText, claim: Of<"frequency">, evidence: Evidence): boolean {
  if (claim.subject) return false;
  const counts = new Set<number>();
  let period: string | undefined;
  for (const token of document.tokens.slice(claim.first, claim.last + 1)) {
    const count = token.kind === "number" ? token.value : COUNT_WORDS.get(token.lower);
    if (count !== undefined) counts.add(count);
    period ??= COUNT_PERIODS.get(token.lower);
  }
  if (!counts.size || !period) return false;
  return evidence.reads.some((read) =>
    read.tokens.some((token, j) => {
      if (COUNT_PERIODS.get(token.lower) !== period) return false;
      // "a day", "at night", "per week", "daily", "/day": in each period, not "for four weeks".
      if (!token.lower.endsWith("ly") && !PER.has(read.tokens[j - 1]?.lower ?? "")) return false;
      const { first, last } = sentenceOf(read, j);
      const sentence = read.tokens.slice(first, last + 1);
      const said = (count: number) =>
        sentence.some((other) => (other.kind === "number" ? other.value : COUNT_WORDS.get(other.lower)) === count);
      return [...counts].every(said);
    }),
  );
}

/**
 * "T 36.9" for "temperature thirty six nine": a temperature said without its point, the degrees and then the tenth,
 * straight after the word — or after "highest was", "max" and the like ("No fever at home (max 37.2)" for "no fever,
 * highest was thirty seven two"), for a number that is a temperature or of nothing else.
 */
/** Words before a temperature said without "temperature" ("highest was thirty seven two", "max thirty eight one"). */
const TEMPERATURE_LEADS = new Set(["highest", "max", "maximum", "peak", "peaked"]);

function temperatureWithoutPoint(claim: Of<"number"> | Of<"amount">, evidence: Evidence): boolean {
  if (claim.subject && claim.subject.id !== "temperature") return false;
  const degrees = Math.trunc(claim.value);
  const tenth = Math.round((claim.value - degrees) * 10);
  if (degrees < 34 || degrees > 42 || tenth < 1 || Math.abs(claim.value - degrees - tenth / 10) > 1e-9) return false;
  const { tokens } = evidence.reads[0];
  return tokens.some(
    (token, k) =>
      token.kind === "number" &&
      token.value === degrees &&
      tokens[k + 1]?.kind === "number" &&
      tokens[k + 1].value === tenth &&
      tokens[k + 1].gap === " " &&
      (/^temp/.test(tokens[k - 1]?.lower ?? "") ||
        TEMPERATURE_LEADS.has(tokens[k - (tokens[k - 1]?.lower === "was" ? 2 : 1)]?.lower ?? "")),
  );
}

function checkNumber(claim: Of<"number">, evidence: Evidence, text: string): Flag | null {
  if (evidence.numbers.some((heard) => heard.value === claim.value && compatible(claim.subject, heard.subject))) {
    return null;
  }
  // "target INR 2–3" for "warfarin, target two to three": a goal said as a goal, whatever it is named with.
  const asTarget = (heard: Of<"number">) => heard.target && heard.value === claim.value;
  if (claim.target && ofType(evidence.claims, "number").some(asTarget)) return null;
  // "first noticed ~5/11" for "around the fifth of november"
  const { dayMonth } = claim;
  if (dayMonth && ofType(evidence.claims, "date").some(({ date }) => sameDayMonth(date, dayMonth))) return null;
  const measured = claim.subject?.kind === "measurement";
  const others = measured
    ? mapped(
        evidence.numbers.filter((heard) => sameSubject(claim.subject, heard.subject)),
        (h) => formatNumber(h.value),
      )
    : [];
  return flag(
    claim,
    measured ? "measurement" : "number",
    `${about(claim.subject, text)} not in the dictation${said(others)}`,
  );
}

function checkPressure(claim: Of<"pressure">, evidence: Evidence, text: string): Flag | null {
  const pressures = ofType(evidence.claims, "pressure");
  const same = pressures.filter((heard) => heard.systolic === claim.systolic && heard.diastolic === claim.diastolic);
  if (same.some((heard) => sameSetting(claim, heard))) return null;
  const where = same[0]?.setting === "home" ? "an out-of-clinic (home or ambulatory)" : "a clinic";
  if (same.length) return flag(claim, "measurement", `BP ${text}: in the dictation this is ${where} reading`);
  const others = mapped(ofType(evidence.said, "pressure"), (heard) => `${heard.systolic}/${heard.diastolic}`);
  return flag(claim, "measurement", `BP ${text} not in the dictation${said(others)}`);
}

const ROLE_NAMES: Record<DurationRole, string> = {
  gestation: "how far the pregnancy has gone",
  age: "an age",
  history: "how long something has gone on",
  ago: "when something happened",
  "follow-up": "when to follow up",
  course: "how long a treatment lasts",
  onset: "how long a treatment takes to work",
  "off work": "how long the fit note is for",
  "after a dose": "when a level was taken after a dose",
};

function sameRole(claim: Of<"duration">, heard: Of<"duration">): boolean {
  // "each helped ~1 week" only when the dictation says how long the good lasted ("they helped for a week or so"), and
  // the other way round.
  if (claim.helped || heard.helped) return Boolean(claim.helped && heard.helped);
  if (!claim.role || !heard.role) return true;
  // "cough since last night" when "last night he started with a cough" was said: since when it began.
  if (claim.role === "history" && claim.since && heard.role === "ago" && heard.point) return true;
  // "last month" is when: "TFTs last month" is neither "for 1/12" nor "a month ago".
  if (!claim.point !== !heard.point) return false;
  // "Bloods 28/40" and "bloods at twenty eight weeks": a point in the pregnancy either way.
  const gestation = claim.role === "gestation" || heard.role === "gestation";
  // "aspirin since 12 weeks" and "since 12/40": how long something has gone on, counted in the pregnancy's weeks.
  const counted = (role: DurationRole) => role === "gestation" || role === "follow-up" || role === "history";
  if (gestation && [claim.role, heard.role].every(counted)) return true;
  // …and "suppression from 36/40" against "from thirty six weeks until delivery": when in the pregnancy a course starts.
  if (claim.role === "gestation" && heard.role === "course") return true;
  // "A 2-day history" when "started 2 days ago" was said; but "BO 7 days ago" is not supported by "worse over the
  // last week", nor "started 3 days ago" by "3 days of pain before the rash".
  if (claim.role === "history" && heard.role === "ago") return true;
  // "heroin ~3x/week for 1/12" when "three times a week for the last month" was said: how long it has gone on that often.
  if (claim.role === "course" && claim.often && heard.role === "history" && heard.ongoing) return true;
  // "thirst for 10 days" when "on prednisolone … for the last ten days she's been thirsty" was said: up to now.
  if (claim.role === "history" && heard.role === "course" && heard.ongoing) return true;
  // "four days ago" when "since Monday, 4 days" was said.
  if (claim.role === "ago" && heard.role === "history" && heard.since) return true;
  // "first noticed a lump about four months ago" when "a lump for about four months" was said: when it began.
  // Not "started amoxicillin five days ago" (a medicine's start), nor a period's, an x-ray's or anything's last time
  // against how long something else has gone on: "last injected over five years ago" only for "not for over five years".
  const history = heard.role === "history" && !heard.earlier;
  if (claim.role === "ago" && claim.began === "onset" && history && !heard.without) return true;
  if (claim.role === "ago" && claim.began === "last" && history && heard.without) return true;
  // "omeprazole for three months made no difference" when "we started omeprazole three months ago" was said.
  const startedIt = heard.role === "ago" && heard.began === "started";
  if (claim.role === "course" && startedIt && compatible(claim.subject, heard.subject)) return true;
  // "seal them in a bag for three days crotamiton cream for the itch" (unpunctuated): the course is a guess.
  if (claim.role === "history" && heard.before) return true;
  // "used it for two weeks" and "but only for two weeks": a course of no medicine named is a length of time.
  // Not one said just after how often ("heel drops twice a day for twelve weeks"): that is a course.
  const unnamed = (a: Of<"duration">, b: Of<"duration">) =>
    a.role === "history" && b.role === "course" && !b.subject && !b.often;
  if (unnamed(claim, heard) || unnamed(heard, claim)) return true;
  if (claim.role !== heard.role) return false;
  // …"continue the penicillin … for at least two years" for phenoxymethylpenicillin's: a name within the other's.
  const sameMedicine = compatible(claim.subject, heard.subject) || named(claim.subject, heard.subject);
  if (claim.role === "course") return !claim.rest === !heard.rest && sameMedicine;
  if (claim.role !== "follow-up") return true;
  const bloods = (subject: Subject | null) => subject?.id === "bloods";
  // "repeat check 1/52 after restarting" against "once the creatinine's back … a repeat check a week after
  // restarting": a check that names nothing, as the dictation's does of what it said just before.
  const unnamedCheck = claim.subject === null && heard.subject?.kind === "measurement";
  return sameSubject(claim.subject, heard.subject) || bloods(claim.subject) || bloods(heard.subject) || unnamedCheck;
}

/** "Review 16/12": a day and month written like a length in months, when the dictation gives that date. */
function dateLike(text: string, evidence: Evidence): boolean {
  const written = /^(\d{1,2})\/(\d{1,2})$/.exec(text);
  if (!written) return false;
  const [day, month] = [Number(written[1]), Number(written[2])];
  return day >= 1 && day <= 31 && month >= 1 && month <= 12 && dateSupported({ day, month }, evidence);
}

/**
 * "28-day cycle" for "periods regular every twenty eight days": a length said as how often something comes (a length
 * of no other role: "review in 2 weeks" is not "reduce every two weeks").
 */
function saidAsInterval(span: Span, evidence: Evidence): boolean {
  // "every 6-12/12" for "every six to twelve months": a month is its average length in days.
  const minutes = span.scale === "minutes" ? span.amount : span.amount * DAYS_IN_MONTH * 1440;
  const close = span.scale === "minutes" ? 1 : 1440;
  return ofType(evidence.claims, "frequency").some(({ frequency }) =>
    frequency.rates.some((rate) => rate > 0 && rate < 1 && Math.abs(1440 / rate - minutes) < close),
  );
}

/** "L eye 1 day" or "1/7 ago" when "the left eye started yesterday" was said: a day of history, said as a day. */
function sinceYesterday(claim: Of<"duration">, evidence: Evidence): boolean {
  const oneDay = claim.span.scale === "minutes" && claim.span.amount === 1440;
  const history = claim.role === undefined || claim.role === "history" || claim.role === "ago";
  return oneDay && history && evidence.reads[0].tokens.some((token) => token.lower === "yesterday");
}

/** "over next 1/52" when "stop it over the next week" was said: a week (or month) said as the next one. */
function overTheNext(claim: Of<"duration">, evidence: Evidence): boolean {
  const { span } = claim;
  const week = span.scale === "minutes" && span.amount === WEEK_MINUTES;
  const period = span.scale === "months" ? (span.amount === 1 ? "month" : "") : week ? "week" : "";
  if (!claim.next || !period) return false;
  const tokens = evidence.reads[0].tokens;
  return tokens.some(
    (token, i) => token.lower === "next" && tokens[i + 1]?.lower === period && tokens[i - 1]?.lower === "the",
  );
}

/** A length of time as a clinician says it: a gestation in weeks and days ("28+3 weeks", not "199 days"). */
function formatDuration(duration: { span: Span; role?: DurationRole }): string {
  if (duration.role !== "gestation" || duration.span.scale !== "minutes") return formatSpan(duration.span);
  const days = Math.round(duration.span.amount / 1440);
  const [weeks, rest] = [Math.floor(days / 7), days % 7];
  return rest ? `${weeks}+${rest} weeks` : `${weeks} weeks`;
}

/** Whether a gestation `claimed` in whole weeks is the weeks completed of one `heard` in weeks and days. */
function completedWeeks(heard: Of<"duration">, claimed: Of<"duration">): boolean {
  if (heard.role !== "gestation" || heard.span.scale !== claimed.span.scale) return false;
  const week = WEEK_IN_MINUTES;
  const whole = claimed.span.amount / week;
  return Number.isInteger(whole) && Math.floor(heard.span.amount / week) === whole && heard.span.amount % week !== 0;
}
const WEEK_IN_MINUTES = 7 * 24 * 60;

function checkDuration(claim: Of<"duration">, evidence: Evidence, text: string): Flag | null {
  if (dateLike(text, evidence)) return null;
  const durations = ofType(evidence.claims, "duration");
  const same = durations.filter((heard) => sameSpan(claim.span, heard.span));
  if (same.some((heard) => sameRole(claim, heard))) return null;
  // "at 26/40" for "twenty six plus four weeks": the weeks completed of a gestation the dictation gives to the day.
  if (claim.role === "gestation" && durations.some((heard) => completedWeeks(heard, claim))) return null;
  if (claim.role === undefined && saidAsInterval(claim.span, evidence)) return null;
  if (sinceYesterday(claim, evidence) || overTheNext(claim, evidence) || saidOfMedicine(claim, evidence)) return null;
  const kind = claim.role === "age" ? "number" : "duration";
  if (claim.role === "age") {
    const years = claim.span.amount / 12;
    if (evidence.numbers.some((heard) => heard.value === years || heard.value === claim.span.amount)) return null;
  }
  const elsewhere = same.find((heard) => heard.role && heard.role !== claim.role);
  if (elsewhere?.role) {
    const role = ROLE_NAMES[elsewhere.role];
    const what =
      elsewhere.role === "follow-up" && elsewhere.subject ? `when to repeat ${elsewhere.subject.text}` : role;
    return flag(claim, kind, `${text}: in the dictation ${formatDuration(elsewhere)} is ${what}, not this`);
  }
  const alike = ofType(evidence.said, "duration").filter(
    (heard) => heard.role === claim.role && heard.role !== undefined,
  );
  return flag(claim, kind, `${text} not in the dictation${said(mapped(alike, formatDuration))}`);
}

/** How many words after a medicine's name how long it has been or is to be taken may be said. */
const TAKEN_FOR_REACH = 16;

/**
 * "Microgynon for 6 yrs" for "on microgynon for six years", "naproxen … for ~4/12" for "on naproxen five hundred
 * milligrams twice a day for his right knee for about four months": how long a medicine has been or is to be taken,
 * said in the dictation a few words after the medicine's name — a course or a history, as the words read, but the one
 * length of the one medicine either way.
 */
function saidOfMedicine(claim: Of<"duration">, evidence: Evidence): boolean {
  const { subject } = claim;
  if (subject?.kind !== "medicine" || (claim.role !== "course" && claim.role !== "history")) return false;
  const read = evidence.reads[0];
  return ofType(evidence.said, "duration").some(
    (heard) =>
      sameSpan(heard.span, claim.span) &&
      // (The other of the two: two courses that differ are told apart in sameRole, as "the rest of a course".)
      (heard.role === "course" || heard.role === "history") &&
      heard.role !== claim.role &&
      !heard.point &&
      read.medicines.some(
        (mention) =>
          mention.id === subject.id &&
          mention.last < heard.first &&
          heard.first - mention.last <= TAKEN_FOR_REACH &&
          !read.breakBefore.slice(mention.last + 1, heard.first + 1).some(Boolean),
      ),
  );
}

/** How many words either side of a medicine's name "overdose" may be said to be of it. */
const OVERDOSE_REACH = 6;

/**
 * "paracetamol OD ~4 h ago" when the dictation speaks of a paracetamol overdose: "OD" straight after a medicine's name
 * is its overdose, not once daily, where the dictation says "overdose" near that medicine's name, or says it at all and
 * gives that medicine no frequency.
 */
function overdoseSaid(claim: Of<"frequency">, evidence: Evidence, text: string): boolean {
  if (text !== "OD" || claim.subject?.kind !== "medicine" || claim.first !== claim.subject.last + 1) return false;
  const read = evidence.reads[0];
  const said = (token: Token) => /^overdos/.test(token.lower);
  const near = read.medicines.some((mention) => {
    if (mention.id !== claim.subject!.id) return false;
    return read.tokens.slice(Math.max(0, mention.first - OVERDOSE_REACH), mention.last + OVERDOSE_REACH + 1).some(said);
  });
  // …or anywhere in it, of a medicine it gives no frequency ("sixteen paracetamol … first time she's taken an overdose").
  const often = ofType(evidence.claims, "frequency").some((heard) => sameSubject(heard.subject, claim.subject));
  return near || (!often && read.tokens.some(said));
}

function checkFrequency(claim: Of<"frequency">, evidence: Evidence, text: string): Flag | null {
  if (overdoseSaid(claim, evidence, text)) return null;
  // …or of a medicine in the combination ("NuvaRing … 15 micrograms a day" for "releasing fifteen micrograms of
  // ethinylestradiol a day").
  const inCombination = (other: Subject | null) =>
    claim.subject !== null && other !== null && componentsOf(claim.subject.id).includes(other.id);
  const forSubject = ofType(evidence.claims, "frequency").filter((other) =>
    claim.subject ? sameSubject(claim.subject, other.subject) || inCombination(other.subject) : true,
  );
  // "15 mg twice a day, then 20 mg once a day": a frequency said with the same dose is the one to compare.
  const sameDose = forSubject.filter((other) => claim.dose && other.dose && sameAmount(claim.dose, other.dose));
  const heard = sameDose.length ? sameDose : forSubject;
  if (heard.some((other) => frequencySupports(other.frequency, claim.frequency))) return null;
  // "↑ allopurinol by 100 mg every 4/52" for "then go up by a hundred milligrams every four weeks": how often a dose
  // steps, said of no medicine by name.
  const steps = ofType(evidence.claims, "frequency").filter((other) => other.step && !other.subject);
  if (claim.step && steps.some((other) => frequencySupports(other.frequency, claim.frequency))) return null;
  // "50 mg OM" for "fifty milligrams once a day for ten days, taken in the morning": the time of day said apart, as
  // when to take it (not "feels groggy in the morning", "not in the morning", "been taking it in the morning").
  const { timing } = claim.frequency;
  const takenThen = (other: Of<"frequency">) =>
    !other.dose && other.frequency.timing === timing && saidAsWhenTaken(evidence.reads[0], other.start);
  const untimed = heard.filter((other) => !other.frequency.timing);
  if (timing && forSubject.some(takenThen)) {
    if (untimed.some((other) => frequencySupports(extended(other.frequency, { timing }), claim.frequency))) return null;
  }
  // "ON, alternate nights" for "at night but only every other night": each of its rates said apart.
  const { rates } = claim.frequency;
  const apart = (rate: number) =>
    forSubject.some((other) => frequencySupports(other.frequency, { ...claim.frequency, rates: [rate] }));
  if (rates.length > 1 && rates.every(apart)) return null;
  // "TDS with food for pain" for "for the pain ibuprofen … three times a day": what it is for, said as the dictation
  // says it.
  if (claim.frequency.prn && !rates.length && heard.length && forWhatSaid(text, evidence)) return null;
  // "QDS PRN" for "up to four times a day for pain": how often, and when needed, said apart of one medicine.
  if (claim.subject && claim.frequency.prn && heard.some((other) => other.frequency.prn)) {
    const often = heard.filter((other) => !other.frequency.prn);
    if (often.some((other) => frequencySupports(other.frequency, { ...claim.frequency, prn: false }))) return null;
  }
  // "paracetamol PRN", "ibuprofen occasionally" where the dictation gives that medicine no frequency at all: "when
  // needed" alone sets no schedule and no number of doses to get wrong.
  if (claim.subject && !forSubject.length && claim.frequency.prn && !rates.length && !timing) return null;
  // …and "ibuprofen 400 mg PRN up to TDS" for "ibuprofen, as needed, four hundred milligrams up to three times a day":
  // "when needed" said of that medicine, if not with its dose.
  // (…not "was using it as needed, but now regular, four times a day": a regular frequency said after it.)
  const regularAfter = (start: number) =>
    forSubject.some((other) => !other.frequency.prn && !other.frequency.atMost && other.start > start);
  const whenNeeded = forSubject.some((other) => other.frequency.prn && !regularAfter(other.start));
  if (claim.subject && whenNeeded && claim.frequency.prn && !rates.length && !timing) return null;
  const reason = heard.length
    ? said(mapped(heard, (other) => describeFrequency(other.frequency)))
    : claim.subject
      ? ` (no frequency was said for ${claim.subject.text})`
      : "";
  return flag(claim, "frequency", `${about(claim.subject, text)} not in the dictation${reason}`);
}

/** Words just before a time of day that make it when a dose is taken ("taken in the morning", "take it at night"). */
const TAKEN = new Set(["taken", "take", "takes"]);

/** Whether the time of day said at offset `start` is when a dose is to be taken: "taken …", "take it …". */
function saidAsWhenTaken(read: ReadText, start: number): boolean {
  const at = tokenStartingAt(read.tokens, start);
  if (at < 1) return false;
  const before = read.tokens[at - 1].lower;
  return TAKEN.has(before) || (before === "it" && TAKEN.has(read.tokens[at - 2]?.lower ?? ""));
}

/** Whether what a medicine is "for" ("for pain") is said so in the dictation ("for the pain", "for her pain"). */
function forWhatSaid(text: string, evidence: Evidence): boolean {
  const what = /^for\s+(?:(?:the|his|her|their)\s+)?(\w+)$/i.exec(text.trim())?.[1]?.toLowerCase();
  if (!what) return false;
  const tokens = evidence.reads[0].tokens;
  return tokens.some(
    (token, i) =>
      token.lower === what &&
      (tokens[i - 1]?.lower === "for" || (tokens[i - 2]?.lower === "for" && OWNERS.has(tokens[i - 1]?.lower ?? ""))),
  );
}
const OWNERS = new Set([...THE_OR_POSSESSIVE, "any"]);

function checkRoute(claim: Of<"route">, evidence: Evidence, text: string): Flag | null {
  const heard = ofType(evidence.claims, "route").filter((other) => sameSubject(claim.subject, other.subject));
  if (!heard.length && claim.route === "oral") return null;
  // "in both eyes", "into the left ear": where a medicine goes, evidence of its route when said, no claim of one when
  // written ("carbomer gel at night in both eyes" where the dictation says only "gel").
  if (/^in(?:to)?\s/i.test(text)) return null;
  // Puffs are inhaled (or sprayed into the nose): "Clenil 2 puffs" needs no "via spacer" said.
  const puffs = ofType(evidence.claims, "amount").some(
    (other) => other.unit.id === "puffs" && sameSubject(claim.subject, other.subject),
  );
  if (!heard.length && puffs && (claim.route === "inhaled" || claim.route === "nasal")) return null;
  if (
    routeSupports(
      mapped(heard, (other) => other.route),
      claim.route,
    )
  )
    return null;
  const reason = heard.length ? said(mapped(heard, (other) => other.route)) : " (no route was said)";
  return flag(claim, "route", `${claim.subject.text} ${text} not in the dictation${reason}`);
}

/** Words before "the twenty eighth" that make it a date ("on saturday, so that's the twenty eighth,"). */
const DATED_BY = new Set(["so", "that's", "week", "on", "date"]);

/**
 * Whether the dictation says this day of this month with the day alone, as a date: "the twenty eighth," ending its
 * clause, said after a day of the week or "so that's" — in the month named last before it, if any ("in june …, on a
 * friday, the twenty eighth" is in June).
 */
function dayAlone(evidence: Evidence, day: number, month: number | undefined): boolean {
  const { tokens, breakBefore } = evidence.reads[0];
  return tokens.some((token, j) => {
    if (token.kind !== "number" || !token.ordinal || token.value !== day || tokens[j - 1]?.lower !== "the")
      return false;
    const ends = j + 1 === tokens.length || breakBefore[j + 1] || tokens[j + 1].lower === ",";
    // …not "the second, third and fourth toes".
    if (!ends || tokens[j + 2]?.kind === "number") return false;
    const before = tokens.slice(Math.max(0, j - 6), j - 1);
    if (!before.some((word) => DATED_BY.has(word.lower) || isWeekday(word.lower))) return false;
    // "it started in late october … bloods from last week, the twenty sixth": near the consultation, in the month
    // named last before it or the one after.
    const recent = before.some(
      (word, k) => word.lower === "week" && ["last", "this"].includes(before[k - 1]?.lower ?? ""),
    );
    for (let k = j - 1; k >= 0; k--) {
      // ("she may", "may need": a verb, not the month.)
      const named = monthNumber(tokens[k].lower);
      if (named !== null && (tokens[k].lower !== "may" || MAY_MONTH.has(tokens[k - 1]?.lower ?? "")))
        return named === month || (recent && (named % 12) + 1 === month);
    }
    return true;
  });
}
/** Words before "may" that make it the month ("in may, on a friday, …"), not the verb. */
const MAY_MONTH = new Set(["in", "of", "since", "early", "late", "mid", "end"]);

/** How far before its date a document's own "yesterday" may gloss it ("yesterday evening (30/11, ~19:00)"). */
const GLOSS_REACH = 4;
/** Words before a day of the week that put it in the week to come or the one gone ("this saturday", "last friday"). */
const WEEK_TO_COME = new Set(["this", "next", "coming"]);
const WEEK_GONE = new Set(["last", "past"]);

/**
 * "yesterday evening (30/11)", "last night, 30 November" in a document written on Tuesday 1 December, for "in the
 * shower yesterday evening", "last night": a day the dictation names by the day it was given, which the document
 * names too and dates (the document written the day the consultation was dictated). And "vet appt Sat 05/12" for
 * "this saturday": a day of the week the dictation places in the week to come or the one gone (or dates with that day
 * of the month), dated just after its name, where the dictation dates no other day. A date alone, without the day's
 * name before it, is still checked.
 */
function relativeDayGlossed(claim: Of<"date">, document: ReadText, evidence: Evidence): boolean {
  const { written } = evidence;
  const { date } = claim;
  if (!written || date.day === undefined) return false;
  const heard = new Set(mapped(ofType(evidence.claims, "day"), (day) => day.term));
  let term = "";
  const glossed = wordJustBefore(document, claim.first, GLOSS_REACH, (_, j) => {
    term = relativeDateAt(document.tokens, j)?.term ?? "";
    return heard.has(term);
  });
  if (glossed < 0) return false;
  const dated = (offset: number) => {
    const day = new Date(written.getFullYear(), written.getMonth(), written.getDate() + offset);
    return (
      day.getDate() === date.day &&
      (date.month === undefined || day.getMonth() + 1 === date.month) &&
      (date.year === undefined || day.getFullYear() === date.year || day.getFullYear() % 100 === date.year) &&
      (!WEEK.includes(term) || day.getDay() === WEEK.indexOf(term))
    );
  };
  const offset = DAYS_FROM_SAYING.get(term);
  if (offset !== undefined) return dated(offset);
  const daysSaid = mapped(ofType(evidence.claims, "date"), (said) => said.date.day);
  if (glossed !== claim.first - 1 || daysSaid.some((day) => day !== undefined && day !== date.day)) return false;
  const { tokens } = evidence.reads[0];
  const placed = (words: Set<string>) =>
    tokens.some((token, k) => words.has(token.lower) && relativeDateAt(tokens, k + 1)?.term === term);
  const days = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, k) => from + k);
  // (…or either, where the dictation says the day of the month itself: "review on monday, that's the seventh".)
  const dayNamed =
    daysSaid.includes(date.day) ||
    tokens.some((token) => token.kind === "number" && token.ordinal && token.value === date.day);
  return (
    ((dayNamed || placed(WEEK_TO_COME)) && days(1, 7).some(dated)) ||
    ((dayNamed || placed(WEEK_GONE)) && days(-7, -1).some(dated))
  );
}

function dateSupported(date: DateParts, evidence: Evidence): boolean {
  const dates = mapped(ofType(evidence.claims, "date"), (claim) => claim.date);
  const hasYear = (year: number) =>
    evidence.years.has(year) || (year < 100 && (evidence.years.has(2000 + year) || evidence.years.has(1900 + year)));
  // "on the 18th" for "fell on the eighteenth, checked at the time": a day alone is said wherever its ordinal is.
  const ordinalSaid = (day: number) =>
    evidence.reads[0].tokens.some((token) => token.kind === "number" && token.ordinal && token.value === day);
  if (date.day !== undefined && date.month === undefined && date.year === undefined && ordinalSaid(date.day))
    return true;
  // "Sat 28/11" for "on saturday, so that's the twenty eighth, …": the month of a day said alone.
  if (date.day !== undefined && date.year === undefined && dayAlone(evidence, date.day, date.month)) return true;
  // "5/1/27" in a letter of December 2026 for "on the fifth of january": the year of a date said without one.
  const near = (year: number, heard: DateParts) => {
    const month = heard.month ?? date.month;
    if (!evidence.written || heard.year !== undefined || month === undefined) return false;
    return yearsNear(evidence.written, month, heard.day).some((each) => each === year || each % 100 === year);
  };
  if (date.day !== undefined) {
    return dates.some(
      (heard) =>
        heard.day === date.day &&
        // "last Monday the 23rd" supports "Mon 23/11": a day said without its month is of a month unsaid.
        (heard.month === date.month || date.month === undefined || (heard.month === undefined && !heard.year)) &&
        (date.year === undefined ||
          heard.year === date.year ||
          (heard.year === undefined && (hasYear(date.year) || near(date.year, heard)))),
    );
  }
  if (date.month !== undefined && !evidence.months.has(date.month)) return false;
  if (date.year === undefined || hasYear(date.year)) return true;
  // "due 3/2026" for "it was due in march": the month said on its own.
  const year = date.year;
  return dates.some((heard) => heard.month === date.month && heard.day === undefined && near(year, heard));
}

function checkDate(claim: Of<"date">, evidence: Evidence, text: string): Flag | null {
  if (dateSupported(claim.date, evidence)) return null;
  // "AMT 10/10" against "ten out of ten": a score out of ten, not the tenth of October.
  const { day, month, year } = claim.date;
  const outOfTen = (heard: Of<"amount">) => heard.unit.id === "/10" && heard.value === day;
  if (month === 10 && year === undefined && ofType(evidence.claims, "amount").some(outOfTen)) return null;
  // "the 1970s" against "in the seventies": the decade said without its century.
  const decade = claim.decade && claim.date.year !== undefined ? claim.date.year % 100 : undefined;
  if (decade !== undefined && evidence.numbers.some((heard) => heard.value === decade)) return null;
  const dates = mapped(ofType(evidence.said, "date"), (heard) => heard.date);
  const alike = dates.filter(
    (date) => (date.day !== undefined && date.day === claim.date.day) || date.month === claim.date.month,
  );
  const others = mapped(alike, formatDate);
  return flag(claim, "date", `${text} not in the dictation${said(others)}`);
}

/**
 * A time of day: said as a time ("10 pm" for "22:00"), or said with its numbers when the dictation gives no time
 * that contradicts it ("ten thirty" for "10:30"; not "9 pm" for "9 am").
 */
/** Minutes past the hour said as part of it: "half (past)", "quarter past", and "quarter to" the next hour. */
const PARTS_OF_HOUR = new Map([
  ["half past", 30],
  ["half", 30],
  ["quarter past", 15],
  ["quarter to", -15],
]);

/** Whether the dictation says an hour in `hours` and `minute` as part of the hour ("half past ten", "quarter to nine"). */
function saidAsPartOfHour(tokens: Token[], hours: Set<number>, minute: number): boolean {
  return tokens.some((token, i) => {
    if (token.lower !== "half" && token.lower !== "quarter") return false;
    const joiner = tokens[i + 1]?.lower === "past" || tokens[i + 1]?.lower === "to" ? tokens[i + 1].lower : "";
    const said = PARTS_OF_HOUR.get(joiner ? `${token.lower} ${joiner}` : token.lower);
    const hour = tokens[joiner ? i + 2 : i + 1];
    if (said === undefined || hour?.kind !== "number" || !Number.isInteger(hour.value)) return false;
    return said < 0 ? minute === 60 + said && hours.has(hour.value - 1) : minute === said && hours.has(hour.value);
  });
}

function checkTime(claim: Of<"time">, evidence: Evidence, text: string): Flag | null {
  const times = ofType(evidence.claims, "time");
  if (times.some((heard) => heard.minutes.some((minutes) => claim.minutes.includes(minutes)))) return null;
  const sameNumbers = times.filter((heard) => heard.values[0] === claim.values[0]);
  // "at 7, 11, 3 and 7" for "07:00, 11:00, 15:00, 19:00": the hour as said on a twelve-hour clock, "o'clock" unsaid.
  const hours = new Set(
    claim.minutes.flatMap((minutes) => [Math.floor(minutes / 60), Math.floor(minutes / 60) % 12 || 12]),
  );
  const [, minute = 0] = claim.values;
  const numbersSaid =
    evidence.numbers.some((heard) => hours.has(heard.value)) &&
    (minute === 0 || evidence.numbers.some((heard) => heard.value === minute));
  if (numbersSaid && !sameNumbers.length) return null;
  // "about half eleven" for "~23:30", "half past ten" for "10:30", "quarter to nine" for "08:45": said the British way.
  if (saidAsPartOfHour(evidence.reads[0].tokens, hours, minute) && !sameNumbers.length) return null;
  const others = unique(mapped(ofType(evidence.said, "time"), (heard) => formatTime(heard.minutes.at(-1)!)));
  return flag(claim, "number", `${text} not in the dictation${said(others)}`);
}

const OTHER_DAYS = new Set(["tomorrow", "yesterday", "tonight"]);

/**
 * A day said relative to the consultation or by name: said so in the dictation, for the same medicine when it
 * is a medicine's day. "Today" is the consultation's day unless the dictation puts it on another.
 */
function checkDay(claim: Of<"day">, evidence: Evidence, text: string): Flag | null {
  const days = ofType(evidence.claims, "day");
  const same = days.filter((heard) => heard.term === claim.term);
  if (same.some((heard) => compatible(claim.subject, heard.subject) || named(claim.subject, heard.subject)))
    return null;
  // "whom I saw at home today": the consultation's day, unless the dictation puts the visit on another ("saw him
  // yesterday").
  const otherDays = days.filter((heard) => OTHER_DAYS.has(heard.term));
  if (claim.term === "today" && !otherDays.some((heard) => heard.visit || !claim.visit)) return null;
  if (same.length && claim.subject) {
    const whose = same.find((heard) => heard.subject)?.subject?.text;
    return flag(
      claim,
      "date",
      `${text}: in the dictation ${claim.term} is ${whose ? `${whose}'s day` : "another day"}, not ${claim.subject.text}'s`,
    );
  }
  const others = mapped(
    ofType(evidence.said, "day").filter(
      (heard) => heard.weekday === claim.weekday && compatible(claim.subject, heard.subject),
    ),
    (heard) => heard.term,
  );
  return flag(claim, "date", `${about(claim.subject, text)} not in the dictation${said(others)}`);
}

/** The stems of the content words within `reach` tokens of token `i`, within its sentence if `sentences`. */
function wordsAround(read: ReadText, i: number, reach: number, sentences: boolean): Set<string> {
  const { first, last } = sentences ? sentenceOf(read, i) : { first: 0, last: read.tokens.length - 1 };
  const words = new Set<string>();
  for (let j = Math.max(first, i - reach); j <= Math.min(last, i + reach); j++) {
    const token = read.tokens[j];
    if (j !== i && token.kind === "word" && token.lower.length > 2 && !STOPWORDS.has(token.lower))
      words.add(stemOf(token.lower));
  }
  return words;
}

/**
 * "Capillary glucose today 6.2", "thank you for your advice today" when the dictation says "the weakness started
 * yesterday": the day of the consultation, which the dictation need not name, unless the dictation gives what the
 * document dates another day ("fell today" for "fell yesterday": a word beside the day is beside the other day too).
 */
function consultationsDay(claim: Of<"day">, document: ReadText, evidence: Evidence): boolean {
  if (claim.term !== "today" || claim.visit) return false;
  const dated = wordsAround(document, claim.first, 4, true);
  const [said] = evidence.reads;
  return !ofType(evidence.said, "day").some(
    (heard) =>
      OTHER_DAYS.has(heard.term) && [...wordsAround(said, heard.first, 6, false)].some((word) => dated.has(word)),
  );
}

function checkAcuity(claim: Of<"acuity">, evidence: Evidence, text: string): Flag | null {
  const acuities = ofType(evidence.claims, "acuity");
  const same = acuities.filter((heard) => heard.distance === claim.distance && heard.line === claim.line);
  // "R 6/9, L 6/6" for "right six over six, left six over nine": each eye's acuity said of the other eye.
  const sides = new Set(mapped(same, (heard) => heard.side));
  // …and "6/9 bilaterally" for "right six nine left six nine".
  if (sides.has("left") && sides.has("right")) sides.add("both");
  const { side } = claim;
  if (side && same.length && !sides.has(side) && !sides.has(undefined) && !sides.has("both")) {
    return flag(claim, "laterality", `${text} — dictation says ${[...sides].join(" and ")}`);
  }
  if (same.length) return null;
  const others = mapped(ofType(evidence.said, "acuity"), (heard) => `${heard.distance}/${heard.line}`);
  return flag(claim, "measurement", `visual acuity ${text} not in the dictation${said(others)}`);
}

function flag(claim: Claim, kind: FlagKind, explanation: string): Flag {
  return { start: claim.start, end: claim.end, kind, explanation };
}

function checkClaim(claim: Claim, evidence: Evidence, text: string): Flag | null {
  switch (claim.type) {
    case "amount":
      return checkAmount(claim, evidence, text);
    case "number":
      return checkNumber(claim, evidence, text);
    case "pressure":
      return checkPressure(claim, evidence, text);
    case "duration":
      return checkDuration(claim, evidence, text);
    case "frequency":
      return checkFrequency(claim, evidence, text);
    case "route":
      return checkRoute(claim, evidence, text);
    case "date":
      return checkDate(claim, evidence, text);
    case "time":
      return checkTime(claim, evidence, text);
    case "acuity":
      return checkAcuity(claim, evidence, text);
    case "day":
      return checkDay(claim, evidence, text);
  }
}

/**
 * A dose the document gives one medicine that the dictation gives only another ("Propranolol 60 mg" when 60 mg
 * was said of prednisolone): the name is the likely error, so the flag covers it. Null when no other medicine
 * was given this dose.
 */
function swappedName(claim: Of<"amount">, document: ReadText, evidence: Evidence): Flag | null {
  const subject = claim.subject;
  if (subject?.kind !== "medicine") return null;
  const others = ofType(evidence.claims, "amount").filter(
    (heard) => heard.subject?.kind === "medicine" && heard.subject.id !== subject.id && sameAmount(claim, heard),
  );
  if (!others.length) return null;
  const confusable = confusableWith(subject.id);
  return nameFlag(claim, others.find((heard) => confusable.has(heard.subject!.id)) ?? others[0], document);
}

/**
 * A dose the document gives one product of a medicine that the dictation gives only its other products ("OxyContin
 * 2.5 mg" when 2.5 mg was said of OxyNorm and 10 mg of OxyContin): the name is the likely error. Null when the
 * document's name says no product, the dictation does not name this product, or it gives the dose to this product or
 * to the medicine by a name that says none.
 */
function swappedProduct(claim: Of<"amount">, document: ReadText, evidence: Evidence): Flag | null {
  const subject = claim.subject;
  const product = subject?.kind === "medicine" ? productOf(subject.text) : undefined;
  // Named only by its other products, the name is flagged already (otherProduct).
  if (product === undefined || !evidence.products.get(subject!.id)?.has(product)) return null;
  const heard = ofType(evidence.claims, "amount").filter(
    (other) => other.subject?.kind === "medicine" && other.subject.id === subject!.id && sameAmount(claim, other),
  );
  const products = mapped(heard, (other) => productOf(other.subject!.text));
  if (!heard.length || products.some((other) => other === undefined || other === product)) return null;
  return nameFlag(claim, heard[0], document);
}

/** The flag of a dose given to the wrong name: it covers the name, and says whose dose the dictation made it. */
function nameFlag(claim: Of<"amount">, other: Of<"amount">, document: ReadText): Flag {
  const subject = claim.subject!;
  const start = document.tokens[subject.first].start;
  const end = Math.max(claim.end, document.tokens[subject.last].end);
  const amount = formatAmount(other.value, other.unit);
  return {
    start: Math.min(start, claim.start),
    end,
    kind: "medicine",
    explanation: `${subject.text} — dictation says ${other.subject!.text} (${amount})`,
  };
}

/** "over", ">", "less than": a comparison just before a number at `start`, as "above" or "below". */
function comparisonBefore(text: string, start: number): "above" | "below" | null {
  const found = COMPARISON.exec(text.slice(Math.max(0, start - 16), start));
  if (!found) return null;
  return /^(?:>|≥|over|above|greater|more)/i.test(found[1]) ? "above" : "below";
}
const COMPARISON = /(>|≥|<|≤|\bover|\babove|\bgreater than|\bmore than|\bunder|\bbelow|\bless than)\s*(?:the\s+)?$/i;

/**
 * "QRISK3 >10%" when 14.2% was said: a threshold the value the dictation gives is past — not one the dictation
 * itself gives as a threshold ("eGFR over 90" does not support "eGFR >60").
 */
function withinThreshold(claim: Of<"amount"> | Of<"number">, document: string, evidence: Evidence): boolean {
  const direction = comparisonBefore(document, claim.start);
  if (!direction) return false;
  const transcript = evidence.reads[0].text;
  const past = (heard: Of<"amount"> | Of<"number">) =>
    compatible(claim.subject, heard.subject) &&
    !comparisonBefore(transcript, heard.start) &&
    (direction === "above" ? heard.value > claim.value : heard.value < claim.value);
  // "BMI >30" for "bmi thirty one point two": a reading of no unit, named.
  if (claim.type === "number") return claim.subject !== null && ofType(evidence.claims, "number").some(past);
  return ofType(evidence.claims, "amount").some((heard) => heard.unit.id === claim.unit.id && past(heard));
}

/** Verbs of a step taken, before "up/down to" ("went up to", "was increased to"). */
const STEPPED = new Set(["went", "gone", "increased", "reduced", "stepped", "titrated", "moved", "upped"]);
/** Words that put a dose right, before "it's" ("no hang on, he says it's thirty milligrams", "sorry, it's …"). */
const PUT_RIGHT = new Set(["sorry", "hang", "actually", "correction", "no"]);
/** Words after a dose that make it one taken before ("one gram before", "ten milligrams until last month"). */
const EARLIER = new Set(["before", "until", "previously", "earlier", "originally", "once"]);

/** Words after a dose that make it a first or one-off dose ("two hundred milligrams on day one", "stat"). */
const ONE_OFF = /^\W*(?:on\s+)?(?:day|stat|then|first|initially|loading|once\s+only)\b/i;

/**
 * "Tirzepatide 7.5 mg weekly" for "five milligrams once a week and she went up to seven point five milligrams", and
 * "lansoprazole 30 mg OD" for "fifteen milligrams once a day, no hang on, … it's thirty milligrams": a dose said
 * alone after the one said with the frequency, the medicine's step to it or the dose put right, keeps the frequency
 * — not a first dose said before the course ("two hundred milligrams on day one then one hundred once a day").
 */
function steppedTo(
  claim: Of<"frequency">,
  dose: NonNullable<Of<"frequency">["dose"]>,
  same: Of<"frequency">[],
  evidence: Evidence,
): boolean {
  const read = evidence.reads[0];
  const withFrequency = ofType(evidence.claims, "frequency").some(
    (heard) => heard.dose && sameAmount(heard.dose, dose) && sameSubject(heard.subject, claim.subject),
  );
  if (withFrequency) return false;
  // The first reading's claims only: token positions are compared.
  const often = ofType(evidence.said, "frequency").filter((heard) => same.some((other) => other.start === heard.start));
  if (!often.length) return false;
  const last = often.reduce((latest, heard) => (heard.start > latest.start ? heard : latest));
  // …its medicine's, or no one's after it, with no other medicine named between ("and she went up to …").
  const between = (heard: Of<"amount">) => read.medicineAt.slice(last.last + 1, heard.first).some(Boolean);
  // …said as a step taken ("went up to seven point five") or a dose put right ("no hang on, … it's thirty"), not one
  // planned ("going up to ten after two weeks"), nor one taken before or by someone else ("she was on one gram before").
  const done = (heard: Of<"amount">) => {
    const word = (k: number) => read.tokens[k]?.lower ?? "";
    const steppedBy = word(heard.first - 1) === "to" && [2, 3, 4].some((k) => STEPPED.has(word(heard.first - k)));
    const before = mapped(read.tokens.slice(Math.max(0, heard.first - 8), heard.first), (token) => token.lower);
    const itIs = word(heard.first - 1) === "it's" || (word(heard.first - 1) === "is" && word(heard.first - 2) === "it");
    const putRight = itIs && before.some((said) => PUT_RIGHT.has(said));
    // "she's now on ten milligrams"
    const nowOn = word(heard.first - 1) === "on" && word(heard.first - 2) === "now";
    const after = mapped(read.tokens.slice(heard.last + 1, heard.last + 4), (token) => token.lower);
    return (steppedBy || putRight || nowOn) && !after.some((said) => EARLIER.has(said));
  };
  return ofType(evidence.said, "amount").some(
    (heard) =>
      compatible(claim.subject, heard.subject) &&
      sameAmount(heard, dose) &&
      heard.start > last.start &&
      !between(heard) &&
      done(heard) &&
      !ONE_OFF.test(read.text.slice(heard.end, heard.end + 30)),
  );
}

/**
 * "200 mg day 1 then 200 mg OD" when "two hundred milligrams on day one then one hundred milligrams once a day" was
 * said: each dose is said and so is the frequency, but the dictation gives this frequency only with another dose.
 */
function doseOfStep(claim: Of<"frequency">, amount: Of<"amount">, text: string, evidence: Evidence): Flag | null {
  const dose = claim.dose;
  if (!dose || !claim.subject || dose.value !== amount.value || dose.unit.id !== amount.unit.id) return null;
  const same = ofType(evidence.claims, "frequency").filter(
    (other) => sameSubject(claim.subject, other.subject) && frequencySupports(other.frequency, claim.frequency),
  );
  const other = (heard: Of<"frequency">) =>
    heard.dose !== undefined && heard.dose.unit.dimension === dose.unit.dimension && !sameAmount(heard.dose, dose);
  if (!same.length || !same.every(other)) return null;
  if (steppedTo(claim, dose, same, evidence)) return null;
  const given = unique(mapped(same, (heard) => formatAmount(heard.dose!.value, heard.dose!.unit)));
  return {
    start: amount.start,
    end: claim.end,
    kind: "dose",
    explanation: `${claim.subject.text} ${text.slice(amount.start, claim.end)}: the dictation gives ${describeFrequency(claim.frequency)} with ${given.join(" or ")}`,
  };
}

/**
 * The products the dictation named instead, when the document names a product of a medicine (OxyContin) and the
 * dictation names that medicine only by its other products (OxyNorm); null when the dictation names this product,
 * names the medicine without saying which, or does not name it.
 */
function otherProduct(text: string, heard: Map<string | undefined, string> | undefined): string | null {
  const product = productOf(text);
  if (product === undefined || !heard || heard.has(product) || heard.has(undefined)) return null;
  return [...heard.values()].join(", ");
}

/**
 * Medicines the document names that the transcript does not — as the swap it probably is when the transcript
 * names a look-alike ("hydralazine — dictation says hydroxyzine") — then each claim the transcript does not
 * support. A dose, frequency or route of a medicine already flagged as unnamed is not flagged again.
 */
export function checkDocument(document: ReadText, evidence: Evidence): Flag[] {
  const flags: Flag[] = [];
  const absent = new Set<string>();
  const named = new Set(mapped(document.medicines, (mention) => mention.id));
  const unmentioned = mapped(
    [...evidence.medicines].filter(([id]) => !named.has(id)),
    ([, text]) => text,
  );
  for (const mention of document.medicines) {
    const text = document.text.slice(mention.start, mention.end);
    const swapped = otherProduct(text, evidence.products.get(mention.id));
    if (swapped)
      flags.push({
        start: mention.start,
        end: mention.end,
        kind: "medicine",
        explanation: `${text} — dictation says ${swapped}`,
      });
    // A combination's part by its own name is said ("co-codamol" for "codeine"); a brand of the part alone is another
    // medicine ("Microval", levonorgestrel only, for "Microgynon").
    const brandOfPart = evidence.components.has(mention.id) && text.toLowerCase() !== mention.id;
    if (evidence.medicines.has(mention.id) && !brandOfPart) continue;
    absent.add(mention.id);
    const lookAlike = [...confusableWith(mention.id)].find((id) => evidence.medicines.has(id));
    const explanation = lookAlike
      ? `${text} — dictation says ${evidence.medicines.get(lookAlike)}`
      : mention.source === "stem"
        ? `${text} looks like a medicine and is not in the dictation`
        : mention.source === "key term"
          ? `${text} (one of your key terms) is not in the dictation`
          : `${text} not in the dictation${unmentioned.length && unmentioned.length <= 3 ? ` (the dictation names ${unique(unmentioned).join(", ")})` : ""}`;
    flags.push({ start: mention.start, end: mention.end, kind: "medicine", explanation });
  }
  // The last dose, while it is supported: its frequency may still be given with another dose.
  let lastAmount: Of<"amount"> | null = null;
  /** The readings the document gives that the dictation supports, so far. */
  const readings: Of<"amount">[] = [];
  for (const claim of extractClaims(document)) {
    const subject = "subject" in claim ? claim.subject : null;
    if (claim.type === "amount") lastAmount = null;
    if (subject?.kind === "medicine" && absent.has(subject.id)) continue;
    if ((claim.type === "amount" || claim.type === "number") && withinThreshold(claim, document.text, evidence))
      continue;
    const found =
      checkClaim(claim, evidence, document.text.slice(claim.start, claim.end)) ??
      (claim.type === "frequency" && lastAmount ? doseOfStep(claim, lastAmount, document.text, evidence) : null);
    if (!found && claim.type === "amount") lastAmount = claim;
    if (!found && claim.type === "amount" && claim.unit.kind === "measurement") readings.push(claim);
    if (found && claim.type === "amount" && differenceOf(claim, readings)) continue;
    if (found && claim.type === "day" && consultationsDay(claim, document, evidence)) continue;
    if (found && claim.type === "date" && relativeDayGlossed(claim, document, evidence)) continue;
    if (found && (claim.type === "number" || claim.type === "amount") && temperatureWithoutPoint(claim, evidence))
      continue;
    // (Read only for a number otherwise unsupported: it reads the whole dictation's words.)
    if (found && claim.type === "number" && !claim.subject && saidDigitByDigit(document, claim, evidence)) continue;
    if (found && claim.type === "frequency" && countsSaidTogether(document, claim, evidence)) continue;
    const product = !found && claim.type === "amount" ? swappedProduct(claim, document, evidence) : null;
    if (product) flags.push(product);
    if (!found) continue;
    flags.push((claim.type === "amount" && swappedName(claim, document, evidence)) || found);
  }
  return flags;
}
