import { wordTable } from "./lookup.ts";
import { buildIndex, findNames, type NameMention } from "./names.ts";
import { foundOnce, type ReadText } from "./read-text.ts";
import { withoutPossessive, type Token } from "./tokens.ts";
import { mapped } from "./arrays.ts";

const WHOSE = ["", "the ", "her ", "his ", "their ", "my ", "your ", "a "];
/** "blood in his poo", "blood in the urine", "blood mixed with her stool": blood in what the body passes, as said. */
const bloodIn = (...passed: string[]) =>
  passed.flatMap((what) =>
    WHOSE.flatMap((whose) => [
      `blood in ${whose}${what}`,
      `blood mixed with ${whose}${what}`,
      `blood mixed in with ${whose}${what}`,
    ]),
  );

/**
 * Symptoms and signs whose presence or absence a GP note records, each by its one name with the ways it is
 * written and said ("shortness of breath" = "SOB" = "breathless"; "haematuria" = "blood in the urine").
 * Words that mean a finding is absent by themselves are listed apart ("afebrile", "NKDA").
 */
const FINDINGS: ReadonlyArray<readonly [id: string, ...names: string[]]> = [
  ["chest pain", "chest pain", "chest pains", "cp", "pleuritic chest pain", "pleuritic pain"],
  ["pain at rest", "pain at rest", "rest pain"],
  ["chest tightness", "chest tightness"],
  // "ECG sinus rhythm, no AF" and "ECG: atrial fibrillation"
  ["atrial fibrillation", "atrial fibrillation", "af", "fast af", "paroxysmal af", "paf"],
  // "no leaking of urine" and "No incontinence"; "stress incontinence" is a kind of it
  [
    "urinary incontinence",
    ...["urinary incontinence", "incontinence", "incontinent", "incontinence of urine", "leaking of urine"],
    ...["leaking urine", "leakage of urine", "leaks urine", "urinary leakage"],
  ],
  ["faecal incontinence", "faecal incontinence", "bowel incontinence", "incontinence of faeces"],
  ["hepatosplenomegaly", "hepatosplenomegaly", "hsm", "organomegaly"],
  ["splenomegaly", "splenomegaly", "enlarged spleen", "spleen enlarged"],
  ["hepatomegaly", "hepatomegaly", "enlarged liver", "liver enlarged"],
  [
    "apnoea",
    ...["apnoea", "apnoeas", "apnea", "apneas", "apnoeic episodes", "witnessed apnoeas", "pauses in breathing"],
    ...["pauses in his breathing", "pauses in her breathing", "pauses in their breathing", "stops breathing"],
  ],
  [
    "breathlessness",
    "shortness of breath",
    "short of breath",
    "sob",
    "breathless",
    "breathlessness",
    "dyspnoea",
    "dyspnea",
    "breathing difficulty",
    "difficulty breathing",
    "difficulty in breathing",
    "trouble breathing",
    "puffed",
    "puffed out",
    // "gets a bit short walking up the hill": short of breath, as a GP says it
    ...["gets short", "gets a bit short", "gets a little short", "getting short", "getting a bit short"],
  ],
  ["fever", "fever", "fevers", "feverish", "febrile", "pyrexia", "pyrexial", "high temperature"],
  ["cough", "cough", "coughing"],
  [
    "haemoptysis",
    ...["haemoptysis", "hemoptysis", "coughing up blood", "coughed up blood", "blood-stained sputum"],
    ...["coughed up any blood", "coughing up any blood"],
    ...bloodIn("sputum", "phlegm", "spit"),
  ],
  [
    "haematemesis",
    "haematemesis",
    "hematemesis",
    "vomiting blood",
    "vomited blood",
    "vomiting of blood",
    "vomits blood",
    ...bloodIn("vomit", "sick"),
  ],
  ["melaena", "melaena", "melena", "black stools", "black stool", "tarry stools", "dark stools"],
  [
    "rectal bleeding",
    "rectal bleeding",
    "pr bleeding",
    "pr blood",
    "blood pr",
    "brpr",
    "blood on the toilet paper",
    "blood on the paper",
    "blood on wiping",
    "blood in the pan",
    "bleeding from the back passage",
    ...bloodIn("stool", "stools", "poo", "poos", "faeces", "motions", "bowel motions", "nappy"),
  ],

  ["pv bleeding", "pv bleeding", "vaginal bleeding", "pv bleed"],
  [
    "postmenopausal bleeding",
    ...["postmenopausal bleeding", "post-menopausal bleeding", "post menopausal bleeding", "pmb"],
    "bleeding after the menopause",
  ],
  ["intermenstrual bleeding", "intermenstrual bleeding", "imb", "bleeding between periods"],
  ["postcoital bleeding", "postcoital bleeding", "post-coital bleeding", "pcb", "bleeding after sex"],
  // "cervix healthy, no contact bleeding" (on speculum), whatever bleeding brought her
  ["contact bleeding", "contact bleeding", "contact bleed"],
  ["pallor", "pallor", "pale", "looks pale", "looked pale", "look pale"],
  ["epistaxis", "epistaxis", "nosebleed", "nosebleeds", "nose bleed", "nose bleeds"],
  ["bruising", "bruising", "bruises", "easy bruising"],
  ["palpitations", "palpitations", "palpitation", "heart racing"],
  // "near-syncope", "nearly blacked out": nearly is not quite — a different finding from syncope
  [
    "presyncope",
    ...["presyncope", "pre-syncope", "near-syncope", "near syncope", "nearly blacked out", "nearly blacking out"],
    ...["almost blacked out", "nearly fainted", "almost fainted", "nearly passed out", "almost passed out"],
  ],
  ["syncope", "syncope", "blackouts", "blackout", "blacking out", "collapse", "collapsed", "fainting", "faints"],
  // "hasn't fainted", "never passed out"
  ["syncope", "fainted", "passed out", "syncopal"],
  [
    "loss of consciousness",
    "loss of consciousness",
    "loc",
    // "he didn't black out"
    "black out",
    "blacked out",
    "lost consciousness",
    "lose consciousness",
    "losing consciousness",
    "knocked out",
    // "she says he didn't knock himself out"
    ...["knock himself out", "knock herself out", "knocked himself out", "knocked herself out"],
  ],
  ["falls", "falls", "fall", "fallen"],
  ["dizziness", "dizziness", "dizzy", "light-headed", "lightheaded", "light-headedness", "vertigo", "spinning"],
  ["headache", "headache", "headaches"],
  [
    "migraine with aura",
    "migraine with aura",
    "migraines with aura",
    "migraine with an aura",
    "migraines with an aura",
  ],
  ["migraine", "migraine", "migraines"],
  ["visual disturbance", "visual disturbance", "visual disturbances", "visual symptoms"],
  [
    "visual loss",
    ...["visual loss", "loss of vision", "vision loss", "lost vision", "lost the vision", "lost his vision"],
    ...["lost her vision", "lost sight", "lost the sight"],
  ],
  // "asked about a curtain coming down over one eye and he said no" and "No amaurosis fugax"
  [
    "amaurosis fugax",
    ...["amaurosis fugax", "amaurosis", "curtain coming down over one eye", "curtain coming down over his eye"],
    ...["curtain coming down over her eye", "curtain over one eye", "curtain coming down over the eye"],
  ],
  ["diplopia", "diplopia", "double vision"],
  // "no erection problems" and "No erectile dysfunction"
  [
    "erectile dysfunction",
    ...["erectile dysfunction", "erection problems", "problems with erections", "impotence"],
    ...["erectile problems", "trouble with erections"],
  ],
  // "no difficulty starting" (to pass urine) and "No urinary hesitancy"
  ["urinary hesitancy", "urinary hesitancy", "hesitancy", "difficulty starting", "trouble starting"],
  ["photophobia", "photophobia"],
  ["rapd", "rapd", "relative afferent pupillary defect"],
  ["dysarthria", "dysarthria", "slurred speech"],
  ["hearing loss", "hearing loss", "deafness", "loss of hearing"],
  ["tinnitus", "tinnitus", "ringing in the ears"],
  ["otalgia", "otalgia", "ear pain", "earache"],
  ["ankle swelling", "ankle swelling", "ankle oedema", "ankle edema", "swollen ankles", "peripheral oedema"],
  ["leg pain", "leg pain"],
  ["calf tenderness", "calf tenderness"],
  ["vomiting", "vomiting", "vomited", "vomit", "vomits", "being sick", "been sick", "was sick"],
  // "denies making herself sick" and "Denies self-induced vomiting"
  [
    "self-induced vomiting",
    ...["self-induced vomiting", "self induced vomiting", "induced vomiting", "making herself sick"],
    ...["making himself sick", "make herself sick", "make himself sick", "made herself sick", "made himself sick"],
  ],
  // "never had a stomach bleed" and "No history of GI bleed"
  ["gi bleed", "gi bleed", "gi bleeding", "gastrointestinal bleed", "gastrointestinal bleeding", "stomach bleed"],
  [
    "nipple discharge",
    ...["nipple discharge", "discharge from the nipple", "discharge from her nipple", "discharge from the nipples"],
  ],
  ["nausea", "nausea", "nauseous", "nauseated"],
  ["diarrhoea", "diarrhoea", "diarrhea"],
  [
    "dysphagia",
    "dysphagia",
    "difficulty swallowing",
    "difficulty in swallowing",
    "trouble swallowing",
    "problems swallowing",
    "problem swallowing",
    "swallowing problems",
    // "no difficulty or pain swallowing" and "No dysphagia/odynophagia"
    ...["difficulty or pain swallowing", "difficulty or pain on swallowing", "pain or difficulty swallowing"],
  ],
  ["rash", "rash", "rashes"],
  ["abdominal pain", "abdominal pain", "abdo pain", "tummy pain", "stomach pain"],
  [
    "weight loss",
    ...["weight loss", "wt loss", "losing weight", "lost weight", "lost some weight", "losing some weight"],
    ...["lose weight", "lose some weight", "lost any weight", "losing any weight"],
  ],
  ["night sweats", "night sweats"],
  // "no episodes of sweating, palpitations or headaches"
  ["sweating", "sweating", "sweats", "sweaty", "diaphoresis"],
  ["haematuria", "haematuria", "hematuria", ...bloodIn("urine", "wee", "pee", "water")],

  [
    "dysuria",
    "dysuria",
    "burning when passing urine",
    "burning on passing urine",
    "burning when she passes urine",
    "burning when he passes urine",
    "pain passing urine",
    "pain on passing urine",
    "stinging when passing urine",
  ],
  ["polyuria", "polyuria", "passing more urine", "increased urine output", "increased urination"],
  ["polydipsia", "polydipsia", "increased thirst", "thirsty", "excessive thirst"],
  ["loin pain", "loin pain", "flank pain"],
  ["vaginal discharge", "vaginal discharge", "pv discharge"],
  ["wheeze", "wheeze", "wheezing", "wheezy", "wheezes", "expiratory wheeze"],
  ["crackles", "crackles", "creps", "crepitations", "focal crackles"],
  [
    "pnd",
    ...["pnd", "paroxysmal nocturnal dyspnoea", "paroxysmal nocturnal dyspnea"],
    // "no waking up gasping in the night", "has not woken gasping at night"
    ...["waking up gasping", "waking gasping", "woken gasping", "woken up gasping", "wakes up gasping"],
    ...["wakes gasping", "waking up breathless", "wakes up breathless", "woken up breathless"],
  ],
  ["recession", "recession", "subcostal recession", "intercostal recession", "indrawing"],
  ["trismus", "trismus"],
  ["stridor at rest", "stridor at rest"],
  ["stridor", "stridor"],
  ["angioedema", "angioedema", "angio-oedema"],
  ["eye involvement", "eye involvement", "involvement of the eye", "ophthalmic involvement"],
  ["bony tenderness", "bony tenderness", "bone tenderness"],
  ["drooling", "drooling"],
  ["quinsy", "quinsy"],
  ["rigors", "rigors", "rigor"],
  ["blistering", "blistering", "blisters", "vesicles", "vesicle", "vesicular", "bullae"],
  ["crepitus", "crepitus"],
  ["locking", "locking"],
  ["giving way", "giving way"],
  [
    "saddle anaesthesia",
    ...["saddle anaesthesia", "saddle anesthesia", "saddle numbness", "perianal numbness"],
    // "no numbness around the back passage": the saddle's, in a patient's words
    ...["numbness around the back passage", "numbness around her back passage", "numbness around his back passage"],
    ...["numbness around the bottom", "numbness around her bottom", "numbness around his bottom"],
    // "no numbness in the saddle area"
    ...["numbness in the saddle area", "numbness in the saddle region", "saddle area numbness"],
    ...["reduced saddle sensation", "altered saddle sensation", "saddle sensation reduced"],
  ],
  [
    "bladder or bowel",
    ...["bladder or bowel", "bladder or bowels", "bladder/bowel", "bladder and bowel", "bladder and bowels"],
    // the bladder, as patients and GPs say it
    ...["waterworks or bowels", "waterworks and bowels", "waterworks or bowel", "waterworks and bowel"],
    "sphincter disturbance",
  ],
  ["weakness", "weakness", "weak"],
  ["numbness", "numbness", "numb"],
  ["tingling", "tingling", "pins and needles", "paraesthesia", "paresthesia"],
  ["tremor", "tremor", "tremors", "shaking"],
  ["neck pain", "neck pain"],
  ["back pain", "back pain", "backache", "low back pain", "lower back pain", "lumbar pain"],
  ["neck stiffness", "neck stiffness", "stiff neck"],
  ["meningism", "meningism", "meningeal signs"],
  [
    "head injury",
    ...["head injury", "head injuries", "knock to the head", "blow to the head", "head laceration", "scalp laceration"],
    ...["hit", "bang", "banged", "bump", "bumped", "knock", "knocked", "struck"].flatMap((verb) =>
      mapped(WHOSE, (whose) => `${verb} ${whose}head`),
    ),
  ],
  ["injury", "injury", "injuries", "trauma"],
  ["foreign body", "foreign body", "fb"],
  [
    "self-harm",
    "self-harm",
    "self harm",
    "sh",
    "self-harmed",
    "self harmed",
    "self-harming",
    "harmed herself",
    "harmed himself",
    "harming herself",
    "harming himself",
    "hurt herself",
    "hurt himself",
  ],
  [
    "suicidal thoughts",
    "suicidal thoughts",
    "suicidal ideation",
    "thoughts of suicide",
    "suicide",
    "suicidal",
    ...["her", "his", "their", "my"].flatMap((whose) => [
      `thoughts of ending ${whose} life`,
      `ending ${whose} life`,
      `end ${whose} life`,
      `taking ${whose} own life`,
      `take ${whose} own life`,
    ]),
    "killing herself",
    "killing himself",
    "kill herself",
    "kill himself",
    // "'everyone would be better off without me', passive thoughts": the passive wish, in the patient's words
    ...["better off without me", "better off dead", "passive thoughts"],
    // "thoughts that everyone would be better off"
    ...["would be better off", "would all be better off"],
  ],
  [
    "thoughts of harm to others",
    "thoughts of harm to others",
    "thoughts of harming others",
    "thoughts of harming anyone",
    "thoughts of harming anyone else",
    "thoughts of harming other people",
    "harm to others",
  ],
  [
    "psychotic symptoms",
    ...["psychotic symptoms", "psychosis", "hallucinations", "hearing voices", "delusions", "hallucinated"],
    // "never had any highs or mania, no voices": voices heard, said short
    "voices",
    // "never seen things that weren't there": hallucinations in the patient's words (not "seen things", which is
    // floaters as often)
    ...["things that weren't there", "things that aren't there", "things that were not there"],
    "things that are not there",
  ],
  // "hears voices commenting … no command hallucinations": voices that tell him to act, not any voices
  ["command hallucinations", "command hallucinations", "command hallucination", "command voices"],
  // "Denies alcohol excess, about 6 units a week": too much alcohol is not alcohol.
  [
    "alcohol excess",
    ...["alcohol excess", "excess alcohol", "excessive alcohol", "alcohol misuse", "alcohol abuse"],
    ...["alcohol dependence", "alcohol problems", "problem drinking"],
  ],
  ["alcohol", "alcohol", "etoh"],
  ["retinopathy", "retinopathy"],
  ["mouth ulcers", "mouth ulcers", "mouth ulcer", "oral ulcers", "oral ulceration"],
  ["ulcers", "ulcer", "ulcers", "ulceration", "ulcerated", "ulcerating"],
  ["sore throat", "sore throat"],
  ["tinea pedis", "tinea pedis", "athlete's foot", "athletes foot"],
  [
    "pulses",
    ...["pulses", "foot pulses", "pedal pulses", "foot pulse", "pedal pulse", "peripheral pulses", "distal pulses"],
    // "no popliteal or posterior tibial pulse on the left": a pulse named by where it is felt
    ...["femoral pulse", "femoral pulses", "popliteal pulse", "popliteal pulses", "tibial pulse", "tibial pulses"],
    ...["pedis pulse", "pedis pulses", "radial pulse", "radial pulses", "ulnar pulse", "ulnar pulses"],
  ],
  ["mass", "mass", "masses", "palpable mass", "lump", "lumps"],
  [
    "lymphadenopathy",
    ...["lymphadenopathy", "lymph nodes", "lymph node", "lns", "ln", "lymph glands", "swollen glands"],
    ...["enlarged glands", "enlarged nodes", "palpable nodes", "enlarged lymph nodes", "palpable lymph nodes"],
  ],
  ["bleeding", "bleeding", "bled", "bleed", "bleeds"],
  ["blood", "blood"],
  ["itching", "itching", "itch", "itchy", "pruritus"],
  ["weeping", "weeping"],
  ["crusting", "crusting"],
  ["family history", "family history", "fh", "fhx"],
  ["infection", "sign of infection", "signs of infection", "infection", "infections"],
  [
    "neurological deficit",
    ...["neurological deficit", "focal neurology", "neuro deficit", "focal neurological deficit", "focal signs"],
    ...["focal neurological signs", "focal neuro signs", "focal deficit", "focal deficits"],
  ],
  ["st changes", "st changes"],
  ["allergies", "allergies", "allergy", "allergic", "known allergies", "drug allergies", "known drug allergies"],
  [
    "jaundice",
    "jaundice",
    "jaundiced",
    "yellowing",
    "yellow skin",
    "yellow eyes",
    "been yellow",
    "gone yellow",
    "turned yellow",
  ],
  ["dark urine", "dark urine", "dark wee"],
  ["pale stools", "pale stools", "pale stool", "pale poo"],
  ["effusion", "effusion"],
  ["seizures", "seizures", "seizure", "fits", "fit", "fitting", "convulsions", "convulsion"],
  ["hypos", "hypos", "hypo", "hypoglycaemia", "hypoglycaemic episodes", "hypoglycaemic attacks"],
  ["ketones", "ketones", "ketonuria"],
  ["rheumatoid factor", "rheumatoid factor", "rf"],
  ["proteinuria", "proteinuria"],
  ["exacerbations", "exacerbations", "exacerbation", "flare-ups"],
  ["admissions", "admissions", "admission", "hospital admissions", "hospital admission"],
  // "never in ICU" and "one PICU admission aged 7"
  [
    "intensive care",
    ...["intensive care", "icu", "picu", "itu", "paediatric intensive care", "intensive care admission"],
    ...["icu admission", "picu admission", "itu admission", "icu admissions", "picu admissions"],
  ],
];

