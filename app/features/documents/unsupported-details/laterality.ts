import type { Flag } from "./checks.ts";
import { contextOf, stemOf } from "./negation-cues.ts";
import { DENYING_WORDS, LINKING_VERBS } from "./negation-words.ts";
import { buildIndex, findNames, type NameMention } from "./names.ts";
import { closedByOr, foundOnce, type ReadText } from "./read-text.ts";
import { tokenStartingAt, type Token } from "./tokens.ts";
import { sideWord, type Side } from "./sides.ts";
import { mapped } from "./arrays.ts";

/**
 * The side of the body: "left knee", "L knee", "R TM", "both feet", "bilateral wheeze", "positive on the left".
 * A document's side is flagged when the dictation gives that part another side only ("right knee — dictation
 * says left"), or no side at all; and when the dictation names both sides of a part but says what the document
 * says of one side only of the other ("right knee pain" when the left knee hurts and the right one is fine).
 */
type State = "normal" | "abnormal";
type SideMention = {
  side: Side;
  part: string | null;
  state?: State;
  start: number;
  end: number;
  /**
   * The nearest word before it in its clause: for a side of no named part, what it is the side of ("Weber → L");
   * for a part, what was done to it or with it ("twisted his left knee", "MRI of the left knee").
   */
  anchor?: string;
  /** …and the words before it in its sentence, which a side in the other text may be anchored to. */
  context?: Set<string>;
  /** …and the parts of the body named just before it in its sentence ("Calf circumference R 42 cm"). */
  nearParts?: string[];
  /** The number given this side ("R 42", "right calf circumference 42"), if any. */
  value?: number;
  /** For a side of no named part: the word just after it ("R inguinal hernia"), as a stem. */
  following?: string;
  /** For a side of no named part: the side said to be worse, better, more … ("R worse", "worse on the right"). */
  compared?: string;
  /** Said of what may come ("symptoms in both legs → A&E"), not of what is. */
  hypothetical?: boolean;
  /** "on that side", "on the same side": the side of the mention before, said again. */
  again?: boolean;
};

/** Words a side is said after when it puts another right ("to the right sorry to the left"), as stems. */
const CORRECTING = new Set(["sorry", "mean", "actually"]);

/** Words after a side that join what follows to it, and so name nothing it is the side of. */
const JOINING = new Set(["and", "or", "but"]);

/** Words between two sides that make them a direction ("left to right", "L→R"). */
const DIRECTED = new Set(["to", "→", "->"]);

const SIGNS = new Set([
  "ve",
  "+",
  "-",
  "→",
  "->",
  "to",
  "the",
  "on",
  "at",
  "of",
  "is",
  "was",
  "lateralises",
  "lateralising",
]);
/** Words that say one side is worse or more than the other ("both knees, R worse"; "worse on the right"). */
const COMPARED = new Set(["worse", "better", "more", "greater", "larger", "bigger", "weaker", "stronger", "smaller"]);
/** How a thing is more on one side, after "more" ("more so on the right", "more marked on the left"). */
const MORE_WHAT = new Set(["so", "marked", "pronounced", "prominent", "obvious", "noticeable", "severe", "affected"]);
/** How much worse, between a side and its comparison ("L slightly weaker than R"). */
const BY_HOW_MUCH = new Set(["slightly", "much", "marginally", "somewhat", "far", "rather", "a", "bit", "little"]);
const ANCHOR_BREAKS = new Set([",", ";", ".", "(", ")", "and", "but", "or"]);

/** Words that never anchor a side: what is done to a part is named by a verb or noun, not "in" or "with". */
const NOT_ANCHORS = new Set([
  ...["in", "into", "over", "under", "for", "with", "from", "by", "around", "a", "an", "up"],
  // …nor the unit of a number said of each side ("30 degrees on the left and 45 on the right")
  ...["degrees", "degree", "cm", "mm", "centimetres", "millimetres"],
  // …or a time ("positive at 20 seconds on the right and 40 on the left")
  ...["seconds", "second", "secs", "sec", "s", "minutes", "minute", "mins", "min"],
]);

/**
 * What a side is the side of, or what is done to the part it names (nearest content word before it in its clause),
 * and its context. For a part, a word saying how it is ("reduced in the left foot") is its state, not an anchor,
 * and its context ends at the side before it.
 */
function anchorsOf(read: ReadText, i: number, part = false): { anchor?: string; context: Set<string> } {
  const { tokens } = read;
  let anchor: string | undefined;
  const context = new Set<string>();
  for (let j = i - 1, open = true; j >= 0 && j >= i - 6 && !read.breakBefore[j + 1]; j--) {
    const token = tokens[j];
    if (ANCHOR_BREAKS.has(token.lower)) open = false;
    // A part's context is its own: "x ray of the left ankle right ankle normal" (unpunctuated) x-rays the left.
    if (part && sideAt(tokens, j)) break;
    if (token.kind !== "word" || SIGNS.has(token.lower) || sideWord(token)) continue;
    if (DETERMINERS.has(token.lower) || NOT_ANCHORS.has(token.lower)) continue;
    const stem = stemOf(token.lower);
    context.add(stem);
    const state = part && (NORMAL.has(token.lower) || ABNORMAL.has(token.lower));
    if (open && anchor === undefined && !state) anchor = stem;
  }
  return anchor === undefined ? { context } : { anchor, context };
}

