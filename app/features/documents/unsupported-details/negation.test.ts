import { describe, expect, test } from "vitest";
import { findUnsupportedDetails } from "../unsupported-details.ts";
import { contextOf } from "./negation-cues.ts";
import { checkNegation } from "./negation.ts";
import { readText } from "./read-text.ts";

const flags = (transcript: string, document: string) =>
  checkNegation(readText(document), readText(transcript)).map((flag) => [
    document.slice(flag.start, flag.end),
    flag.explanation,
  ]);
const flagged = (transcript: string, document: string) => flags(transcript, document).map(([text]) => text);
/** How the first `word` in `text` is read: affirmed, negated, possible or hypothetical. */
const polarity = (text: string, word: string) => {
  const read = readText(text);
  return contextOf(read).polarity[read.tokens.findIndex((token) => token.lower === word)];
};

describe("negation", () => {
  test("a finding denied in the dictation but present in the document, and the reverse, quoting the dictation", () => {
    expect(flags("no chest pain", "Chest pain on exertion.")).toEqual([
      ["Chest pain", "Chest pain — dictation says: “no chest pain”"],
    ]);
    expect(flags("he has had chest pain", "No chest pain.")).toEqual([
      ["No chest pain", "No chest pain — dictation says: “had chest pain”"],
    ]);
    expect(flags("no fever", "Febrile overnight.")).toEqual([["Febrile", "Febrile — dictation says: “no fever”"]]);
  });

  test("a run-on 'if' reaches fifteen words, a number said in several words counting as them all", () => {
    // Run on past forty words, so that the end of the text is not the end of its sentence.
    const read = readText(
      "it eases if she walks one hundred and fifty yards then rests been going on about six months no pain at rest " +
        "ex smoker stopped two years ago about forty pack years hypertension on amlodipine ten milligrams once a day " +
        "not on a statin on examination",
    );
    const pain = read.tokens.findIndex((token) => token.lower === "pain");
    expect(contextOf(read).polarity[pain]).toBe("negated");
  });

  test("faithful rewordings are not flagged", () => {
    expect(flags("denies chest pain", "No chest pain.")).toEqual([]);
    expect(flags("no shortness of breath", "Denies SOB.")).toEqual([]);
    expect(flags("no fever", "Afebrile.")).toEqual([]);
    expect(flags("no allergies", "NKDA.")).toEqual([]);
    expect(flags("no blood in the urine", "No haematuria.")).toEqual([]);
    expect(flags("chest clear no wheeze", "Chest: NAD. No wheeze.")).toEqual([]);
    expect(flags("pulses present", "Foot pulses present.")).toEqual([]);
    expect(flags("has not had black stools", "No melaena.")).toEqual([]);
    expect(flags("she's not had any nosebleeds", "No epistaxis.")).toEqual([]);
  });

  test("every family of pre-negation trigger", () => {
    const cases: Array<[string, string]> = [
      ["denies any rash", "Rash on the trunk."],
      ["nil rash", "Widespread rash."],
      ["without rash", "Rash noted."],
      ["absence of rash", "Rash present."],
      ["free of rash", "Has a rash."],
      ["negative for protein", "Protein ++."],
      ["no evidence of DVT", "Evidence of DVT."],
      ["not had any vomiting", "Vomiting twice."],
      ["she hasn't had any vomiting", "Vomiting twice."],
      ["he has never had a seizure", "One seizure last year."],
      ["no signs of meningism", "Signs of meningism."],
    ];
    for (const [transcript, document] of cases) expect(flagged(transcript, document), transcript).toHaveLength(1);
  });

  test("post-negation triggers: excluded, ruled out, absent, -ve, not yet had, nil", () => {
    expect(flags("duplex scan today, DVT excluded", "Duplex: DVT confirmed.")).toEqual([
      ["DVT confirmed", "DVT confirmed — dictation says: “DVT excluded”"],
    ]);
    expect(flagged("a DVT has been ruled out", "DVT has been confirmed.")).toEqual(["DVT has been confirmed"]);
    expect(flags("foot pulses absent", "Pulses present.")).toEqual([
      ["Pulses present", "Pulses present — dictation says: “foot pulses absent”"],
    ]);
    expect(flagged("urine dip blood -ve", "Dip: blood +ve.")).toHaveLength(1);
    expect(flagged("shingrix not yet had, offered", "Shingrix already given.")).toEqual(["Shingrix already given"]);
    expect(flagged("chest pain: nil", "Chest pain on walking.")).toEqual(["Chest pain"]);
    expect(flags("DVT ruled out", "DVT ruled out.")).toEqual([]);
  });

  test("possible is neither present nor absent: 'not excluded' against 'no signs of', and the reverse", () => {
    expect(flags("no signs of appendicitis, soft abdomen", "Appendicitis not excluded.")).toEqual([
      ["Appendicitis not excluded", "Appendicitis not excluded — dictation says: “no signs of appendicitis”"],
    ]);
    expect(flagged("a scaphoid fracture cannot be ruled out on the film", "No scaphoid fracture.")).toEqual([
      "No scaphoid fracture",
    ]);
    expect(flags("scaphoid fracture cannot be ruled out", "Scaphoid fracture not excluded.")).toEqual([]);
    expect(flags("query scaphoid fracture", "Scaphoid fracture cannot be excluded.")).toEqual([]);
    expect(flags("no neck stiffness, meningitis not excluded", "No neck stiffness; meningitis not excluded.")).toEqual(
      [],
    );
  });

  test("what is negated as a fact stays negated though advice mentions it", () => {
    expect(
      flagged("wheeze only on exertion, none at rest; call if wheeze at rest", "Wheeze on exertion and at rest."),
    ).toEqual(["rest"]);
  });

  test("pseudo-negations are not negations", () => {
    expect(flags("no change in her rash, still itchy", "Rash unchanged, itchy.")).toEqual([]);
    expect(flags("rash on the trunk and arms", "The rash affects not only the trunk but also the arms.")).toEqual([]);
    expect(flags("he managed the inhaler without difficulty", "Inhaler used without difficulty.")).toEqual([]);
  });

  test("anything negated is compared by its words, not only listed findings", () => {
    expect(flags("he doesn't wear contact lenses", "He wears contact lenses.")).toEqual([
      ["wears contact lenses", "wears contact lenses — dictation says: “doesn't wear contact lenses”"],
    ]);
    expect(flagged("no fluorescein uptake", "Fluorescein: dendritic uptake.")).toHaveLength(1);
    expect(flags("no fluorescein uptake", "Fluorescein: no uptake.")).toEqual([]);
    expect(flagged("no days off school", "Several days off school.")).toHaveLength(1);
    expect(flagged("not starting propranolol because of the overdose risk", "I have started propranolol.")).toEqual([
      "have started propranolol",
    ]);
    expect(flags("not starting propranolol because of the overdose risk", "Propranolol not started.")).toEqual([]);
    expect(flagged("she wears glasses and contact lenses", "She does not wear contact lenses.")).toHaveLength(1);
  });

  test("a partial negation (apart from, except) is not compared word by word", () => {
    const transcript = "not on any regular medicines apart from folic acid";
    expect(flags(transcript, "Regular medicines: folic acid only.")).toEqual([]);
  });

  test("the negation's window: a list joined by commas, or, nor, and", () => {
    const transcript = "no chest pain, shortness of breath, palpitations or syncope";
    expect(flags(transcript, "No chest pain, SOB, palpitations or syncope.")).toEqual([]);
    expect(flags(transcript, "Palpitations. No chest pain.")).toEqual([
      ["Palpitations", "Palpitations — dictation says: “no chest pain, shortness of breath, palpitations”"],
    ]);
    expect(flagged("no saddle anaesthesia, bladder or bowel disturbance or weakness", "Weakness.")).toHaveLength(1);
    // Items that are not findings are still part of the list.
    expect(flags("no mouth ulcers no sore throat no cough", "No mouth ulcers, sore throat, cough or rash.")).toEqual(
      [],
    );
    expect(flags("no headaches, migraine with aura or leg pain", "No migraine with aura.")).toEqual([]);
  });

  test("the window ends at but, however, a new clause, or a phrase that says how something is", () => {
    expect(flags("no fever but a productive cough", "Productive cough. No fever.")).toEqual([]);
    expect(flags("no fever. cough for a week", "Cough for 1 week.")).toEqual([]);
    expect(flags("denies headache however has had vomiting", "Vomiting.")).toEqual([]);
    expect(flags("no trismus, uvula central", "Uvula central.")).toEqual([]);
    expect(flags("no black stools, periods normal", "Periods normal.")).toEqual([]);
    expect(flags("no nystagmus at rest and her gait was normal", "Gait normal.")).toEqual([]);
    expect(flags("no thoughts of self-harm and drinks alcohol most evenings", "Drinks alcohol most evenings.")).toEqual(
      [],
    );
    // Unpunctuated dictation: a new trigger, a pronoun or a reading ends the window.
    expect(flags("no recession no wheeze weight fifteen kilos", "Weight 15 kg.")).toEqual([]);
    expect(flags("no rash she is eating well", "Eating well.")).toEqual([]);
  });

  test("a finding at rest is not the same finding when upset or on exertion", () => {
    const transcript = "no stridor at rest, mild stridor when upset";
    expect(flags(transcript, "No stridor at rest; mild stridor when upset.")).toEqual([]);
    expect(flags(transcript, "Stridor at rest.")).toEqual([
      ["Stridor at rest", "Stridor at rest — dictation says: “no stridor at rest”"],
    ]);
  });

  test("'not really itchy, just occasionally' is itchy now and then; a knocked-out tooth is no loss of consciousness", () => {
    const said = "not really itchy, just occasionally";
    expect(flags(said, "Occasional mild itch only.")).toEqual([]);
    expect(polarity("not really itchy, just the face", "itchy")).toBe("negated");
    // …not when what is seldom is another thing ("just occasionally some indigestion").
    const indigestion = "not really any chest pain, just occasionally some indigestion after meals";
    expect(flagged(indigestion, "Occasional chest pain.")).toEqual(["Occasional chest pain"]);
    const noLoc = "collided with another child, no loss of consciousness";
    expect(flags(noLoc, "Collided with another child and knocked out her upper left central incisor.")).toEqual([]);
    expect(flagged(noLoc, "Collided with another child and was knocked out briefly.")).toEqual(["was knocked out"]);
    expect(flagged(noLoc, "Collided with another child, knocked out, chipped front tooth.")).toEqual(["knocked out"]);
    expect(flags(noLoc, "Upper left central incisor (permanent) knocked out.")).toEqual([]);
  });

  test("'now afebrile' is what 'the fever's gone now' says, after days of fever", () => {
    const said = "she had a high fever for three days. she can stop the ibuprofen now the fever's gone.";
    expect(flags(said, "Stop ibuprofen now afebrile.")).toEqual([]);
    expect(flagged("she had a high fever for three days, still 38.5 today", "Now afebrile.")).toEqual(["afebrile"]);
    // …not "gone up", nor gone and back again.
    expect(flagged("the fever's gone up again overnight, thirty nine point two", "Now afebrile.")).toEqual([
      "afebrile",
    ]);
    expect(flagged("the rash had settled but it came back over the weekend", "No rash.")).toEqual(["No rash"]);
  });

  test("'avoids X' says she does not, as 'won't' does: of its object only", () => {
    expect(flags("she hates it, she won't wear short sleeves", "Avoids short sleeves.")).toEqual([]);
    const dairy = "she avoids dairy, it gives her bloating and diarrhoea";
    expect(flags(dairy, "Avoids dairy as it causes bloating and diarrhoea.")).toEqual([]);
    expect(polarity("Avoids dairy as it causes bloating.", "bloating")).toBe("affirmed");
    // …each of its objects, listed; not a clause after them.
    const food = "she won't eat chicken or eggs or anything from a restaurant";
    expect(flags(food, "Avoids chicken, eggs and restaurant food.")).toEqual([]);
    expect(polarity("Avoids chicken, eggs and restaurant food.", "restaurant")).toBe("negated");
    expect(polarity("Avoids dairy, it causes bloating.", "bloating")).toBe("affirmed");
  });

  test("'not tender on either side, prostate smooth': where a state is denied, then a clause of its own", () => {
    expect(polarity("levator ani not tender on either side, prostate smooth", "prostate")).toBe("affirmed");
    expect(polarity("not tender to palpation, lump firm", "lump")).toBe("affirmed");
    expect(polarity("not tender on either side, swollen or hot", "swollen")).toBe("negated");
  });

  test("', and' after a list 'or' closed starts a clause; 'and thoughts of self-harm' goes on the list", () => {
    const said = "no blood, no mucus. some crampy lower tummy pain before she goes, settles after";
    expect(flags(said, "No blood or mucus, and crampy lower abdominal pain before defecation.")).toEqual([]);
    expect(polarity("No blood or mucus, and crampy abdominal pain.", "crampy")).toBe("affirmed");
    expect(polarity("No blood, mucus, and crampy abdominal pain.", "crampy")).toBe("negated");
    expect(polarity("She denies low mood and thoughts of self-harm.", "harm")).toBe("negated");
    expect(polarity("No thoughts of self-harm and drinks alcohol.", "alcohol")).toBe("affirmed");
  });

  test("what a list of alternatives 'needs' (urgent care, A&E) is safety-netting; an arrow's call may come second", () => {
    const calves = "calves soft, non tender, not swollen. no chest pain";
    expect(flags(calves, "A painful swollen calf, sudden breathlessness or chest pain needs urgent care.")).toEqual([]);
    expect(
      flags("no pain or weakness in the legs", "Loss of saddle sensation or leg weakness would need A&E."),
    ).toEqual([]);
    expect(
      flags("no breathing difficulty, no blood", "Breathing difficulty or vomiting blood → pull over, 999."),
    ).toEqual([]);
    // …not one thing said to need care ("His swollen calf needs urgent care"), nor a run-on dictation's earlier words.
    expect(flagged(calves, "His swollen calf needs urgent care.")).toEqual(["swollen"]);
    const runOn =
      "no fluctuance seen review wednesday if any redness spreads or abscess develops she will need same day ent";
    expect(flagged(runOn, "Some fluctuance.")).toEqual(["Some fluctuance"]);
  });

  test("suppositions (safety-netting, a risk, a query) are not compared", () => {
    expect(flags("no chest pain", "Return if chest pain develops.")).toEqual([]);
    expect(flags("if she gets a fever she should ring", "No fever.")).toEqual([]);
    expect(flags("no hypos, gliclazide reduced to lower the hypo risk", "No hypos.")).toEqual([]);
    expect(flags("?DVT, scan to rule out DVT", "Scan to rule out DVT.")).toEqual([]);
    // "- 999 for …", "111 for …" told at a line's start: what to ring for; but "called 999 for chest pain" or
    // "brought in by 999 for chest pain" says why someone did.
    const denied = "no headache, no vomiting, no confusion";
    expect(flags(denied, "- 999 for worsening headache, vomiting or confusion.")).toEqual([]);
    expect(flags(denied, "Safety-net: 999 for worsening headache.")).toEqual([]);
    expect(flagged("no chest pain at any point, his wife rang 999", "Wife rang 999 for chest pain.")).toEqual([
      "chest pain",
    ]);
    expect(flagged("no chest pain, brought in by ambulance", "Brought in by 999 for chest pain.")).toEqual([
      "chest pain",
    ]);
  });

  test("red flags are never let through: one the dictation does not give the same way is flagged", () => {
    expect(flags("fleeting thoughts of ending her life, denies any plans", "Denies any suicidal thoughts.")).toEqual([
      ["Denies any suicidal thoughts", "Denies any suicidal thoughts — dictation says: “thoughts of ending her life”"],
    ]);
    expect(flags("cough for a week", "No chest pain, no weight loss.")).toEqual([
      ["No chest pain", "No chest pain — the dictation does not mention chest pain (a red flag: check it was asked)"],
      [
        "no weight loss",
        "no weight loss — the dictation does not mention weight loss (a red flag: check it was asked)",
      ],
    ]);
    expect(flags("call 999 if any chest pain", "No chest pain.")).toHaveLength(1);
    // "no bleeding" covers every kind of bleeding; "lost 3 kg" is weight loss.
    expect(flags("no bleeding", "No PV bleeding.")).toEqual([]);
    expect(flags("appetite reduced, lost about 3 kg", "Weight loss of 3 kg.")).toEqual([]);
  });

  test("findings the dictation does not mention are not this check's business, unless a red flag", () => {
    expect(flags("cough for a week", "No fever.")).toEqual([]);
  });

  test("words that look like findings but are not: hay fever, blood pressure, body mass index, FB sensation", () => {
    expect(flags("no fever", "Hay fever since April.")).toEqual([]);
    expect(flags("no blood in the urine", "Blood pressure 120/80. Blood tests requested.")).toEqual([]);
    // "nothing visible in the back of the mouth": where none was seen.
    expect(flags("couldn't see anything in the back of the mouth", "Nothing visible in back of mouth.")).toEqual([]);
    expect(flags("no masses", "Body mass index 24.")).toEqual([]);
    expect(flags("feels like something in it, no foreign body seen", "FB sensation. No FB seen.")).toEqual([]);
  });

  test("phrasings that are in no corpus: reversed claims flagged, faithful notes left alone", () => {
    const reversed: Array<[string, string, string]> = [
      ["no haemoptysis", "Two episodes of haemoptysis.", "Two episodes of haemoptysis"],
      ["nil visual symptoms", "Visual disturbance on standing.", "Visual disturbance"],
      ["tested negative for covid", "Covid positive.", "Covid positive"],
      ["ultrasound showed no gallstones", "Ultrasound: gallstones.", "gallstones"],
      ["she's not on HRT", "Currently on HRT.", "HRT"],
      ["no family history of bowel cancer", "FH of bowel cancer (father).", "FH"],
      ["the MRI ruled out cauda equina", "MRI confirmed cauda equina.", "cauda equina"],
      ["she is not breastfeeding", "Breastfeeding.", "Breastfeeding"],
      ["he hasn't had any falls", "Recurrent falls.", "Recurrent falls"],
    ];
    for (const [transcript, document, flag] of reversed)
      expect(flagged(transcript, document), document).toEqual([flag]);
    const faithful: Array<[string, string]> = [
      [
        "no history of asthma, eczema or hay fever. she has a cat at home",
        "No history of asthma, eczema or hay fever.",
      ],
      [
        "no red flags, no night pain, no weight loss, she is otherwise well",
        "No night pain or weight loss. Otherwise well.",
      ],
      ["he denies any chest pain but does get some breathlessness on hills", "Denies chest pain; some SOB on hills."],
      ["not pregnant, LMP two weeks ago", "Not pregnant; LMP 2 weeks ago."],
      [
        "abdomen soft non tender no guarding no masses bowel sounds present",
        "Abdomen soft, NT, no guarding or masses.",
      ],
      ["no signs of infection around the wound", "Wound: no signs of infection."],
      ["has not been able to work for two weeks", "Unable to work for 2 weeks."],
      ["discussed a statin, he'd like to think about it", "Statin not started; he would like to think about it."],
      ["not on a statin", "Discussed starting a statin."],
    ];
    for (const [transcript, document] of faithful) expect(flags(transcript, document), document).toEqual([]);
  });
});