/**
 * Findings a note must never get wrong, whatever else it gets wrong: a red flag the document states present or
 * absent is flagged unless the dictation says the same — including when the dictation never mentions it (an
 * invented "no chest pain" or "denies suicidal thoughts" is as dangerous as a reversed one).
 */
export const RED_FLAGS = new Set([
  "chest pain",
  "haemoptysis",
  "haematemesis",
  "melaena",
  "rectal bleeding",
  "pv bleeding",
  "postmenopausal bleeding",
  "bleeding",
  "haematuria",
  "weight loss",
  "night sweats",
  "dysphagia",
  "syncope",
  "visual loss",
  "saddle anaesthesia",
  "bladder or bowel",
  "neurological deficit",
  "self-harm",
  "suicidal thoughts",
  "thoughts of harm to others",
  "psychotic symptoms",
  "stridor",
  "stridor at rest",
  "drooling",
  "meningism",
  "neck stiffness",
  "seizures",
  "jaundice",
]);

/** Words that name a finding as absent on their own. */
export const ABSENT_FINDINGS = wordTable({
  afebrile: "fever",
  apyrexial: "fever",
  nkda: "allergies",
  nka: "allergies",
});

/** "blood" is a finding except in "blood pressure", "blood test", "full blood count" and the like. */
const NOT_BLOOD_AFTER = new Set([
  "pressure",
  "pressures",
  "test",
  "tests",
  "count",
  "sugar",
  "sugars",
  "glucose",
  "results",
  "thinner",
  "thinners",
  "form",
  "forms",
  "vessel",
  "vessels",
  // "blood clot prevention"
  "clot",
  "clots",
]);

