import { afterAll, describe, expect, test } from "vitest";
import { longDictation, punctuate, unrelatedWords, withFiveChanges } from "../../../tests/fixtures/long-dictation.ts";
import { describeCheck, verifyExactDictation, wordsOf, type ExactCheck } from "./exact-dictation.ts";

/** A GP's dictation as the speech provider returns it with formatting off (plus its "120/80"). */
const TRANSCRIPT =
  "patient is a 54 year old man with a three day history of productive cough no fever blood pressure 120/80 " +
  "haemoglobin last month was normal he doesn't smoke plan amoxicillin 500 mg three times a day for five days " +
  "and paracetamol one gram up to four times a day there is no need for a chest x-ray at this stage " +
  "follow up in one week if not improving or sooner if he feels worse make sure the dose is taken with food";

/** What a well-behaved model returns: the same words, punctuated, capitalised and in paragraphs. */
const FORMATTED =
  "Patient is a 54 year old man with a three day history of productive cough. No fever. Blood pressure 120/80. " +
  "Haemoglobin last month was normal. He doesn't smoke.\n\n" +
  "Plan: amoxicillin 500 mg three times a day for five days and paracetamol one gram up to four times a day. " +
  "There is no need for a chest X-ray at this stage.\n\n" +
  "Follow up in one week if not improving, or sooner if he feels worse. Make sure the dose is taken with food.";

type Expectation = {
  status: ExactCheck["status"];
  /** The exact repaired or verified text, when it is fully determined. */
  text?: string;
  /** Fragments of the model's own punctuation and layout that must survive the repair. */
  keeps?: string[];
  /** Fragments that must be gone. */
  drops?: string[];
  /** The receipt, or a pattern it must match. */
  receipt?: string | RegExp;
  /** The output has non-dictation wrapping (a code fence's language tag) that is removed before checking. */
  wrapper?: boolean;
};

type AdversarialCase = { name: string; output: string } & Expectation;

function swap(from: string, to: string, text = FORMATTED): string {
  if (!text.includes(from)) throw new Error(`test setup: "${from}" is not in the text`);
  return text.replace(from, to);
}