describe("what a negated verb denies", () => {
  test("a verb negated with what it is done to ('don't cut the fruit out') denies it of that, not every use of it", () => {
    const stems = (text: string) => contextOf(readText(text)).items.map((item) => item.stems);
    expect(stems("keep eating fruit, don't cut the fruit out")).toEqual([["cut", "fruit"]]);
    // A noun's negation is the noun's: "no previous fractures her mother had one".
    expect(stems("no previous fractures her mother had one")[0]).not.toContain("mother");
  });
});

describe("a denial read across a comma (2026-12-05)", () => {
  test("what a denial reaches only across a comma, as no item of its list, raises no flag either way", () => {
    const dictation = "no concerns about how it happened, accidental. review in a week";
    expect(flags(dictation, "There are no concerns about how it happened, which was accidental.")).toEqual([]);
    expect(flags("no sacral dimple or tuft, lower limb tone, power and reflexes normal", "LL power normal.")).toEqual(
      [],
    );
    expect(flags("she can't get her breath, tingling in both hands", "She has tingling in both hands.")).toEqual([]);
    // The document's own: "declined hospital, friend stayed with him" says a friend stayed.
    expect(flags("his friend stayed with him overnight", "Declined hospital, friend stayed with him.")).toEqual([]);
    expect(flags("she still enjoys things", "Mood: not low, enjoying things.")).toEqual([]);
  });

  test("a list of short items is still read as one denial, and a change to one of them is flagged", () => {
    expect(flagged("he has had no fever, cough or rash this week", "He has had a cough this week.")).toEqual([
      "has had a cough",
    ]);
    expect(flagged("no fever, cough or rash", "Fever, no cough or rash.")).toEqual(["Fever"]);
    expect(flagged("he has had a cough this week", "No fever, cough or rash this week.")).toEqual(["No fever, cough"]);
  });
});

