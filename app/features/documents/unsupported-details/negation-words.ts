import { mapped } from "./arrays.ts";

/**
 * The words negation-cues.ts reads a text by: the NegEx / ConText triggers (pre- and post-negation, pseudo-negation,
 * supposition, uncertainty), the terms that end a scope, and the small word classes a scope is measured with. Kept
 * apart from the reading, so that the lists can grow without touching how a scope is read, and the other way round.
 */

/** A condition said as an adjective about the patient is the condition: "not diabetic" denies diabetes. */
export const CONDITIONS = new Map([
  ["asthmatic", "asthma"],
  ["diabetic", "diabetes"],
  ["epileptic", "epilepsy"],
  ["hypertensive", "hypertension"],
  ["anaemic", "anaemia"],
  ["arthritic", "arthritis"],
  ["allergic", "allergy"],
]);

const phrases = (...entries: string[]) => mapped(entries, (entry) => entry.split(" "));

export const PSEUDO = phrases(
  "no change",
  // "well clear of the visual axis": how far away it is, not an absence ("clear of wax")
  "well clear of",
  // "Blood group O RhD negative", "she's rhesus negative": a blood group, not a denial of anything before it
  "rhd negative",
  "rhesus negative",
  "rh negative",
  "rhd - ve",
  "rhesus - ve",
  "rhd neg",
  // "no problems controlling wind or stool": she controls them
  "no problems controlling",
  "no problem controlling",
  "no difficulty controlling",
  "no trouble controlling",
  // "I rang the on call registrar": a call made to the doctor on duty, not one to make if something happens (not "ring
  // the on call doctor with any chest pain")
  "rang the on call",
  "spoke to the on call",
  "spoke with the on call",
  // "he's not himself, pulling at his clothes, shouting at night": changed, and what follows is how
  "not himself",
  "not herself",
  "not themselves",
  "not quite himself",
  "not quite herself",
  // "I couldn't get my words out": a difficulty with speech, which is there
  "not get my words out",
  "not get his words out",
  "not get her words out",
  "not get the words out",
  "not get their words out",
  // "not wanting to eat": reluctance, said of the wanting
  "not wanting to",
  "not want to",
  // "does not want hospital": a wish, as "doesn't want to go to hospital" is
  "not want",
  // "would not admit to hearing voices": not said, which is not denied ("wouldn't say she's hearing voices")
  "not admit",
  // "wants no more routine blood tests": a wish too
  "wants no",
  "want no",
  // "can't bear light or noise": intolerance of them, which is a symptom, not their absence
  "not bear",
  "not tolerate",
  // "lost four kilos without trying": unintended, not a denial
  "without trying",
  // "taken for two years without stopping": continuously, not a denial of stopping
  "without stopping",
  "without meaning to",
  // "frequency no different from her usual": the same as before, not absent
  "no different",
  "not different",
  "no changes",
  "no significant change",
  "no interval change",
  "no further change",
  "no real change",
  "not much change",
  "without change",
  "without much change",
  "without any change",
  "without much success",
  "without success",
  // ("no increase in sputum" denies more sputum, as "no more sputum than normal" does)
  "no decrease",
  "no doubt",
  "not only",
  "not just",
  "not necessarily",
  "not certain",
  "not sure",
  "not cause",
  "without difficulty",
  "not changed",
  "hasn't changed",
  "has not changed",
  "without any difficulty",
  "gram negative",
  "no sooner",
  // a limit, not an absence ("no more than once a day")
  "no more than",
  "not more than",
  "no less than",
  "not less than",
  "no later than",
);
/** Triggers of a supposition: what follows is possible, planned or conditional, not found. */
export const HYPOTHETICAL = phrases(
  "if",
  // "we will see whether HRT helps her mood": what may be, as "see if it helps" is (not "unsure whether the rash
  // started before the amoxicillin", which still says a rash)
  "see whether",
  // "a cold, white or numb foot is an emergency": what would be one, told as safety-netting
  "is an emergency",
  "are an emergency",
  "is a medical emergency",
  "unless",
  "should",
  "safety",
  "safety-net",
  "safety-netted",
  "sn :",
  // "S/N: fingers darkening, blisters filling with blood … -> same-day review": safety-netting, written short
  "s / n :",
  // "must avoid contact sport": advice, as "no contact sport for four weeks" is
  "avoid",
  "avoiding",
  // "sick day rules: double the prednisolone during a fever": what to do if ill, not what is so
  "sick day rules",
  "sick day rule",
  // "Red flags: drowsy/floppy, … blood in stool → call us": what to watch for, not what was found
  "red flags",
  "red flag",
  "advised",
  "advise",
  "explained",
  "warned",
  "counselled",
  "may cause",
  "can cause",
  "might cause",
  // "surgeons may want weight loss first": what someone else may ask for
  "may want",
  "might want",
  // "risk of DVT"; not "his cardiovascular risk non smoker" (unpunctuated)
  "risk of",
  "risks of",
  // "these are for comfort and do not prevent fits": what may come, not denied
  "not prevent",
  // "the danger of combining it with nitrates explained"
  "danger of",
  "dangers of",
  "call",
  // "Spots, fever or unwell: ring same day"
  "ring us",
  "ring same day",
  "ring the same day",
  // "Go to A&E with worsening breathlessness, chest pain …": what to go with, not what is so (not "seen in A&E
  // with haematemesis", which was)
  "go to a & e with",
  "attend a & e with",
  // "999 or A&E for worsening breathlessness, a different chest pain …", "return to GP or A&E for fever": where to go
  // for what may come (not "seen in A&E for chest pain", which was)
  "or a & e for",
  "or a & e with",
  "go to a & e for",
  "attend a & e for",
  // "expect a withdrawal bleed": what is to come, not what is so
  "expect",
  // "target 5–10% weight loss", "aim for weight loss": a goal, not what is so
  "target",
  "aim",
  "aiming",
  // "she knows to attend eye casualty with any loss of vision": what to do if it comes
  "knows to",
  "know to",
  // "she will let us know about any bleeding": what she is to report, not what she has
  "let us know",
  "let me know",
  "let the surgery know",
  // "she will tell us of any sudden back pain": the same, said another way
  "tell us of any",
  "tell us about any",
  "possible",
  "possibly",
  // "I think she has iron deficiency": the writer's opinion, not a finding
  "i think",
  "we think",
  "suspected",
  "query",
  "?",
  "consider",
  "considered",
  "considering",
  "discussed",
  // "consent obtained after discussing the risks, including bleeding": what was talked about
  "discussing",
  // "come back to discuss contraception": what will be talked about, not what is so (not "back to discuss his
  // results", what the consultation is)
  "come back to discuss",
  "return to discuss",
  "offered",
  "in case",
  // "review in six weeks, or sooner with a sudden severe headache": what would bring them back, not what they have
  "sooner with",
  "earlier with",
  // "return the same day with sudden severe pain or fever", "seek urgent help for chest pain": safety-netting
  "return with",
  "come back with",
  "return the same day with",
  "come back the same day with",
  "seek help",
  "seek urgent help",
  "seek medical help",
  "seek urgent medical help",
  "seek advice",
  "seek medical advice",
  "seek urgent advice",
  "seek urgent medical advice",
  "watch for",
  // "Same-day review for any foot redness, swelling or pain": what would bring them back, as "sooner with" is
  "review for any",
  "review with any",
  // "Same-day advice or 111 for spreading redness, fever …": what to get advice for (not "sought help for", which was)
  "same - day advice for",
  "same day advice for",
  "urgent advice for",
  "advice or 111 for",
  // "- 999 for any difficulty or noisy breathing, drooling …": what to ring for, told at a line's start (not "called
  // 999 for chest pain" or "spoke to 111 for fever", which was: see emergencyToRing).
  "999 for",
  "111 for",
  // "she will return or ring 111 with numbness, a pale or blue toe …"
  "999 with",
  "111 with",
  "advice or call 111 for",
  // "consideration of MRI for a stress fracture if …": what a scan would look for
  "mri for",
  "x - ray for",
  "ultrasound for",
  "scan for",
  // "aim to lose some weight": a goal
  "aim",
  "aim to",
  "look out for",
  // "report any lump or non-healing ulcer": what to come back with
  "report any",
  "to report",
  "to rule out",
  "rule out",
  "to check",
  "to exclude",
  // "Re: suspected calf tear; please exclude DVT": what the letter asks to be looked for
  "please exclude",
  "please rule out",
);
/** Words that say what they follow is a risk or an expectation, not a finding ("hypo risk", "bleeding common"). */
export const GENERAL = new Set(["risk", "risks", "common", "expected"]);
/** Words of a plan whose list, after a colon, is what will be checked ("Review 3/12: symptoms, BP"). */
export const PLANNED = new Set(["review", "recheck", "monitor", "monitoring"]);
/** What a patient is told to do when something comes, said as a label ("Return sooner: night pain, swelling"). */
export const TO_COME_BACK = new Set(["return", "ring", "call", "contact", "phone", "seek", "attend"]);
/** …and the words of such a label between the verb and its colon ("sooner", "if", "urgent help"). */
export const COMING_BACK = new Set([
  ...["sooner", "earlier", "if", "urgently", "immediately", "promptly", "back", "urgent", "help", "advice"],
  ...["same", "day", "-", "999", "111", "us", "gp", "a&e"],
]);
/**
 * What a patient or carer is told to do, after an arrow from what would make them do it ("↑BP → contact paeds",
 * "visual loss -> straight to A&E").
 */