/**
 * Abbreviations of a red flag that also stand for something else, and what that is: "36M, CP + severe LD" when the
 * dictation says "cerebral palsy" is not chest pain.
 */
export const OTHER_MEANINGS: ReadonlyMap<string, readonly string[]> = new Map([
  ["cp", ["cerebral palsy", "child protection"]],
  ["pnd", ["postnatal depression", "post-natal depression", "post natal depression"]],
]);

/**
 * Findings that name one event two ways, each said of the other when the dictation names only the other: a
 * "blackout" (syncope) is what "she didn't black out" (loss of consciousness) denies.
 */
export const SAME_EVENT = new Map([
  ["syncope", "loss of consciousness"],
  ["loss of consciousness", "syncope"],
]);

/** A specific finding and the general one that covers it: "no bleeding" says there is no PV bleeding. */
export const BROADER = new Map([
  ["pv bleeding", "bleeding"],
  ["intermenstrual bleeding", "bleeding"],
  ["postcoital bleeding", "bleeding"],
  ["contact bleeding", "bleeding"],
  ["command hallucinations", "psychotic symptoms"],
  ["rectal bleeding", "bleeding"],
  ["melaena", "bleeding"],
  ["haematemesis", "bleeding"],
  ["epistaxis", "bleeding"],
  ["haematuria", "bleeding"],
  ["stridor at rest", "stridor"],
  ["head injury", "injury"],
  ["splenomegaly", "hepatosplenomegaly"],
  ["hepatomegaly", "hepatosplenomegaly"],
  // "doesn't have migraines" says she has no migraine with aura
  ["migraine with aura", "migraine"],
]);