/** Parts of the body, by their one name; a part's parent is the larger part it belongs to. */
const PARTS: ReadonlyArray<readonly [id: string, parent: string | null, ...names: string[]]> = [
  ["knee", null, "knee", "knees"],
  // a joint replaced, by its abbreviation ("R TKR" for "right total knee replacement")
  ["knee replacement", "knee", "tkr", "tka"],
  ["hip", null, "hip", "hips"],
  ["hip replacement", "hip", "thr", "tha"],
  ["ankle", null, "ankle", "ankles"],
  ["foot", null, "foot", "feet"],
  ["toe", "foot", "toe", "toes", "big toe", "great toe", "hallux"],
  ["mtp joint", "toe", "mtp joint", "mtpj", "mtp", "first mtp joint", "1st mtp joint", "metatarsophalangeal joint"],
  ["leg", null, "leg", "legs", "lower limb", "lower limbs"],
  ["lower leg", "leg", "lower leg", "lower legs", "shin", "shins", "calf", "calves"],
  ["saphenous vein", "leg", "saphenous vein", "great saphenous vein", "long saphenous vein", "short saphenous vein"],
  ["thigh", "leg", "thigh", "thighs"],
  ["web space", null, "web space", "web spaces", "first web space", "second web space", "third web space"],
  ["morton's neuroma", "foot", "morton's neuroma", "mortons neuroma", "morton neuroma"],
  ["arm", null, "arm", "arms", "upper limb", "upper limbs"],
  ["forearm", "arm", "forearm", "forearms"],
  ["elbow", null, "elbow", "elbows"],
  ["antecubital fossa", "elbow", "antecubital fossa", "antecubital fossae", "cubital fossa", "cubital fossae"],
  ["antecubital fossa", "elbow", "elbow crease", "elbow creases"],
  ["popliteal fossa", "knee", "popliteal fossa", "popliteal fossae", "back of the knee", "backs of the knees"],
  ["axilla", null, "axilla", "axillae", "axillary", "armpit", "armpits"],
  ["palm", "hand", "palm", "palms"],
  ["sole", "foot", "sole", "soles"],
  ["wrist", null, "wrist", "wrists"],
  ["hand", null, "hand", "hands"],
  ["dominant hand", null, "dominant hand", "handed"],
  // "the tip of the left index": a finger named by which
  ["finger", "hand", "finger", "fingers", "thumb", "thumbs", "index"],
  ["shoulder", null, "shoulder", "shoulders"],
  ["deltoid", "arm", "deltoid", "upper arm"],
  ["ear", null, "ear", "ears"],
  ["eardrum", "ear", "eardrum", "eardrums", "ear drum", "tympanic membrane", "tympanic membranes", "tm", "tms"],
  ["eardrum", "ear", "drum", "drums"],
  ["ear canal", "ear", "ear canal", "ear canals", "canal", "canals", "external auditory canal", "eac"],
  ["eye", null, "eye", "eyes"],
  ["pupil", "eye", "pupil", "pupils"],
  ["cornea", "eye", "cornea", "corneal"],
  ["eyelid", "eye", "eyelid", "eyelids", "upper lid", "lower lid"],
  ["tonsil", null, "tonsil", "tonsils", "tonsillar"],
  ["breast", null, "breast", "breasts"],
  ["chest", null, "chest", "hemithorax"],
  ["lung", "chest", "lung", "lungs", "lung base", "base", "bases"],
  ["kidney", null, "kidney", "kidneys", "renal", "loin", "flank"],
  ["iliac fossa", null, "iliac fossa", "iliac fossae"],
  ["upper quadrant", null, "upper quadrant", "hypochondrium"],
  ["lower quadrant", null, "lower quadrant"],
  ["groin", null, "groin", "groins", "inguinal region"],
  ["inguinal nodes", "groin", "inguinal nodes", "inguinal lymph nodes", "inguinal lymph node", "inguinal node"],
  // "known small right inguinal hernia"
  ["inguinal hernia", "groin", "inguinal hernia", "inguinal hernias"],
  ["femoral hernia", "groin", "femoral hernia", "femoral hernias"],
  ["testicle", null, "testicle", "testis", "testicles", "testes"],
  ["ovary", null, "ovary", "ovaries", "ovarian"],
  ["back", null, "back"],
  ["abdomen", null, "abdomen", "abdominal wall", "side of the abdomen", "side of his abdomen", "side of her abdomen"],
  ["upper back", "back", "upper back"],
  ["spine", null, "spine"],
  ["temple", null, "temple"],
  ["cheek", null, "cheek", "cheeks"],
  ["face", null, "face"],
  ["neck", null, "neck"],
  ["heel", "foot", "heel", "heels"],
  ["buttock", null, "buttock", "buttocks"],
  ["nostril", null, "nostril", "nostrils"],
  ["nostril", null, "nasal ala", "ala nasi", "alar crease", "nasolabial fold", "nasolabial folds"],
  ["parotid", "face", "wharton's duct", "submandibular duct", "stensen's duct", "parotid duct"],
  // A sweep of parts a side is often given to in primary care (after held-out-14)
  ["sinus", null, "sinus", "sinuses", "maxillary sinus", "maxillary sinuses", "frontal sinus", "frontal sinuses"],
  ["tibial tuberosity", "knee", "tibial tuberosity", "tibial tuberosities", "tibial tubercle", "tibial tubercles"],
  ["patella", "knee", "patella", "kneecap", "knee cap"],
  ["temporal artery", "temple", "temporal artery", "temporal arteries"],
  ["jaw", "face", "jaw", "mandible"],
  ["parotid", "face", "parotid", "parotid gland", "submandibular gland"],
  ["mastoid", "ear", "mastoid"],
  ["carotid", "neck", "carotid", "carotid artery"],
  ["trapezius", "neck", "trapezius", "trapezii", "upper trapezius"],
  ["sternocleidomastoid", "neck", "sternocleidomastoid", "scm"],
  ["rib", "chest", "rib", "ribs"],
  ["scapula", "shoulder", "scapula", "shoulder blade"],
  ["clavicle", "shoulder", "clavicle", "collarbone", "collar bone"],
  ["epicondyle", "elbow", "epicondyle", "lateral epicondyle", "medial epicondyle", "olecranon"],
  ["scaphoid", "wrist", "scaphoid", "anatomical snuffbox"],
  ["radial styloid", "wrist", "radial styloid", "radial styloids", "ulnar styloid", "ulnar styloids"],
  ["soft palate", null, "soft palate", "palate"],
  ["metacarpal", "hand", "metacarpal", "metacarpals"],
  ["metatarsal", "foot", "metatarsal", "metatarsals"],
  ["achilles", "lower leg", "achilles", "achilles tendon"],
  ["hamstring", "thigh", "hamstring", "hamstrings"],
  ["trochanter", "hip", "greater trochanter", "trochanter"],
  ["sacroiliac joint", "back", "sacroiliac joint", "sacroiliac joints", "si joint"],
  ["dorsalis pedis", "foot", "dorsalis pedis", "posterior tibial"],
  ["ureter", "kidney", "ureter"],
  ["vocal cord", null, "vocal cord", "vocal cords"],
  // A second sweep across specialties. A part's id ends in a word each of its names has: the dictation may name the
  // part and place its side after it ("plantar fascia tender on the left"), found by that word.
  // …the knee and leg
  ["patellar tendon", "patellar", "patellar tendon", "patellar tendons", "patella tendon"],
  ["patellar", "patella", "patellar"],
  ["prepatellar", "knee", "prepatellar"],
  ["infrapatellar", "knee", "infrapatellar"],
  ["suprapatellar", "knee", "suprapatellar"],
  ["quadriceps", "thigh", "quadriceps", "quadricep", "quadriceps tendon", "quadriceps muscle"],
  ["quads", "quadriceps", "quads"],
  ["meniscus", "knee", "meniscus", "medial meniscus", "lateral meniscus"],
  ["menisci", "meniscus", "menisci"],
  ["meniscal", "meniscus", "meniscal"],
  ["cruciate", "knee", "cruciate", "cruciates", "cruciate ligament", "cruciate ligaments", "anterior cruciate"],
  ["cruciate", "knee", "anterior cruciate ligament", "posterior cruciate", "posterior cruciate ligament"],
  ["acl", "cruciate", "acl"],
  ["collateral ligament", "knee", "collateral ligament", "collateral ligaments"],
  ["collateral ligament", "knee", "medial collateral ligament", "lateral collateral ligament"],
  ["joint line", "knee", "joint line", "joint lines"],
  ["pes anserine", "knee", "pes anserine"],
  ["iliotibial band", "thigh", "iliotibial band"],
  ["adductor", "thigh", "adductor", "adductors"],
  ["femur", "thigh", "femur"],
  ["femoral neck", "hip", "femoral neck", "neck of femur", "neck of the femur"],
  ["nof", "femoral neck", "nof"],
  ["trochanteric", "trochanter", "trochanteric"],
  ["iliac crest", "hip", "iliac crest", "iliac crests"],
  ["asis", "hip", "asis", "anterior superior iliac spine", "anterior superior iliac spines"],
  ["ischial tuberosity", "buttock", "ischial tuberosity", "ischial tuberosities"],
  ["gluteal", "buttock", "gluteal"],
  ["gluteus", "buttock", "gluteus", "gluteus medius", "gluteus maximus", "gluteus minimus"],
  ["piriformis", "buttock", "piriformis"],
  ["gastrocnemius", "lower leg", "gastrocnemius"],
  ["soleus", "lower leg", "soleus"],
  ["tibia", "lower leg", "tibia"],
  ["tibial", "tibia", "tibial"],
  ["fibula", "lower leg", "fibula"],
  ["malleolus", "ankle", "malleolus", "lateral malleolus", "medial malleolus"],
  ["malleoli", "malleolus", "malleoli"],
  ["talofibular ligament", "ankle", "talofibular ligament", "anterior talofibular ligament"],
  ["peroneal", "ankle", "peroneal", "peroneal tendon", "peroneal tendons"],
  ["tibialis", "ankle", "tibialis posterior", "tibialis anterior"],
  ["plantar fascia", "foot", "plantar fascia"],
  ["instep", "foot", "instep"],
  ["forefoot", "foot", "forefoot"],
  ["midfoot", "foot", "midfoot"],
  ["hindfoot", "foot", "hindfoot"],
  ["calcaneus", "heel", "calcaneus"],
  // …the shoulder and arm
  ["rotator cuff", "shoulder", "rotator cuff", "rotator cuffs"],
  ["supraspinatus", "rotator cuff", "supraspinatus", "supraspinatus tendon"],
  ["infraspinatus", "rotator cuff", "infraspinatus"],
  ["subscapularis", "rotator cuff", "subscapularis"],
  ["subacromial", "shoulder", "subacromial", "subacromial bursa", "subacromial space"],
  ["acromioclavicular", "shoulder", "acromioclavicular", "acromioclavicular joint", "acromioclavicular joints"],
  ["ac joint", "acromioclavicular", "ac joint", "ac joints"],
  ["acj", "ac joint", "acj"],
  ["sternoclavicular", "clavicle", "sternoclavicular", "sternoclavicular joint"],
  ["glenohumeral", "shoulder", "glenohumeral", "glenohumeral joint"],
  ["humerus", "arm", "humerus"],
  ["humeral", "humerus", "humeral"],
  ["biceps", "arm", "biceps", "bicep", "biceps tendon", "long head of biceps"],
  ["triceps", "arm", "triceps", "tricep"],
  ["brachial pulse", "arm", "brachial pulse", "brachial pulses"],
  ["brachial artery", "arm", "brachial artery"],
  ["radial head", "elbow", "radial head"],
  ["common extensor origin", "elbow", "common extensor origin", "common flexor origin"],
  ["cubital tunnel", "elbow", "cubital tunnel"],
  ["radial pulse", "wrist", "radial pulse", "radial pulses"],
  ["radial artery", "wrist", "radial artery"],
  ["snuffbox", "scaphoid", "snuffbox"],
  ["thenar", "hand", "thenar", "thenar eminence"],
  ["hypothenar", "hand", "hypothenar", "hypothenar eminence"],
  ["knuckle", "hand", "knuckle", "knuckles"],
  ["mcp", "finger", "mcp", "mcps", "mcp joint", "mcp joints"],
  ["mcpj", "mcp", "mcpj", "mcpjs"],
  ["metacarpophalangeal", "mcp", "metacarpophalangeal", "metacarpophalangeal joint", "metacarpophalangeal joints"],
  ["interphalangeal joint", "finger", "interphalangeal joint", "interphalangeal joints", "ip joint"],
  ["interphalangeal joint", "finger", "pip joint", "pip joints", "dip joint", "dip joints"],
  ["finger", "hand", "trigger finger", "trigger fingers"],
  ["fingertip", "finger", "fingertip", "fingertips"],
  // …the back, nerves and vessels (not the arm's nerves: their side is often given by the hand or a finger)
  ["paraspinal", "back", "paraspinal", "paraspinals", "paraspinal muscles"],
  ["paravertebral", "paraspinal", "paravertebral"],
  ["rhomboid", "upper back", "rhomboid", "rhomboids"],
  ["sacroiliac joint", "back", "si joints"],
  ["sacroiliac", "sacroiliac joint", "sacroiliac"],
  ["sij", "sacroiliac joint", "sij", "sijs"],
  ["sciatic nerve", "leg", "sciatic nerve"],
  ["femoral pulse", "groin", "femoral pulse", "femoral pulses"],
  ["femoral artery", "groin", "femoral artery"],
  ["femoral hernia", "groin", "femoral hernia", "femoral hernias"],
  ["popliteal pulse", "popliteal fossa", "popliteal pulse", "popliteal pulses"],
  ["popliteal artery", "popliteal fossa", "popliteal artery"],
  // …the eye
  ["conjunctiva", "eye", "conjunctiva", "conjunctivae"],
  // "temporal" and "nasal" here say which side of the eye ("L temporal conjunctiva"), not which side of the body.
  ["conjunctiva", "eye", "temporal conjunctiva", "nasal conjunctiva"],
  ["conjunctival", "conjunctiva", "conjunctival"],
  ["subconjunctival", "eye", "subconjunctival"],
  ["sclera", "eye", "sclera", "sclerae"],
  ["scleral", "sclera", "scleral"],
  ["iris", "eye", "iris"],
  ["anterior chamber", "eye", "anterior chamber"],
  ["retina", "eye", "retina"],
  ["retinal", "retina", "retinal"],
  ["fundus", "eye", "fundus"],
  ["fundi", "fundus", "fundi"],
  ["optic disc", "eye", "optic disc", "optic discs"],
  ["lid", "eyelid", "lid", "lids", "lid margin", "lid margins"],
  ["canthus", "eye", "canthus", "medial canthus", "lateral canthus"],
  ["lacrimal", "eye", "lacrimal", "lacrimal gland", "lacrimal sac"],
  ["nasolacrimal", "lacrimal", "nasolacrimal", "nasolacrimal duct"],
  ["tear duct", "nasolacrimal", "tear duct", "tear ducts"],
  ["orbit", "eye", "orbit"],
  ["orbital", "orbit", "orbital", "peri-orbital"],
  ["periorbital", "orbital", "periorbital"],
  ["eyebrow", "face", "eyebrow", "eyebrows"],
  ["brow", "eyebrow", "brow"],
  // …the ear, nose and throat
  ["pinna", "ear", "pinna", "pinnae"],
  ["auricle", "ear", "auricle"],
  ["earlobe", "ear lobe", "earlobe", "earlobes"],
  ["ear lobe", "ear", "ear lobe", "ear lobes"],
  ["tragus", "ear", "tragus"],
  ["auricular", "ear", "post-auricular", "pre-auricular"],
  ["postauricular", "auricular", "postauricular"],
  ["preauricular", "auricular", "preauricular"],
  ["nose", "face", "nose"],
  ["nasal", "nose", "nasal cavity", "nasal cavities", "nasal passage", "nasal passages", "nasal vestibule"],
  ["nasal", "nose", "nasal mucosa"],
  ["turbinate", "nose", "turbinate", "turbinates", "inferior turbinate"],
  ["tonsillar fossa", "tonsil", "tonsillar fossa", "tonsillar fossae"],
  ["peritonsillar", "tonsil", "peritonsillar"],
  ["submandibular", "neck", "submandibular", "submandibular region", "submandibular node", "submandibular nodes"],
  ["submandibular", "neck", "submandibular lymph node", "submandibular lymph nodes"],
  // …the head and face
  ["forehead", "face", "forehead"],
  ["frontal", "forehead", "frontal"],
  ["scalp", null, "scalp"],
  ["occipital", null, "occipital"],
  ["occiput", "occipital", "occiput"],
  ["parietal", null, "parietal"],
  ["temporomandibular", "jaw", "temporomandibular", "temporomandibular joint"],
  ["tmj", "temporomandibular", "tmj", "tmjs"],
  ["lip", "face", "lip", "lips"],
  ["nasolabial", "face", "nasolabial", "nasolabial fold", "nasolabial folds"],
  ["facial", "face", "facial", "facial nerve"],
  // …the lymph nodes of the neck
  ["cervical nodes", "neck", "cervical nodes", "cervical node", "cervical lymph nodes", "cervical lymph node"],
  ["cervical lns", "cervical nodes", "cervical lns", "cervical ln"],
  ["cervical glands", "cervical nodes", "cervical glands", "cervical gland", "cervical lymph glands"],
  ["cervical lymphadenopathy", "cervical nodes", "cervical lymphadenopathy"],
  ["supraclavicular", "neck", "supraclavicular", "supraclavicular fossa", "supraclavicular node"],
  ["supraclavicular", "neck", "supraclavicular nodes", "supraclavicular lymph node", "supraclavicular lymph nodes"],
  ["triangle", "neck", "anterior triangle", "posterior triangle"],
  // …the chest
  ["costophrenic", "lung", "costophrenic", "costophrenic angle", "costophrenic angles"],
  ["lobe", "lung", "lobe", "lobes"],
  ["zone", "lung", "zone", "zones", "mid zone", "mid zones"],
  ["midzone", "zone", "midzone", "midzones"],
  ["pleural", "chest", "pleural"],
  ["pleura", "pleural", "pleura"],
  ["hemidiaphragm", "chest", "hemidiaphragm", "hemidiaphragms"],
  ["intercostal", "chest", "intercostal", "intercostal space"],
  ["costal margin", "chest", "costal margin", "costal margins"],
  ["sternal", "chest", "sternal edge", "sternal border"],
  ["pectoral", "chest", "pectoral", "pectorals"],
  ["pectoralis", "pectoral", "pectoralis", "pectoralis major", "pectoralis minor"],
  ["nipple", "breast", "nipple", "nipples"],
  ["areola", "breast", "areola"],
  ["axillary tail", "breast", "axillary tail"],
  // …the groin, pelvis and genitals (the scrotum under the testicle, the adnexa under the iliac fossa: a side given
  // either is one side)
  ["inguinal lymphadenopathy", "inguinal nodes", "inguinal lymphadenopathy"],
  ["inguinal lns", "inguinal nodes", "inguinal lns", "inguinal ln"],
  ["inguinal glands", "inguinal nodes", "inguinal glands", "inguinal gland", "inguinal lymph glands"],
  ["scrotum", "testicle", "scrotum"],
  ["hemiscrotum", "scrotum", "hemiscrotum"],
  ["scrotal", "scrotum", "scrotal"],
  ["epididymis", "testicle", "epididymis"],
  ["epididymal", "epididymis", "epididymal"],
  ["spermatic cord", "testicle", "spermatic cord", "spermatic cords"],
  ["labium", null, "labium", "labium majus", "labium minus"],
  ["labia", "labium", "labia", "labia majora", "labia minora"],
  ["bartholin", "labium", "bartholin", "bartholins", "bartholin's", "bartholin’s"],
  ["adnexa", "iliac fossa", "adnexa", "adnexae"],
  ["adnexal", "adnexa", "adnexal"],
  ["fallopian tube", "adnexa", "fallopian tube", "fallopian tubes"],
];

