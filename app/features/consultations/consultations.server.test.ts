import { QueryTypes } from "sequelize";
import { beforeEach, describe, expect, test } from "vitest";
import { saveSettings } from "~/platform/settings.server.ts";
import { runHousekeeping } from "~/platform/housekeeping.server.ts";
import { db } from "~/platform/db.server.ts";
import { signedInUser } from "../../../tests/setup/users.ts";
import {
  ConsultationPatchSchema,
  continueConsultation,
  currentConsultation,
  deleteConsultation,
  getConsultation,
  listConsultations,
  saveConsultation,
  startNewConsultation,
} from "./consultations.server.ts";
import { resetDatabase } from "../../../tests/setup/reset.ts";

beforeEach(async () => {
  await resetDatabase();
  await saveSettings({ dataRetentionDays: 90 }, null);
});

const NOTE_FLAG = { text: "10 mg", start: 0, end: 5, kind: "dose", explanation: "10 mg is not in the transcript" };

describe("saving a consultation", () => {
  test("a first save creates it, makes it current, and a reload gets every part back", async () => {
    const { user } = await signedInUser();
    const saved = await saveConsultation(user.id, null, {
      transcript: "Cough for three days.",
      consultationNote: "Dry cough, 3 days.",
      notes: {
        consultationNote: { flags: [NOTE_FLAG] },
        exactDictation: { receipt: { status: "verified", message: "Every word is yours" } },
      },
      questions: [{ question: "Differentials?", answer: "Viral URTI.", askedAt: "2026-11-24T10:00:00.000Z" }],
    });
    expect(saved).toMatchObject({ revision: 1 });
    const current = await currentConsultation(user.id);
    expect(current?.id).toBe(saved!.id);
    expect(current?.record).toMatchObject({
      transcript: "Cough for three days.",
      consultationNote: "Dry cough, 3 days.",
      referralLetter: "",
      notes: { consultationNote: { flags: [NOTE_FLAG] }, exactDictation: { receipt: { status: "verified" } } },
      questions: [{ question: "Differentials?", answer: "Viral URTI." }],
    });
  });

  test("is encrypted at rest: no clinical word is readable in the table", async () => {
    const { user } = await signedInUser();
    await saveConsultation(user.id, null, { transcript: "Haemoptysis since Tuesday" });
    const [row] = await db().query<{ content: string }>("SELECT content FROM consultations", {
      type: QueryTypes.SELECT,
    });
    expect(row.content.startsWith("v1:")).toBe(true);
    expect(row.content).not.toMatch(/haemoptysis/i);
  });

  test("a change writes only the fields it names: an untouched document is never blanked", async () => {
    const { user } = await signedInUser();
    const first = await saveConsultation(user.id, null, { transcript: "Knee pain.", referralLetter: "Dear Dr Smith" });
    const second = await saveConsultation(user.id, first!.id, { transcript: "Left knee pain." });
    expect(second?.revision).toBe(2);
    const { record } = (await getConsultation(user.id, first!.id))!;
    expect(record.transcript).toBe("Left knee pain.");
    expect(record.referralLetter).toBe("Dear Dr Smith");
  });

  test("two saves at once (two devices) both land", async () => {
    const { user } = await signedInUser();
    const first = await saveConsultation(user.id, null, { transcript: "Start." });
    await Promise.all([
      saveConsultation(user.id, first!.id, { consultationNote: "Note from the desktop." }),
      saveConsultation(user.id, first!.id, { referralLetter: "Letter from the laptop." }),
    ]);
    const { record, revision } = (await getConsultation(user.id, first!.id))!;
    expect(record).toMatchObject({
      consultationNote: "Note from the desktop.",
      referralLetter: "Letter from the laptop.",
    });
    expect(revision).toBe(3);
  });

  test("a page that posts every field (no JavaScript) never blanks what another device saved since it was shown", async () => {
    const { user } = await signedInUser();
    const first = await saveConsultation(user.id, null, { transcript: "Cough.", consultationNote: "" });
    // Another device adds a letter; the page without JavaScript, showing the first revision, posts every field.
    await saveConsultation(user.id, first!.id, { referralLetter: "Dear colleague." });
    const posted = { transcript: "Cough, three days.", consultationNote: "", referralLetter: "" };
    await saveConsultation(user.id, first!.id, posted, { basedOn: first!.revision });
    expect((await getConsultation(user.id, first!.id))?.record).toMatchObject({
      transcript: "Cough, three days.",
      referralLetter: "Dear colleague.",
    });
    // A page showing the latest revision may empty a field: that is the clinician's own edit.
    const latest = (await getConsultation(user.id, first!.id))!;
    await saveConsultation(user.id, first!.id, { ...posted, referralLetter: "" }, { basedOn: latest.revision });
    expect((await getConsultation(user.id, first!.id))?.record.referralLetter).toBe("");
  });

  test("an empty first save stores nothing", async () => {
    const { user } = await signedInUser();
    expect(await saveConsultation(user.id, null, { transcript: "", question: "" })).toBeNull();
    expect(await listConsultations(user.id)).toMatchObject({ total: 0 });
  });

  test("another user's consultation cannot be read, changed, continued or deleted", async () => {
    const { user: owner } = await signedInUser();
    const { user: other } = await signedInUser({ role: "admin" });
    const saved = await saveConsultation(owner.id, null, { transcript: "Private words." });
    expect(await getConsultation(other.id, saved!.id)).toBeNull();
    await expect(saveConsultation(other.id, saved!.id, { transcript: "" })).rejects.toMatchObject({
      code: "not-found",
    });
    await expect(continueConsultation(other.id, saved!.id)).rejects.toMatchObject({ code: "not-found" });
    await expect(deleteConsultation(null, other.id, saved!.id)).rejects.toMatchObject({ code: "not-found" });
    expect((await listConsultations(other.id)).total).toBe(0);
    expect((await getConsultation(owner.id, saved!.id))?.record.transcript).toBe("Private words.");
  });

  test("a malformed id is simply not found", async () => {
    const { user } = await signedInUser();
    expect(await getConsultation(user.id, "not-a-uuid")).toBeNull();
    await expect(saveConsultation(user.id, "'; DROP TABLE users; --", { transcript: "x" })).rejects.toMatchObject({
      code: "not-found",
    });
  });
});