export const ACTIONS = new Set([
  ...["contact", "call", "ring", "phone", "seek", "attend", "return", "see", "come", "go", "stop", "start"],
  ...["refer", "admit", "a&e", "ae", "ed", "999", "111", "urgent", "urgently", "straight", "same-day", "review"],
  ...["rv", "r/v"],
]);
/** Calls for help, after a dash from what would make someone call ("fever or vomiting - ring the unit directly"). */
export const CALLS = new Set(["ring", "call", "contact", "phone", "seek", "attend", "a&e", "999", "111"]);
/** Hypothetical triggers that may follow what they suppose ("weight loss advised", "statin discussed"). */
export const POST_HYPOTHETICAL = new Set(["advised", "discussed", "offered", "considered", "counselled", "explained"]);
export const NOT_A_LIST = new Set(["no", "nil", "any", "without"]);
/** Words a few before "red flags" that make what follows the answers to them ("I asked about the red flags: no …"). */
export const ASKED_ABOUT = new Set(["asked", "screened", "checked", "enquired", "reviewed", "covered"]);
/**
 * The single words that deny what they stand next to ("not tender", "no wheeze", "non-tender", "never smoked"): for
 * the checks that read a state beside a word (laterality.ts, opposite-states.ts) rather than a negation's scope.
 */
