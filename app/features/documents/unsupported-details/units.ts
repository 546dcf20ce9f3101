import { wordTable } from "./lookup.ts";
import { mapped } from "./arrays.ts";
import { withoutPossessive } from "./tokens.ts";

/**
 * Units of measure and of medicine, each spelling mapped to one unit: "mcg", "µg", "micrograms" are one unit;
 * "mg", "milligrams" another. Units of the same dimension compare by size (1 g = 1,000 mg; 1 l = 1,000 ml), so
 * "1 g" and "1000 mg" are the same dose and "50 mg" is not "50 micrograms". Durations have their own scale:
 * minutes up to weeks (a fortnight = 2 weeks = 14 days), months and years (a year = 12 months).
 */

/** `dose`: strengths and amounts of a medicine; `measurement`: observations and results. */
type UnitKind = "dose" | "measurement";
export type Unit = { id: string; dimension: string; factor: number; kind: UnitKind; display: string };

const unit = (id: string, kind: UnitKind, display = id, dimension = id, factor = 1): Unit => ({
  id,
  dimension,
  factor,
  kind,
  display,
});

const MICROGRAMS = unit("micrograms", "dose", "micrograms", "mass", 0.001);
const MILLIGRAMS = unit("mg", "dose", "mg", "mass", 1);
const GRAMS = unit("g", "dose", "g", "mass", 1000);
const NANOGRAMS = unit("ng", "dose", "ng", "mass", 1e-6);
const MILLILITRES = unit("ml", "dose", "ml", "volume", 1);
/** A liquid's strength: "250 mg/5 mL", said "two fifty in five". */
export const MG_PER_5_ML = unit("mg/5ml", "dose", "mg/5 ml");
export const MG_PER_ML = unit("mg/ml", "dose", "mg/ml");
const LITRES = unit("l", "dose", "litres", "volume", 1000);
export const CENTIMETRES = unit("cm", "measurement", "cm", "length", 10);

const PER_KILO = String.raw`\s?(?:\/|\s+per\s+|\s+a\s+)\s?(?:kg|kilos?|kilograms?)`;
const PER_DAY = String.raw`\s?(?:\/|\s+per\s+|\s+a\s+)\s?(?:day|24\s?h(?:ours?)?)`;
const PER_DOSE = String.raw`(?:\s?(?:\/|\s+per\s+|\s+a\s+)\s?dose)?`;
/** "/L" as written, "per litre" as said ("one hundred and fourteen grams per litre" is 114 g/L). */
const PER_LITRE = String.raw`\s?(?:\/|\s+per\s+)\s?(?:l|lit(?:re|er))`;

