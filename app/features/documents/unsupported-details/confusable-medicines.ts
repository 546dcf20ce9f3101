import { mapped } from "./arrays.ts";
import { MEDICINES } from "./medicines-list.ts";
import { nameWords } from "./names.ts";

/**
 * Medicines whose names look or sound alike, so that one is written for the other: "hydralazine" for
 * "hydroxyzine", "sulfadiazine" for "sulfasalazine", "NovoMix" for "NovoRapid". A medicine the document names
 * that the dictation does not, when the dictation names its look-alike, is flagged as the swap it probably is
 * ("hydralazine — dictation says hydroxyzine"); and a dose the document gives one medicine that the dictation
 * gives its look-alike moves the flag to the name.
 *
 * Source, honestly stated: transcribed from knowledge of the Institute for Safe Medication Practices' "List of
 * Confused Drug Names" (ISMP, US) — the pairs that matter in UK general practice, under their UK approved names
 * (British Approved Names and UK brands) — and of the look-alike sound-alike examples in UK guidance (NPSA and
 * NHS Improvement patient safety alerts, the Specialist Pharmacy Service's advice on look-alike sound-alike
 * medicines: propranolol/prednisolone, carbamazepine/carbimazole, folic acid/folinic acid, insulin names). It is
 * not a copy of any edition: check it against the current ISMP list and SPS advice when it is next reviewed, and
 * add pairs reported locally. Every name here must be a name in medicines-list.ts (a test checks it).
 */
export const CONFUSABLE_NAMES: ReadonlyArray<readonly [string, string]> = [
  // ISMP List of Confused Drug Names (generic and brand pairs used in UK primary care)
  ["hydralazine", "hydroxyzine"],
  ["sulfasalazine", "sulfadiazine"],
  ["amlodipine", "amiloride"],
  ["tamsulosin", "terazosin"],
  ["azathioprine", "azithromycin"],
  ["bupropion", "buspirone"],
  ["carbamazepine", "oxcarbazepine"],
  ["chlorpromazine", "chlorpropamide"],
  ["chlorpromazine", "prochlorperazine"],
  ["clomifene", "clomipramine"],
  ["clonazepam", "clonidine"],
  ["clonazepam", "lorazepam"],
  ["alprazolam", "lorazepam"],
  ["clozapine", "olanzapine"],
  ["quetiapine", "olanzapine"],
  ["duloxetine", "fluoxetine"],
  ["fluoxetine", "paroxetine"],
  ["hydromorphone", "morphine"],
  ["isotretinoin", "tretinoin"],
  ["lamotrigine", "lamivudine"],
  ["lamotrigine", "levetiracetam"],
  ["levetiracetam", "levofloxacin"],
  ["medroxyprogesterone", "methylprednisolone"],
  ["metformin", "metronidazole"],
  ["methadone", "methylphenidate"],
  ["nifedipine", "nicardipine"],
  ["nifedipine", "nimodipine"],
  ["prednisolone", "prednisone"],
  ["quinine", "quinidine"],
  ["risperidone", "ropinirole"],
  ["sitagliptin", "sumatriptan"],
  ["tizanidine", "tiagabine"],
  ["tramadol", "trazodone"],
  ["doxycycline", "dicycloverine"],
  ["hydroxychloroquine", "hydroxycarbamide"],
  ["promethazine", "promazine"],
  ["cetirizine", "sertraline"],
  ["clobazam", "clonazepam"],
  ["valaciclovir", "valganciclovir"],
  ["aripiprazole", "rabeprazole"],
  ["salbutamol", "salmeterol"],
  ["lamictal", "lamisil"],
  ["celebrex", "celexa"],
  ["zyprexa", "zyrtec"],
  ["keflex", "keppra"],
  ["flomax", "fosamax"],
  ["brilique", "brintellix"],
  ["humalog", "humulin"],
  // cephalosporins whose names differ by a syllable (ISMP)
  ["ceftriaxone", "cefotaxime"],
  ["cefuroxime", "cefotaxime"],
  ["desmopressin", "vasopressin"],
  ["phenoxymethylpenicillin", "penicillamine"],
  // more ISMP pairs with both names in UK use. A brand pair stands for its medicines, so only brands whose medicines
  // are seldom taken together: Cozaar/Zocor would call a simvastatin written for atorvastatin "losartan"
  ["saxagliptin", "sitagliptin"],
  ["sumatriptan", "zolmitriptan"],
  ["flavoxate", "fluvoxamine"],
  ["guaifenesin", "guanfacine"],
  ["chlordiazepoxide", "chlorpromazine"],
  ["ephedrine", "epinephrine"],
  ["mifepristone", "misoprostol"],
  ["aminophylline", "amitriptyline"],
  ["lamotrigine", "levothyroxine"],
  ["captopril", "carvedilol"],
  ["cyclophosphamide", "ciclosporin"],
  ["sandimmun", "sandostatin"],
  ["tegretol", "trental"],
  ["diovan", "zyban"],
  ["aricept", "azilect"],
  ["amaryl", "reminyl"],
  ["lantus", "latuda"],
  ["xeloda", "xenical"],
  ["zovirax", "zyvox"],
  ["januvia", "janumet"],
  ["imdur", "imuran"],
  ["lamictal", "lomotil"],
  ["lamictal", "labetalol"],
  ["efient", "efexor"],
  ["intuniv", "invega"],
  // UK look-alike sound-alike examples (NPSA / NHS Improvement alerts, SPS)
  // vitamin D: the analogues for renal patients written for the vitamin (SPS, vitamin D preparations)
  ["colecalciferol", "alfacalcidol"],
  ["alfacalcidol", "calcitriol"],
  ["oral rehydration salts", "loperamide"],
  ["propranolol", "prednisolone"],
  ["carbamazepine", "carbimazole"],
  ["folic acid", "folinic acid"],
  ["chlorphenamine", "chlorpromazine"],
  ["losec", "lasix"],
  ["seretide", "serevent"],
  ["novorapid", "novomix"],
  ["humalog", "humalog mix"],
  // a very potent and a moderately potent topical steroid a letter apart (Dermovate, Eumovate)
  ["clobetasol", "clobetasone"],
  ["gliclazide", "glipizide"],
  // a topical NSAID gel a syllable from a laxative (SPS)
  ["movicol", "movelat"],
];