export const DENYING_WORDS = new Set(["no", "nil", "not", "n't", "never", "non", "un", "without"]);
/** Triggers that make what follows possible, neither found nor absent ("cannot exclude DVT"). */
export const PRE_UNCERTAIN = phrases(
  "cannot rule out",
  "cannot exclude",
  "can't rule out",
  "can't exclude",
  // "need to rule out a retinal tear": still to be looked for
  "need to rule out",
  "needs to rule out",
);
/** Triggers that make what comes just before them possible ("cord compression not excluded"). */
export const POST_UNCERTAIN = phrases(
  "not excluded",
  "not ruled out",
  "not been excluded",
  "not been ruled out",
  "not yet excluded",
  "not yet ruled out",
  "cannot be excluded",
  "cannot be ruled out",
  "can't be excluded",
  "can't be ruled out",
  // "septal haematoma could not be ruled out"
  "not be excluded",
  "not be ruled out",
  "couldn't be excluded",
  "couldn't be ruled out",
);
export const PRE_NEGATION = phrases(
  "no",
  // "she's nowhere near term": far from it
  "nowhere near",
  // "lacks capacity for this decision": without it
  "lacks",
  "lacking",
  "lack of",
  // "avoids short sleeves", "avoids dual carriageways": does not (not "avoid NSAIDs", advice); one thing, its object
  "avoids",
  // "declines Depo", "declined the flu jab": not having it
  "declines",
  "declined",
  // "Omit tonight's Uniphyllin": not to take it
  "omit",
  // "she is not known to have diabetes"
  "not known to have",
  "not known to be",
  // "sparing the thumbs" for "thumbs spared"
  "sparing",
  // "Reassured not due to posture/school bag": not its cause, as "not caused by posture or her school bag" says
  "not due to",
  "not",
  "nil",
  "without",
  "denies",
  "denied",
  "deny",
  "denying",
  "never",
  "none",
  "nobody",
  "nobody's",
  "no one",
  "nor",
  "neither",
  "cannot",
  "unable",
  "unable to",
  // "an ataxic gait, inability to walk heel to toe"
  "inability to",
  "negative for",
  // "nothing suggests an inflammatory arthritis", "nothing to suggest a DVT"
  "nothing suggests",
  "nothing to suggest",
  // "a rash over the trunk that spares the palms and soles": where there is none of it
  "spares",
  // "nothing on his face or near his eyes": where there is none of it (not "nothing over the counter")
  "nothing on",
  "nothing in",
  // "nothing visible in the back of the mouth", "nothing seen in the canal": where none was seen
  ...["nothing visible", "nothing seen", "nothing felt", "nothing palpable"],
  "nothing near",
  // "nothing to his face" (a burn, a rash): where there is none of it
  "nothing to his",
  "nothing to her",
  "nothing to the",
  // "takes nothing over the counter", as "not taking anything over the counter" says
  "takes nothing",
  "taking nothing",
  "took nothing",
  // "a negative coeliac screen" (a lone "negative" otherwise follows what it negates: "coeliac screen negative")
  "a negative",
  "neg for",
  "- ve for",
  "free of",
  "free from",
  // "melatonin of unknown strength", as "doesn't know the strength" says
  "of unknown",
  // "ear canals were clear of wax": without it
  "clear of",
  "absence of",
  "absent",
  "no evidence of",
  // "no problems with his bladder or bowels"
  "no problems with",
  // "denies any problems with his feet"
  "denies any problems with",
  "denies problems with",
  "no concerns with",
  "no concerns about",
  "no worries about",
  "no problem with",
  "no trouble with",
  "no issues with",
  "no sign of",
  "no signs of",
  "no features of",
  "no history of",
  "no hx of",
  "no longer",
  "no further",
  "ruled out",
  "rules out",
  "has ruled out",
  "not had any",
  "hasn't had any",
  "not any",
  "not on any",
  "isn't on any",
  "not taking any",
  // "I don't think this is septic, it's polyarticular": the writer's judgement that it is not
  "don't think this is",
  "don't think it is",
  "don't think it's",
  "do not think this is",
  "do not think it is",
  "don't think they are",
  // "doesn't think she's had a fever", "he doesn't think he knocked himself out": what the patient believes did not
  // happen
  "doesn't think she",
  "doesn't think he",
  "does not think she",
  "does not think he",
  "didn't think she",
  "didn't think he",
  "doesn't think that she",
  "doesn't think that he",
  "doesn't think she's had",
  "doesn't think he's had",
  "doesn't think she's",
  "doesn't think he's",
  // "so I don't think he needs admission": the writer's judgement that it is not needed
  "don't think he needs",
  "don't think she needs",
  "don't think they need",
  "do not think he needs",
  "do not think she needs",
  "don't think they're",
  "do not think they are",
  // "unlikely Baker's cyst as clearly expansile"
  "unlikely",
  // "gradually rather than suddenly"
  "rather than",
  // "sertraline increased (preferred to starting dapoxetine)": what was not chosen
  "preferred to",
  "in preference to",
);
/** Triggers that follow what they negate ("DVT excluded"). */
export const POST_NEGATION = phrases(
  "absent",
  // "haloperidol and metoclopramide are to be avoided": not to be given
  "to be avoided",
  // "Oral fluconazole should not be used while she is pregnant": not to be given, as "no oral fluconazole" says
  "should not be used",
  "must not be used",
  "not to be used",
  "avoided",
  // "face spared": not involved; "circumoral sparing", "forehead sparing"
  "spared",
  "sparing",
  "impalpable",
  // "both hips move freely and pain free", "seizure-free for two years": without it
  "free",
  "negative",
  "neg",
  "- ve",
  "nil",
  "none",
  // "FH of high calcium: none known": the label's answer, not a denial of "known"
  "none known",
  "nil known",
  // "Melatonin bought online, strength unknown", as "doesn't know the strength" says
  "unknown",
  // "a new partner whose status he doesn't know", as "partner's status unknown" says
  "he doesn't know",
  "she doesn't know",
  "he does not know",
  "she does not know",
  "excluded",
  "ruled out",
  "unlikely",
  // "septic arthritis seems unlikely as she is so well"
  "seems unlikely",
  // "septic arthritis I think unlikely, he's well": the writer's judgement, said after it
  "i think unlikely",
  "seem unlikely",
  "looks unlikely",
  "appears unlikely",
  "not seen",
  // "drum not visible", "drum cannot be seen": as "I can't see the drum" says
  "not visible",
  "not visualised",
  "cannot be seen",
  "can't be seen",
  "could not be seen",
  "couldn't be seen",
  "not present",
  "not found",
  // "Urine sample not obtained": none was had
  "not obtained",
  // "temperature not measured", as "didn't take his temperature" says
  "not measured",
  // "Tonight's Uniphyllin omitted": not to be taken, as "omit tonight's Uniphyllin" says
  "omitted",
  // "sputum not increased": no more of it, as "no increase in sputum" and "no more sputum than normal" say
  "not increased",
  "not detected",
  "not palpable",
  "not felt",
  // "Clear mechanism - DVT not suspected"
  "not suspected",
  // "Autism not suggested today", as "I don't think it's autism" says
  "not suggested",
  // "the right testis can't be felt separately": what cannot be felt is not palpable
  "can't be felt",
  "cannot be felt",
  "couldn't be felt",
  "could not be felt",
  "can't be palpated",
  "cannot be palpated",
  "couldn't be palpated",
  "could not be palpated",
  // "Tonight's apixaban is not to be given": as "don't give tonight's apixaban" says
  "not to be given",
  // "the posterior tibial I can't feel": the examiner cannot feel it, as "not palpable" says
  "i can't feel",
  "i cannot feel",
  "i couldn't feel",
  "not had",
  "not yet had",
  "not yet given",
  "not yet",
  "not given",
  "not done",
  // "PR deferred to the perineal clinic": not done today, as "didn't do a PR" says
  "deferred",
  // "Speculum declined": not done, as "she declined a speculum" says (only of what is offered: OFFERED)
  "declined",
  "not started",
  // "antibiotics are not being started"
  "not being started",
  "not being given",
  "not being prescribed",
  "not taken",
  "not needed",
  // "compression stockings are not planned", as "no compression stockings" says
  "not planned",
  "not required",
  "not indicated",
  // "carbimazole is not being used", "would not help": a treatment not given
  "not used",
  "not being used",
  "not prescribed",
  "not recommended",
  // "Desmopressin not appropriate (age)", as "not for desmopressin at his age" says
  "not appropriate",
  "not suitable",
  "would not help",
  "wouldn't help",
  "will not help",
  "won't help",
  // "microscopy not available here": a test that cannot be done
  "not available",
  "unavailable",
  "not possible",
  "not affected",
  "not involved",
  // "beard and eyebrows unaffected"
  "unaffected",
  "uninvolved",
);
/** Verbs that say how something is, as a copula does ("epididymis feels normal", "toenails look normal"). */
export const LINKING_VERBS = ["feels", "looks", "appears", "seems"];
/** How a thing named before a hyphen brings on what follows ("alcohol-induced pain", "exercise-related wheeze"). */
export const CAUSED = new Set(["induced", "related", "associated", "provoked", "triggered"]);
/**
 * Verbs that start a clause of their own ("denies dizziness before the fall, got herself up"; "no relationship
 * problems, says there's no stress"), unless they are what is negated ("never gets breathless lying flat").
 */