const INDEX = buildIndex(FINDINGS.flatMap(([id, ...names]) => mapped(names, (name) => ({ id, name }))));
const NOT_FEVER_BEFORE = new Set(["hay", "glandular", "scarlet", "rheumatic"]);
const NOT_MASS_BEFORE = new Set(["body", "muscle", "bone"]);
const NOT_PALLOR_AFTER = new Set(["stool", "stools", "yellow", "pink", "brown", "urine", "skinned", "colour"]);
/**
 * "fit" is a seizure only after a word that counts or describes one ("a fit", "one brief fit", "febrile fit"), and
 * never "fit note", "FIT" (in capitals, the faecal immunochemical test), "fit and well", "fit for work".
 */
const SEIZURE_FIT_BEFORE = new Set([
  ...["a", "one", "brief", "febrile", "another", "first", "any", "further", "single"],
  // "never had a withdrawal fit": a seizure on stopping alcohol
  "withdrawal",
]);
const NOT_SEIZURE_FIT_AFTER = new Set([
  ...["note", "notes", "test", "kit", "for", "to", "enough", "young", "man", "woman"],
  // "fit in with the group", "a fit of coughing"
  ...["in", "of"],
]);
/** "FB sensation", "a feeling of fullness": a sensation of a thing is not the thing. */
const SENSATION = new Set(["sensation", "feeling"]);
const WEIGHT_UNIT = /^(?:kg|kgs|kilos?|kilograms?|stones?|st|lbs?|pounds?)$/;
const LOST = new Set(["lost", "losing", "lose"]);