describe("'other' in a denied list (2026-12-05)", () => {
  test("'other …' after a comma, or what an item is of, is one more thing denied; 'other than' is an exception", () => {
    expect(polarity("No rash, fever, other joint swelling, weight loss or night pain.", "loss")).toBe("negated");
    expect(polarity("She has no rash, swelling of other joints, weight loss or night pain.", "loss")).toBe("negated");
    expect(flags("no weight loss", "No rash, fever, other joint swelling, weight loss or night pain.")).toEqual([]);
    expect(flags("she has lost weight", "No rash, other joint swelling or weight loss.")).not.toEqual([]);
    expect(flags("she has knee pain on walking", "No knee pain, other than on walking.")).toEqual([]);
  });
});

describe("how far, said after the verb (2026-12-05)", () => {
  test("'not properly checked' is what 'haven't been checked properly' says; 'have been checked properly' is not", () => {
    expect(flags("mum and dad haven't been checked properly", "Parents not properly checked.")).toEqual([]);
    expect(flags("mum and dad have not been checked properly", "Parents have not been properly checked.")).toEqual([]);
    expect(flagged("mum and dad have been checked properly", "Parents not properly checked.")).toEqual([
      "not properly checked",
    ]);
  });
});

describe("two signs named for someone take one result (2026-12-05)", () => {
  test("'Tinel's and Phalen's -ve' denies both; 'neck stiffness and Kernig's negative' only the sign", () => {
    expect(polarity("R hand: power normal, Tinel's and Phalen's -ve.", "tinel's")).toBe("negated");
    expect(polarity("Kernig's and Brudzinski's negative.", "kernig's")).toBe("negated");
    expect(polarity("Neck stiffness and Kernig's negative.", "stiffness")).toBe("affirmed");
  });
});