const PART_INDEX = buildIndex(PARTS.flatMap(([id, , ...names]) => mapped(names, (name) => ({ id, name }))));
const PARENT = new Map(mapped(PARTS, ([id, parent]) => [id, parent]));

/** Whether the dictation's `said` part covers the document's `claimed` part (the eardrum is part of the ear). */
function covers(said: string, claimed: string): boolean {
  for (let part: string | null | undefined = said; part; part = PARENT.get(part)) if (part === claimed) return true;
  return false;
}

const NORMAL = new Set([
  "normal",
  "normally",
  "fine",
  "asymptomatic",
  "nad",
  "unremarkable",
  "clear",
  "negative",
  "intact",
  "ok",
]);
const ABNORMAL = new Set([
  // "left tympanic membrane dull and retracted"
  "dull",
  "retracted",
  "pain",
  "painful",
  "ache",
  "aching",
  "sore",
  "tender",
  "tenderness",
  "swollen",
  "swelling",
  "red",
  "redness",
  // "left drum slightly pink"
  "pink",
  "erythema",
  "erythematous",
  "hot",
  "bulging",
  "positive",
  "injection",
  "injected",
  // "the vision in the right eye is blurry", "hyphaema right eye"
  "blurry",
  "blurred",
  "hyphaema",
  // "bilateral conjunctival suffusion without discharge": the suffusion is what is said of them
  "suffusion",
  "suffused",
  "effusion",
  "oa",
  "osteoarthritis",
  "crepitus",
  "deformity",
  "varus",
  "valgus",
  "weakness",
  "weak",
  "numbness",
  "numb",
  "tingling",
  "rash",
  "mole",
  "lesion",
  "keratosis",
  "crackles",
  "creps",
  "crepitations",
  "wheeze",
  "reduced",
  "enlarged",
  "enlargement",
  "exudate",
  "cellulitis",
  "fracture",
  "lump",
  "mass",
  "discharge",
  "perforated",
  "perforation",
  "ulcer",
  "bruising",
  "bruised",
  "radiating",
  "injury",
  "injured",
  "sprain",
  "sprained",
  "itch",
  "itchy",
  "itching",
  "blistering",
  "vesicular",
  "infected",
  "infection",
  "inflamed",
  "wound",
  "laceration",
  "burning",
  "shingles",
  // "nodule R upper lip" (not an injury, which anchors the part: "grazed the right knee and twisted the left")
  "nodule",
]);
const CLAUSE_ENDS = new Set([",", ";", ".", "(", ")", "–", "—", "→"]);
const DETERMINERS = new Set(["the", "her", "his", "their", "its"]);
const ADJECTIVES = new Set([
  "upper",
  "lower",
  "first",
  "big",
  "great",
  "little",
  "medial",
  "lateral",
  "inner",
  "outer",
  "index",
  "middle",
  "ring",
  // what kind of pain or where on the part ("L-sided pleuritic chest pain", "R anterior knee")
  "pleuritic",
  "anterior",
  "posterior",
  "proximal",
  "distal",
]);

