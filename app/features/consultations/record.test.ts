import { describe, expect, test } from "vitest";
import { diffRecords, keepFilled, mergeUnsaved } from "./record-merge.ts";
import { emptyRecord, labelOf, letterRecipient, matchesFilter, type ConsultationRecord } from "./record.ts";

const record = (parts: Partial<ConsultationRecord>): ConsultationRecord => ({ ...emptyRecord(), ...parts });
const asked = (question: string, askedAt: string) => ({ question, answer: `About ${question}`, askedAt });
const VERIFIED = { receipt: { status: "verified" as const, message: "Every word is yours" } };

describe("unsaved browser work put together with the server's copy (mergeUnsaved)", () => {
  // Device A kept unsaved work; device B then added a referral letter on the server.
  const base = record({ transcript: "Cough for three days." });
  const server = record({
    transcript: "Cough for three days.",
    referralLetter: "Dear colleague, please see.",
    notes: { referralLetter: { flags: [{ text: "x", start: 0, end: 1, kind: "dose", explanation: "y" }] } },
  });
  const browser = record({ transcript: "Cough for three days. Typed on device A." });

  test("another device's letter comes back on screen, and only this browser's change is sent", () => {
    const merged = mergeUnsaved(server, browser, base);
    expect(merged.transcript).toBe("Cough for three days. Typed on device A.");
    expect(merged.referralLetter).toBe("Dear colleague, please see.");
    expect(merged.notes.referralLetter).toEqual(server.notes.referralLetter);
    expect(diffRecords(server, merged)).toEqual({ transcript: "Cough for three days. Typed on device A." });
  });

  test("without the confirmed copy (kept by an older page), an empty part still never blanks the server's", () => {
    const merged = mergeUnsaved(server, browser);
    expect(merged.referralLetter).toBe("Dear colleague, please see.");
    expect(diffRecords(server, merged)).toEqual({ transcript: "Cough for three days. Typed on device A." });
  });

  test("a part this browser did not touch is the server's, even when the server's is newer and not empty", () => {
    const before = record({ transcript: "Knee pain.", consultationNote: "Old note." });
    const now = record({ transcript: "Knee pain.", consultationNote: "Note rewritten on the laptop." });
    const here = record({ transcript: "Knee pain, worse on stairs.", consultationNote: "Old note." });
    const merged = mergeUnsaved(now, here, before);
    expect(merged).toMatchObject({
      transcript: "Knee pain, worse on stairs.",
      consultationNote: "Note rewritten on the laptop.",
    });
    expect(diffRecords(now, merged)).toEqual({ transcript: "Knee pain, worse on stairs." });
  });

  test("a part changed here wins, with its receipt; a part emptied here keeps the server's text", () => {
    const before = record({ exactDictation: "Old words.", consultationNote: "A note." });
    const now = record({ exactDictation: "Old words.", consultationNote: "A note." });
    const here = record({ exactDictation: "New words.", consultationNote: "", notes: { exactDictation: VERIFIED } });
    const merged = mergeUnsaved(now, here, before);
    expect(merged.exactDictation).toBe("New words.");
    expect(merged.notes.exactDictation).toEqual(VERIFIED);
    expect(merged.consultationNote).toBe("A note.");
    expect(diffRecords(now, merged)).toEqual({ exactDictation: "New words.", notes: { exactDictation: VERIFIED } });
  });

  test("questions asked on either device are all kept, oldest first", () => {
    const first = asked("Red flags?", "2026-11-24T09:00:00.000Z");
    const onB = asked("Follow-up?", "2026-11-24T09:05:00.000Z");
    const onA = asked("Differentials?", "2026-11-24T09:03:00.000Z");
    const merged = mergeUnsaved(
      record({ questions: [first, onB] }),
      record({ questions: [first, onA] }),
      record({ questions: [first] }),
    );
    expect(merged.questions).toEqual([first, onA, onB]);
  });

  test("nothing changed here: the server's copy is shown as it is and nothing is sent", () => {
    const merged = mergeUnsaved(server, base, base);
    expect(merged).toEqual(server);
    expect(diffRecords(server, merged)).toBeNull();
  });
});

describe("a change that must not blank (keepFilled)", () => {
  test("drops the empty parts the stored copy has filled, keeps every other part", () => {
    const stored = record({ transcript: "Cough.", referralLetter: "Dear colleague." });
    expect(keepFilled(stored, { transcript: "Cough, 3 days.", referralLetter: "", consultationNote: "" })).toEqual({
      transcript: "Cough, 3 days.",
      consultationNote: "",
    });
  });
});

describe("labels and versions (issue 23)", () => {
  const version = (id: string, at: string) => ({ id, kind: "generated" as const, text: `Draft ${id}`, at });

  test("versions either side kept are all kept, in time order; a label changed here wins", () => {
    const base = record({
      consultationNote: "Draft a",
      versions: { consultationNote: [version("a", "2026-11-24T09:00:00Z")] },
    });
    const server = record({
      consultationNote: "Draft b",
      versions: { consultationNote: [version("a", "2026-11-24T09:00:00Z"), version("b", "2026-11-24T09:10:00Z")] },
    });
    const browser = record({
      consultationNote: "Draft a",
      label: "Mrs Jones",
      versions: { consultationNote: [version("a", "2026-11-24T09:00:00Z"), version("c", "2026-11-24T09:05:00Z")] },
    });
    const merged = mergeUnsaved(server, browser, base);
    expect(merged.versions.consultationNote?.map((v) => v.id)).toEqual(["a", "c", "b"]);
    expect(merged.label).toBe("Mrs Jones");
    expect(diffRecords(server, merged)).toEqual({
      label: "Mrs Jones",
      versions: { consultationNote: merged.versions.consultationNote },
    });
  });

  test("a consultation is called by its label, else its recipient and first words, else its first words", () => {
    const transcript = "right knee pain for three weeks after a fall on the ice";
    expect(labelOf(record({ transcript }))).toBe("right knee pain for three weeks after a…");
    expect(labelOf(record({ transcript, referralLetter: "Dear Dr Patel,\n\nThank you for seeing him." }))).toBe(
      "Referral to Dr Patel: right knee pain for three weeks after a…",
    );
    expect(labelOf(record({ transcript, referralLetter: "Dear Colleague,\n\nThank you." }))).toBe(
      "right knee pain for three weeks after a…",
    );
    expect(labelOf(record({ transcript, label: "  Mr Okafor, knee  " }))).toBe("Mr Okafor, knee");
    expect(letterRecipient("To: the Orthopaedic Team\n\nPlease see.")).toBe("the Orthopaedic Team");
    expect(matchesFilter(record({ transcript, label: "Mr Okafor" }), "okafor")).toBe(true);
    expect(matchesFilter(record({ transcript, referralLetter: "Dear Dr Patel," }), "referral patel")).toBe(true);
  });
});