describe("struggling to do what one can't (2026-12-05)", () => {
  test("'struggling to follow meetings' is what 'can't follow meetings' says; 'follows meetings well' is not", () => {
    const said = "brain fog, he's making mistakes and can't follow meetings";
    expect(flags(said, "Brain fog; struggling to follow meetings.")).toEqual([]);
    expect(flagged(said, "Brain fog; follows meetings well.")).not.toEqual([]);
  });
});

describe("a thing said and then taken back (2026-12-05)", () => {
  test("'had cellulitis in that leg, er, sorry, no, she hasn't' denies it; 'no, she hasn't had a fever' does not", () => {
    const said = "she's had cellulitis in that leg, er, sorry, no, she hasn't, she was thinking of her sister";
    expect(findUnsupportedDetails(said, "She has never had cellulitis.")).toEqual([]);
    const other = "she's had cellulitis in that leg, no, she hasn't had a fever";
    expect(findUnsupportedDetails(other, "She has never had cellulitis.")).not.toEqual([]);
  });
});

describe("an exclusion wanted is still to do (2026-12-05)", () => {
  test("'I want myocarditis excluded' supposes it, as 'needs infection excluded' does; 'myocarditis excluded' denies it", () => {
    expect(flags("after a virus I want myocarditis excluded", "Myocarditis to be excluded.")).toEqual([]);
    expect(flags("after a virus I want myocarditis excluded", "Myocarditis confirmed.")).toEqual([]);
    expect(flagged("troponin normal, myocarditis excluded", "Myocarditis confirmed.")).not.toEqual([]);
  });
});