/** Words of an aim before a weight ("get her weight from 96 to 85", "target weight"). */
const AIMS = new Set(["get", "getting", "bring", "bringing", "target", "aim", "aiming", "goal", "want", "wants"]);

/** Words that say a weight has gone down ("weight down from 54 to 51 kg", "wt ↓"). */
const FALLEN = new Set(["down", "dropped", "fallen", "fell", "reduced", "decreased", "↓", "dropping", "falling"]);

/**
 * "weight down from 54 to 51 kg", "wt 54 → 51 kg", "her weight has fallen", "weight's gone from 78 to 69 kilos":
 * weight loss said of the weight.
 */
function weightFallen(tokens: Token[], i: number): NameMention | null {
  const word = withoutPossessive(tokens[i].lower) ?? tokens[i].lower;
  if (word !== "weight" && word !== "wt") return null;
  const found = (last: number) => ({
    id: "weight loss",
    first: i,
    last,
    start: tokens[i].start,
    end: tokens[last].end,
  });
  for (let j = i + 1; j <= i + 3 && j < tokens.length; j++) {
    if (FALLEN.has(tokens[j].lower)) return found(j);
    const from = tokens[j].lower === "from" ? j + 1 : j;
    // …"from fifty eight kilos to fifty four point five": the unit said with the first.
    const t = WEIGHT_UNIT.test(tokens[from + 1]?.lower ?? "") ? from + 2 : from + 1;
    const [before, to, after] = [tokens[from], tokens[t], tokens[t + 1]];
    const towards = to?.lower === "to" || to?.lower === "→" || to?.lower === "->";
    // …not an aim: "she wants to get her weight from ninety six kilos to eighty five".
    const aim = tokens.slice(Math.max(0, i - 4), i).some((token) => AIMS.has(token.lower));
    if (before?.kind === "number" && towards && after?.kind === "number" && after.value < before.value && !aim)
      return found(t + 1);
    if (tokens[j].kind === "number") return null;
  }
  return null;
}