/** Words with a condition's ending that name no condition. */
const NOT_CONDITIONS = new Set(["diagnosis", "prognosis", "diagnoses", "prognoses", "hypnosis"]);

/** What may be fine ("fine creps", "fine tremor"), said after "fine". */
const FINE_FINDINGS = new Set(["creps", "crepitations", "crackles", "crepitus", "tremor", "rash", "papules"]);

function stateWord(tokens: Token[], j: number): State | undefined {
  if (!tokens[j]) return undefined;
  const signed = tokens[j].lower === "ve" && tokens[j].gap === "" && ["+", "-"].includes(tokens[j - 1]?.lower ?? "");
  const word = signed ? `${tokens[j - 1].lower}ve` : tokens[j].lower;
  // "not tender", "non-tender"
  const hyphened = tokens[j - 1]?.lower === "-" && tokens[j - 1].gap === "" && tokens[j - 2]?.lower === "non";
  const negated = hyphened || DENYING_WORDS.has(tokens[j - 1]?.lower ?? "");
  if (word === "+ve") return "abnormal";
  if (word === "-ve") return "normal";
  // "crackles at the right base, which partly clear with coughing": not clear.
  if (PARTLY.has(tokens[j - 1]?.lower ?? "")) return undefined;
  // "fine creps", "fine tremor": how fine a finding is, not that all is fine.
  if (word === "fine" && FINE_FINDINGS.has(tokens[j + 1]?.lower ?? "")) return undefined;
  if (NORMAL.has(word)) return "normal";
  if (ABNORMAL.has(word)) return negated ? "normal" : "abnormal";
  // A condition named by its ending ("episcleritis of the right eye", "a neuroma", "keratosis"): not normal.
  if (tokens[j].kind === "word" && CONDITION.test(word) && !NOT_CONDITIONS.has(word)) {
    return negated ? "normal" : "abnormal";
  }
  return undefined;
}

/**
 * An injury said before the part it was done to ("burn on the back of the left hand", "Graze anterior L knee"): what
 * is wrong with it — read only before the part, so that it still anchors the part too ("grazed the right knee and
 * twisted the left"), and not a scar it left ("old burn scar on the left forearm").
 */
const INJURIES = new Set([
  ...["burn", "burns", "burnt", "burned", "scald", "scalded", "graze", "grazed", "grazes", "blister", "blisters"],
  ...["bite", "bitten", "sting", "stung"],
]);
const SCARS = new Set(["scar", "scars", "scarring"]);

function injuryAt(tokens: Token[], j: number): State | undefined {
  return INJURIES.has(tokens[j].lower) && !SCARS.has(tokens[j + 1]?.lower ?? "") ? "abnormal" : undefined;
}

/** A condition named by its ending ("episcleritis", "a neuroma", "keratosis"). */
const CONDITION = /.{4}(?:itis|oma|osis)$/;
/** Words before a condition that set it against the finding as another diagnosis ("not", "rather than"). */
const OTHER_DIAGNOSIS = new Set(["not", "than", "vs", "versus"]);
const PARTLY = new Set(["partly", "partially", "part"]);
const CONJUNCTIONS = new Set(["and", "but", "or", "whereas", "while"]);
/** What a part in a denied list follows ("no dark urine, pale stools, right upper quadrant pain"). */
const LISTING = new Set([",", "or", "and", "/"]);
const WHEN = new Set(["day", "days", "yesterday", "today", "week", "weeks", "ago", "since", "before", "earlier"]);
/**
 * What is said of the part: the nearest state word after it in its clause (past a "part:"), else before it;
 * for a side on its own ("positive on the left") before it first.
 */
function stateOf(read: ReadText, first: number, last: number, sideOnly: boolean): State | undefined {
  const { tokens } = read;
  const after = (): State | undefined => {
    const partAt = partStarts(read);
    for (let j = last + 1; j < tokens.length && j <= last + 5; j++) {
      const word = tokens[j].lower;
      if (read.breakBefore[j] || sideWord(tokens[j]) || CONJUNCTIONS.has(word)) return undefined;
      // "mass in the left iliac fossa spine normal" (unpunctuated): a state after another part is that part's;
      // after a time ("pain behind the left ear the day before no rash"), another finding's.
      if (partAt.has(j) || WHEN.has(word)) return undefined;
      if ((CLAUSE_ENDS.has(word) || word === ":") && j > last + 1) return undefined;
      // "crackles at the left base, otherwise clear": how the rest is, not the part.
      if (OTHERWISE.has(word)) return undefined;
      // "right inguinal node about two centimetres mouth clear" (unpunctuated): a reading ends what is said of it.
      if (tokens[j].kind === "number") return undefined;
      // "blocked left tear duct, not conjunctivitis", "… rather than conjunctivitis": another diagnosis set against
      // it, which says nothing of how the part is.
      if (CONDITION.test(word) && OTHER_DIAGNOSIS.has(tokens[j - 1]?.lower ?? "")) return undefined;
      const state = stateWord(tokens, j);
      // "reduced on the left foot normal on the right" (unpunctuated): a state followed by a side is that side's.
      if (state && sideFollows(tokens, j + 1)) return undefined;
      // "no right iliac fossa tenderness": what is denied of the part is not so — and so is "no dark urine, pale
      // stools, right upper quadrant pain", a list the denial runs through.
      // …a list closed by "or" ("…, right upper quadrant pain, fevers or rigors"), not "no vomiting, right iliac fossa
      // pain and tenderness", where a comma may end the denial.
      const listed =
        LISTING.has(tokens[first - 1]?.lower ?? "") &&
        closedByOr(read, last + 1, 12, (word) => DENYING_WORDS.has(word)) &&
        contextOf(read).polarity[first] === "negated";
      const partDenied = DENYING_WORDS.has(tokens[first - 1]?.lower ?? "") || listed;
      if (state === "abnormal" && partDenied) return "normal";
      if (state) return state;
      // "right base no recession no wheeze": a new negated finding is another clause.
      // ("non-tender" is one state.)
      const denied = tokens[j + 1]?.lower === "-" ? j + 2 : j + 1;
      if (DENYING_WORDS.has(word) && !stateWord(tokens, denied)) return undefined;
    }
    return undefined;
  };
  const before = (): State | undefined => {
    // "prosthetic joint infection, R knee.": what is wrong, then where, after a comma, at the clause's end (not "R
    // renal angle tender, L renal angle NT").
    const ends = last + 1 >= tokens.length || read.breakBefore[last + 1] || CLAUSE_ENDS.has(tokens[last + 1].lower);
    const named = tokens[first - 1]?.lower === "," && !read.breakBefore[first - 1] && ends;
    const wrong = named ? stateWord(tokens, first - 2) : undefined;
    if (wrong) return wrong;
    // …past where on it ("burn over the dorsum of the right hand").
    const onIt = tokens[first - 2]?.lower === "of" && DETERMINERS.has(tokens[first - 1]?.lower ?? "");
    for (let j = first - 1; j >= 0 && j >= first - (onIt ? 6 : 3); j--) {
      const word = tokens[j].lower;
      if (read.breakBefore[j + 1] || sideWord(tokens[j]) || CLAUSE_ENDS.has(word) || CONJUNCTIONS.has(word))
        return undefined;
      const state = stateWord(tokens, j) ?? injuryAt(tokens, j);
      if (state) return state;
    }
    return undefined;
  };
  if (sideOnly) return before() ?? after();
  // "mildly tender over the right tibial tuberosity no effusion in either knee" (unpunctuated): a state said just
  // before the part is its own; "no X" after it starts another finding.
  // …and "mild tenderness in the right iliac fossa, no mass felt": past a comma too.
  const said = before();
  const next = after();
  const denial = tokens[last + 1]?.lower === "," ? last + 2 : last + 1;
  return said && next === "normal" && DENYING_WORDS.has(tokens[denial]?.lower ?? "") ? said : (next ?? said);
}

/** Whether a side comes at token `j`, after at most "on the" ("normal on the right", "normal R"). */
function sideFollows(tokens: Token[], j: number): boolean {
  for (let k = j; k < tokens.length && k <= j + 2; k++) {
    if (sideAt(tokens, k)) return true;
    if (!["on", "in", "at", "the", "to"].includes(tokens[k].lower)) return false;
  }
  return false;
}