export const CLAUSE_VERBS = [
  ...["says", "said", "got", "gets", "felt", "lives", "walks", "wants", "thinks", "finds", "knew", "knows"],
  // "no vomiting drinks very little alcohol" (unpunctuated)
  ...["drinks", "smokes", "eats", "works"],
  // "no previous operations, born at term": where and when someone was born is a clause of its own
  "born",
  // "no concerns about hearing, passed his newborn hearing screen"
  "passed",
];
/** Words after "the two" that make it the things named before, counted ("not take the two together", "the two of them"). */
export const COUNTED_TOGETHER = new Set(["together", "of"]);
/** Words that end a negation's scope: a new clause, a contrast, an exception. */
export const TERMINATORS = new Set([
  "but",
  // "no real tummy pain, just cramps before he goes"
  "just",
  // "must not drive when sleepy, must stop driving the lorry": a second instruction
  "must",
  "however",
  "although",
  "though",
  "yet",
  "whereas",
  "while",
  "whilst",
  "which",
  "who",
  "that's",
  "so",
  "because",
  "due",
  "since",
  "until",
  "then",
  "now",
  "still",
  "also",
  "reports",
  "reported",
  "complains",
  "complained",
  // "he's got no symptoms as far as she knows": how far it is known, not more that is denied
  "far",
  // "denies any earache complaining of a headache"
  "complaining",
  "reporting",
  "presents",
  "presented",
  "describes",
  "described",
  "admits",
  "has",
  "had",
  "have",
  "is",
  "was",
  "are",
  "were",
  "with",
  "he",
  "she",
  "they",
  "we",
  "i",
  "you",
  "he's",
  "she's",
  "they're",
  "we're",
  "i'm",
  "i've",
  "i'll",
  // "don't start carbimazole, they'll decide between carbimazole and steroids": what someone will do
  "he'll",
  "she'll",
  "they'll",
  "we'll",
  "you'll",
  "you're",
  // "wife has no symptoms he'd tried a salt water wash" (unpunctuated)
  "he'd",
  "she'd",
  "they'd",
  "i'd",
  "plan",
  "impression",
  "examination",
  "exam",
  "assessment",
  "diagnosis",
  "bloods",
  "results",
  "obs",
  "observations",
  "otherwise",
  ...CLAUSE_VERBS,
  // "does not transilluminate epididymis feels normal"
  ...LINKING_VERBS,
]);
/**
 * How often, how widely or when something is there, said before it ("no cough, streaky haemoptysis", "no
 * hallucinations, previous DTs"): followed by what it is said of, it starts a clause of its own ("not on calcium
 * previous wrist fracture", unpunctuated), and says nothing of the word before it.
 */