/** Each unit's spellings (a regular expression, case-insensitive), longest and most specific first. */
const SPELLINGS: ReadonlyArray<readonly [string, Unit]> = [
  [
    String.raw`(?:ml|mls|millilit(?:re|er)s?)\s?(?:\/|\s+per\s+|\s+a\s+)\s?min(?:ute)?(?:\s?\/\s?1\.73\s?m(?:2|²))?`,
    unit("ml/min", "measurement", "mL/min/1.73m²"),
  ],
  [String.raw`(?:l|lit(?:re|er)s?)(?:\s?\/\s?|\s+per\s+|\s+a\s+)min(?:ute)?`, unit("l/min", "measurement", "L/min")],
  [String.raw`(?:mmol|millimoles?)(?:\s?\/\s?|\s+per\s+)mol(?:e|es)?`, unit("mmol/mol", "measurement")],
  [String.raw`(?:mmol|millimoles?)${PER_LITRE}`, unit("mmol/l", "measurement", "mmol/L")],
  [String.raw`(?:(?:µ|μ|u|micro)mol|micromoles?)${PER_LITRE}`, unit("µmol/l", "measurement", "µmol/L")],
  [String.raw`(?:nmol|nanomoles?)${PER_LITRE}`, unit("nmol/l", "measurement", "nmol/L")],
  [String.raw`(?:pmol|picomoles?)${PER_LITRE}`, unit("pmol/l", "measurement", "pmol/L")],
  [String.raw`(?:mg|milligrams?)(?:\s?\/\s?|\s+per\s+)(?:mmol|millimoles?)`, unit("mg/mmol", "measurement")],
  // A FIT result: "86 µg Hb/g", said "eighty six micrograms of haemoglobin per gram of faeces"
  [
    String.raw`(?:(?:µg|μg|ug|mcg)\s?hb\s?\/\s?g|micrograms?\s+(?:of\s+)?(?:haemoglobin|hemoglobin|hb)\s+(?:per|\/)\s?g(?:ram)?)`,
    unit("µg Hb/g", "measurement"),
  ],
  [String.raw`(?:µg|μg|ug|mcg|micrograms?)${PER_LITRE}`, unit("µg/l", "measurement", "µg/L")],
  [String.raw`(?:ng|nanograms?)\s?(?:\/|\s+per\s+)\s?(?:ml|millilit(?:re|er))`, unit("ng/ml", "measurement", "ng/mL")],
  [String.raw`(?:ng|nanograms?)${PER_LITRE}`, unit("ng/l", "measurement", "ng/L")],
  [String.raw`(?:mg|milligrams?)${PER_LITRE}`, unit("mg/l", "measurement", "mg/L")],
  [String.raw`(?:mg|milligrams?)(?:\s?\/\s?|\s+per\s+)(?:dl|decilit(?:re|er))`, unit("mg/dl", "measurement", "mg/dL")],
  [String.raw`(?:g|grams?)${PER_LITRE}`, unit("g/l", "measurement", "g/L")],
  [String.raw`(?:g|grams?)(?:\s?\/\s?|\s+per\s+)(?:dl|decilit(?:re|er))`, unit("g/dl", "measurement", "g/dL")],
  [String.raw`(?:mi?u|milli-?units?)${PER_LITRE}`, unit("mu/l", "measurement", "mU/L")],
  [String.raw`(?:i?u|(?:international\s+)?units?)${PER_LITRE}`, unit("u/l", "measurement", "U/L")],
  [
    String.raw`(?:[x×]\s?10\s?\^?\s?9|(?:x|times)\s+ten\s+to\s+the\s+nine)${PER_LITRE}`,
    unit("x10^9/l", "measurement", "×10⁹/L"),
  ],
  [String.raw`[x×]\s?10\s?\^?\s?12\s?\/\s?l`, unit("x10^12/l", "measurement", "×10¹²/L")],
  [
    String.raw`(?:kg|kilograms?|kilos?)(?:\s?\/\s?|\s+per\s+)(?:m(?:2|²)|(?:square\s+)?met(?:re|er)s?(?:\s+squared)?)`,
    unit("kg/m2", "measurement", "kg/m²"),
  ],
  // Doses by weight: "10 mg/kg/dose" = "10 mg/kg" = "ten milligrams per kilo per dose"; per day is another unit.
  [String.raw`(?:mg|milligrams?)${PER_KILO}${PER_DAY}`, unit("mg/kg/day", "dose")],
  [String.raw`(?:mg|milligrams?)${PER_KILO}${PER_DOSE}`, unit("mg/kg", "dose")],
  [String.raw`(?:micrograms?|mcg|µg|μg)${PER_KILO}${PER_DAY}`, unit("micrograms/kg/day", "dose")],
  [String.raw`(?:micrograms?|mcg|µg|μg)${PER_KILO}${PER_DOSE}`, unit("micrograms/kg", "dose")],
  [String.raw`(?:mg|milligrams?)\s?(?:\/|\s+in\s+|\s+per\s+)\s?5\s?(?:ml|mls|mils?|millilit(?:re|er)s?)`, MG_PER_5_ML],
  // "one milligram per mil": millilitres as said
  [
    String.raw`(?:mg|milligrams?)\s?(?:\/|\s+in\s+|\s+per\s+)\s?(?:1\s?)?(?:ml|mil|millilit(?:re|er))(?![a-z])`,
    MG_PER_ML,
  ],
  [String.raw`mm\s?hg|millimet(?:re|er)s?\s+of\s+mercury`, unit("mmhg", "measurement", "mmHg")],
  [String.raw`beats?\s+(?:per|a)\s+min(?:ute)?|bpm`, unit("bpm", "measurement")],
  [String.raw`breaths?\s+(?:per|a)\s+min(?:ute)?|(?:per\s+min(?:ute)?|\/\s?min)`, unit("/min", "measurement")],
  [String.raw`micro-?grams?|micro-?grammes?|mcg|µg|μg|ug`, MICROGRAMS],
  [String.raw`milli-?grams?|milli-?grammes?|mgs?`, MILLIGRAMS],
  [String.raw`nano-?grams?|ng`, NANOGRAMS],
  [String.raw`grams?|grammes?|gm?`, GRAMS],
  [String.raw`kilo-?grams?|kilos?|kgs?`, unit("kg", "measurement")],
  // "one mil", "five mils": millilitres as said
  [String.raw`milli-?lit(?:re|er)s?|mls?|mils?`, MILLILITRES],
  [String.raw`lit(?:re|er)s?|l`, LITRES],
  [String.raw`[°º]\s?[cf]?|degrees?(?:\s+(?:celsius|centigrade|c))?|deg|(?<=\d)c`, unit("degrees", "measurement", "°")],
  [String.raw`%|per\s?cent`, unit("%", "measurement")],
  // a score: "pain 7 out of 10"
  [String.raw`out\s+of\s+(?:10|ten)`, unit("/10", "measurement", "out of 10")],
  // Lengths are one dimension: "height one sixty three centimetres" is "Ht 1.63 m".
  [String.raw`centi-?met(?:re|er)s?|cm`, CENTIMETRES],
  [String.raw`milli-?met(?:re|er)s?|mm`, unit("mm", "measurement", "mm", "length", 1)],
  [String.raw`met(?:re|er)s?|m`, unit("m", "measurement", "m", "length", 1000)],
  [String.raw`yards?|yds?`, unit("yards", "measurement")],
  [String.raw`miles?`, unit("miles", "measurement")],
  [String.raw`stones?`, unit("stone", "measurement")],
  [String.raw`lbs?|pounds?`, unit("lb", "measurement")],
  [String.raw`inch(?:es)?`, unit("inches", "measurement")],
  [String.raw`ft|feet|foot`, unit("ft", "measurement")],
  [String.raw`fl|femto-?lit(?:re|er)s?`, unit("fl", "measurement", "fL")],
  [String.raw`pack[\s-]?(?:years?|yrs?)`, unit("pack-years", "measurement")],
  [String.raw`international\s+units|units?|iu`, unit("units", "dose")],
  [String.raw`tablets?|tabs?`, unit("tablets", "dose")],
  [String.raw`capsules?|caps?`, unit("capsules", "dose")],
  [String.raw`puffs?|sprays?|actuations?`, unit("puffs", "dose")],
  [String.raw`drops?`, unit("drops", "dose")],
  [String.raw`sachets?`, unit("sachets", "dose")],
  // a dipstick's grade ("ketones 1+", "protein two plus")
  // …not "2+ hrs" (two hours or more)
  [
    String.raw`\+(?![\d+]|\s*(?:h|hrs?|hours?|mins?|minutes?|days?|wks?|weeks?|months?|years?|yrs?)\b)|plus(?!\s+\d)`,
    unit("plus", "measurement", "+"),
  ],
  [String.raw`pumps?|measures?|applicatorfuls?`, unit("pumps", "dose")],
  [String.raw`patch(?:es)?`, unit("patches", "dose")],
  // "taken it three or four times this month": doses counted — not "three times a day", a frequency.
  [
    String.raw`doses?|times(?![\s-]*(?:a|an|per|daily|day|nightly|weekly|monthly|each|every|in|over|the|as)\b)`,
    unit("doses", "dose"),
  ],
  [String.raw`pessar(?:y|ies)`, unit("pessaries", "dose")],
  [String.raw`suppositor(?:y|ies)`, unit("suppositories", "dose")],
  [String.raw`ampoules?|vials?`, unit("ampoules", "dose")],
  [String.raw`injections?`, unit("injections", "dose")],
  [String.raw`applications?`, unit("applications", "dose")],
  [String.raw`lozenges?`, unit("lozenges", "dose")],
  [String.raw`table-?spoons?(?:fuls?)?|tbsps?|tbs`, unit("tablespoons", "dose", "tbsp", "volume", 15)],
  [String.raw`tea-?spoons?(?:fuls?)?|tsps?`, unit("teaspoons", "dose", "tsp", "volume", 5)],
  [String.raw`spoonfuls?`, unit("spoonfuls", "dose")],
];