describe("the past is no thing denied (2026-12-05)", () => {
  test("'nothing in the past' denies no 'past' in 'for the past three days'", () => {
    const said = "sharp chest pain for three days. nothing in the past. no regular medicines";
    expect(flags(said, "For the past three days he has had sharp chest pain.")).toEqual([]);
  });
});

describe("asked about, and the answer 'she says no' (2026-12-05)", () => {
  test("'I asked about any unwanted sexual experiences and she says no, never' denies them", () => {
    const said = "I asked about any unwanted sexual experiences and she says no, never, and she feels safe at home";
    expect(flags(said, "No hx of unwanted sexual experiences; feels safe at home.")).toEqual([]);
    expect(flagged(said, "She has had unwanted sexual experiences.")).not.toEqual([]);
  });
});

describe("the review of 2026-12-06: the night's rules kept to what they are for", () => {
  test("'avoids X, Y' goes on only in a list 'and' or 'or' closes, not to what follows the comma", () => {
    expect(polarity("Avoids gluten, diarrhoea ongoing 2x/week.", "diarrhoea")).toBe("affirmed");
    expect(polarity("she avoids caffeine, palpitations two or three times a week", "palpitations")).toBe("affirmed");
    expect(polarity("She avoids chicken, eggs and restaurant food, checks dates", "eggs")).toBe("negated");
  });

  test("only a call for help 'needed' after alternatives is safety-netting, not a plan for what there is", () => {
    const calf = "left calf is soft, not tender, not swollen";
    expect(flagged(calf, "L calf swollen and tender, ?DVT or muscle strain, needs urgent scan.").sort()).toEqual([
      "swollen",
      "tender",
    ]);
    const chest = "chest is clear no wheeze or crackles sats ninety eight percent she needs review in a week";
    expect(flagged(chest, "Wheeze and crackles on auscultation.")).toEqual(["Wheeze", "crackles"]);
    const wound = "wound looks clean, no redness, no discharge, carry on with the dressings";
    expect(flagged(wound, "Wound erythematous with discharge → continue dressings.")).toEqual(["with discharge"]);
    expect(flags("no fever, no rash", "Fever or rash needs same day help.")).toEqual([]);
  });

  test("', and' ends a list only when 'or' joined its last item; 'and X of Y' goes on only for thoughts", () => {
    const said = "no nausea or vomiting, no diarrhoea, no abdominal pain";
    expect(flags(said, "No nausea or vomiting, diarrhoea, and abdominal pain.")).toEqual([]);
    expect(polarity("No trauma and onset of back pain was sudden.", "back")).toBe("affirmed");
    expect(flagged("no diarrhoea and episodes of vomiting since last night", "No diarrhoea or vomiting.")).not.toEqual(
      [],
    );
  });
});