export const BEFORE_A_NOUN = new Set([
  ...["streaky", "scattered", "intermittent", "recurrent", "frequent", "persistent", "episodic", "several"],
  // "no trismus few crackles at the left base" (unpunctuated)
  ...["few", "numerous"],
  // "no syncope, narrow complexes": the width of what an ECG shows; "no exudate, hyponasal voice": how it sounds
  ...["narrow", "hyponasal"],
  ...["brief", "transient", "previous", "prior", "known", "ongoing", "current", "new"],
]);
/**
 * Words that say how something is ("uvula central", "periods normal", "mild stridor"): a phrase joined to a
 * negated list that has one is a new clause, not part of the list ("no trismus, uvula central").
 */
export const PREDICATES = new Set([
  ...["normal", "central", "clear", "present", "intact", "fine", "ok", "okay", "good", "well", "reactive"],
  // "no focal weakness, reflexes symmetrical"; "no papilloedema, discs sharp both sides"
  ...["symmetrical", "symmetric", "sharp"],
  ...["equal", "soft", "stable", "unremarkable", "nad", "better", "worse", "improved", "improving", "positive"],
  ...["mild", "mildly", "moderate", "severe", "slight", "slightly", "marked", "some", "only", "occasional"],
  ...["dark", "fresh", "bright", "pale", "large", "small", "big", "red", "enlarged", "inflamed", "swollen"],
  // "no mass, and brown stool without blood": the stool's own colour
  "brown",
  // "not floppy, feeds keenly": how a baby feeds
  "keenly",
  // "no problems with it, periods light": how much
  ...["light", "heavy"],
  ...["supportive", "settled", "happy", "coping", "managing", "raised", "elevated", "reduced", "increased"],
  ...["decreased", "abnormal", "regular", "irregular", "controlled", "unchanged", "healthy", "reassuring", "warm"],
  // "not in time pupils pinpoint" (unpunctuated): how the pupils are is a clause of its own
  ...["pinpoint", "dilated", "constricted", "sluggish", "fixed"],
  // "no nodules, median sulcus preserved"
  "preserved",
  // "no dysdiadochokinesia, gait steady"
  ...["steady", "unsteady"],
  // "no periorbital oedema or erythema, eye movements full and painless"
  ...["full", "painless"],
  // "no tenderness over the sinuses, neck supple"
  "supple",
  // "no deformity, spine straight"
  "straight",
  ...BEFORE_A_NOUN,
  // …or how loud ("not responding when called, TV loud")
  ...["loud", "quiet", "noisy"],
  // …or where it hurts to press ("walks without a limp tender over the right greater trochanter")
  "tender",
]);
/**
 * States of the whole patient ("not agitated", "not distressed"): said after another finding without a stop ("good
 * eye contact not agitated"), they are not said of it, as "tonsils not enlarged" is of the tonsils.
 */
