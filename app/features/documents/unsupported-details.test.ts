import { afterAll, describe, expect, test } from "vitest";
import { HELD_OUT_16 } from "../../../tests/fixtures/flagger/held-out-16.ts";
import { mapped } from "./unsupported-details/arrays.ts";
import { findUnsupportedDetails, type DetailKind, type UnsupportedDetail } from "./unsupported-details.ts";

/** A dictation as the speech provider formats it. */
const CHEST_TRANSCRIPT =
  "Patient is a 54 year old man with a three day history of productive cough. No fever. Blood pressure 120/80. " +
  "Heart rate 88. Sats 97% on air. Temperature 37.2. Chest clear. Plan amoxicillin 500 mg three times a day for " +
  "five days. Review in one week if not improving.";

/** The same kind of dictation with formatting off: every number in words. */
const SPOKEN_CHEST_TRANSCRIPT =
  "patient is a fifty four year old man with a three day history of productive cough no fever blood pressure one " +
  "twenty over eighty heart rate eighty eight sats ninety seven percent on air temperature thirty seven point two " +
  "chest clear plan amoxicillin five hundred milligrams three times a day for five days review in a week if not improving";

/** A dictated referral, numbers in words, including a date and a year said as "twenty twenty five". */
const KNEE_TRANSCRIPT =
  "sixty seven year old lady with type two diabetes for twelve years hba1c fifty eight last month on metformin one " +
  "gram twice a day and gliclazide eighty milligrams in the morning blood pressure one forty two over eighty six " +
  "weight eighty two point five kilos bmi thirty one point two egfr sixty two she has had two falls since the first " +
  "of april and her left knee has been swollen for three weeks x-ray on the twelfth of march twenty twenty five " +
  "showed moderate osteoarthritis please refer to orthopaedics";

const SOAP = `Subjective:
54-year-old man with a 3-day history of productive cough. No fever.

Objective:
BP 120/80 mmHg, HR 88 bpm, SpO2 97% on air, temperature 37.2°C. Chest clear.

Assessment:
Likely lower respiratory tract infection.

Plan:
1. Amoxicillin 500 mg three times a day for 5 days.
2. Review in 1 week if not improving.`;

const SOAP_CONCISE = `Subjective:
54M, c/o productive cough 3/7. Afebrile.
Objective:
BP 120/80, HR 88, SpO2 97% RA, T 37.2. Chest clear.
Assessment:
LRTI.
Plan:
Amoxicillin 500mg TDS 5/7. Review 1/52 if not improving.`;

const SBAR = `Situation:
54-year-old man with a productive cough for three days.
Background:
No fever reported.
Assessment:
Blood pressure 120/80 mmHg, heart rate 88 beats per minute, oxygen saturation 97% on air, temperature 37.2 degrees. Chest clear.
Recommendation:
- Amoxicillin 500 milligrams three times a day for five days.
- Review in one week if not improving.`;

const NARRATIVE = `This fifty-four-year-old man presented with a three-day history of productive cough. He has had no fever.

On examination his blood pressure was 120/80 mmHg, heart rate 88 bpm and oxygen saturation 97% on air. His temperature was 37.2 °C and his chest was clear.

The impression is of a lower respiratory tract infection. He has been prescribed amoxicillin 500 mg three times daily for 5 days, with a review in a week if he is not improving.`;

const REFERRAL = `Dear Orthopaedic Colleague,

Re: 67-year-old woman with a swollen left knee

Thank you for seeing this 67-year-old lady, whose left knee has been swollen for 3 weeks. She has had 2 falls since 1 April. An X-ray on 12/03/2025 showed moderate osteoarthritis.

Past medical history: type 2 diabetes (T2DM) for 12 years; HbA1c 58 mmol/mol last month.
Medication: metformin 1 g twice daily; gliclazide 80 mg each morning.
Observations: BP 142/86 mmHg, weight 82.5 kg, BMI 31.2 kg/m2, eGFR 62 mL/min/1.73m2.

I would be grateful for your assessment and management.

Yours sincerely,

Dr A. Patel`;

const STRUCTURED = `Presenting Complaint:
Swollen left knee for three weeks; 2 falls since the first of April.
Past Medical History:
1) Type 2 diabetes for twelve years, HbA1c 58 last month.
Medication:
- Metformin 1 gram twice a day
- Gliclazide 80 mg in the morning
Examination:
BP 142/86. Weight 82.5 kg, BMI 31.2.
Investigations:
X-ray 12th March 2025: moderate osteoarthritis.
Plan:
Refer to orthopaedics.`;

/** A sore-throat consultation with safety-netting, numbers in words. */
const THROAT_TRANSCRIPT =
  "she's had a sore throat for four days centor score three temperature thirty eight point one no cough tonsillar " +
  "exudate phenoxymethylpenicillin five hundred milligrams four times a day for ten days safety net if worse within " +
  "forty eight hours call one one one or come back";

const THROAT_NOTE = `Presenting Complaint:
Sore throat for 4 days.
Examination:
Temperature 38.1°C. Tonsillar exudate, no cough. Centor score 3.
Plan:
- Phenoxymethylpenicillin 500 mg four times a day for 10 days.
Safety-netting:
If worse within 48 hours, call NHS 111 or return.`;

const report: string[] = [];
afterAll(() => {
  console.info(`Unsupported-detail flagger results (${report.length}):\n${report.join("\n")}`);
});

function flagged(transcript: string, document: string, keyTerms?: string[]): UnsupportedDetail[] {
  const details = findUnsupportedDetails(transcript, document, { keyTerms });
  for (const detail of details) expect(document.slice(detail.start, detail.end)).toBe(detail.text);
  return details;
}

/** Each flag as [its text, its kind, its explanation]. */
function explained(transcript: string, document: string, keyTerms?: string[]): Array<[string, DetailKind, string]> {
  return flagged(transcript, document, keyTerms).map((d) => [d.text, d.kind, d.explanation]);
}

/** The text of each flag. */
function texts(transcript: string, document: string): string[] {
  return flagged(transcript, document).map((d) => d.text);
}

describe("realistic notes made from the transcript: no false positives", () => {
  const notes: Array<[name: string, transcript: string, document: string]> = [
    ["SOAP note (formatted transcript)", CHEST_TRANSCRIPT, SOAP],
    ["SOAP note (spoken-number transcript)", SPOKEN_CHEST_TRANSCRIPT, SOAP],
    ["very concise SOAP with GP shorthand", CHEST_TRANSCRIPT, SOAP_CONCISE],
    ["very concise SOAP, spoken numbers", SPOKEN_CHEST_TRANSCRIPT, SOAP_CONCISE],
    ["SBAR", CHEST_TRANSCRIPT, SBAR],
    ["SBAR, spoken numbers", SPOKEN_CHEST_TRANSCRIPT, SBAR],
    ["narrative", CHEST_TRANSCRIPT, NARRATIVE],
    ["narrative, spoken numbers", SPOKEN_CHEST_TRANSCRIPT, NARRATIVE],
    ["referral letter, spoken numbers", KNEE_TRANSCRIPT, REFERRAL],
    ["structured note, spoken numbers", KNEE_TRANSCRIPT, STRUCTURED],
    ["structured sore-throat note, spoken numbers", THROAT_TRANSCRIPT, THROAT_NOTE],
  ];

  test.each(notes)("%s", (name, transcript, document) => {
    const details = flagged(transcript, document);
    report.push(
      `false positives  ${name.padEnd(40)} ${details.length} flagged${details.length ? `: ${details.map((d) => d.text).join(", ")}` : ""}`,
    );
    expect(details).toEqual([]);
  });

  test("the same notes against an unrelated transcript flag every detail (the checks are real)", () => {
    const unrelated = "patient seen for a repeat prescription, nothing else discussed";
    // A medicine the dictation never names is flagged once: its dose, frequency and course are not flagged again.
    expect(flagged(unrelated, SOAP).map((d) => d.text)).toEqual([
      "54-year-old",
      "3-day",
      "120/80 mmHg",
      "88 bpm",
      "97%",
      "37.2°C",
      "Amoxicillin",
      "1 week",
    ]);
    expect(flagged(unrelated, SOAP_CONCISE).map((d) => d.text)).toEqual([
      "54M",
      "3/7",
      "120/80",
      "88",
      "97%",
      "37.2",
      "Amoxicillin",
      "1/52",
    ]);
    expect(flagged(unrelated, REFERRAL).map((d) => d.text)).toEqual([
      "67-year-old",
      "67-year-old",
      "3 weeks",
      "2",
      "1 April",
      "12/03/2025",
      "2",
      "12 years",
      "58 mmol/mol",
      "last month",
      "metformin",
      "gliclazide",
      "142/86 mmHg",
      "82.5 kg",
      "31.2 kg/m2",
      "62 mL/min/1.73m2",
    ]);
  });
});

describe("invented details are caught", () => {
  type Invention = { name: string; from: string; to: string; text: string; kind: DetailKind; explanation: string };
  const inventions: Invention[] = [
    {
      name: "blood pressure 140/90 for 120/80",
      from: "BP 120/80 mmHg",
      to: "BP 140/90 mmHg",
      text: "140/90 mmHg",
      kind: "measurement",
      explanation: "BP 140/90 mmHg not in the dictation (said: 120/80)",
    },
    {
      name: "blood pressure 130/80 for 120/80 (half right)",
      from: "BP 120/80 mmHg",
      to: "BP 130/80 mmHg",
      text: "130/80 mmHg",
      kind: "measurement",
      explanation: "BP 130/80 mmHg not in the dictation (said: 120/80)",
    },
    {
      name: "amoxicillin 250 mg for 500 mg",
      from: "Amoxicillin 500 mg",
      to: "Amoxicillin 250 mg",
      text: "250 mg",
      kind: "dose",
      explanation: "Amoxicillin 250 mg not in the dictation (said: 500 mg)",
    },
    {
      name: "review in 2 weeks for one week",
      from: "Review in 1 week",
      to: "Review in 2 weeks",
      text: "2 weeks",
      kind: "duration",
      explanation: "2 weeks not in the dictation (said: 1 week)",
    },
    {
      // 7 days is a week, and the dictation's week is the review, not the course.
      name: "7 days of antibiotics for five",
      from: "for 5 days",
      to: "for 7 days",
      text: "7 days",
      kind: "duration",
      explanation: "7 days: in the dictation 1 week is when to follow up, not this",
    },
    {
      name: "invented date",
      from: "Likely lower respiratory tract infection.",
      to: "Likely lower respiratory tract infection, as on 12 March 2025.",
      text: "12 March 2025",
      kind: "date",
      explanation: "12 March 2025 not in the dictation",
    },
    {
      name: "invented numeric date",
      from: "Chest clear.",
      to: "Chest clear. Seen 03/04/2025.",
      text: "03/04/2025",
      kind: "date",
      explanation: "03/04/2025 not in the dictation",
    },
    {
      name: "invented age",
      from: "54-year-old man",
      to: "62-year-old man",
      text: "62-year-old",
      kind: "number",
      explanation: "62-year-old not in the dictation (said: 54 years)",
    },
    {
      name: "invented temperature 38.5°C",
      from: "temperature 37.2°C",
      to: "temperature 38.5°C",
      text: "38.5°C",
      kind: "measurement",
      explanation: "temperature 38.5°C not in the dictation",
    },
    {
      name: "invented heart rate",
      from: "HR 88 bpm",
      to: "HR 110 bpm",
      text: "110 bpm",
      kind: "measurement",
      explanation: "HR 110 bpm not in the dictation",
    },
    {
      name: "invented oxygen saturation",
      from: "SpO2 97%",
      to: "SpO2 92%",
      text: "92%",
      kind: "measurement",
      explanation: "SpO2 92% not in the dictation (said: 97%)",
    },
    {
      name: "invented respiratory rate",
      from: "Chest clear.",
      to: "Respiratory rate 22 breaths per minute. Chest clear.",
      text: "22 breaths per minute",
      kind: "measurement",
      explanation: "Respiratory rate 22 breaths per minute not in the dictation",
    },
    {
      // The medicine is flagged; its dose is not flagged a second time.
      name: "invented extra prescription",
      from: "2. Review",
      to: "2. Paracetamol 650 mg when required.\n3. Review",
      text: "Paracetamol",
      kind: "medicine",
      explanation: "Paracetamol not in the dictation",
    },
    {
      name: "invented year",
      from: "No fever.",
      to: "No fever. Smoker since 1998.",
      text: "1998",
      kind: "date",
      explanation: "1998 not in the dictation",
    },
  ];

  test.each(inventions)("$name", ({ name, from, to, text, kind, explanation }) => {
    expect(SOAP).toContain(from);
    const document = SOAP.replace(from, to);
    for (const transcript of [CHEST_TRANSCRIPT, SPOKEN_CHEST_TRANSCRIPT]) {
      const details = flagged(transcript, document);
      expect(details).toHaveLength(1);
      expect(details[0]).toMatchObject({ text, kind, explanation });
      expect(details[0].start).toBe(document.indexOf(text));
    }
    report.push(`true positive    ${name.padEnd(40)} caught: ${text}`);
  });

  test("safety-netting the clinician did not give", () => {
    const document = `${THROAT_NOTE} Call 999 if breathing becomes difficult.`;
    expect(flagged(THROAT_TRANSCRIPT, document)).toEqual([
      {
        text: "999",
        start: document.indexOf("999"),
        end: document.indexOf("999") + 3,
        kind: "number",
        explanation: "999 not in the dictation",
      },
    ]);
    report.push(`true positive    ${"invented 999 safety-netting".padEnd(40)} caught: 999`);
  });

  test("a referral letter with several inventions flags each, in order", () => {
    const document = REFERRAL.replace("3 weeks", "6 weeks")
      .replace("12/03/2025", "12/03/2024")
      .replace("gliclazide 80 mg", "gliclazide 40 mg")
      .replace("82.5 kg", "85 kg")
      .replace("I would be grateful", "She was last seen on 4 February 2025. I would be grateful");
    const details = flagged(KNEE_TRANSCRIPT, document);
    expect(details.map((d) => [d.text, d.kind])).toEqual([
      ["6 weeks", "duration"],
      ["12/03/2024", "date"],
      ["40 mg", "dose"],
      ["85 kg", "measurement"],
      ["4 February 2025", "date"],
    ]);
    expect(details.map((d) => d.explanation)).toEqual([
      "6 weeks not in the dictation (said: 12 years, 3 weeks)",
      "12/03/2024 not in the dictation (said: 12 March 2025)",
      "gliclazide 40 mg not in the dictation (said: 80 mg)",
      "weight 85 kg not in the dictation (said: 82.5 kg)",
      "4 February 2025 not in the dictation",
    ]);
    report.push(
      `true positive    ${"referral letter with 5 inventions".padEnd(40)} caught: ${details.map((d) => d.text).join(", ")}`,
    );
  });
});

describe("numbers the transcript spells in words", () => {
  const spoken: Array<[transcript: string, document: string]> = [
    ["five hundred milligrams", "500 mg"],
    ["one hundred and twenty over eighty", "BP 120/80"],
    ["one twenty over eighty", "120/80 mmHg"],
    ["one four two over eighty six", "142/86"],
    ["blood pressure one forty over ninety", "BP 140/90"],
    ["fifty four year old", "54-year-old"],
    ["fifty-four", "aged 54"],
    ["point five milligrams", "0.5 mg"],
    ["nought point five", ".5 mg"],
    ["one point five", "1.5 mg"],
    ["one point oh five", "1.05"],
    ["one and a half tablets", "1.5 tablets"],
    ["half a tablet", "0.5 tablet"],
    ["a hundred", "100 mg"],
    ["a hundred and five", "105"],
    ["one hundred five", "105"],
    ["thirteen hundred", "1300"],
    ["seventy five thousand units", "75,000 units"],
    ["nine hundred and ninety nine thousand nine hundred and ninety nine", "999,999 units"],
    ["five hundred", "500.0 mg"],
    ["two times five hundred milligrams", "2 x 500 mg"],
    ["twenty twenty five", "in 2025"],
    ["two thousand and twenty five", "2025"],
    ["nineteen ninety eight", "since 1998"],
    ["the twelfth of march", "12 March"],
    ["the twelfth of march", "12th March"],
    ["the twelfth of march", "March 12th"],
    ["the twelfth of march twenty twenty five", "12/03/2025"],
    ["the thirty first of december", "31 December"],
    ["the twenty-first of june", "21st June"],
    ["the fifth of may", "5 May"],
    ["ninety seven percent", "SpO2 97%"],
    ["thirty seven point five degrees", "37.5°C"],
    ["review in a week", "review in 1 week"],
    ["review in one week", "review in 7 days"],
    ["twice a day", "2 times a day"],
    ["a fortnight", "14 days"],
    ["see her in a fortnight", "review in 2 weeks"],
    ["review in six weeks", "review 6/52"],
    ["twenty four hour tape", "24-hour tape"],
    ["for forty eight hours", "for 2 days"],
    ["ten thirty", "at 10:30"],
  ];

  test.each(spoken)("“%s” supports “%s”", (transcript, document) => {
    expect(flagged(transcript, document)).toEqual([]);
    expect(flagged("nothing numeric was said", document).length).toBeGreaterThan(0);
  });

  test("a different spoken number does not support the written one", () => {
    expect(flagged("five hundred milligrams", "250 mg").map((d) => d.text)).toEqual(["250 mg"]);
    expect(flagged("twenty twenty five", "in 2024").map((d) => d.text)).toEqual(["2024"]);
    expect(flagged("fifty four year old", "45-year-old").map((d) => d.text)).toEqual(["45-year-old"]);
    expect(flagged("one point five milligrams", "15 mg").map((d) => d.text)).toEqual(["15 mg"]);
    expect(flagged("the twelfth of march", "13 March").map((d) => d.explanation)).toEqual([
      "13 March not in the dictation (said: 12 March)",
    ]);
    expect(flagged("one week", "8 days").map((d) => d.text)).toEqual(["8 days"]);
  });
});

describe("what is not a detail", () => {
  test("list numbering and numbered headings", () => {
    const document =
      "Plan:\n1. Amoxicillin.\n2) Safety-netting advice.\n  3. Review.\n- 4. Leaflet.\nProblem 1: cough\nIssue 2 - asthma";
    expect(flagged("amoxicillin", document)).toEqual([]);
  });

  test("digits inside names and abbreviations", () => {
    const document =
      "SpO2 normal. HbA1c requested. T2DM. COVID-19 swab negative. Vitamin B12 and CO2 noted. Seen in A&E. Type-2 pathway.";
    expect(flagged("", document)).toEqual([]);
  });

  test("headings, 'one' as a pronoun and ordinal words", () => {
    const document =
      "Subjective:\nNot discussed.\nObjective:\nNo one else at home. One of her concerns is the first visit. A second opinion.";
    expect(flagged("", document)).toEqual([]);
  });

  test("a month name on its own is a date, and 'may' the verb is not", () => {
    expect(flagged("", "Symptoms since March. She may 5 times a day… may 2025")).toEqual([
      expect.objectContaining({ text: "March", kind: "date" }),
      expect.objectContaining({ text: "5 times a day", kind: "frequency" }),
      expect.objectContaining({ text: "2025", kind: "date" }),
    ]);
    expect(flagged("symptoms since march", "Symptoms since March.")).toEqual([]);
    expect(flagged("diagnosed in august", "Diagnosed in April.")).toEqual([
      expect.objectContaining({ text: "April", kind: "date" }),
    ]);
  });

  test("words that are also names of properties of objects", () => {
    expect(flagged("", "The constructor of the valueOf toString hasOwnProperty __proto__ argument.")).toEqual([]);
  });
});

describe("spans and kinds", () => {
  test("a dose is one detail, not a number plus a unit", () => {
    const transcript = "amoxicillin calpol salbutamol insulin colecalciferol hydrocortisone cream gentamicin";
    const cases: Array<[string, string, DetailKind]> = [
      ["Amoxicillin 500mg", "500mg", "dose"],
      ["2 x 500 mg", "2 x 500 mg", "dose"],
      ["Calpol 250 mg/5 ml", "250 mg/5 ml", "dose"],
      ["salbutamol 2 puffs", "2 puffs", "dose"],
      ["insulin 10 units", "10 units", "dose"],
      ["colecalciferol 800 IU", "800 IU", "dose"],
      ["hydrocortisone 1% cream", "1%", "dose"],
      ["75 micrograms", "75 micrograms", "dose"],
      ["gentamicin 5 mg/kg", "5 mg/kg", "dose"],
      ["two tablets", "two tablets", "dose"],
      ["CRP 12 mg/L", "12 mg/L", "measurement"],
      ["Hb 128 g/L", "128 g/L", "measurement"],
      ["WCC 11.2 x10^9/L", "11.2 x10^9/L", "measurement"],
      ["potassium 4.5 mmol/L", "4.5 mmol/L", "measurement"],
      ["height 172 cm", "172 cm", "measurement"],
      ["temp 38.5C", "38.5C", "measurement"],
      ["BP 150 / 95", "150 / 95", "measurement"],
      ["on 1 Jan. 2024", "1 Jan. 2024", "date"],
      ["since Sept 2023", "Sept 2023", "date"],
      ["on 2025-03-12", "2025-03-12", "date"],
      ["3 times a day", "3 times a day", "frequency"],
      ["for six weeks", "six weeks", "duration"],
      ["62yo", "62yo", "number"],
      ["at 3pm", "3pm", "number"],
      ["7", "7", "number"],
    ];
    for (const [document, text, kind] of cases) {
      expect(flagged(transcript, document), document).toEqual([
        expect.objectContaining({ text, kind, start: document.indexOf(text) }),
      ]);
    }
  });

  test("results are sorted by position and never overlap", () => {
    const document =
      "12/03/2025: 62-year-old, BP 150/95 mmHg, HR 101 bpm. Amoxicillin 2 x 250 mg for 7 days, then 1.5 mg. Review 2/52.";
    const details = flagged("amoxicillin", document);
    expect(details.map((d) => d.text)).toEqual([
      "12/03/2025",
      "62-year-old",
      "150/95 mmHg",
      "101 bpm",
      "2 x 250 mg",
      "7 days",
      "1.5 mg",
      "2/52",
    ]);
    for (let i = 1; i < details.length; i++) expect(details[i].start).toBeGreaterThanOrEqual(details[i - 1].end);
  });

  test("an empty document has no details", () => {
    expect(findUnsupportedDetails("anything", "")).toEqual([]);
  });
});

describe("claims, not tokens: a number is checked with its unit and what it counts", () => {
  test("a number said about something else does not support a dose", () => {
    expect(explained("on amlodipine 5 mg once a day, doxycycline for 10 days", "Amlodipine 10 mg once daily.")).toEqual(
      [["10 mg", "dose", "Amlodipine 10 mg not in the dictation (said: 5 mg)"]],
    );
    expect(explained("atorvastatin 40 mg at night, smokes 20 a day", "Atorvastatin 20 mg at night.")).toEqual([
      ["20 mg", "dose", "Atorvastatin 20 mg not in the dictation (said: 40 mg)"],
    ]);
    expect(explained("ramipril 2.5 mg twice a day", "Review in 2 weeks. Ramipril 2.5 mg twice daily.")).toEqual([
      ["2 weeks", "duration", "2 weeks not in the dictation"],
    ]);
  });

  test("units are compared: micrograms are not milligrams", () => {
    expect(explained("levothyroxine fifty micrograms once a day", "Levothyroxine 50 mg once daily.")).toEqual([
      ["50 mg", "dose", "Levothyroxine 50 mg not in the dictation (said: 50 micrograms)"],
    ]);
    expect(explained("levothyroxine 50 micrograms once a day", "Levothyroxine 50 mcg OD.")).toEqual([]);
    expect(explained("paracetamol one gram four times a day", "Paracetamol 1000 mg QDS.")).toEqual([]);
  });

  test("frequencies, routes and changed or added medicines", () => {
    expect(explained("amlodipine 5 mg once a day", "Amlodipine 5 mg twice daily.")).toEqual([
      ["twice daily", "frequency", "Amlodipine twice daily not in the dictation (said: once a day)"],
    ]);
    expect(explained("amlodipine 5 mg", "Amlodipine 5 mg once daily.")).toEqual([
      ["once daily", "frequency", "Amlodipine once daily not in the dictation (no frequency was said for Amlodipine)"],
    ]);
    // …but "when needed" alone, of a medicine the dictation gives no frequency, sets no schedule to get wrong
    expect(explained("she takes paracetamol for her back", "Paracetamol PRN for back pain.")).toEqual([]);
    expect(explained("she takes paracetamol for her back", "Paracetamol at night for back pain.")).toEqual([
      ["at night", "frequency", "Paracetamol at night not in the dictation (no frequency was said for Paracetamol)"],
    ]);
    expect(explained("hydroxocobalamin 1 mg intramuscular injection", "Hydroxocobalamin 1 mg orally.")).toEqual([
      ["orally", "route", "Hydroxocobalamin orally not in the dictation (said: intramuscular, injection)"],
    ]);
    expect(explained("cetirizine 10 mg once a day", "Loratadine 10 mg once daily.")).toEqual([
      ["Loratadine", "medicine", "Loratadine not in the dictation (the dictation names cetirizine)"],
    ]);
    expect(
      explained("naproxen 500 mg twice a day", "Naproxen 500 mg BD with omeprazole. Prednisolone 30 mg OD."),
    ).toEqual([
      ["omeprazole", "medicine", "omeprazole not in the dictation"],
      ["Prednisolone", "medicine", "Prednisolone not in the dictation"],
    ]);
  });

  test("laterality and negation, with the dictation's side or polarity", () => {
    expect(explained("left knee pain", "Right knee pain.")).toEqual([
      ["Right knee", "laterality", "Right knee — dictation says left"],
    ]);
    expect(explained("no chest pain", "Chest pain on exertion.")).toEqual([
      ["Chest pain", "negation", "Chest pain — dictation says: “no chest pain”"],
    ]);
  });

  test("faithful notes that reword numbers, units, dates and findings are not flagged", () => {
    const transcript =
      "blood pressure one forty two over eighty eight on amlodipine five milligrams once a day and ramipril " +
      "two point five milligrams twice a day denies chest pain left knee swollen twenty four hour tape arranged " +
      "review in a fortnight repeat bloods in six weeks x-ray on the twelfth of march";
    const document =
      "BP 142/88. Amlodipine 5 mg OD; ramipril 2.5 mg bd. No chest pain. L knee swollen. 24-hour tape arranged. " +
      "Review in 2 weeks; repeat bloods 6/52. X-ray 12 March.";
    expect(explained(transcript, document)).toEqual([]);
  });

  test("what a number belongs to, in the details", () => {
    // "back to 40 mg" is the earlier dose again, not a new one.
    const furosemide =
      "he takes furosemide forty milligrams in the morning increase to eighty for three days then back to forty";
    expect(explained(furosemide, "Furosemide 40 mg OM. Increase to 80 mg OM for 3 days, then back to 40 mg.")).toEqual(
      [],
    );
    // A current dose is not the new one.
    expect(
      explained(
        "she is on levothyroxine 50 micrograms, increase to 75 micrograms",
        "Taking levothyroxine 75 micrograms.",
      ),
    ).toEqual([
      [
        "75 micrograms",
        "dose",
        "levothyroxine 75 micrograms not in the dictation (said: 50 micrograms, 75 micrograms)",
      ],
    ]);
    // A range said with "or".
    expect(explained("waking three or four times a night", "Waking 3–4 times a night.")).toEqual([]);
    // An ambulatory or home reading is not a clinic reading, nor the reverse.
    const readings = "ambulatory average 152/96, clinic reading today 164/98";
    expect(explained(readings, "ABPM 152/96; clinic BP 164/98.")).toEqual([]);
    expect(explained(readings, "ABPM average 164/98.")).toEqual([
      ["164/98", "measurement", "BP 164/98: in the dictation this is a clinic reading"],
    ]);
    // A small whole number said about something else does not support a labelled measurement.
    expect(explained("weight up two kilos, sleeps on three pillows", "Weight up 3 kg.")).toEqual([
      ["3 kg", "measurement", "Weight 3 kg not in the dictation (said: 2 kg)"],
    ]);
    expect(explained("sats 93% on air, her usual is 94", "SpO2 93% (usual 94%).")).toEqual([]);
    // "after 3 days of pain" is how long the pain lasted, not a follow-up.
    expect(explained("burning pain for 3 days before the rash", "Rash after 3/7 of burning pain.")).toEqual([]);
  });

  test("the clinician's key terms are medicines too", () => {
    expect(explained("start drug x", "Start Zaplorin 5 mg once daily.", ["Zaplorin"])).toEqual([
      ["Zaplorin", "medicine", "Zaplorin (one of your key terms) is not in the dictation"],
    ]);
    expect(
      explained("start zaplorin five milligrams once a day", "Start Zaplorin 5 mg once daily.", ["Zaplorin"]),
    ).toEqual([]);
  });
});

describe("what held-out-4's first run flagged wrongly, as general rules (decision 034)", () => {
  test("a side said in two words, with no part of the body after it: 'right sided' = 'R-sided'", () => {
    const transcript = "migraine without aura usually right sided throbbing with nausea";
    expect(explained(transcript, "Migraine without aura, usually R-sided, throbbing.")).toEqual([]);
    expect(explained(transcript, "The headaches are usually right-sided and throbbing.")).toEqual([]);
    expect(explained(transcript, "Migraine without aura, usually L-sided, throbbing.")).toEqual([
      ["L-sided", "laterality", "L-sided — dictation says right"],
    ]);
  });

  test("'every 2/52' is 'every two weeks', a frequency", () => {
    const transcript = "amitriptyline ten milligrams at night increasing by ten milligrams every two weeks";
    expect(explained(transcript, "Amitriptyline 10 mg nocte, increase by 10 mg every 2/52.")).toEqual([]);
    expect(explained(transcript, "Amitriptyline 10 mg nocte, increase by 10 mg every 4/52.")).toHaveLength(1);
  });

  test("the side of a part measured on both sides goes with the number the dictation gives that side", () => {
    const transcript = "right calf circumference 42 centimetres left 38 centimetres tender along the deep veins";
    expect(explained(transcript, "Calf circumference R 42 cm, L 38 cm. Tender.")).toEqual([]);
    expect(explained(transcript, "Calf circumference R 38 cm, L 42 cm. Tender.")).toEqual([
      ["R", "laterality", "R — dictation says left"],
    ]);
  });

  test("unpunctuated: after 'or', the next word is still negated, and a medicine not taken has no course", () => {
    const transcript =
      "no weight loss not taking aspirin or anti inflammatories vegetarian for twenty years abdomen soft";
    const faithful = "No weight loss. Not taking aspirin or anti-inflammatories. Vegetarian for 20 years.";
    expect(explained(transcript, faithful)).toEqual([]);
    expect(
      explained(transcript, "She does not take aspirin or anti-inflammatories; vegetarian for twenty years."),
    ).toEqual([]);
    expect(explained(transcript, "No weight loss. Takes anti-inflammatories. Vegetarian for 20 years.")).toHaveLength(
      1,
    );
  });

  test("'a negative coeliac screen' = 'coeliac screen negative'", () => {
    const transcript = "b12 and folate normal coeliac screen negative she denies any rectal bleeding";
    expect(explained(transcript, "Normal B12 and folate and a negative coeliac screen.")).toEqual([]);
    expect(explained("coeliac screen positive", "A negative coeliac screen.")).toHaveLength(1);
  });

  test("a length written as an adjective describes what lasts that long: 'a three-day chart'", () => {
    const transcript =
      "PSA from last week was two point eight plan a three day frequency volume chart review in six weeks";
    expect(explained(transcript, "PSA (last week) 2.8. A three-day frequency volume chart. Review in 6/52.")).toEqual(
      [],
    );
    const seven = explained(transcript, "PSA (last week) 2.8. A seven-day frequency volume chart.");
    expect(seven.map(([text, kind]) => [text, kind])).toEqual([["seven-day", "duration"]]);
  });

  test("a shorthand length at the start of a sentence is how long the symptom has lasted: '6/12 poor stream'", () => {
    const transcript = "67 year old man six months of poor stream and hesitancy review in six weeks";
    expect(explained(transcript, "67M. 6/12 poor stream, hesitancy. Review 6/52.")).toEqual([]);
    expect(explained(transcript, "67M. 6/52 poor stream, hesitancy. Review 6/52.")).toHaveLength(1);
    expect(explained("eighteen month old girl with eczema", "18/12 girl, eczema.")).toEqual([]);
  });

  test("a side effect warned of is advice in the note as in the dictation", () => {
    const transcript =
      "ferrous sulfate two hundred milligrams once a day explained it may cause dark stools and constipation";
    expect(explained(transcript, "Ferrous sulfate 200 mg OD; warned re dark stools and constipation.")).toEqual([]);
    expect(explained(transcript, "Ferrous sulfate 200 mg once daily; knows it may cause dark stools.")).toEqual([]);
    expect(explained(transcript, "Ferrous sulfate 200 mg OD. Reports dark stools.")).toHaveLength(1);
  });
});

describe("what held-out-5's first run missed and flagged wrongly, as general rules (decision 034)", () => {
  test("a finding qualified by how often or how widely it occurs is there: 'no cough, intermittent wheeze'", () => {
    const transcript = "no cough no wheeze no fever";
    expect(explained(transcript, "No cough, no wheeze, no fever.")).toEqual([]);
    expect(explained(transcript, "No cough, intermittent wheeze, no fever.")).toEqual([
      ["intermittent wheeze", "negation", "intermittent wheeze — dictation says: “no wheeze”"],
    ]);
    expect(explained("no purpura on the legs", "Scattered purpura on the legs.")).toEqual([
      ["Scattered purpura", "negation", "Scattered purpura — dictation says: “no purpura”"],
    ]);
  });

  test("unpunctuated, the word a predicate follows is what it is said of: 'no petechiae throat red'", () => {
    const transcript = "rash blanches no purpura throat red ears normal";
    expect(explained(transcript, "Blanching rash; no purpura. Throat red, ears normal.")).toEqual([]);
    expect(explained(transcript, "Blanching rash with purpura. Throat red.")).toHaveLength(1);
  });

  test("'a fit' is a seizure; 'fit note', 'FIT kit' and 'fit and well' are not", () => {
    const transcript = "she has not had any fits fit note for one week";
    expect(explained(transcript, "She has had a fit. Fit note for 1/52.")).toEqual([
      ["has had a fit", "negation", "has had a fit — dictation says: “not had any fits”"],
    ]);
    expect(explained(transcript, "No fits. Fit note 1/52.")).toEqual([]);
    expect(explained("fit and well FIT kit given", "Fit and well. FIT kit given.")).toEqual([]);
  });

  test("'X not <so>' negates X being so: 'calf not swollen' against 'calf swollen'", () => {
    expect(explained("calf swollen and tender", "Calf not swollen.")).toEqual([
      ["Calf not swollen", "negation", "Calf not swollen — dictation says: “calf swollen”"],
    ]);
    expect(explained("no chest pain not pregnant", "No chest pain; not pregnant.")).toEqual([]);
  });

  test("one word said to be absent, when the dictation says in so many words it is there", () => {
    const transcript = "urine dip positive for ketones reflexes present and brisk";
    expect(explained(transcript, "Urine: ketones +. Reflexes present, brisk.")).toEqual([]);
    expect(explained(transcript, "Urine: ketones negative.")).toEqual([
      ["ketones negative", "negation", "ketones negative — dictation says: “positive for ketones”"],
    ]);
    expect(explained(transcript, "Reflexes absent.")).toEqual([
      ["Reflexes absent", "negation", "Reflexes absent — dictation says: “reflexes present”"],
    ]);
  });

  test("a quantity is not what a negation after it applies to: 'at forty degrees negative on the left'", () => {
    const transcript = "straight leg raise positive on the right at forty degrees negative on the left";
    expect(explained(transcript, "SLR positive on the right at 40 degrees and negative on the left.")).toEqual([]);
  });

  test("'every four to six hours' = '4–6 hourly', every four or every six hours", () => {
    const transcript = "paracetamol one gram every four to six hours maximum four times a day";
    expect(explained(transcript, "Paracetamol 1 g 4–6 hourly, max QDS.")).toEqual([]);
    expect(explained(transcript, "Paracetamol 1 g every 4-6 hours, max QDS.")).toEqual([]);
    expect(explained(transcript, "Paracetamol 1 g 2–4 hourly, max QDS.")).toHaveLength(1);
    // a count range still scales the other way
    expect(explained("ibuprofen two to three times a day", "Ibuprofen 2–3 times a day.")).toEqual([]);
  });

  test("a state followed by a side is that side's: 'reduced on the left foot normal on the right'", () => {
    const transcript = "numbness in both feet sensation reduced on the left foot normal on the right";
    expect(explained(transcript, "Sensation reduced in the left foot, normal in the right.")).toEqual([]);
    const swapped = explained(transcript, "Sensation reduced in the right foot, normal in the left.");
    expect(swapped.map(([text, kind]) => [text, kind])).toEqual([
      ["right foot", "laterality"],
      ["left", "laterality"],
    ]);
  });

  test("how long a fit note is for, and how long a treatment takes to work, are roles of their own", () => {
    const transcript =
      "fit note for two weeks it can take four to six weeks to work review in four weeks low mood over the last six months";
    expect(explained(transcript, "Fit note 2/52. May take 4–6/52 to work. Review 4/52. Low mood 6/12.")).toEqual([]);
    expect(explained(transcript, "Fit note 4/52.")).toEqual([
      ["4/52", "duration", expect.stringMatching(/^4\/52: in the dictation 4 weeks is /)],
    ]);
    expect(explained(transcript, "Low mood over the last 6/52.")).toEqual([
      ["6/52", "duration", "6/52: in the dictation 6 weeks is how long a treatment takes to work, not this"],
    ]);
  });

  test("a side goes with what was done to the part: 'MRI of the right knee' when the left was to be scanned", () => {
    const transcript = "sprained her left ankle request x ray of the left ankle right ankle normal";
    expect(explained(transcript, "Sprained L ankle. X-ray of the left ankle requested. R ankle normal.")).toEqual([]);
    expect(explained(transcript, "X-ray of the right ankle requested.")).toEqual([
      ["right ankle", "laterality", "right ankle — dictation says left"],
    ]);
    expect(explained(transcript, "Sprained R ankle.")).toEqual([
      ["R ankle", "laterality", "R ankle — dictation says left"],
    ]);
  });
});

describe("what held-out-6's first run missed and flagged wrongly, as general rules (decision 034)", () => {
  test("lab units said in words, and 'b twelve', 'free t four' said as names", () => {
    const transcript =
      "haemoglobin one hundred and six grams per litre b twelve one hundred and ten nanograms per litre";
    expect(explained(transcript, "Hb 106 g/L, B12 110 ng/L.")).toEqual([]);
    expect(texts(transcript, "Hb 106 g/L, B12 140 ng/L.")).toEqual(["140 ng/L"]);
    expect(explained("free t four fourteen", "Free T4 14.")).toEqual([]);
  });

  test("'four times a day for the pain' is regular, not as required", () => {
    const transcript = "co-codamol two tablets four times a day for the pain";
    expect(explained(transcript, "Co-codamol 2 tabs QDS.")).toEqual([]);
    expect(texts("paracetamol for the pain", "Paracetamol QDS.")).toEqual(["QDS"]);
  });

  test("a length's role: 'a three-week flare' is a history; 'for the last 6 years' after a medicine is its course", () => {
    expect(explained("flare of her psoriasis for the last three weeks", "A three-week flare of psoriasis.")).toEqual(
      [],
    );
    const pill = "on Rigevidey for the last four years";
    expect(explained(pill, "Rigevidey for 4 yrs.")).toEqual([]);
    expect(texts(pill, "Rigevidey for 3 yrs.")).toEqual(["3 yrs"]);
  });

  test("a course said a few light words after its dose ('to the elbow creases for seven days')", () => {
    const transcript = "mometasone ointment once a day to the elbow and knee creases for seven days";
    expect(explained(transcript, "Mometasone oint OD to elbow and knee creases for 7/7.")).toEqual([]);
  });

  test("'R inguinal hernia' is the dictation's 'right inguinal hernia'; 'L > R' compares the sides", () => {
    const transcript = "small right inguinal hernia tonsils enlarged more on the left";
    expect(explained(transcript, "Small R inguinal hernia. Tonsils enlarged, L > R.")).toEqual([]);
    expect(texts(transcript, "Small L inguinal hernia.")).toEqual(["L inguinal hernia"]);
  });

  test("'non-' negates its one word, not the list after it", () => {
    const transcript = "prostate smooth firm non tender median sulcus preserved";
    expect(explained(transcript, "Prostate smooth, firm, non-tender, median sulcus preserved.")).toEqual([]);
  });

  test("an 'if' reaches to the end of its sentence when the sentence ends near", () => {
    const transcript =
      "Urgent review if one-sided throat swelling, can't open his mouth, drooling, can't swallow fluids or any difficulty breathing.";
    const document =
      "He needs urgent review if he develops one-sided throat swelling, cannot open his mouth, is drooling, cannot swallow fluids or has any difficulty breathing.";
    expect(explained(transcript, document)).toEqual([]);
  });

  test("a weekday with a day of the month is a date: 'since Tuesday 17th'", () => {
    const transcript = "sore throat since thursday the nineteenth";
    expect(explained(transcript, "Sore throat since Thu 19th.")).toEqual([]);
    expect(texts(transcript, "Sore throat since Thu 12th.")).toEqual(["12th"]);
    // …past the time of that day and a comma; not "the second dose" after it.
    const flew = "flew home sunday night, the twenty ninth. woke up monday the thirtieth";
    expect(explained(flew, "Flew home Sun 29/11. Woke Mon 30/11.")).toEqual([]);
    expect(texts(flew, "Flew home Sun 28/11. Woke Mon 30/11.")).toEqual(["28/11"]);
    expect(texts("had the booster on sunday, the second dose", "Booster on Sun 2/12.")).toEqual(["2/12"]);
    // …not an ordinal counting something ("the 3rd fall"), nor after a month named however far before.
    expect(
      texts("she fell again on sunday, that's three falls this year", "Fell Sunday, the 3rd fall this year."),
    ).toEqual([]);
    const far =
      "right hip replaced in march and has been doing really well with physio walking without a stick and back to " +
      "driving, she went to spain with her daughter and flew home sunday night, the twenty ninth";
    expect(texts(far, "R THR March. Flew home Sun 29/10.")).toEqual(["29/10"]);
  });

  test("'−ve' with a minus sign; tamsulosin and terazosin look alike; 'no tophi seen' against 'tophi noted'", () => {
    expect(texts("intrinsic factor antibodies positive", "Intrinsic factor antibodies −ve.")).toHaveLength(1);
    expect(explained("started tamsulosin", "Started terazosin.")).toEqual([
      ["terazosin", "medicine", expect.stringContaining("tamsulosin")],
    ]);
    expect(texts("no tophi seen", "Tophi noted.")).toHaveLength(1);
  });
});

describe("what held-out-7's first run flagged wrongly and missed, as general rules (decision 034)", () => {
  test("'litres per minute' is L/min; 'two hundred six' said for 200/6; 'K+' is potassium", () => {
    expect(explained("peak flow four hundred and fifty litres per minute", "PEF 450 L/min.")).toEqual([]);
    expect(explained("fostair one hundred six two puffs twice a day", "Fostair 100/6 2 puffs BD.")).toEqual([]);
    const bloods = "creatinine 88 micromol per litre potassium 5.1 mmol per litre";
    expect(explained(bloods, "Creatinine 88 micromol/L, K+ 5.1 mmol/L.")).toEqual([]);
    expect(texts(bloods, "Creatinine 88 micromol/L, K+ 5.4 mmol/L.")).toEqual(["5.4 mmol/L"]);
  });

  test("a route a few words after its medicine's dose, in the dictation ('GTN spray …, sprays under the tongue')", () => {
    const transcript = "GTN spray 400 micrograms, 1 to 2 sprays under the tongue as needed.";
    expect(explained(transcript, "GTN spray 400 mcg 1–2 sprays SL PRN.")).toEqual([]);
  });

  test("unpunctuated lists of medicines: each dose is the medicine's before it, when the next has its own", () => {
    const transcript =
      "bendroflumethiazide two point five milligrams ramipril five milligrams omeprazole twenty milligrams";
    expect(explained(transcript, "Bendroflumethiazide 2.5 mg, ramipril 5 mg, omeprazole 20 mg.")).toEqual([]);
    expect(texts(transcript, "Bendroflumethiazide 5 mg, ramipril 2.5 mg.")).toHaveLength(2);
  });

  test("'didn't lose consciousness takes zopiclone': the medicine is taken, and has its course", () => {
    const transcript =
      "didn't lose consciousness takes zopiclone seven point five milligrams at night for the last eight months";
    expect(explained(transcript, "No LOC. Zopiclone 7.5 mg ON (8/12).")).toEqual([]);
    expect(texts(transcript, "Brief LOC.")).toEqual(["Brief LOC"]);
  });

  test("'Review 16/12' is a date when the dictation gives 16 December", () => {
    expect(explained("review on the sixteenth of december", "Review 16/12.")).toEqual([]);
  });

  test("'today' is the consultation's day unless the dictation puts what it dates on another day", () => {
    const transcript =
      "the weakness started yesterday when he woke, fell on the stairs yesterday evening, sugar six point two";
    expect(
      explained(transcript, "Weakness since yesterday. Capillary glucose today 6.2. Thank you for your advice today."),
    ).toEqual([]);
    expect(texts(transcript, "Fell on the stairs today.")).toEqual(["today"]);
    expect(texts(transcript, "Weakness started today.")).toEqual(["today"]);
  });

  test("a year not said is read from the document's date: the day's last time before it or first after it", () => {
    const written = new Date(2026, 11, 4);
    const check = (transcript: string, document: string) =>
      mapped(findUnsupportedDetails(transcript, document, { written }), (flag) => flag.text);
    const review = "review on the fifth of january";
    expect(check(review, "Review 5/1/27.")).toEqual([]);
    expect(check(review, "Review 5/1/26.")).toEqual([]);
    expect(check(review, "Review 5/1/28.")).toEqual(["5/1/28"]);
    expect(check(review, "Review 5/1/25.")).toEqual(["5/1/25"]);
    const period = "her last period started on the sixth of may";
    expect(check(period, "LMP 06/05/2026.")).toEqual([]);
    expect(check(period, "LMP 06/05/2024.")).toEqual(["06/05/2024"]);
    // Said today: this year, or next year's.
    expect(check("seen on the fourth of december", "Seen 4/12/26.")).toEqual([]);
    expect(check("seen on the fourth of december", "Seen 4/12/25.")).toEqual(["4/12/25"]);
    // A month said on its own, not one said with its year.
    expect(check("it was due in march and he's heard nothing", "Due 3/2026.")).toEqual([]);
    expect(check("diagnosed in march twenty twenty two", "Diagnosed 3/2026.")).toEqual(["3/2026"]);
    // With no date to read from, a year not said is not supported.
    expect(texts(review, "Review 5/1/27.")).toEqual(["5/1/27"]);
  });

  test("a list after 'no' ends at a qualifier or a state: 'no hallucinations, previous DTs', 'partner supportive'", () => {
    expect(
      texts("no seizures no hallucinations never had the DTs", "No seizures, no hallucinations, previous DTs."),
    ).toEqual(["previous DTs"]);
    const transcript = "no thoughts of harming herself or the baby, partner supportive.";
    expect(explained(transcript, "No thoughts of harm to self or baby. Supportive partner.")).toEqual([]);
  });

  test("'Contraception: not had sex since the birth' negates what follows the colon", () => {
    expect(texts("Contraception: not had sex since the birth.", "She has had sex since the birth.")).toHaveLength(1);
  });

  test("a blood test is never given milligrams: the medicine before it is", () => {
    const transcript = "discussed allopurinol if the urate is high would start at one hundred milligrams once a day";
    expect(explained(transcript, "Allopurinol discussed if urate high – would start 100 mg OD.")).toEqual([]);
  });
});

describe("units said in words, and states that end a list after 'no' (a sweep after held-out-7)", () => {
  test.each([
    ["hba1c fifty eight millimoles per mole", "HbA1c 58 mmol/mol."],
    ["acr three point four milligrams per millimole", "ACR 3.4 mg/mmol."],
    ["bmi twenty eight point five kilograms per metre squared", "BMI 28.5 kg/m²."],
    ["blood pressure one forty over ninety millimetres of mercury", "BP 140/90 mmHg."],
    ["alt forty international units per litre", "ALT 40 U/L."],
    ["platelets one hundred and fifty times ten to the nine per litre", "Platelets 150 ×10⁹/L."],
    ["haemoglobin thirteen point two grams per decilitre", "Hb 13.2 g/dL."],
  ])("%s = %s", (transcript, document) => {
    expect(texts(transcript, document)).toEqual([]);
  });

  test("'no cough, raised respiratory rate': a state after a comma starts a clause of its own", () => {
    expect(texts("no cough respiratory rate raised", "No cough. Respiratory rate raised.")).toEqual([]);
    expect(texts("ramipril not being increased for now", "Ramipril is not being increased.")).toEqual([]);
    expect(texts("ramipril not being increased for now", "Ramipril increased.")).toHaveLength(1);
  });
});

describe("what held-out-8's first run flagged wrongly and missed, as general rules (decision 034)", () => {
  test("'pain on the left side of her chest' is chest pain", () => {
    const transcript = "pain on the left side of her chest when she coughs no haemoptysis";
    expect(explained(transcript, "L-sided pleuritic chest pain. No haemoptysis.")).toEqual([]);
  });

  test("what the dictation says of a combination said without its slash it says of each medicine in it", () => {
    const transcript = "stop tramadol paracetamol one gram four times a day instead";
    expect(explained(transcript, "Stop tramadol. Paracetamol 1 g QDS.")).toEqual([]);
    expect(texts(transcript, "Stop tramadol. Paracetamol 500 mg QDS.")).toEqual(["500 mg"]);
  });

  test("a list of what to watch for ('Red flags: … blood in stool → call us') is not what was found", () => {
    const transcript = "no blood in the stool red flags drowsy or blood in the stool to call us";
    expect(explained(transcript, "No blood in stool. Red flags: drowsy, blood in stool → call us.")).toEqual([]);
    expect(explained("sciatica no red flags", "Sciatica, no red flags.")).toEqual([]);
  });

  test("'no other injuries' is neither an injury found nor none", () => {
    expect(explained("didn't hit her head no other injuries", "No head injury, no other injuries.")).toEqual([]);
  });

  test("'for up to a week' is a course; unpunctuated, 'or X nipples normal' negates X", () => {
    const transcript = "ibuprofen four hundred milligrams three times a day for up to a week";
    expect(explained(transcript, "Ibuprofen 400 mg TDS for up to 1/52.")).toEqual([]);
    expect(texts(transcript, "Ibuprofen 400 mg TDS for up to 2/52.")).toEqual(["2/52"]);
    const breast = "no skin tethering or peau d'orange nipples normal";
    expect(explained(breast, "No skin tethering or peau d'orange. Nipples normal.")).toEqual([]);
  });

  test("pallor, bleeding between periods, 'had chickenpox', 'out of 10', Dioralyte and Diocalm", () => {
    expect(texts("on examination she looks pale", "She did not look pale.")).toHaveLength(1);
    expect(texts("no bleeding between periods", "Occasional IMB.")).toHaveLength(1);
    expect(texts("she had chickenpox as a child", "She has never had chickenpox.")).toHaveLength(1);
    expect(explained("pain seven out of ten", "Pain 7 out of 10.")).toEqual([]);
    expect(explained("dioralyte sachets", "Diocalm sachets.")).toEqual([
      ["Diocalm", "medicine", expect.stringContaining("dioralyte")],
    ]);
  });
});

describe("what held-out-9's first run flagged wrongly and missed, as general rules (decision 034)", () => {
  test("a clause's own verb ends a negation before it: 'denies dizziness before the fall, got herself up'", () => {
    const transcript =
      "Denies any dizziness before the fall, got herself up. No relationship problems, says there's no stress.";
    expect(explained(transcript, "Denies dizziness before fall. Got herself up. Says no stress.")).toEqual([]);
  });

  test("'no more than once a day' is a limit, not an absence", () => {
    const transcript = "sildenafil fifty milligrams no more than once a day";
    expect(explained(transcript, "Sildenafil 50 mg, max once daily.")).toEqual([]);
  });

  test("sides of a finger of a hand, of a splint on the right, and a non-tender bruise", () => {
    const transcript = "numbness in the thumb and index finger of her right hand wrist splint on the right";
    expect(explained(transcript, "Numb R thumb. R wrist splint.")).toEqual([]);
    expect(texts(transcript, "Numb L thumb.")).toEqual(["L thumb"]);
    expect(texts(transcript, "L wrist splint.")).toEqual(["L wrist"]);
    const bruise = "small bruise on the left wrist not tender";
    expect(explained(bruise, "Small bruise L wrist, non-tender.")).toEqual([]);
    expect(
      texts("sensation reduced over the right index finger", "Sensation reduced over the left index finger."),
    ).toEqual(["left index finger"]);
  });

  test("'lost some weight' is weight loss; Rennie is a medicine", () => {
    expect(texts("no dysphagia vomiting or weight loss", "No dysphagia. Has lost some weight.")).toHaveLength(1);
    expect(texts("gaviscon from the chemist", "Rennie from the chemist.")).toEqual(["Rennie"]);
  });
});

describe("what held-out-10's first run missed and flagged wrongly, as general rules (decision 034)", () => {
  test("a thing after a negated list that is said to be there: 'X present', 'X x2', 'X noted'", () => {
    const transcript = "no cough no wheeze hasn't had any haemoptysis no vomiting or diarrhoea";
    expect(texts(transcript, "No cough, no wheeze, haemoptysis present.")).toHaveLength(1);
    expect(texts(transcript, "No vomiting, diarrhoea x2.")).toHaveLength(1);
    expect(explained(transcript, "No cough, wheeze or haemoptysis. No vomiting or diarrhoea.")).toEqual([]);
    expect(explained("no rash pulses present", "No rash, pulses present.")).toEqual([]);
  });

  test("'not made worse by' and 'not worse with' negate what it is worse with", () => {
    const transcript = "back pain not made worse by sneezing or coughing";
    expect(explained(transcript, "Back pain, not worse with sneezing or coughing.")).toEqual([]);
    expect(texts(transcript, "Back pain, worse with coughing.")).toHaveLength(1);
  });

  test("'hasn't felt / seen / heard any X' against X said elsewhere as a fact", () => {
    const transcript = "stood on a rusty nail yesterday and hasn't seen any rust in the wound since";
    expect(texts(transcript, "Stood on a rusty nail yesterday; has seen rust in the wound.")).toHaveLength(1);
    expect(explained(transcript, "Stood on a rusty nail yesterday; no rust seen in the wound since.")).toEqual([]);
  });

  test("safety-netting in a long unpunctuated list of alternatives is advice, not a finding", () => {
    const transcript =
      "dad hasn't seen any twitching of her arms come back if she is drowsy or not feeding or has no wet nappies " +
      "for eight hours or any twitching of her arms or a rash that doesn't fade";
    expect(texts(transcript, "Dad has seen twitching of her arms.")).toHaveLength(1);
  });

  test("'or sooner with …', 'X advised' and 'X discussed' are advice; 'isn't sure' is not a negation", () => {
    const transcript = "no chest pain review in a month sooner if chest pain weight loss discussed isn't sure when";
    expect(explained(transcript, "No chest pain. Review 1/12, or sooner with chest pain.")).toEqual([]);
    expect(explained(transcript, "Weight loss advised.")).toEqual([]);
    expect(explained(transcript, "Is not sure when.")).toEqual([]);
  });

  test("'is X' and 'with X' said, 'is not X' and 'without X' written", () => {
    expect(texts("she is worried about it", "She is not worried about it.")).toHaveLength(1);
    expect(texts("cluster headache with lacrimation", "Cluster headache without lacrimation.")).toHaveLength(1);
  });

  test("advice that names a thing later does not undo what the dictation says of it", () => {
    const transcript = "psoriasis with nail pitting return if the nail pitting spreads";
    expect(texts(transcript, "Psoriasis, no nail pitting.")).toHaveLength(1);
  });

  test("the side said to be worse: 'R worse', 'worse on the left'", () => {
    const transcript = "pain in both hips worse on the left";
    expect(explained(transcript, "Pain both hips, L worse.")).toEqual([]);
    expect(texts(transcript, "Pain both hips, R worse.")).toEqual(["R"]);
    expect(texts(transcript, "Pain both hips, worse on the right.")).toEqual(["right"]);
  });

  test("brands and abbreviations GPs write: MTX, Dovobet, Nizoral, Otosporin, Micronor", () => {
    expect(texts("methotrexate ten milligrams once a week", "MTX 10 mg daily.")).toHaveLength(1);
    expect(texts("dovobet gel once a day", "Dovobet gel BD.")).toHaveLength(1);
    expect(texts("ketoconazole shampoo", "Nizoral shampoo.")).toEqual([]);
    expect(texts("sofradex drops", "Otosporin drops.")).toEqual(["Otosporin"]);
    expect(texts("cerazette", "Micronor.")).toEqual(["Micronor"]);
  });
});

describe("what held-out-11's first run flagged wrongly and missed, as general rules (decision 034)", () => {
  test("times of day said as a twelve-hour list, half an hour, and a course written 'x1/52'", () => {
    const transcript = "levodopa at 6, 10, 2 and 6 wears off half an hour early tried naproxen for a week";
    const document = "Levodopa (06:00, 10:00, 14:00, 18:00). Wears off 30 min early. Naproxen x1/52.";
    expect(explained(transcript, document)).toEqual([]);
    expect(texts(transcript, "Levodopa (06:00, 09:00).")).toEqual(["09:00"]);
    expect(texts(transcript, "Naproxen x2/52.")).toEqual(["x2/52"]);
  });

  test("a day and month written '3/10' for the date said", () => {
    expect(explained("it started around the third of october", "Started ~3/10.")).toEqual([]);
  });

  test("what is common or expected, and what a review will check, are not findings", () => {
    const transcript = "warned that some bleeding is common at first review in a month to check the bleeding";
    expect(explained(transcript, "Warned: some bleeding common at first. Review 1/12: bleeding, BP.")).toEqual([]);
  });

  test("sides: a state after another part; 'R-sided pleuritic chest pain'; 'a left Epley' against 'on the right'", () => {
    const mass = "tender in the right iliac fossa spine normal";
    expect(explained(mass, "Tender in the right iliac fossa. Spine normal.")).toEqual([]);
    const chest = "pain on the left side of her chest when she breathes in";
    expect(texts(chest, "R-sided pleuritic chest pain.")).toHaveLength(1);
    const epley = "did an epley manoeuvre on the left";
    expect(explained(epley, "A left Epley today.")).toEqual([]);
    expect(texts(epley, "A right Epley today.")).toEqual(["right"]);
  });

  test("pumps of a gel are a dose; blood on the paper and PR blood are rectal bleeding", () => {
    expect(texts("sandrena gel three pumps daily", "Sandrena 1 pump daily.")).toHaveLength(1);
    expect(texts("no blood in the stools", "Occasional PR blood.")).toHaveLength(1);
    const streak = "no blood in the stool apart from a streak on the toilet paper";
    expect(explained(streak, "Only a streak of blood on the toilet paper.")).toEqual([]);
  });

  test("'no X at rest' against X found on testing: compared with what narrows it", () => {
    const transcript = "Jaw: no clicking at rest. Loud clicking on opening wide.";
    expect(texts(transcript, "Jaw clicking at rest.")).toHaveLength(1);
    expect(explained(transcript, "Jaw: no clicking at rest; loud clicking on opening wide.")).toEqual([]);
  });
});

describe("what held-out-12's first run flagged wrongly and missed, as general rules (decision 034)", () => {
  test("'not much' and 'doesn't eat much' are a little, not none; 'any new X' is X", () => {
    expect(explained("eating not much fruit", "Eats little fruit.")).toEqual([]);
    expect(explained("doesn't drink much milk or juice", "Drinks little milk or juice.")).toEqual([]);
    const transcript = "no new detergents or fabric conditioner";
    expect(explained(transcript, "She has not used any new detergents or fabric conditioner.")).toEqual([]);
  });

  test("dark urine and pale stools are findings, listed after another negated one", () => {
    const transcript = "no itching no dark urine or pale stools";
    expect(explained(transcript, "No itch, dark urine or pale stools.")).toEqual([]);
    expect(texts(transcript, "No itch. Dark urine.")).toHaveLength(1);
  });

  test("'2°' is 'secondary to'; 'vit D' is vitamin D; a dipstick's grade is a reading", () => {
    const transcript = "cellulitis due to a bite vitamin d twenty two nanomoles per litre urine protein one plus";
    expect(explained(transcript, "Cellulitis 2° bite. Vit D 22 nmol/L. Urine protein 1+.")).toEqual([]);
    expect(texts(transcript, "Urine protein 2+.")).toEqual(["2+"]);
  });

  test("a side said of something else after a time, or of a quadrant written as one word", () => {
    const ear = "ache behind the right ear the day before no discharge from the ear ears normal";
    expect(explained(ear, "Ache behind R ear the day before.")).toEqual([]);
    const quadrant = "tender in the left iliac fossa";
    expect(explained(quadrant, "Tender LIF.")).toEqual([]);
    expect(texts(quadrant, "Tender RIF.")).toEqual(["RIF"]);
  });

  test("'spared' and 'involved' reverse each other", () => {
    expect(texts("rash on the trunk palms spared", "Rash on trunk and palms involved.")).toHaveLength(1);
    const transcript = "upper lip involved she can't move the right side of her upper lip";
    expect(texts(transcript, "Upper lip spared.")).toHaveLength(1);
  });

  test("a course guessed from a medicine named after it does not outweigh 'for three days' said of something else", () => {
    const transcript = "keep the dressing dry for three days fucidin cream for the graze";
    expect(explained(transcript, "Keep dressing dry for 3/7. Fucidin cream for graze.")).toEqual([]);
  });

  test("alfacalcidol is not colecalciferol", () => {
    expect(texts("colecalciferol twenty thousand units weekly", "Alfacalcidol 20,000 units weekly.")).toContain(
      "Alfacalcidol",
    );
  });
});

describe("what held-out-13's first run flagged wrongly and missed, as general rules (decision 034)", () => {
  test("'SN:' and 'avoid X' are advice; 'sparing the X' and 'rather than X' negate X", () => {
    const transcript = "fingers white in the cold thumbs spared no trampolining for two weeks";
    expect(explained(transcript, "Fingers white in cold, sparing the thumbs. Avoid trampolining for 2/52.")).toEqual(
      [],
    );
    expect(explained("came on slowly not suddenly", "Came on slowly rather than suddenly.")).toEqual([]);
    expect(explained("if he can't swallow his saliva to come in", "SN: unable to swallow saliva → come in.")).toEqual(
      [],
    );
  });

  test("trouble swallowing is dysphagia; a finding heading a list is as its list says", () => {
    expect(explained("no trouble swallowing", "No dysphagia.")).toEqual([]);
    expect(explained("no family history of heart disease", "FHx: nil heart disease.")).toEqual([]);
  });

  test("after a comma, a part's reading is a clause of its own ('no swelling, calf squeeze normal')", () => {
    const transcript = "no swelling, calf squeeze normal; calf stretches twice a day";
    expect(explained(transcript, "No swelling. Calf squeeze normal. Calf stretches BD.")).toEqual([]);
  });

  test("'not X today' is said of now, whatever the history", () => {
    const transcript = "knee giving way on and off for months not giving way today";
    expect(explained(transcript, "The knee was not giving way today.")).toEqual([]);
  });

  test("'not with tea' negates tea; a dose before a strength and its medicine is that medicine's", () => {
    expect(texts("take with water and not with milk", "Take with milk.")).toHaveLength(1);
    const transcript = "triamcinolone forty milligrams with two ml of one percent lidocaine";
    expect(explained(transcript, "Triamcinolone 40 mg + 2 ml 1% lidocaine.")).toEqual([]);
  });

  test("sides: a testis that 'lies normally', handedness, a named vein", () => {
    const transcript = "he's left handed reflux in the right great saphenous vein";
    expect(explained(transcript, "Left-handed. Reflux in R great saphenous vein.")).toEqual([]);
    expect(texts(transcript, "Right-handed.")).toEqual(["Right-handed"]);
    expect(texts(transcript, "Reflux in L great saphenous vein.")).toHaveLength(1);
  });

  test("'X impalpable' and 'no palpable X' negate X; 'X not palpable' is compared with how it was looked for", () => {
    expect(texts("dorsalis pedis pulses palpable", "Dorsalis pedis pulses impalpable.")).toHaveLength(1);
    expect(texts("Liver not palpable. Tender over the liver.", "Liver palpable.")).toHaveLength(1);
  });

  test("cefotaxime is not ceftriaxone; 'since 12 weeks' in pregnancy is one point either way", () => {
    expect(texts("ceftriaxone one gram", "Cefotaxime 1 g.")).toContain("Cefotaxime");
    expect(explained("on aspirin since twelve weeks", "Aspirin since 12/40.")).toEqual([]);
  });
});

describe("what held-out-14's first run flagged on faithful notes, as general rules (decision 034)", () => {
  test("hours written 'h' with a space; a rate per 24 h is not a length; a level's time after a dose", () => {
    expect(explained("the hives fade within a day", "Hives fade within 24 h.")).toEqual([]);
    expect(texts("the hives fade within a day", "Hives fade within 48 h.")).toEqual(["48 h"]);
    expect(explained("morphine about sixty milligrams a day in total", "Morphine ~60 mg/24 h total.")).toEqual([]);
    const transcript = "digoxin level last month one point one taken six hours after the dose";
    expect(explained(transcript, "Digoxin level 1.1 last month (6 h post-dose).")).toEqual([]);
    expect(texts(transcript, "Digoxin level 1.1 last month (12 h post-dose).")).toEqual(["12 h"]);
  });

  test("'continue for' and 'carry on … for' are the rest of a course; 'at N weeks' is a point in a pregnancy", () => {
    const drops = "fusidic acid drops twice a day carry on for two days after it settles";
    expect(explained(drops, "Fusidic acid drops BD; continue for 48 h after it settles.")).toEqual([]);
    const pregnancy = "on low dose aspirin since sixteen weeks";
    expect(explained(pregnancy, "She started aspirin at 16 weeks.")).toEqual([]);
  });

  test("'if she needs' is as required; 'a tablespoon' is one; a threshold the said value is past", () => {
    expect(explained("codeine instead if he needs something stronger", "Codeine instead if needed.")).toEqual([]);
    expect(explained("a teaspoon of honey at night", "1 tsp honey ON.")).toEqual([]);
    expect(texts("a teaspoon of honey at night", "2 tsp honey ON.")).toEqual(["2 tsp"]);
    const risk = "qrisk three twenty two point five percent";
    expect(explained(risk, "QRISK3 22.5%, so >20%.")).toEqual([]);
    expect(texts(risk, "QRISK3 22.5%, so >25%.")).toEqual(["25%"]);
    expect(texts("egfr over ninety", "eGFR >60.")).toHaveLength(1);
  });

  test("triglycerides and non-HDL are readings of their own", () => {
    const lipids =
      "cholesterol five point nine ldl three point eight triglycerides one point seven non hdl four point six";
    expect(explained(lipids, "TC 5.9, LDL 3.8, TG 1.7, non-HDL 4.6.")).toEqual([]);
    expect(texts(lipids, "TC 5.9, LDL 1.7, TG 3.8, non-HDL 4.6.")).toHaveLength(2);
  });

  test("run-on negation: a condition's adjective ends it; so do 'fully' and how the bowels are", () => {
    const allergy = "not epileptic latex allergy";
    expect(explained(allergy, "Not epileptic. Allergic to latex.")).toEqual([]);
    expect(texts(allergy, "Epileptic. Allergic to latex.")).toHaveLength(1);
    expect(explained("no febrile fits fully vaccinated", "No febrile fits. Fully vaccinated.")).toEqual([]);
    expect(texts("she is not fully vaccinated", "Fully vaccinated.")).toHaveLength(1);
    expect(explained("no nausea bowels open daily", "No nausea. Bowels open daily.")).toEqual([]);
  });

  test("test results: 'negative X and Y', 'X and Y negative'; 'no A or abnormal B'", () => {
    const dip = "urine dip protein negative glucose negative";
    expect(explained(dip, "Urine dip with negative protein and glucose.")).toEqual([]);
    expect(explained(dip, "Urine dip: protein and glucose negative.")).toEqual([]);
    expect(texts(dip, "Urine dip: protein positive, glucose negative.")).toHaveLength(1);
    expect(explained("no chest pain no abnormal breathlessness", "No chest pain or abnormal breathlessness.")).toEqual(
      [],
    );
  });

  test("a supposition's negation is not a finding; a side after 'than' or 'compared with the'", () => {
    const plan = "eating and drinking normally come back if she can't keep fluids down";
    expect(explained(plan, "She is keeping fluids down.")).toEqual([]);
    const sides = "both ankles swollen right more than left reduced pulse compared with the right";
    expect(explained(sides, "Both ankles swollen, R more than L. Pulse reduced vs R.")).toEqual([]);
    expect(texts(sides, "Both ankles swollen, L more than R.")).toEqual(["L", "R"]);
  });
});

describe("what held-out-14's first run missed, as general rules (decision 034)", () => {
  test("a dose given a frequency the dictation gives only with another dose ('200 mg day 1 then 100 mg OD')", () => {
    const said = "prednisolone forty milligrams on day one then twenty milligrams once a day for four days";
    expect(explained(said, "Prednisolone 40 mg day 1 then 20 mg OD for 4 days.")).toEqual([]);
    expect(texts(said, "Prednisolone 40 mg day 1 then 40 mg OD for 4 days.")).toEqual(["40 mg OD"]);
  });

  test("short day names before 'night'; shorthand ending a symptom's clause in the history", () => {
    expect(texts("wheeze started on saturday night", "Wheeze since Thu night.")).toEqual(["Thu"]);
    const said = "ear pain for three days ibuprofen for five days";
    expect(explained(said, "S: Ear pain 3/7.")).toEqual([]);
    expect(texts(said, "S: Ear pain 5/7.")).toEqual(["5/7"]);
  });

  test("dicycloverine, and sides of the sinuses and the tibial tuberosities", () => {
    expect(texts("doxycycline one hundred milligrams", "Dicycloverine 100 mg.")).toEqual(["Dicycloverine"]);
    expect(texts("tender over the left frontal sinus", "Tender over R frontal sinus.")).toHaveLength(1);
    const knees = "tender over the right tibial tuberosity and mildly tender over the left no effusion in either knee";
    expect(texts(knees, "Tender over the left tibial tuberosity.")).toHaveLength(1);
  });

  test("a condition's adjective is the condition; 'nobody'; smells; 'cardiovascular risk' is no supposition", () => {
    expect(texts("she is not epileptic", "She has epilepsy.")).toHaveLength(1);
    expect(texts("nobody at home smokes", "Dad smokes at home.")).toHaveLength(1);
    expect(texts("no odour from the wound", "Offensive malodour from the wound.")).toHaveLength(1);
    expect(texts("his cardiovascular risk non smoker", "Smoker.")).toHaveLength(1);
  });

  test("'non-tender X' against 'tender X'; what is taken back with 'sorry' is not said", () => {
    expect(texts("tender swelling over the left wrist", "Non-tender swelling over L wrist.")).toHaveLength(1);
    const said = "chest clear mild wheeze no sorry no wheeze sats normal";
    expect(explained(said, "Chest clear, no wheeze.")).toEqual([]);
    expect(texts(said, "Chest clear, mild wheeze.")).toHaveLength(1);
  });
});

describe("what held-out-15's first run flagged wrongly and missed, as general rules (decision 034)", () => {
  test("durations: a recent event 'within N weeks'; a review's own subject; a course 'used it for'", () => {
    expect(explained("long haul flight in the last four weeks", "Wells: flight within 4 weeks.")).toEqual([]);
    const plan = "repeat the kidney function in six weeks review in three weeks for the blood pressure";
    expect(explained(plan, "Repeat U&E 6/52. Review 3/52 re BP.")).toEqual([]);
    const used = "tried clotrimazole cream last summer but only used it for a week";
    expect(explained(used, "Tried clotrimazole cream last summer, only for 1/52.")).toEqual([]);
  });

  test("'reduce by 5 mg each week' is weekly; a pronoun's medicine; a new clause ends a course", () => {
    const taper = "prednisolone thirty milligrams once a day then reduce by five milligrams each week";
    expect(explained(taper, "Prednisolone 30 mg OD, then reduce by 5 mg weekly.")).toEqual([]);
    const stop = "starting lamotrigine twenty five milligrams once a day warned about rashes she must stop it and ring";
    expect(explained(stop, "Started lamotrigine 25 mg OD; warned to stop lamotrigine if a rash appears.")).toEqual([]);
    const clause = "naproxen five hundred milligrams twice a day he's had a flare for six days";
    expect(explained(clause, "Naproxen 500 mg BD. Flare for 6 days.")).toEqual([]);
  });

  test("'half eleven' is 23:30; 'TV loud' after a negated phrase; a relative's condition is not the patient's", () => {
    expect(explained("usually asleep by half ten", "Usually asleep by ~22:30.")).toEqual([]);
    expect(texts("usually asleep by half ten", "Usually asleep by ~23:30.")).toHaveLength(1);
    expect(
      explained("she doesn't answer when called the radio up loud", "Not answering when called, radio loud."),
    ).toEqual([]);
    const family = "he's not asthmatic but his brother has asthma";
    expect(explained(family, "He is not asthmatic; his brother has asthma.")).toEqual([]);
    expect(texts("no smokers at home", "Father smokes at home.")).toHaveLength(1);
  });

  test("seasons; apnoeas and pauses in breathing; promazine and hydroxycarbamide", () => {
    expect(texts("worse since last winter", "Worse since last summer.")).toEqual(["summer"]);
    expect(texts("his wife hasn't noticed any pauses in his breathing", "Witnessed apnoeas.")).toHaveLength(1);
    expect(texts("promethazine twenty five milligrams", "Promazine 25 mg.")).toContain("Promazine");
    expect(texts("hydroxychloroquine two hundred milligrams", "Hydroxycarbamide 200 mg.")).toContain(
      "Hydroxycarbamide",
    );
  });
});

describe("what held-out-16's first run flagged on faithful notes, as general rules (decision 034)", () => {
  test("a medicine's day said with its class name; 'tonsils both'; a side given a few words after a part", () => {
    const day = "started on penicillin on monday phenoxymethylpenicillin two hundred and fifty milligrams";
    expect(explained(day, "Phenoxymethylpenicillin started Monday.")).toEqual([]);
    const tonsils = "tonsils both enlarged right more than left";
    expect(explained(tonsils, "Both tonsils enlarged, R > L.")).toEqual([]);
    const kidney = "she had a kidney stone some years ago, left side";
    expect(explained(kidney, "PMH: L renal stone.")).toEqual([]);
    expect(texts(kidney, "PMH: R renal stone.")).toHaveLength(1);
  });

  test("'2+ hrs' is two hours or more; a written 'if' sentence reaches its end; 'no sputum, no blood'", () => {
    expect(explained("for three hours or more", "For 3+ hrs.")).toEqual([]);
    const plan =
      "If she has a high fever that does not settle with paracetamol, a stiff neck, a new rash that does not fade " +
      "under a glass, neck pain or repeated vomiting, or she cannot keep any fluids down, she should come straight " +
      "back or call the surgery.";
    expect(explained("no neck pain no rash taking paracetamol", plan)).toEqual([]);
    expect(explained("cough for a month no sputum, no blood", "Cough 1/12. No sputum, no haemoptysis.")).toEqual([]);
  });

  test("tenderness is tender; off nursery 'until 48 h after' is a time off", () => {
    const wrist = "tender over the radial styloid no tenderness in the anatomical snuffbox";
    expect(explained(wrist, "There is tenderness over the radial styloid.")).toEqual([]);
    const nursery =
      "off nursery until forty eight hours after the last episode wet nappies in the last twenty four hours";
    expect(texts(nursery, "Off nursery until 24 h after last episode.")).toHaveLength(1);
  });
});

describe("what held-out-16's first run missed, as general rules (decision 034)", () => {
  test("sides of the radial styloid and the soft palate", () => {
    const wrist = "tender over the radial styloid on the right finkelstein's positive on the right";
    expect(texts(wrist, "Tender over the left radial styloid.")).toHaveLength(1);
    expect(texts("swelling of the right soft palate", "Swelling of the L soft palate.")).toHaveLength(1);
  });

  test("a test's result said straight after a run-on negation is the test's, not negated by it", () => {
    const abdomen = "no nausea or vomiting murphys sign negative abdomen soft";
    expect(texts(abdomen, "Murphy's sign positive.")).toEqual(["Murphy's sign positive"]);
    expect(texts(abdomen, "Murphy's sign +ve.")).toEqual(["Murphy's sign +ve"]);
    expect(explained(abdomen, "No N/V. Murphy's sign -ve. Abdomen soft.")).toEqual([]);
  });

  test("two states of one thing that cannot both be so", () => {
    expect(texts("vitamin d was low at twenty", "Vitamin D normal.")).toEqual(["Vitamin D normal"]);
    expect(texts("appetite good weight steady", "Poor appetite.")).toEqual(["Poor appetite"]);
    expect(texts("rash on the trunk, the palms are spared", "Palms involved.")).toEqual(["Palms involved"]);
    expect(texts("she has been eating well", "She has been eating poorly.")).toEqual(["eating poorly"]);
    expect(
      explained("appetite good, sleeping well, ferritin low", "Good appetite; sleeps well. Low ferritin."),
    ).toEqual([]);
    const hips = "the left hip is painful the right hip painless";
    expect(explained(hips, "R hip painless, L hip painful.")).toEqual([]);
    expect(explained("wound well healed", "Wound poorly healed? No: well-healed.")).toEqual([]);
  });

  test("'still' says it is so; 'no longer' is its opposite", () => {
    expect(texts("retired but still driving to the shops", "He no longer drives.")).toEqual(["no longer drives"]);
    expect(explained("retired but still driving to the shops", "Still drives locally.")).toEqual([]);
  });

  test("'reactions' and 'reacted' are one word", () => {
    expect(texts("no previous reactions to penicillin", "She reacted to penicillin as a child.")).toHaveLength(1);
  });

  test("a thing said on one side is there: 'no exudate' against 'exudate on the right'", () => {
    const throat = "tonsils enlarged exudate on the right tonsil";
    expect(texts(throat, "No exudate.")).toEqual(["No exudate"]);
    const negation = flagged(throat, "No exudate on the left.").filter((flag) => flag.kind === "negation");
    expect(negation).toEqual([]);
  });

  test("how long something is done that often is a course, not how long a symptom has gone on", () => {
    const hand = "tingling in the fingers for about three months wear the wrist splint once a day for six weeks";
    expect(texts(hand, "Wrist splint OD for 3/12.")).toEqual(["3/12"]);
    expect(explained(hand, "Tingling fingers ~3/12. Wrist splint OD for 6/52.")).toEqual([]);
  });

  test("the rest of a course after the trouble clears is not the course", () => {
    const skin = "clotrimazole cream twice a day for four weeks and carry on for two weeks after the rash has gone";
    expect(texts(skin, "Clotrimazole BD for 4/52, continue 4/52 after rash gone.")).toEqual(["4/52"]);
    expect(explained(skin, "Clotrimazole BD for 4/52, continue 2/52 after rash gone.")).toEqual([]);
  });

  test("'or other' adds to what is negated ('not taken any naproxen or other anti-inflammatories')", () => {
    const said = "has not taken any naproxen or other anti-inflammatories";
    expect(texts(said, "Took naproxen last week.")).toHaveLength(1);
    expect(explained(said, "No naproxen or other NSAIDs.")).toEqual([]);
  });
});

describe("what held-out-17's first run flagged on faithful notes, as general rules (decision 034)", () => {
  test("'without much change' is not a negation of what follows it", () => {
    const sleep = "tried a sleep diary for a month without much change waking at three most nights";
    expect(explained(sleep, "Sleep diary for a month without much change. Waking most nights.")).toEqual([]);
  });

  test("'no worries at home or at work' is one thing in two places", () => {
    const said = "no worries at home or at work sleeping well";
    expect(explained(said, "Busy at work with a deadline; no worries at home or work. Sleeping well.")).toEqual([]);
  });

  test("'3 of 7 nights' is how many of so many, not a length of time", () => {
    const said = "wet three nights out of seven since the summer";
    expect(explained(said, "Wet 3 of 7 nights.")).toEqual([]);
    expect(texts(said, "Wet 4 of 7 nights.")).toEqual(["4"]);
  });

  test("how often and 'when needed' said apart of one medicine are one frequency", () => {
    const said = "paracetamol one gram up to four times a day for pain";
    expect(explained(said, "Paracetamol 1 g QDS PRN.")).toEqual([]);
    expect(texts(said, "Paracetamol 1 g TDS PRN.")).toEqual(["TDS PRN"]);
  });

  test("'a daily chlorhexidine wash': the frequency of the medicine it describes", () => {
    const said = "hydrocortisone cream twice a day chlorhexidine wash daily";
    expect(explained(said, "Hydrocortisone cream BD and a daily chlorhexidine wash.")).toEqual([]);
  });

  test("the ear canal and 'the drum' are parts with sides", () => {
    const said = "right ear canal full of wax drum not seen left canal clear left drum normal";
    expect(explained(said, "R canal full of wax, TM not seen. L canal clear, L TM normal.")).toEqual([]);
    expect(texts(said, "R drum normal.")).toEqual(["R drum"]);
  });

  test("'left worse than right' gives both sides, the left the worse", () => {
    const wrists = "wrist pain in both hands left worse than right";
    expect(explained(wrists, "Wrist pain, worse on the left than the right.")).toEqual([]);
    expect(texts(wrists, "Wrist pain, worse on the right than the left.")).toEqual(["right", "left"]);
    const hips = "impression trochanteric bursitis both hips right worse than left";
    expect(explained(hips, "A: Bilateral trochanteric bursitis, R > L.")).toEqual([]);
  });

  test("blood in the sputum is haemoptysis, said either way round", () => {
    expect(explained("productive cough no blood in his sputum", "Productive cough. No haemoptysis.")).toEqual([]);
  });
});

describe("what held-out-17's first run missed, as general rules (decision 034)", () => {
  test("between two items each with its own 'no', an item without one is there", () => {
    const said = "no headache no neck stiffness no rash";
    expect(texts(said, "No headache, neck stiffness, no rash.")).toEqual(["neck stiffness"]);
    expect(explained(said, "No headache, no neck stiffness, no rash.")).toEqual([]);
  });

  test("'tender' starts a finding of its own in a run-on dictation", () => {
    const said = "walks without a limp tender over the lateral epicondyle";
    expect(texts(said, "Walks with a limp.")).toEqual(["with a limp"]);
  });

  test("a relative's state is not the patient's", () => {
    const said = "she is not pregnant her daughter is twenty weeks pregnant";
    expect(texts(said, "She is pregnant.")).toHaveLength(1);
    expect(explained(said, "Not pregnant; her daughter is 20 weeks pregnant.")).toEqual([]);
  });

  test("'smokes twenty a day' says he smokes", () => {
    expect(texts("he smokes twenty a day", "He does not smoke.")).toHaveLength(1);
  });

  test("'fluctuance' and 'fluctuant' are one word; 'no better' is the opposite of better", () => {
    expect(texts("no fluctuance", "Fluctuant, tender swelling.")).toHaveLength(1);
    expect(texts("mood no better on sertraline", "Mood better on sertraline.")).toHaveLength(1);
    expect(texts("mood much better on sertraline", "Mood no better on sertraline.")).toHaveLength(1);
  });

  test("vasopressin written for desmopressin", () => {
    expect(texts("desmopressin two hundred micrograms at night", "Vasopressin 200 micrograms nocte.")).toEqual([
      "Vasopressin",
    ]);
  });
});

describe("what held-out-18's first run flagged on faithful notes and missed, as general rules (decision 034)", () => {
  test("a result said after when the test was done ends there, in run-on speech", () => {
    const said = "urine dip today negative felt feverish yesterday";
    expect(explained(said, "Urine dip today -ve. Felt feverish yesterday.")).toEqual([]);
    expect(texts(said, "Urine dip today positive.")).toEqual(["Urine dip today positive"]);
  });

  test("'point one two to three': the last digit begins a range", () => {
    const said = "temperature thirty eight point one two to three small ulcers";
    expect(explained(said, "T 38.1. 2–3 small ulcers.")).toEqual([]);
  });

  test("a state said of a test is said of what was tested", () => {
    const said = "heel shin test abnormal on the left finger nose normal";
    expect(explained(said, "Finger–nose testing is normal.")).toEqual([]);
  });

  test("'takes an hour' is a length of time", () => {
    expect(explained("getting dressed takes an hour", "Dressing takes 1 h.")).toEqual([]);
    expect(texts("getting dressed takes an hour", "Dressing takes 2 h.")).toEqual(["2 h"]);
  });

  test("a wearer wears; penicillamine for phenoxymethylpenicillin; chloroquine", () => {
    expect(texts("she doesn't wear glasses", "Glasses wearer.")).toHaveLength(1);
    const penicillin = "phenoxymethylpenicillin two hundred and fifty milligrams four times a day";
    expect(texts(penicillin, "Penicillamine 250 mg QDS.")).toEqual(["Penicillamine"]);
    expect(texts("proguanil two tablets daily", "Chloroquine and proguanil daily.")).toEqual(["Chloroquine"]);
  });

  test("sides of the trapezius and the inguinal nodes", () => {
    expect(texts("spasm in the left trapezius", "Spasm in the R trapezius.")).toEqual(["R trapezius"]);
    expect(texts("tender right inguinal lymph nodes", "Tender L inguinal nodes.")).toEqual(["L inguinal nodes"]);
  });
});

describe("a document consistent with itself", () => {
  test("a thing the dictation negates, said to be there in two places of the document, is a misreading", () => {
    const said = "doesn't wear hearing aids hearing reduced on the left";
    expect(texts(said, "Wears hearing aids. Hearing reduced L.")).toEqual(["Wears hearing aids"]);
    expect(explained(said, "Wears hearing aids; hearing aids serviced recently. Hearing reduced L.")).toEqual([]);
  });
});

describe("what held-out-19's first run flagged on faithful notes and missed, as general rules (decision 034)", () => {
  test("'since Monday, 4 days' is also when it began", () => {
    const said = "painful swollen ankle since Tuesday, 3 days. No injury.";
    expect(explained(said, "Painful swollen ankle since Tuesday, three days ago. No injury.")).toEqual([]);
  });

  test("a relative's diagnosis is a family history", () => {
    const said = "stiff back in the mornings his father has ankylosing spondylitis";
    expect(texts(said, "No family history of ankylosing spondylitis.")).toHaveLength(1);
    expect(explained(said, "FH: father has ankylosing spondylitis.")).toEqual([]);
  });

  test("'the DVT clinic' is a service, not a finding", () => {
    const said = "scan at the DVT clinic today showed no DVT";
    expect(texts(said, "Scan at DVT clinic: DVT confirmed.")).toEqual(["DVT confirmed"]);
  });
});

describe("what held-out-20's first run flagged on faithful notes, as general rules (decision 034)", () => {
  test("'one mil' is 1 mL; the rest of a course 'after the white patches have gone'", () => {
    const said = "lactulose one mil twice a day and carry on for forty eight hours after the stools have gone soft";
    expect(explained(said, "Lactulose 1 mL BD, continue for 48 h after stools have gone soft.")).toEqual([]);
  });

  test("'rebound absent' ends there in run-on speech; 'not vomiting, keeping fluids down'", () => {
    const abdomen = "no guarding rebound absent bowel sounds present";
    expect(explained(abdomen, "No guarding or rebound. Bowel sounds present.")).toEqual([]);
    const fluids = "Not vomiting and keeping fluids down.";
    expect(explained(fluids, "Not vomiting, keeping fluids down.")).toEqual([]);
  });

  test("'neither he nor his wife reports …' denies what is reported", () => {
    const said = "no hallucinations reported by him or his wife";
    expect(explained(said, "Neither he nor his wife reports hallucinations.")).toEqual([]);
  });

  test("'review in six weeks' before the next medicine's name is the review", () => {
    const said =
      "start betahistine sixteen milligrams three times a day review in six weeks cyclizine fifty milligrams";
    expect(explained(said, "Betahistine 16 mg TDS. Review 6/52. Cyclizine 50 mg.")).toEqual([]);
  });
});

describe("what held-out-21's first run flagged on a faithful note, from the review of this stop's rules", () => {
  test("a state's thing is a content word: 'there were normal …' and 'there are raised …' are not one thing", () => {
    const said = "joints there were normal movements rash on the shins";
    expect(explained(said, "Joints: normal movements. There are raised spots on the shins.")).toEqual([]);
  });
});

describe("what held-out-22's first run missed or flagged on a faithful note", () => {
  test("blood in what the body passes, said as patients say it, is the red flag a note names", () => {
    const said = "no blood in her poo, she hasn't noticed any blood in her wee, and no blood in the phlegm";
    expect(explained(said, "No PR bleeding, no haematuria, no haemoptysis.")).toEqual([]);
    expect(texts("no blood in the phlegm, no fever", "Haemoptysis. No fever.")).toEqual(["Haemoptysis"]);
  });

  test("hitting one's head is a head injury: said and denied, or written the other way", () => {
    const said = "tripped on the stairs yesterday and did not bang her head";
    expect(explained(said, "Fall on the stairs yesterday, no head injury.")).toEqual([]);
    expect(texts(said, "Fall on the stairs yesterday with a head injury.")).toEqual(["with a head injury"]);
  });

  test("lymph nodes written 'LNs' are the lymphadenopathy the dictation denies", () => {
    const said = "on examination no cervical lymphadenopathy";
    expect(explained(said, "O/E: no cervical LNs.")).toEqual([]);
    expect(texts(said, "O/E: cervical LNs palpable.")).toEqual(["LNs"]);
  });

  test("'no alcohol excess' does not deny the units a week said with it", () => {
    expect(explained("No alcohol misuse, drinks about 4 units a week.", "Alcohol ~4 units/week.")).toEqual([]);
  });

  test("'has not seen any …' negates what follows; 'a repeat HbA1c is not needed' negates the repeat", () => {
    const jerks = "her husband hasn't noticed any jerking of her legs";
    expect(explained(jerks, "Her husband has not seen any jerking of her legs.")).toEqual([]);
    const repeat = "No need to repeat the HbA1c before the clinic.";
    expect(explained(repeat, "A repeat HbA1c is not needed before the clinic.")).toEqual([]);
  });

  test("in a negated list, a thing with a state of its own is there: 'no different', 'preserved'", () => {
    const swelling = "no chest pain, ankle swelling no different from usual";
    expect(explained(swelling, "Ankle swelling is no different from usual; no chest pain.")).toEqual([]);
    expect(explained("no crackles, air entry preserved", "Air entry preserved. No crackles.")).toEqual([]);
  });

  test("'negative for leucocytes and nitrites' is a result of both; 'nitrites pos' is a result too", () => {
    const said = "urine dip leucocytes negative nitrites negative";
    expect(explained(said, "Urine dip negative for leucocytes and nitrites.")).toEqual([]);
    expect(texts(said, "Urine dip: nitrites pos, leucocytes neg.")).toEqual(["nitrites"]);
  });

  test("'must' starts an instruction of its own after a negated one", () => {
    const said = "told not to lift when sore, must stop lifting at work for two weeks";
    expect(explained(said, "Not to lift when sore; stop lifting at work for 2/52.")).toEqual([]);
  });

  test("how long a cream is left on, and 'two weeks of over-the-counter …', are courses", () => {
    const said =
      "apply the cream and leave it on for ten minutes then wash off, used hydrocortisone cream from the chemist for a week";
    const written = "Apply cream, leave 10 min then wash off. One week of over-the-counter hydrocortisone cream.";
    expect(explained(said, written)).toEqual([]);
  });

  test("'(may cause nausea)' is not the month of May; 'four centimetres across not warm' denies warmth", () => {
    const said = "on sertraline 50 mg, discussed that it can cause nausea";
    expect(explained(said, "Sertraline 50 mg (may cause nausea, discussed).")).toEqual([]);
    const swelling = "swelling about two centimetres across not warm no redness";
    expect(explained(swelling, "Swelling ~2 cm, not warm, no redness.")).toEqual([]);
    expect(texts(swelling, "Swelling ~2 cm. Warm, no redness.")).toEqual(["Warm"]);
  });

  test("what leads by an arrow to an instruction is a condition, not a finding: 'protein in urine → contact paeds'", () => {
    const said = "urine dip today no protein; if protein in the urine or BP goes up contact the paediatricians";
    expect(explained(said, "Urine dip: no protein. Protein in urine or ↑BP → contact paeds.")).toEqual([]);
  });
});

describe("what held-out-23's first run missed or flagged on a faithful note", () => {
  test("'hourly as needed' is every hour, as '1-hourly PRN' is", () => {
    const said = "oxycodone two point five milligrams subcut hourly as needed for pain";
    expect(explained(said, "Oxycodone 2.5 mg SC 1-hourly PRN pain.")).toEqual([]);
  });

  test("'TSAT' is the transferrin saturation, not the ferritin said before it", () => {
    const said = "ferritin four hundred and fifty, transferrin saturation fifty two percent";
    expect(explained(said, "Ferritin 450, TSAT 52%.")).toEqual([]);
  });

  test("how much weight was lost ends a run-on negation", () => {
    const said = "no fever lost about four kilos over the month";
    expect(explained(said, "No fever. Weight loss ~4 kg over the month.")).toEqual([]);
  });

  test("a dose's next step said without its unit ('can go up to twenty') has the dose's unit", () => {
    const said = "citalopram ten milligrams once a day, can go up to twenty after two weeks";
    expect(explained(said, "Citalopram 10 mg OD, may ↑ to 20 mg after 2/52.")).toEqual([]);
    expect(texts(said, "Citalopram 10 mg OD, may ↑ to 40 mg after 2/52.")).toEqual(["40 mg"]);
  });

  test("postmenopausal bleeding, back pain, an RAPD and rheumatoid factor are findings, by their short names too", () => {
    expect(explained("no bleeding after the menopause", "No PMB.")).toEqual([]);
    expect(texts("no bleeding after the menopause", "Reports PMB.")).toEqual(["Reports PMB"]);
    expect(texts("ache behind the knee. No back pain.", "Ache behind the knee. Back pain.")).toEqual(["Back pain"]);
    const pupils = "pupils equal and reactive, no RAPD";
    expect(texts(pupils, "Pupils equal and reactive, with a relative afferent pupillary defect.")).toHaveLength(1);
    expect(explained("rheumatoid factor negative", "RF neg.")).toEqual([]);
    expect(texts("rheumatoid factor negative", "RF pos.")).toEqual(["RF"]);
  });

  test("'2WW' is the two-week-wait referral, not a number", () => {
    expect(explained("urgent suspected cancer referral to urology", "2WW urology referral.")).toEqual([]);
  });
});

describe("what held-out-24's first run missed or flagged on a faithful note", () => {
  test("'since three weeks of age' is an age, as 'since three weeks old' is", () => {
    const said = "ten-week-old girl, since about 2 weeks old she has had noisy breathing";
    expect(explained(said, "10-week-old girl. Noisy breathing since ~2/52 of age.")).toEqual([]);
  });

  test("'within seven days' before the next medicine's name is when to be seen, not that medicine's course", () => {
    const said = "refer to the fracture clinic to be seen within seven days paracetamol one gram four times a day";
    expect(explained(said, "Fracture clinic within 7/7. Paracetamol 1 g QDS.")).toEqual([]);
  });

  test("'just' ends what a negation denies; 'now green instead of white' denies nothing", () => {
    expect(explained("No real headache, just pressure behind the eyes.", "Pressure behind the eyes.")).toEqual([]);
    const said = "phlegm now yellow instead of clear, more wheezy than usual";
    expect(explained(said, "Sputum now yellow (was clear). More wheezy than usual.")).toEqual([]);
  });

  test("vesicles are blisters; 'could not be ruled out' is possible, not absent", () => {
    const said = "no blisters on the hands; no septal haematoma";
    expect(texts(said, "Vesicles on the hands.")).toEqual(["Vesicles"]);
    expect(texts(said, "Septal haematoma could not be ruled out.")).toEqual([
      "Septal haematoma could not be ruled out",
    ]);
  });

  test("a GCS, a capillary refill time and erdosteine are checked like any reading or medicine", () => {
    expect(texts("on examination GCS fifteen", "On examination GCS 14.")).toEqual(["14"]);
    expect(texts("capillary refill under two seconds", "Capillary refill under three seconds.")).toEqual(["three"]);
    expect(texts("carry on carbocisteine 750 mg three times a day", "Continue erdosteine 750 mg TDS.")).toEqual([
      "erdosteine",
    ]);
  });
});

describe("what held-out-25's first run missed or flagged on a faithful note", () => {
  test("a strength after a medicine's name is not a blood pressure: 'co-amoxiclav 250/62 in 5 mL'", () => {
    const said = "co-amoxiclav two fifty sixty two in five ml five ml three times a day";
    expect(explained(said, "Co-amoxiclav 250/62 in 5 mL, 5 mL TDS.")).toEqual([]);
  });

  test("'not had her flu jab' negates what follows; 'for up to two weeks' before the next medicine is the course", () => {
    const jab = "she helps at the day centre not had her flu jab this year";
    expect(explained(jab, "Helps at the day centre. Not had flu jab this year.")).toEqual([]);
    const course = "naproxen five hundred milligrams twice a day for up to two weeks omeprazole twenty milligrams";
    expect(explained(course, "Naproxen 500 mg BD, up to 2/52. Omeprazole 20 mg.")).toEqual([]);
  });

  test("a word inside a hyphenated name is not said to be there: 'the sit-up–squat–stand test'", () => {
    const said = "SUSS test: couldn't get up from a squat without using her hands";
    expect(explained(said, "Sit-up–squat–stand test: could not rise from a squat unaided.")).toEqual([]);
  });

  test("'LDL cholesterol' is the LDL, not the total cholesterol", () => {
    const said = "total cholesterol eight point one LDL five point nine";
    expect(explained(said, "Total cholesterol 8.1 mmol/L, LDL cholesterol 5.9 mmol/L.")).toEqual([]);
  });

  test("'no problems with his bladder or bowels' denies them; 'bladder and bowels normal' after a negation is there", () => {
    expect(explained("no problems with her bladder or bowels", "No bladder/bowel upset.")).toEqual([]);
    const said = "no saddle numbness bladder and bowels normal";
    expect(explained(said, "He has no saddle numbness, and his bladder and bowels are normal.")).toEqual([]);
  });

  test("sides of a Morton's neuroma and of the ASIS; sirolimus is a medicine", () => {
    expect(texts("left mortons neuroma second web space", "Right Morton's neuroma.")).toEqual([
      "Right Morton's neuroma",
    ]);
    const asis = "tender just medial to the left ASIS";
    expect(texts(asis, "Tender just medial to the right anterior superior iliac spine.")).toHaveLength(1);
    expect(texts("on tacrolimus 2 mg twice a day", "Sirolimus 2 mg BD.")).toEqual(["Sirolimus"]);
  });
});

describe("what the review of this afternoon's rules found", () => {
  test("an episode count said as a word ends a negated list: 'no cough, vomiting twice'", () => {
    expect(explained("no fever, no cough, vomiting twice", "Vomiting twice. No fever or cough.")).toEqual([]);
    expect(texts("no fever, no cough, no vomiting", "Vomiting twice. No fever or cough.")).toHaveLength(1);
  });

  test("'report any lump or non-healing ulcer' is what to come back with, not a finding", () => {
    const said = "no lump no ulcer seen on examination";
    expect(explained(said, "O/E no lump or ulcer. Report any new lump or non-healing ulcer.")).toEqual([]);
  });

  test("a thing in a negated list after a comma is still denied: 'no chest pain, haemoptysis or fever'", () => {
    const said = "Cough for a week. No chest pain, haemoptysis or fever.";
    expect(texts(said, "Cough for a week with haemoptysis. No chest pain or fever.")).toEqual(["with haemoptysis"]);
  });
});

describe("what held-out-26's first run missed or flagged on a faithful note", () => {
  test("'stung by a bee' is a sting; 'no sting visible' on examination does not deny it", () => {
    const said = "stung by a bee on the left hand yesterday, on examination no sting visible";
    expect(explained(said, "Bee sting L hand yesterday.")).toEqual([]);
  });

  test("'no swelling of the lips or tongue' is what the dictation denies, whatever else is swollen", () => {
    const said = "No lip or tongue swelling, no wheeze. Examination: right ankle redness and swelling 6 by 4 cm.";
    const written =
      "She has had no swelling of the lips or tongue and no wheeze. The right ankle is red and swollen, 6 x 4 cm.";
    expect(explained(said, written)).toEqual([]);
  });

  test("a test's result is the test's, not what was done before its name; a dip 'NAD' is a negative dip", () => {
    const said = "leakage seen on coughing urine dip negative";
    expect(explained(said, "Leakage on coughing. Urine dip negative.")).toEqual([]);
    expect(explained(said, "Leakage on coughing. Urine dip NAD.")).toEqual([]);
  });

  test("'aim to lose some weight' is a goal; '2y 3m' is an age; 'no concerns with his motor skills' denies the concern", () => {
    expect(explained("aim to lose some weight and cut down on coffee", "Aim wt loss, reduce caffeine.")).toEqual([]);
    expect(explained("Leo, 2 years 3 months, with mum", "Leo, 2y 3m, with mum.")).toEqual([]);
    const said = "walked at 12 months, no concerns with his motor skills";
    expect(explained(said, "Walked at 12 months; there are no concerns about his motor skills.")).toEqual([]);
  });

  test("a condition named by its ending is not a normal state of the side: 'conjunctivitis of the right eye'", () => {
    const said = "Left eye red and sore. Right eye normal. Impression: conjunctivitis, left eye.";
    expect(texts(said, "Impression: conjunctivitis of the right eye.")).toEqual(["right eye"]);
  });

  test("'prognosis' and 'diagnosis' end like a condition but say nothing of a side", () => {
    const said = "Left knee is swollen and tender. Right knee normal. The prognosis is good.";
    expect(explained(said, "Left knee swollen and tender. Right knee prognosis good.")).toEqual([]);
  });
});

describe("a word before 'is' said without a stop is a clause of its own (the review of held-out-23's misses)", () => {
  test("'not on HRT smear is up to date' denies HRT, not an 'HRT smear'; 'no cough chest is clear' denies the cough", () => {
    expect(texts("not on HRT smear is up to date", "She is on HRT. Her smear is up to date.")).toEqual(["HRT"]);
    expect(texts("no cough chest is clear", "Cough. Chest clear.")).toEqual(["Cough"]);
  });

  test("what 'is' says of the denied thing itself stays denied: 'no X-ray is needed', 'no new rash is seen'", () => {
    expect(explained("no X-ray is needed at this stage", "No X-ray is needed.")).toEqual([]);
    expect(explained("no new rash is seen", "No new rash seen.")).toEqual([]);
  });

  test("'come back to discuss contraception' is a plan, not a claim that she uses it", () => {
    const said = "not on any contraception mood is low";
    const written = "She is not on any contraception; she will come back to discuss contraception if sexually active.";
    expect(explained(said, written)).toEqual([]);
  });
});

describe("what held-out-27's and -28's first runs flagged on faithful notes", () => {
  test("'an hour or two', 'the first week or two' are one to two of them; 'a week of doxycycline' is a course", () => {
    expect(explained("it goes down over an hour or two", "Settles over 1–2 hrs.")).toEqual([]);
    const warned = "warned him it can make the anxiety worse for the first week or two";
    expect(explained(warned, "Warned may worsen anxiety for first 1–2/52.")).toEqual([]);
    const course = "out-of-hours gave him a week of doxycycline, didn't help at all";
    expect(explained(course, "OOH doxycycline 1/52, no benefit.")).toEqual([]);
    expect(texts(course, "OOH doxycycline 2/52, no benefit.")).toEqual(["2/52"]);
  });

  test("a day of the month said on its own takes its month from the date before it", () => {
    const said = "admitted on the 3rd of October, angiogram and a stent on the 5th, discharged on the 7th";
    expect(explained(said, "Admitted 3rd Oct, DES 5th Oct, discharged 7th Oct.")).toEqual([]);
    expect(texts(said, "Admitted 3rd Oct, DES 5th Oct, discharged 8th Oct.")).toEqual(["8th Oct."]);
  });

  test("'full range' after a comma is so, whatever the comma follows: 'pulp not involved, full range of movement'", () => {
    const said = "pulp is soft and not involved, full range of movement at all the joints";
    expect(explained(said, "The pulp is soft and not involved, and there is full range of movement.")).toEqual([]);
  });

  test("'waterworks' is the bladder; 'blood streaking in the sputum' is blood coughed up", () => {
    expect(explained("waterworks and bowels normal", "Bladder and bowels normal.")).toEqual([]);
    const sputum = "one episode of blood streaking in the sputum last Wednesday";
    expect(explained(sputum, "One episode of blood-streaked sputum last Wed.")).toEqual([]);
  });

  test("a list that 'or' closes is denied to its end, even where an item starts with a state ('red eyes')", () => {
    const said = "no genital ulcers, no red eyes, no joint pains, no rashes";
    expect(explained(said, "He has had no genital ulcers, red eyes, joint pains or rashes.")).toEqual([]);
    // …not another list's "or": "some weakness" is said, and the dictation denies it.
    const weak = "no back pain no weakness in the leg no problems with his bladder or bowels";
    const written = "He has no back pain, some weakness in the leg and no bladder or bowel problems.";
    expect(texts(weak, written)).toEqual(["some weakness"]);
  });

  test("after a comma, whose something is starts a clause: 'no symptoms of sleep apnoea, her partner hasn't noticed'", () => {
    const said =
      "She doesn't have any symptoms of sleep apnoea, her partner hasn't noticed any pauses in her breathing.";
    expect(explained(said, "No OSA sx: partner has not noticed apnoeas.")).toEqual([]);
  });

  test("'about a centimetre apart' is 1 cm", () => {
    const said = "two puncture wounds about a centimetre apart, healing nicely";
    expect(explained(said, "Two puncture wounds about 1 cm apart, healing well.")).toEqual([]);
    expect(texts(said, "Two puncture wounds about 3 cm apart, healing well.")).toEqual(["3 cm"]);
  });

  test("'the locum started her on ferrous fumarate' is a start, so the note may say the locum started it", () => {
    const said = "the locum started her on ferrous fumarate about three months ago. Plan stop the ferrous fumarate.";
    expect(explained(said, "Locum started ferrous fumarate ~3/12 ago. Plan: stop ferrous fumarate.")).toEqual([]);
  });

  test("'no one in the family has been tested' denies it; a pseudo-trigger's 'no' is nothing denied", () => {
    const said = "her mum was told she was a bit anaemic but nobody in the family's been tested";
    expect(
      explained(said, "Her mother was told she was a bit anaemic, but no one in the family has been tested."),
    ).toEqual([]);
    const list = "no bleeding from anywhere else, no change in bowel habit. Nobody in the family's been tested.";
    const written =
      "She has no bleeding from anywhere else and there has been no change in her bowel habit. No one in the family has been tested.";
    expect(explained(list, written)).toEqual([]);
  });

  test("after a comma, an item with a negation of its own after it is its own: 'no discharge, axillary nodes not enlarged'", () => {
    const said = "healing nicely, no redness, no discharge, axillary nodes not enlarged";
    expect(explained(said, "Healing well, with no redness or discharge; the axillary nodes are not enlarged.")).toEqual(
      [],
    );
  });

  test("', and B12 and folate were normal': what 'and' joins after the comma is stated, not denied", () => {
    const said = "ferritin eighty six so she's not iron deficient, and B12 and folate were normal";
    expect(explained(said, "Ferritin 86 (not iron deficient), B12 and folate normal.")).toEqual([]);
  });

  test("'BD for last 3/52', the article dropped, is how long the cream has been used, as 'for the last three weeks' is", () => {
    const said = "she's been putting hydrocortisone one percent cream on it twice a day for the last three weeks";
    expect(explained(said, "OTC hydrocortisone 1% cream BD for last 3/52.")).toEqual([]);
    expect(texts(said, "OTC hydrocortisone 1% cream BD for last 4/52.")).toEqual(["4/52"]);
  });

  test("what a warning says may happen for a while is not the course of the medicine stopped before it", () => {
    const said = "plan stop the hydrocortisone, warned her it may flare for a week or two before it gets better";
    expect(explained(said, "Stop hydrocortisone; warned may flare for 1–2/52 before improving.")).toEqual([]);
  });

  test("what held-out-27's and -28's first runs missed: a side of Wharton's duct and of the nasal ala", () => {
    expect(texts("pus from the left Wharton's duct", "Pus from the right Wharton's duct.")).toEqual([
      "right Wharton's duct",
    ]);
    expect(texts("a small cluster beside the left nasal ala", "A small cluster beside the right nasal ala.")).toEqual([
      "right nasal ala",
    ]);
  });

  test("what they missed: 'Returned Oct' is a month; 'the 22nd of this month' a day the dictation does not give", () => {
    const back = "He came back in August from a three-month visit to family in Pakistan.";
    expect(texts(back, "Returned Oct from 3/12 visit to family in Pakistan.")).toEqual(["Oct"]);
    expect(explained(back, "Returned Aug from 3/12 visit to family in Pakistan.")).toEqual([]);
    const worst = "The worst was on the train on the 2nd of this month, he got off and called 999";
    expect(explained(worst, "Worst on train 22nd of this month.")).toEqual([
      ["22nd of this month", "date", "22nd of this month not in the dictation (said: the 2nd)"],
    ]);
    expect(explained(worst, "Worst on train 2nd of this month.")).toEqual([]);
  });
});

describe("what held-out-29's first run missed or flagged on a faithful note", () => {
  test("'avoiding soap and bubble bath' is advice, as 'no soap or bubble bath' in a plan is", () => {
    const said = "bathe with warm water only no soap or bubble bath and don't force the foreskin back";
    expect(explained(said, "Bathe with warm water only, avoiding soap and bubble bath.")).toEqual([]);
  });

  test("a day said without its month ('last Monday the 23rd') supports the note's day and month", () => {
    const said = "this one started last Monday the 23rd";
    expect(explained(said, "Current episode started Mon 23/11.")).toEqual([]);
    expect(texts(said, "Current episode started Mon 16/11.")).toEqual(["16/11"]);
  });

  test("'never collapsed' denies syncope; 'hold the metformin and the ramipril' stops both", () => {
    const said = "no abdominal pain no back pain never collapsed";
    expect(explained(said, "No abdo pain, no back pain, no collapse.")).toEqual([]);
    const held = "Hold the metformin and the ramipril until she's eating and drinking normally.";
    expect(explained(held, "Metformin and ramipril are withheld until she is eating and drinking normally.")).toEqual(
      [],
    );
  });

  test("'so PE ruled out clinically' (unpunctuated) denies PE, so 'PE cannot be ruled out' is flagged", () => {
    const said = "he meets all the criteria so PE ruled out clinically impression viral pleurisy";
    expect(texts(said, "He is PERC negative, so PE cannot be ruled out clinically.")).toEqual([
      "PE cannot be ruled out",
    ]);
    expect(explained(said, "He is PERC negative, so PE is ruled out clinically.")).toEqual([]);
  });
});

describe("what held-out-30's first run flagged on faithful notes", () => {
  test("'ice for 15–20 minutes a few times a day', said before how often, is how long each time is, as said", () => {
    const said =
      "paracetamol one gram four times a day as needed avoiding ibuprofen given the fluoxetine and the bruising " +
      "relative rest ice fifteen to twenty minutes a few times a day for the first two to three days";
    const written =
      "Paracetamol 1 g four times a day as needed, avoiding ibuprofen because of the fluoxetine and the bruising. " +
      "Relative rest, with ice for 15–20 minutes a few times a day for the first two to three days.";
    // (The range's first number is read apart from its unit, and is still flagged: left, decision 034.)
    expect(texts(said, written)).not.toContain("20 minutes");
  });

  test("what was done after a comma is a clause of its own: 'don't give X, letter and medication list sent'", () => {
    const said = "don't give tonight's apixaban, letter and medication list sent with her";
    expect(texts(said, "Letter and medication list sent with her.")).toEqual([]);
  });
});

describe("the document's own reading as evidence (rules of a kind, not of one set)", () => {
  test("a later list item the note says the same of, past a comma, is a clause of its own", () => {
    const said = "no wheeze or crackles, left calf soft and non tender";
    expect(explained(said, "No wheeze or crackles. L calf soft, non-tender.")).toEqual([]);
    const run = "no rash, the knee gives way on stairs";
    expect(explained(run, "No rash. The knee gives way on stairs.")).toEqual([]);
    const ear = "no discharge, tympanic membrane looks dull";
    expect(explained(ear, "No discharge; the tympanic membrane looks dull.")).toEqual([]);
  });

  test("…but not a list 'or' closes, nor words that say of what or when, which name the thing", () => {
    const listed = "no rash, bruises or scratches that itch";
    expect(texts(listed, "No rash. Scratches that itch.")).toContain("Scratches");
    // "no swelling, clicking of the jaw since Monday" may deny the clicking or say it began on Monday: a denial read
    // across a comma, of no short list item, is too unsure to flag on (2026-12-05).
    const which = "no swelling, clicking of the jaw since Monday";
    expect(texts(which, "No swelling. Clicking of the jaw since Monday.")).toEqual([]);
  });

  test("a red flag said in the note's own words, as the note says it, is mentioned though by no name it has", () => {
    const said = "bowels fine no blood seen mixed with the stools";
    expect(explained(said, "Bowels normal, no blood in stools.")).toEqual([]);
    // Said as advice only, or with a reading between the words, it is not said.
    expect(texts("call us if any blood in the stools", "No blood in stools.")).toEqual(["No blood in stools"]);
    const apart = "blood pressure 120/80 stools loose";
    expect(texts(apart, "Stools loose, with blood in stools.")).toEqual(["blood in stools"]);
    // Not said at all: still flagged, as a red flag the note claims was asked.
    expect(texts("bowels fine", "Bowels normal, no PR bleeding.")).toEqual(["no PR bleeding"]);
  });
});

describe("what held-out-31's and -32's first runs missed or flagged on a faithful note", () => {
  test("'Cr 101' is creatinine; 'in his sixties' a decade; 'a 35-day cycle' is 'every thirty five days'", () => {
    const bloods = "sodium one thirty nine creatinine one hundred and one";
    expect(explained(bloods, "Na 139, Cr 101.")).toEqual([]);
    expect(texts(bloods, "Na 139, Cr 110.")).toEqual(["110"]);
    const father = "his father had a heart attack in his sixties";
    expect(explained(father, "Father MI in his 60s.")).toEqual([]);
    expect(texts(father, "Father MI in his 70s.")).toEqual(["70"]);
    const cycle = "periods come every thirty five days and last five days";
    expect(explained(cycle, "Periods: 35-day cycle, lasting 5 days.")).toEqual([]);
    expect(texts(cycle, "Periods: 28-day cycle, lasting 5 days.")).toEqual(["28-day"]);
  });

  test("what to seek help for, or come back with, is safety-netting, not a finding", () => {
    const said = "no palpitations no syncope seek urgent help if she gets palpitations or blacks out";
    expect(explained(said, "No palpitations. She will seek urgent help for palpitations or blackouts.")).toEqual([]);
    const back = "no vomiting come back the same day if she starts vomiting";
    expect(explained(back, "No vomiting. She will return the same day with any vomiting.")).toEqual([]);
  });

  test("'nobody in the family has had X' denies X; 'X can't be felt' says X is not palpable", () => {
    const family = "nobody in the family has had bowel cancer";
    expect(explained(family, "No FHx of bowel cancer.")).toEqual([]);
    expect(texts(family, "Family history of bowel cancer.")).toEqual(["history of bowel cancer"]);
    const felt = "the left ovary can't be felt on bimanual";
    expect(explained(felt, "L ovary not palpable on bimanual.")).toEqual([]);
  });

  test("'ibuprofen if uncomfortable' is as required; 'SH:' heads a social history; 'R to L' is a direction", () => {
    expect(explained("ibuprofen if uncomfortable", "Ibuprofen PRN.")).toEqual([]);
    expect(explained("lives alone drinks a little", "SH: lives alone, occasional EtOH.")).toEqual([]);
    const across = "the pain moves from right to left across the lower abdomen";
    expect(explained(across, "Pain moving R→L across lower abdomen.")).toEqual([]);
  });

  test("a result just after a test's name is that test's ('… for trichomonas and thrush pregnancy test negative')", () => {
    const said = "swab taken for trichomonas and thrush pregnancy test negative";
    expect(explained(said, "Swab taken for trichomonas and thrush. Pregnancy test negative.")).toEqual([]);
  });

  test("'Loestrin twenty one a day' is Loestrin 20, one a day; 'no improvement with X' is 'no better with X'", () => {
    const pill = "start loestrin twenty one a day for three months";
    expect(explained(pill, "Start Loestrin 20, one a day for 3 months.")).toEqual([]);
    const pinhole = "right six eighteen no better with pinhole";
    expect(explained(pinhole, "VA R 6/18, no improvement with pinhole.")).toEqual([]);
  });

  test("how long a habit has gone on is its history, however often ('smokes fifteen a day for twenty years')", () => {
    const said = "smokes fifteen a day for twenty years";
    expect(explained(said, "Smokes 15 a day, and has for 20 years.")).toEqual([]);
    expect(texts(said, "Smokes 15 a day, and has for 30 years.")).toEqual(["30 years"]);
  });

  test("narrower findings, other words for one state, and states said as opposites", () => {
    expect(texts("hears voices at night no command hallucinations", "Command hallucinations.")).toEqual([
      "Command hallucinations",
    ]);
    expect(texts("bleeding between periods cervix looks healthy no contact bleeding", "Contact bleeding.")).toEqual([
      "Contact bleeding",
    ]);
    const ankle = "no swelling or warmth over the ankle";
    expect(texts(ankle, "Ankle swollen.")).toEqual(["swollen"]);
    expect(explained(ankle, "Ankle not swollen or warm.")).toEqual([]);
    const shoulder = "shoulder moves fully and pain free";
    expect(explained(shoulder, "Shoulder: full range, pain-free.")).toEqual([]);
    expect(texts(shoulder, "Shoulder: full range, painful.")).toEqual(["painful"]);
    expect(texts("no ulceration of the lesion", "Lesion ulcerated.")).toEqual(["ulcerated"]);
    expect(texts("chest clear heart sounds normal", "Chest wheezy.")).toEqual(["Chest wheezy"]);
  });
});

describe("what held-out-33's and -34's first runs missed or flagged on a faithful note", () => {
  test("'HIV and hepatitis C negative platelets normal' (unpunctuated): the result is the tests', not the platelets'", () => {
    const said = "HIV and hepatitis C negative platelets normal";
    expect(explained(said, "HIV and hep C negative. Platelets normal.")).toEqual([]);
  });

  test("'white cells' are the white cell count; 'the liver tests' are LFTs; numbness around the back passage is saddle", () => {
    expect(explained("haemoglobin one thirty white cells nine point one", "Hb 130, WCC 9.1.")).toEqual([]);
    expect(texts("haemoglobin one thirty white cells nine point one", "Hb 130, WCC 6.1.")).toEqual(["6.1"]);
    expect(explained("repeat the liver tests in three months", "Repeat LFTs in 3/12.")).toEqual([]);
    const saddle = "no back pain no numbness around the back passage";
    expect(explained(saddle, "No back pain. No saddle anaesthesia.")).toEqual([]);
  });

  test("'kidneys and bladder not palpable', '… could not be felt': said of each part named", () => {
    const said = "abdomen soft no palpable kidneys or bladder";
    expect(explained(said, "Abdomen soft; kidneys and bladder not palpable.")).toEqual([]);
    const pulses = "left femoral and popliteal pulses not felt";
    expect(explained(pulses, "The left femoral and popliteal pulses could not be felt.")).toEqual([]);
  });

  test("how long a medicine has been used, said after it or first in the sentence, is its course", () => {
    const said = "sumatriptan fifty milligrams as needed which she has used for two years";
    expect(explained(said, "Sumatriptan 50 mg PRN (used for 2 yrs).")).toEqual([]);
    const bought = "she's been buying ibuprofen over the counter for about six months";
    expect(explained(bought, "For about six months she has been buying ibuprofen over the counter.")).toEqual([]);
    expect(texts(bought, "For about a year she has been buying ibuprofen over the counter.")).toEqual(["a year"]);
  });

  test("'no previous X' against 'never had X before' and X now; 'no discharge, wound healing' is a clause of its own", () => {
    const said = "red swollen left ankle for two days never had the ankle swell before";
    expect(explained(said, "Red swollen L ankle 2/7. No previous swelling of this ankle.")).toEqual([]);
    const wound = "no discharge from the wound the wound is healing well";
    expect(explained(wound, "No discharge, wound healing well.")).toEqual([]);
  });

  test("'fitted 09/2022' is September 2022; 'denies A and B' denies both; 'weekly scripts' is how it is supplied", () => {
    const fitted = "implant fitted in september twenty twenty two";
    expect(explained(fitted, "Implant fitted 09/2022.")).toEqual([]);
    expect(texts(fitted, "Implant fitted 10/2022.")).toEqual(["10/2022"]);
    const denied = "no chest pain no orthopnoea";
    expect(explained(denied, "She denies chest pain and orthopnoea.")).toEqual([]);
    expect(texts(denied, "She denies chest pain and has orthopnoea.")).toEqual(["has orthopnoea"]);
    const supplied = "diazepam two milligrams three times a day on weekly prescriptions";
    expect(explained(supplied, "Diazepam 2 mg TDS, weekly scripts.")).toEqual([]);
  });

  test("'eardrums normal both sides' is both; 'pupils pinpoint' after a negation is a clause; colesevelam is known", () => {
    const ears = "right ear aches eardrums normal both sides";
    expect(explained(ears, "R earache. Both eardrums normal.")).toEqual([]);
    const pupils = "not orientated in place pupils pinpoint";
    expect(explained(pupils, "Not orientated to place. Pinpoint pupils.")).toEqual([]);
    expect(texts("start colestyramine", "Start colesevelam.")).toEqual(["colesevelam"]);
  });
});

describe("what held-out-35's and -36's first runs flagged on faithful notes", () => {
  test("what 'and a' or ', and this' brings in after a negated list is there", () => {
    expect(explained("no crackles abdomen soft", "No crackles, and a soft abdomen.")).toEqual([]);
    const said = "no ketones glucose eleven this morning's HbA1c sixty";
    expect(explained(said, "Urine shows no ketones, and this morning's HbA1c is 60.")).toEqual([]);
  });

  test("a result before 'the' is still what it follows ('… blood negative the urine ACR …', unpunctuated)", () => {
    const said = "urine dip protein three plus blood negative the urine protein creatinine ratio was two hundred";
    expect(explained(said, "Urine dip: protein 3+, blood neg. Urine PCR 200.")).toEqual([]);
  });

  test("a strength in per cent belongs to the nearer of a medicine and a test named before it", () => {
    const said = "check full blood count hydrocortisone one percent cream twice a day";
    expect(explained(said, "FBC. Hydrocortisone 1% cream BD.")).toEqual([]);
    expect(texts(said, "FBC. Hydrocortisone 2.5% cream BD.")).toEqual(["2.5%"]);
  });

  test("blood said with the bowels is blood passed from them; 'a month later' is how long after", () => {
    const bowel = "loose stools for two weeks no blood";
    expect(explained(bowel, "Loose stools 2/52. No PR bleeding.")).toEqual([]);
    expect(texts("loose stools for two weeks", "Loose stools 2/52. No PR bleeding.")).toEqual(["No PR bleeding"]);
    const later = "sodium one thirty two repeated a week later one thirty four";
    expect(explained(later, "Na 132; repeated 1/52 later, 134.")).toEqual([]);
  });

  test("'X unaffected' denies it; how long a symptom has come that often is its history; 'within limits' is a state", () => {
    expect(explained("face and eyes not affected", "Face and eyes unaffected.")).toEqual([]);
    const often = "he's had headaches three times a week for two months";
    expect(explained(often, "Headaches three times a week, for two months.")).toEqual([]);
    const limits = "no chest pain blood pressure within normal limits";
    expect(explained(limits, "No chest pain. BP within normal limits.")).toEqual([]);
  });

  test("'the nineteen sixties and seventies' are the 1960s and 1970s", () => {
    const said = "worked as a miner in the nineteen sixties and seventies";
    expect(explained(said, "Miner in the 1960s and 1970s.")).toEqual([]);
    expect(texts(said, "Miner in the 1960s and 1980s.")).toEqual(["1980s"]);
  });
});

describe("what a day of the month said alone is", () => {
  test("'on the 8th' is a date, checked against the day the dictation said — not 'on the 5th centile'", () => {
    const said = "she had her operation on the twenty third and went home two days later";
    expect(texts(said, "Operation on the 13th; home 2 days later.")).toEqual(["13th"]);
    expect(explained(said, "Operation on the 23rd; home 2 days later.")).toEqual([]);
    // Said elsewhere as a day alone ("fell on the eleventh and was checked"), it is said.
    expect(explained("she fell on the eleventh and was checked at the time", "Fall on the 11th.")).toEqual([]);
    expect(explained("weight is on the ninth centile", "Weight on the 9th centile.")).toEqual([]);
    expect(explained("her weight was the ninth centile", "Weight on the 9th centile.")).toEqual([]);
  });
});

describe("a state of the whole patient after another finding, unpunctuated", () => {
  test("'good rapport not tearful' denies tears, not a tearful rapport", () => {
    const said = "mental state exam appropriately dressed good rapport not tearful speech normal rate and volume";
    expect(texts(said, "MSE: appropriately dressed, good rapport. Tearful. Speech normal.")).toEqual(["Tearful"]);
    expect(explained(said, "MSE: appropriately dressed, good rapport, not tearful. Speech normal.")).toEqual([]);
    // A part's own state is still said of the part.
    expect(texts("throat red tonsils not enlarged", "Throat red, tonsils enlarged.")).toEqual(["tonsils enlarged"]);
  });
});

describe("a finding of a kind the dictation names", () => {
  test("'no productive cough' beside a dry one denies the productive kind the document says", () => {
    const said = "dry cough for ten days no productive cough no fever";
    expect(texts(said, "Productive cough for 10 days. No fever.")).toEqual(["Productive cough"]);
    expect(explained(said, "Dry cough for 10 days, not productive. No fever.")).toEqual([]);
    expect(explained(said, "Dry cough for 10 days. No fever.")).toEqual([]);
  });
});

describe("what held-out-37's first run missed or flagged on faithful notes", () => {
  test("'–ve' with an en dash is negative, as '-ve' is; a dash between clauses is not", () => {
    const said = "babinski sign positive on the right romberg's test negative";
    expect(explained(said, "Babinski +ve R. Romberg's –ve.")).toEqual([]);
    expect(texts(said, "Babinski –ve R. Romberg's –ve.")).toContain("Babinski –ve");
    expect(explained("plan – very gentle exercise", "Plan – very gentle exercise.")).toEqual([]);
  });

  test("a treatment said not to be used, or not to help, is not given", () => {
    const said = "no antibiotics as they won't help";
    expect(explained(said, "Antibiotics would not help and are not being used.")).toEqual([]);
    expect(explained(said, "Antibiotics are not being used.")).toEqual([]);
  });
});

describe("what held-out-38's first run missed", () => {
  test("a day alone as notes write it — 'on 20th', '(16th)' — is a date", () => {
    const said = "her last INR was two point nine on the twelfth";
    expect(texts(said, "Last INR 2.9 on 21st.")).toEqual(["21st"]);
    expect(explained(said, "Last INR 2.9 on 12th.")).toEqual([]);
    const ago = "the rash started a week ago on the third";
    expect(texts(ago, "Rash since 1/52 (13th).")).toEqual(["13th"]);
    expect(explained(ago, "Rash since 1/52 (3rd).")).toEqual([]);
  });

  test("a day and month with one digit is a date after 'born', 'LMP', 'on' — not a score out of ten", () => {
    const said = "her last period started on the seventh of november";
    expect(texts(said, "LMP 17/11.")).toEqual(["17/11"]);
    expect(texts(said, "LMP 1/11.")).toEqual(["1/11"]);
    expect(explained(said, "LMP 7/11.")).toEqual([]);
    expect(explained("pain now three out of ten down from eight out of ten", "Pain 3/10 (from 8/10).")).toEqual([]);
  });
});

describe("what held-out-38's first run flagged on faithful notes, or missed", () => {
  test("'not every time' and 'not always' are sometimes; 'no new' denies only what is new", () => {
    const every = "wheeze after exercise not every time no night cough uses the inhaler every morning";
    expect(explained(every, "Wheeze after exercise, not every time. No night cough. Inhaler every morning.")).toEqual(
      [],
    );
    const partner = "with her husband for ten years no new partners";
    expect(explained(partner, "With husband 10 years, same partner. No new partners.")).toEqual([]);
  });

  test("'nobody else at home is unwell' denies it, as 'no one else unwell' does", () => {
    expect(explained("no one else in the house unwell", "Nobody else in the house is unwell.")).toEqual([]);
  });

  test("a part listed after 'both' and another part is on both sides; a length is not a weight", () => {
    const said = "scaly rash on both elbows knees and the scalp";
    expect(explained(said, "Scaly rash over both elbows, both knees and the scalp.")).toEqual([]);
    const measured = "weight seventy two kilograms height one point seven five metres";
    expect(explained(measured, "He weighs 72 kg and is 1.75 m tall.")).toEqual([]);
  });

  test("a count of things ('three of the four') does not support a measurement left without its unit", () => {
    const said = "three of the four criteria met a lump about one centimetre";
    expect(texts(said, "Lump ~3 cm.")).toEqual(["3 cm"]);
  });

  test("'lateralises to the left' is a direction, not the side of the part said after it", () => {
    const said = "rinne positive on the right weber lateralises to the left facial nerve intact";
    expect(texts(said, "Rinne +ve R. Weber lateralises to R. Facial nerve intact.")).toEqual(["R"]);
    expect(explained(said, "Rinne +ve R. Weber lateralises to L. Facial nerve intact.")).toEqual([]);
  });

  test("a brand of one part of a combination is not the combination", () => {
    expect(texts("symbicort two puffs twice a day", "Pulmicort 2 puffs BD.")).toEqual(["Pulmicort"]);
    expect(explained("symbicort two puffs twice a day", "Budesonide/formoterol (Symbicort) 2 puffs BD.")).toEqual([]);
  });
});

describe("what held-out-37's first run flagged on faithful notes, and its last misses", () => {
  test("'no vomiting of blood' asks about haematemesis", () => {
    expect(explained("no vomiting of blood no black stools", "No haematemesis or melaena.")).toEqual([]);
  });

  test("'none needed for 3/7' is how long it has gone without, not a course", () => {
    const said = "ibuprofen occasionally but hasn't needed any for three days";
    expect(explained(said, "Occasional ibuprofen, none needed for 3/7.")).toEqual([]);
  });

  test("a clause said with 'feels' or 'looks' ends a negation before it, unpunctuated", () => {
    const said = "the lump is not fluctuant does not transilluminate scrotum looks normal";
    expect(texts(said, "Lump not fluctuant; it transilluminates. Scrotum normal.")).toEqual(["transilluminates"]);
    expect(explained(said, "Lump not fluctuant, does not transilluminate. Scrotum normal.")).toEqual([]);
  });

  test("'tender over the lower lumbar spine' is what 'non-tender lower lumbar spine' denies", () => {
    const said = "tender over the lower lumbar spine straight leg raise normal";
    expect(texts(said, "Non-tender lower lumbar spine. SLR normal.")).toEqual(["Non-tender"]);
    expect(explained(said, "Tender lower lumbar spine. SLR normal.")).toEqual([]);
  });
});

describe("what held-out-39's first run flagged on faithful notes", () => {
  test("what is in brackets after a denied thing says where it is denied", () => {
    const said = "no tophi on the ears tendons or bursae abdomen soft";
    expect(explained(said, "No tophi (ears, tendons, bursae). Abdomen soft.")).toEqual([]);
  });

  test("'a normal Phalen's test' is the state of Phalen's, as 'Phalen's test normal' is", () => {
    const said = "right phalen's test abnormal left hand normal with a normal phalen's test plan splint";
    expect(explained(said, "R Phalen's test abnormal. L hand normal, Phalen's test normal. Plan: splint.")).toEqual([]);
  });
});

describe("what held-out-40's first run flagged on faithful notes", () => {
  test("'one milligram per mil' is 1 mg/ml, as said", () => {
    const said = "oramorph ten milligrams per five mil and morphine one milligram per mil";
    expect(explained(said, "Oramorph 10 mg/5 ml; morphine 1 mg/ml.")).toEqual([]);
  });

  test("what is done after something offered is not offered ('counselling offered naloxone kit prescribed')", () => {
    const said = "has no inhaler at home smoking cessation offered salbutamol inhaler prescribed and technique checked";
    expect(explained(said, "No inhaler at home. Smoking cessation offered. Salbutamol inhaler prescribed.")).toEqual(
      [],
    );
  });

  test("a word that says so, well after an item of a negated list, is another clause's", () => {
    const said = "no thoughts of suicide or self harm urine drug screen today positive for opiates";
    expect(explained(said, "No thoughts of suicide or self-harm. UDS positive for opiates.")).toEqual([]);
    expect(texts(said, "Thoughts of self-harm. UDS positive for opiates.")).toEqual(["Thoughts of self-harm"]);
  });

  test("'for OM' is what a medicine is for, not when it is taken", () => {
    expect(
      explained("started amoxicillin two days ago for an ear infection", "Started amoxicillin 2/7 ago for OM."),
    ).toEqual([]);
    expect(texts("amoxicillin five hundred milligrams three times a day", "Amoxicillin 500 mg OM.")).toEqual(["OM"]);
  });

  test("'no problems with' a thing is what saying it is normal or fine says", () => {
    const said = "no problems with her hearing or eyesight no problems with bladder or bowels";
    expect(explained(said, "Hearing and eyesight normal. Bladder and bowels normal.")).toEqual([]);
    expect(texts(said, "Hearing loss. Bladder and bowels normal.")).toEqual(["Hearing"]);
  });

  test("a finding as a label ('FH:') says nothing of what the dictation denies of it", () => {
    const said = "no family history of bowel cancer her father had a heart attack at sixty";
    expect(explained(said, "FH: father MI at 60. No FH of bowel cancer.")).toEqual([]);
  });

  test("after 'or', a negated list runs to whoever the next clause is said of", () => {
    const said = "no previous chemotherapy or pelvic surgery mum had an early menopause";
    expect(
      explained(said, "No previous chemo or pelvic surgery. Mother: early menopause. Impression: pelvic pain."),
    ).toEqual([]);
    expect(texts(said, "Previous pelvic surgery. Mother: early menopause.")).toEqual(["Previous pelvic surgery"]);
  });

  test("how long something done that often has gone on, said as 'the last month', is its course so far", () => {
    const said = "drinking about four cans three times a week for the last month";
    expect(explained(said, "Drinking ~4 cans 3x/week for 1/12.")).toEqual([]);
  });
});

describe("false flags still standing on sets already tuned on, as general rules (decision 034)", () => {
  test("a side and part its value follows is a label: the words before the next label are its own", () => {
    const labels = "visual acuity right eye counting fingers only left eye six over twelve";
    expect(explained(labels, "Acuity: counting fingers only in the right eye, 6/12 in the left.")).toEqual([]);
    expect(texts(labels, "Acuity: counting fingers only in the left eye, 6/12 in the right.")).toContain("left eye");
  });
  test("how strong a movement is, said after what a negation was about, is said of the movement (unpunctuated)", () => {
    const said = "could not hook the tendon flexion weak not feeling weak";
    expect(explained(said, "Tendon could not be hooked. Flexion weak.")).toEqual([]);
    expect(texts(said, "Feels weak.")).toEqual(["Feels weak"]);
  });
  test("'every day or two' is every one or two days", () => {
    const said = "has his bowels open every week or two and takes the tablet every day or two";
    expect(explained(said, "BO every 1–2 weeks. Takes the tablet every 1-2 days.")).toEqual([]);
    expect(explained(said, "BO every 2–3 weeks.")).toEqual([
      [
        "every 2–3 weeks",
        "frequency",
        "every 2–3 weeks not in the dictation (said: once a week or every 2 weeks, once a day or every 2 days)",
      ],
    ]);
  });
  test("a weight that has gone down is weight loss, and how someone is eating is not denied with the finding before it", () => {
    const said = "no shortness of breath sleeping poorly weight gone from sixty two to fifty nine kilos";
    expect(explained(said, "Sleeping poorly. Wt 62 → 59 kg. Impression: weight loss.")).toEqual([]);
    expect(texts(said, "Sleeping poorly. No weight loss.")).toEqual(["No weight loss"]);
  });
});

describe("what held-out-42's first run flagged on faithful notes, as general rules (decision 034)", () => {
  test("both testes are the testicles on both sides", () => {
    expect(explained("both testes descended and normal", "Testes normal bilaterally.")).toEqual([]);
  });

  test("a test that is not available or not possible was not done", () => {
    const said = "we can't do a urine culture here and we cannot do spirometry today";
    expect(explained(said, "Urine culture not available; spirometry not possible today.")).toEqual([]);
  });

  test("what a negative result is said to include is negative too", () => {
    const said = "her bloods last year came back all negative including hepatitis B and C";
    expect(explained(said, "Bloods last year were negative, including hepatitis B and C.")).toEqual([]);
    expect(texts(said, "Bloods last year were negative, including hepatitis C. Hepatitis B positive.")).toEqual([
      "Hepatitis",
    ]);
  });

  test("an allergy said after a denied item is not denied with it (unpunctuated)", () => {
    const said = "no regular tablets allergic to trimethoprim causes a rash";
    expect(explained(said, "No regular meds. Allergic to trimethoprim (rash).")).toEqual([]);
  });

  test("'none is', 'none look': what none of them is", () => {
    const said = "three blisters none are weeping none look infected";
    expect(explained(said, "Three blisters; none are weeping and none looks infected.")).toEqual([]);
    expect(texts(said, "Three blisters, one looks infected.")).toContain("infected");
  });

  test("how much better or worse a finding is, said after a denied one, says the finding is there (unpunctuated)", () => {
    const said = "no fever breathlessness a little better since the inhaler";
    expect(explained(said, "Apyrexial. SOB slightly better since the inhaler.")).toEqual([]);
  });
});

describe("what held-out-41's first run flagged on faithful notes, as general rules (decision 034)", () => {
  test("a list of labels the answer 'nil' follows is denied, each of them", () => {
    const said = "no vomiting no diarrhoea no urinary symptoms no rash not allergic to penicillin";
    expect(
      explained(said, "Vomiting, diarrhoea or urinary symptoms: nil. Rash – nil. Not penicillin allergic."),
    ).toEqual([]);
    expect(texts("vomiting twice no diarrhoea", "Vomiting, diarrhoea: nil.")).toEqual(["Vomiting"]);
  });
  test("'hasn't fainted' and 'never passed out' deny syncope", () => {
    const said = "felt dizzy when she stood up but hasn't fainted";
    expect(explained(said, "Postural dizziness, no syncope.")).toEqual([]);
    expect(texts("passed out in the kitchen", "No syncope.")).toEqual(["No syncope"]);
  });

  test("a dipstick's result is a clause of its own, and a reading's 'plus' ends what a result after it is said of", () => {
    const said = "no loin tenderness urine dip blood two plus protein one plus leucocytes and nitrites negative";
    expect(explained(said, "No loin tenderness. Urine dip: blood 2+, protein 1+, leucs -ve, nitrites -ve.")).toEqual(
      [],
    );
  });

  test("a decade ('the 1960s') may be said without its century ('the sixties')", () => {
    expect(explained("worked in the shipyards in the sixties", "Shipyard work in the 1960s.")).toEqual([]);
    expect(texts("worked in the shipyards in the sixties", "Shipyard work in the 1970s.")).toEqual(["1970s"]);
  });

  test("how many limbs a body has is not a detail", () => {
    expect(explained("power and reflexes normal throughout", "Normal power and reflexes in all four limbs.")).toEqual(
      [],
    );
  });

  test("a list a dash or colon opens after a denial, closed by 'or', is denied with it", () => {
    const said = "hasn't taken any painkillers paracetamol ibuprofen or codeine";
    expect(explained(said, "No analgesia tried – paracetamol, ibuprofen or codeine.")).toEqual([]);
  });
});

describe("what held-out-41 and -42's first runs missed, as general rules (decision 034)", () => {
  test("'leaking urine' is incontinence, and a kind of it contradicts a dictation that denies it", () => {
    const said = "no leakage of urine when she coughs";
    expect(explained(said, "Continent, no urinary incontinence.")).toEqual([]);
    expect(texts(said, "Urge incontinence.")).toEqual(["incontinence"]);
  });

  test("'no hepatosplenomegaly' denies an enlarged spleen and an enlarged liver", () => {
    const said = "abdomen soft no hepatosplenomegaly";
    expect(explained(said, "Abdo soft, no HSM.")).toEqual([]);
    expect(texts(said, "Abdo soft. Hepatomegaly.")).toEqual(["Hepatomegaly"]);
  });

  test("a reading's name, when it was taken, then the reading, ends a negation (unpunctuated)", () => {
    const said = "pulses present ankle not swollen blood pressure today one forty over ninety";
    expect(texts(said, "Ankle swollen. BP 140/90.")).toEqual(["Ankle swollen"]);
  });
  test("'L side' says nothing of what the side is of, and what is denied of one side may be there on the other", () => {
    const said = "tender swelling on the left side of the jaw for three days no swelling on the right so far";
    expect(explained(said, "L jaw swelling. R side not swollen so far.")).toEqual([]);
    expect(texts(said, "L side not swollen.")).toEqual(["side not swollen"]);
  });
});

describe("what held-out-43 and -44's first runs flagged on faithful notes, as general rules (decision 034)", () => {
  test("'this morning' and 'this afternoon' are today", () => {
    const said = "itching yesterday woke this morning with the rash the clinic will see her this afternoon";
    expect(explained(said, "Itch yesterday, rash today. Clinic to see her today.")).toEqual([]);
    expect(texts(said, "Rash since Monday.")).toEqual(["Monday"]);
  });

  test("'all nil' after a list of labels denies each of them, however many words each has", () => {
    const said = "no cough no weight loss outside the flares no night sweats";
    expect(explained(said, "Cough, wt loss outside flares, night sweats: all nil.")).toEqual([]);
  });

  test("a place before 'sparing' is what is spared; a finding before it spares what follows", () => {
    const said = "perioral sparing blotchy red rash on the trunk and a facial rash sparing the eyelids";
    expect(explained(said, "Blotchy red rash on trunk, perioral sparing. Facial rash sparing eyelids.")).toEqual([]);
    expect(texts(said, "Eyelids involved.")).toEqual(["Eyelids involved"]);
  });

  test("what a patient is to let us know about is advice, not what she has", () => {
    expect(explained("no bleeding since", "She will let us know about any bleeding.")).toEqual([]);
  });
  test("'not known to have' denies what follows", () => {
    expect(explained("no known epilepsy", "He is not known to have epilepsy.")).toEqual([]);
  });

  test("labels joined by '/' are answered together", () => {
    expect(explained("no vomiting no diarrhoea", "Vomiting / diarrhoea: nil.")).toEqual([]);
  });

  test("what nothing suggests is denied with it ('no warmth to suggest cellulitis')", () => {
    const said = "no redness or swelling to suggest infection two small scars";
    expect(explained(said, "No redness or swelling; no infection. Two small scars.")).toEqual([]);
    expect(texts(said, "Infection.")).toEqual(["Infection"]);
  });

  test("'neither he nor his family has' denies what comes after the verb", () => {
    const said = "no previous ulcers no family history of ulcers";
    expect(explained(said, "Neither she nor her family has a history of ulcers.")).toEqual([]);
  });

  test("what an arrow to an action follows in a plan is what to act on if it happens", () => {
    const said = "no chest pain no breathlessness";
    expect(explained(said, "Chest pain or breathlessness -> A&E. Any haemoptysis → urgent review.")).toEqual([]);
  });
  test("a course said 'for the last' so long is how long something has gone on, too", () => {
    const said = "started on lansoprazole thirty milligrams a day and for the past three weeks she has felt sick";
    expect(explained(said, "Nausea for 3 weeks.")).toEqual([]);
  });

  test("what is to be gone without for a time is not the course of a medicine named before it", () => {
    const said = "takes sertraline fifty milligrams a day off to physio no running for four to six weeks";
    expect(explained(said, "Sertraline 50 mg OD. Avoid running for four to six weeks.")).toEqual([]);
  });

  test("'post-coryzal' is after a cold, not after a dose", () => {
    expect(explained("cough for ten days after a cold and a temperature", "Cough 10/7 post-coryzal.")).toEqual([]);
  });
  test("'N weeks pregnant' is a point in the pregnancy, not a course of the medicine before it", () => {
    const said = "ibuprofen four times a day if sore her sister is twenty weeks pregnant";
    expect(explained(said, "Sister 20/40 pregnant.")).toEqual([]);
    expect(texts(said, "Sister 22/40 pregnant.")).toEqual(["22/40"]);
  });

  test("'bleeding between periods or after sex' denies both kinds", () => {
    const said = "period lasts five days the bleed is light no bleeding between periods or after sex";
    expect(explained(said, "No IMB/PCB.")).toEqual([]);
    expect(texts(said, "PCB.")).toEqual(["PCB"]);
  });

  test("a weight is not a BMI", () => {
    const said = "her BMI is thirty one and her last baby weighed four kilos";
    expect(explained(said, "BMI 31, previous baby 4 kg.")).toEqual([]);
  });

  test("a test done today and again after so long is that test's follow-up", () => {
    const said = "u and e today and again in two weeks review in four weeks";
    expect(explained(said, "U&E today + 2/52. Review 4/52.")).toEqual([]);
  });
  test("what is said of a side ends at a reading, and what is denied of a part ('no right iliac fossa tenderness') is not so", () => {
    const said =
      "tender swollen left submandibular node about two centimetres throat clear no left iliac fossa tenderness";
    expect(explained(said, "Tender enlarged L submandibular node ~2 cm. No tenderness in the LIF.")).toEqual([]);
    expect(texts(said, "LIF tender.")).toEqual(["LIF"]);
  });
});

describe("what held-out-43 and -44's first runs missed, as general rules (decision 034)", () => {
  test("states that cannot both be so: equal and unequal, brisk and normal, injected and normal", () => {
    const said = "pupils equal reflexes normal conjunctivae normal hearing normal";
    expect(explained(said, "Pupils equal. Reflexes normal. Conjunctivae NAD. Hearing clinically normal.")).toEqual([]);
    expect(texts(said, "Pupils unequal. Reflexes brisk. Conjunctivae injected. Hearing grossly reduced.")).toEqual([
      "Pupils unequal",
      "Reflexes brisk",
      "Conjunctivae injected",
      "Hearing grossly reduced",
    ]);
  });
  test("a side after a length in the shorthand ('6/52 L ptosis') is a side, not litres", () => {
    const said = "three weeks of a right sided facial droop";
    expect(explained(said, "3/52 R facial droop.")).toEqual([]);
    expect(texts(said, "3/52 L facial droop.")).toEqual(["L facial"]);
  });

  test("'left sided weakness' said without its hyphen is the side of the weakness", () => {
    const said =
      "a metastasis in the right frontal lobe seen by the hospice team pulse eighty left sided weakness unchanged";
    expect(explained(said, "Known L-sided weakness, unchanged.")).toEqual([]);
    expect(texts(said, "Known R-sided weakness.")).toEqual(["R-sided"]);
  });
});

describe("a test's result said after when it was done, set off by commas", () => {
  test("'his last smear, in June, was negative' is a negative smear", () => {
    const said = "last smear was negative in june";
    expect(explained(said, "Her last smear, in June, was negative.")).toEqual([]);
    expect(texts(said, "Her last smear, in June, was abnormal.")).toEqual(["last smear"]);
  });
});

describe("what held-out-46's first run flagged on faithful notes, as general rules (decision 034)", () => {
  test("after 'or', 'had' says again what is denied ('has not vomited or had a seizure')", () => {
    expect(explained("no cough no fever", "She has not coughed or had a fever.")).toEqual([]);
  });

  test("two things written as one with a slash are not done together ('Speculum/bimanual not done')", () => {
    expect(explained("I didn't do a speculum or an internal", "Speculum/bimanual not done.")).toEqual([]);
  });

  test("weight lost 'without trying' is unintended, not denied", () => {
    const said =
      "her mother had breast cancer at forty six she's lost four kilos without trying her CA one two five is high";
    expect(explained(said, "Mother: breast ca at 46. 4 kg unintentional weight loss.")).toEqual([]);
  });

  test("'declines' what is offered denies having it; 'the depo' is Depo-Provera", () => {
    const said = "she doesn't want the depo because of weight gain";
    expect(explained(said, "Declines Depo-Provera (wt gain).")).toEqual([]);
  });

  test("how long someone has been free of something is how long it has gone on, not a course", () => {
    const said = "on lamotrigine one hundred milligrams twice a day seizure free for two years";
    expect(explained(said, "Lamotrigine 100 mg BD, seizure-free 2 yrs. Seizure-free for two years.")).toEqual([]);
  });

  test("'CP' when the dictation says cerebral palsy is not chest pain", () => {
    expect(explained("twenty year old with cerebral palsy and a cough", "20M, CP, cough.")).toEqual([]);
    expect(texts("twenty year old with a cough", "20M, CP, cough.")).toEqual(["CP"]);
  });

  test("'not improving with' as 'no better with' denies what it would be better with", () => {
    expect(explained("acuity six eighteen no better with pinhole", "VA 6/18, not improving with a pinhole.")).toEqual(
      [],
    );
  });

  test("a long list of labels the answer 'nil' follows is denied, every one", () => {
    const said = "no cough or wheeze no fever no rash no sore throat no earache no vomiting no diarrhoea";
    expect(explained(said, "Cough/wheeze, fever, rash, sore throat, earache, vomiting or diarrhoea: nil.")).toEqual([]);
  });
});

describe("what held-out-45's first run flagged on faithful notes, as general rules (decision 034)", () => {
  test("'?infection' glued to its query mark is queried, not a new sentence", () => {
    expect(explained("no signs of infection", "Review sooner if weeping or crusting (?infection).")).toEqual([]);
  });

  test("a goal ('target 5% weight loss') is not what is so", () => {
    expect(explained("no weight loss", "Target: wt loss with diet and exercise.")).toEqual([]);
  });

  test("the arrow to an instruction reaches back over a list's commas", () => {
    expect(explained("no thirst no weight loss", "SN: thirst, polyuria, wt loss → return sooner.")).toEqual([]);
  });

  test("labels written 'D&V' and 'Palps' are answered by 'nil' with the others", () => {
    expect(explained("no palpitations no diarrhoea or vomiting", "Palps, D&V: nil.")).toEqual([]);
  });

  test("how a denied thing would be found ends the denial ('no bone exposed foot pulses palpable')", () => {
    const said = "no tendon exposed foot pulses palpable";
    expect(explained(said, "No tendon exposed. Foot pulses palpable.")).toEqual([]);
  });

  test("where a test was done ('in surgery') is passed over to its result", () => {
    const said = "urine pregnancy test in surgery negative";
    expect(explained(said, "UPT in surgery -ve. Seen in surgery.")).toEqual([]);
    expect(texts(said, "A pregnancy test in the surgery was positive.")).toEqual([
      "A pregnancy test in the surgery was positive",
    ]);
  });

  test("after 'or any', a thing a number follows is whole and denied ('or any procedure one partner')", () => {
    const said = "never had a cystoscopy or any bladder operation one partner";
    expect(explained(said, "No previous cystoscopy or bladder surgery. No other bladder operation.")).toEqual([]);
  });

  test("a test negative 'including' something is negative itself too", () => {
    const said = "urine dip which was all negative including for blood";
    expect(explained(said, "Urine dip -ve incl. blood.")).toEqual([]);
  });

  test("'or other' things are denied with the first ('never had a biopsy or other procedure')", () => {
    const said = "never had a biopsy or any procedure on the prostate";
    expect(texts(said, "Previous prostate procedure.")).toEqual(["procedure"]);
    expect(explained(said, "Never had a biopsy or other prostate procedure.")).toEqual([]);
  });

  test("'on review 40 minutes later' is when it was reviewed; 'beyond a month' is a month", () => {
    const said = "gave the injection and reviewed after thirty minutes if it keeps happening beyond a month refer";
    expect(explained(said, "On review 30 minutes later, settling. Refer if recurs beyond 1/12.")).toEqual([]);
  });
});

describe("what held-out-47 and -48's first runs flagged on faithful notes, as general rules (decision 034)", () => {
  test("the side a part is said to be worse in is compared with the side said to be worse", () => {
    const said = "aching in both calves but worse on the right in the lower part";
    expect(explained(said, "Aches in both calves, worse in the lower right calf.")).toEqual([]);
    expect(texts(said, "Aches in both calves, worse in the lower left calf.")).toEqual(["left calf"]);
  });

  test("'not wanting to eat' is reluctance to eat, said of the wanting", () => {
    expect(explained("off his food and not wanting to drink", "Reluctant to drink.")).toEqual([]);
  });
  test("'not being started' and 'preferred to' say what was not given", () => {
    const said = "no antibiotics for now and rather than starting a statin we'll try diet";
    expect(explained(said, "Antibiotics are not being started. Diet preferred to starting a statin.")).toEqual([]);
  });

  test("a side 'in the left upper part' is a side, compared with both", () => {
    const said = "pain in both shoulders worse in the left front part";
    expect(explained(said, "Bilateral shoulder pain, worse in the L anteriorly.")).toEqual([]);
  });

  test("'no problems getting' a thing is what saying it is fine says", () => {
    expect(explained("no problems getting to sleep", "Sleep fine.")).toEqual([]);
  });

  test("what a comma and 'which' say of a thing is said of it ('an X-ray, which is not needed')", () => {
    expect(explained("she asked about a scan not needed", "She asked about a scan, which is not needed.")).toEqual([]);
  });
});

describe("what held-out-48's first run flagged on faithful notes, as general rules (decision 034)", () => {
  test("a pair written with a slash ('d/c') in a list answered 'nil' is one label of it", () => {
    const said = "no hearing loss no discharge no dizziness no headache";
    expect(explained(said, "Hearing loss, d/c, dizziness, headache: nil.")).toEqual([]);
  });

  test("a score out of ten written '10/10' is not the tenth of October", () => {
    expect(explained("AMT ten out of ten", "AMT 10/10.")).toEqual([]);
    expect(texts("AMT eight out of ten", "AMT 10/10.")).toEqual(["10/10"]);
  });

  test("two things written as one with a slash after 'no' ('No swimming/diving ≥2/52') are both denied", () => {
    expect(explained("no swimming or diving for two weeks", "No swimming/diving ≥2/52.")).toEqual([]);
  });

  test("a label qualified in brackets ('Wheeze (today): nil') is still the label the answer denies", () => {
    expect(explained("asthma since childhood no wheeze today", "Wheeze (today): nil. Asthma since childhood.")).toEqual(
      [],
    );
    expect(texts("asthma since childhood wheeze today", "Wheeze (today): nil. Asthma since childhood.")).toEqual([
      "Wheeze",
    ]);
  });
});

describe("what held-out-49's and -50's first runs flagged on faithful notes, as general rules (decision 034)", () => {
  test("what the dictation took back ('the right ankle sorry the left ankle') is not what it says", () => {
    const said = "swelling of the right ankle sorry the left ankle for a week since a fall";
    expect(explained(said, "Swelling L ankle 1/52 after a fall.")).toEqual([]);
    expect(texts(said, "Swelling R ankle 1/52 after a fall.")).toEqual(["R ankle"]);
    const dose = "metformin five hundred milligrams twice a day for a month sorry once a day for a month";
    expect(explained(dose, "Metformin 500 mg OD for 1/12.")).toEqual([]);
    expect(texts(dose, "Metformin 500 mg BD for 1/12.")).toEqual(["BD"]);
  });

  test("'keep it going for at least three months' is how long a treatment lasts, as 'continue for' is", () => {
    const said =
      "using a cream three times a day for the last three months now hydrocortisone once a day and keep it going for at least three months";
    expect(explained(said, "Hydrocortisone OD, continue for ≥3/12.")).toEqual([]);
  });

  test("'without it' is without what was named before; the words after it are another clause's", () => {
    const said = "uses the inhaler every night can't sleep without it his daughter says he coughs at night";
    expect(explained(said, "Uses inhaler nightly, can't sleep without it. Daughter reports night cough.")).toEqual([]);
  });

  test("a label answered 'no' or 'all denied' at its end is denied, each label of a list ('Smoker: no')", () => {
    expect(explained("non smoker drinks rarely", "Smoker: no. Alcohol rarely.")).toEqual([]);
    expect(texts("smokes five a day drinks rarely", "Smoker: no. Alcohol rarely.")).toEqual(["Smoker: no"]);
    const said = "no fever no loss of appetite no change in bowel habit no cough";
    expect(explained(said, "Fever, loss of appetite, change in bowel habit, cough: all denied.")).toEqual([]);
  });

  test("a test's name before what it showed starts a clause of its own ('he declined bladder scan showed …', unpunctuated)", () => {
    const said = "he declined bladder scan showed a residual of three hundred mls";
    expect(explained(said, "Bladder scan: residual 300 ml.")).toEqual([]);
    // …and what was denied before the name stays denied.
    const ecg = "no ankle swelling ECG in the surgery shows sinus rhythm";
    expect(texts(ecg, "Ankle swelling. ECG: sinus rhythm.")).toEqual(["Ankle swelling"]);
  });

  test("a unit said with one side's number is not what the other side is of ('30 degrees on the left and 45 on the right')", () => {
    const said = "straight leg raise thirty degrees on the left and sixty on the right";
    expect(explained(said, "SLR 30 degrees on the left and 60 degrees on the right.")).toEqual([]);
  });

  test("near-syncope is not syncope: 'nearly passed out' supports it, and a note that says syncope is flagged", () => {
    const said = "she nearly passed out twice standing up quickly no loss of consciousness";
    expect(explained(said, "Two episodes of presyncope on standing. No LOC.")).toEqual([]);
    expect(texts(said, "Two episodes of syncope on standing. No LOC.")).toEqual(["syncope"]);
  });

  test("'plus a week' is a week ('enough for the trip plus a week spare')", () => {
    const said = "enough ramipril for the holiday plus a week spare";
    expect(explained(said, "Ramipril: enough for holiday + 1 week spare.")).toEqual([]);
    expect(texts(said, "Ramipril: enough for holiday + 2 weeks spare.")).toEqual(["2 weeks"]);
  });

  test("how many times something was treated ('for thrush three times') does not say it is there now", () => {
    const said = "she has treated herself for thrush three times swabs last month were negative for thrush";
    expect(explained(said, "Self-treated for thrush x3. Swabs last month negative for thrush.")).toEqual([]);
  });

  test("a clause about a medicine ('that she bought herself') does not part it from how long it has been taken", () => {
    const said =
      "she has been taking ibuprofen four hundred milligrams that she bought herself for the last three weeks";
    expect(explained(said, "OTC ibuprofen 400 mg for 3/52.")).toEqual([]);
  });

  test("whose thing it is after ', and' starts a clause of its own ('…, and his bladder and bowels are working')", () => {
    const said = "no cough no fever bladder and bowels normal";
    expect(explained(said, "He has no cough or fever, and his bladder and bowels are working normally.")).toEqual([]);
  });

  test("the side a weaker one is compared with ('L slightly weaker than R') is not a side the dictation must name", () => {
    const said = "power four out of five in both arms slightly weaker on the left";
    expect(explained(said, "Power 4/5 both arms, L slightly weaker than R.")).toEqual([]);
    expect(texts(said, "Power 4/5 both arms, R slightly weaker than L.")).toEqual(["R"]);
  });
});

describe("what held-out-51's and -52's first runs flagged on faithful notes, as general rules (decision 034)", () => {
  test("a label answered 'never', or 'no' before an aside in brackets, is denied ('DTs: never', 'Neck stiffness: No (…)')", () => {
    const said = "never had night sweats no neck stiffness turns his head fully";
    expect(explained(said, "Night sweats: never. Neck stiffness: No (turns head fully).")).toEqual([]);
    expect(texts("night sweats most nights no neck stiffness", "Night sweats: never.")).toEqual([
      "Night sweats: never",
    ]);
  });

  test("a verb's 'not' with how far it goes is a limit, not an absence ('doesn't abduct completely')", () => {
    const said = "right shoulder doesn't abduct completely only gets about halfway no wasting";
    expect(explained(said, "R shoulder abduction limited (about halfway). No wasting.")).toEqual([]);
    expect(explained(said, "The right shoulder abducts only about halfway.")).toEqual([]);
  });
  test("a dose is the medicine's it is a loading or daily dose of, or a patch's over its hours ('a 21 mg/24 hour nicotine patch')", () => {
    const said =
      "stop the apixaban last dose tonight then edoxaban sixty milligrams once a day from tomorrow and a nicotine patch fourteen milligrams per twenty four hours";
    const written =
      "His last apixaban dose is tonight, and he will start a 60 mg daily dose of edoxaban tomorrow. He is also starting a 14 mg/24 hour nicotine patch.";
    expect(explained(said, written)).toEqual([]);
    expect(texts(said, written.replace("14 mg/24 hour", "21 mg/24 hour"))).toEqual(["21 mg"]);
    const loading =
      "aspirin continues clopidogrel three hundred milligrams loading dose now then seventy five milligrams once a day";
    expect(
      explained(loading, "Aspirin continues; he takes a 300 mg loading dose of clopidogrel now, then 75 mg OD."),
    ).toEqual([]);
  });
  test("the albumin creatinine ratio said in full is the ACR", () => {
    const said = "her urine albumin creatinine ratio came back at forty five and her eGFR is fifty two";
    expect(explained(said, "ACR 45, eGFR 52.")).toEqual([]);
    expect(explained(said, "Her albumin:creatinine ratio is 45 and eGFR 52.")).toEqual([]);
    expect(texts(said, "ACR 54, eGFR 52.")).toEqual(["54"]);
  });
  test("'an hour and a half' is 90 minutes, and 'still weak at a month' is a month", () => {
    const said = "the early morning stiffness goes on for an hour and a half and the grip is still weak at a month";
    expect(explained(said, "EMS 90 min. Grip still weak at 1 month.")).toEqual([]);
    expect(explained(said, "Early morning stiffness lasting 1.5 hours; grip still weak at one month.")).toEqual([]);
    expect(texts(said, "EMS 60 min. Grip still weak at 2 months.")).toEqual(["60 min", "2 months"]);
  });
  test("'a month before' is a month; a label answered 'none from …' denies where, too; '…, no, …' corrects a date", () => {
    const said = "he stopped the omeprazole a month before the endoscopy no bleeding from the rectum or the bladder";
    expect(explained(said, "Omeprazole stopped 1/12 before OGD. Bleeding: none from rectum or bladder.")).toEqual([]);
    expect(texts(said, "Omeprazole stopped 2/52 before OGD.")).toEqual(["2/52"]);
    const corrected = "her operation is on the fifth, no, the fifteenth of March";
    expect(explained(corrected, "Operation 15th March.")).toEqual([]);
    expect(texts(corrected, "Operation 5th March.")).toEqual(["5th March"]);
  });
});

describe("what held-out-51's and -52's first runs missed, as general rules (decision 034)", () => {
  test("a label answered as there ('Nosebleeds: two last month', 'Haemoptysis: yes') is checked against a denial", () => {
    const said = "she has had no nosebleeds and no haemoptysis and she's never had a blackout";
    expect(explained(said, "Nosebleeds: no. Haemoptysis: nil. Blackouts: never.")).toEqual([]);
    expect(texts(said, "Nosebleeds: two last month. Haemoptysis: nil.")).toEqual(["Nosebleeds: two last month"]);
    expect(texts(said, "Nosebleeds: no. Haemoptysis: yes, streaky.")).toEqual(["Haemoptysis: yes, streaky"]);
    expect(texts(said, "Nosebleeds: no. Blackouts: 3.")).toEqual(["Blackouts: 3"]);
  });
  test("a label's answer that only says who or what ('FH: sister – asthma') is not read as the label being there", () => {
    const said = "no family history of bowel cancer, her sister has asthma";
    expect(explained(said, "FH: sister – asthma. No FH of bowel cancer.")).toEqual([]);
  });
  test("a flag shows no more than the first few words of a label's answer", () => {
    const written = "Chest pain: yes, on exertion, relieved by rest, no radiation to the arm.";
    expect(texts("no chest pain at all", written)).toEqual(["Chest pain: yes, on exertion, relieved"]);
  });
  test("a flag on a finding that heads a label shows the label's answer too", () => {
    const said = "no family history of ovarian cancer";
    expect(texts(said, "Family history of ovarian cancer: maternal aunt.")).toEqual([
      "Family history of ovarian cancer: maternal aunt",
    ]);
  });
});

describe("what held-out-53's and -54's first runs flagged on faithful notes, as general rules (decision 034)", () => {
  test("'X nil no Y' (unpunctuated): the 'nil' answers X, and does not negate the 'no'", () => {
    const said = "wheeze nil no fevers no rigors";
    expect(explained(said, "Wheeze: nil. No fevers or rigors.")).toEqual([]);
    expect(texts(said, "Wheeze: present. No fevers or rigors.")).toEqual(["Wheeze: present"]);
  });
  test("a short sentence punctuated 'Label, none.' is a label and its answer", () => {
    const said = "Sputum, none. Night sweats, none. Appetite good.";
    expect(explained(said, "Sputum: none. Night sweats: none.")).toEqual([]);
    expect(explained(said, "No sputum or night sweats.")).toEqual([]);
    expect(texts(said, "Sputum: none. Drenching night sweats.")).toEqual(["night sweats"]);
  });
  test("a label answered 'no history', or 'denies', denies the label", () => {
    const said = "no history of eczema or hay fever and she denies any thoughts of self harm";
    expect(explained(said, "Eczema/hay fever: no history. Thoughts of self-harm: denies.")).toEqual([]);
  });
  test("a label answered with a negation ('Driving: not driven since') does not say the label is so", () => {
    expect(explained("he must not drive for a month", "Driving: not driven since.")).toEqual([]);
  });
  test("'previous', 'known', 'recurrent' … before a noun start a phrase of their own (unpunctuated)", () => {
    const said = "not on vitamin D known osteopenia on the last scan";
    expect(explained(said, "Not on vitamin D. Known osteopenia.")).toEqual([]);
    // …and "no" answers the phrase they start, before who the next clause is said of.
    const answered = "not on any blood thinners previous DVT no he's never had a clot";
    expect(texts(answered, "No anticoagulant. Previous DVT.")).toEqual(["Previous DVT"]);
  });
  test("'no' before who the next clause is said of answers what it follows", () => {
    const said = "any tremor no she says her hands are steady";
    expect(texts(said, "Fine tremor.")).toEqual(["tremor"]);
  });
  test("'he'd' or 'she'd' starts a clause a negation before does not reach", () => {
    const said = "partner has no symptoms she'd tried a salt bath which helped";
    expect(explained(said, "Partner has no symptoms. She tried a salt bath, which helped.")).toEqual([]);
  });
  test("calcium is a reading: 'not on calcium' is not denied by 'calcium 2.41'", () => {
    const said = "she's not on calcium bloods calcium two point four one";
    expect(explained(said, "Not on calcium. Calcium 2.41.")).toEqual([]);
    expect(texts(said, "Not on calcium. Calcium 2.14.")).toEqual(["2.14"]);
  });
  test("a liquid's strength said before its form ('the one twenty five in five suspension') is a strength", () => {
    const said =
      "amoxicillin two hundred and fifty milligrams three times a day so ten mls of the one twenty five in five suspension";
    expect(explained(said, "Amoxicillin 250 mg TDS (10 mL of 125 mg/5 mL suspension).")).toEqual([]);
    expect(texts(said, "Amoxicillin 250 mg TDS (10 mL of 250 mg/5 mL suspension).")).toEqual(["250 mg/5 mL"]);
  });
  test("'told not to take any more X' is an instruction: who was told is not what is denied", () => {
    const said = "Stop the naproxen. Told not to take any more naproxen and to come back in a week.";
    const written = "I have stopped his naproxen today and told him not to take any more; it should not be restarted.";
    expect(explained(said, written)).toEqual([]);
  });
  test("'fine creps' are crackles, not a side said to be fine", () => {
    expect(explained("fine crackles at both bases no wheeze", "Fine creps both bases. No wheeze.")).toEqual([]);
  });
  test("a frequency after a combination's parts, named in brackets, is the combination's", () => {
    const said = "start Relvar Ellipta, one inhalation once a day, that's fluticasone and vilanterol";
    const started = "I have started Relvar Ellipta (fluticasone and vilanterol), one inhalation";
    expect(explained(said, `${started} once daily.`)).toEqual([]);
    expect(texts(said, `${started} twice daily.`)).toEqual(["twice daily"]);
  });
  test("'a month's duration' is a length of time", () => {
    expect(texts("itchy rash for about a week", "Itchy rash of about a month's duration.")).toEqual(["a month's"]);
    expect(explained("itchy rash for about a week", "Itchy rash of about a week's duration.")).toEqual([]);
    // …and how long something has gone on, not when to follow it up.
    expect(texts("itchy rash for a week, review in a month", "Itchy rash of a month's duration.")).toEqual([
      "a month's",
    ]);
  });
  test("'↑ 2.5 mg → 5 mg': the dose before the arrow is the old one", () => {
    const said = "bisoprolol went up from two point five to five milligrams last month";
    expect(explained(said, "Bisoprolol ↑ 2.5 mg → 5 mg last month.")).toEqual([]);
    expect(texts(said, "Bisoprolol ↑ 1.25 mg → 5 mg last month.")).toEqual(["1.25 mg"]);
  });
  test("'3 attacks in 6/12' counts what happened over so long: a history, not a review", () => {
    expect(explained("three attacks of gout in the last six months", "3 attacks in 6/12.")).toEqual([]);
  });
  test("a kind of bleeding said to be there ('nosebleeds') supports 'the bleeds'", () => {
    const said = "recurrent nosebleeds from the left nostril, no bleeding gums";
    expect(explained(said, "The bleeds stop with pressure. No bleeding gums.")).toEqual([]);
  });
  test("'take it half an hour before breakfast' is when each dose is taken, not how long it takes to work", () => {
    const said = "alendronic acid seventy milligrams once a week take it half an hour before breakfast";
    expect(explained(said, "Alendronic acid 70 mg weekly, 30 min before breakfast.")).toEqual([]);
    expect(texts(said, "Alendronic acid 70 mg weekly, 60 min before breakfast.")).toEqual(["60 min"]);
  });
});

describe("what held-out-53's and -54's first runs missed, as general rules (decision 034)", () => {
  test("a number corrected with the same words after it takes back the first ('5 mg at night sorry 10 mg at night')", () => {
    const said = "amitriptyline five milligrams at night sorry I mean ten milligrams at night";
    expect(explained(said, "Amitriptyline 10 mg ON.")).toEqual([]);
    expect(texts(said, "Amitriptyline 5 mg ON.")).toEqual(["5 mg"]);
  });
  test("a verb in another sentence is not said of a medicine ('… on top of ramipril. Plan: stop the amlodipine')", () => {
    const said =
      "The dizziness is probably the amlodipine on top of ramipril. Plan: stop the amlodipine, carry on with the ramipril and atorvastatin.";
    expect(explained(said, "I have stopped the amlodipine.")).toEqual([]);
    expect(texts(said, "I have stopped the ramipril.")).toEqual(["stopped the ramipril"]);
  });
  test("what is wrong, then a comma and where ('septic arthritis, L knee.'), gives the side its state", () => {
    const said = "hot swollen right knee, left knee normal. impression septic arthritis of the right knee";
    expect(explained(said, "Impression: septic arthritis, R knee.")).toEqual([]);
    expect(texts(said, "Impression: septic arthritis, L knee.")).toEqual(["L knee"]);
  });
  test("after 'no X,' how the patient is ('febrile') is not denied with X", () => {
    expect(texts("no cough no fever at home", "No cough, febrile at home.")).toEqual(["febrile"]);
    expect(explained("no cough no fever at home", "No cough or fever at home.")).toEqual([]);
  });
  test("a questionnaire's number is its name ('PHQ nine'), not a reading", () => {
    const said = "PHQ nine fourteen and GAD seven eleven, she's lost about three kilos";
    expect(explained(said, "PHQ-9 14, GAD-7 11. Lost ~3 kg.")).toEqual([]);
    expect(texts(said, "PHQ-9 14, GAD-7 11. Lost ~9 kg.")).toEqual(["9 kg"]);
  });
});

describe("what held-out-55's and -56's first runs flagged on faithful notes, as general rules (decision 034)", () => {
  test("'no other medicines, including X': X is denied by name", () => {
    const said = "she takes no other medicines, including no herbal remedies or ginkgo";
    expect(explained(said, "She takes no other medicines, including ginkgo.")).toEqual([]);
  });
  test("a medicine said with 's ('trimethoprim's no good') is that medicine", () => {
    const said = "trimethoprim's no good as she's allergic, so nitrofurantoin fifty milligrams four times a day";
    expect(explained(said, "Trimethoprim avoided (allergy). Nitrofurantoin 50 mg QDS.")).toEqual([]);
  });
  test("a label that is advice ('Vomiting advice:') is neither there nor absent", () => {
    const said = "no vomiting or diarrhoea. if she vomits within three hours of the tablet she needs another dose";
    const written = "Vomiting/diarrhoea: nil. Vomiting advice: another dose if vomits within 3 h of tablet.";
    expect(explained(said, written)).toEqual([]);
  });
  test("a medicine 'started … ago' is its history, not this plan's start", () => {
    const said = "she wants to come off the sertraline it was started two years ago after her divorce";
    expect(explained(said, "Sertraline started 2 yrs ago after divorce; wants to come off it.")).toEqual([]);
  });
  test("'been sick' is vomiting", () => {
    const said = "light bothers him and he's been sick with a few of them, no morning vomiting";
    expect(explained(said, "Photophobia. Vomited with some attacks. No morning vomiting.")).toEqual([]);
  });
  test("a sign named for someone ('Brudzinski's negative') is that sign's result, not a list's", () => {
    expect(
      explained("neck stiffness on flexion, Brudzinski's negative", "Neck stiff on flexion; Brudzinski's negative."),
    ).toEqual([]);
  });
  test("'nothing suggests' denies what it suggests", () => {
    const said = "no features to suggest a septic arthritis";
    expect(explained(said, "Nothing suggests a septic arthritis.")).toEqual([]);
  });
  test("'never had a headache like this' denies only one like this", () => {
    const said =
      "she does get a sore throat a few times a year but has never had one anything like this, with a headache";
    expect(explained(said, "Sore throats a few times a year but never a headache like this.")).toEqual([]);
  });
  test("'within two days of the injection' is a time after something, neither a course nor a history", () => {
    expect(
      explained("come back if the rash appears within two days of the injection", "Return if rash within 2 days."),
    ).toEqual([]);
  });
});

describe("what held-out-55's and -56's residual flags on faithful notes showed, as general rules (decision 034)", () => {
  test("'never gets' negates what it gets, not a clause of its own", () => {
    const said = "some chest tightness walking uphill but she never gets tight chested at rest";
    expect(explained(said, "Chest tightness walking uphill; does not get tight chested at rest.")).toEqual([]);
  });
  test("a count in a month without 'times' ('one or two a month') is how often", () => {
    const said = "he gets these cluster attacks about one or two a month lasting an hour";
    expect(explained(said, "Attacks once or twice a month, lasting an hour.")).toEqual([]);
    expect(texts(said, "Attacks once or twice a week, lasting an hour.")).toEqual(["once or twice a week"]);
  });
  test("a day of history is what 'started yesterday' says", () => {
    const said = "the right knee swelled up four days ago and the left one started yesterday";
    expect(explained(said, "Swollen knees: R 4 days, L 1 day.")).toEqual([]);
    expect(texts("the right knee swelled up four days ago and the left one this morning", "L 1 day.")).toEqual([
      "1 day",
    ]);
  });
  test("a digit said as a plural ('serial sevens') is the digit ('serial 7s')", () => {
    expect(explained("struggled with serial sevens", "Struggled with serial 7s.")).toEqual([]);
    expect(texts("struggled with serial sevens", "Struggled with serial 3s.")).toEqual(["3"]);
  });
});

describe("what held-out-57's to -59's first runs flagged on faithful notes, as general rules (decision 034)", () => {
  test("'-ve' written before what a sample's test found denies that, not the test", () => {
    const said = "MSU dipstick negative for leucocytes and nitrites";
    expect(explained(said, "MSU dipstick -ve leucocytes and nitrites.")).toEqual([]);
    expect(explained(said, "MSU: -ve leucocytes, -ve nitrites.")).toEqual([]);
  });
  test("after 'no X,' two things joined by 'and' said present are there ('carotid and femoral pulses present')", () => {
    const said = "no bruising or swelling, carotid and femoral pulses present, abdomen soft";
    expect(explained(said, "No bruising or swelling. Carotid and femoral pulses present.")).toEqual([]);
  });
  test("'index' after a side is the index finger", () => {
    const said = "pins and needles in the right index middle and ring fingers and just the tip of the left index";
    const written =
      "Pins and needles in the right index, middle and ring fingers and the tip of the left index finger.";
    expect(explained(said, written)).toEqual([]);
  });
  test("a side whose reading is followed by 'and' the other side's is the side of the reading alone", () => {
    const said =
      "Tinel's and Phalen's negative on both sides, calf girth thirty six centimetres on the right thirty four on the left";
    expect(explained(said, "Calf girth was 36 cm on the right and 34 cm on the left.")).toEqual([]);
  });
  test("a dose said as what a medicine is ('a 15 mg a day nicotine patch') is that medicine's", () => {
    const said = "wants to quit smoking, nicotine patch fifteen milligrams a day";
    expect(explained(said, "Wants to quit smoking: will use a 15 mg a day nicotine patch.")).toEqual([]);
    expect(texts(said, "Wants to quit smoking: will use a 25 mg a day nicotine patch.")).toEqual(["25 mg"]);
  });
  test("a label with 'after', 'with', 'at' or 'during' in it is answered whole ('Pain during sex: no')", () => {
    expect(explained("no pain during sex", "Pain during sex: no.")).toEqual([]);
  });
  test("'but not along X' says where something is not, and denies nothing of X", () => {
    const said = "tender over the lateral malleolus, fibular shaft not tender";
    expect(explained(said, "Tender over the lateral malleolus but not along the fibular shaft.")).toEqual([]);
  });
  test("pulses named by where they are felt are pulses ('no popliteal or tibial pulse')", () => {
    const said =
      "femoral pulse palpable, no popliteal or posterior tibial pulse on the right, all pulses present on the left";
    const written = "Right popliteal and posterior tibial pulses are absent; all pulses are present on the left.";
    expect(explained(said, written)).toEqual([]);
  });
  test("what the document both denies and says is there, as the dictation does, is not a reversal", () => {
    const said = "right wrist swollen and tender left wrist normal abdomen soft non tender";
    const written = "The right wrist is swollen and tender; the left wrist is normal. Abdomen soft and non-tender.";
    expect(explained(said, written)).toEqual([]);
  });
  test("a side said to be as the word after 'is' says ('left is flexor') is that side's", () => {
    const said = "plantar upgoing on the left right is flexor";
    expect(explained(said, "Plantars: L upgoing, R flexor.")).toEqual([]);
  });
  test("how much of something there is, after a comma ('no delusions, limited insight'), is there", () => {
    const said = "no hallucinations or delusions, limited insight, he agrees";
    expect(explained(said, "No hallucinations or delusions. Limited insight.")).toEqual([]);
  });
  test("a test's negative result is reversed only by a positive one, not by the test named again", () => {
    const said = "urine culture negative, repeat if symptoms return";
    expect(explained(said, "Urine culture negative. Repeat urine culture if symptoms return.")).toEqual([]);
    expect(texts(said, "Urine culture positive.")).toEqual(["Urine culture positive"]);
  });
  test("'the two' standing for the things named before is not a reading", () => {
    const said = "stop the amlodipine, start lercanidipine, don't take them together";
    expect(explained(said, "Amlodipine → lercanidipine; not to take the two together.")).toEqual([]);
  });
  test("what someone is off, after a comma ('not vomiting, off her food'), is so", () => {
    expect(explained("not vomiting, off her food", "Not vomiting; off her food.")).toEqual([]);
  });
  test("what a patient knows to do if something comes is advice ('knows to attend with any…')", () => {
    const said = "no blurring. same day eye casualty if any loss of vision";
    expect(
      explained(said, "No blurring. She knows to attend eye casualty the same day with any loss of vision."),
    ).toEqual([]);
  });
  test("'last week' is when, neither how long nor 'a week ago'", () => {
    const said =
      "his neighbour gave him some naproxen, five hundred milligrams twice a day, he took them for four days last week";
    expect(explained(said, "Naproxen 500 mg BD (from neighbour) for 4/7 last week.")).toEqual([]);
    expect(texts("thyroid function last month normal", "TFTs normal. Tired for 1/12.")).toEqual(["1/12"]);
  });
  test("a bare dose said with a time of day takes the unit said a few words before ('to thirty in the morning')", () => {
    const said =
      "increase the prednisolone from thirty milligrams in the morning to thirty in the morning and ten at lunchtime";
    const written = "Prednisolone ↑ from 30 mg in the morning to 30 mg in the morning plus 10 mg at lunchtime.";
    expect(explained(said, written)).toEqual([]);
    expect(texts(said, written.replace("plus 10 mg", "plus 20 mg"))).toEqual(["20 mg"]);
  });
  test("'three quarters of a tablet' is ¾ tablet, and a count of tablets is never a measurement's", () => {
    expect(explained("at her weight that's three quarters of a tablet twice a day", "¾ tablet BD.")).toEqual([]);
  });
  test("'one metre seventy two' is 1.72 m", () => {
    expect(explained("height one metre seventy two, weight eighty kilos", "Ht 1.72 m, Wt 80 kg.")).toEqual([]);
    expect(texts("height one metre seventy two, weight eighty kilos", "Ht 1.27 m.")).toEqual(["1.27 m"]);
  });
  test("a length of time whose unit is left out ('for the last four', 'the usual five') takes the one said before", () => {
    expect(
      explained("cough for about three weeks and a fever for the last four, no weight loss", "Fever 4/52."),
    ).toEqual([]);
    const said = "clarithromycin for fourteen days, not the usual five for a chest infection";
    expect(explained(said, "Clarithromycin 14/7 (not the usual 5/7 for a chest infection).")).toEqual([]);
  });
  test("'lacks capacity' is what 'doesn't have capacity' says", () => {
    const said = "she doesn't have capacity for this decision so best interests meeting with her son";
    expect(explained(said, "She lacks capacity for this decision; best-interests meeting with her son.")).toEqual([]);
  });
  test("'X and Y are to be avoided' is what 'no X and no Y' says", () => {
    const said = "no codeine and no tramadol because of her kidneys";
    expect(explained(said, "Codeine and tramadol are to be avoided because of her kidneys.")).toEqual([]);
  });
  test("not wanting to stop a medicine is going on with it", () => {
    const said = "he doesn't want to stop the finasteride, we talked about options";
    expect(explained(said, "Wishes to continue finasteride.")).toEqual([]);
    expect(texts("he wants to stop the finasteride", "Wishes to continue finasteride.")).toEqual([
      "continue finasteride",
    ]);
  });
  test("a test's negative result is not reversed by the test planned again", () => {
    const said = "hepatitis C negative. repeat hepatitis C tests in three months";
    expect(explained(said, "Hepatitis C tests are negative; repeat in 3 months.")).toEqual([]);
  });
  test("'+' between two tests is a list; straight before when, it is 'and again'", () => {
    const said = "LFTs and calcium in three months, and U and E today and again in two weeks";
    expect(explained(said, "LFTs + calcium in 3/12. U&E today + 2/52.")).toEqual([]);
  });
});

describe("what held-out-55's and -56's first runs missed, as general rules (decision 034)", () => {
  test("a day written alone after 'after', or after what is booked ('appt 14th'), is a date", () => {
    const said = "repeat the bloods on or after the nineteenth and she has a physio appointment on the twelfth";
    expect(explained(said, "Bloods on or after the 19th. Physio appt 12th.")).toEqual([]);
    expect(texts(said, "Bloods on or after the 16th. Physio appt 15th.")).toEqual(["16th", "15th"]);
  });
  test("a day of the month corrected ('the thirtieth of April, sorry, the second of May') takes the first back", () => {
    const said = "book the scan for the thirtieth of april, sorry, the second of may";
    expect(explained(said, "Scan booked for 2nd May at the hospital.")).toEqual([]);
    expect(texts(said, "Scan booked for 30th April at the hospital.")).toEqual(["30th April"]);
  });
});

describe("what held-out-57's to -60's first runs missed, and -61's and -62's flagged, as general rules (decision 034)", () => {
  test("'GC' is gonorrhoea", () => {
    expect(texts("swabs: gonorrhoea negative at both sites, chlamydia positive", "GC +ve throat.")).toEqual(["GC +ve"]);
  });
  test("after items each with its own 'no', one without is there ('no cough, no sputum, fever')", () => {
    expect(texts("no cough, no sputum, no fever. chest clear", "No cough, no sputum, fever.")).toEqual(["fever"]);
    // …unless "or" closes the list: "no cough, no sputum, fever or wheeze".
    expect(explained("no cough, no sputum, no fever, no wheeze", "No cough, no sputum, fever or wheeze.")).toEqual([]);
  });
  test("'didn't black out' denies loss of consciousness", () => {
    expect(texts("she felt dizzy and sat down but didn't black out", "Dizzy, sat down; brief LOC.")).toEqual([
      "brief LOC",
    ]);
  });
  test("a test's name before 'came back' starts a clause of its own ('not jaundiced, faecal calprotectin came back')", () => {
    const said = "no hepatomegaly, not jaundiced, faecal calprotectin came back on the second of june at forty";
    expect(explained(said, "Not jaundiced. Faecal calprotectin 40 (2 June).")).toEqual([]);
  });
  test("how often something is so, after a comma ('not painful, occasionally itchy'), is so", () => {
    expect(
      explained("no discharge, not painful, occasionally itchy, no bleeding", "Not painful, occasionally itchy."),
    ).toEqual([]);
  });
  test("what is palpable after 'no X,' is there ('no ulcers, radial pulses palpable')", () => {
    expect(explained("no ulcers, radial pulses palpable", "No ulcers; radial pulses palpable.")).toEqual([]);
  });
  test("'neither is helping much' is a little, as 'not helped much' is", () => {
    const said = "taking naproxen and paracetamol and neither is helping much, worried about his stomach";
    expect(explained(said, "Naproxen and paracetamol have not helped much.")).toEqual([]);
  });
  test("what the plan does next, after a comma ('not helping, refer to physio'), is not denied", () => {
    const said = "stop the naproxen as it's not helping, refer to physio and review in a month";
    expect(explained(said, "Stop naproxen (not helping). Refer to physio. Review 1/12.")).toEqual([]);
  });
  test("athlete's foot is tinea pedis", () => {
    expect(texts("skin between the toes normal, no athlete's foot", "Tinea pedis between the toes.")).toEqual([
      "Tinea pedis",
    ]);
  });
});

describe("what held-out-63's and -64's first runs flagged on faithful notes, as general rules (decision 034)", () => {
  test("a volume said after a volume that is measured is the measurement's, not the medicine's", () => {
    const said = "after two puffs of salbutamol the FEV1 went up by two hundred and forty mls";
    expect(explained(said, "Post-bronchodilator FEV1 rose by 240 mL.")).toEqual([]);
    expect(texts(said, "Post-bronchodilator FEV1 rose by 420 mL.")).toEqual(["420 mL"]);
  });
  test("a reading's name after a comma, with its value in the clause, is not denied ('not anaemic, ferritin done …')", () => {
    const said = "she's not anaemic, ferritin done on Friday the fifth of May was twelve";
    expect(explained(said, "Not anaemic - ferritin 12 on Fri 5 May.")).toEqual([]);
  });
  test("'alternate days' is every other day", () => {
    const said = "mometasone once a day for two weeks then every other day for two weeks";
    expect(explained(said, "Mometasone OD for 2/52, then alternate days for 2/52.")).toEqual([]);
    expect(texts("mometasone twice a week", "Mometasone on alternate days.")).toEqual(["alternate days"]);
  });
  test("a suture's size ('4-0 nylon', said 'four oh nylon') is one size", () => {
    expect(explained("closed with five oh nylon", "Closed with 5-0 nylon.")).toEqual([]);
    expect(texts("closed with five oh nylon", "Closed with 6-0 nylon.")).toEqual(["6-0"]);
  });
  test("a time said as part of the hour: 'half past', 'quarter past', 'quarter to'", () => {
    expect(explained("seen at quarter past three", "Seen at 15:15.")).toEqual([]);
    expect(explained("the fall was at quarter to eight this morning", "Fall at 07:45.")).toEqual([]);
    expect(explained("it happened at half past nine", "Happened at 09:30.")).toEqual([]);
    expect(texts("it happened at half past nine", "Happened at 08:30.")).toEqual(["08:30"]);
  });
  test("'none on' says where there is none, after it (unpunctuated)", () => {
    const said = "papules over the lower abdomen none on the genitals";
    expect(explained(said, "Papules over lower abdomen. None on the genitals.")).toEqual([]);
  });
  test("how often something is so, straight after what is denied ('not painful sometimes itchy'), is so", () => {
    expect(explained("the rash is not painful sometimes itchy", "Rash not painful, sometimes itchy.")).toEqual([]);
  });
  test("'2°' is secondary: a note's 'no signs of 2° infection' denies infection", () => {
    expect(texts("no signs of infection", "No signs of 2° infection.")).toEqual([]);
    expect(texts("signs of secondary infection around it", "No signs of 2° infection.")).not.toEqual([]);
  });
  test("what 'it' is not to be used with is denied ('don't take it with milk')", () => {
    expect(explained("don't take it with milk", "Not with milk.")).toEqual([]);
  });
  test("'nil else of note' denies nothing said before it", () => {
    expect(explained("tonsillectomy as a teenager nil else of note", "Tonsillectomy as a teenager.")).toEqual([]);
  });
  test("'R:' in an SBAR note is its Recommendation, not a side", () => {
    const note = "S: Dizzy.\nB: On sertraline.\nA: Low sodium.\nR: Sertraline stopped today.";
    expect(explained("dizzy on sertraline, sodium low, stop the sertraline today", note)).toEqual([]);
  });
  test("'carry on with the X' is continuing it", () => {
    const said =
      "start ramipril. if the cough comes back he's to carry on with the ramipril and tell us. stop the ramipril if swollen lips";
    expect(explained(said, "If cough - continue ramipril.")).toEqual([]);
  });
  test("risks talked about ('after discussing the risks, including bleeding') are not findings", () => {
    const said = "consent taken, risks discussed including bleeding and infection";
    expect(explained(said, "Consent was taken after discussing the risks, including bleeding and infection.")).toEqual(
      [],
    );
  });
  test("a vaccine is named by its disease, and hepatitis A's is not hepatitis B's", () => {
    const said = "hepatitis A and typhoid given today, tetanus diphtheria and polio booster up to date";
    expect(explained(said, "Hep A vaccine + typhoid vaccine given today. Td/IPV up to date.")).toEqual([]);
    expect(texts(said, "Hep B vaccine given today.")).toEqual(["Hep B vaccine"]);
    expect(explained("first dose of hepatitis A today", "Hepatitis A dose 1 today.")).toEqual([]);
  });
  test("'AF' is atrial fibrillation, and what an ECG confirms is not denied before it", () => {
    expect(texts("ECG sinus rhythm no AF", "ECG: atrial fibrillation.")).toEqual(["atrial fibrillation"]);
    expect(explained("no ankle swelling ecg confirms atrial fibrillation", "No ankle swelling. ECG: AF.")).toEqual([]);
  });
  test("a reading with a decimal is not a count ('up from sixty one point two a month ago')", () => {
    const said = "weight sixty three point five kilos, up from sixty one point two a month ago";
    expect(explained(said, "Wt 63.5 kg (61.2 kg a month ago).")).toEqual([]);
  });
});

describe("what held-out-65's and -66's first runs flagged on faithful notes, as general rules (decision 034)", () => {
  test("a test named before where its blood was taken is what the number is of ('sodium on the ward bloods was …')", () => {
    const said = "no headache sodium on the ward bloods was one three two";
    expect(explained(said, "Na 132 (ward bloods).")).toEqual([]);
    expect(texts(said, "Na 123 (ward bloods).")).toEqual(["123"]);
  });
  test("'esp.' does not end a sentence: a safety net's list goes on after it", () => {
    const said = "no fevers no weight loss, come back if any fevers or weight loss";
    expect(explained(said, "Return if new pain (esp. at night), fevers or weight loss.")).toEqual([]);
  });
  test("an interval in months written as a range ('every 3-6/12') is 'every three to six months'", () => {
    const said = "check the PSA in three months and then every three to six months if stable";
    expect(explained(said, "PSA in 3/12, then every 3-6/12 if stable.")).toEqual([]);
    expect(texts(said, "PSA in 3/12, then every 2-6/12 if stable.")).toEqual(["2"]);
  });
  test("after a verb and what it is done to, a finding starts a clause of its own (unpunctuated)", () => {
    const said = "he can't grip the kettle tingling in the index finger";
    expect(explained(said, "Can't grip the kettle. Tingling in index finger.")).toEqual([]);
  });
  test("a place the dictation says something is not on, written clear, agrees with it", () => {
    const said = "the rash isn't on her face or hands";
    expect(explained(said, "Rash; face and hands clear.")).toEqual([]);
  });
  test("how long a ring or patch stays in, and its break out, is its course", () => {
    const said = "we'll start NuvaRing. the ring stays in for three weeks, then it's out for a seven day break.";
    expect(explained(said, "NuvaRing: 3 weeks in, then 7-day ring-free break.")).toEqual([]);
  });
  test("'every half an hour' and 'up four times at night' are how often", () => {
    const said = "passing urine every half an hour, up four times at night";
    expect(explained(said, "Frequency every 30 min by day, four times a night.")).toEqual([]);
    expect(explained("pain comes every ten minutes or so", "Pain every ~10 min.")).toEqual([]);
  });
  test("'hourly for pain' is hourly as needed (a breakthrough dose), 'four times a day for pain' is not", () => {
    const said = "oxycodone two point five milligrams subcut hourly for pain";
    expect(explained(said, "Oxycodone 2.5 mg SC hourly PRN.")).toEqual([]);
    expect(texts("paracetamol one gram four times a day for pain", "Paracetamol 1 g QDS PRN.")).toEqual(["QDS PRN"]);
  });
  test("one finding straight after another, in a list 'or' closes, is an item of its own (unpunctuated)", () => {
    const said = "no episodes of sweating palpitations or tremor no weight loss";
    expect(texts(said, "Reports episodes of sweating, palpitations and tremor.")).toContain(
      "Reports episodes of sweating",
    );
  });
  test("'wind' is flatus, and 'DP' the dorsalis pedis", () => {
    expect(texts("she's passing wind", "Not passing flatus.")).not.toEqual([]);
    expect(texts("dorsalis pedis pulse present on the left", "L DP pulse absent.")).not.toEqual([]);
  });
  test("a trace on a dipstick is a reading: 'leucocytes trace nitrites negative' denies only nitrites", () => {
    const said = "urine dip protein trace leucocytes trace nitrites negative";
    expect(texts(said, "Urine dip: protein trace, leucs trace, nitrites +ve.")).not.toEqual([]);
  });
  test("'does not want hospital' is a wish, as 'doesn't want to go to hospital' is", () => {
    const said = "he doesn't want to go to hospital three days of vomiting";
    expect(explained(said, "Does not want hospital. 3/7 vomiting.")).toEqual([]);
  });
  test("a combination's frequency said of a medicine in it ('… micrograms of ethinylestradiol a day')", () => {
    const said =
      "NuvaRing which is etonogestrel and ethinylestradiol, it releases fifteen micrograms of ethinylestradiol a day";
    expect(explained(said, "NuvaRing (etonogestrel with ethinylestradiol 15 micrograms a day).")).toEqual([]);
  });
});

describe("what held-out-67's and -68's first runs flagged on faithful notes, as general rules (decision 034)", () => {
  test("what someone else may want ('the surgeons may want weight loss first') is a possibility", () => {
    const said = "explained the surgeons might want him to lose some weight before they operate";
    expect(explained(said, "Surgeons may want weight loss first.")).toEqual([]);
  });
  test("a length of time in the shorthand near an eye ('~3/12 ago', 'for at least 3/12') is not an acuity", () => {
    const said = "she scratched the left eye about three months ago. lubricant at night for at least three months";
    expect(explained(said, "L eye scratched ~3/12 ago. Lubricant ON for at least 3/12.")).toEqual([]);
  });
  test("'was put on' a medicine is started", () => {
    const said =
      "he was put on co-dydramol ten five hundred two tablets four times a day two weeks ago after he hurt his back. " +
      "plan stop the co-dydramol";
    const note = "Started co-dydramol 10/500 two tablets QDS 2 weeks ago after back injury. Plan: stop co-dydramol.";
    expect(explained(said, note)).toEqual([]);
  });
  test("how often something is checked is not a medicine's frequency ('insulin as usual, scanning every four hours')", () => {
    const said = "NovoRapid with meals by carb counting as usual. Check at least every three hours tomorrow.";
    const note = "NovoRapid with meals by carb counting as usual, checking at least every three hours tomorrow.";
    expect(explained(said, note)).toEqual([]);
  });
  test("the end of a range has the role its start is said with ('repeat the level in six to eight weeks')", () => {
    const said = "start testosterone gel. repeat the testosterone level in six to eight weeks";
    expect(
      explained(said, "Testosterone gel started. Testosterone level to be repeated in six to eight weeks."),
    ).toEqual([]);
  });
  test("'after clearing' is the rest of a course, as 'after it has cleared' is", () => {
    const said = "nystatin four times a day and keep using it for two days after it's cleared";
    expect(explained(said, "Nystatin QDS, continued for two days after clearing.")).toEqual([]);
  });
  test("'non-visible haematuria' says nothing of visible haematuria", () => {
    const said = "she's had no visible blood. impression persistent non-visible haematuria";
    const flags = explained(said, "No visible haematuria. Persistent non-visible haematuria.");
    expect(flags.join(" ")).not.toContain("dictation says: “haematuria”");
    const denied = "no visible haematuria. impression persistent non-visible haematuria";
    expect(texts(denied, "Visible haematuria x1.")).not.toEqual([]);
  });
  test("a medicine moved 'to the morning' is taken in the morning", () => {
    const said = "sertraline fifty milligrams at night, it's keeping her awake, move the sertraline to the morning";
    expect(explained(said, "Sertraline 50 mg moved to mane.")).toEqual([]);
  });
});

describe("what the night stop left on faithful notes (held-out-63 to -68), as general rules (decision 034)", () => {
  test("'no other X, Y or Z': the list after what 'other' excepts is denied", () => {
    const said = "no other rashes. no headache, no fever or sore throat";
    expect(explained(said, "No other rashes, headache, fever or sore throat.")).toEqual([]);
    expect(texts("no headache. she has had a fever", "No other rashes, headache, fever or sore throat.")).toEqual([
      "fever",
    ]);
  });
  test("'or other over-the-counter medicines': a word made with hyphens carries the denial on", () => {
    const said = "he hasn't taken paracetamol or any other medicine from the chemist";
    expect(explained(said, "Has not taken paracetamol or other over-the-counter medicines.")).toEqual([]);
  });
  test("a fraction of a tablet written '1/4 tab' is the 'one quarter of a tablet' said, and 'two thirds of a' too", () => {
    const said = "prednisolone one quarter of a tablet daily and melatonin two thirds of a tablet at night";
    expect(explained(said, "Prednisolone 1/4 tab OD. Melatonin 2/3 tab ON.")).toEqual([]);
    expect(texts("melatonin one third of a tablet at night", "Melatonin 2/3 tab ON.")).toEqual(["2/3 tab"]);
    // …not an eye's acuity, nor "two thirds of normal".
    expect(explained("right eye six nine left eye six twelve", "VA 6/9 R, 6/12 L.")).toEqual([]);
  });
});

describe("what held-out-69's and -70's first runs flagged on faithful notes, as general rules (decision 034)", () => {
  test("a frequency after another thing added to the plan ('with a salt-water gargle four times a day') is that thing's", () => {
    const said = "beclometasone nasal spray one spray each side twice a day. Salt water gargles four times a day.";
    const note =
      "Beclometasone nasal spray, one spray each side BD, together with a salt-water gargle four times a day. " +
      "Beclometasone 1 spray each side BD + warm salt-water gargles QDS.";
    expect(explained(said, note)).toEqual([]);
    expect(texts("beclometasone nasal spray one spray each side twice a day", "Beclometasone QDS.")).toEqual(["QDS"]);
  });
  test("a decimal said in words is the number written ('two point two eight' is 2.28, not 2.2800000000000002)", () => {
    const said = "adjusted calcium two point two eight, magnesium zero point seven one";
    expect(explained(said, "Adj Ca 2.28, Mg 0.71.")).toEqual([]);
  });
  test("a pair of parts named in the plural ('to the ankles') supports 'ankles bilaterally'", () => {
    const said = "pins and needles in both feet. vibration sense reduced to the ankles";
    const note = "Pins and needles in both feet. Vibration sense reduced to ankles bilaterally.";
    expect(explained(said, note)).toEqual([]);
    const one = "pins and needles in both feet. vibration sense reduced to the left ankle";
    expect(texts(one, note)).toEqual(["ankles bilaterally"]);
  });
  test("a share written as a percentage is the fraction said ('about half of her meals' is ~50%)", () => {
    const said = "she's eating about half of her meals";
    expect(explained(said, "Eating ~50% of meals.")).toEqual([]);
    expect(texts(said, "Eating ~75% of meals.")).toEqual(["75%"]);
  });
  test("what the patient will 'tell us of' is to report, not what she has", () => {
    expect(explained("no back pain at the moment", "She will tell us of any sudden back pain.")).toEqual([]);
  });
  test("'no sore/red eyes': a predicate after a slash is one more thing denied", () => {
    expect(explained("no sore or red eyes", "No sore/red eyes.")).toEqual([]);
  });
  test("'no crepitus, the bruising has faded': what 'the' brings in after a comma is a clause of its own", () => {
    expect(explained("no crepitus, the bruising has faded", "No crepitus; bruising faded.")).toEqual([]);
  });
  test("'no recurrent infections', in the plural, denies recurrent infection", () => {
    const said = "she had an ear infection in march which settled otherwise no recurrent infections thriving";
    expect(explained(said, "Ear infection in March, settled. No recurrent infection.")).toEqual([]);
  });
  test("after a list 'or' closes with a phrase, a finding straight after it starts a clause ('or in pain crackles')", () => {
    const said = "she doesn't look unwell or in pain crepitations at the right base no wheeze";
    expect(explained(said, "Not unwell or in pain. Crepitations R base. No wheeze.")).toEqual([]);
  });
  test("'no sorry' before a number's correction takes back the number before it ('six nine, no sorry, six twelve')", () => {
    const said = "visual acuity six six right, six nine left, no sorry, six twelve left";
    expect(texts(said, "VA R 6/6, L 6/12.")).not.toContain("6/12");
    expect(texts(said, "VA R 6/6, L 6/9.")).toContain("6/9");
  });
  test("'lost the vision in his left eye' is visual loss", () => {
    const said = "this morning he lost the vision in his left eye for about ten minutes";
    expect(explained(said, "Transient loss of vision L eye this morning, ~10 min.")).toEqual([]);
  });
  test("'a couple of' is two ('a couple of teaspoons', 'a couple of days')", () => {
    const said = "constipated for a couple of days, lactulose a couple of teaspoons twice a day";
    expect(explained(said, "Constipated for 2 days. Lactulose 2 teaspoons BD.")).toEqual([]);
    expect(texts(said, "Lactulose 3 teaspoons BD.")).toEqual(["3 teaspoons"]);
  });
  test("'I think she has…' in a letter is the writer's opinion, not a finding to compare", () => {
    const said = "she didn't think it was worth coming in. impression likely viral labyrinthitis";
    expect(explained(said, "I think she has viral labyrinthitis.")).toEqual([]);
  });
});

describe("what held-out-71's to -74's first runs flagged on faithful notes, as general rules (decision 034)", () => {
  test("'units of alcohol' are alcohol's, whatever was said of smoking just before", () => {
    const said = "smokes fifteen a day about twelve units of alcohol a week";
    expect(explained(said, "Smoker 15/day. Alcohol ~12 units/wk.")).toEqual([]);
    expect(texts(said, "Smoker 15/day. Alcohol ~21 units/wk.")).toEqual(["21 units"]);
  });
  test("'a litre and a half' is 1.5 L", () => {
    const said = "she's drinking about a litre and a half of water a day";
    expect(explained(said, "Fluid intake ~1.5 L/day.")).toEqual([]);
    expect(texts(said, "Fluid intake ~2.5 L/day.")).toEqual(["2.5 L"]);
  });
  test("'a week after' is a length of time, and a check that names nothing is the check the dictation names", () => {
    const said =
      "restart the ramipril once the potassium is back to normal with a repeat check a fortnight after restarting";
    expect(explained(said, "Restart ramipril once K normal; repeat check 2/52 after restarting.")).toEqual([]);
    const weekAfter = "stop the ramipril and recheck a week after stopping";
    expect(explained(weekAfter, "Ramipril stopped; recheck 1/52 after stopping.")).toEqual([]);
  });
  test("a blood pressure said after a medicine and the reading's name ('for edoxaban BP 134 over 82')", () => {
    const said =
      "so she doesn't meet the criteria for dose reduction of edoxaban BP one hundred and thirty four over eighty two";
    expect(explained(said, "Does not meet dose-reduction criteria for edoxaban. BP 134/82.")).toEqual([]);
  });
  test("'can't bear light or noise' is intolerance of them, a symptom", () => {
    const said = "during attacks she can't bear light or noise";
    expect(explained(said, "During attacks she is sensitive to light and noise.")).toEqual([]);
  });
  test("'without stopping' is continuously, not a denial of stopping", () => {
    const said = "she's taken the trimethoprim every night for three years without stopping";
    expect(explained(said, "I have stopped her trimethoprim, taken nightly for three years.")).toEqual([]);
  });
  test("'no problems with it, periods light': how much, said after the comma, is a clause of its own", () => {
    const said = "no problems with the ring, periods light";
    expect(explained(said, "No problems with the ring. Periods light.")).toEqual([]);
  });
  test("'not obtained' says there was none, as 'couldn't get' does", () => {
    const said = "couldn't get a sputum sample";
    expect(explained(said, "Sputum sample not obtained.")).toEqual([]);
  });
  test("'not tender, pitting oedema to the knees': a thing named in two words after one state denied is there", () => {
    const said = "calves soft, not tender, pitting oedema to both knees";
    expect(explained(said, "Calves soft and non-tender; there is pitting oedema to both knees.")).toEqual([]);
    expect(texts("calves soft, not red, swollen or tender", "Calves swollen.")).toEqual(["swollen"]);
  });
});

describe("what held-out-75's and -76's first runs flagged on faithful notes, as general rules (decision 034)", () => {
  test("how little someone does a thing ('hardly eating') is a clause of its own, after a comma or 'and'", () => {
    const said = "she's sleeping upright because she can't breathe lying down, barely drinking";
    expect(explained(said, "Cannot breathe lying down, and barely drinking.")).toEqual([]);
    expect(explained(said, "Cannot breathe lying down. Barely drinking.")).toEqual([]);
  });
  test("'not herself, very unsettled': how much a state is so, after a comma, is there", () => {
    const said = "she's not herself, very unsettled overnight";
    expect(explained(said, "Not herself and very unsettled overnight.")).toEqual([]);
  });
  test("a medicine named after a comma starts a clause ('no dose at lunch, metformin moved to the evening')", () => {
    const said = "no dose at lunch, metformin move to the evening meal";
    expect(explained(said, "No lunchtime dose; metformin moved to the evening meal.")).toEqual([]);
  });
  test("'Na+ <130' names sodium, with its charge and a limit", () => {
    const said = "recheck the sodium in a week and if the sodium is under one hundred and thirty stop the sertraline";
    const note = "Recheck Na+ in 1/52; stop sertraline if Na+ <130.";
    expect(texts(said, note)).not.toContain("130");
  });
  test("'the penicillin' for at least two years is phenoxymethylpenicillin's course", () => {
    const said =
      "he's on phenoxymethylpenicillin two hundred and fifty milligrams twice a day. " +
      "continue the penicillin, explained it's for at least two years";
    expect(explained(said, "Continue phenoxymethylpenicillin - at least 2 years.")).toEqual([]);
  });
  test("what would bring her back ('any bleeding or reduced movements') is not how things are", () => {
    const said = "baby moving normally. come back if any bleeding or reduced movements";
    expect(explained(said, "Fetal movements are normal.")).toEqual([]);
    expect(texts("baby's movements are reduced today", "Fetal movements are normal.")).not.toEqual([]);
  });
  test("'from 36/40' is when in the pregnancy a course starts ('from thirty six weeks until delivery')", () => {
    const said = "then aciclovir four hundred milligrams three times a day from thirty six weeks until delivery";
    expect(explained(said, "Aciclovir 400 mg TDS from 36/40 until delivery.")).toEqual([]);
  });
  test("'no discharge or redness, and the old drain site has healed': what ', and the' brings in is there", () => {
    const said =
      "midline wound clean no discharge no redness, the old drain site in the left upper quadrant has healed too";
    const note =
      "The wound is clean, with no discharge or redness, and the old left upper quadrant drain site has healed.";
    expect(explained(said, note)).toEqual([]);
  });
});

describe("what held-out-77's and -78's first runs flagged on faithful notes, as general rules (decision 034)", () => {
  test("'no problems' says all is well: a thing named straight after it starts a clause ('no problems practice nurse to…')", () => {
    const said = "dressing changed no problems practice nurse to see him on friday";
    expect(
      explained(said, "Dressing changed without problems, and the practice nurse will see him on Friday."),
    ).toEqual([]);
    expect(texts("no problems passing urine", "Problems passing urine.")).not.toEqual([]);
  });
  test("a medicine someone 'gave her' was started", () => {
    const said =
      "out of hours gave him doxycycline one hundred milligrams once a day on sunday for a chest infection. " +
      "stop the doxycycline. swap to amoxicillin five hundred milligrams three times a day";
    const note =
      "OOH started doxycycline 100 mg OD on Sun for chest infection. Stop doxycycline. Switch to amoxicillin 500 mg TDS.";
    expect(explained(said, note)).toEqual([]);
  });
  test("'Omit tonight's dose' is not to take it", () => {
    const said = "don't take tonight's gliclazide";
    expect(explained(said, "Omit tonight's gliclazide.")).toEqual([]);
  });
  test("'not visible' and 'cannot be seen' deny what they follow, as 'I can't see it' does", () => {
    const said = "I can't see the disc because of the cataract";
    expect(explained(said, "Optic disc not visible (cataract).")).toEqual([]);
    expect(explained(said, "The optic disc cannot be seen because of the cataract.")).toEqual([]);
  });
  test("'or a cold recently eating well' (unpunctuated): how well someone does a thing starts a clause of its own", () => {
    const said = "no rashes hasn't had a sniffle or a tummy bug recently eating well otherwise well";
    expect(explained(said, "No rashes. No recent sniffle or tummy bug. Eating well.")).toEqual([]);
  });
});

describe("what the morning stop took from held-out-69's to -78's faithful notes, as general rules (decision 034)", () => {
  test("'I mean' without 'sorry' takes back the frequency, number or side before it", () => {
    const said = "loratadine ten milligrams twice a day I mean once a day";
    expect(explained(said, "Loratadine 10 mg OD.")).toEqual([]);
    expect(texts(said, "Loratadine 10 mg BD.")).toEqual(["BD"]);
    expect(explained("he's fine I mean he's tired", "Tired.")).toEqual([]);
    expect(explained("loratadine ten milligrams twice a day, I mean once a day", "Loratadine 10 mg OD.")).toEqual([]);
  });
  test("a day of the week taken back ('since friday, no sorry saturday evening') is not denied by the 'no'", () => {
    const said = "coughing since friday, no sorry saturday evening, and";
    expect(explained(said, "Coughing since Saturday evening.")).toEqual([]);
  });
  test("'discharged' from hospital is not the discharge a dictation denies", () => {
    const said = "wound clean no discharge. she went home on day three";
    expect(explained(said, "Discharged home day 3. Wound clean, no discharge.")).toEqual([]);
    expect(texts("no discharge from the wound", "Discharge from the wound.")).not.toEqual([]);
  });
  test("'has worn lenses' is what 'wears lenses' says", () => {
    const said = "wears glasses for reading. took the lens out yesterday and hasn't worn it since";
    expect(explained(said, "She has worn reading glasses; no lens worn since yesterday.")).toEqual([]);
  });
  test("'nobody in the family with X' denies X; 'nobody else at home with X' is said of others", () => {
    expect(texts("nobody in the family with bowel cancer", "FH of bowel cancer.")).not.toEqual([]);
    expect(explained("itchy rash nobody else at home with an itchy rash", "Itchy rash.")).toEqual([]);
  });
  test("'can't raise the arm properly' is a limit whether or not 'the' is said", () => {
    const said = "over the last week she can't raise the arm properly";
    expect(explained(said, "Past week can't raise arm properly.")).toEqual([]);
  });
  test("'X omitted' denies X, as 'omit X' does", () => {
    expect(explained("don't take tomorrow's methotrexate", "Tomorrow's methotrexate omitted.")).toEqual([]);
  });
  test("'none known' answers a label ('FH of X: none known')", () => {
    const said = "no family history of bowel cancer that he knows of";
    expect(explained(said, "FH of bowel cancer: none known")).toEqual([]);
  });
  test("a label may hold an article ('Tremor/sweats on missing a drink: none')", () => {
    const said = "no tremor or sweats if he misses a drink";
    expect(explained(said, "Tremor/sweats on missing a drink: none.")).toEqual([]);
  });
  test("'no X until' is advice, not a finding denied", () => {
    const said = "no swimming at all, including the sea, until the grommet has settled";
    expect(explained(said, "Swimming in the sea at weekends.")).toEqual([]);
  });
  test("'wants no more X' is a wish, as 'doesn't want any more X' is", () => {
    const said = "she doesn't want any more hospital appointments";
    expect(explained(said, "She wants no more hospital appointments.")).toEqual([]);
  });
  test("'would not admit to X' is not said, which is not denied", () => {
    const said = "he wouldn't say he's been self harming but kept his sleeves down";
    expect(explained(said, "Would not admit to self harming; kept his sleeves down.")).toEqual([]);
  });
  test("a comma before a finding said absent ends its list unless 'and' closes it ('with guarding, rebound absent')", () => {
    const said = "tender in the left iliac fossa with guarding, rebound absent";
    expect(explained(said, "LIF tender with guarding, no rebound.")).toEqual([]);
    expect(texts("liver, spleen and kidneys not palpable", "Spleen palpable.")).not.toEqual([]);
  });
  test("'never' after what an unpunctuated 'if' supposes starts a clause ('if he stops drinking never had a fit')", () => {
    const said = "no sweats if he stops drinking never had a fit";
    expect(explained(said, "Seizures: never.")).toEqual([]);
  });
});

describe("what the morning stop took from the lengths of time on held-out-69's to -80's faithful notes (decision 034)", () => {
  test("'has been wheezing for two weeks' after a medicine is how long it has gone on, not the medicine's course", () => {
    const said = "on montelukast ten milligrams at night, she's been wheezing for the last two weeks";
    expect(explained(said, "On montelukast 10 mg ON, and has been wheezing for two weeks.")).toEqual([]);
  });
  test("'going away for a month' after a medicine is the trip's length", () => {
    const said = "takes ramipril five milligrams, he's off to spain visiting family for a month";
    expect(explained(said, "Ramipril 5 mg, visiting family in Spain for a month.")).toEqual([]);
  });
  test("how long to sit upright is not a course", () => {
    const said = "take the risedronate on an empty stomach and sit upright for thirty minutes after";
    expect(explained(said, "Risedronate: empty stomach, sit upright 30 min.")).toEqual([]);
  });
  test("'three weeks of a chemist X cream' is its course", () => {
    const said = "she used clotrimazole cream from the chemist twice a day for three weeks no better";
    expect(explained(said, "Three weeks of a chemist clotrimazole cream BD, no better.")).toEqual([]);
  });
  test("'and for two weeks after' and 'five days of it' are the course of the medicine the sentence names", () => {
    const said = "he took chloroquine while he was away and for four weeks after, he has had five days of it so far";
    expect(explained(said, "Chloroquine during the trip and 4/52 after; 5 days of it so far.")).toEqual([]);
    const alcohol =
      "metronidazole four hundred milligrams twice a day for a week, no alcohol during it and for two days after";
    expect(explained(alcohol, "Metronidazole 400 mg BD for 1/52; no alcohol during it or for 48 h after.")).toEqual([]);
  });
  test("'within an hour or so of eating' and 'within ~1 h of eating' are neither a course nor a review", () => {
    const said = "bloating within an hour or so of eating";
    expect(explained(said, "Bloating within ~1 h of eating.")).toEqual([]);
  });
});

describe("what the morning stop took from the frequencies on held-out-69's to -80's faithful notes (decision 034)", () => {
  test("how often the bowels go is not a laxative's frequency, unless a medicine is named between", () => {
    const said = "bowels opening every other day on lactulose fifteen mils at night";
    expect(explained(said, "Lactulose 15 mL ON, bowels open alternate days.")).toEqual([]);
    expect(texts("before opening his bowels lactulose fifteen mils", "Lactulose 15 mL TDS.")).toEqual(["TDS"]);
  });
  test("'keep a twice-daily X' gives its frequency to X, not to the medicine before", () => {
    const said = "salbutamol when needed. peak flow diary twice a day";
    expect(explained(said, "Salbutamol PRN, and she will keep a twice-daily peak flow diary.")).toEqual([]);
  });
  test("'X and Y both at night' gives the frequency to both, in the dictation", () => {
    const said = "simvastatin forty milligrams and doxazosin four milligrams both at night";
    expect(explained(said, "Simvastatin 40 mg ON; doxazosin 4 mg ON.")).toEqual([]);
  });
  test("two frequencies written together ('ON, alternate nights') are supported when each was said", () => {
    const said = "pregabalin twenty five milligrams at night, but only on alternate nights";
    expect(explained(said, "Pregabalin 25 mg ON, alternate nights.")).toEqual([]);
  });
  test("'TDS for pain' is what 'for the pain … three times a day' says", () => {
    const said = "for the pain naproxen two hundred and fifty milligrams three times a day with food";
    expect(explained(said, "Naproxen 250 mg TDS with food for pain.")).toEqual([]);
  });
});

describe("what the morning stop took from the numbers on held-out-80's faithful notes (decision 034)", () => {
  test("'twenty six weeks plus four' is a gestation, the days unsaid", () => {
    const said = "she's twenty six weeks plus four today, the baby is moving well";
    expect(explained(said, "26+4 weeks, good fetal movements.")).toEqual([]);
    expect(texts(said, "26+5 weeks.")).toEqual(["26+5 weeks"]);
  });
  test("'at 7.15' is a time ('quarter past seven'), but 'at 1.72 m' is a height", () => {
    const said = "she's up at quarter past seven every day. height one point seven two metres";
    expect(explained(said, "Up at 7.15 every day. At 1.72 m her BMI is normal.")).toEqual([]);
    expect(texts(said, "Up at 7.45 every day.")).toEqual(["7.45"]);
  });
  test("'until about nine in the morning' is when, not a medicine's frequency", () => {
    const said = "mirtazapine fifteen milligrams at night. she says she feels drowsy until about nine in the morning";
    expect(
      explained(said, "Mirtazapine 15 mg ON. She is on mirtazapine and drowsy until about 9 in the morning."),
    ).toEqual([]);
  });
  test("units a week after 'non-smoker' are alcohol's", () => {
    const said = "doesn't smoke, drinks about ten units a week";
    expect(explained(said, "Non-smoker, ~10 units/wk.")).toEqual([]);
    expect(texts(said, "Non-smoker, ~14 units/wk.")).toEqual(["14 units"]);
  });
  test("'expect a withdrawal bleed' is what is to come", () => {
    const said = "started sequential HRT. explained she should expect a withdrawal bleed each month";
    expect(explained(said, "Sequential HRT started. Expect a withdrawal bleed each month.")).toEqual([]);
  });
  test("'using three doses a day' is what 'about three times a day' says", () => {
    const said = "she's been using oxynorm five milligrams when needed about three times a day";
    expect(explained(said, "OxyNorm 5 mg PRN (using about three doses a day).")).toEqual([]);
  });
});

describe("what the morning stop took from the sides on held-out-76's faithful notes (decision 034)", () => {
  test("'left ankle swollen, right normal' says the right ankle is normal, its name unsaid", () => {
    const said = "left ankle swollen and warm, right normal. pulses present";
    expect(explained(said, "L ankle swollen and warm; R ankle normal.")).toEqual([]);
    expect(texts(said, "Both ankles swollen and warm.")).toEqual(["Both ankles"]);
  });
});

describe("what the morning stop took from held-out-81's and -82's first runs, as general rules (decision 034)", () => {
  test("'complaining of' says what is there, after a denial (unpunctuated)", () => {
    const said = "no cough denies any sore throat complaining of a headache and tired";
    expect(explained(said, "No cough or sore throat. Complains of headache, tired.")).toEqual([]);
  });
  test("'drinks' and 'smokes' start a clause of their own after a denial (unpunctuated)", () => {
    const said = "no heartburn drinks very little alcohol";
    expect(explained(said, "No heartburn. Drinks very little alcohol.")).toEqual([]);
  });
  test("'her blue inhaler' is salbutamol", () => {
    const said = "using her blue inhaler four times a day";
    expect(explained(said, "Salbutamol 4x/day.")).toEqual([]);
    expect(texts(said, "Salbutamol BD.")).toEqual(["BD"]);
  });
  test("'as far as she knows' is how far it is known, not more denied", () => {
    const said = "her partner has no symptoms as far as she knows";
    expect(explained(said, "Partner asymptomatic as far as she knows.")).toEqual([]);
  });
  test("'the coil she has had for five years' is the coil's course, as 'she's had the coil for five years' is", () => {
    const said = "she's had the mirena for five years";
    expect(explained(said, "Happy with the Mirena she has had for five years.")).toEqual([]);
  });
  test("'can't see the left disc right disc normal' (unpunctuated): the other side starts a clause of its own", () => {
    const said = "I can't see the left disc right disc shows new vessels";
    expect(explained(said, "L disc not seen. R disc shows new vessels.")).toEqual([]);
    expect(texts(said, "The left disc shows new vessels.")).toEqual(["left disc"]);
  });
  test("'in the pelvis left ovary not seen' (unpunctuated): a side before a part starts what is denied after it", () => {
    const said = "right ovary is down in the pelvis left ovary not palpable in the pelvis";
    expect(explained(said, "R ovary in pelvis. L ovary not palpable.")).toEqual([]);
  });
});

describe("what the morning stop took from held-out-73's to -79's faithful notes, last (decision 034)", () => {
  test("a quotation is the patient's own clause: a denial before it does not reach into it", () => {
    const said = "can't sleep on that side, 'it's like a burn on my arm', worse at night";
    expect(explained(said, "Can't sleep on that side: \"it's like a burn on my arm\".")).toEqual([]);
  });
  test("'negative last year' denies the test, not last year", () => {
    const said = "syphilis serology negative last year";
    expect(explained(said, "Syphilis: negative last year.")).toEqual([]);
  });
  test("'a reduced dose' is an adjective, not a verb", () => {
    const said = "edoxaban sixty milligrams once a day, he doesn't meet the dose reduction criteria";
    expect(explained(said, "Edoxaban 60 mg OD; he does not meet the criteria for a reduced edoxaban dose.")).toEqual(
      [],
    );
  });
  test("what is to be done only if something happens is safety-netting, not the plan", () => {
    const said =
      "plan methotrexate fifteen milligrams once a week, if she gets a sore throat or mouth ulcers stop the methotrexate";
    expect(explained(said, "I have started methotrexate 15 mg once weekly.")).toEqual([]);
    const note = "Continue lisinopril; repeat U&E in 1/52 - stop lisinopril if creatinine rises.";
    expect(explained("carry on the lisinopril, repeat kidney function in a week", note)).toEqual([]);
  });
});

describe("what the morning stop took from held-out-77's, -78's and -82's faithful notes (decision 034)", () => {
  test("what to call about, set off before 'call us' or 'ring same day', is advice", () => {
    const said = "no chest pain. if she gets chest pain or feels faint she must ring us the same day";
    expect(explained(said, "No chest pain. Chest pain or faint: ring same day.")).toEqual([]);
    expect(explained(said, "No chest pain. Any chest pain - call us.")).toEqual([]);
  });
  test("'his weight has fallen' is a reading going down, not a fall", () => {
    const said = "weight down from seventy to sixty five kilos, she didn't fall";
    expect(explained(said, "Her weight has fallen from 70 kg to 65 kg. No falls.")).toEqual([]);
  });
  test("'no speech change' is what 'no change in his speech' says", () => {
    const said = "no facial weakness, no trouble swallowing, no change in his speech, no headache";
    expect(explained(said, "No facial weakness, no swallowing difficulty, no speech change, no headache.")).toEqual([]);
  });
  test("'over next 1/12' is 'over the next month'", () => {
    const said = "cut the prednisolone down and stop it over the next month";
    expect(explained(said, "Taper and stop prednisolone over next 1/12.")).toEqual([]);
  });
});

describe("what the morning stop took from held-out-76's, -77's and -81's faithful notes, last (decision 034)", () => {
  test("'no increase in X' and 'X not increased' deny more of it, as 'no more X than normal' does", () => {
    const said = "breathing is about her usual, no more phlegm than normal";
    expect(explained(said, "Breathing at baseline, no increase in phlegm.")).toEqual([]);
    expect(explained(said, "Breathing at baseline, phlegm not increased.")).toEqual([]);
  });
  test("'sleeping and growing normally' is what 'no problems with sleeping' says", () => {
    const said = "no problems with sleeping, growing fine";
    expect(explained(said, "She is sleeping and growing normally.")).toEqual([]);
  });
  test("'sick day rules' are what to do when ill, not what is so", () => {
    const said = "no vomiting. gone through sick day rules, double the hydrocortisone if she's vomiting";
    expect(explained(said, "No vomiting. Sick day rules: double hydrocortisone during vomiting.")).toEqual([]);
  });
  test("'haven't done today review in two days' (unpunctuated): the review is the plan's", () => {
    const said = "HIV testing which I haven't done today review in two days";
    expect(explained(said, "HIV testing to follow. Review in 2 days.")).toEqual([]);
  });
  test("when, at a label's end ('Flares since: none'), is not what is denied", () => {
    const said = "on methotrexate since march, no flares since then";
    expect(explained(said, "Methotrexate since March. Flares since: none.")).toEqual([]);
  });
});

describe("what the morning stop's own review narrowed (decision 034)", () => {
  test("'the next week' supports only a length the document says is the next one", () => {
    const said = "cut it down and stop it over the next week, review in two weeks";
    expect(texts(said, "Stop over next 1/52. Review in 1/52.")).toEqual(["1/52"]);
  });
  test("'both at night' gives the frequency only to the medicines listed with it", () => {
    const said =
      "aspirin seventy five milligrams once a day, ramipril ten milligrams and bisoprolol five milligrams both at night";
    expect(texts(said, "Aspirin 75 mg ON.")).toEqual(["ON"]);
    expect(explained(said, "Ramipril 10 mg ON, bisoprolol 5 mg ON.")).toEqual([]);
  });
  test("so many doses is 'so many times a day' only when said a day", () => {
    const said = "oxynorm five milligrams when needed about twice a day";
    expect(texts(said, "OxyNorm 5 mg PRN, two doses a week.")).toEqual(["two doses"]);
  });
});

describe("a dictation or document cut off anywhere", () => {
  test("a text that stops mid-sentence ('… the right achilles no') is read, not thrown on", () => {
    expect(() => findUnsupportedDetails("tender over the right achilles no", "Tender R Achilles.")).not.toThrow();
    for (const scenario of HELD_OUT_16) {
      const words = scenario.transcript.split(" ");
      for (const document of Object.values(scenario.faithful)) {
        for (let tenth = 1; tenth <= 10; tenth++) {
          const said = words.slice(0, Math.ceil((words.length * tenth) / 10)).join(" ");
          const written = document.slice(0, Math.ceil((document.length * tenth) / 10));
          expect(() => findUnsupportedDetails(said, written)).not.toThrow();
          expect(() => findUnsupportedDetails(written, said)).not.toThrow();
        }
      }
    }
  });
});

describe("what the late-morning stop took from held-out-77's, -81's and -82's faithful notes (decision 034)", () => {
  test("'a clot's really unlikely' denies the clot, as 'clot unlikely' does", () => {
    const said = "she's not febrile and a clot's really unlikely with a normal d-dimer";
    expect(explained(said, "Not febrile, and clot really unlikely (D-dimer normal).")).toEqual([]);
    expect(texts(said, "Not febrile. Clot likely.")).toEqual(["Clot"]);
  });
  test("'nothing on her palms or near her mouth' says where there is none", () => {
    const said = "spots on the arms nothing on her palms or near her mouth";
    expect(explained(said, "Spots on arms; nothing on palms or near mouth.")).toEqual([]);
    expect(texts(said, "Spots on arms and palms.")).toEqual(["palms"]);
  });
  test("'bilateral conjunctival suffusion without exudate': the suffusion is what is said of both eyes", () => {
    const said = "eyes both red, conjunctivae suffused, no exudate";
    expect(explained(said, "He has bilateral conjunctival suffusion without exudate.")).toEqual([]);
  });
  test("a period at a label's end ('in last 18/12: none') is when, not what is denied", () => {
    const said = "no admissions and no rescue packs in the last eighteen months";
    expect(explained(said, "Admissions / rescue packs in last 18/12: none.")).toEqual([]);
  });
});

describe("what the late-morning stop took from held-out-21's, -41's, -83's and -84's notes (decision 034)", () => {
  test("'Rectal examination was not done': an examination of something is what was not done, not a heading", () => {
    expect(explained("no rectal exam today, declined", "Rectal examination was not done (declined).")).toEqual([]);
  });
  test("'Ibuprofen should not be used' denies it, as 'no ibuprofen' does", () => {
    const said = "no ibuprofen while she's on warfarin";
    expect(explained(said, "Ibuprofen should not be used while on warfarin.")).toEqual([]);
  });
  test("'negative for protein and glucose, trace of blood': the trace is a reading of its own", () => {
    const said = "urine dip negative for protein and glucose, trace of blood";
    expect(explained(said, "Urine dip: protein -ve, glucose -ve, trace blood.")).toEqual([]);
  });
  test("'but not on the right swelling …' (unpunctuated): the side is all that is denied", () => {
    const said = "he can stand on tiptoe on the left but not on the right swelling over the achilles";
    expect(explained(said, "Can stand on tiptoe L, not R. Swelling over the Achilles.")).toEqual([]);
  });
  test("'so not started today leaflet given' (unpunctuated): what was not done today ends there", () => {
    const said = "we discussed mirtazapine she'd rather wait so not started today leaflet given";
    expect(explained(said, "Mirtazapine discussed, not started; leaflet given.")).toEqual([]);
  });
  test("'weight's gone from sixty four to fifty eight kilos' is weight loss", () => {
    const said = "appetite poor weight's gone from sixty four to fifty eight kilos since the summer";
    expect(explained(said, "Poor appetite; weight has fallen from 64 to 58 kg since the summer.")).toEqual([]);
  });
  test("'positive bilaterally and Weber is central': 'and' is not what the side is said of", () => {
    const said =
      "Rinne positive both sides, Weber central. audiogram shows a dip of about forty decibels on the left, sorry, " +
      "on the right, and thirty five on the left at four K";
    expect(explained(said, "Rinne is positive bilaterally and Weber is central.")).toEqual([]);
  });
  test("'she's on those for six weeks from the fracture' is a course", () => {
    const said =
      "she'll have enoxaparin forty milligrams once a day and she's on those for six weeks from the fracture";
    expect(explained(said, "Enoxaparin 40 mg OD for 6 weeks from the fracture.")).toEqual([]);
  });
  test("'twice a day rather than three times, for seven days': the course of the dose, after a comma", () => {
    const said = "the dose is five hundred milligrams twice a day rather than three times, for seven days";
    expect(explained(said, "500 mg BD for 7 days.")).toEqual([]);
  });
  test("'ten mils of the one hundred and twenty per five' is a liquid's strength", () => {
    const said = "calpol two hundred and forty milligrams which is ten mils of the one hundred and twenty per five";
    expect(explained(said, "Paracetamol 240 mg (10 mL of 120 mg/5 mL).")).toEqual([]);
  });
  test("', and finds walking painful' is a clause of its own", () => {
    const said = "she says she hasn't slept and finds walking painful";
    expect(explained(said, "She has not slept, and finds walking painful.")).toEqual([]);
  });
  test("'R eye NAD' is flagged when the dictation says the right eye is blurred and the left normal", () => {
    const said =
      "she caught the right eye with a twig. the vision in the right eye is blurred. left eye completely normal";
    expect(texts(said, "R eye NAD.")).toEqual(["R eye"]);
    expect(explained(said, "L eye NAD.")).toEqual([]);
  });
  test("'day three' is which day, not a measurement left without its unit", () => {
    const said = "a lump about two centimetres across. she went home on day three";
    expect(texts(said, "Lump about 3 cm across.")).toEqual(["3 cm"]);
    expect(explained(said, "Lump about 2 cm across; home day 3.")).toEqual([]);
  });
  test("'Not drowsy, knew name and year': what someone knew starts a clause of its own", () => {
    expect(explained("not drowsy, he knew his name and the year", "Not drowsy, knew name and year.")).toEqual([]);
  });
  test("'No alcohol-induced flushing' denies the flushing, not the alcohol", () => {
    const said = "no flushing after she drinks alcohol, which she has most weekends";
    expect(explained(said, "No alcohol-induced flushing.")).toEqual([]);
  });
});

describe("what the late-morning stop took from held-out-85's and -86's faithful notes (decision 034)", () => {
  test("'fever or vomiting - ring the ward directly': what would make someone call, before a spaced dash", () => {
    const said = "no vomiting, no fever. if he gets severe pain, a fever or vomiting he's to ring the ward directly";
    expect(explained(said, "No vomiting or fever. Severe pain, fever or vomiting - ring ward directly.")).toEqual([]);
  });
  test("'Go to A&E with chest pain': what to go with is supposed, not found", () => {
    const said = "no chest pain today. if he gets chest pain or collapses go to A and E";
    expect(explained(said, "No chest pain today. Go to A&E with chest pain or collapse.")).toEqual([]);
  });
  test("'a rash that spares the palms and soles' says where there is none", () => {
    const said = "a rash on the trunk, not on the palms or soles";
    expect(explained(said, "Rash on the trunk that spares the palms and soles.")).toEqual([]);
    expect(texts(said, "Rash on the trunk and the palms.")).toEqual(["palms"]);
  });
  test("'Speculum deferred' is not done, as 'I didn't do a speculum' says", () => {
    expect(explained("I didn't do a speculum today", "Speculum deferred.")).toEqual([]);
  });
  test("'no tenderness few crepitations' (unpunctuated): how many of a thing starts a clause of its own", () => {
    expect(
      explained("no tenderness few crepitations at the right base", "No tenderness. Few crepitations R base."),
    ).toEqual([]);
  });
  test("'cannot always hold in wind' is sometimes, as 'can't always' is", () => {
    expect(explained("she can't always hold in wind", "Cannot always hold in wind.")).toEqual([]);
  });
  test("'born at thirty eight plus four' is a gestation, its weeks unsaid; a flag names it in weeks and days", () => {
    const said = "born at thirty eight plus four by caesarean";
    expect(explained(said, "Born at 38+4 weeks by caesarean.")).toEqual([]);
    expect(explained(said, "Born at 38+5 weeks by caesarean.")).toEqual([
      ["38+5 weeks", "duration", "38+5 weeks not in the dictation (said: 38+4 weeks)"],
    ]);
  });
  test("'and up to a hundred once a day' after a dose in milligrams is a dose in milligrams", () => {
    const said = "sertraline fifty milligrams once a day and up to a hundred once a day after a month";
    expect(explained(said, "Sertraline 50 mg OD, up to 100 mg OD after a month.")).toEqual([]);
    expect(texts(said, "Sertraline 50 mg OD, up to 150 mg OD after a month.")).toEqual(["150 mg"]);
  });
  test("'the right one is swollen' is one of the pair last named in the plural", () => {
    const said =
      "her knees are both stiff in the morning and she had toe pain last year, the right one is swollen. offer both " +
      "knee supports";
    expect(explained(said, "R knee swollen.")).toEqual([]);
    expect(texts(said, "L knee swollen.")).toEqual(["L knee"]);
  });
});

describe("what the late-morning stop's own review narrowed (decision 034)", () => {
  test("a number said with how often is in milligrams only after a dose of the same medicine", () => {
    const said = "amlodipine five milligrams once a day and ramipril ten once a day";
    expect(texts(said, "Amlodipine 10 mg OD, ramipril 10 mg OD.")).toEqual(["10 mg"]);
  });
  test("'attended A&E with chest pain' was so, unlike 'go to A&E with chest pain'", () => {
    expect(texts("no chest pain today", "Attended A&E with chest pain.")).toEqual(["with chest pain"]);
  });
  test("one finding before a dash and a call is there ('Haematemesis x2 today - attend A&E now')", () => {
    expect(texts("no haematemesis", "Haematemesis x2 today - attend A&E now.")).toEqual(["Haematemesis"]);
  });
});

describe("what the afternoon stop (2026-12-02) took from the older sets' faithful notes", () => {
  test("'first noticed a lump three months ago' when 'a lump for about three months' was said: when it began", () => {
    const said = "a lump in his groin for about three months, it aches after work";
    expect(explained(said, "He first noticed a lump in his groin about three months ago.")).toEqual([]);
    expect(texts(said, "He first noticed a lump in his groin about five months ago.")).toEqual(["five months"]);
    // …not a medicine started, nor what started when a medicine is only named before it.
    const cough = "cough for two weeks, started amoxicillin five days ago";
    expect(texts(cough, "Started amoxicillin two weeks ago.")).toEqual(["two weeks"]);
    const dosed = "cough for two weeks, amoxicillin five hundred three times a day started five days ago";
    expect(texts(dosed, "Amoxicillin 500 mg TDS started two weeks ago.")).toEqual(["two weeks"]);
    const pain = "she takes omeprazole, the pain started three months ago";
    expect(texts(pain, "Omeprazole for three months.")).toEqual(["three months"]);
  });
  test("'started 3 days ago' is not how long something else went on before it ('3 days of pain before the rash')", () => {
    const said = "the rash came out yesterday, burning pain for three days before the rash";
    expect(texts(said, "The rash started 3 days ago.")).toEqual(["3 days"]);
  });
  test("'every hour to an hour and a half' is every 1-1.5 h, and 'every hour and a half' every 1.5 h", () => {
    expect(explained("feeds every hour to hour and a half", "Feeds every 1-1.5 h.")).toEqual([]);
    expect(explained("feeds every hour and a half", "Feeds every 1.5 h.")).toEqual([]);
    expect(texts("feeds every hour and a half", "Feeds every 2 h.")).toEqual(["every 2 h"]);
  });
});

describe("what the afternoon stop took from held-out-87's and -88's faithful notes (decision 034)", () => {
  test("'No rash, red/painful eyes, fevers or tingling': a slash joins two states of one thing in a denied list", () => {
    const said = "no rash, no red or painful eyes, no fevers, no numbness or tingling";
    expect(explained(said, "No rash, red/painful eyes, fevers or numbness/tingling.")).toEqual([]);
    expect(texts(said, "Rash, red/painful eyes.")).toEqual(["Rash", "red", "painful eyes"]);
  });
  test("'No doxycycline/other antibiotics' denies the other antibiotics too", () => {
    const said = "no doxycycline or other antibiotics this year";
    expect(explained(said, "No doxycycline/other antibiotics this year.")).toEqual([]);
  });
  test("'no focal weakness, reflexes symmetrical': how the reflexes are is a clause of its own", () => {
    const said = "no focal weakness, reflexes symmetrical";
    expect(explained(said, "There was no focal weakness and her reflexes were symmetrical.")).toEqual([]);
  });
  test("'No improvement with mometasone spray' says the spray was used; only its good is denied", () => {
    const said = "he's had mometasone nasal spray and doxycycline from us with no improvement";
    expect(explained(said, "No improvement with mometasone nasal spray or doxycycline.")).toEqual([]);
    expect(explained(said, "No improvement with the mometasone nasal spray.")).toEqual([]);
  });
  test("a full stop after 'May' ends its sentence: 'normal in May. 6/52 of feeling hot' is no 6 May", () => {
    const said = "six weeks of feeling hot, his thyroid tests in may were normal";
    expect(explained(said, "TFTs normal in May. 6/52 of feeling hot.")).toEqual([]);
  });
  test("a route just after a dose is the dose's medicine's, counted back from the dose", () => {
    const said =
      "on buprenorphine for opioid dependence, jointly with the community drug service, currently twelve milligrams " +
      "sublingual " +
      "once a day";
    expect(explained(said, "Buprenorphine 12 mg SL OD.")).toEqual([]);
    expect(texts(said, "Buprenorphine 12 mg IM OD.")).toEqual(["IM"]);
  });
  test("'no previous operations, born at term': being born is not denied", () => {
    expect(explained("no previous operations, born at term", "Born at term. No previous operations.")).toEqual([]);
  });
  test("'Speculum declined' is not done, as 'she declined a speculum' says; 'memory has declined' is worse", () => {
    expect(explained("she declined a speculum today", "Speculum declined.")).toEqual([]);
    expect(explained("she declined a speculum today", "Speculum was declined.")).toEqual([]);
    // …only of what is offered: a memory that has declined has got worse.
    expect(texts("no memory problems", "Memory has declined.")).toEqual(["Memory"]);
  });
  test("'not dehydrated, injection sites …': after a state 'not' denies, what a comma brings is a clause of its own", () => {
    const said = "looks well, not dehydrated, injection sites, there's a lump on the left";
    expect(explained(said, "Rotate injection sites.")).toEqual([]);
  });
  test("'each helped for about a week' is how long the good lasted, not a course of the medicine", () => {
    const said =
      "two courses of prednisolone and one of amoxicillin, they helped for a week or so then it all came back";
    expect(explained(said, "Prednisolone x2 and amoxicillin - each helped ~1 week then symptoms returned.")).toEqual(
      [],
    );
    // …only against how long the good lasted in the dictation, not how long the trouble has gone on.
    const other = "the naproxen helped for about three days, the pain has been there for two weeks";
    expect(texts(other, "Naproxen helped for about two weeks.")).toEqual(["two weeks"]);
    // …nor how long the good lasted as how long the trouble has gone on.
    expect(texts("the paracetamol helped for three days, the pain came on a week ago", "Pain for 3 days.")).toEqual([
      "3 days",
    ]);
  });
  test("'last injected over five years ago' when 'not for over five years' was said: how long since", () => {
    const said = "he says he injected years ago but not for over five years";
    expect(explained(said, "He last injected over five years ago.")).toEqual([]);
    expect(texts(said, "He last injected over two years ago.")).toEqual(["two years"]);
    // …only against how long it has not happened: not how long something else has gone on.
    const period = "nauseous for six weeks, her last period was ten weeks ago";
    expect(texts(period, "Last period six weeks ago.")).toEqual(["six weeks"]);
  });
  test("'omeprazole for three months' when 'we started omeprazole three months ago' was said: its course so far", () => {
    const said = "we started omeprazole twenty milligrams once a day three months ago which hasn't made any difference";
    expect(explained(said, "Omeprazole 20 mg once daily for three months made no difference.")).toEqual([]);
    expect(texts(said, "Omeprazole 20 mg once daily for six months made no difference.")).toEqual(["six months"]);
  });
  test("'no spacer, and salbutamol PRN': a medicine after a comma and 'and' is not denied with the spacer", () => {
    const said = "Fostair two puffs twice a day, it's the NEXThaler so no spacer, and salbutamol PRN";
    expect(explained(said, "Fostair NEXThaler (no spacer); salbutamol PRN.")).toEqual([]);
  });
  test("'the on call registrar' is on duty: what follows is not advice to call", () => {
    const said = "I rang the on call cardiology registrar who agreed, no need to admit as she hasn't had syncope";
    expect(explained(said, "Admission not needed (no syncope).")).toEqual([]);
    // …but to ring the on call doctor with chest pain is advice still.
    const advised = "no chest pain, told to ring the on call doctor with any chest pain";
    expect(texts(advised, "Chest pain today.")).toEqual(["Chest pain"]);
  });
  test("'no syncope, narrow complexes': how wide the complexes are is not denied", () => {
    const said = "she hasn't had syncope and the complexes are narrow";
    expect(explained(said, "Admission not needed (no syncope, narrow complexes).")).toEqual([]);
  });
  test("'no exudate, hyponasal voice, mouth breathing': how the voice sounds starts a clause of its own", () => {
    const said = "tonsils large, no exudate, hyponasal voice, mouth breathing in the room";
    expect(explained(said, "Tonsils large, no exudate. Hyponasal voice, mouth breathing.")).toEqual([]);
  });
  test("'on MAR' in capitals is the medication administration record, not March", () => {
    expect(explained("I've written that on the MAR sheet", "Restart once eating (on MAR).")).toEqual([]);
    expect(texts("review in May", "Review in MAR.")).toEqual(["MAR."]);
  });
});

describe("what the afternoon stop took from held-out-89's and -90's faithful notes, in part (decision 034)", () => {
  test("'thirty four plus three today' is how far the pregnancy has gone, its weeks unsaid", () => {
    const said = "second pregnancy, thirty four plus three today going by the dating scan";
    expect(explained(said, "G2, 34+3 weeks today (dating scan).")).toEqual([]);
    expect(texts(said, "G2, 35+3 weeks today (dating scan).")).toEqual(["35+3 weeks"]);
    // …only where the pregnancy is named.
    expect(texts("he had five plus three today", "5+3 weeks pregnant.")).toEqual(["5+3 weeks"]);
  });
  test("'V A right six twelve': the letters said one by one name the acuity", () => {
    const said = "V A right six twelve, improving to six nine with pinhole, left six six";
    expect(explained(said, "VA R 6/12 (6/9 pinhole), L 6/6.")).toEqual([]);
    expect(texts(said, "VA R 6/18 (6/9 pinhole), L 6/6.")).toEqual(["6/18"]);
  });
  test("'so about seven kilos down' is weight loss", () => {
    const said =
      "weight today eighty nine point four kilos, it was ninety six point two in august, so about seven kilos down";
    expect(explained(said, "Weight down from 96.2 kg in August to 89.4 kg today.")).toEqual([]);
    // …not a weight said with where it came down from.
    const weight = "no weight loss, weight seventy kilos down from seventy one";
    expect(texts(weight, "Weight loss.")).toEqual(["Weight loss"]);
  });
  test("'two point five then five milligrams': the first step takes the unit said after the last", () => {
    const said = "she's on tirzepatide, started it in august, two point five then five milligrams once a week";
    expect(explained(said, "Tirzepatide since Aug: 2.5 mg then 5 mg.")).toEqual([]);
    expect(texts(said, "Tirzepatide since Aug: 2 mg then 5 mg.")).toEqual(["2 mg"]);
    // …but not which day it is.
    const day = "doxycycline two hundred milligrams on the first day then one hundred milligrams once a day";
    expect(explained(day, "Doxycycline 200 mg day 1 then 100 mg OD.")).toEqual([]);
  });
  test("'into the left gluteal? no, right deltoid' takes the left side back", () => {
    const said =
      "medroxyprogesterone acetate one hundred and fifty milligrams IM into the left gluteal? no, right deltoid";
    expect(explained(said, "Medroxyprogesterone acetate 150 mg IM, R deltoid.")).toEqual([]);
    expect(texts(said, "Medroxyprogesterone acetate 150 mg IM, L deltoid.")).toEqual(["L deltoid"]);
  });
});

describe("what the evening stop (2026-12-02) took from the rest of held-out-89's and -90's faithful notes", () => {
  test("'she's not been yellow' is no jaundice, and 'gone yellow' is jaundice", () => {
    expect(explained("no right upper quadrant pain, she's not been yellow", "No RUQ pain, no jaundice.")).toEqual([]);
    expect(texts("no right upper quadrant pain, she's gone yellow", "No RUQ pain, no jaundice.")).toEqual([
      "no jaundice",
    ]);
  });
  test("'Gliclazide stopped Aug' for 'no gliclazide, that was stopped in august': not taken now either", () => {
    const said = "metformin one gram twice a day. no gliclazide, that was stopped in august";
    expect(explained(said, "Gliclazide stopped Aug. DH: metformin 1 g BD.")).toEqual([]);
    expect(texts("metformin one gram twice a day. no gliclazide", "Gliclazide 80 mg. Metformin 1 g BD.")).toContain(
      "Gliclazide",
    );
  });
  test("'step back down to five milligrams', no medicine named, is the step the document names", () => {
    const said = "she's on tirzepatide seven point five milligrams once a week. plan step back down to five milligrams";
    expect(explained(said, "Reduce tirzepatide to 5 mg.")).toEqual([]);
    // …not a step said of another medicine, nor to another dose.
    const named =
      "on tirzepatide seven point five milligrams and ramipril ten. plan reduce the ramipril to five milligrams";
    expect(texts(named, "Reduce tirzepatide to 5 mg.")).toEqual(["Reduce tirzepatide"]);
    expect(texts(said, "Increase tirzepatide to 5 mg.")).toEqual(["Increase tirzepatide"]);
  });
  test("'full power in the left hand and both legs' against 'right finger abduction 3/5 … left hand 5/5, legs 5/5'", () => {
    const said =
      "power right finger abduction three out of five, left hand five out of five, legs five throughout. fasciculation left calf";
    expect(explained(said, "Power 3/5 R finger abduction; full power in the left hand and both legs.")).toEqual([]);
    // …but the other side of the very part, so anchored, still says which.
    const knee = "right knee examined, full range. MRI of the left knee requested";
    expect(texts(knee, "Right knee: full range. MRI of the right knee requested.")).toEqual(["right knee"]);
    expect(texts("left leg swollen, legs otherwise fine", "Both legs swollen.")).toEqual(["Both legs"]);
  });
  test("'not to drive unless in full control' for 'he still drives, I've said not to if …'", () => {
    const said = "he still drives, I've said not to if he doesn't feel in full control of the car";
    expect(explained(said, "Driving: not to drive unless feels in full control.")).toEqual([]);
    expect(texts("he still drives, I've said that's fine", "Driving: not to drive.")).toEqual(["not to drive"]);
  });
  test("'continue for 2 weeks after clearance' is the rest of a course", () => {
    const said = "clotrimazole cream twice a day, keep going for two weeks after it's cleared";
    expect(explained(said, "Clotrimazole cream BD, continue for 2 weeks after clearance.")).toEqual([]);
    expect(texts(said, "Clotrimazole cream BD, continue for 4 weeks after clearance.")).toEqual(["4 weeks"]);
  });
  test("'pain resolved' for 'no more pain'", () => {
    expect(
      explained("the redness has gone, no more pain, no fevers", "Redness gone, pain resolved, no fevers."),
    ).toEqual([]);
    expect(texts("no chest pain at any point", "Chest pain yesterday, resolved.")).toContain("Chest pain");
  });
  test("'a couple of times for the pain' is why it was taken, not as required", () => {
    const said = "he's been taking ibuprofen for it, two hundred milligrams a couple of times";
    expect(explained(said, "Ibuprofen 200 mg taken a couple of times for the pain.")).toEqual([]);
    expect(texts("ibuprofen two hundred milligrams three times a day", "Ibuprofen 200 mg PRN for pain.")).not.toEqual(
      [],
    );
  });
  test("'not lying down for at least thirty minutes after' is advice, not what he did", () => {
    const said = "take it with water, and not lying down for at least thirty minutes after. he goes straight to sleep";
    expect(explained(said, "He was taking it then lying straight down.")).toEqual([]);
    expect(texts("no chest pain for two weeks", "Chest pain for two weeks.")).toContain("Chest pain");
  });
  test("'during the first week' after 'on Tuesday 10 November' is no first of November", () => {
    const said = "the bruise spread over the first week. the ablation was done on tuesday the tenth of november";
    const doc = "Done on Tuesday 10 November. Bruising and a lump in the groin. Bruising spread during the first week.";
    expect(explained(said, doc)).toEqual([]);
    expect(
      texts("admitted on the third of october, stented on the fifth", "Admitted 3 October, stented on the 6th."),
    ).toEqual(["6th"]);
  });
  test("'No bleeding (gums, urine, stools) or unusual bruising' denies the bruising too", () => {
    const said = "no bleeding problems on the apixaban, no blood in the urine or stools, no unusual bruising";
    expect(explained(said, "No bleeding on apixaban (gums, urine, stools) or unusual bruising.")).toEqual([]);
    const bruised = "no bleeding on the apixaban but some unusual bruising on his arms";
    expect(texts(bruised, "Bleeding on apixaban (gums) or unusual bruising.")).toContain("Bleeding");
  });
  test("'cetirizine 5 mg/5 mL, 5 mL OD' for 'five milligrams … sorry it's the liquid, five mils'", () => {
    const said = "cetirizine five milligrams once a day, sorry it's the liquid, five mils once a day";
    expect(explained(said, "Cetirizine 5 mg/5 mL oral solution 5 mL OD.")).toEqual([]);
    expect(texts(said, "Cetirizine 10 mg/5 mL oral solution 5 mL OD.")).toEqual(["10 mg/5 mL"]);
  });
  test("'paracetamol OD ~4 h ago' is an overdose, not once daily", () => {
    const said = "she took sixteen paracetamol five hundred milligram tablets about four hours ago, her first overdose";
    expect(explained(said, "Paracetamol OD ~4 h ago: 16 × 500 mg tablets.")).toEqual([]);
    expect(texts("amlodipine five milligrams twice a day", "Amlodipine OD.")).toEqual(["OD"]);
  });
  test("'staff dipped her urine' and 'urine dip' are one test", () => {
    const said = "the staff dipped her urine yesterday. please don't dip her urine again unless she has symptoms";
    expect(explained(said, "Staff urine dip yesterday: leucocytes + nitrites.")).toEqual([]);
  });
});

describe("what the evening stop took from held-out-91's and -92's faithful notes (decision 034)", () => {
  test("'left arm and leg not moving, mouth drooping on the left' denies the moving only", () => {
    const said = "left arm and leg not moving, mouth drooping on the left and her speech more slurred than usual";
    expect(explained(said, "Dense L hemiparesis, L facial droop and more slurred speech.")).toEqual([]);
    expect(texts("arm not moving, not eating or drinking", "Eating and drinking.")).not.toEqual([]);
  });
  test("'sparing the forehead, right side moving normally': what is spared is one place", () => {
    const said = "left facial weakness sparing the forehead, right side moving normally, eyes deviated to the right";
    expect(explained(said, "L facial weakness, forehead spared; R side moving normally; eyes deviated to R.")).toEqual(
      [],
    );
  });
  test("'no fitting seen' is no seizure", () => {
    expect(explained("no fall, no head injury, no fitting seen", "No fall, head injury or seizure.")).toEqual([]);
    expect(texts("no fall, no head injury", "No fall, head injury or seizure.")).toEqual(["seizure"]);
  });
  test("'normal movement on the right and …' is not gainsaid by 'drooping on the left and …'", () => {
    const said = "mouth drooping on the left and her speech more slurred, right side moving normally";
    expect(explained(said, "Left facial droop, with normal movement on the right and slurred speech.")).toEqual([]);
    // …but a side of the same thing, put right, still is.
    const looking = "worse looking to the right sorry to the left and worse looking into the distance";
    expect(texts(looking, "Worse looking to R and at distance.")).toEqual(["R"]);
  });
  test("'everyone would be better off without me', in his words, is a passive suicidal thought", () => {
    const said =
      "he said 'sometimes I think everyone would be better off without me', passive thoughts, never self harmed";
    expect(explained(said, "Passive suicidal thoughts; never self-harmed.")).toEqual([]);
    expect(texts("he said 'sometimes I feel low', never self harmed", "Passive suicidal thoughts.")).toEqual([
      "suicidal thoughts",
    ]);
  });
  test("'poor concentration at college' for 'can't concentrate at college'", () => {
    expect(
      explained("snapping at his parents, can't concentrate at college", "Poor concentration at college."),
    ).toEqual([]);
  });
  test("'earlier in the year' is this year", () => {
    const said = "he had lymecycline earlier in the year which didn't help";
    expect(explained(said, "Lymecycline earlier this year - ineffective.")).toEqual([]);
    expect(texts(said, "Lymecycline last year - ineffective.")).toEqual(["last year"]);
  });
  test("'emtricitabine with tenofovir disoproxil' is Truvada, not tenofovir alafenamide", () => {
    const said = "he's on daily PrEP, emtricitabine with tenofovir disoproxil, one tablet once a day";
    expect(explained(said, "Emtricitabine/tenofovir disoproxil 1 tab OD.")).toEqual([]);
    expect(texts(said, "Emtricitabine/tenofovir alafenamide 1 tab OD.")).toEqual([
      "Emtricitabine/tenofovir alafenamide",
    ]);
  });
  test("'HIV, syphilis and the rest of the STI screen negative' says each is negative", () => {
    const said = "HIV test negative, syphilis negative, rest of the STI screen negative";
    expect(explained(said, "HIV, syphilis and the rest of the STI screen negative.")).toEqual([]);
    expect(
      texts("HIV negative, syphilis positive", "HIV, syphilis and the rest of the STI screen negative."),
    ).toContain("syphilis");
  });
  test("'no STI test for a while, she'd like one' is none lately", () => {
    const said = "no STI test for a while, she'd like one, so chlamydia swab today";
    expect(explained(said, "Requests STI test. Chlamydia swab today.")).toEqual([]);
  });
  test("a dose gone up to, or put right, keeps the frequency said with the dose before", () => {
    const went =
      "tirzepatide five milligrams once a week and she went up to seven point five milligrams three weeks ago";
    expect(explained(went, "Tirzepatide 7.5 mg weekly.")).toEqual([]);
    const put = "lansoprazole fifteen milligrams once a day, no hang on, he says it's thirty milligrams";
    expect(explained(put, "Lansoprazole 30 mg OD.")).toEqual([]);
    // …not a step planned, nor a first dose.
    const planned = "start ramipril two point five milligrams once a day going up to five milligrams after two weeks";
    expect(texts(planned, "Start ramipril 5 mg OD.")).toEqual(["5 mg OD"]);
    const first = "doxycycline two hundred milligrams on the first day then one hundred milligrams once a day";
    expect(texts(first, "Doxycycline 200 mg OD.")).toEqual(["200 mg OD"]);
  });
  test("'compression stockings are not planned' for 'no compression stockings'", () => {
    expect(explained("keep the leg up. no compression stockings", "Compression stockings are not planned.")).toEqual(
      [],
    );
  });
  test("'no papilloedema, discs sharp' and 'not fluctuant, nothing to drain': a clause after the comma", () => {
    expect(explained("fundi no papilloedema, discs sharp both sides", "No papilloedema; discs were sharp.")).toEqual(
      [],
    );
    expect(explained("not fluctuant, nothing to drain", "Not fluctuant and there was nothing to drain.")).toEqual([]);
  });
  test("'U and E's in one week' is the U&E in 1/52", () => {
    expect(explained("start furosemide, U and E's in one week", "Start furosemide, U&E in 1/52.")).toEqual([]);
    expect(texts("start furosemide, U and E's in one week", "Start furosemide, U&E in 2/52.")).toEqual(["2/52"]);
  });
  test("'gliclazide stopped at discharge' is leaving hospital, not a discharge", () => {
    const said = "wound clean, no discharge. gliclazide was stopped when he left hospital";
    expect(explained(said, "Wound clean. Gliclazide stopped at discharge.")).toEqual([]);
    expect(texts("wound clean, no discharge", "Wound: purulent discharge.")).toEqual(["discharge"]);
  });
});

describe("what the evening stop took from the last of held-out-89's to -92's faithful notes (decision 034)", () => {
  test("'goggles in future' is advice, which 'without goggles' does not gainsay", () => {
    const said = "using an angle grinder without goggles. advised proper polycarbonate goggles in future";
    expect(explained(said, "Grinding without goggles. Polycarbonate goggles in future.")).toEqual([]);
    expect(texts("using an angle grinder without goggles", "Grinding with goggles.")).not.toEqual([]);
  });
  test("'not starting tamsulosin, unlikely to help': 'unlikely' starts a clause of its own", () => {
    const said = "not starting tamsulosin, unlikely to help";
    expect(explained(said, "Tamsulosin not started - unlikely to help.")).toEqual([]);
  });
  test("'right earache' is no side of the ear, whose discharge is on the left", () => {
    // Taken back on the second read: "earache" as the ear let one ear's side cover the other's finding.
    expect(texts("right earache, left ear discharging", "R earache, R ear discharge.")).toEqual(["R ear"]);
  });
  test("'two fifty over one hundred' after a combination's name is its strength, not a blood pressure", () => {
    const said = "switch to atovaquone proguanil, the adult tablet, two fifty over one hundred, one tablet a day";
    expect(explained(said, "Atovaquone-proguanil 250/100 mg 1 tab OD.")).toEqual([]);
    expect(texts(said, "Atovaquone-proguanil 62.5/25 mg 1 tab OD.")).toEqual(["62.5", "25 mg"]);
    expect(explained("she takes co-codamol, BP one fifty over ninety", "BP 150/90.")).toEqual([]);
  });
  test("'paracetamol for the ache' is as needed", () => {
    expect(explained("paracetamol for the ache", "Paracetamol PRN.")).toEqual([]);
    const said = "for the ache paracetamol one gram up to four times a day";
    expect(explained(said, "Paracetamol 1 g up to four times a day for the ache.")).toEqual([]);
  });
  test("'bowels last open five days ago' is 'bowels not open for 5 days'", () => {
    expect(explained("he's constipated, bowels last open five days ago", "Bowels not open for 5 days.")).toEqual([]);
    expect(texts("bowels opened this morning, normal", "Bowels not open for 5 days.")).toContain("Bowels not open");
  });
  test("'Denies other tablets (incl. ibuprofen), alcohol or drugs' denies each", () => {
    const said = "denies taking anything else, no ibuprofen, no alcohol, no drugs";
    expect(explained(said, "Denies other tablets (incl. ibuprofen), alcohol or drugs.")).toEqual([]);
    // …but not what follows a list "or" does not close.
    expect(texts("no aspirin", "No other medicines, takes aspirin.")).toEqual(["takes aspirin"]);
  });
});

describe("the evening stop's review: what each new rule must still flag (decision 034)", () => {
  test("a dose said as the one before, or someone else's, does not take the frequency", () => {
    const before = "Ramipril five milligrams once a day, it was ten milligrams until last month but she got dizzy.";
    expect(texts(before, "Ramipril 10 mg OD.")).toEqual(["10 mg OD"]);
    const sister = "Sertraline fifty milligrams once a day. Her sister is on a hundred milligrams.";
    expect(texts(sister, "Sertraline 100 mg OD.")).toEqual(["100 mg OD"]);
  });
  test("a liquid's strength is not made up where the dictation gives its own", () => {
    const said =
      "Oramorph, that's ten milligrams in five mils. Five milligrams, so two and a half mils, and five mils at night.";
    expect(texts(said, "Oramorph 5 mg/5 mL.")).toEqual(["5 mg/5 mL"]);
  });
  test("a step with no medicine named is not another medicine's", () => {
    const said =
      "Bisoprolol two point five milligrams, blood pressure still high. Going to increase to five milligrams.";
    expect(texts(`${said} Ramipril stays at five milligrams.`, "Increase ramipril to 5 mg.")).toEqual([
      "Increase ramipril",
    ]);
  });
  test("'OD' after a medicine is once daily unless its sentence is about an overdose", () => {
    const said = "Seen after a paracetamol overdose last month, medically cleared. Restart quetiapine twice a day.";
    expect(texts(said, "Paracetamol overdose last month. Restart quetiapine OD.")).toEqual(["OD"]);
    expect(texts("Started quetiapine twice a day three weeks ago.", "Started quetiapine OD 3 weeks ago")).toEqual([
      "OD",
    ]);
  });
  test("'stopped' before a comma is not said of the medicine after it", () => {
    const said = "No metformin because of her kidneys, stop the gliclazide as well.";
    expect(texts(said, "Gliclazide stopped, metformin started.")).toEqual(["metformin started"]);
    expect(
      texts("Stop the aspirin. No clopidogrel, she is allergic.", "Aspirin stopped, clopidogrel instead."),
    ).toEqual(["clopidogrel"]);
  });
  test("'sparing the face, palms and soles' spares each place of the list", () => {
    const said = "Maculopapular rash over the trunk sparing the face, palms and soles.";
    expect(texts(said, "Maculopapular rash over the trunk, palms and soles, sparing the face.")).toEqual(["soles"]);
  });
  test("'the rest of the screen' does not take in a result said positive", () => {
    const said = "Chlamydia positive, HIV, syphilis and the rest of the STI screen negative.";
    expect(texts(said, "Chlamydia negative. HIV, syphilis and the rest of the STI screen negative.")).toEqual([
      "Chlamydia negative",
    ]);
  });
  test("yellow sputum is no jaundice, and fitting in at school no seizure", () => {
    expect(texts("Not jaundiced. Sputum has turned yellow.", "Jaundiced.")).toEqual(["Jaundiced"]);
    expect(texts("No seizures. Struggling with fitting in at school.", "Seizures reported.")).toEqual(["Seizures"]);
  });
  test("'legs otherwise unremarkable' does not make a one-sided swelling both sides'", () => {
    expect(texts("Left calf swollen and tender, legs otherwise unremarkable.", "Both legs swollen.")).toEqual([
      "Both legs",
    ]);
  });
  test("a swab 'for discharge' or 'following discharge from the wound' is a discharge", () => {
    expect(texts("Penile swab done, no discharge, just dysuria.", "Penile swab for discharge and dysuria.")).toEqual([
      "discharge",
    ]);
    expect(texts("Wound clean, no discharge.", "Swab sent following discharge from the wound.")).toEqual(["discharge"]);
  });
  test("'still driving, I've told him not to' is not 'not driving'", () => {
    expect(texts("Still driving his car, I've told him not to.", "He is not driving his car.")).toEqual([
      "not driving his car",
    ]);
  });
  test("'for some time' and 'for at least thirty minutes after' keep the document's own denial compared", () => {
    expect(texts("Smear test done last month, normal.", "No smear test for some time.")).toEqual(["No smear test"]);
    const said = "She can lie down straight after taking the alendronate.";
    expect(texts(said, "Not to lie down for 30 minutes after alendronate.")).toContain("Not to lie down");
  });
});

describe("the evening stop's second read: the mends neither too broad nor too narrow (decision 034)", () => {
  test("'sparing the forehead, dysarthria and arm weakness' spares no symptom", () => {
    const said = "Left facial weakness sparing the forehead, dysarthria and arm weakness.";
    expect(texts(said, "L facial weakness sparing forehead. No dysarthria or arm weakness.")).toContain(
      "No dysarthria",
    );
  });
  test("'OD' is an overdose only of a medicine the dictation gives no frequency, in a dictation about one", () => {
    expect(
      texts("Quetiapine twenty five milligrams, two tablets twice a day.", "Quetiapine OD 2 x 25 mg tabs."),
    ).toContain("OD");
    const said = "paracetamol, sixteen tablets four hours ago, first time she's taken an overdose";
    expect(explained(said, "Paracetamol OD ~4 h ago. Took 16 tablets.")).toEqual([]);
  });
  test("'No other medicines except aspirin' sets aspirin apart", () => {
    const said = "Not taking any other medicines. No aspirin or clopidogrel.";
    expect(texts(said, "No other medicines except aspirin or clopidogrel.")).toEqual(["clopidogrel"]);
  });
  test("'last passed urine six hours ago' is not 'not passed urine' without how long", () => {
    expect(texts("Last passed urine six hours ago.", "Not passed urine.")).toEqual(["Not passed urine"]);
  });
  test("'next time' is advice only where the dictation gives it as advice", () => {
    const said = "She declined the flu jab, and doesn't want it next time either.";
    expect(texts(said, "Flu jab next time.")).toEqual(["Flu jab"]);
  });
  test("a step taken in other words keeps the frequency: 'was increased to', 'went up to … last month', 'now on'", () => {
    const increased = "Sertraline fifty milligrams once a day, was increased to a hundred milligrams three weeks ago";
    expect(explained(increased, "Sertraline 100 mg OD.")).toEqual([]);
    const last = "Amlodipine five milligrams once a day, went up to ten milligrams last month.";
    expect(explained(last, "Amlodipine 10 mg OD.")).toEqual([]);
    const actually = "lansoprazole fifteen milligrams once a day, no actually it is thirty milligrams";
    expect(explained(actually, "Lansoprazole 30 mg OD.")).toEqual([]);
  });
  test("leaving hospital said otherwise: 'following discharge', 'fit for discharge', 'discharge from hospital'", () => {
    const said = "Wound clean, no discharge.";
    expect(explained(said, "Medically fit for discharge.")).toEqual([]);
    expect(texts(`${said} seen two weeks after he left`, "Seen 2 weeks following discharge.")).not.toContain(
      "discharge",
    );
    expect(texts(said, "Swab sent following discharge from the wound.")).toEqual(["discharge"]);
  });
  test("yellow eyes and yellowing skin are jaundice; fitting for five minutes is a seizure", () => {
    expect(explained("His eyes have gone yellow.", "Jaundiced sclerae.")).toEqual([]);
    expect(explained("Yellowing of the skin.", "Jaundice.")).toEqual([]);
    expect(texts("thick yellowing toenails, not jaundiced", "Jaundiced.")).toEqual(["Jaundiced"]);
    expect(explained("Fitting for five minutes then stopped.", "Seizure lasting five minutes.")).toEqual([]);
  });
  test("'for a while' then asked for, after the name: 'STI test requested'", () => {
    expect(explained("No STI test for a while, she'd like one.", "STI test requested.")).toEqual([]);
  });
  test("'pressure one sixty over ninety five' after a combination is a blood pressure still", () => {
    expect(explained("on co-amilofruse, pressure one sixty over ninety five", "BP 160/95.")).toEqual([]);
  });
});

describe("a test's result said in a sentence of its own (2026-12-03)", () => {
  test("'chlamydia came back positive', 'swab was positive', 'NAAT positive' against 'Chlamydia negative'", () => {
    for (const said of [
      "The chlamydia came back positive, so doxycycline for a week.",
      "Her chlamydia swab was positive today.",
      "Chlamydia NAAT positive.",
      "Chlamydia is positive.",
    ]) {
      expect(texts(said, "Chlamydia negative.")).toEqual(["Chlamydia negative"]);
    }
  });
  test("a result named by its test on one side and by what it looks for on the other", () => {
    expect(texts("Chlamydia test negative.", "Chlamydia positive.")).toEqual(["Chlamydia positive"]);
    expect(texts("The gonorrhoea result came back negative.", "Gonorrhoea positive.")).toEqual(["Gonorrhoea positive"]);
    expect(texts("Chlamydia came back positive.", "Chlamydia test negative.")).toEqual(["Chlamydia test negative"]);
    expect(texts("Chlamydia came back negative.", "Chlamydia positive.")).toEqual(["Chlamydia positive"]);
  });
  test("the same results written faithfully are not flagged, nor a repeat test planned", () => {
    const said = "Chlamydia came back negative, gonorrhoea came back positive, repeat chlamydia test in three months.";
    expect(explained(said, "Chlamydia negative; gonorrhoea positive. Repeat test in 3 months.")).toEqual([]);
    expect(explained(said, "Chlamydia test negative; gonorrhoea test positive.")).toEqual([]);
  });
  test("'positive for' names what was found, not what is denied elsewhere", () => {
    const said = "Urine drug screen today positive for methadone. Not using pregabalin or anything else, he says.";
    expect(explained(said, "Urine drug screen positive for methadone. No pregabalin or other drugs.")).toEqual([]);
  });
});

describe("what held-out-93's and -94's first runs flagged on a faithful note (2026-12-03)", () => {
  test("'may' before a verb is the modal, not the month", () => {
    expect(explained("Seen in clinic.", "I have explained that this may be benign; it may need a biopsy.")).toEqual([]);
    expect(texts("Seen in clinic.", "Seen in May.")).toEqual(["May"]);
  });
  test("hypnagogic hallucinations are a feature of sleep, not a psychotic red flag", () => {
    expect(explained("Vivid dreams as he drops off, sees people in the room.", "Hypnagogic hallucinations.")).toEqual(
      [],
    );
    expect(texts("Sleeping badly.", "Auditory hallucinations.")).toEqual(["hallucinations"]);
  });
  test("'incl.' carries a denial on past its full stop", () => {
    expect(explained("Denies any drugs, no cannabis.", "Denies drugs incl. cannabis.")).toEqual([]);
  });
  test("what 'is an emergency' is safety-netting, not a finding", () => {
    const said = "No numbness. If his foot goes cold, white or numb, that's an emergency, nine nine nine.";
    expect(explained(said, "Told him a cold, white or numb foot is an emergency requiring 999.")).toEqual([]);
  });
  test("advice after a comma ends a denial: 'no late meals, cut the alcohol down'", () => {
    const said =
      "Drinks about twenty units a week. Lifestyle, raise the head of the bed, no late meals, cut the alcohol down.";
    expect(explained(said, "Alcohol ~20 units/week.")).toEqual([]);
  });
  test("an exclusion still needed is not one made; 'seems unlikely' is 'unlikely'", () => {
    const said = "Infection and malignancy need excluding, septic arthritis unlikely as she's so well.";
    expect(explained(said, "Needs infection/malignancy excluded; septic arthritis seems unlikely.")).toEqual([]);
    expect(texts("Septic arthritis likely.", "Septic arthritis seems unlikely.")).not.toEqual([]);
  });
  test("'med reg' is the medical registrar, not medicines", () => {
    expect(
      explained("No regular meds. Discussed with the medical registrar.", "No regular meds. D/w med reg."),
    ).toEqual([]);
  });
});

describe("what held-out-93's and -94's first runs missed (2026-12-03)", () => {
  test("'UPT' is a urine pregnancy test, whichever side spells it out", () => {
    expect(texts("Urine pregnancy test negative.", "UPT +ve.")).toEqual(["UPT +ve"]);
    expect(texts("Pregnancy test positive today.", "UPT negative.")).toEqual(["UPT negative"]);
    expect(explained("Urine pregnancy test negative.", "UPT -ve.")).toEqual([]);
  });
  test("a head laceration is an injury the dictation denies", () => {
    expect(texts("Witnessed, she just went down, no injury.", "Witnessed fall, head laceration.")).toEqual([
      "head laceration",
    ]);
  });
  test("'PND' is paroxysmal nocturnal dyspnoea, unless the dictation means postnatal depression", () => {
    expect(texts("No paroxysmal nocturnal dyspnoea.", "PND most nights.")).toEqual(["PND"]);
    const postnatal = "Had postnatal depression after her first. No paroxysmal nocturnal dyspnoea.";
    expect(explained(postnatal, "PMH: PND after first baby.")).toEqual([]);
  });
});

describe("the morning review (2026-12-03): the new rules kept to what they are for", () => {
  test("'is an emergency' makes only what the patient was told supposed, not a finding before it", () => {
    const said = "No chest pain today, explained that if he gets chest pain it's an emergency, call 999.";
    expect(texts(said, "Chest pain today is an emergency, 999 called.")).toContain("Chest pain");
    const pulses = "Foot warm, cap refill normal, pulses present.";
    expect(texts(pulses, "Foot pale, pulses absent, acute limb ischaemia is an emergency.")).toContain("pulses absent");
  });
  test("only an exclusion is still to do after 'needs'; other answers are answers", () => {
    expect(texts("Using his GTN spray three or four times a week.", "Need for GTN spray: nil.")).toEqual([
      "GTN spray: nil",
    ]);
  });
  test("only 'incl.' and 'eg.' carry a denial past their full stop, not 'as prev.' or 'cough inc.'", () => {
    const said = "No chest pain, same as before, no palpitations either.";
    expect(texts(said, "No chest pain, as prev. Palpitations on exertion.")).toEqual(["Palpitations"]);
  });
  test("a cut listed with what is denied is denied with it; only 'cut the …' is advice", () => {
    expect(
      explained("Small cut on the knee, no swelling, no bruising.", "Knee: no swelling, cut or bruising."),
    ).toEqual([]);
  });
  test("hypnagogic hallucinations are spared the red flag only, not a denial", () => {
    expect(texts("No hallucinations of any kind.", "Hypnagogic hallucinations reported.")).toEqual(["hallucinations"]);
  });
  test("'in may have been …' (unpunctuated) is the month", () => {
    const said = "started the amlodipine in may have been fine on it since";
    expect(explained(said, "Amlodipine started May, tolerating well.")).toEqual([]);
  });
  test("a partner's result, or one from another time, is not the patient's result today", () => {
    const partner = "Her partner's chlamydia came back positive, her own chlamydia test today was negative.";
    expect(explained(partner, "Chlamydia test negative today; partner chlamydia positive.")).toEqual([]);
    const past = "Covid came back positive two weeks ago, her lateral flow test today is negative.";
    expect(explained(past, "Covid test negative today.")).toEqual([]);
    const before = "Chlamydia test today negative, she had chlamydia in 2019 that was treated.";
    expect(explained(before, "Chlamydia test negative today. Chlamydia positive 2019, treated.")).toEqual([]);
  });
  test("a result said with its sample or 'as', 'showed': 'urine test came back positive', 'came back as positive'", () => {
    expect(texts("Chlamydia urine test came back positive.", "Chlamydia negative.")).toEqual(["Chlamydia negative"]);
    expect(texts("The chlamydia came back as positive.", "Chlamydia negative.")).toEqual(["Chlamydia negative"]);
    expect(texts("Chlamydia swab showed positive.", "Chlamydia negative.")).toEqual(["Chlamydia negative"]);
  });
  test("'No FH arthritis' is compared by what it names, not as any family history at all", () => {
    const said = "Family history, dad has psoriasis, nobody with arthritis or bowel problems.";
    expect(explained(said, "FH: father psoriasis. No FH arthritis or IBD.")).toEqual([]);
    expect(texts("Family history of bowel cancer in her dad.", "No family history.")).toEqual(["No family history"]);
  });
});

describe("more of held-out-93's and -94's false flags, in other words (2026-12-03)", () => {
  test("'up to four times a day' is as required, at most; so is 'for breakthrough'", () => {
    const upTo = "She can have paracetamol two hundred and forty milligrams up to four times a day.";
    expect(explained(upTo, "Paracetamol 240 mg up to QDS PRN.")).toEqual([]);
    expect(
      texts("Paracetamol two hundred and forty milligrams four times a day.", "Paracetamol 240 mg QDS PRN."),
    ).toEqual(["QDS PRN"]);
    const breakthrough = "Oramorph two point five milligrams about once or twice a day for breakthrough.";
    expect(explained(breakthrough, "Oramorph 2.5 mg PRN.")).toEqual([]);
  });
});

describe("how long, said the way held-out-93's and -94's notes say it (2026-12-03)", () => {
  test("'not used Clenil for ~2/12' is how long she has gone without it, as 'hasn't touched it for two months' says", () => {
    const said = "He has Clenil one hundred but he hasn't touched the brown one for about two months.";
    expect(explained(said, "Not used Clenil for ~2/12.")).toEqual([]);
    expect(explained(said, "He has not used his Clenil 100 for about two months.")).toEqual([]);
  });
  test("'on and off for about a month' is how long an on-and-off use has gone on", () => {
    const said =
      "He's been taking ibuprofen four hundred three times a day for his back, on and off for about a month.";
    expect(explained(said, "Ibuprofen 400 mg TDS on/off ~1/12 for back.")).toEqual([]);
  });
  test("'for at least a month' is a month", () => {
    const said = "No strenuous exercise for at least a month.";
    expect(explained(said, "No strenuous exercise for 1/12.")).toEqual([]);
    expect(texts(said, "No strenuous exercise for 1/52.")).toEqual(["1/52"]);
  });
  test("when it was first noticed, however far back in the sentence 'noticed' is", () => {
    const said = "Swelling of the right knee for seven weeks now, first noticed in the bath in the middle of october.";
    const doc =
      "Her mother first noticed swelling of the right knee in the bath in mid-October, about seven weeks ago.";
    expect(explained(said, doc)).toEqual([]);
  });
});

describe("a gestation in whole weeks (2026-12-03)", () => {
  test("'26/40' is the weeks completed of 'twenty six plus four weeks'; '27/40' is not", () => {
    const said = "She's twenty six plus four weeks pregnant.";
    expect(explained(said, "Moderate acute asthma at 26/40.")).toEqual([]);
    expect(texts(said, "Moderate acute asthma at 27/40.")).toEqual(["27/40"]);
    expect(texts("She's twenty six weeks pregnant.", "Asthma at 26+4/40.")).toEqual(["26+4/40"]);
  });
});

describe("the second morning review (2026-12-03): the new rules kept to what they are for", () => {
  test("'up to' a dose going up is no most; 'for breakthrough' with another medicine after it is that one's", () => {
    const increase = "Increase the omeprazole up to twice a day for the next eight weeks.";
    expect(texts(increase, "Omeprazole BD PRN for 8/52.")).toEqual(["BD PRN"]);
    const runOn = "zomorph thirty milligrams twice a day for breakthrough she has oramorph five milligrams";
    expect(texts(runOn, "Zomorph 30 mg BD PRN.")).toEqual(["BD PRN"]);
    expect(
      explained("Paracetamol five hundred milligrams no more than four times a day.", "Paracetamol 500 mg QDS PRN."),
    ).toEqual([]);
  });
  test("a pair said both sides does not make a one-sided finding two-sided", () => {
    expect(texts("Pupils equal both sides, the right one is a bit sluggish.", "Both pupils sluggish.")).not.toEqual([]);
  });
  test("an abbreviation's other meaning spares only what is no red flag, said as the document says it", () => {
    const palsy = "Background of cerebral palsy, no chest pain, breathless on exertion.";
    expect(texts(palsy, "Background cerebral palsy. C/o CP on exertion.")).toEqual(["CP"]);
    const postpartum = "Six weeks postpartum, no signs of postnatal depression, no paroxysmal nocturnal dyspnoea.";
    expect(texts(postpartum, "Orthopnoea and PND.")).toEqual(["PND"]);
  });
  test("a result's own clause says whose it is and when: 'treated', 'last week', 'with her partner' do not", () => {
    expect(texts("Chlamydia swab came back positive, treated with doxycycline today.", "Chlamydia negative.")).toEqual([
      "Chlamydia negative",
    ]);
    const partner = "She's come in with her partner, her chlamydia swab was negative.";
    expect(texts(partner, "Seen with partner, chlamydia positive.")).toEqual(["chlamydia positive"]);
  });
  test("'inc.' and 'esp.' carry a denial on in lower case; a capital after them starts a sentence", () => {
    const said = "No urinary symptoms at all, no burning, no frequency, no blood in the urine.";
    expect(explained(said, "Denies urinary sx inc. dysuria, frequency or haematuria.")).toEqual([]);
    expect(
      texts("No fevers, cough is worse, no wheeze on examination.", "No fevers, cough inc. Wheeze on exam."),
    ).toContain("Wheeze");
  });
  test("a sentence or a label that 'is an emergency' is safety-netting, whoever told it", () => {
    const said = "No headache, no neck stiffness, no rash.";
    const doc = "No headache, neck stiffness or rash. Worsening headache with neck stiffness is an emergency.";
    expect(explained(said, doc)).toEqual([]);
    const ectopic = "No vaginal bleeding, no abdominal pain, safety netted about ectopic.";
    const net =
      "No PV bleeding or abdominal pain. SN re ectopic: heavy bleeding or severe abdominal pain is an emergency.";
    expect(explained(ectopic, net)).toEqual([]);
  });
  test("'may' after a word that is no time's is the modal", () => {
    expect(
      explained("Low back pain for two weeks, probably mechanical.", "Pain in lower back may be mechanical."),
    ).toEqual([]);
  });
  test("an injury denied of one part denies no head wound", () => {
    const said = "Fell in the kitchen, no injury to her hip, cut her head on the table edge, glued.";
    expect(explained(said, "No hip injury. Head laceration, glued.")).toEqual([]);
    expect(explained("Scalp wound from the fall, no neck injury.", "Scalp laceration. No neck injury.")).toEqual([]);
  });
  test("'UPT declined' is a pregnancy test declined", () => {
    expect(explained("She's sure she isn't pregnant, declined a pregnancy test.", "UPT declined.")).toEqual([]);
  });
});

describe("the third morning review (2026-12-03): the mends kept to what they are for", () => {
  test("'more than four times a day' is too often, not at most; 'no more than' is at most", () => {
    const over = "She's been using her salbutamol more than four times a day this week.";
    expect(texts(over, "Salbutamol QDS PRN.")).toContain("QDS PRN");
  });
  test("'no injury of note', 'no serious injury', 'no injury to the head' deny a head wound", () => {
    expect(texts("Fell yesterday, no injury of note.", "Fall with head laceration.")).not.toEqual([]);
    expect(texts("Fell, no injury to the head.", "Fall, head injury.")).not.toEqual([]);
    expect(texts("Tripped on the stairs, no serious injury.", "Tripped on stairs with head injury.")).not.toEqual([]);
  });
  test("the document says which an abbreviation means: 'CP' beside 'No chest pain' is cerebral palsy", () => {
    expect(explained("Known cerebral palsy, no chest pain today.", "Known CP. No chest pain.")).toEqual([]);
    const palsy = "Background of cerebral palsy, no chest pain, breathless on exertion.";
    expect(texts(palsy, "Background cerebral palsy. C/o CP on exertion.")).toEqual(["CP"]);
    // …and where the dictation never mentions chest pain, the red flag is still listed.
    expect(texts("Known cerebral palsy, chesty cough.", "Background cerebral palsy. C/o CP on exertion.")).toEqual([
      "CP",
    ]);
  });
  test("a result's time said after a comma is its own ('…, that was two years ago'); 'last year' is another time", () => {
    const ago = "Her chlamydia was positive, that was two years ago, today's swab negative.";
    expect(explained(ago, "Chlamydia negative today.")).toEqual([]);
    const last = "Chlamydia came back positive last year and was treated, today's screen negative.";
    expect(explained(last, "Chlamydia negative today.")).toEqual([]);
  });
  test("'for breakthrough pain and …' ends its clause in run-on speech", () => {
    const said =
      "oramorph two point five milligrams once or twice a day for breakthrough pain and continue the zomorph";
    expect(explained(said, "Oramorph 2.5 mg PRN for breakthrough pain.")).toEqual([]);
  });
  test("what 'is an emergency' and was acted on ('so I've called 999') is happening, not safety-netting", () => {
    const said = "seen at home. crushing central chest pain and sweating is an emergency so i've called nine nine nine";
    expect(
      texts("No chest pain.", "Crushing central chest pain and sweating is an emergency, ambulance called."),
    ).not.toEqual([]);
    expect(explained(said, "Crushing central chest pain and sweating. 999 called.")).toEqual([]);
  });
});

describe("a clear chest, normal heart sounds or normal stools against what was heard or seen (2026-12-03)", () => {
  test("'Lungs clear' against crackles heard at the bases, with no word for the chest's state", () => {
    const said = "on listening there are coarse crackles at the left base, heart sounds normal";
    expect(texts(said, "Lungs clear. HS normal.")).toEqual(["Lungs clear"]);
    // …said clear as well, or the crackles denied, the note agrees.
    expect(explained("chest clear today, the crackles at the bases have gone", "Chest clear.")).toEqual([]);
    expect(explained("chest sounds fine, no crackles, no wheeze", "Chest clear.")).toEqual([]);
    // …and wheeze in the history, not on listening, says nothing of the chest today.
    expect(explained("she's been wheezy at night with the cold. sats ninety eight", "Chest clear.")).toEqual([]);
  });
  test("'heart sounds normal' against a split second sound or a gallop rhythm", () => {
    expect(texts("widely split P2 and a gallop rhythm", "Heart sounds normal.")).toEqual(["Heart sounds normal"]);
    expect(explained("loud P2 heard, heart sounds otherwise normal", "HS normal apart from loud P2.")).toEqual([]);
  });
  test("'normal-coloured stools' against pale ones, and the reverse", () => {
    expect(texts("itchy and yellow, pale stools and dark urine", "Normal-coloured stools.")).toEqual([
      "Normal-coloured stools",
    ]);
    expect(texts("stools normal, no blood", "Pale stools.")).toEqual(["Pale stools"]);
  });
  test("thighs, calves, shins and forearms are parts in the plural too ('both thighs' is both sides)", () => {
    expect(explained("both thighs swollen and very tender, quads tense", "Bilateral thigh swelling.")).toEqual([]);
    // …and a side the dictation never gives them is questioned.
    expect(explained("calves soft and non tender, hamstrings tight", "R calf soft.")).toEqual([
      ["R calf", "laterality", "R calf — dictation does not say which side"],
    ]);
  });
});

describe("what held-out-95's first run flagged on a faithful note, in other words (2026-12-03)", () => {
  test("'not fit for work for two weeks' is how long the fit note is for", () => {
    const said = "she's not fit for work for three weeks because she can't lift the children";
    expect(explained(said, "Fit note for 3 weeks (can't lift).")).toEqual([]);
    expect(texts(said, "Fit note for 6 weeks.")).toEqual(["6 weeks"]);
  });
  test("a day of the month said alone ('the nineteenth,') is the day a note writes with its month", () => {
    const said = "bloods were done on monday, the nineteenth, and the ferritin was low";
    expect(explained(said, "Bloods Mon 19/10: ferritin low.")).toEqual([]);
    expect(texts(said, "Bloods Mon 18/10: ferritin low.")).toEqual(["18/10"]);
    // …but not a day the dictation gives another month, nor another day of a month it names.
    expect(texts("seen on the nineteenth of september, then on the nineteenth, no change", "Seen 19/10.")).toEqual([
      "19/10",
    ]);
    expect(texts("the nineteenth, and again on the fourth of october", "Seen 19/10.")).toEqual(["19/10"]);
    // …nor "the first" of something else.
    expect(texts("the first time it happened he was fine", "Seen 1/12.")).not.toEqual([]);
  });
  test("'don't alter the dose of sertraline' is the dose unchanged", () => {
    expect(
      explained("sertraline, don't alter it, don't change the sertraline dose", "Sertraline dose unchanged."),
    ).toEqual([]);
  });
  test("'no similar lumps' leaves the lump seen today", () => {
    const said = "a lump in the left breast, no other lumps like it that she's felt";
    expect(explained(said, "Lump L breast. No similar lumps.")).toEqual([]);
  });
  test("'no swimming for at least a fortnight' is advice, which 'hurt it swimming' does not gainsay", () => {
    const said = "hurt it at the pool on tuesday. no swimming for at least two weeks";
    expect(explained(said, "Injured at swimming Tue.")).toEqual([]);
    // …while "no pain for two weeks" is still a history.
    expect(texts("no pain for two weeks now", "Pain for two weeks.")).not.toEqual([]);
  });
  test("'no regular medicines, allergic to codeine' — the allergy after the comma is there", () => {
    const said = "no regular medicines, allergic to codeine, it makes her vomit";
    expect(explained(said, "No regular meds. Allergy: codeine (vomiting).")).toEqual([]);
    expect(texts("no regular medicines, no allergies", "Allergy: codeine.")).not.toEqual([]);
  });
  test("'…, no, it's a home visit' puts right what was said, and denies nothing", () => {
    const said = "surgery appointment, no, it's a home visit, review of her leg ulcer";
    expect(explained(said, "Home visit review of leg ulcer.")).toEqual([]);
  });
});

describe("the fourth review (2026-12-03): the new rules kept to what they are for", () => {
  test("'similar' qualifies only a note's own 'No similar …', not a dictation's 'or anything similar'", () => {
    expect(texts("no chest pain or anything similar", "Chest pain.")).not.toEqual([]);
    expect(texts("no similar episodes before", "Previous similar episodes.")).not.toEqual([]);
  });
  test("'don't change the dose' agrees only with a dose kept the same", () => {
    expect(texts("don't change the dose of amlodipine", "Amlodipine dose increased.")).not.toEqual([]);
    expect(explained("don't change the levothyroxine dose.", "No change to levothyroxine dose.")).toEqual([]);
  });
  test("'no previous X' denies X: a note that says X is flagged", () => {
    for (const [said, note] of [
      ["palpitations for a week, no previous chest pain", "Palpitations and chest pain for a week."],
      ["no previous seizures, collapsed this morning at work", "Seizure this morning at work."],
      ["no previous dvt or pe", "Recurrent DVT."],
    ])
      expect(texts(said, note)).not.toEqual([]);
  });
  test("'no driving for six months' is advice only when said as advice ('at least', 'until', 'advised')", () => {
    expect(texts("no driving for six months since the seizure", "He is still driving.")).not.toEqual([]);
    expect(texts("no swimming for two weeks", "Swimming daily.")).not.toEqual([]);
  });
  test("an allergy ends a denial only as 'allergic to …', not 'allergic reaction' or 'allergic rhinitis'", () => {
    const said = "she denies any rash, allergic reaction or swelling after the injection";
    expect(texts(said, "Allergic reaction after the injection.")).not.toEqual([]);
    expect(texts("no wheeze, allergic rhinitis or eczema", "History of allergic rhinitis.")).not.toEqual([]);
  });
  test("'fit note' is no finding, but a note after a line break is another line's word", () => {
    expect(texts("no chest pain", "Chest pain\nNote: family history of IHD.")).not.toEqual([]);
    expect(texts("no fit note needed", "Fit note issued.")).not.toEqual([]);
  });
  test("'he's been unfit for work for two weeks' is a history, not the fit note's length", () => {
    const said = "he's been unfit for work for two weeks already, i'll sign him off for another four weeks";
    expect(texts(said, "Fit note for 2 weeks.")).toEqual(["2 weeks"]);
  });
  test("a day said alone is no date with a month said just before it, nor an ordinal in a list", () => {
    expect(texts("she had a fall in september, on a monday, the twenty eighth", "Fall Mon 28/10.")).toEqual(["28/10"]);
    expect(texts("pain in the second, third and fourth toes since the tenth of march", "Pain since 2/4.")).toEqual([
      "2/4",
    ]);
  });
  test("what was heard in the chest is heard now, on that side, and only a note's listening is gainsaid", () => {
    for (const [said, note] of [
      ["history of wheeze with colds, on listening to his chest it sounds fine today", "Chest clear today."],
      ["the crackles at the right base have resolved", "Chest now clear."],
      ["she had crackles at the bases last week, today the chest sounds fine", "Chest now clear."],
      ["coarse crackles left base, right lung fields fine", "Right lung clear; left basal crackles."],
      ["crackles at the right base, chest x-ray last week was clear", "Chest clear on CXR last week."],
      ["bowel sounds reduced, heart sounds fine", "HS normal."],
      ["physiological splitting of p2 heard on inspiration, nothing added", "Heart sounds normal."],
      ["passing plenty of pale urine", "Urine normal."],
    ])
      expect(explained(said, note)).toEqual([]);
  });
});

describe("what held-out-96's first run flagged on a faithful note, in other words (2026-12-03)", () => {
  test("a side in a list the denial runs through is denied with it ('no fever, rash, left loin pain')", () => {
    expect(explained("no fever. no rash. no left loin pain.", "No fever, rash, left loin pain or rigors.")).toEqual([]);
  });
  test("'the left side is clear' after crackles at the right base is the other lung", () => {
    expect(explained("crackles at the left base, the right side is clear.", "Crackles L base, R clear.")).toEqual([]);
    expect(texts("crackles at the left base, the right side is clear.", "Crackles R base, L clear.")).not.toEqual([]);
  });
  test("'R:' before antibiotics in a culture's result is resistant, not right", () => {
    const said = "urine grew e coli resistant to trimethoprim, sensitive to nitrofurantoin";
    expect(explained(said, "Urine: E. coli. R: trimethoprim. S: nitrofurantoin.")).toEqual([]);
  });
  test("'left ear is clear' says the left canal is clear, after 'the right canal is full of wax'", () => {
    const said = "the right canal is full of wax, left ear is clear";
    expect(explained(said, "R canal occluded with wax. L canal clear.")).toEqual([]);
    expect(texts("the right canal is full of wax, left ear is clear", "L canal occluded.")).not.toEqual([]);
  });
  test("examples in brackets after a denial are denied with it ('no lifting (e.g. boxes, children)')", () => {
    const said = "no heavy lifting like boxes or children for six weeks";
    expect(explained(said, "No heavy lifting (e.g. boxes/children) for 6/52.")).toEqual([]);
  });
  test("'keep taking it' is said of the medicine named just before; 'asked about stopping' is no plan to stop", () => {
    const kept = "he asked about stopping the amlodipine, told him no, keep taking it";
    expect(explained(kept, "Continue amlodipine.")).toEqual([]);
  });
  test("'avoided' a medicine agrees with 'no' it", () => {
    expect(
      explained("no flucloxacillin because of the allergy", "Allergic, so I have avoided flucloxacillin."),
    ).toEqual([]);
  });
});

describe("what held-out-95's and -96's first runs missed, in other words (2026-12-03)", () => {
  test("a gait said normal against one said shuffling, and the reverse", () => {
    expect(texts("on examination a shuffling gait, reduced arm swing", "Gait normal.")).toEqual(["Gait normal"]);
    expect(texts("gait normal, romberg negative", "Ataxic gait.")).toEqual(["Ataxic gait"]);
    expect(explained("walks with an antalgic gait", "Antalgic gait.")).toEqual([]);
  });
  test("'a syncopal episode' is syncope, which 'no faints' denies", () => {
    expect(texts("no faints, no palpitations", "One syncopal episode.")).toEqual(["One syncopal"]);
  });
});

describe("the fifth review (2026-12-03): the mends kept to what they are for", () => {
  test("'stop that' is not read as a medicine named before ('drinking most nights, told her to stop that')", () => {
    const said = "on sertraline fifty, she's been drinking most nights, told her to stop that";
    expect(texts(said, "Stop sertraline.")).not.toEqual([]);
  });
  test("'not at rest' is a denial that 'on exertion' in the note does not escape", () => {
    expect(texts("no chest pain at rest or on exertion", "Chest pain on exertion.")).not.toEqual([]);
    expect(texts("no palpitations at rest", "Palpitations on exertion.")).not.toEqual([]);
  });
  test("'R:' is resistant only on a culture's line", () => {
    expect(texts("left knee osteoarthritis, ibuprofen gel on the left knee", "Knees: R: ibuprofen gel.")).toContain(
      "R",
    );
  });
  test("'no driving for six months' said with advice elsewhere in a run-on dictation is still a history", () => {
    const said = "no driving for six months since the seizure told him to inform the dvla";
    expect(texts(said, "Currently driving.")).not.toEqual([]);
  });
  test("a day said alone is in the month named last before it", () => {
    const said =
      "on the twenty first of june she had her operation, and then on a friday, the twenty eighth, she went home";
    expect(explained(said, "Discharged Fri 28/06.")).toEqual([]);
    expect(texts(said, "Discharged Fri 28/07.")).toEqual(["28/07"]);
  });
  test("'Change warfarin dose' is not 'no change'", () => {
    expect(
      texts("don't change the warfarin dose, inr is two point five", "Change warfarin dose, INR 2.5."),
    ).not.toEqual([]);
  });
  test("'No similar lumps' against 'has had similar lumps before' is flagged", () => {
    expect(texts("has had similar lumps in the groin before", "No similar lumps.")).not.toEqual([]);
  });
  test("what was heard is not heard now when the dictation says so, or it is no sound", () => {
    for (const [said, note] of [
      ["bronchial asthma, chest sounds good", "Chest clear."],
      ["crackles at the right base on admission, now clear", "Chest now clear."],
      ["the nurse heard crackles at the base yesterday, i can't hear any today", "Chest clear today."],
    ])
      expect(explained(said, note)).toEqual([]);
    expect(texts("crackles at the right base on listening to the chest", "Chest clear but productive cough.")).toEqual([
      "Chest clear",
    ]);
  });
  test("a side after a comma is denied only in a list closed by 'or'", () => {
    expect(explained("no headache or vomiting, and right sided weakness", "R sided weakness. No headache.")).toEqual(
      [],
    );
  });
  test("a hyphen spaced as a dash ends what 'not excluded' reaches back to", () => {
    const said = "no palpable lump, so i can't say for certain about a stener lesion";
    expect(explained(said, "No palpable lump - Stener lesion not excluded.")).toEqual([]);
  });
});

describe("the sixth review (2026-12-03): the mends of the mends", () => {
  test("'Haemoptysis - nil' is a label answered after a dash, denied as before", () => {
    expect(texts("has been coughing up blood", "Haemoptysis - nil.")).not.toEqual([]);
    expect(explained("no haemoptysis", "Haemoptysis - nil.")).toEqual([]);
  });
  test("the heart's 'no added sounds' and 'good air entry' do not clear crackles heard in the chest", () => {
    expect(texts("coarse crackles at the right base, heart sounds normal, no added sounds", "Chest clear.")).toEqual([
      "Chest clear",
    ]);
    expect(texts("fine crackles at both bases, good air entry", "Chest clear.")).toEqual(["Chest clear"]);
    expect(explained("she's been wheezing at night, on listening today no added sounds", "Chest clear.")).toEqual([]);
  });
  test("a film named before 'chest clear' in its sentence is what was clear", () => {
    expect(explained("on listening to the chest crackles at the left base", "CXR: chest clear.")).toEqual([]);
  });
  test("'in may, on a friday, the twenty eighth' is in May", () => {
    expect(texts("in may, on a friday, the twenty eighth, she collapsed", "Collapsed Fri 28/06.")).toEqual(["28/06"]);
  });
  test("'R:' under a culture's name on the line before is resistant", () => {
    const said = "e coli resistant to trimethoprim and amoxicillin, sensitive to nitrofurantoin";
    expect(explained(said, "MSU: E. coli\nR: trimethoprim, amoxicillin\nS: nitrofurantoin")).toEqual([]);
  });
  test("a side after a comma is not denied by an 'or' of another denial after it", () => {
    const said = "no nausea, right upper quadrant pain after fatty food, no jaundice or fever";
    expect(explained(said, "RUQ pain after fatty food.")).toEqual([]);
  });
});

describe("how long a symptom has lasted and when to test again, in other words (2026-12-03, afternoon)", () => {
  test("'~' between a symptom and its shorthand length keeps it the symptom's length", () => {
    const said = "she's had a rash for about three months. referral, the clinic is usually within three weeks";
    expect(texts(said, "S: Rash ~3/52, trunk and arms. Dermatology referral.")).toEqual(["3/52"]);
    expect(explained(said, "S: Rash ~3/12, trunk and arms. Dermatology referral.")).toEqual([]);
  });
  test("a dose's '~' length is still its course", () => {
    const said =
      "she's been on prednisolone five milligrams every morning for about eight months alongside azathioprine";
    expect(explained(said, "S: PMR. Pred 5 mg OM ~8/12, with azathioprine.")).toEqual([]);
  });
  test("a length 'after she finishes' the course is when to test again, not the course", () => {
    const said = "trimethoprim two hundred twice a day for three days. I'll send a urine a week after he finishes";
    expect(texts(said, "Trimethoprim 200 mg BD x7/7.")).toEqual(["x7/7"]);
    expect(explained(said, "Trimethoprim 200 mg BD x3/7. Repeat urine 1/52 after completing the course.")).toEqual([]);
  });
});

describe("how much of a finding there is says it is there (2026-12-03, afternoon)", () => {
  test("'slightly enlarged' is enlarged: 'not enlarged' reverses it", () => {
    const said = "neck, thyroid smooth, slightly enlarged, moves on swallowing, non tender";
    expect(texts(said, "Thyroid smooth, not enlarged, moves on swallowing, non-tender.")).toEqual(["not enlarged"]);
  });
  test("another part said not to be enlarged is left alone", () => {
    const said = "abdomen soft, the spleen is markedly enlarged, liver edge not felt";
    expect(explained(said, "Abdomen soft. Spleen markedly enlarged. Liver not enlarged.")).toEqual([]);
  });
});

describe("a place named in several words narrows what is denied there (2026-12-03, afternoon)", () => {
  const said = "tender along the medial joint line, no tenderness in the popliteal fossa, full range of movement";
  test("tenderness written where the dictation said there was none is flagged, though tender elsewhere", () => {
    expect(texts(said, "Tender medial joint line. Popliteal fossa tenderness. Full ROM.")).toEqual([
      "fossa tenderness",
    ]);
  });
  test("the same place written non-tender is left alone", () => {
    expect(explained(said, "Tender medial joint line. Popliteal fossa non-tender. Full ROM.")).toEqual([]);
  });
});

describe("the seventh review (2026-12-03, afternoon): the new rules kept to what they are for", () => {
  test("how much of a finding there is counts only for the part and side the document's sentence names", () => {
    const knee = "mildly tender over the medial joint line, lateral joint line normal";
    expect(explained(knee, "Medial joint line mildly tender. Lateral joint line non-tender.")).toEqual([]);
    const testes = "left testis slightly tender, the right is normal";
    expect(explained(testes, "L testis slightly tender. R testis non-tender.")).toEqual([]);
    const ankles = "mildly swollen ankles both sides, calves soft";
    expect(explained(ankles, "Mild bilateral ankle swelling. Calves soft, not swollen.")).toEqual([]);
  });
  test("'~' after a dose is the dose's course, however the dose is written", () => {
    const said = "she's been on prednisolone five milligrams for about eight months";
    expect(explained(said, "S: PMR. Pred 5 mg ~8/12.")).toEqual([]);
  });
  test("a wound 'ten days old' has been there ten days; a baby 'six weeks old' is six weeks old", () => {
    const wound = "dressing changed, the wound is about ten days old, healing";
    expect(explained(wound, "S: Wound ~10/7, healing.")).toEqual([]);
    expect(texts(wound, "S: Wound ~3/7, healing.")).toEqual(["3/7"]);
    expect(explained("the baby is about six weeks old, feeding well", "S: Baby ~6/52, feeding well.")).toEqual([]);
  });
  test("a course 'for four weeks after finishing' another is a course, and so is abstaining", () => {
    const said = "omeprazole twenty milligrams once a day, continue it for four weeks after finishing the eradication";
    expect(explained(said, "Omeprazole 20 mg OD x4/52 after eradication.")).toEqual([]);
    const abstain = "doxycycline one hundred twice a day for a week, no sex for a week after finishing the doxycycline";
    expect(explained(abstain, "Doxycycline 100 mg BD x7/7. Abstain 1/52 after completing.")).toEqual([]);
  });
});

describe("'X, he said no' is X declined (2026-12-03, afternoon)", () => {
  test("a vaccine he said no to is declined", () => {
    const said = "shingles vaccine, he said no. had his covid booster in october.";
    expect(explained(said, "Declined shingles vaccine. COVID booster Oct.")).toEqual([]);
  });
  test("'he said no' before what he denies is the 'no' of what follows, not an answer to what went before", () => {
    expect(explained("he has a cough and cold he said no fever", "Cough and cold. No fever.")).toEqual([]);
    expect(explained("her mood has been low, she said no to counselling", "Low mood. Declined counselling.")).toEqual(
      [],
    );
  });
  test("a medicine she said no to agrees with the medicine declined", () => {
    expect(explained("statin, she said no.", "Statin declined.")).toEqual([]);
    expect(explained("offered atorvastatin, she said no.", "Atorvastatin declined.")).toEqual([]);
  });
  test("'smoking, she said no' denies smoking", () => {
    const said = "smoking, she said no. drinks about ten units a week.";
    expect(texts(said, "Smoker. Alcohol ~10 units/wk.")).toEqual(["Smoker"]);
    expect(explained(said, "Non-smoker. Alcohol ~10 units/wk.")).toEqual([]);
  });
});

describe("the eighth review (2026-12-03, afternoon): the mends kept to what they are for", () => {
  test("a place whose first word says where on a part is narrowed by that word, as before", () => {
    const knee = "no tenderness in the medial joint line, tender along the lateral joint line";
    expect(texts(knee, "Medial joint line tenderness.")).not.toEqual([]);
    const spine = "no tenderness in the cervical spine, tender in the lumbar spine";
    expect(explained(spine, "Tender lumbar spine.")).toEqual([]);
  });
  test("how much of a finding there is counts for the finding's own words in a list, not the one before", () => {
    const said = "abdomen soft, mildly tender suprapubically, renal angles fine";
    expect(explained(said, "Abdo soft, mildly tender suprapubically, renal angles non-tender.")).toEqual([]);
    expect(texts("abdomen soft, slightly tender in the epigastrium", "Abdo soft, non-tender.")).toEqual(["non-tender"]);
  });
  test("a review in another clause does not make 'two weeks after she finishes' a follow-up", () => {
    const said = "review, she'll be off work two weeks after she finishes chemo";
    expect(explained(said, "Review. Off work 2/52 post chemo.")).toEqual([]);
  });
});

describe("the ninth review (2026-12-03, afternoon): the mends of the mends", () => {
  test("a denial at one place with something else after 'but' still denies a red flag written anywhere", () => {
    const said = "no chest pain at rest, but breathless walking up hills";
    expect(texts(said, "Chest pain. SOB on exertion.")).toEqual(["Chest pain"]);
  });
  test("'a rash in a two year old' is the child's age; 'the rash is two weeks old' is how long it has been there", () => {
    expect(texts("chest pain in a fifty year old smoker", "Chest pain for 50 years.")).toEqual(["50 years"]);
    expect(explained("the rash is about two weeks old, itchy", "S: Rash 2/52, itchy.")).toEqual([]);
  });
  test("a degree word on the side the document names reverses its denial there", () => {
    expect(texts("left testis slightly tender, right testis normal", "L testis non-tender.")).toContain("non-tender");
  });
  test("a degree word does not reverse a denial whose exception names the finding", () => {
    const said = "abdomen soft, mildly tender in the left iliac fossa";
    expect(explained(said, "Abdo soft, non-tender except mild LIF tenderness.")).toEqual([]);
  });
  test("a smear she said no to is a smear declined", () => {
    expect(explained("smear, she said no.", "Smear declined.")).toEqual([]);
  });
});

describe("a medicine's letter and number said apart (2026-12-03, evening)", () => {
  test("'theical d three one tablet' names Theical-D3, and its one tablet is still the dose", () => {
    const said = "then theical d three one tablet twice a day once the loading doses are done";
    expect(explained(said, "Then Theical-D3 1 tablet BD after loading.")).toEqual([]);
    expect(texts(said, "Then Theical-D3 2 tablets BD after loading.")).toEqual(["2 tablets"]);
  });
});

describe("petroleum jelly (2026-12-03, evening)", () => {
  test("'whenever she wants' and 'as often as she likes' are as required", () => {
    expect(explained("vaseline whenever she wants for the dry skin", "Vaseline PRN for dry skin.")).toEqual([]);
    const said = "white soft paraffin as often as she likes, and clobetasone once a day for a week";
    expect(explained(said, "White soft paraffin PRN. Clobetasone OD 1/52.")).toEqual([]);
  });
  test("petroleum jelly is a product of its own: its frequency is not the medicine's before it", () => {
    const said = "tranexamic acid one gram three times a day when it bleeds. vaseline to both nostrils twice a day";
    const written = "Tranexamic acid 1 g three times a day when bleeding, and Vaseline to both nostrils twice daily.";
    expect(explained(said, written)).toEqual([]);
  });
});

describe("one event by two names (2026-12-03, evening)", () => {
  test("a collapse is not denied by 'didn't lose consciousness', nor a syncope made of being knocked out", () => {
    expect(texts("she went down on the floor, didn't lose consciousness", "No collapse. No LOC.")).toContain(
      "No collapse",
    );
    expect(texts("fell off a ladder, knocked out for a minute", "Syncope, then fell off ladder.")).toContain("Syncope");
  });
  test("'he never blacked out' denies a blackout as it denies loss of consciousness", () => {
    const said = "went dizzy in the shower and sat down, he never blacked out, no palpitations";
    expect(explained(said, "Dizzy in shower, sat down. No blackout or palpitations.")).toEqual([]);
    expect(texts(said, "Dizzy in shower, then blackout. No palpitations.")).toContain("blackout");
  });
  test("a faint said is loss of consciousness: 'No LOC' is gainsaid", () => {
    expect(texts("she fainted at the bus stop", "Faint at bus stop. No LOC.")).toContain("No LOC");
  });
});

describe("'otherwise' says how the rest is (2026-12-03, evening)", () => {
  test("'wheeze at the right base, otherwise clear' does not say the right base is clear", () => {
    const said = "chest: a little wheeze at the right base, otherwise clear";
    expect(explained(said, "Chest: some wheeze R base.")).toEqual([]);
    expect(texts(said, "Chest: some wheeze L base.")).toEqual(["L base"]);
  });
});

describe("a time of day said apart from the dose's frequency (2026-12-03, evening)", () => {
  test("a time of day not said as when to take it is no frequency's time", () => {
    const groggy = "zopiclone three point seven five milligrams once a day, feels groggy in the morning";
    expect(texts(groggy, "Zopiclone 3.75 mg OM.")).toEqual(["OM"]);
    const before = "amlodipine five milligrams once a day, she'd been taking it in the morning";
    expect(texts(before, "Amlodipine 5 mg OM.")).toEqual(["OM"]);
  });
  const said = "amitriptyline ten milligrams once a day for the nerve pain, she should take it at night";
  test("'once a day … take it at night' is ON", () => {
    expect(explained(said, "Amitriptyline 10 mg ON for neuropathic pain.")).toEqual([]);
  });
  test("another time of day, or another frequency, is still flagged", () => {
    expect(texts(said, "Amitriptyline 10 mg OM for neuropathic pain.")).toEqual(["OM"]);
    expect(texts(said, "Amitriptyline 10 mg BD for neuropathic pain.")).toEqual(["BD"]);
  });
});

describe("a strength said digit by digit before 'three times a day' (2026-12-03, evening)", () => {
  test("a pulse said digit by digit 'times a minute' is still its number", () => {
    expect(explained("pulse one one zero times a minute", "HR 110.")).toEqual([]);
  });
  test("'times ten to the nine' is a count's scale: 'four five zero times ten to the nine' is still 450", () => {
    expect(texts("platelets four five zero times ten to the nine", "Platelets 45.")).toEqual(["45"]);
    expect(explained("platelets four five zero times ten to the nine", "Plt 450.")).toEqual([]);
  });
  test("'six two five three times a day' is 625 mg TDS", () => {
    const said = "co-amoxiclav six two five three times a day for a week";
    expect(explained(said, "Co-amoxiclav 625 mg TDS 1/52.")).toEqual([]);
    expect(texts(said, "Co-amoxiclav 625 mg BD 1/52.")).toEqual(["BD"]);
  });
});

describe("rabies vaccines by product (2026-12-03, evening)", () => {
  test("Verorab written for the Rabipur on the card is flagged; Rabipur is not", () => {
    const said = "the card from the clinic in bali says rabipur, day zero and day three";
    expect(texts(said, "Verorab day 0 and day 3.")).toEqual(["Verorab"]);
    expect(explained(said, "Rabipur day 0 and day 3.")).toEqual([]);
  });
});

describe("what faithful notes of held-out-91 to -98 were flagged for (2026-12-03, night)", () => {
  test("'today' said of seeing the patient is the day of the dictation, unless the dictation sees them another day", () => {
    const said = "bloods yesterday showed a sodium of one two seven, no dose tonight. I saw him at home with his wife";
    expect(explained(said, "I saw him at home today with his wife. Sodium yesterday 127. No dose tonight.")).toEqual(
      [],
    );
    expect(texts(said, "Sodium today 127.")).toEqual(["today"]);
    expect(texts("home visit yesterday afternoon, review tomorrow", "I saw her at home today.")).toEqual(["today"]);
    expect(texts("yesterday I saw him at home, review tomorrow", "I saw him at home today.")).toEqual(["today"]);
    // A step of the plan may be moved: not of the visit.
    const plan = "I saw her at home. start amoxicillin tomorrow morning once the sample is in";
    expect(texts(plan, "Plan to start amoxicillin today.")).toEqual(["today"]);
    expect(
      texts("advice from the registrar, increase the furosemide tonight", "Changes today: furosemide up."),
    ).toEqual(["today"]);
  });

  test("a day of the month said 'last week' is near the consultation, whatever month was named before", () => {
    const said = "it started in late october. bloods from last week, the twenty sixth, full blood count normal";
    expect(explained(said, "Began late Oct. Bloods 26/11: FBC normal.")).toEqual([]);
    expect(texts(said, "Bloods 25/11: FBC normal.")).toEqual(["25/11"]);
    expect(texts("it started in late october, on a friday, the twenty sixth", "Began Fri 26/11.")).toEqual(["26/11"]);
  });

  test("a number alone after a length and 'probably' is a second guess in the same unit", () => {
    const said = "no football for at least six weeks, probably eight. review in three weeks";
    expect(explained(said, "No football for at least 6/52, probably 8/52. Review 3/52.")).toEqual([]);
    expect(texts(said, "No football for at least 6/52, probably 9/52.")).toEqual(["9/52"]);
    expect(texts("she's had it for six weeks, probably, eight of us saw her", "For 8/52.")).toEqual(["8/52"]);
  });

  test("a dose after 'X alongside the Y,' may be either's: a document giving it to either is not flagged", () => {
    const said = "ibuprofen alongside the calpol, two hundred milligrams three times a day with food";
    expect(explained(said, "Ibuprofen 200 mg TDS with food alongside Calpol.")).toEqual([]);
    expect(explained(said, "Calpol 200 mg TDS alongside ibuprofen.")).toEqual([]);
    expect(texts(said, "Ibuprofen 400 mg QDS alongside Calpol.")).toEqual(["400 mg", "QDS"]);
    // …not when the first has its own dose ("naproxen 500 mg twice a day, with lansoprazole, 30 mg once a day").
    const own = "naproxen five hundred milligrams twice a day, with lansoprazole, thirty milligrams once a day";
    expect(texts(own, "Naproxen 500 mg BD with lansoprazole 30 mg OD.")).toEqual([]);
    expect(texts(own, "Naproxen 30 mg OD.")).toEqual(["Naproxen 30 mg", "OD"]);
  });

  test("'aged 4/12' and 'aged 4 months' are ages in months, not years", () => {
    const said = "bronchiolitis at four months old";
    expect(explained(said, "Bronchiolitis aged 4/12.")).toEqual([]);
    expect(explained(said, "Bronchiolitis aged 4 months.")).toEqual([]);
    expect(texts(said, "Bronchiolitis aged 6/12.")).toEqual(["aged 6/12"]);
  });

  test("'four more days' is four days; 'was ten units a week, now twenty eight' is 28 units a week", () => {
    const course = "one hundred and twenty milligrams once a day for four more days, five days in all";
    expect(explained(course, "120 mg once daily for four days (5 days in total).")).toEqual([]);
    expect(texts(course, "120 mg once daily for six days.")).toEqual(["six days"]);
    const drinking = "drinking more, he was about ten units a week, now about twenty eight, mostly to get off to sleep";
    expect(explained(drinking, "Alcohol up from ~10 to ~28 units/week.")).toEqual([]);
    expect(texts(drinking, "Alcohol up from ~10 to ~38 units/week.")).toEqual(["38 units"]);
    // …a number of the unit's size only: "one gram, now five hundred" is milligrams.
    const dose = "his paracetamol was one gram, now five hundred, as he's under fifty kilos";
    expect(explained(dose, "Paracetamol now 500 mg (weight under 50 kg).")).toEqual([]);
  });

  test("numbers just after a rough length ('a few minutes, maybe five or ten') guess at it, in its unit", () => {
    const said = "palpitations most evenings, lasts a few minutes, maybe five or ten, then settles";
    expect(explained(said, "Palpitations lasting 5-10 minutes, settling gradually.")).toEqual([]);
    expect(texts(said, "Palpitations lasting 10-15 minutes.")).toEqual(["15 minutes"]);
    expect(explained("cough for a few days, maybe three or four", "Cough for 3-4 days.")).toEqual([]);
    // …not a count of something else said after the length ("a few minutes, five times a day", "five or six so far").
    expect(texts("she gets it for a few minutes, five times a day", "Lasts 5 minutes.")).toEqual(["5 minutes"]);
    const spells = "dizzy spells over the last couple of weeks, five or six so far, no falls";
    expect(texts(spells, "Dizzy spells for 5-6 weeks.")).toEqual(["5", "6 weeks"]);
    expect(explained("back pain for a few days, seven out of ten", "Back pain for a few days, 7/10.")).toEqual([]);
    expect(texts("headaches for a few weeks, three, all in the evening", "Headaches for 3 weeks.")).toEqual([
      "3 weeks",
    ]);
  });

  test("'puffed' is breathless, and 'no focal signs' is no focal neurology", () => {
    const said = "not breathless at rest but puffed on the stairs. neuro exam normal, no focal signs";
    expect(explained(said, "SOB on stairs, not at rest. No focal neurology.")).toEqual([]);
    expect(texts("no chest pain, not puffed on the stairs", "SOB on stairs.")).toEqual(["SOB"]);
    expect(texts("neuro exam normal, focal signs in the left arm", "No focal neurology.")).toEqual([
      "No focal neurology",
    ]);
  });

  test("'I can't feel' after a pulse says it is not felt", () => {
    const said = "the posterior tibial I can't feel, dorsalis pedis weak";
    expect(explained(said, "Posterior tibial not palpable.")).toEqual([]);
    expect(texts(said, "Posterior tibial palpable.")).toEqual(["Posterior tibial"]);
  });

  test("'not to be given' keeps a dose back, what someone will do after a comma is not denied, and 'don't start'", () => {
    const said =
      "don't give tonight's apixaban. don't start carbimazole, they'll decide between carbimazole and steroids";
    expect(
      explained(said, "Tonight's apixaban is not to be given. To decide between carbimazole and steroids."),
    ).toEqual([]);
    expect(texts(said, "Give tonight's apixaban.")).toEqual(["tonight's apixaban"]);
    expect(texts(said, "Carbimazole started.")).toEqual(["Carbimazole started"]);
    expect(explained(said, "Do not start carbimazole.")).toEqual([]);
    // What was not done is history, not an instruction.
    const history = "she didn't start the atorvastatin last time, so start it now, twenty milligrams at night";
    expect(explained(history, "Start atorvastatin 20 mg ON.")).toEqual([]);
    // "hold the apixaban tonight" and "Withhold apixaban tonight" say the same.
    expect(explained("hold the apixaban tonight", "Withhold apixaban tonight.")).toEqual([]);
  });

  test("a target in a document is a goal, whatever the dictation names it with", () => {
    const said = "atrial fibrillation on warfarin, target two to three, last I N R two point four";
    expect(explained(said, "AF on warfarin (target INR 2–3; last INR 2.4).")).toEqual([]);
    expect(texts(said, "AF on warfarin (target INR 2.5–3.5).")).toEqual(["2.5", "3.5"]);
    expect(texts(said, "AF on warfarin (target INR 2–3; last INR 3).")).toEqual(["3"]);
  });

  test("'a twenty drop' after two blood pressures is a fall of 20, not twenty drops", () => {
    const said = "sitting one twenty eight over seventy four, standing one oh eight over sixty six, so a twenty drop";
    expect(explained(said, "BP 128/74 sitting, 108/66 standing (20 mmHg drop).")).toEqual([]);
    expect(texts(said, "BP 128/74 sitting, 108/66 standing (30 mmHg drop).")).toEqual(["30 mmHg"]);
    expect(texts("chloramphenicol one drop four times a day", "Chloramphenicol 2 drops QDS.")).toEqual(["2 drops"]);
  });

  test("'er' between a dose and its course, 'any' in a denial, and 'if' after a list of medicines stopped", () => {
    const said =
      "buying naproxen over the counter for her right knee, two hundred and fifty milligrams, er, two tablets twice a " +
      "day, for the last three weeks. not lost any weight, not coughed up any blood. add in empagliflozin ten " +
      "milligrams once a day, stop the empagliflozin and the metformin if he's vomiting";
    const written =
      "OTC naproxen for R knee 250 mg x 2 tabs BD for 3/52. No wt loss, no haemoptysis. Start empagliflozin 10 mg OD.";
    expect(explained(said, written)).toEqual([]);
    expect(texts(said, "Lost weight. Haemoptysis.")).toEqual(["Lost weight", "Haemoptysis"]);
    const stopped = "stop the empagliflozin ten milligrams once a day and the metformin now";
    expect(texts(stopped, "Start empagliflozin 10 mg OD.")).toEqual(["Start empagliflozin"]);
  });

  test("a FIT result said in words, a brown stool after a denial, and a state before a side kept past ', no'", () => {
    const said =
      "fit test came back at eighty six micrograms of haemoglobin per gram of faeces. mild tenderness in the right " +
      "iliac fossa, no mass felt. pr, no mass felt, brown stool on the glove, no blood";
    const written = "FIT 86 µg Hb/g faeces. Mild RIF tenderness, no mass. PR: no mass, and brown stool without blood.";
    expect(explained(said, written)).toEqual([]);
    expect(texts(said, "FIT 68 µg Hb/g faeces.")).toEqual(["68 µg Hb/g"]);
    expect(texts(said, "Mild LIF tenderness.")).toEqual(["LIF"]);
    expect(texts("pr, no mass felt, no stool on the glove", "PR: no mass, brown stool.")).toEqual(["stool"]);
  });

  test("a withdrawal fit, 'hallucinated', a phone number said digit by digit, 'for a good minute'", () => {
    const said =
      "never had a withdrawal fit, never hallucinated. not floppy, feeds keenly. samaritans one one six one two " +
      "three, call one one one. pulse regular, I listened for a good minute";
    const written =
      "Never had withdrawal seizures or hallucinations. Not floppy. Feeds keenly. Samaritans 116 123; 111. Pulse regular (~1 min).";
    expect(explained(said, written)).toEqual([]);
    expect(texts(said, "Had a withdrawal seizure.")).toEqual(["seizure"]);
    // The whole number as written, in order: not a group moved or a number inside another.
    expect(texts(said, "Samaritans 116 132.")).toEqual(["116", "132"]);
    expect(texts(said, "Samaritans 123 116.")).toEqual(["123", "116"]);
    expect(texts(said, "Call 112.")).toEqual(["112"]);
    expect(texts(said, "Pulse regular (~2 min).")).toEqual(["2 min"]);
    // Not "a fit in with the group", "a fit of coughing", "hoping for a good night".
    expect(texts("opiate withdrawal fit in with the group well", "Seizure during opiate withdrawal.")).toEqual([
      "Seizure",
    ]);
    expect(texts("hoping for a good night tonight with the codeine", "Pain for 1 night.")).toEqual(["1 night"]);
    expect(texts("she's seen things floating across her right eye", "Visual hallucinations.")).toEqual([
      "hallucinations",
    ]);
  });

  test("what a review of these rules showed they must still catch", () => {
    expect(texts("she's been off work six weeks, maybe two more", "Off work for 2 weeks.")).toEqual(["2 weeks"]);
    expect(texts("her face is all puffed up around the eyes, no shortness of breath", "Breathless.")).toEqual([
      "Breathless",
    ]);
    const chest = "chest: good air entry, scattered wheeze, no focal signs";
    expect(texts(chest, "No focal neurological deficit.")).toEqual(["No focal neurological deficit"]);
    expect(texts("HbA1c sixty two, target fifty three, BMI forty eight", "HbA1c 62 (target 48).")).toEqual(["48"]);
    expect(texts("sofradex two drops three times a day", "Sofradex 3 drop TDS.")).toEqual(["3 drop"]);
    expect(texts("stop the ramipril, recheck bloods if dizzy", "Continue ramipril.")).toEqual(["Continue ramipril"]);
    expect(texts("carry on with the ramipril, check bloods if dizzy", "Stop ramipril, check bloods if dizzy.")).toEqual(
      ["Stop ramipril"],
    );
    const amlodipine = "continue the amlodipine, add in ramipril if still high";
    expect(texts(amlodipine, "Stop amlodipine, start ramipril if BP still high.")).toEqual(["Stop amlodipine"]);
    expect(texts("I went out to see her yesterday evening, confused", "Seen at home today: confused.")).toEqual([
      "today",
    ]);
    const may = "admitted in march, discharged in may. bloods from last week, the twenty sixth";
    expect(texts(may, "Bloods 26/03.")).toEqual(["26/03"]);
    expect(explained(may, "Bloods 26/06.")).toEqual([]);
  });

  test("coils by brand are not swapped, a possessive names its product, and infant formulas are named", () => {
    const said = "she's got the mirena coil, and the mirena is her progestogen. the mirena's licensed for five years";
    expect(texts(said, "The Kyleena provides her progestogen.")).toEqual(["Kyleena"]);
    expect(explained(said, "The Mirena provides her progestogen.")).toEqual([]);
    const formula = "switch to nutramigen one LGG, dietitian referral";
    expect(texts(formula, "Rx Neocate LCP. Dietitian referral.")).toEqual(["Neocate"]);
    expect(explained(formula, "Rx Nutramigen 1 LGG. Dietitian referral.")).toEqual([]);
  });
});

describe("what faithful notes of held-out-99 to -101 were flagged for (2026-12-03, late night)", () => {
  test("hallucinations in the patient's words, and a question asked aloud and answered no", () => {
    const saw = "she's never seen things that aren't there and has never heard voices";
    expect(explained(saw, "No hallucinations.")).toEqual([]);
    expect(texts("for a week he's been seeing things that weren't there", "No hallucinations.")).toEqual([
      "No hallucinations",
    ]);
    const asked = "I asked about any swelling in her armpit and she said no. breasts normal";
    expect(explained(asked, "No axillary swelling noticed.")).toEqual([]);
    expect(texts(asked, "She has noticed swelling in her armpit.")).toEqual(["swelling"]);
    const question = "does she smoke, no, she never has. drinks a little";
    expect(texts(question, "Smokes.")).toEqual(["Smokes"]);
    expect(explained(question, "Non-smoker.")).toEqual([]);
  });

  test("what a review of these rules showed they must still catch", () => {
    expect(texts("does he get chest pain on exertion, no, only when lying flat", "No chest pain.")).toEqual([
      "No chest pain",
    ]);
    expect(explained("does she smoke, no, gave up ten years ago", "Ex-smoker, quit 10 years ago.")).toEqual([]);
    expect(texts("any vomiting, yes, twice today", "No vomiting.")).toEqual(["No vomiting"]);
    expect(texts("no chest pain", "Any chest pain? Yes, central on exertion.")).toEqual(["Any chest pain"]);
    expect(texts("no bleeding since the coil was fitted", "Reports any bleeding since coil fitted.")).toEqual([
      "Reports any bleeding",
    ]);
    expect(texts("cranial nerves iii iv and vi intact, on oral prednisolone", "IV prednisolone.")).toEqual(["IV"]);
    expect(texts("im going to give her prednisolone forty milligrams", "Prednisolone 40 mg IM.")).toEqual(["IM"]);
    expect(texts("this is a ring back, she now has a temperature and a rash", "Afebrile, no rash.")).toEqual([
      "no rash",
    ]);
    expect(texts("he's never had gout before, his toe is red after he stubbed it", "First attack of gout.")).toEqual([
      "First attack of gout",
    ]);
    expect(texts("here for her blood pressure, mood is good", "Reviewed today for low mood.")).toEqual(["low mood"]);
    const spirometry = "she wasn't holding her breath long enough for the spirometry";
    expect(explained(spirometry, "Unable to hold breath long enough for spirometry.")).toEqual([]);
  });

  test("what is reported if it comes, and where there is none", () => {
    const said = "no leg swelling. if any leg swelling comes on she'll let us know";
    expect(explained(said, "Report fever or any leg swelling.")).toEqual([]);
    expect(explained(said, "Report fever or any calf swelling.")).toEqual([]);
    const sex = "no bleeding after sex. if she has any bleeding after sex she'll let us know";
    expect(explained(sex, "Report pain or any PCB.")).toEqual([]);
    expect(
      explained("no calf pain, phone back with calf pain or breathlessness", "Phone back with calf pain."),
    ).toEqual([]);
    expect(explained("drums normal, canals clear, no wax", "Ear canals clear of wax.")).toEqual([]);
  });

  test("a device put in so long ago, a step after an aside, a course after an aside", () => {
    const coil = "she has a nexplanon, fitted a year ago, periods stopped";
    expect(explained(coil, "Nexplanon (1 yr).")).toEqual([]);
    expect(texts(coil, "Nexplanon (2 yrs).")).toEqual(["2 yrs"]);
    const step =
      "sertraline fifty milligrams once a day, she's anxious about it, er, so start there, can go up to a hundred";
    expect(explained(step, "Sertraline 50 mg OD, may increase to 100 mg.")).toEqual([]);
    expect(texts(step, "Sertraline 50 mg OD, may increase to 150 mg.")).toEqual(["150 mg"]);
    const course =
      "amoxicillin five hundred milligrams three times a day, she's had it before at her old practice, for five days";
    expect(explained(course, "Amoxicillin 500 mg TDS for 5/7.")).toEqual([]);
    expect(texts(course, "Amoxicillin 500 mg TDS for 7/7.")).toEqual(["7/7"]);
    const taper = "it can cause dizziness, taper it, twenty milligrams at night for three weeks then stop";
    expect(explained(taper, "Taper: 20 mg ON for 3/52 then stop.")).toEqual([]);
  });

  test("a route said in lower case, a sleeping tablet when needed, and a most said without 'as needed'", () => {
    const route = "on the ward she had iv ceftriaxone, home on oral cefalexin";
    expect(explained(route, "Had IV ceftriaxone on the ward; home on oral cefalexin.")).toEqual([]);
    expect(texts(route, "Had IM ceftriaxone on the ward.")).toEqual(["IM"]);
    expect(texts("grade iv reflux, oral omeprazole", "Omeprazole IV.")).toEqual(["IV"]);
    const sleep = "temazepam ten milligrams when she can't sleep";
    expect(explained(sleep, "Temazepam 10 mg PRN.")).toEqual([]);
    const flares = "loratadine ten milligrams when his hay fever's bad";
    expect(explained(flares, "Loratadine 10 mg PRN.")).toEqual([]);
    expect(texts(flares, "Loratadine 10 mg OD.")).toEqual(["OD"]);
    const most = "oxynorm five milligrams up to six times a day for breakthrough";
    expect(texts(most, "OxyNorm 5 mg up to six times a day, paracetamol 1 g.")).toEqual(["paracetamol"]);
    expect(texts(most, "OxyNorm 5 mg up to four times a day.")).toEqual(["four times a day"]);
  });

  test("a technique not done long enough, a medicine's reason, and a gel of two medicines", () => {
    const technique = "checked her inhaler, she wasn't breathing in slowly enough, showed her again";
    expect(explained(technique, "Inhaler technique: breathing in too fast - corrected.")).toEqual([]);
    const reason = "citalopram twenty milligrams, started last year for low mood. mood, she says she's much brighter";
    expect(explained(reason, "Mood is good.")).toEqual([]);
    expect(texts("mood is low, tearful", "Mood is good.")).toEqual(["Mood is good"]);
    const gel = "two months of clindamycin with benzoyl peroxide gel, no better";
    expect(explained(gel, "Two months of clindamycin/benzoyl peroxide gel, no better.")).toEqual([]);
    expect(texts(gel, "Two months of adapalene/benzoyl peroxide gel.")).toEqual(["adapalene/benzoyl peroxide"]);
    const knee = "a left sided PE in may. right total knee replacement in april.";
    expect(explained(knee, "L-sided PE after R TKR in April.")).toEqual([]);
    const hip = "a left sided PE in may. right total hip replacement in april.";
    expect(explained(hip, "L-sided PE after R THR in April.")).toEqual([]);
    const epiduo = "three months of adapalene with benzoyl peroxide gel";
    expect(explained(epiduo, "Three months of adapalene/benzoyl peroxide gel.")).toEqual([]);
  });
});

describe("what faithful notes of held-out-102 were flagged for, and what it missed (2026-12-04)", () => {
  test("an answer said before its question, and a dose's count said of a day", () => {
    const asked = "no cough, he said no when I asked about any chest pain or coughing up blood";
    expect(explained(asked, "No cough, chest pain or haemoptysis.")).toEqual([]);
    expect(texts(asked, "No cough. Chest pain.")).toEqual(["Chest pain"]);
    const yesterday = "back pain, he took ibuprofen four hundred milligrams three times yesterday, no better";
    expect(explained(yesterday, "Ibuprofen 400 mg TDS yesterday, no better.")).toEqual([]);
    expect(texts(yesterday, "Ibuprofen 400 mg QDS yesterday, no better.")).toEqual(["QDS"]);
  });

  test("what was not started, and how long since something", () => {
    const held = "the cardiologist wants us not to start bisoprolol until she sees her";
    expect(explained(held, "As the cardiologist asked, I have not started bisoprolol.")).toEqual([]);
    expect(texts(held, "Started bisoprolol.")).toEqual(["Started bisoprolol"]);
    const since =
      "levetiracetam five hundred milligrams twice a day, every day, as it's over two years since his last fit";
    expect(explained(since, "Levetiracetam 500 mg BD every day (well, >2 years since last fit).")).toEqual([]);
    expect(texts(since, "Levetiracetam 500 mg BD every day (well, >3 years since last fit).")).toEqual(["3 years"]);
    const course = "she's done heel raises three times a day for six weeks since I saw her, no better";
    expect(explained(course, "Heel raises TDS for 6/52 since last review, no better.")).toEqual([]);
    const been = "swab was negative for chlamydia but it's been three days, repeat in a fortnight";
    expect(explained(been, "Chlamydia swab -ve (3/7 since exposure); repeat in 2/52.")).toEqual([]);
  });

  test("a cycle's length in days, things counted in a day, and a dose's range with one unit", () => {
    const cycle = "periods come every twenty eight days, bleeding for five";
    expect(explained(cycle, "Cycle regular at 28 days.")).toEqual([]);
    expect(texts(cycle, "Cycle regular at 35 days.")).toEqual(["35 days"]);
    const stools = "he's had four loose stools in the last twenty four hours";
    expect(explained(stools, "4 loose stools in 24 h.")).toEqual([]);
    expect(texts(stools, "4 loose stools in 48 h.")).toEqual(["48 h"]);
    const range =
      "oxycodone two point five to five milligrams subcut every four hours as needed for pain, midazolam two point " +
      "five to five milligrams subcut every four hours as needed for agitation";
    const both = "Oxycodone 2.5–5 mg SC 4-hourly PRN for pain; midazolam 2.5–5 mg SC 4-hourly PRN for agitation.";
    expect(explained(range, both)).toEqual([]);
    expect(texts(range, "Oxycodone 2.5–10 mg SC 4-hourly PRN for pain.")).toEqual(["10 mg"]);
    const change = "increase the amlodipine from five to ten milligrams";
    expect(texts(change, "Amlodipine increased to 5 mg.")).toEqual(["5 mg"]);
  });

  test("what may yet be, what was done after no help, and 'not otherwise'", () => {
    const whether = "tried vitamin d, no help. we'll see if the iron helps the tiredness";
    expect(explained(whether, "We will see whether the iron helps his tiredness.")).toEqual([]);
    const stopped = "tried ibuprofen gel for three weeks, no help, stopped it";
    expect(explained(stopped, "Ibuprofen gel for 3/52 did not help; she has stopped it.")).toEqual([]);
    const otherwise = "no headache. speech otherwise not slurred";
    expect(explained(otherwise, "No headache. Speech not otherwise slurred.")).toEqual([]);
    expect(texts(otherwise, "No headache. Speech otherwise slurred.")).toEqual(["slurred"]);
    const exclude = "no previous fractures. need to rule out a scaphoid fracture";
    expect(explained(exclude, "Scaphoid fracture to be excluded.")).toEqual([]);
  });

  test("a reading's first value, and the past week", () => {
    const reading = "heart rate one twenty, er, rechecked once she'd settled, one hundred";
    expect(explained(reading, "HR 100 (120 on the first reading, before she settled).")).toEqual([]);
    const week = "ankle swelling for the last month, no pain";
    expect(texts(week, "Ankle swelling for the past week. No pain.")).toEqual(["past week"]);
    expect(explained("ankle swelling for the past week, no pain", "Ankle swelling 1/52. No pain.")).toEqual([]);
  });

  test("migraine with aura, and intensive care", () => {
    const aura = "no history of migraines with aura, no clots";
    expect(texts(aura, "She has migraine with aura.")).toEqual(["has migraine with aura"]);
    expect(texts("she doesn't get migraines", "She has migraines with aura.")).toEqual(["has migraines with aura"]);
    const icu = "two admissions with his asthma, never needed intensive care";
    expect(texts(icu, "Two asthma admissions, one to PICU.")).toEqual(["PICU"]);
    expect(explained(icu, "Two asthma admissions; never in ICU.")).toEqual([]);
  });
});

describe("what faithful notes of held-out-103 were flagged for, and what it missed (2026-12-04)", () => {
  test("how often a dose steps, and one more kilo", () => {
    const step =
      "start levothyroxine twenty five micrograms once a day. thyroid tests in three weeks, then we'll go up by " +
      "twenty five micrograms every three weeks";
    expect(explained(step, "Levothyroxine 25 micrograms OD; ↑ levothyroxine by 25 micrograms every 3/52.")).toEqual([]);
    expect(texts(step, "Levothyroxine 25 micrograms OD; ↑ levothyroxine by 25 micrograms every 2/52.")).toEqual([
      "every 2/52",
    ]);
    const kilo = "weigh yourself daily and ring if you put on another kilo";
    expect(explained(kilo, "Daily weights; ring if up another 1 kg.")).toEqual([]);
    expect(texts(kilo, "Daily weights; ring if up another 2 kg.")).toEqual(["2 kg"]);
  });

  test("waking gasping is PND, wind controlled is no incontinence, and 'would be better off'", () => {
    const pnd = "ankles a bit puffy, no waking up gasping at night";
    expect(texts(pnd, "Ankles puffy. PND.")).toEqual(["PND"]);
    expect(explained(pnd, "Ankles puffy. No PND.")).toEqual([]);
    const wind = "no problems controlling wind, bladder fine";
    expect(explained(wind, "Controlling wind; bladder fine.")).toEqual([]);
    const thoughts = "she has thoughts that her family would be better off, no plans";
    expect(explained(thoughts, "Passive suicidal thoughts, no plans.")).toEqual([]);
  });

  test("each eye's acuity, said before or after its side", () => {
    const before = "acuity with glasses, right six over twelve, left six over six. pupils equal";
    expect(explained(before, "VA R 6/12, L 6/6.")).toEqual([]);
    expect(texts(before, "VA R 6/6, L 6/12.")).toEqual(["6/6", "6/12"]);
    const after = "visual acuity six twelve right six six left pupils equal";
    expect(explained(after, "VA R 6/12, L 6/6.")).toEqual([]);
    expect(texts(after, "VA R 6/6, L 6/12.")).toEqual(["6/6", "6/12"]);
    const eye = "acuity right eye six over twelve left eye six over six right pupil sluggish";
    expect(explained(eye, "VA R 6/12, L 6/6. R pupil sluggish.")).toEqual([]);
    const next = "acuity right six over eighteen left six over six right eye red";
    expect(explained(next, "VA R 6/18, L 6/6. R eye red.")).toEqual([]);
    const far = "visual acuity without her glasses today, right six over nine, left six over thirty six";
    expect(explained(far, "VA (unaided) R 6/9, L 6/36.")).toEqual([]);
  });
  test("what a review of these rules showed they must still catch, and must not flag", () => {
    expect(
      texts("no rash no fever, started amoxicillin", "Unsure whether the rash came before the amoxicillin."),
    ).toContain("rash");
    const regular = "ibuprofen four hundred three times a day, he took it four times yesterday because of the pain";
    expect(texts(regular, "Ibuprofen 400 mg QDS.")).toEqual(["QDS"]);
    expect(explained("no nausea, stopped eating since tuesday", "No nausea. Not eating since Tuesday.")).toEqual([]);
    expect(explained("five loose stools in twenty four hours", "5 very loose watery stools in 24 h.")).toEqual([]);
    expect(explained("acuity right six nine left six nine", "VA 6/9 bilaterally.")).toEqual([]);
    const run = "right eye red and sore acuity six nine left six six";
    expect(explained(run, "R eye red and sore. VA R 6/9, L 6/6.")).toEqual([]);
  });
});

describe("what faithful notes of held-out-104 were flagged for (2026-12-04)", () => {
  test("since last night, and a syringe driver's route", () => {
    const night = "sore throat since friday, then last night she started with a temperature";
    expect(explained(night, "Sore throat since Friday; fever since last night.")).toEqual([]);
    expect(texts(night, "Sore throat since Friday; fever since last week.")).toEqual(["last week"]);
    const driver = "midazolam ten milligrams in the syringe driver over twenty four hours";
    expect(explained(driver, "Midazolam 10 mg SC over 24 h.")).toEqual([]);
    expect(texts(driver, "Midazolam 10 mg IV over 24 h.")).toEqual(["IV"]);
  });

  test("what the clinician does not think something is, and 'unlikely' or 'not suspected' before or after it", () => {
    const septic = "left knee warm but not hot. I don't think this is septic, it's polyarticular and she's well";
    expect(explained(septic, "Not felt to be septic - polyarticular and systemically well.")).toEqual([]);
    expect(explained(septic, "Polyarticular, so not septic.")).toEqual([]);
    expect(texts(septic, "Septic arthritis of the left knee.")).toContain("Septic");
    const dvt = "clear mechanism so I don't think this is a DVT plan ice and compression";
    expect(explained(dvt, "Clear mechanism - DVT not suspected.")).toEqual([]);
    expect(texts(dvt, "Clear mechanism - DVT suspected.")).toContain("DVT");
    const baker = "a widened expansile pulsation, I don't think it's a baker's cyst because it's clearly expansile";
    expect(explained(baker, "Expansile pulsation - unlikely Baker's cyst.")).toEqual([]);
    expect(texts(baker, "Expansile pulsation - Baker's cyst.")).toContain("Baker's cyst");
    const work = "no better at weekends so I don't think it's work related";
    expect(explained(work, "No better at weekends, so I do not think they are work-related.")).toEqual([]);
    // Unpunctuated, "unlikely" is said of what it follows, not of what comes next.
    const wells = "calf swollen dvt unlikely wells score nought";
    expect(explained(wells, "Calf swollen. No DVT. Wells score 0.")).toEqual([]);
    expect(texts(wells, "Calf swollen with a DVT. Wells score 0.")).toEqual(["Calf swollen with a DVT"]);
  });

  test("a repair with 'no sorry', saddle numbness, passing water, and nothing over the counter", () => {
    const visit = "out of hours home visit, no sorry, base visit, two fifteen in the morning";
    expect(explained(visit, "OOH base visit 02:15.")).toEqual([]);
    const saddle = "no leg weakness, no numbness in the saddle area, in control of his bowels";
    expect(explained(saddle, "No leg weakness, no saddle anaesthesia.")).toEqual([]);
    expect(texts(saddle, "No leg weakness; saddle anaesthesia.")).toContain("saddle anaesthesia");
    const water = "can't pass water. last passed urine properly yesterday evening about six";
    expect(explained(water, "Unable to pass urine since 18:00 yesterday.")).toEqual([]);
    const counter = "no new medicines, not taking anything over the counter";
    expect(explained(counter, "No new medicines and takes nothing over the counter.")).toEqual([]);
  });

  test("a weight loss given in kilograms, a follow-up label, pumps a day, a PRN label, and doses given in 24 h", () => {
    const weights = "weighed by the school nurse at fifty two kilos. today she's forty one point two kilos";
    expect(explained(weights, "Mum concerned about eating; weight loss.")).toEqual([]);
    expect(texts("weighed at fifty kilos, today fifty two kilos", "Weight loss.")).toEqual(["Weight loss"]);
    const review = "review with the results in two weeks with a repeat ecg";
    expect(explained(review, "Follow-up: 2/52 with results, repeat ECG.")).toEqual([]);
    expect(texts(review, "Follow-up: 3/52 with results, repeat ECG.")).toEqual(["3/52"]);
    const pumps = "she's on hrt, oestrogel two pumps a day";
    expect(explained(pumps, "HRT: Oestrogel two pumps daily.")).toEqual([]);
    expect(texts(pumps, "HRT: Oestrogel two pumps BD.")).toEqual(["BD"]);
    const prn = "breakthrough morphine seven point five milligrams subcut hourly as needed";
    expect(explained(prn, "PRN: morphine 7.5 mg SC hourly.")).toEqual([]);
    expect(texts(prn, "PRN: morphine 7.5 mg SC 4-hourly.")).toEqual(["4-hourly"]);
    const doses = "in the last twenty four hours he's needed three breakthrough doses of morphine";
    expect(explained(doses, "3 breakthrough doses in 24 h.")).toEqual([]);
    expect(explained("up to four doses in twenty four hours", "Max 4 doses in 24 h.")).toEqual([]);
    expect(texts("up to four doses in twenty four hours", "Max 4 doses in 12 h.")).toEqual(["12 h"]);
  });
});

describe("what held-out-104's planted errors were missed for (2026-12-04)", () => {
  test("a hernia's side, vomiting she brings on, a stomach bleed, nipple discharge, and reduced saddle sensation", () => {
    const hernia = "tender distended bladder. known small right inguinal hernia, reducible";
    expect(explained(hernia, "Distended bladder. Small R inguinal hernia, reducible.")).toEqual([]);
    expect(texts(hernia, "Distended bladder. Small left inguinal hernia, reducible.")).toEqual([
      "left inguinal hernia",
    ]);
    const sick = "periods have stopped. she denies making herself sick, says no to laxatives";
    expect(explained(sick, "Amenorrhoea. Denies self-induced vomiting or laxatives.")).toEqual([]);
    expect(texts(sick, "Amenorrhoea. Admits self-induced vomiting.")).toContain("Admits self-induced vomiting");
    const bleed = "no history of bleeding, never had a stomach bleed, no blood in the stools";
    expect(explained(bleed, "No history of GI bleed, no blood in stools.")).toEqual([]);
    expect(texts(bleed, "History of GI bleed (no blood in stools).")).toEqual(["History of GI bleed"]);
    // …a finding of its own, not only words of the nipple, said normal elsewhere.
    const nipple =
      "lump in her left breast. not painful. no nipple discharge, no change in the nipple, she said no to any " +
      "inversion. on examination nipple normal";
    const changed = "She has blood-stained nipple discharge and no change in the nipple. The nipple is normal.";
    expect(texts(nipple, changed)).toEqual(["nipple discharge"]);
    expect(explained(nipple, "No nipple discharge or change in the nipple. The nipple is normal.")).toEqual([]);
    const saddle = "no leg weakness, no numbness in the saddle area, he's in control of his bowels";
    expect(texts(saddle, "No leg weakness, reduced saddle sensation, bowel control intact.")).toContain(
      "reduced saddle sensation",
    );
    // A changed state after a comma starts what is there; a plain list after "no" is still denied.
    expect(explained("no cough, no fever, reduced appetite", "No cough or fever; reduced appetite.")).toEqual([]);
    expect(explained("no cough, fever or rash", "No cough, fever or rash.")).toEqual([]);
  });
});

describe("what faithful notes of held-out-105 were flagged for (2026-12-04)", () => {
  test("'not himself', a question asked directly, a danger explained, and problems with his feet", () => {
    const himself = "carers say he's not himself, pulling at his clothes, shouting at night and seeing cats";
    expect(
      explained(himself, "Carers report he is pulling at his clothes, shouting at night and seeing cats."),
    ).toEqual([]);
    const asked = "I asked her directly about self harm and suicidal thoughts and she said no, never. phq nine seven";
    expect(explained(asked, "Asked directly: denies self-harm or suicidal thoughts. PHQ-9 7.")).toEqual([]);
    expect(texts(asked, "Asked directly: reports suicidal thoughts. PHQ-9 7.")).toEqual(["reports suicidal thoughts"]);
    const nitrates = "no nitrates, never had a gtn spray. never with nitrates or poppers";
    expect(explained(nitrates, "No nitrates. The danger of combining it with nitrates or poppers explained.")).toEqual(
      [],
    );
    const feet = "no thrush. denies any problems with his feet. monofilament normal on the right foot";
    expect(explained(feet, "No thrush. No foot problems. Monofilament normal R foot.")).toEqual([]);
  });

  test("a state said before its side, 'partly clear', 'every couple of hours', and a first fit", () => {
    const sensation = "monofilament normal on the right foot but reduced sensation at the left great toe";
    expect(
      explained(sensation, "Monofilament sensation normal on the right but reduced at the left great toe."),
    ).toEqual([]);
    expect(
      texts(sensation, "Monofilament sensation normal on the left but reduced at the right great toe."),
    ).not.toEqual([]);
    const base = "a few coarse crackles at the right base, which partly clear with coughing. no oedema";
    expect(explained(base, "Few coarse crackles R base, partly clearing with cough.")).toEqual([]);
    const couple = "she says 'I'm using the blue inhaler every couple of hours and it's not touching it'";
    expect(explained(couple, "Using salbutamol every ~2 h with no relief.")).toEqual([]);
    expect(texts(couple, "Using salbutamol every ~4 h with no relief.")).toEqual(["every ~4 h"]);
    const fit = "he had a fit at home this morning. first ever fit. she didn't notice one side more than the other";
    expect(
      explained(fit, "First fit at home this morning; she noticed no one-sided features. No previous fits."),
    ).toEqual([]);
    expect(texts("he had a fit at home. he had one last year", "Fit at home. No previous fits.")).toEqual([
      "No previous fits",
    ]);
    const comfort =
      "first ever fit at home this morning. I explained the medicines are for comfort. if a fit lasts more than five " +
      "minutes call 999";
    expect(explained(comfort, "First fit this morning. Antipyretics for comfort - do not prevent fits.")).toEqual([]);
  });
});

describe("what faithful notes of held-out-106 were flagged for (2026-12-04)", () => {
  test("saddle sensation, the other side 'not tender', a steady gait, and results 'all neg'", () => {
    const saddle =
      "no numbness in the saddle area, he says wiping feels normal. sensation reduced over the lateral border of the right foot";
    expect(explained(saddle, "Saddle sensation normal. Reduced sensation lateral border R foot.")).toEqual([]);
    const renal = "tender right renal angle, left not tender. abdomen soft";
    expect(explained(renal, "R renal angle tenderness, L non-tender.")).toEqual([]);
    expect(explained(renal, "The right renal angle was tender and the left was not.")).toEqual([]);
    expect(texts(renal, "L renal angle tender, R non-tender.")).not.toEqual([]);
    const gait = "finger nose normal, no dysdiadochokinesia, gait steady, romberg negative";
    expect(explained(gait, "Finger-nose normal, no dysdiadochokinesia; gait steady; Romberg -ve.")).toEqual([]);
    const dip = "urine dip was negative, no nitrites, no leucocytes, no blood";
    expect(explained(dip, "Urine dip negative (nitrites, leucocytes, blood all neg).")).toEqual([]);
    expect(
      texts("urine dip nitrites positive, leucocytes positive", "Dip: nitrites, leucocytes, blood all neg."),
    ).toEqual(expect.arrayContaining(["nitrites", "leucocytes"]));
  });

  test("post dose, words she could not get out, a dose that does not last, and a reading so long later", () => {
    const level = "repeat lithium level in one week, twelve hours after the dose";
    expect(explained(level, "Repeat lithium level (12 h post dose) in 1/52.")).toEqual([]);
    const words = "his right hand went weak, and he says 'I couldn't get my words out, I knew what I wanted to say'";
    const getting = "Weakness of his right hand with difficulty getting his words out; he knew what he wanted to say.";
    expect(explained(words, getting)).toEqual([]);
    const lasting = "if the salbutamol isn't lasting four hours, give ten puffs and call 999";
    expect(explained(lasting, "If the salbutamol does not last four hours, give 10 puffs and call 999.")).toEqual([]);
    expect(texts(lasting, "If the salbutamol does not last two hours, give 10 puffs and call 999.")).toEqual([
      "two hours",
    ]);
    const later = "gave salbutamol ten puffs, rechecked after fifteen minutes: peak flow two hundred";
    expect(explained(later, "Salbutamol 10 puffs given. Fifteen minutes later his peak flow was 200.")).toEqual([]);
    expect(texts(later, "Salbutamol 10 puffs given. Thirty minutes later his peak flow was 200.")).toEqual([
      "Thirty minutes",
    ]);
  });

  test("this evening is tonight, 'asked about …, nothing new', and a side said of what may come", () => {
    const tonight = "apply the permethrin tonight, friday the fourth of december";
    expect(explained(tonight, "Apply permethrin this evening (Friday 4 December).")).toEqual([]);
    expect(texts(tonight, "Apply permethrin this morning (Friday 4 December).")).toEqual(["this morning"]);
    const soaps = "I asked about new soaps or washing powder, nothing new. one other resident itching";
    expect(explained(soaps, "No new soaps or washing powder.")).toEqual([]);
    expect(texts(soaps, "New washing powder.")).toEqual(["New washing powder"]);
    const legs =
      "nothing in the other leg, left leg completely fine. if he gets weakness or symptoms in both legs, straight to a and e";
    expect(explained(legs, "No symptoms in L leg. Symptoms in both legs → A&E.")).toEqual([]);
  });
});

describe("what held-out-105 and -106's planted errors were missed for (2026-12-04)", () => {
  test("a brand said with its medicine's name, a first fit made a second, and findings in the patient's words", () => {
    const priadel =
      "on priadel, that's lithium carbonate, eight hundred milligrams at night. keep the priadel the same";
    expect(explained(priadel, "Priadel (lithium carbonate) 800 mg ON, unchanged.")).toEqual([]);
    expect(texts(priadel, "Continue Camcolit 800 mg ON.")).toEqual(["Camcolit"]);
    expect(explained("on lithium carbonate eight hundred milligrams at night", "Camcolit 800 mg ON.")).toEqual([]);
    const fit = "he had a fit at home this morning. first ever fit. sleepy for half an hour after";
    expect(texts(fit, "Fit at home this morning. One previous febrile fit.")).toEqual(["fit"]);
    const curtain = "I asked about a curtain coming down over one eye and he said no, no visual loss at all";
    expect(explained(curtain, "No visual loss/amaurosis.")).toEqual([]);
    expect(texts(curtain, "Associated amaurosis fugax.")).toEqual(["amaurosis fugax"]);
    const screen = "bladder normal, no difficulty starting, no retention. no erection problems";
    expect(explained(screen, "No urinary hesitancy or retention. No erectile dysfunction.")).toEqual([]);
    expect(texts(screen, "Some urinary hesitancy; no retention. No erectile dysfunction.")).toEqual([
      "Some urinary hesitancy",
    ]);
    expect(texts(screen, "No urinary hesitancy or retention. Reports new erectile dysfunction.")).toEqual([
      "Reports new erectile dysfunction",
    ]);
  });
});

describe("what a review of the rules of held-out-104 to -106 showed they must still catch, and must not flag", () => {
  test("a judgement, a first fit, the other side, 'nothing new', weights, and lists after 'no'", () => {
    const cardiac = "I don't think this is cardiac chest pain, it's musculoskeletal";
    expect(texts(cardiac, "No chest pain.")).toEqual(["No chest pain"]);
    expect(explained(cardiac, "Musculoskeletal chest pain.")).toEqual([]);
    for (const said of [
      "this is his third fit, his first fit was last year",
      "her first ever fit since starting lamotrigine",
    ]) {
      expect(texts(said, "No previous fits.")).toEqual(["No previous fits"]);
    }
    expect(texts("discharge from her nipple, no lump", "No nipple discharge.")).toEqual(["No nipple discharge"]);
    expect(texts("tender right renal angle, left not examined", "R renal angle tender, L non-tender.")).toEqual(["L"]);
    expect(texts("I asked about his chest pain, nothing new.", "No chest pain.")).toEqual(["No chest pain"]);
    expect(texts("weight ninety kilos, aim to get down to eighty kilos", "Weight loss.")).toEqual(["Weight loss"]);
    expect(texts("today she's sixty kilos, in january she was fifty five kilos", "Weight loss.")).toEqual([
      "Weight loss",
    ]);
    expect(texts("antipyretics do not prevent fits", "Fits.")).toEqual(["Fits"]);
    const list = "no headache, no visual disturbance, no limb weakness";
    expect(explained(list, "No headache, altered vision or limb weakness.")).toEqual([]);
    expect(texts("no dysuria, frequency, increased thirst or weight loss", "Increased thirst.")).toEqual([
      "Increased thirst",
    ]);
  });
});

describe("what faithful notes of held-out-107 and -108 were flagged for (2026-12-04, afternoon)", () => {
  test("a judgement said after 'I think', a start said of the medicine before the comma, and poor sleep", () => {
    const judged = "a DVT I think unlikely, calf soft, no swelling";
    expect(explained(judged, "DVT unlikely.")).toEqual([]);
    expect(texts(judged, "DVT likely.")).toEqual(["DVT"]);
    expect(explained("a DVT thought unlikely, calf soft", "DVT unlikely.")).toEqual([]);
    const started = "on lisinopril ten milligrams once a day, that was started about three years ago";
    expect(explained(started, "Lisinopril 10 mg OD for about three years.")).toEqual([]);
    expect(texts(started, "Lisinopril 10 mg OD for about five years.")).toEqual(["five years"]);
    const sleep = "low in mood and not sleeping since the bereavement";
    expect(explained(sleep, "Low mood, broken sleep since bereavement.")).toEqual([]);
    expect(texts(sleep, "Low mood, sleeping well.")).toEqual(["sleeping"]);
  });

  test("a list 'or' closes runs on past an article, and after a doing 'not' denies, a state is said of its own", () => {
    const history = "no heart attack, no diabetes, never had a kidney stone";
    expect(explained(history, "She has never had a heart attack, a kidney stone or diabetes.")).toEqual([]);
    const tired = "she's not eating, tearful, brain fog at school";
    expect(explained(tired, "Not eating. Tearful, with brain fog at school.")).toEqual([]);
    expect(texts("she's not eating, tearful or withdrawn", "Not eating. Tearful.")).toEqual(["Tearful"]);
  });
});

describe("what faithful notes of held-out-108 were flagged for (2026-12-04, afternoon)", () => {
  test("a height said in pieces with its decimal, and how much a reading changed between two the dictation gives", () => {
    const growth = "height one forty eight point five centimetres, up from one forty four at the last check";
    expect(explained(growth, "Ht 148.5 cm (144 cm at last check): grown 4.5 cm.")).toEqual([]);
    expect(texts(growth, "Ht 148.5 cm (144 cm at last check): grown 5.5 cm.")).toEqual(["5.5 cm"]);
    expect(texts(growth, "Ht 146.5 cm.")).toEqual(["146.5 cm"]);
    const weight = "weight sixty one point two kilos, in march she was sixty two point six";
    expect(explained(weight, "Wt 61.2 kg (62.6 kg in March), ↓1.4 kg.")).toEqual([]);
    expect(texts(weight, "Wt 61.2 kg (62.6 kg in March), ↓2.4 kg.")).toEqual(["2.4 kg"]);
  });

  test("'the other side's fine', a bit of something after 'no', and how well someone does a thing after 'no'", () => {
    const loin = "tender in the right loin, left side's fine";
    expect(explained(loin, "Tender R loin, L side NAD.")).toEqual([]);
    expect(texts(loin, "Tender L loin, R side NAD.")).toEqual(["L loin", "R"]);
    const sick = "no vomiting, bit of reflux after feeds";
    expect(explained(sick, "No vomiting; some reflux after feeds.")).toEqual([]);
    expect(texts(sick, "Vomiting after feeds.")).toEqual(["Vomiting"]);
    const well = "no cough, playing normally. no rash";
    expect(explained(well, "No cough or rash. Playing normally.")).toEqual([]);
    expect(texts(well, "Cough. Playing normally.")).toEqual(["Cough"]);
  });
});

describe("what faithful notes of held-out-107 and -108 were flagged for, third part (2026-12-04, afternoon)", () => {
  test("acuities said after 'her vision's …', the second eye's, and a regime over so many days", () => {
    const eyes =
      "he says his vision's gone a little bit blurry so I tested it, six twelve on the right, six nine on the left";
    expect(explained(eyes, "VA R 6/12, L 6/9.")).toEqual([]);
    expect(texts(eyes, "VA R 6/12, L 6/18.")).toEqual(["6/18"]);
    const taper =
      "start senna two tablets at night. plan to come off the oxycodone, a tapering regime over fourteen days";
    const planned =
      "I have started senna two tablets at night, and planned a fourteen-day tapering regime of oxycodone.";
    expect(explained(taper, planned)).toEqual([]);
    expect(texts(taper, planned.replace("fourteen-day", "ten-day"))).toEqual(["ten-day"]);
  });

  test("a denial taken back with 'actually', a weight now said without its unit, and a focal deficit", () => {
    const back = "no blood in the stools, er, actually she says there was a smear on the paper once";
    expect(explained(back, "There was blood in the stools on one occasion.")).toEqual([]);
    expect(texts("no blood in the stools. no pain.", "There was blood in the stools on one occasion.")).toHaveLength(1);
    const weight = "weight in the summer seventy two kilos, today sixty eight point five. no vomiting.";
    expect(explained(weight, "Her weight has fallen from 72 kg to 68.5 kg.")).toEqual([]);
    expect(texts("weight seventy two kilos, target sixty eight.", "Her weight has fallen.")).toHaveLength(1);
    const neuro = "cranial nerves intact. neuro, no focal deficit.";
    expect(explained(neuro, "No focal neurological deficit.")).toEqual([]);
    expect(texts(neuro, "Focal neurological deficit in the right leg.")).toHaveLength(1);
  });

  test("'no dose change' is the same dose, and what to report, told at a line's start, is not found", () => {
    const dose = "carry on with the sertraline fifty milligrams once a day, no dose change for now";
    expect(explained(dose, "Continue sertraline 50 mg OD at the same dose.")).toEqual([]);
    const plan = "come back if there's any bleeding or a new lump. no bleeding now.";
    expect(explained(plan, "No bleeding.\n- Report any bleeding or a new lump.")).toEqual([]);
    expect(explained(plan, "No bleeding.\n- Report bleeding, new lump.")).toEqual([]);
    expect(texts(plan, "Bleeding.")).toEqual(["Bleeding"]);
  });
});

describe("what held-out-108's planted errors were missed for (2026-12-04, afternoon)", () => {
  test("the side of an ovarian cyst and of a pink drum, and a number put right after 'er, sorry'", () => {
    const cyst = "she had a right ovarian cyst drained in twenty nineteen";
    expect(explained(cyst, "Right ovarian cyst drained in 2019.")).toEqual([]);
    expect(texts(cyst, "Left ovarian cyst drained in 2019.")).toEqual(["Left ovarian"]);
    const drums = "ears, right drum a bit pink, left normal";
    expect(explained(drums, "R TM slightly pink, L normal.")).toEqual([]);
    expect(texts(drums, "L TM slightly pink, R normal.")).toEqual(["L TM", "R"]);
    const sats = "pulse one twenty, sats ninety two percent on air, er, sorry, ninety three, once she'd settled";
    expect(explained(sats, "Sats 93% on air.")).toEqual([]);
    expect(texts(sats, "Sats 92% on air.")).toEqual(["92%"]);
    const dose = "took paracetamol five hundred milligrams at six with no effect, sorry, he took two so a gram";
    expect(explained(dose, "Paracetamol 1 g at 06:00, no effect.")).toEqual([]);
  });
});

describe("what held-out-107's planted errors were missed for (2026-12-04, afternoon)", () => {
  test("a medicine taken back after its dose, 'er, no, it's …', even after a list", () => {
    const meds =
      "on aspirin seventy five milligrams and atenolol fifty milligrams once a day, er, no, it's bisoprolol, five";
    expect(explained(meds, "Aspirin 75 mg, bisoprolol 5 mg.")).toEqual([]);
    expect(texts(meds, "Aspirin 75 mg, atenolol 50 mg.")).toContain("atenolol");
    expect(explained("not on atenolol fifty milligrams, er, no, it's bisoprolol", "Not on atenolol.")).toEqual([]);
  });
});

describe("what held-out-110's first run flagged wrongly (2026-12-04, evening)", () => {
  test("help to get ('same-day help if …', 'seek urgent help') is not whether a treatment helped", () => {
    const transcript = "the cream hasn't helped. if the swelling spreads he needs to be seen the same day";
    expect(explained(transcript, "The cream has not helped. Same-day help if the swelling spreads.")).toEqual([]);
    expect(texts(transcript, "The cream has helped.")).toHaveLength(1);
  });

  test("'inability to' denies what follows, as 'couldn't' does", () => {
    const transcript = "broad based gait, couldn't stand on one leg, slurred speech";
    expect(explained(transcript, "Broad-based gait, inability to stand on one leg and slurred speech.")).toEqual([]);
    expect(texts("broad based gait, couldn't stand on one leg", "Able to stand on one leg.")).toHaveLength(1);
  });

  test("a short phrase after a denied list 'or' closed, or after ', and it's', is there", () => {
    const transcript =
      "left hip bruised, full range, no shortening or rotation, she can weight bear. the pump site's clean, no redness or swelling, and it's running to time.";
    const document =
      "L hip: full ROM, no shortening or rotation, weight bearing. Pump site: no redness or swelling, running to time.";
    expect(explained(transcript, document)).toEqual([]);
    // …not a list that goes on past "or" ("ear pain or fullness, headache and numbness").
    const listed = "no ear pain, no fullness, no headache, no numbness";
    expect(explained(listed, "Denies ear pain or fullness, headache and numbness.")).toEqual([]);
  });

  test("a temperature said without its point ('temperature thirty seven two') is 37.2", () => {
    const transcript = "chest clear temperature thirty seven two pulse eighty";
    expect(explained(transcript, "Chest clear. T 37.2, HR 80. Temperature 37.2 °C.")).toEqual([]);
    expect(texts(transcript, "T 37.9.")).toEqual(["37.9"]);
    // …not two numbers said apart.
    expect(texts("temperature thirty seven, two days of cough", "T 37.2.")).toEqual(["37.2"]);
  });

  test("'the second' in words, one of several, is no day of the month ('the third rabies dose', 'the second last Tuesday')", () => {
    const transcript =
      "first dose today, the next on the eighth of december and the last on the twenty ninth. two falls, one on the third of march and one last friday";
    const document =
      "First dose today; the second on 8 December and the third on 29 December. Two falls: the first on 3 March, the second last Friday.";
    expect(explained(transcript, document)).toEqual([]);
    // A day in words that ends its phrase is still read as one.
    expect(texts(transcript, "Falls on 3 March and on the fifth.")).toEqual(["fifth"]);
  });

  test("a denied list goes on after what it sets apart, to the 'or' that closes it", () => {
    const transcript =
      "no chest pain, no cough apart from the usual morning one, no fevers, no weight loss, no night sweats";
    const document =
      "He has no chest pain or cough apart from his usual morning one, fevers, weight loss or night sweats.";
    expect(explained(transcript, document)).toEqual([]);
    // …not a thing said after the list has ended.
    const after = "He has no chest pain or cough apart from his usual morning one. Weight loss of 3 kg.";
    expect(texts(transcript, after)).toContain("Weight loss");
  });

  test("'declines' is what 'doesn't want' and 'said no' say of the same thing", () => {
    const wish = "works as a chef, doesn't want a sick note, he's managing at work";
    expect(explained(wish, "Chef - managing at work, declines sick note.")).toEqual([]);
    const answer = "shingles vaccine, she said no last year, happy to have it today";
    expect(explained(answer, "Declined shingles vaccine last year; given today.")).toEqual([]);
    // …not a thing the dictation says was wanted.
    expect(texts("he wants a sick note for a week", "Declines sick note.")).toHaveLength(1);
  });

  test("how long a medicine has been taken, said a few words after its name, is its length as a course or a history", () => {
    const transcript =
      "she'd been on diclofenac fifty milligrams three times a day for her left shoulder pain for about five months, which we'd started. hb ninety";
    expect(explained(transcript, "Background: diclofenac 50 mg TDS for L shoulder for ~5/12 (started by us).")).toEqual(
      [],
    );
    expect(texts(transcript, "Background: diclofenac 50 mg TDS for L shoulder for ~6/12.")).toEqual(["6/12"]);
  });

  test("after a state 'not' denies with when it holds ('not distressed at rest'), a thing named after a comma is there", () => {
    const transcript = "drowsy, not distressed today, tummy bloated, chest clear";
    expect(explained(transcript, "Not distressed. Tummy bloated.")).toEqual([]);
    expect(texts(transcript, "Distressed today.")).toHaveLength(1);
  });

  test("a verb before a list reaches each medicine in it, past what else it names ('stop the oral meds, the mst, …')", () => {
    const transcript = "stop the tablets, the mst, the ramipril and the metformin. continue the bisoprolol.";
    expect(explained(transcript, "MST, ramipril and metformin stopped. Bisoprolol continued.")).toEqual([]);
    expect(texts(transcript, "MST and ramipril stopped. Bisoprolol stopped.")).toHaveLength(1);
    // …not past a clause of its own: "she forgot the metformin".
    const forgot = "increase the amlodipine, she forgot the metformin and the ramipril";
    expect(texts(forgot, "Ramipril increased.")).toHaveLength(1);
  });

  test("a course set off by a comma after how often, said roughly: 'three times a day, for about a fortnight'", () => {
    const transcript =
      "her legs have been swelling for about two weeks. bought some naproxen from the chemist for her right hip, taking two fifty milligrams twice a day, for about a fortnight. meds";
    expect(explained(transcript, "Leg swelling 2/52. OTC naproxen 250 mg BD ~2/52 for R hip.")).toEqual([]);
    expect(texts(transcript, "Leg swelling 2/52. OTC naproxen 250 mg BD ~3/52 for R hip.")).toEqual(["3/52"]);
  });
});

describe("what held-out-109's first run flagged wrongly (2026-12-04, evening)", () => {
  test("what leads to an arrow and 'same day' or an urgent review is a condition, past 'aura >1 h'", () => {
    const transcript =
      "no weakness with them. no calf pain or swelling. if she gets a headache with any new weakness, or the aura lasts longer than an hour, she needs to be seen urgently. if she gets a swollen painful calf she needs to be seen the same day.";
    const document =
      "No weakness. No calf pain. Headache with new weakness or aura >1 h -> urgent review. Swollen painful calf -> same day.";
    expect(explained(transcript, document)).toEqual([]);
    // …not a finding written as there, with no arrow after it.
    expect(texts("no chest pain, no calf pain. review in a week.", "Painful calf. Review 1/52.")).toHaveLength(1);
  });

  test("'I asked about the red flags: no …' are answers, not what to watch for", () => {
    const transcript = "back sore since sunday. I checked the red flags: no numbness in the saddle area, no fevers.";
    expect(explained(transcript, "Back sore since Sunday. He has no saddle numbness and no fevers.")).toEqual([]);
    expect(texts(transcript, "Back sore since Sunday. He has saddle numbness.")).toHaveLength(1);
  });

  test("'sleeping poorly' is what 'not sleeping' says", () => {
    const transcript = "the tablets help a bit but she's not sleeping because of the pain";
    expect(explained(transcript, "Tablets help a little, but she is sleeping poorly with the pain.")).toEqual([]);
    expect(texts(transcript, "Tablets help a little and she is sleeping well.")).toHaveLength(1);
  });
});

describe("what sets 30, 81, 94 and 98 still flagged wrongly (2026-12-04, late evening)", () => {
  test("what was not had until now and given in the same breath ('hasn't had her flu jab, gave it today') was given", () => {
    const transcript = "she hasn't had this year's flu vaccine, so I gave it today. chest clear.";
    expect(explained(transcript, "Flu vaccine given today. Chest clear.")).toEqual([]);
    // …not one said to be given later, or not at all.
    expect(texts("she hasn't had the flu vaccine, will be given at the clinic.", "Flu vaccine given.")).toHaveLength(1);
    expect(texts("he hasn't had the shingles vaccine. chest clear.", "Shingles vaccine given.")).toHaveLength(1);
  });

  test("'Sock aid' is the aid, which 'can't get his sock on' does not gainsay", () => {
    expect(explained("he can't get his sock on that side. night pain most nights.", "Sock aid. Night pain.")).toEqual(
      [],
    );
    expect(texts("he can't get his sock on that side.", "Puts his sock on without difficulty.")).toHaveLength(1);
  });

  test("a finding said as a question's label ('allergies, I asked about …, never a reaction') is no finding there", () => {
    const transcript =
      "allergies, I asked about penicillin in particular, he's taken it before and never had a reaction.";
    expect(explained(transcript, "Allergies: no penicillin allergy (has taken it before).")).toEqual([]);
    // …but "allergies, peanut" is the label's answer, said straight after it.
    expect(texts("wheeze, on most mornings, no cough.", "No wheeze.")).toHaveLength(1);
  });
});

describe("what held-out-111's and -112's first runs flagged wrongly (2026-12-04, late evening)", () => {
  test("'No plan, no intent': a plan straight after the negation is what it denies, not a heading", () => {
    const transcript =
      "fleeting thoughts of not wanting to wake up. no plans and no intent. protective factors her kids.";
    expect(explained(transcript, "Passive SI. No plan, no intent.")).toEqual([]);
    expect(texts("thoughts of not wanting to wake up, no plan, no intent.", "Has a plan.")).toHaveLength(1);
  });

  test("'so I don't think he needs admission' judges admission not needed", () => {
    const transcript = "chest clear, sats ninety six, so I don't think she needs admission. review tomorrow.";
    expect(explained(transcript, "Chest clear, sats 96%: admission not needed. Review tomorrow.")).toEqual([]);
    expect(texts("chest clear, sats ninety six, she needs admission.", "Admission not needed.")).toHaveLength(1);
  });

  test("after a state 'not' denies, how well the patient is is so ('not hypoxic, comfortable at rest')", () => {
    const transcript = "she's not pyrexial, comfortable at rest, chest clear";
    expect(explained(transcript, "Apyrexial and comfortable at rest. Chest clear.")).toEqual([]);
    // …and the state denied stays denied.
    expect(texts(transcript, "Pyrexial. Chest clear.")).toHaveLength(1);
  });

  test("…and a child who is well: 'not floppy, playing between fevers'", () => {
    const transcript = "no rash. not floppy, she's been smiling between coughing bouts.";
    expect(explained(transcript, "No rash. Not floppy, smiling between coughing bouts.")).toEqual([]);
    expect(texts(transcript, "No rash. Floppy.")).toHaveLength(1);
  });

  test("'no other medical problems or allergies' denies the allergies 'or' adds", () => {
    const transcript = "no other medical problems or allergies and she doesn't smoke.";
    expect(texts(transcript, "She has allergies.")).toHaveLength(1);
    expect(explained("no other medical problems. no allergies.", "No other medical problems or allergies.")).toEqual(
      [],
    );
  });

  test("'enjoys nothing' is not enjoying anything: done to nothing, not done", () => {
    const transcript = "low mood for two months, not enjoying anything, sleeping badly.";
    expect(explained(transcript, "Low mood 2/12; enjoys nothing; poor sleep.")).toEqual([]);
    expect(texts(transcript, "Low mood 2/12; still enjoys his music.")).toHaveLength(1);
  });

  test("'no swimming or sleeping in lenses in future' is advice, which what she did does not gainsay", () => {
    const transcript = "she has been wearing them overnight. no wearing lenses overnight in future.";
    expect(explained(transcript, "Has been wearing lenses overnight; advised not to in future.")).toEqual([]);
    expect(texts("no wearing lenses overnight.", "Has been wearing lenses overnight.")).toHaveLength(1);
  });

  test("'nowhere near term', 'hard to switch off' for 'can't switch off', and 'nothing to speak of, bit bloated'", () => {
    expect(texts("she's nowhere near term, so nitrofurantoin is fine.", "Near term.")).toHaveLength(1);
    expect(explained("she's nowhere near term.", "Not near term.")).toEqual([]);
    expect(explained("he just can't relax in the evenings.", "He finds it hard to relax in the evenings.")).toEqual([]);
    expect(texts("he just can't relax in the evenings.", "He relaxes in the evenings.")).toHaveLength(1);
    const bloated = "no real tummy pain to speak of, bit bloated. no vomiting.";
    expect(explained(bloated, "No significant abdominal pain, some bloating. No vomiting.")).toEqual([]);
    expect(texts(bloated, "Abdominal pain. No vomiting.")).toHaveLength(1);
  });

  test("one of a list of examinations said to be normal is normal ('Romberg's test and gait were normal')", () => {
    const transcript = "cranial nerves intact, romberg negative, gait normal.";
    expect(explained(transcript, "Cranial nerves, Romberg's test and gait were normal.")).toEqual([]);
    expect(texts(transcript, "Cranial nerves intact. Romberg's test was positive.")).toHaveLength(1);
  });

  test("'no voices' denies psychotic symptoms, as 'no hearing voices' does", () => {
    const transcript = "never had any highs, no voices, nothing like that. mum had depression.";
    expect(explained(transcript, "No hx mania or psychosis. FH: mother depression.")).toEqual([]);
    expect(texts("mum had depression.", "No hx psychosis. FH: mother depression.")).toHaveLength(1);
  });
});

describe("what held-out-111's and -112's first runs flagged wrongly: doses and lengths (2026-12-04, late evening)", () => {
  test("a titration said step by step in one long sentence keeps its medicine to the last step", () => {
    const transcript =
      "plan: sertraline, which she's happy to try after we talked it through at length today, starting on monday the seventh: twenty five milligrams once a day for the first week, then fifty milligrams once a day for three weeks, then one hundred milligrams once a day from week five.";
    const document =
      "Sertraline from Mon 7th: 25 mg OD for the first week, then 50 mg OD for 3/52, then 100 mg OD from week 5.";
    expect(explained(transcript, document)).toEqual([]);
    expect(texts(transcript, document.replace("then 100 mg OD", "then 150 mg OD"))).toHaveLength(1);
  });

  test("'for the first two days' is the first part of what starts now, not how long something has gone on", () => {
    const transcript =
      "norethisterone three fifty micrograms once a day from today, so condoms for the first two days.";
    expect(explained(transcript, "Norethisterone 350 mcg OD from today; condoms for first 2 days.")).toEqual([]);
    expect(texts(transcript, "Norethisterone 350 mcg OD from today; condoms for first 7 days.")).toHaveLength(1);
    // …not how long off work: "self-certify for the first seven days off" is no course of the medicine.
    const off =
      "penicillin v five hundred milligrams four times a day for ten days. self certify for the first seven days off.";
    expect(texts(off, "Penicillin V 500 mg QDS for 7 days.")).toEqual(["7 days"]);
  });

  test("a dose worked out aloud ('two two hundred milligram tablets, so four hundred') is the dose its frequency goes with", () => {
    const transcript =
      "he takes naproxen, two two hundred and fifty milligram tablets, so five hundred, twice a day when it's bad. plan: carry on the naproxen five hundred milligrams twice a day with food for a week.";
    expect(explained(transcript, "Naproxen 500 mg BD PRN. Plan: naproxen 500 mg BD with food for 1/52.")).toEqual([]);
    expect(texts(transcript, "Naproxen 500 mg BD PRN. Plan: naproxen 500 mg TDS with food for 1/52.")).toHaveLength(1);
  });

  test("a medicine used 'rarely' or 'now and then' is used as required", () => {
    expect(explained("mild asthma, uses her salbutamol rarely. no admissions.", "Asthma: salbutamol PRN.")).toEqual([]);
    expect(explained("buys ranitidine from the chemist now and then.", "OTC ranitidine PRN.")).toEqual([]);
    // …not the medicine named before it: "twice a day, rarely needs her salbutamol".
    const both = "clenil two puffs twice a day, rarely needs her salbutamol.";
    expect(texts(both, "Clenil 2 puffs BD PRN.")).toEqual(["BD PRN"]);
  });

  test("'F/U: 6/52 with diary' is when to follow up, as 'review in six weeks with the diary' says", () => {
    const transcript = "knee pain for about six weeks. review in four weeks with the pain diary.";
    expect(explained(transcript, "Knee pain 6/52. F/U: 4/52 with pain diary.")).toEqual([]);
    expect(texts(transcript, "Knee pain 6/52. F/U: 6/52 with pain diary.")).toHaveLength(1);
  });

  test("a time after 'forgets' is when doses are missed, not when the medicine is taken", () => {
    const transcript = "on fostair two puffs twice a day. he takes his pink inhaler most days but forgets at night.";
    expect(explained(transcript, "Fostair 2 puffs BD, often forgetting at night.")).toEqual([]);
    expect(texts(transcript, "Fostair 2 puffs at night.")).toHaveLength(1);
  });

  test("'takes him an hour to get off to sleep' and 'more like an hour' are an hour", () => {
    const transcript = "sleep is poor, it takes her an hour to get off, then she wakes at five.";
    expect(explained(transcript, "Poor sleep: ~1 h to fall asleep, wakes 05:00.")).toEqual([]);
    expect(texts(transcript, "Poor sleep: ~2 h to fall asleep, wakes 05:00.")).toHaveLength(1);
    const stiff = "stiff for two hours in the morning, well, more like an hour really.";
    expect(explained(stiff, "Morning stiffness ~1 h.")).toEqual([]);
  });

  test("lengths are one dimension ('two centimetres' is '20 mm'), and 'height one sixty three' is 163 cm", () => {
    expect(explained("a lump about two centimetres across.", "A 20 mm lump.")).toEqual([]);
    expect(texts("a lump about two centimetres across.", "A 25 mm lump.")).toHaveLength(1);
    const measured = "weight eighty kilos, height one seventy two, bmi twenty seven.";
    expect(explained(measured, "Wt 80 kg, Ht 1.72 m, BMI 27.")).toEqual([]);
    expect(texts(measured, "Wt 80 kg, Ht 1.82 m, BMI 27.")).toEqual(["1.82 m"]);
  });
});

describe("what held-out-113's and -114's leftovers flagged wrongly (2026-12-05)", () => {
  test("'an hour, hour and a half' is one to one and a half hours, the article dropped in the second", () => {
    const transcript = "takes him an hour, hour and a half to get off to sleep, then he wakes at four.";
    expect(explained(transcript, "Sleep onset 1-1.5 h; wakes at 04:00.")).toEqual([]);
    expect(texts(transcript, "Sleep onset 1-2.5 h; wakes at 04:00.")).toEqual(["2.5 h"]);
  });

  test("'~1/2 stone' and '1/2 tablet' are a half, and 'Tue 1/2' is still a day", () => {
    const transcript = "she's put on about half a stone this year. take half a tablet at night.";
    expect(explained(transcript, "Gained ~1/2 stone this yr. 1/2 tablet nocte.")).toEqual([]);
    expect(texts(transcript, "Gained ~1/4 stone this yr. 1/2 tablet nocte.")).toEqual(["1/4 stone"]);
    expect(texts("review on the first of february.", "Review Tue 1/2.")).not.toContain("1/2");
  });
  test("a gestation said with a pause and a correction ('thirty four weeks and, er, three days, no, two days') is 34+2", () => {
    const transcript =
      "she's thirty four weeks and, er, three days, no, two days today, due on the thirteenth of january.";
    expect(explained(transcript, "34+2/40 (EDD 13/1). She is 34 weeks and 2 days.")).toEqual([]);
    expect(texts(transcript, "34+3/40 (EDD 13/1).")).toEqual(["34+3/40"]);
  });

  test("'taken it three or four times this month' is three or four doses, not 'three times a day'", () => {
    const transcript = "uses propranolol ten milligrams as needed, she's taken it three or four times this month.";
    expect(explained(transcript, "Propranolol 10 mg PRN (3-4 doses this month).")).toEqual([]);
    expect(texts(transcript, "Propranolol 10 mg PRN (5 doses this month).")).toEqual(["5 doses"]);
    const daily = "labetalol two hundred milligrams three times a day.";
    expect(explained(daily, "Labetalol 200 mg three times daily.")).toEqual([]);
  });
});

describe("what held-out-115's first run flagged wrongly (2026-12-05)", () => {
  test("'bloods, esr and crp, in four weeks' is when the ESR and CRP are repeated, the pause before 'in' aside", () => {
    const transcript = "telephone review on thursday, and bloods, esr and crp, in four weeks.";
    expect(explained(transcript, "F/U: tel review Thu. ESR/CRP in 4/52.")).toEqual([]);
    expect(texts(transcript, "F/U: tel review Thu. ESR/CRP in 6/52.")).toEqual(["6/52"]);
  });

  test("'without any difficulty swallowing' is no dysphagia, as 'no difficulty or pain swallowing' is", () => {
    const transcript = "mild reflux, well controlled, no trouble swallowing.";
    expect(explained(transcript, "Mild reflux without any difficulty swallowing.")).toEqual([]);
    expect(
      texts("mild reflux, has some trouble swallowing.", "Mild reflux without any difficulty swallowing."),
    ).toHaveLength(1);
    expect(explained("she walks without difficulty.", "Walks without difficulty.")).toEqual([]);
    const asked = "no heartburn, no difficulty or pain swallowing, never had a stomach ulcer.";
    expect(explained(asked, "No heartburn, no dysphagia/odynophagia, no hx PU.")).toEqual([]);
    expect(texts(asked, "No heartburn. Dysphagia. No hx PU.")).toEqual(["Dysphagia"]);
  });

  test("'she walks every day' is how often she walks, not how often the medicine named before is taken", () => {
    const transcript = "alendronic acid seventy milligrams once a week. she walks every day anyway.";
    expect(explained(transcript, "Alendronic acid 70 mg weekly, and she already walks every day.")).toEqual([]);
    expect(texts(transcript, "Alendronic acid 70 mg every day.")).toEqual(["every day"]);
  });

  test("'not just before bed' is when not to take a medicine, not when it is taken", () => {
    const transcript =
      "doxycycline one hundred milligrams twice a day for three weeks. told her to take it with a full glass of " +
      "water, sitting or standing, not just before bed, and not with milk.";
    expect(explained(transcript, "Doxycycline 100 mg twice daily, with water, not just before bed.")).toEqual([]);
    expect(texts(transcript, "Doxycycline 100 mg before bed.")).toEqual(["before bed"]);
  });

  test("'this year's the worst' says this year", () => {
    const transcript = "hay fever every spring since she was ten, but this year's the worst it's been.";
    expect(explained(transcript, "Hay fever every spring since age 10; this year worst yet.")).toEqual([]);
    expect(texts(transcript, "Hay fever every spring since age 10; last year worst yet.")).toEqual(["last year"]);
  });

  test("'no periorbital oedema or erythema, eye movements full and painless': the movements are a clause of their own", () => {
    const transcript = "no periorbital oedema or erythema, eye movements full and painless, visual acuity normal.";
    const narrative = "There was no periorbital oedema or erythema, eye movements were full and painless.";
    expect(explained(transcript, narrative)).toEqual([]);
    expect(texts(transcript, "There was periorbital oedema, eye movements were full and painless.")).toHaveLength(1);
  });
});

describe("what held-out-117's and -118's first runs flagged wrongly (2026-12-05)", () => {
  test("'highest was thirty seven two' is 37.2, a temperature's tenths said without 'point'", () => {
    const transcript = "no fever at home, dad's been checking, highest was thirty seven two. eating normally.";
    expect(explained(transcript, "No fever at home (max 37.2). Eating normally.")).toEqual([]);
    expect(texts(transcript, "No fever at home (max 37.8). Eating normally.")).toEqual(["37.8"]);
  });

  test("after a negated thing, a comma then 'passed his …' or 'it …' begins a clause of its own", () => {
    const transcript =
      "no concerns about hearing, passed his newborn hearing screen. no drops needed, it usually settles.";
    const summary = "He passed his newborn hearing screen. Drops are not needed, and this usually settles.";
    expect(explained(transcript, summary)).toEqual([]);
    expect(texts(transcript, "He did not pass his newborn hearing screen.")).toHaveLength(1);
  });

  test("'within the hour' is within one hour", () => {
    const transcript = "the unit is expecting her now, within the hour. it's ten minutes away.";
    expect(explained(transcript, "Unit expecting her now, within 1 h. 10 min away.")).toEqual([]);
    expect(texts(transcript, "Unit expecting her now, within 2 h. 10 min away.")).toEqual(["2 h"]);
  });

  test("'in Sept. 2-3/wk' is a month then a count's range, not the second of September", () => {
    const transcript = "headaches since she went back to school in september. two or three a week.";
    expect(explained(transcript, "Headaches since return to school in Sept. 2-3/wk.")).toEqual([]);
    expect(texts("review on the twelfth of march.", "Review March 14.")).toEqual(["March 14"]);
  });

  test("'no tenderness over the sinuses, neck supple': the neck is a clause of its own", () => {
    const transcript = "no tenderness over the sinuses, neck supple.";
    expect(explained(transcript, "No sinus tenderness; neck was supple.")).toEqual([]);
    expect(texts(transcript, "Sinus tenderness; neck was supple.")).toHaveLength(1);
  });

  test("a safety-net label's list goes on past each semicolon ('SN: rash - stop; diarrhoea on colchicine - stop')", () => {
    const transcript =
      "on allopurinol and colchicine. no rash. no diarrhoea with the colchicine. if he gets a rash or diarrhoea, stop and ring us.";
    const soap =
      "No rash. No diarrhoea on colchicine.\nSafety-net: rash - contact us; diarrhoea on colchicine - stop and inform.";
    expect(explained(transcript, soap)).toEqual([]);
    expect(texts(transcript, "Diarrhoea on colchicine.\nSafety-net: rash - ring us.")).toHaveLength(1);
  });

  test("'it was forty one this time last year' is a year ago", () => {
    const transcript = "egfr thirty eight, it was forty one this time last year. next full review in twelve months.";
    expect(explained(transcript, "eGFR 38 (41 a year ago). Review in 12/12.")).toEqual([]);
    expect(texts(transcript, "eGFR 38 (41 two years ago). Review in 12/12.")).toEqual(["two years"]);
  });

  test("'a cold since friday, so a week now' is a week", () => {
    const transcript = "he's had a cold since friday the twenty seventh, so a week now, runny nose, cough.";
    expect(explained(transcript, "Coryzal + cough since Fri 27/11 (1/52).")).toEqual([]);
    expect(texts(transcript, "Coryzal + cough since Fri 27/11 (2/52).")).toEqual(["2/52"]);
  });
});

describe("what held-out-119's and -120's first runs flagged wrongly (2026-12-05)", () => {
  test("'no leaking with coughing or sneezing' denies leaking on coughing, what brings it on denied with it", () => {
    const transcript = "urge incontinence twice a week. no leaking with coughing or sneezing or lifting.";
    expect(explained(transcript, "Urge incontinence 2x/wk. No leakage on cough/sneeze/lifting.")).toEqual([]);
    const stress = "leaks with coughing and sneezing, no urgency.";
    expect(texts(stress, "No leakage on coughing or sneezing. No urgency.")).toHaveLength(1);
  });

  test("'nothing to his face' denies the face, as 'nothing on the face' does", () => {
    const transcript = "no other injuries, nothing on the face, no clothing involved.";
    expect(
      explained(transcript, "He has no other injuries, nothing to his face, and no clothing was involved."),
    ).toEqual([]);
  });

  test("'Desmopressin not appropriate' is what 'not for desmopressin at his age' says", () => {
    const transcript = "refer to the sleep clinic. not for desmopressin at his age, risk of low sodium.";
    expect(
      explained(transcript, "Refer sleep clinic. Desmopressin not appropriate (age, hyponatraemia risk)."),
    ).toEqual([]);
    expect(explained(transcript, "Desmopressin is not suitable at his age.")).toEqual([]);
  });
});

describe("a dose made of tablets of the strength said (2026-12-05)", () => {
  test("'1 g' is two tablets of the 500 mg the dictation gives the medicine, and another total is flagged", () => {
    const said = "she takes paracetamol five hundred milligrams, two tablets up to four times a day, for headaches";
    expect(texts(said, "Paracetamol 1 g up to QDS for headaches.")).toEqual([]);
    expect(texts(said, "Paracetamol 1.5 g up to QDS for headaches.")).toEqual(["1.5 g"]);
    // Another medicine's tablets are not this one's.
    const other = "paracetamol five hundred milligrams, and ibuprofen, two tablets three times a day";
    expect(texts(other, "Paracetamol 1 g.")).toEqual(["1 g"]);
  });
});

describe("a day of the month said before a clause of its own (2026-12-05)", () => {
  test("'end of October, he thinks the twenty eighth because …' is 28 October; another day is flagged", () => {
    const said = "first noticed it end of october, he thinks the twenty eighth because it was just after his birthday";
    expect(texts(said, "First noticed ~28/10, just after his birthday.")).toEqual([]);
    expect(texts(said, "First noticed ~26/10, just after his birthday.")).toEqual(["26/10"]);
  });
});

describe("a telephone number is no reading (2026-12-05)", () => {
  test("'0800 111 999' gives no number to find in the dictation; a figure after it still does", () => {
    const said = "ring the national gas emergency line to get the boiler switched off, review in two weeks";
    expect(texts(said, "Ring National Gas Emergency line 0800 111 999. Review in 2 weeks.")).toEqual([]);
    expect(texts(said, "Ring 01234 567890. Review in 3 weeks.")).toEqual(["3 weeks"]);
  });
});

describe("how often something happens, said in other words in one sentence (2026-12-05)", () => {
  test("'Wakes 2–3x/night' and 'up to 20/day' are the counts and period said together; other counts are flagged", () => {
    const night = "it wakes her at night, two or three times, and she shakes her hands. paracetamol twice a day";
    expect(texts(night, "Wakes 2–3x/night, shakes hands to relieve.")).toEqual([]);
    expect(texts(night, "Wakes 4–5x/night, shakes hands to relieve.")).toEqual(["4–5x/night"]);
    const day = "each attack lasts a few seconds, er, maybe up to twenty attacks a day on a bad day";
    expect(texts(day, "Attacks last secs, up to 20/day on bad days.")).toEqual([]);
    expect(texts(day, "Attacks last secs, up to 30/day on bad days.")).toEqual(["30/day"]);
  });

  test("'2-3 nights/wk' is 'waking at night two or three times a week'; more nights are flagged", () => {
    const said = "for about four months she's been waking at night two or three times a week crying with pain";
    expect(texts(said, "4/12 waking 2-3 nights/wk crying with leg pain.")).toEqual([]);
    expect(texts(said, "She has been waking two or three nights a week crying with pain.")).toEqual([]);
    expect(texts(said, "4/12 waking 4-5 nights/wk crying with leg pain.")).toEqual(["4-5 nights/wk"]);
  });

  test("a count said for another period, or how long between, is not it", () => {
    // "for two weeks" is no period of the count.
    expect(texts("she wakes two or three times for two weeks now", "Wakes 2–3x/week.")).toEqual(["2–3x/week"]);
    // "four weeks since the last one" is no count in each week.
    const changes = "catheter changed every twelve weeks, four weeks since the last one";
    expect(texts(changes, "Catheter (12-weekly changes).")).toEqual([]);
    expect(texts(changes, "Catheter (4-weekly changes).")).toEqual(["4-weekly"]);
  });
});

describe("what held-out-123's first run flagged wrongly (2026-12-05)", () => {
  test("'S/N:' is safety-netting, what to come back with, not what he has", () => {
    const said =
      "no blood filled blisters. no fever. if the blisters fill with blood, or he gets spreading redness, pus or a temperature, he needs to come back the same day";
    const plan =
      "S/N: fingers darkening, blisters filling with blood, spreading redness, pus or fever -> same-day review.";
    expect(texts(said, `No blood-filled blisters. No fever. ${plan}`)).toEqual([]);
    expect(texts(said, "No blood-filled blisters. Fever.")).toEqual(["Fever"]);
  });

  test("'strength unknown' and 'of unknown strength' are 'doesn't know the strength'", () => {
    const said = "she's bought melatonin online, doesn't know the strength. periods regular";
    expect(texts(said, "Melatonin bought online, strength unknown. Periods regular.")).toEqual([]);
    expect(texts(said, "She has bought melatonin online of unknown strength.")).toEqual([]);
  });

  test("'whose status he doesn't know' is 'partner's status unknown'", () => {
    const said = "condomless sex with a new partner whose status he doesn't know. last screen negative";
    expect(texts(said, "New partner, partner's status unknown. Last screen negative.")).toEqual([]);
  });
});

describe("what held-out-128's first run flagged wrongly (2026-12-05)", () => {
  test("'not due to posture/school bag' denies both causes, as 'not caused by posture or her school bag' does", () => {
    const said = "told them it's not caused by posture or her school bag and that she should keep up the sport";
    expect(texts(said, "Reassured not due to posture/school bag; continue sport.")).toEqual([]);
    expect(texts(said, "Reassured due to posture/school bag; continue sport.")).toEqual(["school bag"]);
  });

  test("how often, said after two medicines joined by 'or', is said of each", () => {
    const said =
      "calf stretches at bedtime. ibuprofen or paracetamol at bedtime on bad nights is fine at the same doses.";
    expect(texts(said, "Paracetamol or ibuprofen at bedtime on bad nights.")).toEqual([]);
    expect(texts(said, "Ibuprofen twice a day on bad nights.")).toEqual(["twice a day"]);
    // A dose of its own between: the frequency is the second medicine's only.
    const own = "paracetamol five hundred milligrams and ibuprofen at bedtime";
    expect(texts(own, "Paracetamol 500 mg at bedtime.")).toEqual(["at bedtime"]);
  });

  test("'eleven, maybe twelve hours a day' is a range, as '11-12 h/day' writes it; another first end is flagged", () => {
    const said = "she reckons she's on screens eleven, maybe twelve hours a day including gaming";
    expect(texts(said, "Screens ~11-12 h/day incl gaming.")).toEqual([]);
    expect(texts(said, "She spends eleven to twelve hours a day on screens.")).toEqual([]);
    expect(texts(said, "Screens ~10-12 h/day incl gaming.")).toEqual(["10"]);
  });

  test("'with a plan to increase' is what care will do, not a plan denied by 'no plans'; a plan to end his life is", () => {
    const said = "better off not being here, but no plans, no intent. sertraline fifty milligrams, plan to go up later";
    expect(texts(said, "No plans or intent. Sertraline 50 mg, with a plan to increase later.")).toEqual([]);
    expect(texts(said, "Sertraline 50 mg. He has a plan to end his life.")).toContain("has a plan");
  });
});

describe("what held-out-127's first run flagged wrongly (2026-12-05)", () => {
  test("a contrast after a comma ends what 'if' supposes: 'easier if she wasn't here, but … never self harmed'", () => {
    const said =
      "fleeting thoughts that life would be easier if she wasn't here, but no plans, no intent, she's never self harmed.";
    expect(texts(said, "Fleeting thoughts; no plans, no intent, never self-harmed.")).toEqual([]);
    expect(texts(said, "Fleeting thoughts; no plans, no intent, has self-harmed.")).toContain("has self-harmed");
  });

  test("'has not vomited since', 'no further vomiting' deny more of it, not the vomit the dictation gives", () => {
    const said = "he was sick once, about half an hour later, just the once, nothing since.";
    expect(texts(said, "He vomited once, half an hour later, and has not vomited since.")).toEqual([]);
    expect(texts(said, "Vomited x1, no further vomiting.")).toEqual([]);
    expect(texts(said, "Vomited x1, not vomited again.")).toEqual([]);
    expect(texts(said, "He has not vomited since Tuesday.")).toContain("not vomited");
    expect(texts(said, "He has not vomited.")).toEqual(["not vomited"]);
  });

  test("'six kilos in two years' is how long the weight took to change, not when to follow up", () => {
    const said = "weight's gone up about six kilos in two years. she's got a boyfriend";
    expect(texts(said, "Wt ↑ ~6 kg over 2 yrs. Boyfriend.")).toEqual([]);
    expect(texts(said, "She has gained about 6 kg over three years.")).toEqual(["three years"]);
    // …but "more than two kilos in three days" is a threshold to act on, and no history.
    const rule = "ring us if she puts on more than two kilos in three days";
    expect(texts(rule, "Ring if >2 kg gain in 3 days.")).toEqual([]);
    expect(texts(rule, "Weight up over the past 3 days.")).toEqual(["3 days"]);
  });

  test("a medicine given its frequency already is not the one a second frequency, of a thing of its own, is of", () => {
    const said =
      "clarithromycin five hundred milligrams twice a day for seven days. warm salty water soaks, three times a day.";
    const doc = "Clarithromycin 500 mg twice daily for seven days, warm salt-water soaks three times a day.";
    expect(texts(said, doc)).toEqual([]);
    // "increasing to" goes on with the medicine: its second frequency is still checked.
    const stepped = "Clarithromycin 500 mg twice daily for seven days, increasing to three times a day.";
    expect(texts(said, stepped)).toEqual(["three times a day"]);
  });
});

describe("a blood group is no denial (2026-12-05)", () => {
  test("'Blood group O RhD negative' denies no blood, as 'she's rhesus negative' does not", () => {
    const said = "she's rhesus negative, o negative. this morning she noticed bright red blood";
    expect(texts(said, "Blood group O RhD negative. Bright red blood this morning.")).toEqual([]);
    expect(texts(said, "Blood group O RhD negative. No blood this morning.")).toEqual(["No blood"]);
  });
});

describe("'L-spine' is the lumbar spine (2026-12-05)", () => {
  test("'XR L-spine', 'MRI L-spine' give no side; a left leg still does", () => {
    const said =
      "pain in both legs when he walks, right a bit worse. x ray of the lumbar spine in september. mri of the lumbar spine";
    expect(texts(said, "Ix: XR L-spine. P: MRI L-spine requested.")).toEqual([]);
    expect(texts(said, "Pain both legs, L worse.")).toEqual(["L"]);
  });
});

describe("a side said as a sentence of its own (2026-12-05)", () => {
  test("'facial pain. right sided.' gives the face its side; the other side is flagged", () => {
    const said =
      "fifty eight year old lady, she's come in with facial pain. right sided. she describes electric shocks";
    expect(texts(said, "58F. R-sided facial pain - electric shock-like.")).toEqual([]);
    expect(texts(said, "58F. L-sided facial pain - electric shock-like.")).toEqual(["L-sided facial"]);
  });
});

describe("the other side, its part unsaid or its unit left off (2026-12-05, afternoon)", () => {
  test("'the right tonsil, the left looks clear' says the left tonsil is clear; a left tonsil with debris is flagged", () => {
    const said = "white yellow debris in a couple of crypts on the right tonsil, the left looks clear. no exudate";
    expect(texts(said, "Debris in crypts on the right tonsil; the left tonsil was clear.")).toEqual([]);
    expect(texts(said, "Debris in crypts on the left tonsil.")).toEqual(["left tonsil"]);
  });
  test("'covering the left, the right eye doesn't move' covers the left eye, as a note of either kind says", () => {
    const said =
      "cover test, covering the right eye the left eye moves outwards to take up fixation. covering the left, the right eye doesn't move.";
    expect(
      texts(said, "Covering the right eye made the left eye move out; covering the left eye, no movement."),
    ).toEqual([]);
    expect(texts(said, "Cover R - L eye moves out. Cover L - R eye does not move.")).toEqual([]);
    const rightOnly = "cover test, covering the right eye the left eye moves outwards to take up fixation.";
    expect(
      texts(rightOnly, "Covering the right eye, the left eye moved out; covering the left eye, no movement."),
    ).toEqual(["left eye"]);
  });
  test("'twenty seconds on the right and forty on the left': the time is no anchor of one side only", () => {
    const said = "phalen's positive on both sides, came on at about twenty seconds on the right and forty on the left.";
    expect(
      texts(said, "Phalen's positive bilaterally, at 20 seconds on the right and 40 seconds on the left."),
    ).toEqual([]);
  });
});

describe("what held-out-129's first run flagged wrongly, as rules of a kind (2026-12-05, afternoon)", () => {
  test("'one drop into both eyes' says eye drops; 'in both eyes' written claims no route of its own", () => {
    const said = "hypromellose point three percent, one drop four times a day into both eyes. carbomer gel at night";
    expect(texts(said, "Hypromellose 0.3% eye drops QDS. Carbomer gel at night in both eyes.")).toEqual([]);
    expect(texts("hypromellose point three percent, one drop four times a day", "Hypromellose eye drops QDS.")).toEqual(
      ["eye drops"],
    );
  });
  test("'australia, no, sorry, canada': the 'no' of a correction denies nothing", () => {
    const said = "his son lives in australia, no, sorry, canada, and he communicated his decision clearly";
    expect(texts(said, "Son lives in Canada.")).toEqual([]);
  });
  test("'the fifteenth of january, sorry, the fourteenth' is 14 January; the 15th is taken back", () => {
    const said = "review in six weeks, booked for the fifteenth of january, sorry, the fourteenth, it's the thursday.";
    expect(texts(said, "Review 6/52 - booked Thu 14/01.")).toEqual([]);
    expect(texts(said, "Review on 15 January.")).toEqual(["15 January"]);
  });
  test("'well clear of the visual axis' is how far away, not an absence", () => {
    expect(texts("onto the cornea, well away from the visual axis", "Onto cornea, well clear of visual axis.")).toEqual(
      [],
    );
    expect(texts("ear canals clear of wax", "Wax in both ear canals.")).toEqual(["Wax"]);
  });
});

describe("what held-out-129's first run flagged wrongly: what is not to be done, and a diagnosis not suggested (2026-12-05, afternoon)", () => {
  test("'advising them not to put pressure on her to speak or offer rewards' denies the rewards too", () => {
    const said = "the advice being don't put pressure on her to speak, no bribes or rewards for talking";
    expect(texts(said, "Letter to SENCO: not to put pressure on her to speak or offer rewards for talking.")).toEqual(
      [],
    );
    expect(texts(said, "School gives rewards for talking.")).toEqual(["rewards"]);
  });
  test("'Autism not suggested today' is what 'I don't think it's autism' says", () => {
    const said = "this looks like selective mutism. I don't think it's autism on what I've seen today";
    expect(texts(said, "A: Selective mutism. Autism not suggested today.")).toEqual([]);
    expect(texts(said, "A: Selective mutism. Autism suggested today.")).toEqual(["Autism"]);
  });
});

describe("what held-out-129's first run flagged wrongly: a question's answer (2026-12-05, afternoon)", () => {
  const said = "I asked specifically about strangulation, she says no, he's never put his hands round her neck.";
  test("'Specifically asked re strangulation - denies.': a spaced hyphen is a dash, and the answer after it denies", () => {
    expect(texts(said, "Specifically asked re strangulation - denies.")).toEqual([]);
    expect(texts(said, "Strangulation - yes.")).toEqual(["Strangulation"]);
  });
  test("'asked about strangulation and she said he has never …' is asked and denied", () => {
    expect(
      texts(said, "I asked specifically about strangulation and she said he has never put his hands around her neck."),
    ).toEqual([]);
    expect(texts(said, "There was strangulation.")).toEqual(["was strangulation"]);
  });
});

describe("what held-out-130's first run flagged wrongly (2026-12-05, afternoon)", () => {
  test("'could not tolerate a speculum' is a speculum not done, as 'didn't do a speculum' says", () => {
    const said = "didn't do a speculum, she couldn't tolerate it.";
    expect(texts(said, "She could not tolerate a speculum examination.")).toEqual([]);
    expect(texts(said, "She couldn't tolerate a speculum.")).toEqual([]);
    expect(texts(said, "On speculum the cervix looked normal.")).toEqual(["speculum"]);
  });
  test("'BMI >30' for 'bmi thirty one point two': a threshold a named reading is past", () => {
    expect(texts("bmi thirty one point two.", "BMI >30.")).toEqual([]);
    expect(texts("bmi thirty one point two.", "BMI over 30.")).toEqual([]);
    expect(texts("bmi twenty eight point two.", "BMI >30.")).toEqual(["30"]);
  });
  test("'he thinks nearer an hour', 'maybe a week': a length said as near as can be said", () => {
    const said = "was on the floor for about forty minutes, sorry, he thinks nearer an hour, before he could crawl";
    expect(texts(said, "On floor ~1 h before crawling to chair.")).toEqual([]);
    expect(texts(said, "On floor ~2 h before crawling to chair.")).toEqual(["2 h"]);
  });
});

describe("what held-out-129's first run flagged wrongly: the hour, and advice for when he is back (2026-12-05, afternoon)", () => {
  test("'a litre of dioralyte over the hour' is over an hour", () => {
    const said = "he's had a litre of dioralyte over the hour and kept it down.";
    expect(texts(said, "1 L Dioralyte over 1 hr, tolerated.")).toEqual([]);
    expect(texts(said, "1 L Dioralyte over 2 hr, tolerated.")).toEqual(["2 hr"]);
  });
  test("'when he's back, early start, shade, no alcohol' is advice, which his drinking does not gainsay", () => {
    const said =
      "drinks about twenty units a week, mostly weekends. when he's back, early start, shade, plenty of water, no alcohol.";
    expect(texts(said, "Alcohol ~20 u/wk, mainly weekends.")).toEqual([]);
    expect(texts("drinks about twenty units a week. no alcohol last night.", "Alcohol last night.")).toEqual([
      "Alcohol",
    ]);
  });
});

describe("'carry on for up to twelve weeks' is a course (2026-12-05, afternoon)", () => {
  test("a course carried on for at most so long, as 'for at least' one is", () => {
    const said = "salicylic acid every night, protect the skin with vaseline. carry on for up to twelve weeks.";
    expect(texts(said, "Salicylic acid nightly, Vaseline around it, for up to twelve weeks.")).toEqual([]);
    expect(texts(said, "Salicylic acid nightly for up to eight weeks.")).toEqual(["eight weeks"]);
  });
});

describe("what held-out-131's first run flagged wrongly (2026-12-05, afternoon)", () => {
  const said = "pain easing but he can't grip, can't open jars, pinch, do up buttons or hold his keys.";
  test("'difficulty opening jars, pinching, buttons, keys' is what 'can't open jars, … do up buttons' says", () => {
    expect(texts(said, "Can't grip; difficulty opening jars, pinching, buttons, keys.")).toEqual([]);
    expect(texts(said, "He cannot grip and struggles to open jars, pinch, do up buttons and hold keys.")).toEqual([]);
    expect(texts(said, "He can do up buttons.")).toEqual(["buttons"]);
  });
  test("'alongside her senna to reduce straining' is what the senna is for, not a dose reduced", () => {
    const said = "she's on senna fifteen milligrams at night. start laxido one sachet twice a day. keep the senna.";
    expect(texts(said, "Started Laxido one sachet twice daily alongside her senna to reduce straining.")).toEqual([]);
    expect(texts(said, "Senna to reduce to 7.5 mg.")).toEqual(["Senna to reduce", "7.5 mg"]);
  });
  test("'ibuprofen 100 mg (5 ml of 100 mg/5 ml)': the dose a volume of the liquid said makes", () => {
    const said =
      "his mum gives ibuprofen, the hundred milligrams in five ml, five ml up to three times a day when needed.";
    expect(texts(said, "Ibuprofen 100 mg (5 ml of 100 mg/5 ml) up to three times a day as needed.")).toEqual([]);
    expect(texts(said, "Ibuprofen 200 mg up to TDS PRN.")).toEqual(["200 mg"]);
  });
  test("'No excess falls, keeps up at park, manages stairs': what he still does is no more denied", () => {
    const walks = "no excess falls, he keeps up at the park, manages stairs.";
    expect(texts(walks, "No excess falls, keeps up at park, manages stairs.")).toEqual([]);
  });
});

describe("what held-out-132's first run flagged wrongly (2026-12-05, afternoon)", () => {
  test("'no absences or staring spells noted by school' notes neither, with 'or' or a slash", () => {
    const said = "never any daytime episodes, no absences or staring spells that school have noticed.";
    expect(texts(said, "No absences or staring spells noted by school.")).toEqual([]);
    expect(texts(said, "No daytime episodes; no absences/staring spells noted by school.")).toEqual([]);
    expect(texts(said, "Staring spells noted by school.")).toEqual(["Staring"]);
  });
  test("'no red flags to suggest he needs an ENT opinion' denies the need, as 'doesn't need ENT' does", () => {
    const said = "no red flags, he doesn't need ent, straight to audiology.";
    expect(texts(said, "There are no red flags to suggest he needs an ENT opinion.")).toEqual([]);
    expect(texts(said, "He needs an ENT opinion.")).toEqual(["an ENT"]);
  });
  test("'at this point' names nothing: 'she can point to it' is not what 'not needed at this point' denies", () => {
    const said = "she can put one finger on it. she asked about a chest x ray, it's not needed at this point.";
    expect(texts(said, "She can point to it with one finger. Chest X-ray not needed.")).toEqual([]);
  });
  test("'neither he nor his support worker reports hallucinations' denies them", () => {
    const said = "no hallucinations or paranoid thoughts reported by him or his support worker.";
    expect(texts(said, "Neither he nor his support worker reports hallucinations or paranoid thoughts.")).toEqual([]);
  });
});

describe("what held-out-133's and -134's first runs flagged wrongly (2026-12-05, evening)", () => {
  test("'X → same-day review' is safety-netting, as 'X → same day review' is", () => {
    const said = "it's itchy rather than painful. no fever, no shivers.";
    const netted = "Redness spreading past elbow, becoming painful rather than itchy, or fever → same-day review.";
    expect(texts(said, netted)).toEqual([]);
    expect(texts(said, "Fever noted today.")).toEqual(["Fever noted"]);
  });
  test("'same-day review for any foot redness or broken skin' is what would bring him back", () => {
    const said = "no redness, no discharge, no broken skin, no ulcers.";
    expect(texts(said, "Same-day review for any foot redness, swelling, broken skin or pain.")).toEqual([]);
    expect(texts(said, "Redness and broken skin over the toes.")).toEqual(["Redness", "broken skin"]);
  });
  test("'when he's told no or bumps himself': the word said to him is not a denial", () => {
    const said = "always triggered, when he's told no or bumps himself, never out of the blue.";
    expect(texts(said, "He cries hard after being upset or bumping himself.")).toEqual([]);
    expect(texts("she was told no chest pain was likely cardiac", "Chest pain.")).toEqual(["Chest pain"]);
  });
  test("'left's normal' is the left side", () => {
    const said = "ears, the right drum's a bit dull and retracted, left's normal. throat fine.";
    expect(texts(said, "R TM dull and retracted, L TM normal.")).toEqual([]);
    expect(texts(said, "L TM dull and retracted, R TM normal.")).toEqual(["L TM", "R TM"]);
  });
  test("', and power, reflexes and sensation, including the saddle, were normal': a clause of its own", () => {
    const said =
      "no sciatic pain. power five out of five, reflexes normal, sensation normal in both legs including saddle.";
    const written =
      "She had no sciatic pain, and power, reflexes and sensation, including the saddle area, were normal in both legs.";
    expect(texts(said, written)).toEqual([]);
    // …but "and Thompson's test and Tinel's test were negative" goes on denying.
    const thompson = "Not tender, and Thompson's test and Tinel's test were negative.";
    expect(texts("thompson's positive", thompson)).toEqual(["Thompson's test"]);
  });
  test("'wants treatment' is a wish, not the treatment he has 'never had' (but 'requests referral' gainsays 'no referral')", () => {
    const said = "no redness. he's never had treatment for them, he wants them sorted.";
    expect(texts(said, "Crumbly toenails, embarrassed - wants treatment.")).toEqual([]);
    expect(texts(said, "Has had treatment for them.")).toEqual(["Has had treatment"]);
    expect(texts("she's never tried physio", "Would like physio.")).toEqual([]);
    expect(texts("she's never tried physio", "Has tried treatments like physio.")).toEqual([
      "Has tried treatments like physio",
    ]);
    expect(texts("she doesn't want to be referred. no referral.", "She requests referral.")).toEqual(["referral"]);
  });
  test("'last night' is yesterday", () => {
    const said = "her own cat bit her on the back of the right hand last night about eight o'clock.";
    expect(texts(said, "Bitten on the back of the R hand at about 8 pm yesterday.")).toEqual([]);
    expect(texts("the cat bit her this morning", "Bitten on the back of the R hand yesterday.")).toEqual(["yesterday"]);
    expect(texts("on the last night of her holiday she fell", "Fell yesterday.")).toEqual(["yesterday"]);
  });
  test("'told \"no\"', quoted, denies nothing either", () => {
    const said = "always triggered, when he's told no or bumps himself, never out of the blue.";
    expect(texts(said, 'Triggers: being told "no", bumping himself.')).toEqual([]);
  });
  test("'fit note saying may benefit from workplace adaptations, for four weeks': how long the note is for", () => {
    const said = "pain for about two weeks. fit note saying may benefit from workplace adaptations, for four weeks.";
    expect(texts(said, "Fit note 4/52: may benefit from workplace adaptations.")).toEqual([]);
    expect(texts(said, "Fit note 2/52: may benefit from workplace adaptations.")).toEqual(["2/52"]);
    // …not across another comma: the pain's three weeks are not the note's.
    const pain = "fit note from last week, she's had the pain for three weeks.";
    expect(texts(pain, "Back pain for 3/52.")).toEqual([]);
  });
  test("'temperature not measured' is what 'didn't take his temperature' says; 'temp' is the temperature", () => {
    const said = "felt shivery last night, didn't take his temperature. examination temp thirty seven point six.";
    expect(texts(said, "Shivery last night, temperature not measured. O/E: temperature 37.6°C.")).toEqual([]);
    expect(
      texts("shivery, no rigors, didn't take his temperature", "Shivery, no rigors, temperature not measured."),
    ).toEqual([]);
    expect(texts("didn't take his temperature at home", "Temperature at home 38.5°C.")).toContain("38.5°C");
  });
  test("'no bladder or bowel disturbance' is what 'bladder and bowels normal' says", () => {
    const said = "no numbness in the saddle area, bladder and bowels normal, no leg weakness.";
    expect(texts(said, "No saddle numbness, no bladder or bowel disturbance, no leg weakness.")).toEqual([]);
    // …but not what "pulses present" says of "pulses absent", nor a disturbance the dictation never mentions.
    expect(texts("foot pulses present", "Foot pulses absent.")).toEqual(["Foot pulses absent"]);
    expect(texts("urinary retention, bowels normal", "No bladder or bowel disturbance.")).toEqual([
      "No bladder or bowel",
    ]);
  });
  test("'no evidence of infection or abscess at present': 'at present' is now, and both are denied", () => {
    const said = "impression trismus, no evidence of infection or abscess at the moment.";
    expect(texts(said, "Trismus, without evidence of infection or abscess at present.")).toEqual([]);
    expect(texts(said, "No infection or abscess present.")).toEqual([]);
    expect(texts("no fever at present, cough improving", "Cough improving.")).toEqual([]);
  });
  test("'six weeks and a day' is a length: '6/52 + 1 day'", () => {
    const said = "born on the nineteenth of october, so she's six weeks, well six weeks and a day.";
    expect(texts(said, "Born 19 October (6/52 + 1 day).")).toEqual([]);
    expect(texts(said, "Born 19 October (6/52 + 2 days).")).toEqual(["2 days"]);
  });
  test("'the right a bit more than the left' puts the right first, as 'the right more than the left' does", () => {
    const said = "heels in valgus on both sides, the right a bit more than the left.";
    expect(texts(said, "Heel valgus bilaterally, slightly more on the right.")).toEqual([]);
    expect(texts(said, "Heel valgus bilaterally, slightly more on the left.")).toEqual(["left"]);
    // …not the verb: "the knee she has left a little more than the other" says no side.
    const verb = "the knee she has left a little more than the other";
    expect(explained(verb, "R knee.")).toEqual([
      ["R knee", "laterality", "R knee — dictation does not say which side"],
    ]);
  });
  test("'hold next Monday's methotrexate' is what 'don't take next monday's dose' says (not 'take next Monday's dose')", () => {
    const said = "hold the methotrexate, so don't take next monday's dose, the seventh of december, until it's safe.";
    expect(texts(said, "She has been asked to hold next Monday's methotrexate.")).toEqual([]);
    expect(texts("don't take next monday's dose", "Take next Monday's dose as usual.")).toEqual(["next Monday's"]);
  });
});

describe("what held-out-135's and -136's first runs flagged wrongly (2026-12-05, late)", () => {
  test("'by a year', 'sometimes an hour', 'a week or so later': one of each, as '1 yr', '1 h', '1 week'", () => {
    expect(texts("most clear up by a year.", "Most resolve by 1 yr.")).toEqual([]);
    expect(texts("they go in half an hour, sometimes an hour.", "Fade in ~30 min (sometimes 1 h).")).toEqual([]);
    expect(texts("then it's back a week or so later.", "Recurs ~1 week later.")).toEqual([]);
    expect(texts("then it's back a week or so later.", "Recurs ~2 weeks later.")).toEqual(["2 weeks"]);
  });
  test("aluminium chloride (Driclor) is a medicine: its frequency is not another's", () => {
    const said =
      "clindamycin one percent solution twice a day. aluminium chloride hexahydrate twenty percent, driclor, to the soles at night until the sweating's under control, then three times a week.";
    const written =
      "He will apply clindamycin 1% solution twice a day, and aluminium chloride hexahydrate 20% (Driclor) to the soles at night until the sweating is under control, then three times a week.";
    expect(texts(said, written)).toEqual([]);
    expect(texts(said, "Clindamycin 1% solution BD. Driclor to the soles twice a week.")).toEqual(["twice a week"]);
  });
  test("'PRN' is what 'as needed' said of the medicine before its dose says, when its old dose had a frequency", () => {
    const said =
      "taking ibuprofen four hundred milligrams three times a day. ibuprofen, keep it but as needed, four hundred milligrams up to three times a day.";
    expect(texts(said, "Ibuprofen 400 mg PRN up to TDS.")).toEqual([]);
    expect(texts("taking ibuprofen four hundred milligrams three times a day.", "Ibuprofen 400 mg PRN.")).toEqual([
      "PRN",
    ]);
    // …not "as needed" the plan has since made regular.
    const regular = "he was using the salbutamol as needed but now I want it regular, two puffs four times a day.";
    expect(texts(regular, "Salbutamol 2 puffs PRN.")).toEqual(["PRN"]);
  });
  test("'mid october, the nineteenth he thinks' is 19 October", () => {
    const said = "it started at a training camp in mid october, the nineteenth he thinks, during a long erg session.";
    expect(texts(said, "Onset 19/10 during a long erg session.")).toEqual([]);
    expect(texts(said, "Onset 18/10 during a long erg session.")).toEqual(["18/10"]);
    // …not an ordinal that counts ("the first he remembers was at a wedding").
    expect(texts("symptoms since june. the first he remembers was at a wedding", "Symptoms since 1 June")).toEqual([
      "1 June",
    ]);
  });
  test("'a negative FAIR test' is what 'FAIR negative' says, the test by its short name", () => {
    const said = "FAIR test positive on the left, pain in the buttock. right side non tender, FAIR negative.";
    const written = "Positive FAIR test on the left. The right side was non-tender with a negative FAIR test.";
    expect(texts(said, written)).toEqual([]);
    expect(texts("FAIR test positive on the left, pain in the buttock.", "Negative FAIR test.")).toEqual([
      "Negative FAIR test",
    ]);
    // …said negative, not any denial of the first word.
    const symptoms = "pregnancy test done this morning. no pregnancy symptoms, no nausea.";
    expect(texts(symptoms, "Negative pregnancy test.")).toEqual(["Negative pregnancy test"]);
  });
  test("'Neither knee had an effusion': the knees have none, they are not denied", () => {
    const said = "pain at the front of both knees. both knees no effusion, full range of movement.";
    expect(texts(said, "Pain in both knees. Neither knee had an effusion; both had a full range.")).toEqual([]);
    // …but the effusion is: "small effusion in the right knee" is not what it says.
    expect(texts("small effusion in the right knee.", "Neither knee had an effusion.")).toEqual(["effusion"]);
    // …nor does "Neither ankle was swollen": the ankles are what is denied.
    expect(texts("right ankle swollen and tender.", "Neither ankle was swollen.")).toEqual(["Neither ankle"]);
  });
  test("'Same-day advice or 111 for spreading redness, fever …' is what to get advice for, not what there is", () => {
    const said = "no redness spreading on to the tummy. no fever, mum checked. advice or ring one one one if worse.";
    expect(texts(said, "Same-day advice or 111 for spreading periumbilical redness or fever.")).toEqual([]);
    expect(texts(said, "Same-day advice for spreading redness or fever.")).toEqual([]);
    expect(texts(said, "Spreading redness and fever.")).toEqual(["Spreading redness", "fever"]);
    // …not advice sought, which was for what there was.
    expect(texts("no fever at all", "Mum sought advice for his fever and cough.")).toEqual(["fever"]);
  });
  test("'doesn't like vegetables' denies the liking, not the vegetables: 'avoids vegetables' says so too", () => {
    const said = "eating fine, bit fussy, doesn't like vegetables, drinks three or four cups a day.";
    expect(texts(said, "He is a fussy eater who avoids vegetables.")).toEqual([]);
    expect(texts(said, "He is a fussy eater who likes vegetables.")).toEqual(["vegetables"]);
    // …not "isn't like", not similar to.
    expect(texts("this pain isn't like his angina, it's sharp", "Pain typical of his angina.")).toEqual(["angina"]);
  });
  test("'No fever (36.9°C at home), floppiness, irritability or vomiting': the list goes on after the aside", () => {
    const said = "no fever, thirty six point nine at home this morning. not floppy, not irritable, not vomiting.";
    const written = "No fever (36.9°C at home this morning), floppiness, irritability or vomiting.";
    expect(texts(said, written)).toEqual([]);
    const vomiting = "no fever, thirty six point nine at home this morning. vomiting twice today.";
    expect(texts(vomiting, written)).toEqual(["vomiting"]);
    // …only as far as "or" closes it: "cough and coryza" after the aside are there.
    const coryza =
      "temperature thirty six point eight today. cough and runny nose for three days. no vomiting or diarrhoea.";
    expect(texts(coryza, "No fever (36.8°C today), cough and coryza for 3 days, no vomiting or diarrhoea.")).toEqual(
      [],
    );
  });
  test("'no fever or change in bowel habit' is what 'no change in bowel habit' says", () => {
    const said = "no fever, no joint pains, no weight loss, no change in bowel habit.";
    expect(texts(said, "No fever, joint pains, weight loss or change in bowel habit.")).toEqual([]);
    // …not a change the dictation reports.
    const changed = "six weeks of change in bowel habit, looser and more frequent. no fever.";
    expect(texts(changed, "No fever or change in bowel habit.")).toEqual(["bowel habit"]);
  });
  test("'please exclude DVT' asks for it to be looked for: it does not say there is one", () => {
    const said = "wells score minus one, DVT unlikely, but with this much swelling I want a clot excluded.";
    expect(texts(said, "Suspected left medial gastrocnemius tear; please exclude DVT.")).toEqual([]);
    expect(texts(said, "Suspected left medial gastrocnemius tear; DVT.")).toEqual(["DVT"]);
  });
  test("'a blocked left tear duct rather than conjunctivitis': the conjunctivitis set against it says nothing of the side", () => {
    const said = "impression umbilical granuloma, and a blocked left tear duct, not conjunctivitis.";
    expect(texts(said, "The impression is a blocked left tear duct rather than conjunctivitis.")).toEqual([]);
    expect(texts(said, "The impression is a blocked right tear duct rather than conjunctivitis.")).toEqual([
      "right tear duct",
    ]);
  });
  test("'no nodes on the right' is what 'nothing on the right' says, beside a node on the left", () => {
    const said = "one small shotty node on the left, anterior chain, non tender, nothing on the right.";
    const written = "Single small shotty left anterior cervical node, non-tender; no nodes on the right.";
    expect(texts(said, written)).toEqual([]);
    // …but not when the dictation says nothing of the right.
    expect(texts("one small shotty node on the left, anterior chain, non tender.", written)).toEqual(["right"]);
  });
});

describe("what held-out-137's and -138's first runs flagged wrongly (2026-12-05, late)", () => {
  test("'sugar-free lemon sweets' is what they are free of, not a blood sugar", () => {
    const said = "sugar free lemon sweets to suck, drink at least two litres of water a day.";
    expect(texts(said, "I have advised sugar-free lemon sweets, at least two litres of water a day.")).toEqual([]);
    expect(texts("blood sugar eight point two.", "Blood sugar 9.2.")).toEqual(["9.2"]);
  });
  test("'for at least the next week' is a week from now, how long as well as when", () => {
    const said = "strongly advised no smoking for at least the next week.";
    expect(texts(said, "Advised not to smoke for at least a week.")).toEqual([]);
    expect(texts(said, "Advised not to smoke for at least a month.")).toEqual(["a month"]);
    expect(texts("obs twice a day for the next week.", "Obs BD next week.")).toEqual([]);
  });
  test("'MRI for a stress fracture if …' is what a scan would look for, not a finding", () => {
    const said = "no features of stress fracture today.";
    expect(texts(said, "Consideration of MRI for a stress fracture if the pain becomes focal.")).toEqual([]);
    expect(texts(said, "Ultrasound for a stress fracture if the pain persists.")).toEqual([]);
    expect(texts(said, "Clinically a stress fracture.")).toEqual(["a stress fracture"]);
  });
});

describe("durations said with 'another' (2026-12-06)", () => {
  test("'only for another week' is one week more", () => {
    const said = "carry on the ibuprofen four hundred milligrams three times a day but only for another week.";
    expect(texts(said, "Continue ibuprofen 400 mg TDS for a further 1/52.")).toEqual([]);
    expect(texts(said, "Continue ibuprofen 400 mg TDS for a further 2/52.")).toEqual(["2/52"]);
  });
});

describe("what held-out-143's and -144's first runs flagged wrongly (2026-12-06)", () => {
  test("'no reported injuries or falls': 'reported' straight after 'no' says what is denied", () => {
    const said = "breastfed, no fits. no injuries or falls reported. immunisations are up to date.";
    expect(texts(said, "No fits, and no reported injuries or falls.")).toEqual([]);
    expect(texts(said, "No fits. Reported injuries and falls.")).toEqual(["Reported injuries", "falls"]);
  });
  test("'Return sooner: night pain, swelling, fever' lists what would bring him back", () => {
    const said = "no night pain, no swelling, no redness, no fever, well in himself. review in six weeks.";
    expect(texts(said, "Review 6 weeks.\nReturn sooner: night pain, swelling, redness, fever.")).toEqual([]);
    expect(texts(said, "Return sooner: night pain. Swelling and redness.")).toEqual(["Swelling", "redness"]);
  });
  test("'twenty odd years' is twenty years and more", () => {
    const said = "he's a carpet fitter, been doing it twenty odd years, self employed.";
    expect(texts(said, "A carpet fitter of over twenty years.")).toEqual([]);
    expect(texts("been a roofer thirty-odd years.", "Roofer for 30 years.")).toEqual([]);
    expect(texts(said, "A carpet fitter for 30 years.")).toEqual(["30 years"]);
  });
  test("'no scoliosis, shoulders level': how a pair sits is a clause of its own (not 'no fluid level')", () => {
    const said = "no scoliosis, shoulders level. mild tenderness on the right.";
    expect(texts(said, "There was no scoliosis and his shoulders were level.")).toEqual([]);
    const drum = "left drum a bit dull but not bulging, no fluid level I can see.";
    expect(texts(drum, "L TM dull, not bulging, with a fluid level.")).toEqual(["with a fluid level"]);
  });
  test("'her ear on that side' is on the side said last", () => {
    const said =
      "pain in the lower left back of her mouth, round the wisdom tooth. it goes up to her ear on that side.";
    expect(texts(said, "Pain radiates to L ear.")).toEqual([]);
    expect(texts(said, "Pain radiates to R ear.")).toEqual(["R ear"]);
    // …and the document's own "on that side" is not a side of its own to check.
    const bleed =
      "a fresh clot in the left tonsillar fossa, the right fossa has white slough and no bleeding on that side.";
    const written = "Clot in the L tonsillar fossa; white slough in the R fossa, with no bleeding on that side.";
    expect(texts(bleed, written)).toEqual([]);
  });
  test("'can't ride his bike without stabilisers': without them, not done — so they are needed", () => {
    const said = "still can't ride his bike without stabilisers. he's upset about it.";
    expect(texts(said, "He still needs stabilisers on his bike.")).toEqual([]);
    expect(texts(said, "He rides his bike without stabilisers.")).toEqual(["rides his bike"]);
    const amiodarone = "don't stop the amiodarone without speaking to his cardiologist first.";
    expect(texts(amiodarone, "Not to stop amiodarone without speaking to his cardiologist.")).toEqual([]);
    const iron = "coded on her record so nobody starts her on iron again without checking a ferritin.";
    expect(texts(iron, "Coded on record (no iron without ferritin check).")).toEqual([]);
    // …but a "without" after a comma is another denial.
    expect(texts("no fever, without rigors.", "Rigors overnight.")).toEqual(["Rigors"]);
  });
  test("'scalp and nails are normal' is what 'no nail changes' says; 'a hearing test' is not a hearing problem", () => {
    const said = "no patches on her scalp, no nail changes, nothing in the groin.";
    expect(texts(said, "Scalp and nails are normal.")).toEqual([]);
    expect(texts(said, "Nail changes noted.")).toEqual(["Nail"]);
    const hearing = "no concerns about his hearing, no ear discharge.";
    expect(texts(hearing, "Grateful for a sleep study and a hearing test as you see fit.")).toEqual([]);
    expect(texts(hearing, "Concerns about his hearing.")).toEqual(["hearing"]);
  });
  test("'two hours, sometimes three', 'between six and eighteen months', and a birth's gestation said after its date", () => {
    const naps = "she naps most afternoons for two hours, sometimes three, and they don't refresh her.";
    expect(texts(naps, "Naps most afternoons 2-3 h.")).toEqual([]);
    expect(texts(naps, "Naps most afternoons 2-4 h.")).toEqual(["4 h"]);
    const surgery = "explained surgery is usually done between six and eighteen months.";
    expect(texts(surgery, "Explained surgery usually at 6-18 months.")).toEqual([]);
    expect(texts(surgery, "Explained surgery usually at 6-12 months.")).toEqual(["12 months"]);
    const born = "born on the twentieth of october at thirty nine plus two, normal delivery.";
    expect(texts(born, "Born 20 October at 39+2 weeks by normal delivery.")).toEqual([]);
    expect(texts(born, "Born 20 October at 38+2 weeks by normal delivery.")).toEqual(["38+2 weeks"]);
  });
  test("'weight's gone from fifty eight kilos to fifty four' is weight loss", () => {
    const said = "weight's gone from fifty eight kilos to fifty four point five over the last six months.";
    expect(texts(said, "Her weight has fallen from 58 kg to 54.5 kg.")).toEqual([]);
    const gained = "weight's gone from fifty eight kilos to sixty over the last six months.";
    expect(texts(gained, "Her weight has fallen.")).toEqual(["weight has fallen"]);
  });
  test("'blood glucose checks twice daily' is how often she checks, not the paracetamol's", () => {
    const said = "paracetamol one gram up to four times a day. check her sugars twice a day while she's unwell.";
    const written = "Paracetamol 1 g up to four times a day, and blood glucose checks twice daily while unwell.";
    expect(texts(said, written)).toEqual([]);
    expect(texts(said, "Paracetamol 1 g twice daily.")).toEqual(["twice daily"]);
  });
  test("'could not get an emergency dental appointment' is a service not had, not a finding denied", () => {
    const said = "she tried for an emergency dental appointment, her dentist can't see her till next week.";
    expect(texts(said, "She could not get an emergency dental appointment.")).toEqual([]);
  });
});

describe("a route said as how to treat, just before the medicine's own sentence (2026-12-06)", () => {
  test("'I'll treat orally. terbinafine 250 mg …' gives terbinafine by mouth", () => {
    const said =
      "as it's painful and he's diabetic, I'll treat orally. terbinafine two hundred and fifty milligrams once a day, and terbinafine one percent cream to the toe webs.";
    const written = "Oral terbinafine 250 mg once daily, with terbinafine 1% cream to the toe webs.";
    expect(texts(said, written)).toEqual([]);
    const ointment = "as it's painful, I'll treat it with a cream. terbinafine one percent cream twice a day.";
    expect(texts(ointment, "Oral terbinafine 250 mg once daily.")).toContain("Oral");
  });
});

describe("nail lacquers (a swap held-out-144 planted)", () => {
  test("ciclopirox for amorolfine is another medicine", () => {
    const said = "she used over the counter amorolfine five percent nail lacquer for six months.";
    expect(texts(said, "Used OTC ciclopirox 5% nail lacquer.")).toEqual(["ciclopirox"]);
    expect(texts(said, "Used OTC amorolfine 5% nail lacquer.")).toEqual([]);
  });
});

describe("the review's counter-examples to the rules held-out-143 and -144 gave (2026-12-06)", () => {
  test("a label is what would bring the patient back only when it says so ('Return sooner:', not 'Phone consultation:')", () => {
    const said = "phone consultation. three days of cough, no fever, no shortness of breath.";
    const written = "Phone consultation: 3 days of cough, fever and shortness of breath.";
    expect(texts(said, written)).toEqual(["fever", "shortness of breath"]);
    const wound = "return visit for the wound. looks clean, no redness, no discharge.";
    expect(texts(wound, "Return visit: wound red with discharge.")).toEqual(["with discharge"]);
    const mum = "spoke to mum. no rash, no vomiting.";
    expect(texts(mum, "Contact: mum reports rash and vomiting.")).toEqual(["reports rash", "vomiting"]);
    const heel = "no night pain, no swelling, no fever, well in himself.";
    expect(texts(heel, "Seek urgent help: night pain, swelling, fever.")).toEqual([]);
  });
  test("a test of a thing is let be only when asked for, not when it says what it found", () => {
    const hearing = "no concerns about his hearing, no ear discharge.";
    expect(texts(hearing, "Failed hearing test at school; hearing aids fitted.")).toContain("hearing");
    const memory = "no problems with her memory.";
    expect(texts(memory, "A memory assessment showed moderate impairment.")).toEqual(["A memory"]);
  });
  test("'are normal' must say so at once: 'nails are pitted, normal scalp' says the nails are not", () => {
    const said = "no patches on her scalp, no nail changes.";
    expect(texts(said, "Nails are pitted, normal scalp.")).toEqual(["Nails"]);
  });
  test("'on that side' is the side of the last part said not to be normal", () => {
    const said =
      "lump in the left breast, about two centimetres, hard. right breast normal. there's a palpable node in the axilla on that side.";
    expect(texts(said, "L breast lump 2 cm. R breast normal. Palpable L axillary node.")).toEqual([]);
    expect(texts(said, "L breast lump 2 cm. R breast normal. Palpable R axillary node.")).toEqual(["R axillary"]);
  });
  test("a 'without' turns round only a negation close before it, not a run-on's next clause", () => {
    const switched = "unable to tolerate ramipril switched to losartan without any cough";
    expect(texts(switched, "Switched to losartan, now with a cough.")).toEqual(["with a cough"]);
    expect(texts("not on any regular medication manages at home without help", "Needs help at home.")).toEqual([
      "help",
    ]);
  });
  test("an appointment the dictation says was had, or a team that was seen, is not one not had", () => {
    const got = "she managed to get an emergency dental appointment this morning.";
    expect(texts(got, "She could not get an emergency dental appointment.")).toEqual(["not get an emergency dental"]);
    const seen = "seen by the mental health team twice this month.";
    expect(texts(seen, "She has not had a mental health appointment.")).toEqual(["not had a mental health"]);
  });
  test("a weight aimed at is not a weight lost", () => {
    const said = "she wants to get her weight from ninety six kilos to eighty five.";
    expect(texts(said, "Weight has dropped from 96 kg to 85 kg.")).toEqual(["Weight has dropped"]);
  });
});

describe("what held-out-145's first run flagged wrongly (2026-12-06)", () => {
  test("'yesterday evening (30/11)' in a document written on 1 December dates the dictation's 'yesterday'", () => {
    const said = "he pulled his foreskin back in the shower yesterday evening, about seven pm.";
    const written = new Date(2026, 11, 1);
    const texts = (transcript: string, document: string) =>
      findUnsupportedDetails(transcript, document, { written }).map((detail) => detail.text);
    expect(texts(said, "Retracted foreskin yesterday evening (30/11, ~19:00).")).toEqual([]);
    expect(texts(said, "He retracted it yesterday evening, 30 November, at about 7 pm.")).toEqual([]);
    expect(texts(said, "Retracted foreskin yesterday evening (29/11, ~19:00).")).toEqual(["29/11"]);
    // A date the document does not gloss with the same word is still checked.
    expect(texts(said, "Retracted foreskin on 30/11.")).toEqual(["30/11"]);
    // …as is one the document glosses with a word the dictation never said.
    const undated = "he pulled his foreskin back in the shower and could not get it forward.";
    expect(texts(undated, "Retracted foreskin yesterday evening (30/11).")).toContain("30/11");
  });
  test("a gestation after a birth's date, its first day taken back", () => {
    const said =
      "five weeks old, born on the twenty seventh, no sorry, the twenty sixth of october, at thirty nine plus two, normal delivery.";
    expect(texts(said, "Born on 26 October at 39+2 weeks by normal delivery.")).toEqual([]);
    expect(texts(said, "Born on 26 October at 38+2 weeks by normal delivery.")).toEqual(["38+2 weeks"]);
  });
  test("'flanges poorly' is what 'doesn't flange out well' says", () => {
    const said = "upper lip frenulum is quite thick, and the upper lip doesn't flange out well on the breast.";
    expect(texts(said, "The upper lip flanges poorly on the breast.")).toEqual([]);
    expect(texts(said, "The upper lip flanges well on the breast.")).toEqual(["flanges"]);
  });
});

describe("a place said clear, and what is had with nothing (2026-12-06)", () => {
  test("'nothing with caffeine after lunch' denies the caffeine", () => {
    const said = "cut the energy drinks right down and nothing with caffeine after lunch.";
    expect(texts(said, "Cut down energy drinks, no caffeine after lunch.")).toEqual([]);
    expect(texts(said, "Cut down energy drinks, caffeine after lunch.")).toEqual(["caffeine"]);
  });
  test("'nothing on the arms or legs' is what 'arms, legs and face otherwise clear' says", () => {
    const said = "itchy papules on the tummy. nothing on the arms or legs, nothing on the face.";
    expect(texts(said, "Papules on the abdomen. Arms, legs and face otherwise clear.")).toEqual([]);
    expect(texts(said, "Papules on the abdomen. Arms and legs are clear.")).toEqual([]);
    expect(texts(said, "Papules on the abdomen and legs.")).toEqual(["legs"]);
  });
  test("a part named where something is, before 'otherwise clear', is not said clear", () => {
    const said = "itchy papules on the tummy and arms. nothing on the legs, nothing on the face.";
    expect(texts(said, "Papules on the abdomen and arms and legs, face otherwise clear.")).toEqual(["legs"]);
    expect(texts(said, "Papules on the abdomen, arms and face, legs otherwise clear.")).toEqual(["face"]);
  });
});

describe("what held-out-147's first run missed (2026-12-06)", () => {
  test("a denial narrowed by where ('along the flexor sheath') stands against the same state said elsewhere", () => {
    const said =
      "exquisitely tender over the pulp. no tenderness along the flexor sheath, so kanavel's signs are negative.";
    expect(texts(said, "Tender over pulp, tender along flexor sheath.")).toEqual(["tender along flexor sheath"]);
    expect(texts(said, "Tender over pulp, no tenderness along flexor sheath.")).toEqual([]);
  });
  test("'no word finding problems when he's writing' is narrowed by when, past the general words and the scope's end", () => {
    const said = "he's getting blocks on words starting with p. no word finding problems when he's writing.";
    const flagged = findUnsupportedDetails(
      said,
      "Blocks on words starting with p, but has had word-finding problems in writing.",
    );
    expect(flagged.map((detail) => detail.explanation)).toEqual([
      "has had word-finding problems in writing — dictation says: “no word finding problems”",
    ]);
    expect(texts(said, "Blocks on words starting with p. No word-finding problems in writing.")).toEqual([]);
  });
  test("'no swelling round the eyes': 'round' places the swelling, and is not part of it", () => {
    const said = "no swelling round the eyes, no lip swelling.";
    expect(texts(said, "Swelling round the eyes, no lip swelling.")).toEqual(["Swelling"]);
    expect(texts(said, "No swelling round the eyes or of the lips.")).toEqual([]);
  });
});

describe("what held-out-148's first run flagged wrongly (2026-12-06)", () => {
  const written = new Date(2026, 11, 1); // Tuesday 1 December 2026
  const dated = (transcript: string, document: string) =>
    findUnsupportedDetails(transcript, document, { written }).map((detail) => detail.text);
  test("'last night, 30 November' dates the dictation's 'last night' from the day the document is written", () => {
    const said = "a chip pan caught fire last night at about nine.";
    expect(dated(said, "At around 9 pm last night, 30 November, a chip pan caught fire.")).toEqual([]);
    expect(dated(said, "At around 9 pm last night, 29 November, a chip pan caught fire.")).toEqual(["29 November"]);
  });
  test("a day of the week the dictation names, dated within a week of the writing, where it dates no other day", () => {
    const said = "they haven't treated the puppy yet, the vet appointment's this saturday.";
    expect(dated(said, "Vet appointment Sat 05/12.")).toEqual([]);
    expect(dated(said, "Vet appointment Saturday 5 December.")).toEqual([]);
    // Not a date that is not that day of the week, nor one more than a week away.
    expect(dated(said, "Vet appointment Sat 06/12.")).toEqual(["06/12"]);
    expect(dated(said, "Vet appointment Sat 12/12.")).toEqual(["12/12"]);
    // Not a day the dictation does not name.
    expect(dated(said, "Vet appointment Fri 04/12.")).toContain("04/12");
    // Not where the dictation dates another day: a week out is a week out.
    const datedSaid = "LMP friday the twentieth of november.";
    expect(dated(datedSaid, "LMP Fri 27/11.")).toEqual(["27/11"]);
  });
  test("'Sat 05/12', 'Thu 7/1': after a day of the week, a date (not five months); 'sat 6/12' is still six months", () => {
    const said = "the vet appointment's this saturday, the fifth. review thursday the seventh of january.";
    expect(dated(said, "Vet appt Sat 05/12. Review Thu 7/1.")).toEqual([]);
    expect(dated(said, "Vet appt Sat 05/12. Review Thu 14/1.")).toEqual(["14/1"]);
    const milestones = "he sat up at six months and walked at thirteen months.";
    expect(dated(milestones, "Dev: sat 6/12, walked 13/12.")).toEqual([]);
  });
  test("'ring 111 with numbness' is what to ring for, not a finding; 'called 999 with chest pain' happened", () => {
    const said = "no numbness or tingling. come back or ring one one one if she gets numbness or a pale toe.";
    expect(dated(said, "She will return or ring 111 with numbness or a pale toe.")).toEqual([]);
    const denied = "no chest pain today.";
    expect(dated(denied, "He called 999 with chest pain.")).toEqual(["999 with chest pain"]);
    expect(dated(denied, "He had to ring 111 with chest pain.")).toEqual(["111 with chest pain"]);
  });
  test("'this may still be developmental': 'may' the verb, with an adverb after it", () => {
    const said = "the left eardrum is normal. so I think this is developmental.";
    expect(dated(said, "This may still be developmental at her age.")).toEqual([]);
    expect(dated(said, "Seen in May, still developmental.")).toEqual(["May"]);
  });
});

describe("the review's counter-examples to the rules held-out-147 and -148 gave (2026-12-06)", () => {
  const written = new Date(2026, 11, 1); // Tuesday 1 December 2026
  const dated = (transcript: string, document: string) =>
    findUnsupportedDetails(transcript, document, { written }).map((detail) => detail.text);
  test("a day of the week dates only the week the dictation puts it in, and only just after its name", () => {
    expect(dated("He twisted his ankle last saturday playing football.", "Twisted ankle Sat 05/12.")).toEqual([
      "05/12",
    ]);
    expect(dated("Bloods booked for next monday.", "Bloods booked Mon 30/11.")).toEqual(["30/11"]);
    expect(dated("The pain started on sunday.", "Pain started Sun 06/12.")).toEqual(["06/12"]);
    const apart = "Vet appointment this saturday, and bring him back for bloods sometime next week.";
    expect(dated(apart, "Vet appointment Saturday, bloods 5 Dec.")).toEqual(["5 Dec."]);
    // …either week, where the dictation says the day of the month itself.
    expect(dated("review on monday, that's the seventh.", "Review Mon 07/12.")).toEqual([]);
  });
  test("'otherwise clear' follows only a list of parts, and not a part placed with 'her' or 'his'", () => {
    expect(texts("No problems with his knees.", "Knees swollen, otherwise fine.")).toEqual(["Knees"]);
    const legs = "Eczema on the hands, nothing on the legs.";
    expect(texts(legs, "Eczema on the hands. Legs dry and scaly, otherwise clear.")).toEqual(["Legs"]);
    const back = "Itchy rash on her back, nothing on the legs.";
    expect(texts(back, "Itchy rash on her back and legs, otherwise clear.")).toEqual(["legs"]);
    expect(texts(back, "Itchy rash on her back and legs otherwise clear.")).toEqual(["legs"]);
  });
  test("'nothing with' denies only what food and drink have in them", () => {
    expect(
      texts("Mum says he's been fine, nothing with his ears since the grommets.", "Well since grommets, ears fine."),
    ).toEqual([]);
    expect(texts("Nothing with the scan was worrying.", "MRI scan reviewed, reassuring.")).toEqual([]);
  });
  test("'may' before an adverb is the verb only after who or what may", () => {
    const said = "he stopped the sertraline last may just before his exams.";
    expect(texts(said, "Stopped sertraline in May, just before his exams.")).toEqual([]);
  });
  test("an appointment named after a thing is still one to be had, not the thing", () => {
    expect(texts("She hasn't seen the dietitian, referral made.", "Dietitian appointment pending.")).toEqual([]);
    const waiting = "Not had any counselling yet, she's on the waiting list.";
    expect(texts(waiting, "No counselling yet; awaiting counselling appointment.")).toEqual([]);
  });
  test("'nothing weeping' denies the weeping, as 'no weeping' does", () => {
    const said = "no blisters, nothing weeping. no new washing powder.";
    expect(texts(said, "No blisters or weeping.")).toEqual([]);
    expect(texts(said, "No blisters; weeping areas.")).toEqual(["weeping"]);
  });
  test("'no spots' does not deny every lesion", () => {
    expect(texts("No rash, no spots. There's an insect bite on the shin.", "Insect bite lesion on the shin.")).toEqual(
      [],
    );
  });
});

describe("what held-out-149's first run missed (2026-12-06)", () => {
  test("'no swelling of the ankles' is narrowed by what it is of, when swelling is said elsewhere", () => {
    const said = "her knee swelling came up overnight. no swelling of the ankles.";
    expect(texts(said, "Knee swelling overnight. Ankle swelling too.")).toEqual(["Ankle swelling"]);
    expect(texts(said, "Knee swelling overnight. Swelling of the ankles.")).toEqual(["Swelling of the ankles"]);
    expect(texts(said, "Knee swelling overnight. No ankle swelling.")).toEqual([]);
  });
  test("'not tender there, er sorry, mildly tender' takes back 'not tender', past how much", () => {
    const said =
      "tender over the volar plate, not tender over the collaterals, er sorry, mildly tender over the radial collateral.";
    expect(texts(said, "Tender over the volar plate, not tender over the collateral ligaments.")).toEqual([
      "not tender",
    ]);
    expect(texts(said, "Tender over the volar plate and mildly over the radial collateral ligament.")).toEqual([]);
  });
  test("a sore on the tip of her right index finger is said of the finger, past where on it", () => {
    const said = "there's a sore on the tip of her right index finger. pitting scars on the left middle fingertip.";
    expect(texts(said, "Non-healing sore R index fingertip.")).toEqual([]);
    expect(texts("there's a sore on the tip of her right index finger.", "Sore L index fingertip.")).toEqual([
      "L index fingertip",
    ]);
  });
  test("a nodule is what is wrong with the part it is on", () => {
    const said = "a firm nodule about six millimetres on the left side of the upper lip, mildly tender.";
    expect(texts(`${said} right side of the upper lip normal, lower lip normal.`, "Firm nodule R upper lip.")).toEqual([
      "R upper lip",
    ]);
    expect(texts(`${said} right side of the upper lip normal, lower lip normal.`, "Firm nodule L upper lip.")).toEqual(
      [],
    );
  });
  test("'no bruising, swelling or other injury' denies any besides the one spoken of, as 'no other injury' does", () => {
    const said =
      "she twisted her knee at netball. no bruising or swelling of the ankle, no other injury. she's been limping since the injury.";
    expect(texts(said, "No ankle bruising, swelling or other injury.")).toEqual([]);
    expect(texts(said, "No injury.")).toEqual(["No injury"]);
  });
  test("a medicine named in the plural is named ('carries two epipens')", () => {
    const said = "peanut allergy, carries two epipens, three hundred micrograms.";
    expect(texts(said, "Peanut allergy; carries 2 x EpiPen 300 mcg.")).toEqual([]);
    expect(texts(said, "Peanut allergy; carries 2 x EpiPen 150 mcg.")).toEqual(["150 mcg"]);
  });
  test("'at least four weeks, er, probably more like six' is six weeks", () => {
    const said = "no netball for at least four weeks, er, probably more like six, hand clinic will advise.";
    expect(texts(said, "No netball for probably six weeks pending hand clinic advice.")).toEqual([]);
    expect(texts(said, "No netball for probably eight weeks pending hand clinic advice.")).toEqual(["eight weeks"]);
  });
  test("'right side the inferior turbinate' is the right inferior turbinate", () => {
    const said =
      "septum deviated to the left, left airway very narrow. right side the inferior turbinate looks a bit big.";
    expect(texts(said, "Septum deviated to L. R inferior turbinate mildly enlarged.")).toEqual([]);
    expect(texts(said, "Septum deviated to L. L inferior turbinate mildly enlarged.")).toEqual([
      "L inferior turbinate",
    ]);
  });
});

describe("the review's counter-examples to the rules held-out-149 and -150 gave (2026-12-06)", () => {
  test("a place said fine across a comma is not where the narrowed denial's thing is", () => {
    const knee = "her knee swelling came up overnight. no swelling of the ankles.";
    expect(texts(knee, "Knee swelling overnight, ankles normal.")).toEqual([]);
    expect(
      texts("tenderness in the right iliac fossa, no tenderness of the loin.", "RIF tenderness, loin NAD."),
    ).toEqual([]);
  });
  test("'swollen, sorry, mildly swollen' says how much and takes nothing back", () => {
    const tonsil = "the left tonsil is enlarged, sorry, slightly enlarged, right tonsil normal.";
    expect(texts(tonsil, "L tonsil slightly enlarged, R normal.")).toEqual([]);
    const knee = "the left knee is swollen, sorry, mildly swollen, and warm. right knee normal.";
    expect(texts(knee, "L knee mildly swollen and warm. R knee normal.")).toEqual([]);
    const arm = "reduced power in the left arm, sorry, slightly reduced, four out of five.";
    expect(texts(arm, "R arm power slightly reduced, 4/5.")).toEqual(["R arm"]);
  });
  test("an injury still says which part it was done to ('grazed the right knee and twisted the left')", () => {
    expect(texts("fell off his bike, grazed the right knee and twisted the left knee.", "Graze L knee.")).toEqual([
      "L knee",
    ]);
    const scar =
      "old burn scar on the left forearm from childhood. today pain in the right forearm, left forearm normal.";
    expect(texts(scar, "Old burn scar L forearm. R forearm pain; L forearm normal.")).toEqual([]);
  });
  test("'no … or other injury' is not let through by '?other injury' or 'check for other injuries'", () => {
    const query = "fell off his bike yesterday, injury to the right wrist. ?other injury to the ribs, will x ray.";
    expect(texts(query, "R wrist injury. No rib or other injury.")).toEqual(["injury"]);
    const check = "fell off his bike yesterday, injury to the right wrist. I need to check him for other injuries.";
    expect(texts(check, "R wrist injury. No numbness, tingling or other injury.")).toEqual(["injury"]);
  });
  test("'she's not got an epi pen' still denies the EpiPen the document says she carries", () => {
    expect(texts("she's not got an epi pen.", "Carries EpiPen.")).toEqual(["EpiPen"]);
  });
});

describe("the second review's counter-examples (2026-12-06)", () => {
  test("a narrowed denial's place listed at a clause's end is claimed ('Swelling: knee, ankles')", () => {
    const knee = "her knee swelling came up overnight. no swelling of the ankles.";
    expect(texts(knee, "Swelling: knee, ankles.")).toEqual(["Swelling: knee, ankles"]);
    expect(texts(knee, "Knee swelling overnight, ankles normal.")).toEqual([]);
    const hip = "pain in the left knee, no pain in the hip.";
    expect(texts(hip, "L knee pain, radiating to hip.")).toEqual(["pain, radiating to hip"]);
  });
  test("an injury before the part on the back of it is what is wrong with it, not a scar it left", () => {
    const burn = "burn on the back of the left hand from the oven, right hand fine.";
    expect(texts(burn, "Burn dorsum R hand.")).toEqual(["R hand"]);
    expect(texts(burn, "Burn dorsum L hand.")).toEqual([]);
    const scar =
      "historic dog bite scar on the left calf, today the right calf is swollen and tender, left calf normal.";
    expect(texts(scar, "R calf swollen and tender. L calf normal; old dog bite scar L calf.")).toEqual([]);
  });
  test("'he denies other injuries' and 'denies any other injury' deny others, as 'no other injury' does", () => {
    const wrist = "fell off his bike yesterday, injury to the right wrist.";
    expect(texts(`${wrist} he denies other injuries.`, "R wrist injury. No head or other injury.")).toEqual([]);
    expect(texts(`${wrist} denies any other injury.`, "R wrist injury. No head or other injury.")).toEqual([]);
  });
  test("'tender over the right knee, sorry, mildly tender over the left knee' puts the side right", () => {
    const said = "tender over the right knee, sorry, mildly tender over the left knee.";
    expect(texts(said, "Tender R knee.")).toEqual(["R knee"]);
    expect(texts(said, "Mildly tender L knee.")).toEqual([]);
  });
  test("'return for review, no spreading redness' still denies what the dictation says is there", () => {
    const said = "spreading redness around the wound, temperature thirty eight.";
    expect(texts(said, "Return for review, no spreading redness, apyrexial.")).toContain("no spreading redness");
  });
});

describe("what the second review left open (2026-12-06, afternoon)", () => {
  test("'No other bruising' is flagged when the dictation says there are other bruises (safeguarding)", () => {
    const said = "a bruise on her left shin from the table. there are other bruises on her arms of different ages.";
    expect(texts(said, "Bruise L shin. No other bruising.")).toEqual(["No other bruising"]);
    expect(texts(said, "Bruise L shin. Denies any other bruises.")).toEqual(["Denies any other bruises"]);
    expect(texts(said, "Bruise L shin. Other bruises on arms of differing ages.")).toEqual([]);
    const none = "a bruise on her left shin from the table. no other bruises anywhere.";
    expect(texts(none, "Bruise L shin. No other bruising.")).toEqual([]);
  });
  test("'999 or A&E for …', 'return to GP or A&E for fever' are where to go for what may come, not what is so", () => {
    const said = "no fever, no shortness of breath. if he gets breathless or a fever, nine nine nine or a and e.";
    expect(texts(said, "Apyrexial. 999 or A&E for worsening breathlessness, haemoptysis or fever.")).toEqual([]);
    expect(texts(said, "Apyrexial. Return to GP or A&E for fever.")).toEqual([]);
    expect(texts("no fever. seen in a and e for chest pain last year.", "Fever. Seen in A&E for chest pain.")).toEqual([
      "Fever",
    ]);
  });
  test("'gets a bit short walking up the hill' is breathlessness, and 'no shortness of breath at rest' still holds", () => {
    const said = "no shortness of breath at rest, gets a bit short walking up the hill, he thinks it's the pain.";
    expect(texts(said, "No SOB at rest; a bit SOB walking uphill.")).toEqual([]);
    expect(texts(said, "SOB at rest.")).toEqual(["SOB at rest"]);
    const plain = "breathless walking up the hill, no shortness of breath at rest.";
    expect(texts(plain, "Breathless even at rest.")).toEqual(["Breathless even at rest"]);
    expect(texts("breathless at rest and on walking.", "Breathless at rest.")).toEqual([]);
    expect(texts("no shortness of breath at rest or on walking.", "SOB on walking.")).toEqual(["SOB"]);
  });
  test("'fell backwards, er, no, forwards' puts the word right, and is no denial of falling forwards", () => {
    const said = "fell backwards, er, no, forwards, onto her outstretched left hand.";
    expect(texts(said, "Fell forwards onto outstretched L hand.")).toEqual([]);
  });
  test("'doesn't think she's had a fever' denies the fever, as the dictation's 'no fever she thinks' does", () => {
    const said = "no fever she thinks, felt a bit shivery last night.";
    expect(texts(said, "Doesn't think she's had a fever; felt a bit shivery last night.")).toEqual([]);
    expect(texts(said, "Has had a fever.")).toEqual(["Has had a fever"]);
  });
});

describe("the third review's counter-examples (2026-12-06, afternoon)", () => {
  test("'No other bruising' stands when the dictation's other bruises are asked about, feared or denied", () => {
    const hip = "bruise on the right hip she says she hasn't noticed any other bruises";
    expect(texts(hip, "Bruise R hip. No other bruising noted.")).toEqual([]);
    const thought = "bruise on the left arm she thought there were other bruises but on examination no other bruises";
    expect(texts(thought, "Bruise L arm. No other bruising on examination.")).toEqual([]);
    expect(texts("bruise on her arm any other bruises no", "Bruise on arm. No other bruises.")).toEqual([]);
    const worried = "rash on the arm she's worried about other rashes but there aren't any";
    expect(texts(worried, "Rash on arm. No other rash.")).toEqual([]);
  });
  test("'went to his GP or A&E for chest pain' is where he went, not where he is told to go", () => {
    expect(texts("no chest pain", "Went to his GP or A&E for chest pain.")).toEqual(["chest pain"]);
    expect(texts("no shortness of breath", "Visited GP or A&E for SOB several times.")).toEqual(["SOB"]);
    expect(texts("no shortness of breath", "Was seen by OOH or A&E for SOB.")).toEqual(["SOB"]);
    expect(texts("no chest pain", "Last month rang 111 or A&E for chest pain.")).toContain("chest pain");
    const told = "no vomiting, no visual loss. if headache on waking with vomiting, or visual loss, urgent review.";
    expect(texts(told, "Urgent review or A&E for headache with vomiting or visual loss.")).toEqual([]);
    expect(texts("no fever.", "Apyrexial. Same-day return or A&E for spreading redness or fever.")).toEqual([]);
  });
});

describe("what held-out-151 and -152 missed", () => {
  test("'six weeks, er, no, she's just corrected me, eight weeks' takes the six weeks back", () => {
    const said = "salicylic acid every night for about six weeks, er, no, she's just corrected me, eight weeks.";
    expect(texts(said, "Salicylic acid nightly for about 6 weeks.")).toEqual(["6 weeks"]);
    expect(texts(said, "Salicylic acid nightly for about 8 weeks.")).toEqual([]);
    const seven = "watery diarrhoea for about six weeks, sorry, she's corrected me, seven weeks, started mid october.";
    expect(texts(seven, "Watery diarrhoea 6/52.")).toEqual(["6/52"]);
  });
  test("'ten days, er, he says it was more like a week' takes the ten days back, a length said with 'a'", () => {
    const said = "he used hydrocortisone for ten days, er, he says it was more like a week, and it went less red.";
    expect(texts(said, "Hydrocortisone used for 10 days.")).toEqual(["10 days"]);
    const eye = "watery left eye for about eight months, er, nearer a year actually, started last christmas.";
    expect(texts(eye, "Watery L eye for about 8 months.")).toEqual(["8 months"]);
  });
  test("'she says he didn't knock himself out' denies a loss of consciousness", () => {
    const said = "banged the back of his head on a step. she saw it, she says he didn't knock himself out.";
    expect(texts(said, "Witnessed; says he lost consciousness briefly.")).toEqual(["lost consciousness"]);
    expect(texts(said, "Witnessed; no LOC.")).toEqual([]);
  });
  test("'no headache on waking' is flagged where a note puts the headache on waking, as 'at rest' is", () => {
    const said = "headaches for about six weeks now. no headache on waking, no vomiting.";
    expect(texts(said, "Headaches 6/52. Headache on waking but no vomiting.")).toEqual(["Headache on waking"]);
    expect(texts(said, "Headaches 6/52. No headache on waking, no vomiting.")).toEqual([]);
    const both = "headaches for six weeks, worse on waking, no headache at night.";
    expect(texts(both, "Headaches 6/52, worse on waking.")).toEqual([]);
  });
  test("'more so on the right' and 'more marked on the left' say which side is worse", () => {
    const said = "both conjunctivae injected, more so on the right.";
    expect(texts(said, "Bilateral conjunctival injection, more marked on the left.")).toEqual(["left"]);
    expect(texts(said, "Bilateral conjunctival injection, more marked on the right.")).toEqual([]);
  });
});

describe("the fourth review's counter-examples (2026-12-06, afternoon)", () => {
  test("'doesn't think he knocked himself out' denies a loss of consciousness, as 'didn't' does", () => {
    expect(texts("she doesn't think she knocked herself out", "No LOC.")).toEqual([]);
    expect(texts("he hit his head, didn't think he knocked himself out", "Head injury, no LOC.")).toEqual([]);
    expect(texts("she doesn't think she knocked herself out", "LOC.")).toEqual(["LOC"]);
  });
  test("'doesn't think he's had chest pain' is what the patient believes, and denies a red flag too", () => {
    expect(texts("no chest pain", "He doesn't think he's had chest pain.")).toEqual([]);
    expect(texts("no weight loss", "She doesn't think she's had any weight loss.")).toEqual([]);
    expect(texts("he's had chest pain", "He doesn't think he's had chest pain.")).toEqual([
      "doesn't think he's had chest pain",
    ]);
    expect(texts("septic arthritis possible", "I don't think this is septic arthritis.")).toEqual([
      "don't think this is septic arthritis",
    ]);
  });
  test("'a week, er, no, two days' and 'an hour, er, no, ten minutes' take the first length back", () => {
    const said = "ankle swelling for a week, er, no, two days.";
    expect(texts(said, "Ankle swelling for 2/7.")).toEqual([]);
    expect(texts(said, "Ankle swelling for 1/52.")).toEqual(["1/52"]);
    expect(texts("the pain lasted about an hour, er, no, ten minutes.", "Pain lasted approx 1 hour.")).toEqual([
      "1 hour",
    ]);
    const milk = "she drinks about six hundred mils a day, er, sorry, he says more like seven hundred, plus yoghurts.";
    expect(texts(milk, "Drinks around 700 mL of milk a day.")).toEqual([]);
  });
  test("'no cough at night', 'no palpitations lying down' are flagged where a note puts them then", () => {
    expect(texts("he's got a cough, no cough at night.", "Cough at night.")).toEqual(["Cough at night"]);
    expect(texts("he's got a cough, no cough at night.", "Cough, not at night.")).toEqual([]);
    const lying = "palpitations, no palpitations lying down.";
    expect(texts(lying, "Palpitations lying down.")).toEqual(["Palpitations lying"]);
  });
});