/** "lost 4 kg", "lost about half a stone": weight loss said with its amount; or "so about seven kilos down". */
function weightLost(tokens: Token[], i: number): NameMention | null {
  const down = tokens[i].kind === "number" && WEIGHT_UNIT.test(tokens[i + 1]?.lower ?? "");
  // …not "weight seventy kilos down from seventy one", which is a weight, not how much was lost.
  const lost = tokens[i + 2]?.lower === "down" || tokens[i + 2]?.lower === "lighter";
  if (down && lost && tokens[i + 3]?.lower !== "from") {
    return { id: "weight loss", first: i, last: i + 2, start: tokens[i].start, end: tokens[i + 2].end };
  }
  if (!LOST.has(tokens[i].lower)) return null;
  for (let j = i + 1; j <= i + 4 && j < tokens.length; j++) {
    if (tokens[j].kind === "number" && WEIGHT_UNIT.test(tokens[j + 1]?.lower ?? "")) {
      return { id: "weight loss", first: i, last: j + 1, start: tokens[i].start, end: tokens[j + 1].end };
    }
  }
  return null;
}

/** Words between "pain" and "chest" in "pain in his chest", "pain on the right side of her chest". */
const TO_THE_CHEST = new Set([
  "in",
  "on",
  "over",
  "across",
  "the",
  "his",
  "her",
  "their",
  "left",
  "right",
  "side",
  "of",
]);