export const STATES_OF_THE_PATIENT = new Set([
  ...["agitated", "distressed", "tearful", "anxious", "confused", "drowsy", "unwell", "withdrawn", "aggressive"],
  ...["restless", "hostile", "guarded", "suicidal", "psychotic", "clammy", "sweaty", "cyanosed", "dehydrated"],
  ...["jaundiced", "breathless", "distracted", "disinhibited", "irritable", "toxic", "septic"],
]);
export const DETERMINERS = new Set(["any", "a", "an", "the"]);
/** Words of quantity after a negation ("doesn't eat much", "not many", "not every time"): a little, not none. */
export const QUANTITIES = new Set(["much", "many", "every", "always"]);
/** What a medicine's good was looked for with ("no improvement with", "not better on", "no relief from"). */
export const TREATED_WITH = new Set(["with", "on", "from", "despite"]);
/** What is offered and may be declined ("Speculum declined", "Bloods declined"), not what may decline (memory). */
export const OFFERED = new Set([
  ...["speculum", "examination", "exam", "pr", "pv", "chaperone", "bloods", "swab", "swabs", "test", "tests"],
  ...["vaccine", "vaccination", "jab", "immunisation", "referral", "admission", "treatment", "injection", "offer"],
  // "UPT declined"
  "upt",
  // "Statin declined": a medicine offered and refused
  ...["statin", "statins", "hrt", "antibiotic", "antibiotics", "medication", "medicine", "inhaler", "smear"],
]);
/** Terms of an exception: the negation before them is partial. */
/** The sounds a speaker makes while finding the next word ("ninety five, er, sorry, ninety six"). */
export const HESITATIONS = new Set(["er", "erm", "um", "uh"]);
export const EXCEPTIONS = new Set(["apart", "except", "besides", "aside", "excluding", "other"]);
/**
 * Words that say how something was noticed ("hasn't felt any glass in the wound", "mum hasn't noticed any pauses"):
 * what is negated is the thing, but the thing may be there otherwise ("cut on broken glass"); with the verb it is
 * the claim the dictation makes.
 */