describe("the screen's current consultation", () => {
  test("Clear All starts a fresh one; the previous stays in History and can be continued", async () => {
    const { user } = await signedInUser();
    const first = await saveConsultation(user.id, null, { transcript: "First patient." });
    await startNewConsultation(user.id);
    expect(await currentConsultation(user.id)).toBeNull();
    const second = await saveConsultation(user.id, null, { transcript: "Second patient." });
    expect((await currentConsultation(user.id))?.id).toBe(second!.id);
    expect((await listConsultations(user.id)).consultations.map((c) => c.id)).toEqual([second!.id, first!.id]);
    await continueConsultation(user.id, first!.id);
    expect((await currentConsultation(user.id))?.record.transcript).toBe("First patient.");
  });

  test("deleting the current one leaves a fresh screen", async () => {
    const { user } = await signedInUser();
    const saved = await saveConsultation(user.id, null, { transcript: "Gone soon." });
    await deleteConsultation(null, user.id, saved!.id);
    expect(await currentConsultation(user.id)).toBeNull();
    await expect(deleteConsultation(null, user.id, saved!.id)).rejects.toMatchObject({ code: "not-found" });
  });
});

describe("History", () => {
  test("lists newest first with the first words and the documents it holds", async () => {
    const { user } = await signedInUser();
    const older = await saveConsultation(user.id, null, {
      transcript:
        "Sore throat for a week, no fever, eating and drinking normally, tonsils enlarged without exudate, advised fluids and rest.",
      referralLetter: "Dear colleague",
    });
    await db().query("UPDATE consultations SET updated_at = now() - interval '1 day' WHERE id = $1", {
      bind: [older!.id],
    });
    const newer = await saveConsultation(user.id, null, {
      consultationNote: "Asthma review.",
      questions: [{ question: "Inhaler technique?", answer: "Check spacer use.", askedAt: "2026-11-24T10:00:00Z" }],
    });
    const { consultations } = await listConsultations(user.id);
    expect(consultations).toEqual([
      expect.objectContaining({
        id: newer!.id,
        preview: "Asthma review.",
        documents: ["Consultation note", "1 question"],
      }),
      expect.objectContaining({
        id: older!.id,
        preview:
          "Sore throat for a week, no fever, eating and drinking normally, tonsils enlarged without exudate, advised fluids and…",
        documents: ["Referral letter"],
      }),
    ]);
  });

  test("filters by words anywhere in its text, ignoring case and accents", async () => {
    const { user } = await signedInUser();
    await saveConsultation(user.id, null, { transcript: "Migraine with aura." });
    const match = await saveConsultation(user.id, null, {
      transcript: "Knee pain.",
      referralLetter: "Orthopaedic opinion, Café Clinic",
    });
    await saveConsultation(user.id, null, {
      transcript: "Rash.",
      questions: [{ question: "Referral?", answer: "Dermatology", askedAt: "2026-11-24T10:00:00Z" }],
    });
    expect((await listConsultations(user.id, { filter: "ORTHOPAEDIC cafe" })).consultations.map((c) => c.id)).toEqual([
      match!.id,
    ]);
    expect((await listConsultations(user.id, { filter: "dermatology" })).total).toBe(1);
    expect((await listConsultations(user.id, { filter: "nothing-like-this" })).total).toBe(0);
  });

  test("shows only what is inside the retention window, and housekeeping purges the rest", async () => {
    const { user } = await signedInUser();
    await saveSettings({ dataRetentionDays: 30 }, null);
    const old = await saveConsultation(user.id, null, { transcript: "Old." });
    const recent = await saveConsultation(user.id, null, { transcript: "Recent." });
    await db().query("UPDATE consultations SET updated_at = now() - interval '31 days' WHERE id = $1", {
      bind: [old!.id],
    });
    await db().query("UPDATE consultations SET updated_at = now() - interval '29 days' WHERE id = $1", {
      bind: [recent!.id],
    });
    expect((await listConsultations(user.id)).consultations.map((c) => c.id)).toEqual([recent!.id]);
    expect(await getConsultation(user.id, old!.id)).toBeNull();
    expect(await runHousekeeping()).toMatchObject({ consultations: 1 });
    const left = await db().query<{ id: string }>("SELECT id FROM consultations", { type: QueryTypes.SELECT });
    expect(left.map((r) => r.id)).toEqual([recent!.id]);
  });

  test("pages of fifty", async () => {
    const { user } = await signedInUser();
    for (let i = 0; i < 52; i += 1) await saveConsultation(user.id, null, { transcript: `Patient ${i}.` });
    const first = await listConsultations(user.id);
    expect(first).toMatchObject({ total: 52, page: 1, pages: 2 });
    expect(first.consultations).toHaveLength(50);
    const second = await listConsultations(user.id, { page: 2 });
    expect(second.consultations.map((c) => c.preview)).toEqual(["Patient 1.", "Patient 0."]);
    expect((await listConsultations(user.id, { page: 99 })).page).toBe(2);
  });

  test("deleting the user deletes their consultations", async () => {
    const { user } = await signedInUser();
    await saveConsultation(user.id, null, { transcript: "Leaving." });
    // The database cascades (the accounts feature deletes users through it).
    await db().query("DELETE FROM users WHERE id = $1", { bind: [user.id] });
    const left = await db().query("SELECT id FROM consultations", { type: QueryTypes.SELECT });
    expect(left).toEqual([]);
  });
});

describe("what a browser may send", () => {
  test("unknown keys, prototype keys and wrong types are refused", () => {
    expect(ConsultationPatchSchema.safeParse({ transcript: "ok" }).success).toBe(true);
    expect(ConsultationPatchSchema.safeParse({ transcript: 5 }).success).toBe(false);
    expect(ConsultationPatchSchema.safeParse(JSON.parse('{"__proto__": {"admin": true}}')).success).toBe(false);
    expect(ConsultationPatchSchema.safeParse({ notes: { constructor: {} } }).success).toBe(false);
    expect(
      ConsultationPatchSchema.safeParse({ questions: [{ question: "q", answer: "a", askedAt: "yesterday" }] }).success,
    ).toBe(false);
  });
});