const CASES: AdversarialCase[] = [
  // Layout only: must verify.
  {
    name: "punctuation only",
    output: FORMATTED,
    status: "verified",
    text: FORMATTED,
    receipt: "Verified: every word matches your dictation",
  },
  {
    name: "paragraph breaks only",
    output: TRANSCRIPT.replace(" haemoglobin", "\n\nhaemoglobin").replace(" follow up", "\n\nfollow up"),
    status: "verified",
    keeps: ["120/80\n\nhaemoglobin", "stage\n\nfollow up"],
  },
  {
    name: "capitalisation only",
    output: TRANSCRIPT.replace("patient", "Patient").replace("haemoglobin", "Haemoglobin").replace("x-ray", "X-RAY"),
    status: "verified",
  },
  {
    name: "whitespace only",
    output: `  \t${TRANSCRIPT.replace(/ /g, "  ").replace("plan", "\tplan")}\n\n  `,
    status: "verified",
  },
  { name: "curly apostrophe", output: swap("doesn't", "doesn’t"), status: "verified", keeps: ["He doesn’t smoke."] },
  { name: "Windows line endings", output: FORMATTED.replace(/\n/g, "\r\n"), status: "verified", text: FORMATTED },
  { name: "added list dashes and quote marks inside", output: swap("No fever.", "- “No fever.”"), status: "verified" },
  { name: "wrapped in quotes", output: `“${FORMATTED}”`, status: "verified", text: FORMATTED },
  { name: "wrapped in straight quotes", output: `"${FORMATTED}"`, status: "verified", text: FORMATTED },
  { name: "code fence", output: `\`\`\`\n${FORMATTED}\n\`\`\``, status: "verified", text: FORMATTED },
  {
    name: "code fence with language tag",
    output: `\`\`\`text\n${FORMATTED}\n\`\`\``,
    status: "verified",
    text: FORMATTED,
    wrapper: true,
  },

  // Words changed: must be repaired back to FORMATTED (so every other piece of punctuation survived).
  {
    name: "inserted word",
    output: swap("productive cough", "productive wet cough"),
    status: "repaired",
    text: FORMATTED,
    receipt: "Repaired: 1 word the AI changed was put back (removed “wet”)",
  },
  {
    name: "inserted clinical word",
    output: swap("500 mg three", "500 mg capsules three"),
    status: "repaired",
    text: FORMATTED,
  },
  {
    name: "dropped negation",
    output: swap("No fever.", "Fever."),
    status: "repaired",
    text: FORMATTED,
    receipt: "Repaired: 1 word the AI changed was put back (restored “no”)",
  },
  {
    name: "dropped word mid-sentence",
    output: swap("last month was", "last month"),
    status: "repaired",
    text: FORMATTED,
  },
  { name: "dropped first word", output: swap("Patient is a", "Is a"), status: "repaired", text: FORMATTED },
  {
    name: "substituted word",
    output: swap("was normal", "was abnormal"),
    status: "repaired",
    text: FORMATTED,
    receipt: /“normal” for “abnormal”/,
  },
  {
    name: "reordered words",
    output: swap("three times a day for five days", "for five days three times a day"),
    status: "repaired",
    keeps: ["Plan: amoxicillin 500 mg", "up to four times a day. There is"],
  },
  {
    name: "reordered clause",
    output: swap(
      "Follow up in one week if not improving, or sooner",
      "If not improving, follow up in one week, or sooner",
    ),
    status: "repaired",
    keeps: ["Follow up in one week", "or sooner if he feels worse. Make sure"],
  },
  {
    name: "merged words with hyphen",
    output: swap("Follow up", "Follow-up"),
    status: "repaired",
    text: FORMATTED,
    receipt: /“follow up” for “Follow-up”/,
  },
  { name: "merged words", output: swap("Follow up", "Followup"), status: "repaired", text: FORMATTED },
  { name: "hyphenated age", output: swap("54 year old", "54-year-old"), status: "repaired", text: FORMATTED },
  { name: "split word", output: swap("paracetamol", "para cetamol"), status: "repaired", text: FORMATTED },
  {
    name: "split hyphenated word",
    output: swap("X-ray", "X ray"),
    status: "repaired",
    keeps: ["chest x-ray at this stage."],
  },
  {
    name: "changed dose",
    output: swap("500 mg", "250 mg"),
    status: "repaired",
    text: FORMATTED,
    receipt: /“500” for “250”/,
  },
  {
    name: "number word to digit",
    output: swap("three times", "3 times"),
    status: "repaired",
    text: FORMATTED,
    receipt: /“three” for “3”/,
  },
  { name: "number word to digit (days)", output: swap("five days", "5 days"), status: "repaired", text: FORMATTED },
  { name: "unit abbreviated", output: swap("one gram", "1 g"), status: "repaired", text: FORMATTED },
  {
    name: "frequency abbreviated",
    output: swap("three times a day for", "TDS for"),
    status: "repaired",
    text: FORMATTED,
  },
  { name: "blood pressure spelt out", output: swap("120/80", "120 over 80"), status: "repaired", text: FORMATTED },
  { name: "contraction expanded", output: swap("doesn't", "does not"), status: "repaired", text: FORMATTED },
  {
    name: "homophone there/their",
    output: swap("There is no need", "Their is no need"),
    status: "repaired",
    text: FORMATTED,
  },
  { name: "homophone dose/doze", output: swap("the dose is", "the doze is"), status: "repaired", text: FORMATTED },
  {
    name: "American spelling",
    output: swap("Haemoglobin", "Hemoglobin"),
    status: "repaired",
    text: FORMATTED,
    receipt: /“haemoglobin” for “Hemoglobin”/,
  },
  { name: "drug name respelt", output: swap("amoxicillin", "amoxycillin"), status: "repaired", text: FORMATTED },
  {
    name: "added heading",
    output: `Exact Dictation:\n\n${FORMATTED}`,
    status: "repaired",
    text: FORMATTED,
    receipt: "Repaired: 2 words the AI changed were put back (removed “Exact Dictation”)",
  },
  { name: "added bold heading", output: `**Exact Dictation**\n\n${FORMATTED}`, status: "repaired", text: FORMATTED },
  {
    name: "added preamble",
    output: `Here is the punctuated text:\n\n${FORMATTED}`,
    status: "repaired",
    text: FORMATTED,
  },
  {
    name: "preamble and code fence",
    output: `Sure! Here is your text:\n\`\`\`\n${FORMATTED}\n\`\`\``,
    status: "repaired",
    text: FORMATTED,
  },
  { name: "heading and quotes", output: `Exact Dictation: "${FORMATTED}"`, status: "repaired", text: FORMATTED },
  {
    name: "added trailing sentence",
    output: `${FORMATTED} I hope this helps.`,
    status: "repaired",
    text: FORMATTED,
    drops: ["hope"],
  },
  {
    name: "added trailing paragraph",
    output: `${FORMATTED}\n\nLet me know if you need any changes!`,
    status: "repaired",
    text: FORMATTED,
  },
  {
    name: "quotes then trailing remark",
    output: `"${FORMATTED}" Hope this helps!`,
    status: "repaired",
    text: FORMATTED,
  },
  {
    name: "duplicated sentence",
    output: swap("No fever.", "No fever. No fever."),
    status: "repaired",
    text: FORMATTED,
  },
  {
    name: "duplicated paragraph",
    output: swap("\n\nFollow up", "\n\nThere is no need for a chest X-ray at this stage.\n\nFollow up"),
    status: "repaired",
    text: FORMATTED,
  },
  {
    name: "added clinical sentence",
    output: swap("No fever.", "No fever. Chest clear on auscultation."),
    status: "repaired",
    text: FORMATTED,
  },
  {
    name: "dropped sentence",
    output: swap(" Haemoglobin last month was normal.", ""),
    status: "repaired",
    keeps: ["Blood pressure 120/80. Haemoglobin last month was normal", "smoke.\n\nPlan: amoxicillin"],
  },
  {
    name: "several changes at once",
    output: swap("five days", "5 days", swap("500 mg", "250 mg", swap("No fever.", "No fever at all."))),
    status: "repaired",
    text: FORMATTED,
  },

  // Nothing sensible to repair: must refuse.
  { name: "empty output", output: "", status: "refused", receipt: /nothing was changed/ },
  { name: "whitespace-only output", output: " \n\n\t ", status: "refused", receipt: /nothing was changed/ },
  { name: "punctuation-only output", output: '"..."', status: "refused" },
  {
    name: "unrelated output",
    output: "I'm sorry, but I can't help with that request. Please consult a qualified professional.",
    status: "refused",
    receipt:
      "The AI could not format this dictation without changing your words, so nothing was changed. Your transcript is still in the Transcription tab.",
  },
  {
    name: "wrote a note instead",
    output:
      "S: 54M, 3/7 productive cough, afebrile.\nO: BP 120/80.\nA: LRTI.\nP: Amoxicillin 500mg TDS 5/7, paracetamol PRN. F/U 1/52.",
    status: "refused",
  },
  { name: "truncated to a third", output: FORMATTED.slice(0, Math.floor(FORMATTED.length / 3)), status: "refused" },
];