/** The denominators of the shorthand for days, weeks and months ("3/7", "6/52", "2/12"). */
const SHORTHAND_LENGTHS = new Set(["7", "52", "12"]);

/** The side named at token `i`, and where its words end; null when the word is not a side here. */
function sideAt(tokens: Token[], i: number): { side: Side; next: number; abbreviated: boolean } | null {
  const token = tokens[i];
  if (token.kind !== "word") return null;
  const next = tokens[i + 1];
  const abbreviated = token.text === "L" || token.text === "R";
  const side = sideWord(token);
  if (!side) return null;
  // What is glued after it: "-sided", "-handed".
  const suffix = next?.gap === "" && next.lower === "-" ? tokens[i + 2]?.lower : undefined;
  // "right-handed" is a hand preference (its own part: "dominant hand").
  if (suffix === "handed") return { side, next: i + 2, abbreviated: false };
  // "XR L-spine", "MRI L-spine": the lumbar spine, no side.
  if (abbreviated && suffix === "spine") return null;
  if (abbreviated) {
    // "L>R", "L > R": a comparison of the two sides; "R/v" a review; "2 L" two litres.
    if (/^[>/<=]$/.test(next?.lower ?? "") && (next.gap === "" || next.lower !== "/")) return null;
    if (/^[><=]$/.test(tokens[i - 1]?.lower ?? "") || (token.gap === "" && tokens[i - 1]?.lower === "/")) return null;
    // …but "6/52 L ptosis": after a length in the shorthand (days, weeks, months), a side.
    const over = tokens[i - 2]?.lower === "/" && SHORTHAND_LENGTHS.has(tokens[i - 1]?.text ?? "");
    if (tokens[i - 1]?.kind === "number" && !over) return null;
  }
  return { side, next: suffix === "sided" ? i + 3 : i + 1, abbreviated };
}

/** "R: Sertraline stopped today." in an SBAR note (with its "S:", "B:" and "A:" lines): the Recommendation, not a side. */
function recommendationHeading(read: ReadText, i: number): boolean {
  const token = read.tokens[i];
  if (token.text !== "R" || read.tokens[i + 1]?.lower !== ":" || read.tokens[i + 2]?.kind === "number") return false;
  const lineStart = read.text.lastIndexOf("\n", token.start - 1) + 1;
  if (read.text.slice(lineStart, token.start).trim() !== "") return false;
  return /^\s*S\s*:/m.test(read.text) && /^\s*B\s*:/m.test(read.text) && /^\s*A\s*:/m.test(read.text);
}

/**
 * "R: trimethoprim, ciprofloxacin" in a culture's result: what the organism resists, not a side — on a line that says it
 * is a culture's ("Urine culture: …", "S: nitrofurantoin"), not "Knees — R: ibuprofen gel".
 */
function resistantTo(read: ReadText, i: number): boolean {
  const token = read.tokens[i];
  if (token.text !== "R" || read.tokens[i + 1]?.lower !== ":" || read.medicineAt[i + 2] === undefined) return false;
  // Its line, the two before it and the one after ("MSU: E. coli⏎R: trimethoprim⏎S: nitrofurantoin").
  const lines = read.text.split("\n");
  const at = read.text.slice(0, token.start).split("\n").length - 1;
  return CULTURED.test(lines.slice(Math.max(0, at - 2), at + 2).join("\n"));
}
const CULTURED = /\b(?:S\s*:|cultures?|sensitiv|resistan|grew|MSU|MC&S|isolate)/i;

/** A quadrant of the abdomen written as one word: its side and part ("RUQ" is the right upper quadrant). */
const QUADRANTS = new Map<string, [Side, string]>([
  ["RUQ", ["right", "upper quadrant"]],
  ["LUQ", ["left", "upper quadrant"]],
  ["RLQ", ["right", "lower quadrant"]],
  ["LLQ", ["left", "lower quadrant"]],
  ["RIF", ["right", "iliac fossa"]],
  ["LIF", ["left", "iliac fossa"]],
]);

function sideMentions(read: ReadText): SideMention[] {
  const { tokens } = read;
  const parts = new Map(mapped(partsIn(read), (part) => [part.first, part]));
  const mentions: SideMention[] = [];
  // "tonsils both enlarged", "knees bilaterally": a part with "both" after it is both sides of it.
  // …and "tympanic membranes normal both sides", "conjunctivae injected bilaterally": after the state said of it.
  for (const part of parts.values()) {
    let k = part.last + 1;
    const stated = (j: number) => NORMAL.has(tokens[j]?.lower ?? "") || ABNORMAL.has(tokens[j]?.lower ?? "");
    if (stated(k) && !read.breakBefore[k] && !parts.has(k) && BOTH_AFTER.has(tokens[k + 1]?.lower ?? "")) k++;
    // …"no cervical lymph nodes either side": either side is each of both.
    // (not "either side of the kneecap": the two sides of one thing).
    const either =
      tokens[k]?.lower === "either" &&
      ["side", "sides"].includes(tokens[k + 1]?.lower ?? "") &&
      tokens[k + 2]?.lower !== "of";
    const after = either ? tokens[k + 1] : tokens[k];
    if (!after || read.breakBefore[k] || !(BOTH_AFTER.has(after.lower) || either)) continue;
    const state = stateOf(read, part.first, k, false);
    mentions.push({
      side: "both",
      part: part.id,
      start: part.start,
      end: after.end,
      state,
      ...anchorsOf(read, part.first, true),
    });
  }
  const labels: { mention: SideMention; last: number }[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const quadrant = QUADRANTS.get(tokens[i].text);
    if (quadrant) {
      const [side, part] = quadrant;
      const state = stateOf(read, i, i, false);
      mentions.push({ side, part, start: tokens[i].start, end: tokens[i].end, state, ...anchorsOf(read, i, true) });
      continue;
    }
    // "pain in the lower left of her mouth … goes up to her ear on that side": the side said last, said again.
    const again = sameSideAt(read, i, mentions);
    if (again) {
      mentions.push(again);
      i++;
      continue;
    }
    const found = sideAt(tokens, i);
    if (!found || recommendationHeading(read, i) || resistantTo(read, i)) continue;
    // "peristalsis moving left to right", "L→R": a direction across, not a side.
    const towards = (k: number) =>
      DIRECTED.has(tokens[k]?.lower ?? "") && k + 1 < tokens.length && sideAt(tokens, k + 1) !== null;
    if (towards(found.next) || (DIRECTED.has(tokens[i - 1]?.lower ?? "") && i >= 2 && sideAt(tokens, i - 2))) {
      i = found.next - 1;
      continue;
    }
    let j = found.next;
    if (tokens[j]?.lower === "sided" || tokens[j]?.lower === "side" || tokens[j]?.lower === "sides") j++;
    // "the left side of her chest"
    if (tokens[j]?.lower === "of" && tokens[j - 1]?.lower === "side")
      j += DETERMINERS.has(tokens[j + 1]?.lower ?? "") ? 2 : 1;
    // …and "right side the inferior turbinate looks a bit big": the side, then the part on it.
    else if (tokens[j - 1]?.lower === "side" && tokens[j]?.lower === "the" && !read.breakBefore[j]) j++;
    for (let k = 0; k < 2 && (ADJECTIVES.has(tokens[j]?.lower ?? "") || tokens[j]?.ordinal); k++) j++;
    // "Weber lateralises to the left facial nerve intact" (unpunctuated): a direction, not the side of a part.
    const to = tokens[i - 1]?.lower === "the" ? i - 2 : i - 1;
    const towardsSide = tokens[to]?.lower === "to" && LATERALISING.has(tokens[to - 1]?.lower ?? "");
    const part = towardsSide ? undefined : (parts.get(j) ?? parts.get(found.next));
    if (part) {
      const state = stateOf(read, i, part.last, false);
      const value = numberAfter(read, part.last);
      const compared = comparedAt(read, i, part.last + 1);
      const mention: SideMention = {
        side: found.side,
        part: part.id,
        start: tokens[i].start,
        end: tokens[part.last].end,
        state,
        value,
        ...anchorsOf(read, i, true),
        ...(compared === undefined ? {} : { compared }),
      };
      if (contextOf(read).polarity[i] === "hypothetical") mention.hypothetical = true;
      const label = labels.at(-1);
      if (value !== undefined && label) labelFirst(read, label, i, mention);
      mentions.push(mention);
      labels.push({ mention, last: part.last });
      i = part.last;
      continue;
    }
    // No part: a side of something ("positive on the left", "left-sided wheeze", "-ve R", "bilateral wheeze").
    const before = tokens[i - 1]?.lower;
    const after = tokens[found.next];
    // "left tympanic membrane dull, right normal": the other side of the part just named, its name left unsaid.
    const other = otherSideOf(read, labels.at(-1), i, found);
    if (other) {
      const { start, end } = { start: tokens[i].start, end: tokens[found.next - 1].end };
      mentions.push({ side: found.side, part: other.part, start, end, state: "normal", context: new Set() });
      continue;
    }
    // "on the left", "left-sided" (said "left sided"), "both sides", "right six twelve" (a side of what is measured)
    // …"on the lower right": where on the part, between "the" and its side.
    let article = i - 1;
    while (article > i - 3 && WHERE_ON_A_PART.has(tokens[article]?.lower ?? "")) article--;
    const placed =
      // …"compared with the left", "than the right"
      (tokens[article]?.lower === "the" && PLACING.has(tokens[article - 1]?.lower ?? "")) ||
      before === "than" ||
      found.next > i + 1 ||
      after?.lower === "sides" ||
      after?.lower === "side" ||
      after?.lower === "sided" ||
      // "the left one is cracked": one of the pair named before (not "she left one dose out")
      (after?.lower === "one" && before === "the") ||
      // "covering the left, the right eye doesn't move": "the left" said as a noun, the side of what was done
      (before === "the" && (!after || CLAUSE_ENDS.has(after.lower))) ||
      (after?.kind === "number" && !read.breakBefore[found.next]) ||
      // "left worse than right": a side compared with the other (…"the right a bit more than the left")
      comparedWithOther(read, found.next) ||
      // "a right Epley", "her left one": a side said of what follows it
      (["a", "an", "her", "his"].includes(before ?? "") && after?.kind === "word" && !read.breakBefore[found.next]) ||
      // "plantar upgoing on the right left is flexor": a side said to be as the word after its "is" says
      (["is", "was"].includes(after?.lower ?? "") &&
        tokens[found.next + 1]?.kind === "word" &&
        !read.breakBefore[found.next + 1]);
    const alwaysSide = found.abbreviated || tokens[i].lower === "bilateral" || tokens[i].lower === "bilaterally";
    if (!placed && !alwaysSide) continue;
    const end = tokens[found.next - 1].end;
    mentions.push({
      side: found.side,
      part: after?.lower === "one" && before === "the" ? partNamedBefore(read, i) : null,
      start: tokens[i].start,
      end,
      state: stateOf(read, i, found.next - 1, true),
      ...anchorsOf(read, i),
      nearParts: sentenceOfItsOwn(read, i, found.next) ? partsJustBefore(read, i) : partsBefore(read, i),
      value: after?.kind === "number" ? after.value : undefined,
      // …not a word joining it to the other side's reading ("38 kg on the right and 34 kg on the left").
      following:
        after?.kind === "word" && !read.breakBefore[found.next] && !joinsReading(read, found.next)
          ? stemOf(after.lower)
          : undefined,
      compared: comparedAt(read, i, found.next),
    });
  }
  return mentions;
}