const LEAD = String.raw`[ \t]*-?[ \t]*`;
const AFTER = String.raw`(?![\p{L}\p{N}])`;
/**
 * All spellings in one sticky expression, one capturing group each, tried in order at one position (an
 * alternative whose unit does not end where a word ends gives way to the next, as when tried one by one).
 */
const ANY_UNIT = new RegExp(`${LEAD}(?:${mapped(SPELLINGS, ([pattern]) => `(${pattern})`).join("|")})${AFTER}`, "iuy");

// Each spelling must be exactly one group for unitAt to tell which matched: no capturing groups inside.
if (new RegExp(`${ANY_UNIT.source}|`, "iu").exec("")!.length !== SPELLINGS.length + 1) {
  throw new Error("A unit spelling has a capturing group: use (?: … ) inside spellings");
}

/** The unit written at `position` in `text` (after a number, spaces or a hyphen allowed), and where it ends. */
export function unitAt(text: string, position: number): { unit: Unit; end: number } | null {
  ANY_UNIT.lastIndex = position;
  const match = ANY_UNIT.exec(text);
  if (!match) return null;
  const index = match.findIndex((group, i) => i > 0 && group !== undefined);
  return { unit: SPELLINGS[index - 1][1], end: position + match[0].length };
}

const close = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));