export const PERCEIVED = new Set(["noticed", "notice", "felt", "seen", "heard"]);
/** Words that may come between a trigger and what it negates without counting ("hasn't had any"). */
export const FILLERS = new Set([
  ...["had", "have", "has", "been", "being", "got", "any", "experienced", "a", "an", "the", "yet", "ever"],
  // "take it with orange juice and not with tea"
  "with",
  // "PE ruled out clinically": how it was ruled out
  ...["clinically", "radiologically"],
  ...PERCEIVED,
]);
/** Words after which a phrase says when something is worse or better ("not made worse by coughing"). */
export const COMPARATIVES = new Set([
  ...["worse", "better", "aggravated", "exacerbated", "relieved", "eased", "triggered", "improvement", "improved"],
  // "not improving with a pinhole" as "no better with pinhole"
  "improving",
]);
/** Words after a thing, in a list a negation started, that say it is there ("no fever, tinnitus present"). */
export const AFFIRMING = new Set(["present", "positive", "pos", "+ve", "noted", "reported", "palpable"]);
/**
 * A label's answer that says it is there ("Visible haematuria: yes, once", "PV bleeding: light spotting",
 * "Withdrawal seizures: one previously"), besides a number ("Cough: 3 weeks") or an episode count.
 */
export const LABEL_THERE = new Set([
  ...["yes", "y", "present", "positive", "+ve", "+", "one", "two", "three", "several", "few", "multiple"],
  ...["occasional", "intermittent", "light", "mild", "moderate", "severe", "some", "slight", "recent", "frequent"],
  ...["ongoing", "persistent", "daily"],
]);
/** An episode count after a finding ("no chest pain, syncope x1"): it happened. */
export const EPISODES = /^(?:[x×]\d+|once|twice)$/;
/** Words between what a post-negation trigger negates and the trigger ("DVT has been ruled out"). */
export const AUXILIARIES = new Set(["has", "have", "had", "been", "is", "was", "are", "were", "be", "now", "yet"]);
export const CONNECTORS = new Set([",", "or", "nor", "and", "/", "&"]);
/** Connectors after which the next word is another thing negated, never a clause of its own. */
export const ALTERNATIVES = new Set(["or", "nor"]);
/** Prefixes written with a hyphen and said as a word of their own ("anti inflammatories", "non steroidal"). */
export const SPOKEN_PREFIXES = new Set(["anti", "non", "co", "pre", "post", "over", "under"]);
/** Terminators that are verbs: the phrase before one, after a connector, is a clause of its own ("her gait was"). */
export const VERBS = new Set(["has", "had", "have", "is", "was", "are", "were", "reports", "complains", "describes"]);
export const CLAUSE_ENDS = new Set([";", ":", "(", ")", ".", "–", "—", "→", "!", "="]);