/**
 * Products of one medicine that are not interchangeable, each a list of the names it is known by: a document that
 * names one product where the dictation named only another is flagged as the swap ("OxyContin — dictation says
 * OxyNorm"), though both are the same medicine. Immediate-release and modified-release opioids confused; patches
 * worn for different lengths of time; medicines prescribed by brand because their brands are not bioequivalent; a
 * baby's product for an adult's. A name that says no product ("oxycodone", "Gaviscon") is neither flagged nor
 * evidence against one.
 *
 * Source, honestly stated: written from knowledge of the MHRA's Drug Safety Update advice to prescribe by brand
 * (oral tacrolimus — Prograf, Advagraf; ciclosporin; lithium; modified-release theophylline; oral mesalazine), the
 * NPSA's alert on opioid dosing errors and the confusions of immediate- and modified-release oxycodone and morphine
 * it reports, and the BNF's notes on buprenorphine and fentanyl preparations; and the Green Book's rabies chapter,
 * which asks for a post-exposure course to be finished with the product it was started with where possible (Rabipur,
 * Verorab), so the one given abroad is recorded as given; and the FSRH's guidance on levonorgestrel intrauterine
 * systems, whose brands hold different doses and are licensed for different lengths of use (Mirena, Kyleena, Jaydess,
 * Levosert, Benilexa), so the one fitted decides when it is changed. Every name here must be a name in
 * medicines-list.ts, and every name of a group a name of one medicine (a test checks both).
 */
const CONFUSABLE_PRODUCTS: ReadonlyArray<ReadonlyArray<readonly string[]>> = [
  [["oxynorm"], ["oxycontin"]],
  [["oramorph"], ["sevredol"], ["zomorph"], ["mst continus"]],
  [["butrans"], ["transtec"], ["subutex"], ["espranor"]],
  [["durogesic", "matrifen"], ["effentora"]],
  [["neoral"], ["sandimmun"], ["capimune"], ["deximune"], ["ikervis"]],
  [["protopic"], ["prograf"], ["advagraf"], ["adoport"], ["envarsus"]],
  [["priadel"], ["camcolit"], ["liskonum"]],
  [["asacol"], ["octasa"], ["pentasa"], ["salofalk"], ["mezavant"]],
  [["uniphyllin"], ["slo-phyllin"]],
  [["gaviscon infant"], ["gaviscon advance"]],
  [["rabipur"], ["verorab"]],
  [["mirena"], ["kyleena"], ["jaydess"], ["levosert"], ["benilexa"]],
];

/** Each medicine's one name (its id in medicines-list.ts) by every name it is known by. */
function idsByName(): Map<string, string> {
  const ids = new Map<string, string>();
  for (const [id, ...others] of MEDICINES) for (const name of [id, ...others]) ids.set(name.toLowerCase(), id);
  return ids;
}

const IDS = idsByName();

/** Names in CONFUSABLE_NAMES or CONFUSABLE_PRODUCTS that medicines-list.ts does not know (kept empty by a test). */
export function unknownConfusableNames(): string[] {
  return [...CONFUSABLE_NAMES.flat(), ...CONFUSABLE_PRODUCTS.flat(2)].filter((name) => !IDS.has(name));
}

/** The medicines each group of CONFUSABLE_PRODUCTS names (kept to one each by a test). */
export function productGroupMedicines(): string[][] {
  return mapped(CONFUSABLE_PRODUCTS, (group) => [...new Set(mapped(group.flat(), (name) => IDS.get(name) ?? name))]);
}

/** A name as written, in the form products are looked up by: its words as names are matched, one space between. */
/** A name's words, without a possessive on its last ("the mirena's licensed for five years" names the Mirena). */
const productKey = (name: string) => nameWords(name.replace(/['’]s$/i, "")).join(" ");

const PRODUCTS = new Map<string, string>();
for (const group of CONFUSABLE_PRODUCTS)
  for (const names of group) for (const name of names) PRODUCTS.set(productKey(name), names[0]);

/**
 * Which of its medicine's products a name says, as written ("OxyNorm", "Gaviscon Infant"): the product's first name
 * in CONFUSABLE_PRODUCTS, or undefined for a name that says none ("oxycodone", "Gaviscon").
 */
export function productOf(name: string): string | undefined {
  return PRODUCTS.get(productKey(name));
}

const PARTNERS = new Map<string, Set<string>>();
for (const [a, b] of CONFUSABLE_NAMES) {
  const [first, second] = [IDS.get(a), IDS.get(b)];
  if (!first || !second || first === second) continue;
  PARTNERS.set(first, (PARTNERS.get(first) ?? new Set()).add(second));
  PARTNERS.set(second, (PARTNERS.get(second) ?? new Set()).add(first));
}

/** The medicines (by id) whose names are confused with medicine `id`'s. */
export function confusableWith(id: string): ReadonlySet<string> {
  return PARTNERS.get(id) ?? new Set();
}
