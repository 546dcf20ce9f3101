import { MEDICINES } from "./medicines-list.ts";
import { buildIndex, findNames, type NameMention } from "./names.ts";
import type { Token } from "./tokens.ts";
import { mapped } from "./arrays.ts";
import { extended } from "./objects.ts";

/**
 * Medicines named in a text: from the list the project keeps (medicines-list.ts), from the clinician's own key
 * terms, and — for a word in neither — by a medicine's stem (-pril, -sartan, -olol …), so that a medicine the
 * list lacks is still checked. Each mention carries the medicine's one name (`id`): brand and generic names of
 * the same medicine are the same medicine ("Ventolin" is salbutamol).
 */
export type MedicineMention = NameMention & { source: "list" | "key term" | "stem" };

const LIST = buildIndex(
  MEDICINES.flatMap(([id, ...others]) =>
    [id, ...others].flatMap((name) => {
      // "sacubitril valsartan" as said, "sacubitril/valsartan" as written.
      const spoken = name.replace(/\//g, " ");
      const names = spoken === name ? [name] : [spoken, name];
      if (spoken.includes("-")) names.push(spoken.replace(/-/g, ""));
      return mapped(names, (variant) => ({ id, name: variant }));
    }),
  ),
);

/**
 * Endings that mark a word as a medicine's name in the British Approved Names scheme. A word counts only when
 * it is at least three letters longer than its ending (so "April" is not a -pril, nor "statins" a medicine).
 */
const STEMS = [
  "pril",
  "sartan",
  "olol",
  "alol",
  "dipine",
  "statin",
  "cillin",
  "mycin",
  "micin",
  "oxacin",
  "cycline",
  "prazole",
  "tidine",
  "gliptin",
  "gliflozin",
  "glitazone",
  "glutide",
  "triptan",
  "setron",
  "lukast",
  "parin",
  "xaban",
  "gatran",
  "conazole",
  "nidazole",
  "ciclovir",
  "semide",
  "thiazide",
  "dronate",
  "oxetine",
  "triptyline",
  "pramine",
  "azepam",
  "zolam",
  "apine",
  "peridone",
  "profen",
  "fenac",
  "coxib",
  "codone",
  "caine",
  "olone",
  "isone",
  "asone",
  "terol",
  "tropium",
  "mab",
  "tinib",
];
/** Ordinary or clinical words with a medicine's ending that are not medicines. */
const NOT_MEDICINES = new Set(["cholesterol", "ergosterol", "sterol"]);

const STEM_ENDING = new RegExp(`(?:${STEMS.join("|")})$`);

function hasMedicineStem(word: string): boolean {
  if (word.length < 6 || !STEM_ENDING.test(word) || !/^[a-z]+$/.test(word) || NOT_MEDICINES.has(word)) return false;
  return STEMS.some((stem) => word.endsWith(stem) && word.length >= stem.length + 3);
}

const IDS = new Set(mapped(MEDICINES, ([id]) => id));

/**
 * The listed medicines a combination is made of ("tramadol/paracetamol": tramadol and paracetamol), none for a
 * single medicine. Said without its slash ("stop tramadol paracetamol one gram four times a day", unpunctuated), a
 * combination may be two medicines named one after the other.
 */
export function componentsOf(id: string): string[] {
  return id.includes("/") ? id.split("/").filter((part) => IDS.has(part)) : [];
}

/** Medicines in `tokens`, in order, never overlapping. */
/** The shortest plural of a listed name read as it ("epipens", not "pens"). */
const PLURAL_LENGTH = 6;

export function findMedicines(tokens: Token[], keyTerms: readonly string[] = []): MedicineMention[] {
  const taken = new Array<boolean>(tokens.length).fill(false);
  const take = (mention: NameMention) => {
    for (let i = mention.first; i <= mention.last; i++) taken[i] = true;
  };
  const free = (mention: NameMention) => {
    for (let i = mention.first; i <= mention.last; i++) if (taken[i]) return false;
    return true;
  };
  const listed = mapped(findNames(tokens, LIST), (mention) => extended(mention, { source: "list" as const }));
  listed.forEach(take);
  // "carries two epipens": a one-word name said in the plural.
  tokens.forEach((token, i) => {
    if (token.kind !== "word" || taken[i] || token.lower.length < PLURAL_LENGTH || !token.lower.endsWith("s")) return;
    const name = LIST.get(token.lower.slice(0, -1))?.find((entry) => entry.words.length === 1 && !entry.caseSensitive);
    if (!name) return;
    const mention = { id: name.id, first: i, last: i, start: token.start, end: token.end };
    listed.push(extended(mention, { source: "list" as const }));
    take(mention);
  });
  const terms = mapped(keyTerms, (term) => term.trim()).filter(Boolean);
  const keyed = terms.length
    ? mapped(findNames(tokens, keyIndex(terms)).filter(free), (mention) =>
        extended(mention, { source: "key term" as const }),
      )
    : [];
  keyed.forEach(take);
  const stemmed: MedicineMention[] = [];
  tokens.forEach((token, i) => {
    if (token.kind !== "word" || taken[i] || !hasMedicineStem(token.lower)) return;
    stemmed.push({ id: token.lower, first: i, last: i, start: token.start, end: token.end, source: "stem" });
  });
  return [...listed, ...keyed, ...stemmed].sort((a, b) => a.first - b.first);
}

function keyIndex(terms: string[]) {
  return buildIndex(mapped(terms, (term) => ({ id: `key term: ${term.toLowerCase()}`, name: term })));
}