const table: string[] = [];
afterAll(() => {
  console.info(`Exact Dictation adversarial cases (${table.length}):\n${table.join("\n")}`);
});

describe("verifyExactDictation: adversarial model outputs", () => {
  test.each(CASES)("$name → $status", (testCase) => {
    const result = verifyExactDictation(TRANSCRIPT, testCase.output);
    table.push(`${testCase.name.padEnd(40)} → ${result.status.padEnd(8)} ${describeCheck(result)}`);
    expect(result.status).toBe(testCase.status);
    if (result.status === "refused") {
      expect(result.reason).toMatch(/nothing|no words/);
    } else {
      // Whatever comes back carries exactly the clinician's words, and is never marked verified when it differs.
      expect(wordsOf(result.text)).toEqual(wordsOf(TRANSCRIPT));
      if (result.status === "verified" && !testCase.wrapper)
        expect(wordsOf(testCase.output)).toEqual(wordsOf(TRANSCRIPT));
      else expect(wordsOf(testCase.output)).not.toEqual(wordsOf(TRANSCRIPT));
      if (testCase.text !== undefined) expect(result.text).toBe(testCase.text);
      for (const fragment of testCase.keeps ?? []) expect(result.text).toContain(fragment);
      for (const fragment of testCase.drops ?? []) expect(result.text).not.toContain(fragment);
      expect(result.text).not.toMatch(/```|Dictation|Here is|helps|\r/);
    }
    if (typeof testCase.receipt === "string") expect(describeCheck(result)).toBe(testCase.receipt);
    else if (testCase.receipt) expect(describeCheck(result)).toMatch(testCase.receipt);
  });

  test("there are at least 30 adversarial cases and no words-differ case verifies", () => {
    expect(CASES.length).toBeGreaterThanOrEqual(30);
    for (const testCase of CASES) {
      const differs = JSON.stringify(wordsOf(testCase.output)) !== JSON.stringify(wordsOf(TRANSCRIPT));
      if (differs && !testCase.wrapper)
        expect(verifyExactDictation(TRANSCRIPT, testCase.output).status).not.toBe("verified");
    }
  });
});

describe("wordsOf", () => {
  test("ignores case, punctuation and whitespace", () => {
    expect(wordsOf("  Blood pressure: 120/80.\n\nNo fever!  ")).toEqual([
      "blood",
      "pressure",
      "120",
      "80",
      "no",
      "fever",
    ]);
  });

  test("splits on slashes the same way on both sides", () => {
    expect(wordsOf("120/80")).toEqual(wordsOf("120 / 80"));
    expect(wordsOf("BP 120/80 mmHg")).toEqual(["bp", "120", "80", "mmhg"]);
  });

  test("apostrophes are ignored, straight or curly", () => {
    expect(wordsOf("don't")).toEqual(["dont"]);
    expect(wordsOf("don’t")).toEqual(wordsOf("dont"));
    expect(wordsOf("the patient's")).toEqual(wordsOf("the patient’s"));
  });

  test("hyphens are kept, so merging or splitting words is a change", () => {
    expect(wordsOf("follow-up")).toEqual(["follow-up"]);
    expect(wordsOf("follow-up")).not.toEqual(wordsOf("follow up"));
    expect(wordsOf("follow-up")).not.toEqual(wordsOf("followup"));
    expect(wordsOf("follow‑up")).toEqual(wordsOf("follow-up")); // non-breaking hyphen
  });

  test("numbers are words as written", () => {
    expect(wordsOf("1.5 mg")).toEqual(["1.5", "mg"]);
    expect(wordsOf("1.5")).not.toEqual(wordsOf("1 point 5"));
    expect(wordsOf("1.5")).not.toEqual(wordsOf("15"));
    expect(wordsOf("1.5")).not.toEqual(wordsOf("1. 5"));
    expect(wordsOf("20")).not.toEqual(wordsOf("twenty"));
    expect(wordsOf("10,000 units")).toEqual(wordsOf("10000 units"));
    expect(wordsOf("500mg")).not.toEqual(wordsOf("500 mg"));
    expect(wordsOf("Review in 2 weeks.")).toEqual(["review", "in", "2", "weeks"]);
  });

  test("Unicode letters, including Welsh and accented words", () => {
    expect(wordsOf("She works at the café in Llanfairpwllgwyngyll, Ynys Môn.")).toEqual([
      "she",
      "works",
      "at",
      "the",
      "café",
      "in",
      "llanfairpwllgwyngyll",
      "ynys",
      "môn",
    ]);
    expect(wordsOf("cafe\u0301")).toEqual(wordsOf("café")); // decomposed é
    expect(wordsOf("café")).not.toEqual(wordsOf("cafe"));
    expect(wordsOf("Ysbyty Gwynedd, Bangor – Dŵr")).toEqual(["ysbyty", "gwynedd", "bangor", "dŵr"]);
  });

  test("empty and punctuation-only text has no words", () => {
    expect(wordsOf("")).toEqual([]);
    expect(wordsOf(" ... — !? ")).toEqual([]);
  });
});

describe("verifyExactDictation: details", () => {
  test("verified text is the model's, trimmed, with \\n line endings", () => {
    expect(verifyExactDictation("no fever", "  No fever.\r\n")).toEqual({ status: "verified", text: "No fever." });
  });

  test("a transcript with no words is refused with a clear reason", () => {
    const result = verifyExactDictation("  ", "No fever.");
    expect(result).toEqual({
      status: "refused",
      reason: "There is nothing to format yet: your transcript has no words in it.",
    });
  });

  test("repaired changes list what the model wrote and what the clinician said", () => {
    const result = verifyExactDictation("review in one week", "Follow-up: review in 1 week, please.");
    expect(result.status).toBe("repaired");
    if (result.status !== "repaired") return;
    expect(result.text).toBe("Review in one week.");
    expect(result.changes).toEqual([
      { kind: "added", modelWords: ["Follow-up"], transcriptWords: [] },
      { kind: "changed", modelWords: ["1"], transcriptWords: ["one"] },
      { kind: "added", modelWords: ["please"], transcriptWords: [] },
    ]);
  });

  test("a word put back at the start of a sentence is capitalised; the displaced capital is lowered", () => {
    const result = verifyExactDictation(
      "the chest is clear the heart sounds are normal",
      "Chest is clear. Heart sounds are normal.",
    );
    expect(result).toMatchObject({ status: "repaired", text: "The chest is clear. The heart sounds are normal." });
  });

  test("dropping an added first word capitalises the new first word", () => {
    const result = verifyExactDictation("the chest is clear", "So, the chest is clear.");
    expect(result).toMatchObject({ status: "repaired", text: "The chest is clear." });
  });

  test("a substitution keeps the model's casing style and punctuation around it", () => {
    const result = verifyExactDictation("their mother has asthma", "There mother has asthma.");
    expect(result).toMatchObject({ status: "repaired", text: "Their mother has asthma." });
  });

  test("bracketed added words go with their brackets", () => {
    const result = verifyExactDictation(
      "amoxicillin 500 mg three times a day",
      "Amoxicillin (penicillin) 500 mg three times a day.",
    );
    expect(result).toMatchObject({ status: "repaired", text: "Amoxicillin 500 mg three times a day." });
  });

  test("a formatted transcript's own punctuation is used for a dropped sentence", () => {
    const transcript = "No fever. Blood pressure 120/80. Plan amoxicillin.";
    const result = verifyExactDictation(transcript, "No fever.\n\nPlan: amoxicillin.");
    expect(result).toMatchObject({
      status: "repaired",
      text: "No fever.\n\nBlood pressure 120/80. Plan: amoxicillin.",
    });
  });

  test("Unicode words are compared and put back exactly", () => {
    const transcript = "she works at the café in Llanfairpwllgwyngyll on Ynys Môn";
    expect(verifyExactDictation(transcript, "She works at the café in Llanfairpwllgwyngyll, on Ynys Môn.").status).toBe(
      "verified",
    );
    const result = verifyExactDictation(transcript, "She works at the cafe in Llanfairpwllgwyngyll, on Ynys Mon.");
    expect(result).toMatchObject({
      status: "repaired",
      text: "She works at the café in Llanfairpwllgwyngyll, on Ynys Môn.",
    });
  });

  test("decimals: '1.5' and '1 point 5' are different words", () => {
    const result = verifyExactDictation("take 1.5 mg at night", "Take 1 point 5 mg at night.");
    expect(result).toMatchObject({ status: "repaired", text: "Take 1.5 mg at night." });
    const back = verifyExactDictation("take one point five mg at night", "Take 1.5 mg at night.");
    expect(back).toMatchObject({ status: "repaired", text: "Take one point five mg at night." });
  });

  test("GP shorthand the model substituted comes back in the clinician's words, without the slash", () => {
    expect(verifyExactDictation("review in two weeks", "Review in 2/52.")).toMatchObject({
      status: "repaired",
      text: "Review in two weeks.",
    });
  });

  test("an added remark after a closing quote goes, leaving the quote closed", () => {
    const result = verifyExactDictation(
      "he said the pain is like a knife",
      'He said, "The pain is like a knife," apparently.',
    );
    expect(result).toMatchObject({ status: "repaired", text: 'He said, "The pain is like a knife".' });
  });

  test("an added parenthetical abbreviation goes with its brackets", () => {
    const result = verifyExactDictation("no fever blood pressure 120/80", "No fever. Blood pressure (BP) 120/80.");
    expect(result).toMatchObject({ status: "repaired", text: "No fever. Blood pressure 120/80." });
  });

  test("refuses when fewer than half of the transcript's words survive", () => {
    expect(verifyExactDictation("one two three four five six", "One two.").status).toBe("refused");
    expect(verifyExactDictation("one two three four five six", "One two three.").status).toBe("repaired");
  });

  test("a scrambled answer with the same words is refused, not 'repaired' into nonsense", () => {
    const words = TRANSCRIPT.split(" ");
    const scrambled = words.map((_, i) => words[(i * 7) % words.length]).join(" ");
    expect(verifyExactDictation(TRANSCRIPT, scrambled).status).toBe("refused");
  });
});

describe("random damage (seeded)", () => {
  test("1,000 randomly damaged answers: never verified when words differ, and every repair is the clinician's words", () => {
    let seed = 20_250_312;
    const random = (): number => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const pick = <T>(items: T[]): T => items[Math.floor(random() * items.length)];
    const noise = [
      "the",
      "and",
      "no",
      "not",
      "(see",
      "below)",
      "“quoted”",
      "Note:",
      "-",
      "\n\n",
      "250",
      "x-ray",
      "follow-up",
      "’s",
      "/",
      ".",
      ",",
      "Dr.",
      "e.g.",
      "5",
    ];
    const outcomes = { verified: 0, repaired: 0, refused: 0 };
    for (let run = 0; run < 1_000; run++) {
      const parts = FORMATTED.split(/( |\n\n)/);
      for (let edits = 1 + Math.floor(random() * 5); edits > 0; edits--) {
        const at = Math.floor(random() * parts.length);
        const action = random();
        if (action < 0.3) parts.splice(at, 1);
        else if (action < 0.6) parts.splice(at, 0, pick(noise), " ");
        else if (action < 0.8) parts[at] = pick(noise);
        else parts.splice(Math.floor(random() * parts.length), 0, ...parts.splice(at, 1));
      }
      const output = parts.join("");
      const result = verifyExactDictation(TRANSCRIPT, output);
      outcomes[result.status]++;
      if (result.status === "refused") continue;
      expect(wordsOf(result.text)).toEqual(wordsOf(TRANSCRIPT));
      if (result.status === "verified") expect(wordsOf(output)).toEqual(wordsOf(TRANSCRIPT));
    }
    expect(outcomes.repaired).toBeGreaterThan(900);
  });
});

describe("describeCheck", () => {
  test("verified", () => {
    expect(describeCheck({ status: "verified", text: "x" })).toBe("Verified: every word matches your dictation");
  });

  test("repaired, in the page's words", () => {
    const check: ExactCheck = {
      status: "repaired",
      text: "",
      changes: [
        { kind: "changed", modelWords: ["20"], transcriptWords: ["twenty"] },
        { kind: "added", modelWords: ["the"], transcriptWords: [] },
      ],
    };
    expect(describeCheck(check)).toBe(
      "Repaired: 2 words the AI changed were put back (“twenty” for “20”; removed “the”)",
    );
  });

  test("restored words and a long list", () => {
    const changes = Array.from({ length: 6 }, (_, i) => ({
      kind: "removed" as const,
      modelWords: [],
      transcriptWords: [`word${i}`],
    }));
    expect(describeCheck({ status: "repaired", text: "", changes })).toBe(
      "Repaired: 6 words the AI changed were put back (restored “word0”; restored “word1”; restored “word2”; restored “word3”; and 2 more)",
    );
  });

  test("refused shows the reason", () => {
    expect(describeCheck({ status: "refused", reason: "Nope." })).toBe("Nope.");
  });
});

describe("at length", () => {
  test("5,000 words formatted: verified; with five changes: repaired, all five reported, the clinician's words back", () => {
    const transcript = longDictation(5_000);
    const formatted = punctuate(transcript);
    expect(wordsOf(transcript).length).toBeGreaterThanOrEqual(5_000);
    expect(verifyExactDictation(transcript, formatted).status).toBe("verified");

    const result = verifyExactDictation(transcript, withFiveChanges(formatted));
    expect(result.status).toBe("repaired");
    if (result.status === "repaired") {
      expect(result.changes).toHaveLength(5);
      expect(wordsOf(result.text)).toEqual(wordsOf(transcript));
    }
  });

  test("10,000 words against the same words reversed (no cheap way out) is refused", () => {
    const transcript = longDictation(10_000);
    const reversed = transcript.split(" ").reverse().join(" ");
    expect(verifyExactDictation(transcript, reversed).status).toBe("refused");
  });

  test("10,000 words against an unrelated 10,000 words is refused", () => {
    expect(verifyExactDictation(longDictation(10_000), unrelatedWords(10_000)).status).toBe("refused");
  });
});
