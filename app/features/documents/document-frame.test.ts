import { describe, expect, it } from "vitest";
import { findUnsupportedDetails } from "./unsupported-details.ts";
import { framed, maskFrame, type FrameDetails } from "./document-frame.ts";

const details: FrameDetails = {
  nhsNumber: "943 476 5919",
  practice: {
    name: "Riverside Surgery",
    address: "1 High Street\nLeeds LS1 4AB",
    telephone: "0113 496 0000",
    odsCode: "B86001",
  },
  signature: { name: "Dr Jane Smith", role: "General Practitioner", registration: "GMC 7654321" },
  date: new Date("2026-11-28T10:00:00Z"),
};
const body = "Thank you for seeing this patient with knee pain for 2 weeks.";

describe("what Notewell writes round a document", () => {
  it("puts the letterhead, date, NHS number and salutation before the letter, and the signature after", () => {
    expect(framed("referral", `${body}\n\nYours sincerely,`, details)).toBe(
      [
        "Riverside Surgery\n1 High Street\nLeeds LS1 4AB\nTelephone: 0113 496 0000 · ODS code: B86001",
        "28 November 2026",
        "NHS number: 943 476 5919",
        "Dear Colleague,",
        body,
        "Yours sincerely,",
        "Dr Jane Smith\nGeneral Practitioner\nGMC 7654321\nRiverside Surgery",
      ].join("\n\n"),
    );
  });

  it("leaves out what the practice and the clinician have not given", () => {
    const bare = { ...details, nhsNumber: null, practice: { name: "", address: "", telephone: "", odsCode: "" } };
    expect(framed("referral", body, { ...bare, signature: { name: "Jane Smith", role: "", registration: "" } })).toBe(
      `28 November 2026\n\nDear Colleague,\n\n${body}\n\nYours sincerely,\n\nJane Smith`,
    );
  });

  it("heads the consultation note with the NHS number, and leaves exact dictation alone", () => {
    expect(framed("consultation", "Knee pain.", details)).toBe("NHS number: 943 476 5919\n\nKnee pain.");
    expect(framed("consultation", "Knee pain.", { ...details, nhsNumber: null })).toBe("Knee pain.");
    expect(framed("exact", "Knee pain.", details)).toBe("Knee pain.");
  });

  it("is not read by the unsupported-detail check, even after the clinician edits the letter", () => {
    const letter = framed("referral", body, details).replace("Dear Colleague,", "Dear Dr Patel,");
    const masked = maskFrame("referralLetter", letter);
    expect(masked).toHaveLength(letter.length);
    expect(findUnsupportedDetails("knee pain for two weeks", masked)).toEqual([]);
    // Without the mask, the practice's telephone number, the date and the NHS number would all be flagged.
    expect(findUnsupportedDetails("knee pain for two weeks", letter).length).toBeGreaterThan(3);
  });

  it("still checks the model's words", () => {
    const letter = framed("referral", `${body} Started naproxen 500 mg.`, details);
    const flags = findUnsupportedDetails("knee pain for two weeks", maskFrame("referralLetter", letter));
    expect(flags.map((flag) => letter.slice(flag.start, flag.end))).toContain("naproxen");
  });
});