/** "pain in his chest", "pain on the right side of her chest": chest pain said the long way. */
function chestPainSaid(tokens: Token[], i: number): NameMention | null {
  if (tokens[i].lower !== "pain" || !["in", "on", "over", "across"].includes(tokens[i + 1]?.lower ?? "")) return null;
  for (let j = i + 2; j < tokens.length && j <= i + 8; j++) {
    if (tokens[j].lower === "chest") {
      return { id: "chest pain", first: i, last: j, start: tokens[i].start, end: tokens[j].end };
    }
    if (!TO_THE_CHEST.has(tokens[j].lower)) return null;
  }
  return null;
}

/** Words after a finding's name that name a service for it, not the finding ("at the DVT clinic"). */
export const SERVICES = new Set([
  ...["clinic", "service", "team", "pathway", "nurse", "leaflet", "protocol", "unit"],
  // "awaiting counselling appointment", "could not get an emergency dental appointment": one to be had, not a finding
  ...["appointment", "appointments", "appt"],
]);

/** What else may be yellow ("sputum has turned yellow", "thick yellowing toenails", "yellow eye discharge"). */
const NOT_SKIN = new Set([
  ...["sputum", "phlegm", "urine", "wee", "nails", "toenails", "nail", "toenail", "vomit", "stool", "stools", "poo"],
  ...["discharge", "pus", "mucus", "teeth", "crust", "crusts", "crusting", "snot", "bruise", "bruising", "fluid"],
]);
/** Words after "fitting" that make it a fit of something else ("fitting a coil", "fitting well"). */
const NOT_FITTING_AFTER = new Set(["a", "an", "the", "of", "well", "properly", "his", "her", "new"]);
/** …and after "fitting in" ("fitting in at school", "fitting in with friends"). */
const FITS_IN = new Set(["at", "with", "socially", "well"]);

/** The findings named in a text, in order, never overlapping (found once for each text). */
const COUGHED = new Set(["sputum", "phlegm"]);
const URINE = new Set(["urine", "wee", "dip", "dipstick", "urinalysis", "haematuria", "sputum", "phlegm", "vomit"]);
const PASSED = new Set(["diarrhoea", "stool", "stools", "bowels", "poo", "motions", "constipation", "constipated"]);

/** Teeth, which can be knocked out without anyone losing consciousness. */
const TEETH = new Set([
  ...["tooth", "teeth", "incisor", "incisors", "molar", "molars", "premolar", "premolars", "canine", "canines"],
]);
/** Words that say which tooth ("her upper left central incisor", "a front tooth"). */
const WHICH_TOOTH = new Set([
  ...["her", "his", "their", "my", "a", "an", "the", "one", "two", "both", "front", "upper", "lower", "top", "bottom"],
  ...["left", "right", "central", "lateral", "permanent", "baby", "adult", "milk", "first", "second", "third"],
]);

/**
 * Whether "knocked out" (tokens `first` to `last`) is said of a tooth: "knocked out her upper left central incisor",
 * "the tooth was knocked out" — not "knocked out, chipped front tooth" or "knocked out briefly and chipped a tooth".
 */
function toothKnockedOut(tokens: readonly Token[], first: number, last: number): boolean {
  for (let k = last + 1; k <= last + 6 && k < tokens.length; k++) {
    if (TEETH.has(tokens[k].lower)) return true;
    if (!WHICH_TOOTH.has(tokens[k].lower)) break;
  }
  let k = first - 1;
  // …past what it is called, and an aside ("upper left central incisor (permanent) knocked out").
  if (tokens[k]?.lower === ")") while (k > 0 && tokens[k].lower !== "(") k--;
  if (tokens[k]?.lower === "(") k--;
  while (k >= 0 && ["was", "been", "got", "has", "had", "is"].includes(tokens[k].lower)) k--;
  return k >= 0 && TEETH.has(tokens[k].lower);
}

export function findFindings(read: ReadText): NameMention[] {
  return foundOnce(read, "findings", findingsIn);
}