/** How far back (in tokens) "on that side" finds the side it means. */
const SAME_SIDE_REACH = 60;

/**
 * "her ear on that side", "on the same side": the side of the last mention `before` it (near enough, one side; not one
 * said to be normal, which is named to compare: "right breast normal … a node in the axilla on that side"), as if said
 * again, of the parts just before it.
 */
function sameSideAt(read: ReadText, i: number, before: SideMention[]): SideMention | null {
  const { tokens } = read;
  const word = tokens[i].lower;
  const that = word === "that" || (word === "same" && tokens[i - 1]?.lower === "the");
  if (!that || tokens[i + 1]?.lower !== "side") return null;
  let k = before.length - 1;
  while (k >= 0 && before[k].state === "normal") k--;
  const last = before[k];
  if (!last || last.side === "both") return null;
  const on = tokens[word === "that" ? i - 1 : i - 2]?.lower;
  if (on !== "on" || tokenStartingAt(tokens, last.start) < i - SAME_SIDE_REACH) return null;
  const { start, end } = { start: tokens[i].start, end: tokens[i + 1].end };
  return {
    side: last.side,
    part: null,
    start,
    end,
    context: new Set(),
    nearParts: partsJustBefore(read, i),
    again: true,
  };
}

/** How far after a part's name its other side may be said without it ("left TM dull and retracted, right normal"). */
const ELIDED_REACH = 10;

/**
 * The part the side at `i` is the other side of, its name unsaid: just after a side and part, past a comma, said to
 * be normal ("left TM dull and retracted, right normal", "…, the right is normal").
 */
function otherSideOf(
  read: ReadText,
  label: { mention: SideMention; last: number } | undefined,
  i: number,
  found: { side: Side; next: number },
): SideMention | null {
  const { tokens } = read;
  const named = label?.mention;
  if (!label || !named?.part || named.side === "both" || named.side === found.side) return null;
  if (i - label.last > ELIDED_REACH || read.breakBefore.slice(label.last + 1, i + 1).some(Boolean)) return null;
  const comma = tokens[i - 1]?.lower === "the" ? i - 2 : i - 1;
  if (tokens[comma]?.lower !== ",") return null;
  // Only said to be normal: "the left is tender" may be said of the part or beside it, and a state said of both
  // sides is compared side by side.
  // …"left side clear", "the left side is clear".
  // …and "right side's fine", "side" and "is" in one word.
  const contracted = tokens[found.next]?.lower === "side's";
  const side = tokens[found.next]?.lower === "side" || contracted ? found.next + 1 : found.next;
  // …"the left looks clear", "left seems fine": how it looks is how it is.
  const linked = !contracted && LINKING.has(tokens[side]?.lower ?? "") ? side + 1 : side;
  // …or said not to be as the first side is ("tender right renal angle, left not tender", "L non-tender").
  // …a state, not "left not examined".
  const state = tokens[linked + 1]?.lower === "-" ? linked + 2 : linked + 1;
  const denied =
    NOT_AS_THE_OTHER.has(tokens[linked]?.lower ?? "") &&
    !read.breakBefore[linked] &&
    stateWord(tokens, state) !== undefined;
  return NORMAL.has(tokens[linked]?.lower ?? "") || denied ? named : null;
}
const NOT_AS_THE_OTHER = new Set(["not", "non"]);
const LINKING = new Set(["is", "was", ...LINKING_VERBS, "looked", "appeared", "seemed", "felt"]);

/** Whether token `j` joins a side to another reading after it ("on the right and 34 kg on the left"). */
function joinsReading(read: ReadText, j: number): boolean {
  return ANCHOR_BREAKS.has(read.tokens[j].lower) && read.tokens[j + 1]?.kind === "number";
}

/**
 * "visual acuity right eye hand movements only left eye six over nine": where a side and part is a label its value
 * follows, the words between the label before it (of the other side of the same part) and it are that label's.
 */
function labelFirst(read: ReadText, label: { mention: SideMention; last: number }, i: number, mention: SideMention) {
  const before = label.mention;
  if (before.part !== mention.part || before.side === mention.side || i - label.last > 7) return;
  const between: string[] = [];
  for (let j = label.last + 1; j < i; j++) {
    const token = read.tokens[j];
    if (read.breakBefore[j] || ANCHOR_BREAKS.has(token.lower)) return;
    if (token.kind === "word" && !DETERMINERS.has(token.lower) && !NOT_ANCHORS.has(token.lower))
      between.push(stemOf(token.lower));
  }
  if (!between.length) return;
  before.anchor = between.at(-1);
  before.context = new Set([...(before.context ?? []), ...between]);
  delete mention.anchor;
  for (const stem of between) mention.context?.delete(stem);
}

/**
 * The comparison a side of no part is said with: just after it ("L worse"), or before it ("worse on the left"); "than"
 * for the side it is compared with.
 */
const WHERE_ON_A_PART = new Set(["upper", "lower", "outer", "inner", "medial", "lateral", "anterior", "posterior"]);

function comparedAt(read: ReadText, i: number, next: number): string | undefined {
  const { tokens, breakBefore } = read;
  let after = next;
  while (after < next + 2 && BY_HOW_MUCH.has(tokens[after]?.lower ?? "") && !breakBefore[after]) after++;
  if (!breakBefore[after] && COMPARED.has(tokens[after]?.lower ?? "")) return tokens[after].lower;
  let j = i - 1;
  // "worse in the upper outer left breast": where on the part, before its side.
  while (j > i - 3 && WHERE_ON_A_PART.has(tokens[j]?.lower ?? "")) j--;
  if (tokens[j]?.lower === "the") j--;
  // "L worse than R": the side it is compared with.
  if (tokens[j]?.lower === "than" && !breakBefore[j + 1] && !breakBefore[i]) return "than";
  if (tokens[j]?.lower === "on" || tokens[j]?.lower === "in") j--;
  // "more so on the right", "more marked on the left": how it is more, after "more".
  if (MORE_WHAT.has(tokens[j]?.lower ?? "") && COMPARED.has(tokens[j - 1]?.lower ?? "")) j--;
  for (let k = j + 1; k <= i; k++) if (breakBefore[k]) return undefined;
  return COMPARED.has(tokens[j]?.lower ?? "") ? tokens[j].lower : undefined;
}

/**
 * Whether a comparison with the other side follows token `next`: "worse than"; or, with how much between, "a bit
 * more than the left" — with the other side named after "than" (not "she has left a little more than half").
 */