/** Words that are never part of what is negated. */
export const STOPWORDS = new Set([
  ...["a", "an", "the", "any", "some", "of", "to", "in", "on", "at", "by", "for", "from", "with", "off", "up"],
  ...["his", "her", "their", "its", "my", "your", "our", "this", "that", "these", "those", "it", "him", "them"],
  ...["is", "are", "was", "were", "be", "been", "being", "am", "has", "have", "had", "do", "does", "did"],
  ...["and", "or", "nor", "but", "as", "so", "than", "too", "very", "just", "ever", "yet", "such", "how"],
  ...["he", "she", "they", "we", "i", "you", "anyone", "anybody", "anything", "else", "one", "ones"],
  ...["there", "here", "what", "when", "where", "which", "who", "whom", "whose", "why", "about", "into"],
  ...["can", "could", "may", "might", "will", "shall", "must", "got", "get", "left", "right", "bilateral"],
  ...["would", "should", "really", "much", "more", "less", "further", "other", "others", "previous"],
  ...["previously", "recent", "recently", "new", "obvious", "significant", "current", "currently", "usual"],
  ...["regular", "particular", "further", "again", "before", "after", "today", "yesterday", "all", "both"],
  ...["he's", "she's", "it's", "they're", "we're", "you're", "i'm", "i've", "i'd", "he'd", "she'd", "that's"],
  ...["january", "february", "march", "april", "may", "june", "july", "august", "september", "october"],
  ...["november", "december", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"],
  // "four centimetres across not warm" (unpunctuated): where or how wide, not what is warm
  ...["across", "along", "around", "over", "under", "above", "below", "beneath", "between", "throughout"],
  // "vision otherwise not blurred": how widely, not what is blurred
  "otherwise",
]);
/** Prepositions and determiners that end a negated phrase's head ("DVT | in the left leg"). */
export const HEAD_BREAKS = new Set([
  ...["in", "on", "at", "to", "from", "for", "with", "by", "after", "before", "since", "during", "about"],
  ...["around", "into", "behind", "under", "over", "through", "within", "than", "per", "via", "the", "a"],
  ...["an", "his", "her", "their", "this", "that", "as", "when", "while", "because", "today", "now"],
  // "no swelling round the eyes"
  "round",
]);

/** Words too general to name, on their own, what is negated (stemmed where they are used). */
export const GENERIC_WORDS = [
  ...["symptom", "problem", "issue", "concern", "complaint", "change", "history", "evidence", "sign"],
  ...["feature", "episode", "thing", "use", "using", "take", "taking", "start", "started", "starting"],
  ...["day", "week", "month", "year", "time", "night", "morning", "need", "mention", "report"],
  ...["finding", "abnormality", "abnormal", "normal", "further", "other", "known", "side", "effect"],
  ...["put", "go", "get", "make", "keep", "give", "see", "say", "tell", "come", "let", "try", "feel", "look"],
  ...["want", "like", "know", "wear", "do", "done", "thing", "way", "lot", "bit"],
  // "nothing in the past" (no past history) is not "for the past three days"
  "past",
  // "not needed at this point" names nothing "she can point to it" does
  "point",
  // "no tophi seen": what says it was looked for is not what was found
  ...["seen", "noted", "found", "identified", "detected", "elicited", "palpable", "visible"],
];

/** The words that name a bedside test whose result is said after it ("urine dip negative", "Urine dip NAD"). */
/**
 * Words of a trigger that deny trouble with a thing, not the thing ("no problems with his bladder"), and that, denied
 * on their own, say all is well ("no problems district nurses to take over").
 */
export const TROUBLE = new Set(["problem", "problems", "concerns", "issues", "trouble", "worries"]);

export const TEST_NAMES = new Set(["dip", "dipstick", "dipstix", "test", "swab", "culture", "screen", "result"]);

/** Who a thing may be said of instead of the patient ("her mother has type 2 diabetes", "mum had her menopause"). */
export const RELATIVES = new Set([
  ...["mother", "mum", "father", "dad", "brother", "sister", "son", "daughter", "grandmother", "grandfather"],
  ...["aunt", "uncle", "cousin", "parents", "family", "fhx", "fh", "relative"],
]);

/** How much of a finding there is ("mildly enlarged"), which says it is there. */
export const DEGREE = new Set(["mildly", "moderately", "markedly", "grossly", "slightly"]);
