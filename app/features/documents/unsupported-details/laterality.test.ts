import { describe, expect, test } from "vitest";
import { checkLaterality } from "./laterality.ts";
import { readText } from "./read-text.ts";

const flags = (transcript: string, document: string) =>
  checkLaterality(readText(document), readText(transcript)).map((flag) => [
    document.slice(flag.start, flag.end),
    flag.explanation,
  ]);

describe("laterality", () => {
  test("a side the dictation gives to the other side is flagged, saying which side was dictated", () => {
    expect(flags("pain in the left knee for three weeks", "Right knee pain for 3 weeks.")).toEqual([
      ["Right knee", "Right knee — dictation says left"],
    ]);
    expect(flags("pins and needles in both feet", "Pins and needles in the left foot.")).toEqual([
      ["left foot", "left foot — dictation says both sides"],
    ]);
    expect(flags("left eardrum bulging", "R TM bulging.")).toEqual([["R TM", "R TM — dictation says left"]]);
  });

  test("a side added where the dictation gave none is flagged", () => {
    expect(flags("knee pain for a week", "Left knee pain for 1 week.")).toEqual([
      ["Left knee", "Left knee — dictation does not say which side"],
    ]);
  });

  test("faithful rewordings are not flagged: L = left, R TM = right eardrum, bilateral = both", () => {
    expect(flags("left knee swollen", "L knee: small effusion.")).toEqual([]);
    expect(flags("right eardrum red and bulging", "R TM red, bulging.")).toEqual([]);
    expect(flags("both tonsils enlarged", "Bilateral tonsillar enlargement.")).toEqual([]);
    expect(flags("cellulitis of the right lower leg", "Cellulitis R leg.")).toEqual([]);
    expect(flags("pain on the left side", "Left-sided pain.")).toEqual([]);
  });

  test("'either side' after a part is both sides of it", () => {
    const said = "denture ulcer on the left lower gum. no cervical lymph nodes either side.";
    expect(flags(said, "Denture ulcer L lower gum. No cervical lymphadenopathy bilaterally.")).toEqual([]);
    expect(flags("cervical lymph nodes on the left", "Cervical lymph nodes bilaterally.").length).toBeGreaterThan(0);
    // …not "either side of the kneecap": the two sides of one thing.
    const kneecap = "pain in the right knee either side of the kneecap, worse on stairs";
    expect(flags(kneecap, "Bilateral knee pain, worse on stairs.").length).toBeGreaterThan(0);
  });

  test("a side said to have none is the same side in both, however the none is worded", () => {
    const transcript = "one small node in the neck on the left, nothing on the right";
    expect(flags(transcript, "Small node L neck. No nodes on the right.")).toEqual([]);
    expect(flags("one small node in the neck on the left, no swelling on the right", "Nothing on the right.")).toEqual(
      [],
    );
    // …but only when the dictation says there is none there too.
    expect(flags("one small node in the neck on the left", "Small node L neck. No nodes on the right.")).toEqual([
      ["right", "right — dictation says left"],
    ]);
  });

  test("when both sides are dictated, what is said of each side stays with it", () => {
    const transcript = "left knee pain for a year her right knee is fine";
    expect(flags(transcript, "Left knee pain. Right knee asymptomatic.")).toEqual([]);
    expect(flags(transcript, "Right knee pain. Left knee normal.")).toEqual([
      ["Right knee", "Right knee — dictation says left"],
      ["Left knee", "Left knee — dictation says right"],
    ]);
    expect(
      flags("straight leg raise positive on the left and negative on the right", "SLR positive on the right."),
    ).toEqual([["right", "right — dictation says left"]]);
  });

  test("'the left side of her chest' is the left chest", () => {
    expect(flags("rash on the left side of her chest wall", "Rash on the left chest wall.")).toEqual([]);
    expect(flags("rash on the left side of her chest wall", "Rash on the right chest wall.")).toEqual([
      ["right chest", "right chest — dictation says left"],
    ]);
  });

  test("what the dictation says of a side is not contradicted, even when the other side was not described", () => {
    const transcript = "went over on his right ankle on saturday left ankle normal";
    expect(flags(transcript, "Inversion injury to the left ankle.")).toEqual([
      ["left ankle", "left ankle — dictation says right"],
    ]);
    expect(flags("left ankle normal", "Left ankle swollen.")).toEqual([
      ["Left ankle", "Left ankle — dictation says this side is normal"],
    ]);
  });

  test("words that are not sides: verbs, hand preference, units, reviews, comparisons", () => {
    const document = "She left work early. Right-handed. Potassium 4.1 mmol/L, 2 L fluid. R/v 2/52. L>R. All right.";
    expect(flags("", document)).toEqual([]);
  });

  test("a side of no named part is compared with the side the dictation gives the same test or finding", () => {
    const transcript =
      "Weber lateralises to the left. Rinne positive on both sides. Whispered voice: fails on the right.";
    expect(flags(transcript, "Weber → L. Rinne +ve both sides. Whispered voice: fails R.")).toEqual([]);
    expect(flags(transcript, "Weber → R.")).toEqual([["R", "R — dictation says left"]]);
    expect(
      flags("worse turning over in bed to the right, negative on the left", "Worse rolling in bed to the left."),
    ).toEqual([["left", "left — dictation says right"]]);
  });

  test("more parts: the pupil and cornea are the eye's, the deltoid the arm's; sides of what is measured", () => {
    expect(flags("right pupil small and sluggish", "L pupil small and sluggish.")).toEqual([
      ["L pupil", "L pupil — dictation says right"],
    ]);
    expect(flags("anti-D given into the left deltoid", "Anti-D IM L deltoid.")).toEqual([]);
    expect(flags("visual acuity right six twelve left six six", "VA R 6/12, L 6/6.")).toEqual([]);
    expect(flags("good air entry both sides", "Good air entry bilaterally.")).toEqual([]);
  });

  test("the folds and hollows: antecubital and popliteal fossae, the armpit, the palms and soles", () => {
    expect(flags("eczema in both popliteal fossae", "Eczema R popliteal fossa.")).toEqual([
      ["R popliteal fossa", "R popliteal fossa — dictation says both sides"],
    ]);
    expect(flags("cellulitis of the left antecubital fossa", "Cellulitis, right elbow crease.")).toHaveLength(1);
    expect(flags("a lump in the right armpit", "R axillary lump.")).toEqual([]);
    expect(flags("rash on both palms and soles", "Rash on the left palm.")).toHaveLength(1);
  });

  test("parts across specialties: tendons, ligaments and bursae; the eye; nodes; the genitals", () => {
    expect(flags("tender over the left trochanteric bursa", "Tender R trochanteric bursa.")).toEqual([
      ["R trochanteric", "R trochanteric — dictation says left"],
    ]);
    expect(flags("tender over the left trochanteric bursa", "Tender L trochanteric bursa.")).toEqual([]);
    expect(flags("right medial joint line tenderness", "Tender L medial joint line.")).toEqual([
      ["L medial joint line", "L medial joint line — dictation says right"],
    ]);
    expect(flags("medial joint line tenderness on the right", "Tender R medial joint line.")).toEqual([]);
    expect(flags("tender left AC joint", "Tender R ACJ.")).toEqual([["R ACJ", "R ACJ — dictation says left"]]);
    expect(flags("plantar fascia tender on the left", "L plantar fascia tender.")).toEqual([]);
    expect(flags("left subconjunctival haemorrhage", "Right subconjunctival haemorrhage.")).toEqual([
      ["Right subconjunctival", "Right subconjunctival — dictation says left"],
    ]);
    expect(flags("conjunctival injection left eye", "L conjunctival injection.")).toEqual([]);
    expect(
      flags("tender left inguinal lymph nodes no right sided nodes", "Tender R inguinal lymphadenopathy."),
    ).toEqual([["R inguinal lymphadenopathy", "R inguinal lymphadenopathy — dictation says left"]]);
    expect(flags("rubbery lymph node in the left side of the neck", "Left cervical lymphadenopathy.")).toEqual([]);
    expect(flags("swelling of the left hemiscrotum", "Swollen R testicle.")).toHaveLength(1);
    expect(flags("scrotal swelling left testicle enlarged", "Left scrotal swelling.")).toEqual([]);
  });

  test("'temporal' and 'nasal' of the eye say which side of the eye, not of the body", () => {
    expect(
      flags("flat red haemorrhage in the temporal conjunctiva of the left eye", "L temporal conjunctiva."),
    ).toEqual([]);
    expect(
      flags("flat red haemorrhage in the temporal conjunctiva of the left eye", "R temporal conjunctiva."),
    ).toEqual([["R temporal conjunctiva", "R temporal conjunctiva — dictation says left"]]);
  });

  test("a new negated finding after a side is not what is said of that side", () => {
    expect(flags("crackles at the right base no recession no wheeze", "Crackles R base. No wheeze.")).toEqual([]);
  });
});

describe("where on a part, before its side (2026-12-05)", () => {
  test("'back teeth on the lower right' gives the tooth its side", () => {
    const said = "one of his back teeth on the lower right feels a bit loose";
    expect(flags(said, "Lower R back tooth feels slightly loose.")).toEqual([]);
    expect(flags(said, "Lower L back tooth feels slightly loose.")).toEqual([
      ["L back", "L back — dictation says right"],
    ]);
  });
});

describe("a part's name with 's after it (2026-12-06)", () => {
  test("'left ear drum's a bit pink' is the left eardrum", () => {
    const said = "left ear drum's a bit pink, goes with the cold, right drum normal";
    expect(flags(said, "L TM slightly pink (cold), R TM normal.")).toEqual([]);
    expect(flags(said, "R TM slightly pink (cold), L TM normal.")).not.toEqual([]);
  });
});