function comparedWithOther(read: ReadText, next: number): boolean {
  const { tokens, breakBefore } = read;
  let at = next;
  while (at < next + 2 && BY_HOW_MUCH.has(tokens[at]?.lower ?? "") && !breakBefore[at]) at++;
  if (!COMPARED.has(tokens[at]?.lower ?? "") || tokens[at + 1]?.lower !== "than" || breakBefore[at]) return false;
  const other = tokens[at + 2]?.lower === "the" ? at + 3 : at + 2;
  return at === next || sideWord(tokens[other]) !== undefined;
}

const BOTH_AFTER = new Set(["both", "bilaterally"]);
const SIDE_STEM = stemOf("side");

/** Words before "the" that place a side of no part: "on the left", "compared with the right", "than the left". */
// …and "in": "worse in the left upper outer part"
const PLACING = new Set(["on", "to", "at", "with", "than", "vs", "versus", "in"]);
/** Verbs after which "to the left" is where something goes ("lateralises to the left"). */
const LATERALISING = new Set([
  "lateralises",
  "lateralizes",
  "lateralised",
  "lateralized",
  "lateralising",
  "lateralizing",
]);

const SIDE_NAMES: Record<Side, string> = { left: "left", right: "right", both: "both sides" };

function sidesSaid(mentions: SideMention[]): string {
  return sideNames(mapped(mentions, (mention) => mention.side));
}

/** "left", "right and both sides": each side once, in the order given. */
function sideNames(sides: Side[]): string {
  return [...new Set(mapped(sides, (side) => SIDE_NAMES[side]))].join(" and ");
}

/** The first number in the few words after token `i`, in its sentence ("right calf circumference 42"). */
function numberAfter(read: ReadText, i: number): number | undefined {
  for (let j = i + 1; j <= i + 3 && j < read.tokens.length && !read.breakBefore[j]; j++) {
    if (read.tokens[j].kind === "number") return read.tokens[j].value;
  }
  return undefined;
}

/** The parts of the body named in the few words before token `i`, in its sentence. */
function partsBefore(read: ReadText, i: number): string[] {
  return mapped(partMentionsBefore(read, i, 8, false), (part) => part.id);
}

/** Whether a side at token `i` (its words ending before `next`) is a sentence of its own ("facial pain. right sided."). */
function sentenceOfItsOwn(read: ReadText, i: number, next: number): boolean {
  const end = ["sided", "side"].includes(read.tokens[next]?.lower ?? "") ? next + 1 : next;
  const ended = end >= read.tokens.length || read.breakBefore[end] || read.tokens[end].lower === ".";
  return read.breakBefore[i] && ended;
}

/** The parts named in the sentence just before token `i`: what a side said as a sentence of its own is of. */
function partsJustBefore(read: ReadText, i: number): string[] {
  return mapped(partMentionsBefore(read, i, 8, true), (part) => part.id);
}

/** The parts of the body named in the `reach` tokens before token `i`, in its sentence or not. */
function partMentionsBefore(read: ReadText, i: number, reach: number, acrossSentences: boolean): NameMention[] {
  return partsIn(read).filter((part) => {
    if (part.last >= i || part.last < i - reach) return false;
    for (let j = part.last + 1; j <= i && !acrossSentences; j++) if (read.breakBefore[j]) return false;
    return true;
  });
}

/** How far back "the left one" looks for the part it is one of. */
const ONE_OF_REACH = 40;

/** "her nipples are sore … the left one is cracked": the pair last named in the plural, which "one" is one of. */
function partNamedBefore(read: ReadText, i: number): string | null {
  const plural = (part: NameMention) => {
    const word = read.tokens[part.last].lower;
    return word !== part.id && word.endsWith("s");
  };
  return partMentionsBefore(read, i, ONE_OF_REACH, true).filter(plural).at(-1)?.id ?? null;
}

/** Sides in the document that the dictation does not give, with what it says instead. */
export function checkLaterality(document: ReadText, transcript: ReadText): Flag[] {
  const said = sideMentions(transcript);
  const flags: Flag[] = [];
  for (const claimed of sideMentions(document)) {
    // "no active bleeding on that side": the side named before, already checked where it was named.
    if (claimed.again) continue;
    const text = document.text.slice(claimed.start, claimed.end);
    // "Weber → R" against "Weber lateralises to the left": a side of the same test or finding.
    const placedAnchored = claimed.anchor
      ? said.filter((mention) => mention.part === null && mention.context?.has(claimed.anchor!))
      : [];
    // …and "cover R" against "covering the right eye … covering the left": the same thing done to a part named.
    const anchored = placedAnchored.length
      ? [...placedAnchored, ...said.filter((mention) => mention.part !== null && mention.anchor === claimed.anchor)]
      : [];
    // "R thumb" against "the thumb … of her right hand": a side the dictation gives only the whole part.
    const ownPart = claimed.part
      ? said.filter((mention) => mention.part !== null && covers(mention.part, claimed.part!))
      : [];
    const wholePart = claimed.part
      ? said.filter((mention) => mention.part !== null && covers(claimed.part!, mention.part))
      : [];
    const samePart = claimed.part ? (ownPart.length ? ownPart : wholePart) : anchored.length ? anchored : said;
    const sameSide = samePart.filter((mention) =>
      claimed.side === "both"
        ? mention.side === "both" || samePart.some((other) => other.side !== mention.side && other.side !== "both")
        : mention.side === claimed.side,
    );
    const placedOnly = anchored.length ? anchored : said.filter((mention) => mention.part === null);
    const others = claimed.part || !placedOnly.length ? samePart : placedOnly;
    const otherSide = others.filter((mention) => mention.side !== claimed.side);
    const flag = (explanation: string) =>
      flags.push({ start: claimed.start, end: claimed.end, kind: "laterality", explanation });
    // "Calf circumference R 42 cm" against "right calf circumference 42 centimetres": the side of a part named
    // just before it, given the number the dictation gives that part on that side.
    const nearParts = claimed.nearParts ?? [];
    const partSaid = said.some(
      (mention) =>
        mention.part !== null &&
        mention.side === claimed.side &&
        claimed.value !== undefined &&
        mention.value === claimed.value &&
        nearParts.some((part) => covers(mention.part!, part) || covers(part, mention.part!)),
    );
    if (!sameSide.length && partSaid) continue;
    // "no nodes on the right" against "one node on the left … nothing on the right": none on that side, said so in both.
    const noneSaid = (mention: SideMention) => mention.side === claimed.side && noneOnSide(transcript, mention.start);
    if (!sameSide.length && noneOnSide(document, claimed.start) && said.some(noneSaid)) continue;
    // "L canal clear" against "the right canal is full of wax … left ear is clear": the whole part, said of this side
    // as the document says it.
    const wholeSaid = (mention: SideMention) =>
      mention.side === claimed.side && mention.state !== undefined && mention.state === claimed.state;
    if (!sameSide.length && ownPart.length && wholePart.some(wholeSaid)) continue;
    // "Known OA both knees, L worse" against "worse on the right": the side said to be the worse one.
    const compared = claimed.compared ? said.filter((mention) => mention.compared === claimed.compared) : [];
    if (compared.some((mention) => mention.side === claimed.side)) continue;
    // "L slightly weaker than R" against "weaker on the left": the side the worse one is compared with.
    const worse = claimed.compared === "than" ? said.filter((m) => m.compared && m.compared !== "than") : [];
    if (worse.some((mention) => mention.side !== claimed.side && mention.side !== "both")) continue;
    if (compared.length) {
      flag(`${text} — dictation says ${sidesSaid(compared)}`);
      continue;
    }
    // "R inguinal hernia" against "right inguinal hernia": a side of what the word after it names.
    // …or placed after it and the words that follow it ("a right Epley" against "an Epley manoeuvre on the right").
    const following = claimed.following;
    const before = following ? sidesBefore(transcript, following) : [];
    // …not "and", which joins the next clause ("Rinne is positive bilaterally and Weber is central").
    const placed = before.length || !following || following === "and" ? [] : placedAfter(said, following);
    const named = before.length || !following ? before : mapped(placed, (m) => m.side);
    if (named.includes(claimed.side)) continue;
    // "bilateral Osgood–Schlatter" against "Osgood–Schlatter … left worse than right": one side compared with the other.
    if (claimed.side === "both" && placed.some((mention) => mention.compared !== undefined)) continue;
    // "L side not swollen" against "swelling on the right side … none on the left": "side" is any side's.
    // …but "and" after it names nothing it is the side of: "normal movement on the right and her eyes …" is not
    // gainsaid by "drooping on the left and her speech" — only by a side of the same thing ("worse looking to the left
    // and …").
    const joined = JOINING.has(following ?? "");
    // …or a side said in a correction ("worse looking to the right sorry to the left and …"), of what it corrects.
    const sameThing = (mention: SideMention) =>
      mention.following === following &&
      (mention.anchor === claimed.anchor || mention.anchor === undefined || CORRECTING.has(mention.anchor));
    const unrelated = joined && !said.some((mention) => mention.part === null && sameThing(mention));
    if (!unrelated && named.length && following !== SIDE_STEM) {
      flag(`${text} — dictation says ${sideNames(named)}`);
      continue;
    }
    // "MRI of the right knee" when the MRI requested is of the left knee (and the right knee was only examined).
    const anchor = claimed.part ? claimed.anchor : undefined;
    if (anchor && sameSide.length && !sameSide.some((mention) => mention.context?.has(anchor))) {
      // …but not "full power in the left hand" against "power right finger abduction 3/5 … left hand 5/5": the
      // dictation gives this side of this very part, and the other side of a part within it.
      const exact = sameSide.some((mention) => mention.part === claimed.part);
      // …nor a side said of what may come ("symptoms in both legs, straight to A&E"), unless this one is too.
      const anchoredElsewhere = otherSide.filter(
        (mention) =>
          mention.anchor === anchor &&
          (!exact || mention.part === claimed.part) &&
          (!mention.hypothetical || claimed.hypothetical),
      );
      // …nor "covering the left eye" against "covering the right eye … covering the left, the right eye doesn't
      // move": the same thing done to this side, its part unsaid.
      const doneHere = said.some(
        (mention) => mention.part === null && mention.side === claimed.side && mention.anchor === anchor,
      );
      if (anchoredElsewhere.length && !doneHere) {
        flag(`${text} — dictation says ${sidesSaid(anchoredElsewhere)}`);
        continue;
      }
    }
    // "R wrist splint" against "wrist splint on the right": a side placed after the part's name.
    const partWord = claimed.part && !samePart.length ? stemOf(claimed.part.split(" ").at(-1)!) : undefined;
    // …or a side given after it and a few words more ("a kidney stone about 10 years ago, right side").
    const nearPart = (mention: SideMention) =>
      mention.part === null &&
      (mention.following === SIDE_STEM || mention.following === undefined) &&
      (mention.nearParts ?? []).some((part) => part === claimed.part);
    const afterPart = partWord ? [...placedAfter(said, partWord), ...said.filter(nearPart)] : [];
    if (afterPart.some((mention) => mention.side === claimed.side)) continue;
    if (afterPart.length) {
      flag(`${text} — dictation says ${sidesSaid(afterPart)}`);
      continue;
    }
    // "full power in … both legs" against "left calf fasciculating … legs five throughout": the part itself said in
    // the plural, and a side given only of a part within it.
    const withinOnly = otherSide.every((mention) => mention.part !== claimed.part);
    if (!sameSide.length && claimed.side === "both" && claimed.part && withinOnly) {
      if (namesPlural(document, claimed.start, text) && saidInPlural(transcript, claimed.part, true)) continue;
    }
    if (!sameSide.length) {
      if (otherSide.length) flag(`${text} — dictation says ${sidesSaid(otherSide)}`);
      else if (!claimed.part && !said.length) flag(`${text} — dictation does not say which side`);
      else if (
        claimed.part &&
        mentionsPart(transcript, claimed.part) &&
        !(claimed.side === "both" && inBothList(transcript, claimed.part)) &&
        // "ankles bilaterally" against "reduced to the ankles": a pair named in the plural is both of them.
        !(
          claimed.side === "both" &&
          namesPlural(document, claimed.start, text) &&
          saidInPlural(transcript, claimed.part)
        )
      )
        flag(`${text} — dictation does not say which side`);
      continue;
    }
    // What the document says of this side must not be contradicted for this side ("left ankle normal").
    const state = claimed.state;
    // "Both TMs dull" against "left TM dull, right normal": what is said of both is said of each.
    const each = (side: Side) => samePart.filter((mention) => mention.side === side || mention.side === "both");
    const unlike = (side: Side) => {
      const mentions = each(side);
      return mentions.length > 0 && mentions.every((mention) => mention.state && mention.state !== state);
    };
    if (state && claimed.side === "both" && claimed.part && (unlike("left") || unlike("right"))) {
      flag(`${text} — dictation says ${sidesSaid(samePart)}`);
      continue;
    }
    // "R eye NAD" against "the right eye … blurry … left eye completely normal": where the dictation says how this
    // side is, only ever otherwise, and says it of the other side, a mention of this side saying nothing is no support.
    const stated = sameSide.filter((mention) => mention.state);
    const swapped =
      stated.length > 0 &&
      stated.every((mention) => mention.state !== state) &&
      otherSide.some((mention) => mention.state === state);
    if (!state || (!swapped && sameSide.some((mention) => !mention.state || mention.state === state))) continue;
    const elsewhere = otherSide.filter((mention) => mention.state === state || !mention.state);
    if (elsewhere.length) flag(`${text} — dictation says ${sidesSaid(elsewhere)}`);
    else flag(`${text} — dictation says this side is ${sameSide[0].state}`);
  }
  return flags;
}