function findingsIn({ tokens }: ReadText): NameMention[] {
  const named = findNames(tokens, INDEX).filter((mention) => {
    const before = tokens[mention.first - 1]?.lower ?? "";
    const after = tokens[mention.last + 1]?.lower ?? "";
    if (SENSATION.has(after)) return false;
    // "at the DVT clinic", "the chest pain pathway": a service for it, not the finding.
    if (SERVICES.has(after)) return false;
    // "SH: EtOH ~20 u/wk": the social history's heading, not self-harm.
    if (tokens[mention.first].lower === "sh" && after === ":") return false;
    if (mention.id === "blood") return !NOT_BLOOD_AFTER.has(after) && before !== "full";
    // "puffed on the stairs", not "her face is all puffed up" (swollen).
    if (tokens[mention.first].lower === "puffed") return after !== "up";
    // "neuro exam normal, no focal signs", not "chest: no focal signs" or "no focal signs of peritonism".
    if (tokens[mention.first].lower === "focal" && tokens[mention.last].lower === "signs") {
      const neuro = tokens.slice(Math.max(0, mention.first - 5), mention.first).some((t) => /^neuro/.test(t.lower));
      return neuro && after !== "of" && after !== "in" && after !== "on";
    }
    // "knocked out her upper left central incisor", "the tooth was knocked out": a tooth, not consciousness.
    if (tokens[mention.first].lower === "knocked") return !toothKnockedOut(tokens, mention.first, mention.last);
    if (mention.id === "fever") return !NOT_FEVER_BEFORE.has(before);
    if (mention.id === "mass") return !NOT_MASS_BEFORE.has(before);
    // "pale stools", "pale yellow": a colour, not pallor
    if (mention.id === "pallor") return !NOT_PALLOR_AFTER.has(after);
    // "she's not been yellow", "yellowing of the skin": not "sputum has turned yellow", "yellowing toenails".
    const yellow = mention.id === "jaundice" && /yellow/.test(tokens[mention.first].lower + tokens[mention.last].lower);
    if (yellow)
      return !tokens.slice(Math.max(0, mention.first - 3), mention.last + 4).some((t) => NOT_SKIN.has(t.lower));
    // "no fitting seen", not "ill-fitting shoes", "fitting in at school" or "fitting a hearing aid".
    if (tokens[mention.first].lower === "fitting") {
      const fitsIn = after === "in" && FITS_IN.has(tokens[mention.last + 2]?.lower ?? "");
      return before !== "-" && !NOT_FITTING_AFTER.has(after) && !fitsIn;
    }
    if (tokens[mention.first].lower === "fit") {
      if (tokens[mention.first].text === "FIT") return false;
      const well = after === "and" && ["well", "healthy"].includes(tokens[mention.last + 2]?.lower ?? "");
      return SEIZURE_FIT_BEFORE.has(before) && !NOT_SEIZURE_FIT_AFTER.has(after) && !well;
    }
    return true;
  });
  // "no sputum, no blood", "no blood in her sputum", "blood streaking in the sputum": blood said with sputum is
  // blood coughed up.
  // …and "watery diarrhoea for three months no blood" (unpunctuated), "constipated, no PR blood": blood said with
  // the bowels is blood passed from them.
  for (const mention of named) {
    if (mention.id !== "blood") continue;
    for (let j = Math.max(0, mention.first - 4); j < tokens.length && j <= mention.last + 4; j++) {
      if (COUGHED.has(tokens[j].lower)) mention.id = "haemoptysis";
    }
    if (mention.id !== "blood") continue;
    if (tokens[mention.first - 1]?.lower === "pr") mention.id = "rectal bleeding";
    // The nearest of the bowels or the urine before it says which ("urine dip no blood" is not).
    for (let j = mention.first - 1; j >= 0 && j >= mention.first - 14; j--) {
      if (URINE.has(tokens[j].lower)) break;
      if (PASSED.has(tokens[j].lower)) {
        mention.id = "rectal bleeding";
        break;
      }
    }
  }
  // "no bleeding between periods or after sex": the second kind of bleeding said with the first's noun left out.
  for (const mention of [...named]) {
    const k = mention.last + 1;
    const sex = ["sex", "intercourse"].includes(tokens[k + 2]?.lower ?? "");
    if (
      mention.id !== "intermenstrual bleeding" ||
      tokens[k]?.lower !== "or" ||
      tokens[k + 1]?.lower !== "after" ||
      !sex
    )
      continue;
    named.push({
      id: "postcoital bleeding",
      first: k + 1,
      last: k + 2,
      start: tokens[k + 1].start,
      end: tokens[k + 2].end,
    });
  }
  const taken = new Set(named.flatMap((mention) => [mention.first, mention.last]));
  const lost: NameMention[] = [];
  tokens.forEach((_, i) => {
    const found = taken.has(i) ? null : (weightLost(tokens, i) ?? weightFallen(tokens, i) ?? chestPainSaid(tokens, i));
    if (found) lost.push(found);
  });
  return [...named, ...lost].sort((a, b) => a.first - b.first);
}