/** Whether two amounts are the same: same dimension and the same size (1 g = 1000 mg). */
export function sameAmount(a: { value: number; unit: Unit }, b: { value: number; unit: Unit }): boolean {
  return a.unit.dimension === b.unit.dimension && close(a.value * a.unit.factor, b.value * b.unit.factor);
}

export function formatNumber(value: number): string {
  return String(Math.round(value * 1000) / 1000);
}

export function formatAmount(value: number, found: Unit): string {
  return found.display === "%" || found.display === "°"
    ? `${formatNumber(value)}${found.display}`
    : `${formatNumber(value)} ${found.display}`;
}

// ---------------------------------------------------------------------------------------------------------
// Durations

/** A length of time: minutes (minutes to weeks) or months (months and years), which do not convert. */
export type Span = { amount: number; scale: "minutes" | "months" };

const DURATION_UNITS: ReadonlyArray<readonly [RegExp, Span]> = [
  [/^(?:minutes?|mins?)$/, { amount: 1, scale: "minutes" }],
  [/^(?:hours?|hrs?|h)$/, { amount: 60, scale: "minutes" }],
  [/^(?:days?|nights?)$/, { amount: 1440, scale: "minutes" }],
  [/^(?:weeks?|wks?)$/, { amount: 10080, scale: "minutes" }],
  [/^fortnights?$/, { amount: 20160, scale: "minutes" }],
  [/^(?:months?|mths?|mo)$/, { amount: 1, scale: "months" }],
  [/^(?:years?|yrs?)$/, { amount: 12, scale: "months" }],
];

/** The length of one `word` ("week", "hrs", "fortnight"), or null when it is not a unit of time. */
export function durationUnit(word: string): Span | null {
  // "a month's duration", "a year's history": the unit's possessive is the unit.
  const unit = withoutPossessive(word) ?? word;
  return DURATION_UNITS.find(([pattern]) => pattern.test(unit))?.[1] ?? null;
}

/** GP shorthand: 5/7 is five days, 2/52 two weeks, 3/12 three months. */
export const SHORTHAND = wordTable<Span>({
  "7": { amount: 1440, scale: "minutes" },
  "52": { amount: 10080, scale: "minutes" },
  "12": { amount: 1, scale: "months" },
});

export function sameSpan(a: Span, b: Span): boolean {
  return a.scale === b.scale && close(a.amount, b.amount);
}

/** "2 weeks", "36 hours", "18 months", "2 years": the largest whole unit. */
export function formatSpan(span: Span): string {
  const steps: Array<[number, string]> =
    span.scale === "months"
      ? [
          [12, "year"],
          [1, "month"],
        ]
      : [
          [10080, "week"],
          [1440, "day"],
          [60, "hour"],
          [1, "minute"],
        ];
  for (const [size, name] of steps) {
    const count = span.amount / size;
    if (Number.isInteger(Math.round(count * 1000) / 1000) && count >= 1) {
      const rounded = Math.round(count);
      return `${rounded} ${name}${rounded === 1 ? "" : "s"}`;
    }
  }
  return `${formatNumber(span.amount)} ${span.scale}`;
}