/** Words that say there is none of a thing ("none on the right", "nothing on the left"). */
const NONE = new Set(["none", "nothing"]);

/** Whether the side at offset `start` is one said to have none ("no nodes on the right", "nothing on the left"). */
function noneOnSide(read: ReadText, start: number): boolean {
  const { tokens } = read;
  let i = tokenStartingAt(tokens, start);
  if (i < 0) return false;
  if (tokens[i - 1]?.lower === "the") i--;
  if (!["on", "in", "at"].includes(tokens[i - 1]?.lower ?? "")) return false;
  const word = tokens[i - 2];
  if (NONE.has(word?.lower ?? "")) return true;
  return word?.kind === "word" && ["no", "nil"].includes(tokens[i - 3]?.lower ?? "");
}

/** Sides of no part placed after a word with this stem in their sentence ("splint on the right", "Epley … on the right"). */
function placedAfter(said: SideMention[], stem: string): SideMention[] {
  return said.filter((mention) => mention.part === null && mention.context?.has(stem));
}

/** The sides the text names just before a word with this stem ("right inguinal": right). */
function sidesBefore(read: ReadText, stem: string): Side[] {
  return sidesByNextWord(read).get(stem) ?? [];
}

/** Each side the text names, by the stem of the word after it (found once). */
function sidesByNextWord(read: ReadText): Map<string, Side[]> {
  return foundOnce(read, "sides by next word", ({ tokens }) => {
    const sides = new Map<string, Side[]>();
    for (let i = 0; i < tokens.length; i++) {
      if (!sideWord(tokens[i])) continue;
      const found = sideAt(tokens, i);
      // "left sided weakness" (said without its hyphen): the side of what follows "sided".
      const sided = found && tokens[found.next]?.lower === "sided" ? found.next + 1 : found?.next;
      const next = sided === undefined ? undefined : tokens[sided];
      if (!found || next?.kind !== "word") continue;
      const stem = stemOf(next.lower);
      const list = sides.get(stem);
      if (list) list.push(found.side);
      else sides.set(stem, [found.side]);
    }
    return sides;
  });
}

/** "a rash on both palms soles and the trunk": a part listed after "both" and another part is on both sides too. */
function inBothList(read: ReadText, part: string): boolean {
  const parts = partsIn(read);
  const endingAt = new Map(mapped(parts, (mention) => [mention.last, mention]));
  return parts.some((mention) => {
    if (!covers(mention.id, part)) return false;
    let first = mention.first;
    for (let listed = 0; listed < 3; listed++) {
      let j = first - 1;
      if (read.tokens[j]?.lower === "," || read.tokens[j]?.lower === "and") j--;
      const before = endingAt.get(j);
      if (!before || read.breakBefore[first]) return false;
      first = before.first;
      if (sideWord(read.tokens[first - 1]) === "both") return true;
    }
    return false;
  });
}

/** Words after a part said in the plural that say the rest of them is fine ("legs otherwise unremarkable"). */
const OTHERWISE = new Set(["otherwise"]);

/** A word naming more than one of a part ("ankles", "feet"). */
const isPlural = (word: string) => (word.endsWith("s") && !word.endsWith("ss")) || word === "feet";

/** Whether a side's words, or the word just before them, name a part in the plural ("ankles bilaterally"). */
function namesPlural(document: ReadText, start: number, text: string): boolean {
  const before = /([a-z]+)[^a-z]*$/.exec(document.text.slice(Math.max(0, start - 30), start).toLowerCase())?.[1];
  const words = [...text.toLowerCase().split(/[^a-z]+/), before ?? ""];
  return words.some((word) => isPlural(word) && word !== "sides");
}

/**
 * Whether the dictation names `part` (or a part within it; only the part `itself` if so asked) in the plural anywhere
 * ("vibration reduced to the ankles in both feet").
 */
function saidInPlural(read: ReadText, part: string, itself = false): boolean {
  // …but not "legs otherwise unremarkable", which says what else is so, not what the document says of both.
  const otherwise = (mention: NameMention) =>
    read.tokens.slice(mention.last + 1, mention.last + 4).some((token) => OTHERWISE.has(token.lower));
  return partsIn(read).some(
    (mention) =>
      (itself ? mention.id === part && !otherwise(mention) : covers(mention.id, part)) &&
      isPlural(read.tokens[mention.last].lower),
  );
}

function mentionsPart(read: ReadText, part: string): boolean {
  return partsIn(read).some((mention) => covers(mention.id, part));
}

/** Where each part of the body named in a text begins, found once. */
function partStarts(read: ReadText): Set<number> {
  return foundOnce(read, "body part starts", () => new Set(mapped(partsIn(read), (part) => part.first)));
}

/** The parts of the body named in a text, found once. */
function partsIn(read: ReadText): NameMention[] {
  return foundOnce(read, "body parts", ({ tokens }) => findNames(tokens, PART_INDEX));
}
