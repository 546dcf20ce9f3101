import type { FlagClass } from "../../tests/fixtures/flagger/scenario.ts";

/**
 * What the unsupported-detail flagger must reach (issues 15 and 24; docs/decisions/034-*): Abridge's published
 * 97% of unsupported claims caught in every class, laterality and negation included; at most one false flag per
 * ten faithful documents; a 1,000-word document checked in under 20 ms, in the worst run, not only the median.
 */
export const CATCH_GOALS: Record<FlagClass, number> = {
  "numbers with units": 0.97,
  doses: 0.97,
  dates: 0.97,
  durations: 0.97,
  drugs: 0.97,
  laterality: 0.97,
  negation: 0.97,
};

export const MAX_FALSE_FLAGS_PER_FAITHFUL = 0.1;

export const MAX_MS_PER_1000_WORDS = 20;

/**
 * The second held-out set's first run (issue 24), on the checker as it was before any change for it — recorded
 * once, as it came out, and never re-measured (decision 034) — and what it should have reached.
 */
export const HELD_OUT_2_FIRST_RUN = { caught: 86, planted: 132, falseFlags: 39, faithful: 28 };
export const FIRST_RUN_GOALS = { caught: 0.9, falseFlagsPerFaithful: 0.2 };

/**
 * The third held-out set's first run (issue 24; tests/fixtures/flagger/held-out-3.ts, written blind on 2026-11-29),
 * on the checker of commit 165e833 — recorded once, as it came out, before any tuning (decision 034).
 */
export const HELD_OUT_3_FIRST_RUN = { caught: 67, planted: 72, falseFlags: 5, faithful: 18 };

/**
 * The fourth held-out set's first run (issue 24; tests/fixtures/flagger/held-out-4.ts, written blind on 2026-11-29),
 * on the checker of commit 4ed2ee3 — recorded once, as it came out, before any tuning (decision 034).
 */
export const HELD_OUT_4_FIRST_RUN = { caught: 65, planted: 72, falseFlags: 10, faithful: 18 };

/**
 * The fifth held-out set's first run (issue 24; tests/fixtures/flagger/held-out-5.ts, written blind on 2026-11-29),
 * on the checker of commit 8071309, tuned on held-out-4 — recorded once, as it came out, before any tuning (decision
 * 034).
 */
export const HELD_OUT_5_FIRST_RUN = { caught: 61, planted: 72, falseFlags: 3, faithful: 18 };

/**
 * The sixth held-out set's first run (issue 24; tests/fixtures/flagger/held-out-6.ts, written blind on 2026-11-29),
 * on the checker of commit 8e3f091, tuned on held-out-5 — recorded once, as it came out, before any tuning (decision
 * 034).
 */
export const HELD_OUT_6_FIRST_RUN = { caught: 63, planted: 72, falseFlags: 14, faithful: 18 };

/**
 * The seventh held-out set's first run (issue 24; tests/fixtures/flagger/held-out-7.ts, written blind on 2026-11-29),
 * on the checker of commit 46a3b48, tuned on held-out-6 — recorded once, as it came out, before any tuning (decision
 * 034).
 */
export const HELD_OUT_7_FIRST_RUN = { caught: 64, planted: 72, falseFlags: 15, faithful: 18 };

/**
 * The eighth held-out set's first run (issue 24; tests/fixtures/flagger/held-out-8.ts, written blind on 2026-11-29),
 * on the checker of commit 757c142, tuned on held-out-7 — recorded once, as it came out, before any tuning (decision
 * 034).
 */
export const HELD_OUT_8_FIRST_RUN = { caught: 61, planted: 72, falseFlags: 11, faithful: 18 };

/**
 * The ninth held-out set's first run (issue 24; tests/fixtures/flagger/held-out-9.ts, written blind on 2026-11-29),
 * on the checker of commit 2e01bf2, tuned on held-out-8 — recorded once, as it came out, before any tuning (decision
 * 034).
 */
export const HELD_OUT_9_FIRST_RUN = { caught: 67, planted: 72, falseFlags: 8, faithful: 18 };

/**
 * The tenth held-out set's first run (issue 24; tests/fixtures/flagger/held-out-10.ts, written blind on 2026-11-29),
 * on the checker of commit ad8e276, tuned on held-out-9 — recorded once, as it came out, before any tuning (decision
 * 034).
 */
export const HELD_OUT_10_FIRST_RUN = { caught: 61, planted: 72, falseFlags: 3, faithful: 18 };

/**
 * The eleventh held-out set's first run (issue 24; tests/fixtures/flagger/held-out-11.ts, written blind on 2026-11-29),
 * on the checker of commit 32c44ed, tuned on held-out-10 — recorded once, as it came out, before any tuning (decision
 * 034).
 */
export const HELD_OUT_11_FIRST_RUN = { caught: 66, planted: 72, falseFlags: 11, faithful: 18 };

/**
 * The twelfth held-out set's first run (issue 24; tests/fixtures/flagger/held-out-12.ts, written blind on 2026-11-29),
 * on the checker of commit af9b1d7, tuned on held-out-11 — recorded once, as it came out, before any tuning (decision
 * 034).
 */
export const HELD_OUT_12_FIRST_RUN = { caught: 65, planted: 72, falseFlags: 14, faithful: 18 };

/**
 * The thirteenth held-out set's first run (issue 24; tests/fixtures/flagger/held-out-13.ts, written blind on
 * 2026-11-29), on the checker of commit 23cb84c, tuned on held-out-12 — recorded once, as it came out, before any
 * tuning (decision 034).
 */
export const HELD_OUT_13_FIRST_RUN = { caught: 61, planted: 72, falseFlags: 18, faithful: 18 };

/**
 * The fourteenth held-out set's first run (issue 24; tests/fixtures/flagger/held-out-14.ts, written blind on
 * 2026-11-29), on the checker of commit ecc29ad, tuned on held-out-13 — recorded once, as it came out, before any
 * tuning (decision 034).
 */
export const HELD_OUT_14_FIRST_RUN = { caught: 55, planted: 72, falseFlags: 15, faithful: 18 };

/**
 * The fifteenth held-out set's first run (issue 24; tests/fixtures/flagger/held-out-15.ts, written blind on
 * 2026-11-30), on the checker of commit 4eabfaf, tuned on held-out-14 — recorded once, as it came out, before any
 * tuning (decision 034).
 */
export const HELD_OUT_15_FIRST_RUN = { caught: 62, planted: 72, falseFlags: 10, faithful: 18 };

/**
 * The sixteenth held-out set's first run (issue 24; tests/fixtures/flagger/held-out-16.ts, written blind on
 * 2026-11-30), on the checker of commit 38d0baa, tuned on held-out-15 — recorded once, as it came out, before any
 * tuning (decision 034).
 */
export const HELD_OUT_16_FIRST_RUN = { caught: 56, planted: 72, falseFlags: 9, faithful: 18 };

/**
 * The seventeenth held-out set's first run (issue 24; tests/fixtures/flagger/held-out-17.ts, written blind on
 * 2026-11-30), on the checker of commit b4ed0b3, tuned on held-out-16 — recorded once, as it came out, before any
 * tuning (decision 034).
 */
export const HELD_OUT_17_FIRST_RUN = { caught: 62, planted: 72, falseFlags: 10, faithful: 18 };

/**
 * The eighteenth held-out set's first run (issue 24; tests/fixtures/flagger/held-out-18.ts, written blind on
 * 2026-11-30), on the checker of commit 9a89eb6, tuned on held-out-17 — recorded once, as it came out, before any
 * tuning (decision 034).
 */
export const HELD_OUT_18_FIRST_RUN = { caught: 63, planted: 72, falseFlags: 8, faithful: 18 };

/**
 * The nineteenth held-out set's first run (issue 24; tests/fixtures/flagger/held-out-19.ts, written blind on
 * 2026-11-30), on the checker of commit 1f074ef, tuned on held-out-18 and with the lists of medicines and parts grown
 * — recorded once, as it came out, before any tuning (decision 034). The first first run to meet both goals.
 */
export const HELD_OUT_19_FIRST_RUN = { caught: 67, planted: 72, falseFlags: 3, faithful: 18 };

/**
 * The twentieth held-out set's first run (issue 24; tests/fixtures/flagger/held-out-20.ts, written blind on
 * 2026-11-30), on the checker of commit cb96edf, tuned on held-out-19 — recorded once, as it came out, before any
 * tuning (decision 034).
 */
export const HELD_OUT_20_FIRST_RUN = { caught: 67, planted: 72, falseFlags: 11, faithful: 18 };

/**
 * The twenty-first held-out set's first run (issue 24; tests/fixtures/flagger/held-out-21.ts, written blind on
 * 2026-11-30), on the checker of commit d425450 (run at 12f21d5, which changed only decision 034), tuned on held-out-20's
 * false flags — recorded once, as it came out, before any tuning (decision 034).
 */
export const HELD_OUT_21_FIRST_RUN = { caught: 67, planted: 72, falseFlags: 9, faithful: 18 };

/**
 * The twenty-second held-out set's first run (issue 24; tests/fixtures/flagger/held-out-22.ts, written blind on
 * 2026-11-30), on the checker of commit ac9a938 (held-out-21 tuned on, and the stop's tidies, which changed no flag) —
 * recorded once, as it came out, before any tuning (decision 034). One of its nine topics (IgA vasculitis in a child)
 * repeats a topic of held-out-21's, in other words; five of its fifteen false flags are on that topic.
 */
export const HELD_OUT_22_FIRST_RUN = { caught: 64, planted: 72, falseFlags: 15, faithful: 18 };

/**
 * The twenty-third held-out set's first run (issue 24; tests/fixtures/flagger/held-out-23.ts, written blind on
 * 2026-11-30), on the checker of commit f62ba8b, tuned on held-out-22 — recorded once, as it came out, before any
 * tuning (decision 034).
 */
export const HELD_OUT_23_FIRST_RUN = { caught: 65, planted: 72, falseFlags: 8, faithful: 18 };

/**
 * The twenty-fourth held-out set's first run (issue 24; tests/fixtures/flagger/held-out-24.ts, written blind on
 * 2026-11-30; its ninth topic rewritten blind before any run, as the first draft repeated held-out-21's), on the
 * checker of commit f4d5878, tuned on held-out-23 — recorded once, as it came out, before any tuning (decision 034).
 */
export const HELD_OUT_24_FIRST_RUN = { caught: 62, planted: 72, falseFlags: 10, faithful: 18 };

/**
 * The twenty-fifth held-out set's first run (issue 24; tests/fixtures/flagger/held-out-25.ts, written blind on
 * 2026-11-30; its second topic rewritten blind before any run, as the first draft repeated held-out-21's), on the
 * checker of commit e44ff37 (run at 2caf0f0, whose later commits changed no checker code), tuned on held-out-24 —
 * recorded once, as it came out, before any tuning (decision 034).
 */
export const HELD_OUT_25_FIRST_RUN = { caught: 65, planted: 72, falseFlags: 11, faithful: 18 };

/**
 * The twenty-sixth held-out set's first run (issue 24; tests/fixtures/flagger/held-out-26.ts, written blind on
 * 2026-11-30), on the checker of commit 2db0845, tuned on held-out-25 — recorded once, as it came out, before any
 * tuning (decision 034).
 */
export const HELD_OUT_26_FIRST_RUN = { caught: 64, planted: 72, falseFlags: 9, faithful: 18 };

/**
 * The twenty-seventh held-out set's first run (issue 24; tests/fixtures/flagger/held-out-27.ts, written blind on
 * 2026-11-30; three of its topics rewritten blind before any run, as the first draft repeated earlier sets'), on the
 * checker of commit 0dce78d (the stop's tidies and one rule from held-out-23's misses) — recorded once, as it came
 * out, before any tuning (decision 034).
 */
export const HELD_OUT_27_FIRST_RUN = { caught: 66, planted: 72, falseFlags: 14, faithful: 18 };

/**
 * The twenty-eighth held-out set's first run (issue 24; tests/fixtures/flagger/held-out-28.ts, written blind on
 * 2026-11-30 at the same time as held-out-27; five of its topics rewritten blind before any run, as the first draft
 * repeated earlier sets' — its leg-cramps topic still repeats one of held-out-27's rewritten topics, written at the
 * same moment), on the same checker as held-out-27's first run (commit 0dce78d, run at 8df3e1b) — recorded once, as
 * it came out, before any tuning (decision 034).
 */
export const HELD_OUT_28_FIRST_RUN = { caught: 68, planted: 72, falseFlags: 21, faithful: 18 };

/**
 * The twenty-ninth held-out set's first run (issue 24; tests/fixtures/flagger/held-out-29.ts, written blind on
 * 2026-11-30), on the checker of commit 7f90835, tuned on held-out-27 and -28 — recorded once, as it came out,
 * before any tuning (decision 034).
 */
export const HELD_OUT_29_FIRST_RUN = { caught: 68, planted: 72, falseFlags: 13, faithful: 18 };

/**
 * The thirtieth held-out set's first run (issue 24; tests/fixtures/flagger/held-out-30.ts, written blind on
 * 2026-11-30), on the checker of commit a7b1bb1, tuned on held-out-27 to -29 — recorded once, as it came out, before
 * any tuning (decision 034).
 */
export const HELD_OUT_30_FIRST_RUN = { caught: 62, planted: 72, falseFlags: 15, faithful: 18 };

/**
 * The thirty-first held-out set's first run (issue 24; tests/fixtures/flagger/held-out-31.ts, written blind on
 * 2026-11-30: adult medicine and surgery), on the checker of commit aa9789e, tuned on held-out-27 to -30 and with the
 * document's own reading as evidence — recorded once, as it came out, before any tuning (decision 034). The checker
 * before that rule (ac9e9f2) scores it the same, blind: 67/72 and 13.
 */
export const HELD_OUT_31_FIRST_RUN = { caught: 67, planted: 72, falseFlags: 13, faithful: 18 };

/**
 * The thirty-second held-out set's first run (issue 24; tests/fixtures/flagger/held-out-32.ts, written blind on
 * 2026-11-30, at the same time as held-out-31 and by another writer: children, women's health, mental health,
 * older people, eyes, ENT, travel), on the checker of commit aa9789e — recorded once, as it came out, before any
 * tuning (decision 034). The checker before (ac9e9f2) scores it the same, blind: 66/72 and 9.
 */
export const HELD_OUT_32_FIRST_RUN = { caught: 66, planted: 72, falseFlags: 9, faithful: 18 };

/**
 * The thirty-third held-out set's first run (issue 24; tests/fixtures/flagger/held-out-33.ts, written blind on
 * 2026-11-30: adult medicine and surgery), on the checker of commit 8bceecc, tuned on held-out-31 and -32 — recorded
 * once, as it came out, before any tuning (decision 034). The stop's first checker (ac9e9f2) scores it 64/72 and 9.
 */
export const HELD_OUT_33_FIRST_RUN = { caught: 64, planted: 72, falseFlags: 10, faithful: 18 };

/**
 * The thirty-fourth held-out set's first run (issue 24; tests/fixtures/flagger/held-out-34.ts, written blind on
 * 2026-11-30, at the same time as held-out-33 and by another writer: women's health, sexual health, addiction, eyes,
 * ENT, infection, palliative care), on the checker of commit 8bceecc — recorded once, as it came out, before any
 * tuning (decision 034). The stop's first checker (ac9e9f2) scores it the same: 68/72 and 12.
 */
export const HELD_OUT_34_FIRST_RUN = { caught: 68, planted: 72, falseFlags: 12, faithful: 18 };

/**
 * The thirty-fifth held-out set's first run (issue 24; tests/fixtures/flagger/held-out-35.ts, written blind on
 * 2026-11-30: adult medicine and surgery), on the checker of commit a471091, tuned on held-out-31 to -34 — recorded
 * once, as it came out, before any tuning (decision 034). The stop's first checker (ac9e9f2) scores it 68/72 and 16.
 */
export const HELD_OUT_35_FIRST_RUN = { caught: 68, planted: 72, falseFlags: 11, faithful: 18 };

/**
 * The thirty-sixth held-out set's first run (issue 24; tests/fixtures/flagger/held-out-36.ts, written blind on
 * 2026-11-30, at the same time as held-out-35 and by another writer: babies, postnatal care, contraception, sexual
 * health, mental health, learning disability, palliative care, eyes, ENT), on the checker of commit a471091 —
 * recorded once, as it came out, before any tuning (decision 034). The stop's first checker scores it the same.
 */
export const HELD_OUT_36_FIRST_RUN = { caught: 60, planted: 72, falseFlags: 6, faithful: 18 };

/**
 * The thirty-seventh held-out set's first run (issue 24; tests/fixtures/flagger/held-out-37.ts, written blind on
 * 2026-11-30: adult medicine and surgery), on the checker of commit 09ba79e, tuned on held-out-36 — recorded once, as
 * it came out, before any tuning (decision 034).
 */
export const HELD_OUT_37_FIRST_RUN = { caught: 69, planted: 72, falseFlags: 6, faithful: 18 };

/**
 * The thirty-eighth held-out set's first run (issue 24; tests/fixtures/flagger/held-out-38.ts, written blind on
 * 2026-11-30, at the same time as held-out-37 and by another writer: children, postnatal care, contraception, sexual
 * health, mental health, frailty, palliative care, eyes, ENT), on the checker of commit ed01321, tuned on held-out-37
 * — recorded once, as it came out, before any tuning (decision 034).
 */
export const HELD_OUT_38_FIRST_RUN = { caught: 65, planted: 72, falseFlags: 8, faithful: 18 };

/**
 * The thirty-ninth held-out set's first run (issue 24; tests/fixtures/flagger/held-out-39.ts, written blind on
 * 2026-11-30, at the same time as held-out-40 and by another writer: adult medicine, surgery, sports medicine), on the
 * checker of commit fbcd847, as held-out-40's was — recorded once, as it came out, before any tuning (decision 034).
 */
export const HELD_OUT_39_FIRST_RUN = { caught: 67, planted: 72, falseFlags: 4, faithful: 18 };

/**
 * The fortieth held-out set's first run (issue 24; tests/fixtures/flagger/held-out-40.ts, written blind on 2026-11-30:
 * children, pregnancy, menopause, sexual health, substance use, frailty, palliative care, eyes, ENT, travel), on the
 * checker of commit fbcd847, tuned on held-out-37 and -38 — recorded once, as it came out, before any tuning (decision
 * 034). Held-out-39 was written at the same time, by another writer, and came out after it.
 */
export const HELD_OUT_40_FIRST_RUN = { caught: 61, planted: 72, falseFlags: 18, faithful: 18 };

/**
 * The forty-second held-out set's first run (issue 24; tests/fixtures/flagger/held-out-42.ts, written blind on
 * 2026-12-01: children, women's health, sexual health, mental health, palliative care, eyes, ENT, travel and
 * infection), on the checker of commit 2fe0983, tuned on every set before it — recorded once, as it came out, before
 * any tuning (decision 034). Held-out-41 was written at the same time, by another writer.
 */
export const HELD_OUT_42_FIRST_RUN = { caught: 68, planted: 72, falseFlags: 13, faithful: 18 };

/**
 * The forty-first held-out set's first run (issue 24; tests/fixtures/flagger/held-out-41.ts, written blind on
 * 2026-12-01, at the same time as held-out-42 and by another writer: adult medicine — heart, chest, gut, kidney,
 * endocrine, blood, nerves, joints, urology), on the checker of commit e5057f3, tuned on held-out-42 — recorded once,
 * as it came out, before any tuning (decision 034).
 */
export const HELD_OUT_41_FIRST_RUN = { caught: 65, planted: 72, falseFlags: 23, faithful: 18 };

/**
 * The forty-third held-out set's first run (issue 24; tests/fixtures/flagger/held-out-43.ts, written blind on
 * 2026-12-01: adult medicine and surgery — chest, gut, liver, endocrine, blood, nerves, sports injuries, breast, skin),
 * on the checker of commit 93eeb10, tuned on held-out-41 and -42 — recorded once, as it came out, before any tuning
 * (decision 034). Held-out-44 was written at the same time, by another writer.
 */
export const HELD_OUT_43_FIRST_RUN = { caught: 64, planted: 72, falseFlags: 11, faithful: 18 };

/**
 * The forty-fourth held-out set's first run (issue 24; tests/fixtures/flagger/held-out-44.ts, written blind on
 * 2026-12-01: children, pregnancy and postnatal care, contraception, sexual health, mental health and addiction,
 * palliative care, ENT), on the checker of commit 93eeb10, as held-out-43's was — recorded once, as it came out,
 * before any tuning (decision 034).
 */
export const HELD_OUT_44_FIRST_RUN = { caught: 63, planted: 72, falseFlags: 22, faithful: 18 };

/**
 * The forty-sixth held-out set's first run (issue 24; tests/fixtures/flagger/held-out-46.ts, written blind on
 * 2026-12-01: teenagers, pregnancy, gynaecology, contraception, mental health, learning disability, end of life, eyes,
 * returning travellers), on the checker of commit 22da471, tuned on held-out-41 to -44 — recorded once, as it came out,
 * before any tuning (decision 034). Held-out-45 was written at the same time, by another writer.
 */
export const HELD_OUT_46_FIRST_RUN = { caught: 65, planted: 72, falseFlags: 11, faithful: 18 };

/**
 * The forty-fifth held-out set's first run (issue 24; tests/fixtures/flagger/held-out-45.ts, written blind on
 * 2026-12-01, at the same time as held-out-46 and by another writer: an ordinary GP day — side effects of medicines,
 * men's health, wounds, sports injuries, skin, prevention), on the checker of commit e56502f, tuned on held-out-41 to
 * -44 and -46 — recorded once, as it came out, before any tuning (decision 034).
 */
export const HELD_OUT_45_FIRST_RUN = { caught: 67, planted: 72, falseFlags: 14, faithful: 18 };

/**
 * The forty-eighth held-out set's first run (issue 24; tests/fixtures/flagger/held-out-48.ts, written blind on
 * 2026-12-01: a child, postnatal care, the breast, contraception, hepatitis C, mental health, the eye in old age,
 * ENT, palliative care), on the checker of commit 39b7d2b, tuned on held-out-41 to -46 — recorded once, as it came
 * out, before any tuning (decision 034). Held-out-47 was written at the same time, by another writer.
 */
export const HELD_OUT_48_FIRST_RUN = { caught: 62, planted: 72, falseFlags: 15, faithful: 18 };

/**
 * The forty-ninth held-out set's first run (issue 24; tests/fixtures/flagger/held-out-49.ts, written blind on
 * 2026-12-01: adult medicine and surgery — the heart, the pancreas, the oesophagus, the adrenal, the nerves, a septic
 * joint, a cyst, the testis, the spine — with dictations that correct themselves and quote the patient), on the
 * checker of commit a3096bc, tuned on held-out-41 to -48 — recorded once, as it came out, before any tuning
 * (decision 034). Held-out-50 was written at the same time, by another writer.
 */
export const HELD_OUT_49_FIRST_RUN = { caught: 63, planted: 72, falseFlags: 17, faithful: 18 };

/**
 * The fiftieth held-out set's first run (issue 24; tests/fixtures/flagger/held-out-50.ts, written blind on
 * 2026-12-01, at the same time as held-out-49 and by another writer: a child's skin, vulval pain, a sexually
 * transmitted infection, clozapine, frailty and weight loss, a palliative wound, the eyelid, the nose, travel — with
 * dictations that correct themselves and quote the patient or a relative), on the checker of commit a3096bc, tuned on
 * held-out-41 to -48 — recorded once, as it came out, before any tuning (decision 034).
 */
export const HELD_OUT_50_FIRST_RUN = { caught: 60, planted: 72, falseFlags: 20, faithful: 18 };

/**
 * The fifty-first held-out set's first run (issue 24; tests/fixtures/flagger/held-out-51.ts, written blind on
 * 2026-12-01: adult medicine and surgery — a port-site infection, a DVT's review, ticagrelor, a lung opacity,
 * Helicobacter, kidney disease, semaglutide, a stroke's review, early arthritis), on the checker of commit 9aea5b0,
 * tuned on held-out-49 and -50 — recorded once, as it came out, before any tuning (decision 034). Held-out-52 was
 * written at the same time, by another writer.
 */
export const HELD_OUT_51_FIRST_RUN = { caught: 68, planted: 72, falseFlags: 11, faithful: 18 };

/**
 * The fifty-second held-out set's first run (issue 24; tests/fixtures/flagger/held-out-52.ts, written blind on
 * 2026-12-01, at the same time as held-out-51 and by another writer: a toddler's anaemia, thyroxine in pregnancy,
 * genital herpes, alcohol detox, drug-induced parkinsonism, palliative liver pain, a sixth nerve palsy, an ear,
 * malaria tablets), on the checker of commit 9aea5b0 — recorded once, as it came out, before any tuning
 * (decision 034).
 */
export const HELD_OUT_52_FIRST_RUN = { caught: 63, planted: 72, falseFlags: 13, faithful: 18 };

/**
 * The fifty-third held-out set's first run (issue 24; tests/fixtures/flagger/held-out-53.ts, written blind on
 * 2026-12-01: adult medicine and surgery — heart failure after an MI, new COPD, small bowel obstruction, recurrent
 * UTIs, post-herpetic neuralgia, agranulocytosis on carbimazole, urticaria, a knee replacement's infection, a
 * steroid fracture), on the checker of commit 41a3176, tuned on held-out-51 and -52 — recorded once, as it came out,
 * before any tuning (decision 034). Held-out-54 was written at the same time, by another writer.
 */
export const HELD_OUT_53_FIRST_RUN = { caught: 64, planted: 72, falseFlags: 12, faithful: 18 };

/**
 * The fifty-fourth held-out set's first run (issue 24; tests/fixtures/flagger/held-out-54.ts, written blind on
 * 2026-12-01, at the same time as held-out-53 and by another writer: a toddler's UTI, anaemia in pregnancy,
 * balanoposthitis, a father's postnatal depression, falls on doxazosin, a glioblastoma's thrush, cataracts, a
 * child's nosebleeds, travel on methotrexate), on the checker of commit 41a3176 — recorded once, as it came out,
 * before any tuning (decision 034).
 */
export const HELD_OUT_54_FIRST_RUN = { caught: 65, planted: 72, falseFlags: 11, faithful: 18 };

/**
 * The fifty-fifth held-out set's first run (issue 24; tests/fixtures/flagger/held-out-55.ts, written blind on
 * 2026-12-01: adult medicine and surgery — atrial flutter, a lung nodule, ascites in cirrhosis, a thunderclap
 * headache, hand osteoarthritis, limb-threatening ischaemia, nipple discharge, a thrombosed haemorrhoid, new type 1
 * diabetes), on the checker of commit 14f6223, tuned on held-out-53 and -54 — recorded once, as it came out, before any
 * tuning (decision 034). Held-out-56 was written at the same time, by another writer. On 41f339d's checker (the
 * last stop's) it would have scored 65/72 with 9 false flags.
 */
export const HELD_OUT_55_FIRST_RUN = { caught: 66, planted: 72, falseFlags: 9, faithful: 18 };

/**
 * The fifty-sixth held-out set's first run (issue 24; tests/fixtures/flagger/held-out-56.ts, written blind on
 * 2026-12-01, at the same time as held-out-55 and by another writer: a teenager's migraine, missed pills, chlamydia in
 * pregnancy, pregabalin dependence, Lewy body dementia, drooling in motor neurone disease, conjunctivitis, an ear canal
 * furuncle, travel for Hajj), on the checker of commit 14f6223 — recorded once, as it came out, before any tuning
 * (decision 034). On 41f339d's checker it would have scored 58/72 with 20 false flags.
 */
export const HELD_OUT_56_FIRST_RUN = { caught: 60, planted: 72, falseFlags: 17, faithful: 18 };

/**
 * The fifty-seventh held-out set's first run (issue 24; tests/fixtures/flagger/held-out-57.ts, written blind on
 * 2026-12-01: adult medicine and surgery — complete heart block, amiodarone hypothyroidism, a high-output ileostomy,
 * kidney stones, systemic sclerosis, a catheter UTI with delirium, onychomycosis, a haematoma after vasectomy, acute
 * asthma), on the checker of commit fd3c7b2, tuned on held-out-53 to -56 — recorded once, as it came out, before any
 * tuning (decision 034). Held-out-58 was written at the same time, by another writer.
 */
export const HELD_OUT_57_FIRST_RUN = { caught: 65, planted: 72, falseFlags: 12, faithful: 18 };

/**
 * The fifty-eighth held-out set's first run (issue 24; tests/fixtures/flagger/held-out-58.ts, written blind on
 * 2026-12-01, at the same time as held-out-57 and by another writer: a child's ADHD review, a toddler's peanut
 * allergy, pre-conception on ramipril, contraception at fifteen, hypomania on sertraline, end-stage heart failure at
 * home, thyroid eye disease, barotrauma after diving, suspected enteric fever), on the checker of commit fd3c7b2 —
 * recorded once, as it came out, before any tuning (decision 034).
 */
export const HELD_OUT_58_FIRST_RUN = { caught: 68, planted: 72, falseFlags: 13, faithful: 18 };

/**
 * The fifty-ninth held-out set's first run (issue 24; tests/fixtures/flagger/held-out-59.ts, written blind on
 * 2026-12-01: adult medicine and surgery — cervical myelopathy, erythrocytosis on testosterone, hepatitis A, an
 * acromioclavicular injury, acute limb ischaemia, fat necrosis of the breast, scleritis, digoxin toxicity,
 * hand-arm vibration), on the checker of commit 8b86539, tuned on held-out-57 — recorded once, as it came out, before
 * any tuning (decision 034). Held-out-60 was written at the same time, by another writer. On fd3c7b2's checker it
 * would have scored the same.
 */
export const HELD_OUT_59_FIRST_RUN = { caught: 66, planted: 72, falseFlags: 15, faithful: 18 };

/**
 * The sixtieth held-out set's first run (issue 24; tests/fixtures/flagger/held-out-60.ts, written blind on
 * 2026-12-01, at the same time as held-out-59 and by another writer: an eyelid haemangioma, travel for a baby,
 * a slipped upper femoral epiphysis, flushes on tamoxifen, an infected episiotomy, lymphogranuloma venereum, a
 * STOMP review, a septal perforation from cocaine, the last days of Parkinson's dementia), on the checker of commit
 * 8b86539 — recorded once, as it came out, before any tuning (decision 034). On fd3c7b2's checker it would have
 * scored 63/72 with 17 false flags.
 */
export const HELD_OUT_60_FIRST_RUN = { caught: 63, planted: 72, falseFlags: 15, faithful: 18 };

/**
 * The sixty-first held-out set's first run (issue 24; tests/fixtures/flagger/held-out-61.ts, written blind on
 * 2026-12-01: adult medicine and surgery — pancreatic insufficiency, lipohypertrophy, B12 deficiency on metformin,
 * sacubitril/valsartan, azithromycin prophylaxis in COPD, an atypical femoral fracture, erythema multiforme, a scald,
 * post-hernia-repair pain), on the checker of commit 4f36f77, tuned on held-out-57 to -60 — recorded once, as it
 * came out, before any tuning (decision 034). Held-out-62 was written at the same time, by another writer. On
 * fd3c7b2's checker (the last stop's) it would have scored the same.
 */
export const HELD_OUT_61_FIRST_RUN = { caught: 66, planted: 72, falseFlags: 18, faithful: 18 };

/**
 * The sixty-second held-out set's first run (issue 24; tests/fixtures/flagger/held-out-62.ts, written blind on
 * 2026-12-01, at the same time as held-out-61 and by another writer: a blocked tear duct, recurrent tonsillitis, a
 * gap year's travel, nipple vasospasm, surgical menopause, genital warts, nitrous oxide neuropathy, crusted scabies,
 * a fentanyl patch at the end of life), on the checker of commit 4f36f77 — recorded once, as it came out, before any
 * tuning (decision 034). On fd3c7b2's checker it would have scored 66/72 with 11 false flags.
 */
export const HELD_OUT_62_FIRST_RUN = { caught: 66, planted: 72, falseFlags: 9, faithful: 18 };

/**
 * The sixty-third held-out set's first run (issue 24; tests/fixtures/flagger/held-out-63.ts, written blind on
 * 2026-12-01, at the same time as held-out-64 and by another writer: adult-onset asthma, a creatinine rise on
 * ramipril, levothyroxine taken twice over, gout with a tophus, lichen sclerosus, hyperhidrosis, a lipoma excised, a
 * needlestick, a bleeding duodenal ulcer), on the checker of commit a13b250 — recorded once, as it came out, before
 * any tuning (decision 034). On 368ca04's checker (the last stop's) it would have scored 66/72 with 20 false flags:
 * a13b250 reads "budesonide/formoterol" written with its slash as the one medicine said without it.
 */
export const HELD_OUT_63_FIRST_RUN = { caught: 66, planted: 72, falseFlags: 16, faithful: 18 };

/**
 * The sixty-fourth held-out set's first run (issue 24; tests/fixtures/flagger/held-out-64.ts, written blind on
 * 2026-12-01, at the same time as held-out-63 and by another writer: reflux in a baby, heavy periods with fibroids,
 * genital molluscum, hyponatraemia on sertraline, venous stasis dermatitis in a care home, a painful bone metastasis,
 * herpes simplex keratitis, a cholesteatoma, travel in pregnancy), on the checker of commit a13b250 — recorded once,
 * as it came out, before any tuning (decision 034). On 368ca04's checker it would have scored the same.
 */
export const HELD_OUT_64_FIRST_RUN = { caught: 62, planted: 72, falseFlags: 16, faithful: 18 };

/**
 * The sixty-fifth held-out set's first run (issue 24; tests/fixtures/flagger/held-out-65.ts, written blind on
 * 2026-12-01, at the same time as held-out-66 and by another writer: a hip hemiarthroplasty at home, LDL after CABG,
 * alpha-1 antitrypsin deficiency, Salmonella in a chef, hepatitis B found on screening, an adrenal incidentaloma, MGUS,
 * a radial nerve palsy, a pyogenic granuloma), on the checker of commit edd600e — recorded once, as it came out,
 * before any tuning (decision 034). On 368ca04's checker (the last stop's) it would have scored the same.
 */
export const HELD_OUT_65_FIRST_RUN = { caught: 67, planted: 72, falseFlags: 8, faithful: 18 };

/**
 * The sixty-sixth held-out set's first run (issue 24; tests/fixtures/flagger/held-out-66.ts, written blind on
 * 2026-12-01, at the same time as held-out-65 and by another writer: infected chickenpox, polymorphic eruption of
 * pregnancy, a postnatal check after a haemorrhage, a vaginal ring, ketamine uropathy, seizures in a woman with a
 * learning disability, a hip fracture in a care home, bowel obstruction at the end of life, a retinal detachment), on
 * the checker of commit edd600e — recorded once, as it came out, before any tuning (decision 034). On 368ca04's
 * checker it would have scored the same.
 */
export const HELD_OUT_66_FIRST_RUN = { caught: 60, planted: 72, falseFlags: 12, faithful: 18 };

/**
 * The sixty-seventh held-out set's first run (issue 24; tests/fixtures/flagger/held-out-67.ts, written blind on
 * 2026-12-01, at the same time as held-out-68 and by another writer: a long QTc, oral thrush from an inhaled steroid, a
 * paraumbilical hernia, haematuria after a dye factory, a Charcot foot, transient global amnesia, tinea incognito,
 * patellar tendinopathy, folate deficiency), on the checker of commit 497573e — recorded once, as it came out, before
 * any tuning (decision 034). On 368ca04's checker (the last stop's) it would have scored the same.
 */
export const HELD_OUT_67_FIRST_RUN = { caught: 68, planted: 72, falseFlags: 9, faithful: 18 };

/**
 * The sixty-eighth held-out set's first run (issue 24; tests/fixtures/flagger/held-out-68.ts, written blind on
 * 2026-12-01, at the same time as held-out-67 and by another writer: a bead up a child's nose, testosterone on HRT, a
 * late Depo-Provera, acamprosate after a detox, donepezil side effects, faecal impaction in a care home, SVC
 * obstruction at home, recurrent corneal erosion, insulin across time zones), on the checker of commit 497573e —
 * recorded once, as it came out, before any tuning (decision 034). On 368ca04's checker it would have scored 62/72
 * with 10 false flags.
 */
export const HELD_OUT_68_FIRST_RUN = { caught: 62, planted: 72, falseFlags: 9, faithful: 18 };

/**
 * The sixty-ninth held-out set's first run (issue 24; tests/fixtures/flagger/held-out-69.ts, written blind on
 * 2026-12-02, at the same time as held-out-70 and by another writer: upper airway cough, deficiencies after a gastric
 * bypass, nocturnal polyuria on a diuretic, a late denosumab dose, an allopurinol rash, a rotator cuff tear, an opioid
 * taper, hypocalcaemia after thyroidectomy and more), on the checker of commit 636b016 — recorded once, as it came
 * out, before any tuning (decision 034). On 5511d90's checker (the last stop's) it would have scored the same.
 */
export const HELD_OUT_69_FIRST_RUN = { caught: 68, planted: 72, falseFlags: 11, faithful: 18 };

/**
 * The seventieth held-out set's first run (issue 24; tests/fixtures/flagger/held-out-70.ts, written blind on
 * 2026-12-02, at the same time as held-out-69 and by another writer: faltering growth in a breastfed baby, akathisia,
 * pneumonia in a nursing home, a Pancoast tumour at home, amaurosis fugax, a bleed after tonsillectomy, cutaneous
 * leishmaniasis, a new HIV diagnosis and more), on the checker of commit 636b016 — recorded once, as it came out,
 * before any tuning (decision 034). On 5511d90's checker it would have scored the same.
 */
export const HELD_OUT_70_FIRST_RUN = { caught: 67, planted: 72, falseFlags: 11, faithful: 18 };

/**
 * The seventy-first held-out set's first run (issue 24; tests/fixtures/flagger/held-out-71.ts, written blind on
 * 2026-12-02, at the same time as held-out-72 and by another writer: methotrexate toxicity, hot flushes on goserelin,
 * a pelvic abscess after appendicectomy, pyoderma gangrenosum, spinal stenosis, euglycaemic DKA on dapagliflozin,
 * Parkinson's disease, accelerated hypertension and more), on the checker of commit 9b589fc — recorded once, as it
 * came out, before any tuning (decision 034). On 5511d90's checker (the last stop's) it would have scored the same.
 */
export const HELD_OUT_71_FIRST_RUN = { caught: 64, planted: 72, falseFlags: 10, faithful: 18 };

/**
 * The seventy-second held-out set's first run (issue 24; tests/fixtures/flagger/held-out-72.ts, written blind on
 * 2026-12-02, at the same time as held-out-71 and by another writer: an undescended testis, carpal tunnel in
 * pregnancy, Shigella, hypernatraemia in a nursing home, switching from the combined pill, anabolic steroids,
 * malignant ascites, contact-lens keratitis and more), on the checker of commit 9b589fc — recorded once, as it came
 * out, before any tuning (decision 034). On 5511d90's checker it would have scored the same.
 */
export const HELD_OUT_72_FIRST_RUN = { caught: 66, planted: 72, falseFlags: 13, faithful: 18 };

/**
 * The seventy-third held-out set's first run (issue 24; tests/fixtures/flagger/held-out-73.ts, written blind on
 * 2026-12-02, at the same time as held-out-74 and by another writer: nitrofurantoin pneumonitis, a triple-whammy AKI,
 * adrenal insufficiency after stopping prednisolone, autoimmune hepatitis, neuralgic amyotrophy, leflunomide and the
 * liver, a medication review on apixaban and more), on the checker of commit 5082439 — recorded once, as it came out,
 * before any tuning (decision 034). On 5511d90's checker (the last stop's) it would have scored 69/72 with 13 false
 * flags.
 */
export const HELD_OUT_73_FIRST_RUN = { caught: 69, planted: 72, falseFlags: 12, faithful: 18 };

/**
 * The seventy-fourth held-out set's first run (issue 24; tests/fixtures/flagger/held-out-74.ts, written blind on
 * 2026-12-02, at the same time as held-out-73 and by another writer: subfertility, primary syphilis, postpartum
 * psychosis, bronchospasm from timolol drops, vestibular migraine, malaria prophylaxis on warfarin, insulin at the end
 * of life and more), on the checker of commit 5082439 — recorded once, as it came out, before any tuning (decision
 * 034). On 5511d90's checker it would have scored the same.
 */
export const HELD_OUT_74_FIRST_RUN = { caught: 65, planted: 72, falseFlags: 9, faithful: 18 };

/**
 * The seventy-fifth held-out set's first run (issue 24; tests/fixtures/flagger/held-out-75.ts, written blind on
 * 2026-12-02, at the same time as held-out-76 and by another writer: a PE after an ankle fracture, Ramadan and
 * diabetes, erectile dysfunction after prostatectomy, a meniscal tear, a splenectomy review, eczema herpeticum, a
 * falling eGFR, gambling on ropinirole and more), on the checker of commit b92be13 — recorded once, as it came out,
 * before any tuning (decision 034). On 5511d90's checker (the last stop's) it would have scored 66/72 with 8 false
 * flags: one of this stop's rules added one here.
 */
export const HELD_OUT_75_FIRST_RUN = { caught: 66, planted: 72, falseFlags: 9, faithful: 18 };

/**
 * The seventy-sixth held-out set's first run (issue 24; tests/fixtures/flagger/held-out-76.ts, written blind on
 * 2026-12-02, at the same time as held-out-75 and by another writer: arc eye, amenorrhoea in a runner, a febrile UTI
 * in a baby, snoring with apnoeas, depression in pregnancy, genital herpes in pregnancy, breathlessness in severe COPD,
 * arthritis after chikungunya and more), on the checker of commit b92be13 — recorded once, as it came out, before any
 * tuning (decision 034). On 5511d90's checker it would have scored the same.
 */
export const HELD_OUT_76_FIRST_RUN = { caught: 68, planted: 72, falseFlags: 13, faithful: 18 };

/**
 * The seventy-seventh held-out set's first run (issue 24; tests/fixtures/flagger/held-out-77.ts, written blind on
 * 2026-12-02, at the same time as held-out-78 and by another writer: theophylline toxicity after ciprofloxacin,
 * chronic urinary retention, hyperparathyroidism, shingles on adalimumab, a hip replacement review, azathioprine
 * neutropenia, levetiracetam and mood and more), on the checker of commit f7a87e5 — recorded once, as it came out,
 * before any tuning (decision 034). On 5511d90's checker (the last stop's) it would have scored 65/72 with 12 false
 * flags: one of this stop's rules added one here.
 */
export const HELD_OUT_77_FIRST_RUN = { caught: 65, planted: 72, falseFlags: 13, faithful: 18 };

/**
 * The seventy-eighth held-out set's first run (issue 24; tests/fixtures/flagger/held-out-78.ts, written blind on
 * 2026-12-02, at the same time as held-out-77 and by another writer: Lipschütz ulcers, a post-dural puncture headache,
 * prolonged grief and drinking, conservative kidney care, necrotising otitis externa, Campylobacter after Thailand,
 * Perthes disease, vernal keratoconjunctivitis and more), on the checker of commit f7a87e5 — recorded once, as it came
 * out, before any tuning (decision 034). On 5511d90's checker it would have scored the same.
 */
export const HELD_OUT_78_FIRST_RUN = { caught: 64, planted: 72, falseFlags: 14, faithful: 18 };

/**
 * The seventy-ninth held-out set's first run (issue 24; tests/fixtures/flagger/held-out-79.ts, written blind on
 * 2026-12-02, at the same time as held-out-80 and by another writer: gynaecomastia on spironolactone, nightmares on
 * montelukast, a toxic multinodular goitre, low potassium from indapamide and laxatives, diabetic gastroparesis,
 * calcific tendinopathy, hair-dye dermatitis, finasteride added to tamsulosin and a carotid endarterectomy review), on
 * the checker of commit 610f502 (the last stop's) — recorded once, as it came out, before any tuning (decision 034).
 */
export const HELD_OUT_79_FIRST_RUN = { caught: 64, planted: 72, falseFlags: 9, faithful: 18 };

/**
 * The eightieth held-out set's first run (issue 24; tests/fixtures/flagger/held-out-80.ts, written blind on
 * 2026-12-02, at the same time as held-out-79 and by another writer: melatonin for an autistic boy, group B strep in
 * pregnancy, HRT after a DVT, quetiapine tapered, medicines for a resident who cannot swallow, mesothelioma pain,
 * chlamydial conjunctivitis, a suspected nasopharyngeal cancer and malaria prophylaxis with epilepsy), on the checker of
 * commit 610f502 — recorded once, as it came out, before any tuning (decision 034).
 */
export const HELD_OUT_80_FIRST_RUN = { caught: 69, planted: 72, falseFlags: 15, faithful: 18 };

/**
 * The eighty-first held-out set's first run (issue 24; tests/fixtures/flagger/held-out-81.ts, written blind on
 * 2026-12-02, at the same time as held-out-82 and by another writer: hypertension above target, a Fostair step-down,
 * levothyroxine taken with iron and calcium, CKD stage 4 with acidosis, painless obstructive jaundice, a raised
 * ferritin from drinking, hip osteoarthritis, a UTI after TURP and a fixed drug eruption), on the checker of commit
 * 7f8eb4b, tuned on held-out-69 to -80 this stop — recorded once, as it came out, before any tuning (decision 034).
 * On 610f502's checker (the last stop's) it would have scored 63/72 with the same 7 false flags.
 */
export const HELD_OUT_81_FIRST_RUN = { caught: 66, planted: 72, falseFlags: 7, faithful: 18 };

/**
 * The eighty-second held-out set's first run (issue 24; tests/fixtures/flagger/held-out-82.ts, written blind on
 * 2026-12-02, at the same time as held-out-81 and by another writer: mycoplasma in a child with asthma, a chickenpox
 * contact in pregnancy, PID with an implant, a citalopram taper, hypoglycaemia in a care-home resident, haemoptysis in
 * lung cancer at home, a vitreous haemorrhage, otitis media with a perforation and leptospirosis after rafting), on the
 * checker of commit 7f8eb4b — recorded once, as it came out, before any tuning (decision 034). On 610f502's checker it
 * would have scored the same.
 */
export const HELD_OUT_82_FIRST_RUN = { caught: 66, planted: 72, falseFlags: 15, faithful: 18 };

/**
 * The eighty-third held-out set's first run (issue 24; tests/fixtures/flagger/held-out-83.ts, written blind on
 * 2026-12-02, at the same time as held-out-84 and by another writer: a heart failure annual review, a pulmonary
 * embolism at six months, LADA labelled type 2, a restart after urosepsis, a right hemicolectomy review, a valproate
 * pregnancy prevention review, tibialis posterior dysfunction, late-onset acne and chronic prostatitis), on the checker
 * of commit 904ef45 (the last stop's) — recorded once, as it came out, before any tuning (decision 034).
 */
export const HELD_OUT_83_FIRST_RUN = { caught: 64, planted: 72, falseFlags: 9, faithful: 18 };

/**
 * The eighty-fourth held-out set's first run (issue 24; tests/fixtures/flagger/held-out-84.ts, written blind on
 * 2026-12-02, at the same time as held-out-83 and by another writer: a pulled elbow, thrush in pregnancy, erectile
 * dysfunction, work stress with a fit note, influenza prophylaxis in a care home, a dexamethasone trial at home, a
 * traumatic hyphaema, noise-induced hearing loss and a pre-travel consultation on azathioprine), on the checker of
 * commit 904ef45 — recorded once, as it came out, before any tuning (decision 034).
 */
export const HELD_OUT_84_FIRST_RUN = { caught: 62, planted: 72, falseFlags: 11, faithful: 18 };

/**
 * The eighty-fifth held-out set's first run (issue 24; tests/fixtures/flagger/held-out-85.ts, written blind on
 * 2026-12-02, at the same time as held-out-86 and by another writer: a coronary artery dissection, inhaled steroid
 * withdrawal in COPD, fluid retention on pioglitazone, interstitial nephritis on omeprazole, gallstone pancreatitis,
 * haemolysis after broad beans, normal pressure hydrocephalus, dermatomyositis and facial erysipelas), on the checker of
 * commit 8898807, tuned this stop on held-out-83 and -84 — recorded once, as it came out, before any tuning (decision
 * 034). On 904ef45's checker (the last stop's) it would have scored the same.
 */
export const HELD_OUT_85_FIRST_RUN = { caught: 66, planted: 72, falseFlags: 7, faithful: 18 };

/**
 * The eighty-sixth held-out set's first run (issue 24; tests/fixtures/flagger/held-out-86.ts, written blind on
 * 2026-12-02, at the same time as held-out-85 and by another writer: a tongue tie, heavy periods from menarche, an
 * anal sphincter injury at the postnatal check, primary HIV, depression after a heart attack, parotitis in a care home,
 * seizures from brain metastases, a painful Horner's syndrome and fitness to fly with COPD), on the checker of commit
 * 8898807 — recorded once, as it came out, before any tuning (decision 034). On 904ef45's checker it would have scored
 * the same.
 */
export const HELD_OUT_86_FIRST_RUN = { caught: 67, planted: 72, falseFlags: 13, faithful: 18 };

/**
 * The eighty-seventh held-out set's first run (issue 24; tests/fixtures/flagger/held-out-87.ts, written blind on
 * 2026-12-02, at the same time as held-out-88 and by another writer: Wenckebach block on bisoprolol with diltiazem,
 * amiodarone-induced thyrotoxicosis, gabapentin toxicity as the eGFR fell, allergic bronchopulmonary aspergillosis,
 * suspected achalasia, a photosensitive eruption from bendroflumethiazide, strongyloidiasis, pain after a
 * haemorrhoidectomy and possible granulomatosis with polyangiitis), on the checker of commit b4f6894 — recorded once,
 * as it came out, before any tuning (decision 034). On 756d2cd's checker it would have scored the same.
 */
export const HELD_OUT_87_FIRST_RUN = { caught: 64, planted: 72, falseFlags: 19, faithful: 18 };

/**
 * The eighty-eighth held-out set's first run (issue 24; tests/fixtures/flagger/held-out-88.ts, written blind on
 * 2026-12-02, at the same time as held-out-87 and by another writer: intussusception in a baby, herpes zoster
 * ophthalmicus, hyperemesis gravidarum, chlamydia with gonorrhoea, a buprenorphine review after a lapse, norovirus in a
 * care home, terminal agitation from urinary retention, grommet otorrhoea and insulin omission at school), on the
 * checker of commit b4f6894 — recorded once, as it came out, before any tuning (decision 034). On 756d2cd's checker it
 * would have scored the same.
 */
export const HELD_OUT_88_FIRST_RUN = { caught: 64, planted: 72, falseFlags: 16, faithful: 18 };

/**
 * The eighty-ninth held-out set's first run (issue 24; tests/fixtures/flagger/held-out-89.ts, written blind on
 * 2026-12-02, at the same time as held-out-90 and by another writer: a review after AF cryoablation, latent TB before
 * adalimumab, vomiting after a tirzepatide increase, tacrolimus toxicity from clarithromycin, pill oesophagitis from
 * doxycycline, an effort thrombosis of the subclavian vein, suspected motor neurone disease, avascular necrosis of the
 * hip after prednisolone and recurrent cellulitis with lymphoedema), on the checker of commit cbc6efc, tuned this
 * stop on held-out-87 and -88 — recorded once, as it came out, before any tuning (decision 034). On b4f6894's checker
 * it would have scored the same.
 */
export const HELD_OUT_89_FIRST_RUN = { caught: 63, planted: 72, falseFlags: 24, faithful: 18 };

/**
 * The ninetieth held-out set's first run (issue 24; tests/fixtures/flagger/held-out-90.ts, written blind on
 * 2026-12-02, at the same time as held-out-89 and by another writer: childhood absence epilepsy, a paracetamol
 * overdose at fifteen, reduced fetal movements, a retained tampon, incontinence with bacteriuria in a care home, a
 * malignant pleural effusion at home, a corneal foreign body with a rust ring, jaw joint pain presenting as earache
 * and nightmares on mefloquine), on the checker of commit cbc6efc — recorded once, as it came out, before any tuning
 * (decision 034). On b4f6894's checker it would have scored the same.
 */
export const HELD_OUT_90_FIRST_RUN = { caught: 68, planted: 72, falseFlags: 17, faithful: 18 };

/**
 * The ninety-first held-out set's first run (issue 24; tests/fixtures/flagger/held-out-91.ts, written blind on
 * 2026-12-02 by a UK GP writing adult medicine and surgery, at the same time as held-out-92 and by another writer:
 * pre-excitation on an ECG, cor pulmonale in COPD, hepatic encephalopathy, a urethral stricture, metformin
 * intolerance, parvovirus polyarthropathy, carbamazepine hyponatraemia, a labile INR switched to apixaban and
 * dehydration after a sleeve gastrectomy), on the checker of commit 5fbf643 — recorded once, as it came out, before
 * any tuning (decision 034).
 */
export const HELD_OUT_91_FIRST_RUN = { caught: 67, planted: 72, falseFlags: 10, faithful: 18 };

/**
 * The ninety-second held-out set's first run (issue 24; tests/fixtures/flagger/held-out-92.ts, written blind on
 * 2026-12-02, at the same time as held-out-91 and by another writer: developmental dysplasia of the hip at the
 * six-week check, low mood on isotretinoin, high-grade dyskaryosis, a falling eGFR on PrEP, a stroke in a care home
 * under a ReSPECT form, a DVT in palliative care, a third nerve palsy, nasal vestibulitis and tick-borne encephalitis
 * advice for travel), on the checker of commit 5fbf643 — recorded once, as it came out, before any tuning (decision
 * 034).
 */
export const HELD_OUT_92_FIRST_RUN = { caught: 65, planted: 72, falseFlags: 25, faithful: 18 };

/**
 * The ninety-third held-out set's first run (issue 24; tests/fixtures/flagger/held-out-93.ts, written blind on
 * 2026-12-03 by a UK GP writing adult medicine and surgery, at the same time as held-out-94 and by another writer:
 * suspected mitral regurgitation, suspected CTEPH after a pulmonary embolism, Barrett's oesophagus with breakthrough
 * reflux, a pituitary macroadenoma found by the optician, exertional rhabdomyolysis, narcolepsy with cataplexy in a van
 * driver, a subungual melanoma, a first shoulder dislocation and a popliteal artery aneurysm after EVAR), on the
 * checker of commit dc1d1fc — recorded once, as it came out, before any tuning (decision 034).
 */
export const HELD_OUT_93_FIRST_RUN = { caught: 62, planted: 72, falseFlags: 22, faithful: 18 };

/**
 * The ninety-fourth held-out set's first run (issue 24; tests/fixtures/flagger/held-out-94.ts, written blind on
 * 2026-12-03, at the same time as held-out-93 and by another writer: oligoarticular JIA in a three-year-old, nicotine
 * vaping dependence in a fifteen-year-old, an asthma exacerbation in pregnancy, disseminated gonococcal infection,
 * risperidone tapered in a care home, cholestatic itch from a blocked biliary stent, orbital cellulitis in a child,
 * otosclerosis in pregnancy and furuncular myiasis after The Gambia), on the checker of commit dc1d1fc — recorded once,
 * as it came out, before any tuning (decision 034).
 */
export const HELD_OUT_94_FIRST_RUN = { caught: 65, planted: 72, falseFlags: 23, faithful: 18 };

/**
 * The ninety-fifth held-out set's first run (issue 24; tests/fixtures/flagger/held-out-95.ts, written blind on
 * 2026-12-03 by a UK GP writing musculoskeletal medicine, skin, urology, older people, neurology and endocrinology, at
 * the same time as held-out-96 and by another writer: a skier's thumb, a knee MCL sprain, a keratoacanthoma on
 * warfarin, chilblains, haematospermia, carotid sinus hypersensitivity, hemifacial spasm, biotin upsetting thyroid
 * tests and osteomalacia), on the checker of commit 2bdc882 — recorded once, as it came out, before any tuning
 * (decision 034).
 */
export const HELD_OUT_95_FIRST_RUN = { caught: 65, planted: 72, falseFlags: 39, faithful: 18 };

/**
 * The ninety-sixth held-out set's first run (issue 24; tests/fixtures/flagger/held-out-96.ts, written blind on
 * 2026-12-03, at the same time as held-out-95 and by another writer: Legionnaires' disease after a spa hotel, missed
 * edoxaban before cardioversion, suspected primary sclerosing cholangitis, lithium-induced nephrogenic diabetes
 * insipidus, hereditary haemorrhagic telangiectasia, ESBL cystitis, a learning disability health check, occupational
 * lead poisoning and post-COVID-19 syndrome in a nurse), on the checker of commit 2bdc882 — recorded once, as it came
 * out, before any tuning (decision 034).
 */
export const HELD_OUT_96_FIRST_RUN = { caught: 68, planted: 72, falseFlags: 14, faithful: 18 };

/**
 * The ninety-seventh held-out set's first run (issue 24; tests/fixtures/flagger/held-out-97.ts, written blind on
 * 2026-12-03, at the same time as held-out-98 and by another writer: de Quervain's thyroiditis, reactive arthritis
 * after Campylobacter, Peyronie's disease, bullous pemphigoid on linagliptin, a popliteal artery aneurysm, digoxin
 * toxicity with clarithromycin, Ramsay Hunt syndrome in a lorry driver, a metatarsal stress fracture with RED-S and a
 * femoral hernia on apixaban), on the checker of commit 6250d17 — recorded once, as it came out, before any tuning
 * (decision 034).
 */
export const HELD_OUT_97_FIRST_RUN = { caught: 67, planted: 72, falseFlags: 19, faithful: 18 };

/**
 * The ninety-eighth held-out set's first run (issue 24; tests/fixtures/flagger/held-out-98.ts, written blind on
 * 2026-12-03, at the same time as held-out-97 and by another writer: Kawasaki disease, obstetric cholestasis, an
 * impalpable Nexplanon, secondary syphilis, lithium toxicity after naproxen, herpes zoster ophthalmicus, sudden
 * sensorineural hearing loss, spinal cord compression at home and a monkey bite in Bali), on the checker of commit
 * 6250d17 — recorded once, as it came out, before any tuning (decision 034).
 */
export const HELD_OUT_98_FIRST_RUN = { caught: 65, planted: 72, falseFlags: 10, faithful: 18 };

/**
 * The ninety-ninth held-out set's first run (issue 24; tests/fixtures/flagger/held-out-99.ts, written blind on
 * 2026-12-03 evening: heart failure skipping furosemide, a COPD rescue pack by telephone, eGFR falling on naproxen,
 * empagliflozin added in type 2 diabetes, new hyperthyroidism, gout on bendroflumethiazide, a positive FIT with iron
 * deficiency, cellulitis around a venous ulcer at home and a raised PSA on clopidogrel), on the checker of commit
 * 4aaad5a — recorded once, as it came out, before any tuning (decision 034).
 */
export const HELD_OUT_99_FIRST_RUN = { caught: 67, planted: 72, falseFlags: 22, faithful: 18 };

/**
 * The hundredth held-out set's first run (issue 24; tests/fixtures/flagger/held-out-100.ts, written blind on
 * 2026-12-03 evening by another writer than held-out-99's: a child with pneumonia, cow's milk protein allergy in an
 * infant, postnatal mastitis on enalapril, menopause with a Mirena coil, depression with suicidal thoughts, alcohol
 * dependence, a TIA at home, sudden sensorineural hearing loss and an Achilles rupture after ciprofloxacin), on the
 * checker of commit 9a7f141, tuned on held-out-99 — recorded once, as it came out, before any tuning (decision 034).
 */
export const HELD_OUT_100_FIRST_RUN = { caught: 64, planted: 72, falseFlags: 12, faithful: 18 };

/**
 * The hundred-and-first held-out set's first run (issue 24; tests/fixtures/flagger/held-out-101.ts, written blind on
 * 2026-12-03 night: a second UTI by telephone, shingles by video, an infected shin laceration, a post-discharge
 * pneumonia review with a high INR on warfarin, a falls medication review on apixaban, opioids and suspected sleep
 * apnoea in a forklift driver, a COPD annual review, a lithium review on over-the-counter ibuprofen and acne for
 * isotretinoin), on the checker of commit 6ce4732, tuned on held-out-100 — recorded once, as it came out, before any
 * tuning (decision 034).
 */
export const HELD_OUT_101_FIRST_RUN = { caught: 67, planted: 72, falseFlags: 26, faithful: 18 };

/**
 * The hundred-and-second held-out set's first run (issue 24; tests/fixtures/flagger/held-out-102.ts, written blind on
 * 2026-12-03 night by another writer than held-out-101's: bronchiolitis in a baby, asthma in a child, pre-eclampsia,
 * epididymo-orchitis, menopause, endometriosis, flashes and floaters, nosebleeds on warfarin and end of life in a care
 * home), on the checker of commit 7dd707e, tuned on held-out-101 — recorded once, as it came out, before any tuning
 * (decision 034).
 */
export const HELD_OUT_102_FIRST_RUN = { caught: 62, planted: 72, falseFlags: 14, faithful: 18 };

/**
 * The hundred-and-third held-out set's first run (issue 24; tests/fixtures/flagger/held-out-103.ts, written blind on
 * 2026-12-04: gout, hypothyroidism, a child's UTI, iron-deficiency anaemia on the two-week-wait, shingles near the eye,
 * plantar fasciitis and Achilles pain, after an overdose, a postnatal check after a caesarean, heart failure), on the
 * checker of commit eeff531, tuned on held-out-102 — recorded once, as it came out, before any tuning (decision 034).
 */
export const HELD_OUT_103_FIRST_RUN = { caught: 68, planted: 72, falseFlags: 11, faithful: 18 };

/**
 * The hundred-and-fourth held-out set's first run (issue 24; tests/fixtures/flagger/held-out-104.ts, written blind on
 * 2026-12-04 by another writer than held-out-103's: a first seizure, a rheumatoid flare on methotrexate, croup at night,
 * urinary retention, an eating disorder, atrial fibrillation found at a flu clinic, psoriasis bloods, a breast lump on
 * the two-week-wait, a syringe driver at home), on the checker of commit 68f9a69, tuned on held-out-102 and -103 and
 * their review — recorded once, as it came out, before any tuning (decision 034).
 */
export const HELD_OUT_104_FIRST_RUN = { caught: 65, planted: 72, falseFlags: 15, faithful: 18 };

/**
 * The hundred-and-fifth held-out set's first run (issue 24; tests/fixtures/flagger/held-out-105.ts, written blind on
 * 2026-12-04 by another writer than held-out-106's, at the same time: a COPD rescue pack, new type 2 diabetes, a
 * febrile convulsion, a frozen shoulder injection, heavy periods on tranexamic acid, delirium from a UTI in a care home,
 * acne on lymecycline, erectile dysfunction on sildenafil, a red eye sent to eye casualty), on the checker of commit
 * 27548ab, as held-out-106's was — recorded once, as it came out, before any tuning (decision 034).
 */
export const HELD_OUT_105_FIRST_RUN = { caught: 65, planted: 72, falseFlags: 26, faithful: 18 };

/**
 * The hundred-and-sixth held-out set's first run (issue 24; tests/fixtures/flagger/held-out-106.ts, written blind on
 * 2026-12-04: a TIA, lithium with a new NSAID, sciatica and a cauda equina screen, a child's asthma attack, scabies in
 * a care home, a raised PSA, BPPV, hypoglycaemia on gliclazide in a driver, pyelonephritis in pregnancy), on the checker
 * of commit 27548ab, tuned on held-out-104 — recorded once, as it came out, before any tuning (decision 034).
 */
export const HELD_OUT_106_FIRST_RUN = { caught: 60, planted: 72, falseFlags: 22, faithful: 18 };

/**
 * The hundred-and-seventh held-out set's first run (issue 24; tests/fixtures/flagger/held-out-107.ts, written blind on
 * 2026-12-04 by another writer than held-out-108's, at the same time: a gout flare on a thiazide, suspected heart
 * failure, shingles near the eye, new hyperthyroidism, iron-deficiency anaemia sent on the two-week wait, a community
 * alcohol detox, a high INR with bleeding gums, a wound infection after a hernia repair, carpal tunnel syndrome), on the
 * checker of commit 1ed63e5, tuned on held-out-105 and -106 — recorded once, as it came out, before any tuning
 * (decision 034).
 */
export const HELD_OUT_107_FIRST_RUN = { caught: 64, planted: 72, falseFlags: 16, faithful: 18 };

/**
 * The hundred-and-eighth held-out set's first run (issue 24; tests/fixtures/flagger/held-out-108.ts, written blind on
 * 2026-12-04 by another writer than held-out-107's, at the same time: bronchiolitis in a baby, a UTI in a toddler, a
 * six-week postnatal check, starting HRT, an ADHD medication review, panic disorder starting sertraline, falls with
 * postural hypotension, impetigo, hyperemesis), on the checker of commit 1ed63e5, as held-out-107's was — recorded
 * once, as it came out, before any tuning (decision 034).
 */
export const HELD_OUT_108_FIRST_RUN = { caught: 61, planted: 72, falseFlags: 46, faithful: 18 };

/**
 * The hundred-and-tenth held-out set's first run (issue 24; tests/fixtures/flagger/held-out-110.ts, written blind on
 * 2026-12-04: long-term conditions and end of life — insulin started at a diabetes review, COPD after an
 * exacerbation, heart failure with swelling ankles, CKD with a rising potassium, a DOAC dose review, thyroxine before
 * a pregnancy, a breakthrough seizure, a syringe driver, opioid reduction), on the checker of commit d92fdc0 —
 * recorded once, as it came out, before any tuning (decision 034).
 */
export const HELD_OUT_110_FIRST_RUN = { caught: 64, planted: 72, falseFlags: 21, faithful: 18 };

/**
 * The hundred-and-ninth held-out set's first run (issue 24; tests/fixtures/flagger/held-out-109.ts, written blind on
 * 2026-12-04 by another writer than held-out-110's, at the same time: sciatica, an eczema flare, recurrent sore
 * throats, a red eye, an older man's urinary symptoms, a contraception switch with an STI screen, travel vaccines and
 * malaria tablets, a fit note after a knee injury, gout on a diuretic), on the checker of commit ccd45ac (held-out-110's
 * first run and nothing tuned on it) — recorded once, as it came out, before any tuning (decision 034).
 */
export const HELD_OUT_109_FIRST_RUN = { caught: 63, planted: 72, falseFlags: 9, faithful: 18 };

/**
 * The hundred-and-eleventh held-out set's first run (issue 24; tests/fixtures/flagger/held-out-111.ts, written blind on
 * 2026-12-04: new atrial fibrillation and anticoagulation, heart failure with ankle swelling, CKD with a raised
 * potassium, a feverish child under five, a six-week postnatal check, memory concerns and a memory clinic referral,
 * alcohol misuse, plantar fasciitis in a runner, acne before isotretinoin), on the checker of commit 039ab45 —
 * recorded once, as it came out, before any tuning (decision 034).
 */
export const HELD_OUT_111_FIRST_RUN = { caught: 66, planted: 72, falseFlags: 17, faithful: 18 };

/**
 * The hundred-and-twelfth held-out set's first run (issue 24; tests/fixtures/flagger/held-out-112.ts, written blind on
 * 2026-12-04 by another writer than held-out-111's, at the same time: a toddler's eczema flare, acute gout, urinary
 * incontinence, perimenopause and HRT, migraine with aura on the combined pill, hypothyroidism with a dose change,
 * varenicline to stop smoking, a teenager's poorly controlled asthma, a student's low mood with a risk assessment), on
 * the checker of commit 039ab45, as held-out-111's was — recorded once, as it came out, before any tuning
 * (decision 034).
 */
export const HELD_OUT_112_FIRST_RUN = { caught: 64, planted: 72, falseFlags: 20, faithful: 18 };

/**
 * The hundred-and-thirteenth held-out set's first run (issue 24; tests/fixtures/flagger/held-out-113.ts, written blind
 * on 2026-12-04, after held-out-111 and -112 were tuned on: a suspected DVT, new type 2 diabetes on metformin, croup,
 * sciatica with red flags checked, shingles, a first seizure, suspected rheumatoid arthritis, a child's perforated
 * eardrum, a care-home medication review after falls), on the checker of commit bdbce0e — recorded once, as it came
 * out, before any tuning (decision 034).
 */
export const HELD_OUT_113_FIRST_RUN = { caught: 65, planted: 72, falseFlags: 11, faithful: 18 };

/**
 * The hundred-and-fourteenth held-out set's first run (issue 24; tests/fixtures/flagger/held-out-114.ts, written blind
 * on 2026-12-04 by another writer than held-out-113's, at the same time: a breast lump, rectal bleeding with a FIT,
 * generalised anxiety starting an SSRI, BPPV, a UTI in pregnancy, conjunctivitis in a contact lens wearer, a
 * hypertension review, an ankle sprain, insomnia), on the checker of commit bdbce0e, as held-out-113's was — recorded
 * once, as it came out, before any tuning (decision 034).
 */
export const HELD_OUT_114_FIRST_RUN = { caught: 63, planted: 72, falseFlags: 16, faithful: 18 };

/**
 * The hundred-and-fifteenth held-out set's first run (issue 24; tests/fixtures/flagger/held-out-115.ts, written blind
 * on 2026-12-04, after held-out-113 and -114 were tuned on: Lyme disease, polymyalgia rheumatica, vitamin B12
 * deficiency, hay fever before exams, Bell's palsy, chronic urticaria, tennis elbow, osteoporosis after a wrist
 * fracture, threadworms in a family), on the checker of commit dfc9700 — recorded once, as it came out, before any
 * tuning (decision 034).
 */
export const HELD_OUT_115_FIRST_RUN = { caught: 64, planted: 72, falseFlags: 20, faithful: 18 };

/**
 * The hundred-and-sixteenth held-out set's first run (issue 24; tests/fixtures/flagger/held-out-116.ts, written blind
 * on 2026-12-04 by another writer than held-out-115's, at the same time: acute sinusitis, Raynaud's phenomenon,
 * H. pylori eradication, suspected pelvic inflammatory disease, unilateral tinnitus, an infected ingrowing toenail,
 * vitamin D deficiency, headache and visual symptoms at 34 weeks, suspected giant cell arteritis), on the checker of
 * commit dfc9700, as held-out-115's was — recorded once, as it came out, before any tuning (decision 034).
 */
export const HELD_OUT_116_FIRST_RUN = { caught: 66, planted: 72, falseFlags: 16, faithful: 18 };

/**
 * The hundred-and-seventeenth held-out set's first run (issue 24; tests/fixtures/flagger/held-out-117.ts, written
 * blind on 2026-12-05, while held-out-115 and -116 were being tuned on: children and young people — suspected cows'
 * milk protein allergy, constipation, a first wheeze, heavy periods, a limp, a baby check, recurrent headaches, an
 * eating disorder concern, suspected eczema herpeticum), on the checker of commit 43015a4 — recorded once, as it came
 * out, before any tuning (decision 034).
 */
export const HELD_OUT_117_FIRST_RUN = { caught: 66, planted: 72, falseFlags: 28, faithful: 18 };

/**
 * The hundred-and-eighteenth held-out set's first run (issue 24; tests/fixtures/flagger/held-out-118.ts, written
 * blind on 2026-12-05 by another writer than held-out-117's, at the same time: exertional chest tightness,
 * palpitations, a review after pneumonia, dipstick haematuria, claudication, a CKD 3b medication review, breast pain
 * without a lump, a sebaceous cyst, gout on allopurinol), on the checker of commit 43015a4, as held-out-117's was —
 * recorded once, as it came out, before any tuning (decision 034).
 */
export const HELD_OUT_118_FIRST_RUN = { caught: 64, planted: 72, falseFlags: 17, faithful: 18 };

/**
 * The hundred-and-nineteenth held-out set's first run (issue 24; tests/fixtures/flagger/held-out-119.ts, written
 * blind on 2026-12-05, while held-out-117 and -118 were being tuned on: urology and women's health — an overactive
 * bladder, prostatic enlargement, recurrent UTIs after the menopause, renal colic, epididymo-orchitis, erectile
 * dysfunction, stress incontinence, nocturia, a Bartholin's cyst), on the checker of commit a5b52bc — recorded once,
 * as it came out, before any tuning (decision 034).
 */
export const HELD_OUT_119_FIRST_RUN = { caught: 68, planted: 72, falseFlags: 17, faithful: 18 };

/**
 * The hundred-and-twentieth held-out set's first run (issue 24; tests/fixtures/flagger/held-out-120.ts, written blind
 * on 2026-12-05 by another writer than held-out-119's, at the same time: skin — psoriasis, rosacea, a suspicious mole,
 * scabies, a fungal nail, hidradenitis, a leg ulcer, infant seborrhoeic dermatitis, a kettle burn), on the checker of
 * commit a5b52bc, as held-out-119's was — recorded once, as it came out, before any tuning (decision 034).
 */
export const HELD_OUT_120_FIRST_RUN = { caught: 66, planted: 72, falseFlags: 18, faithful: 18 };

/**
 * The hundred-and-twenty-first held-out set's first run (issue 24; tests/fixtures/flagger/held-out-121.ts, written
 * blind on 2026-12-05: long COVID, pseudogout, polycystic ovaries, a wasp sting, carbon monoxide from a boiler,
 * halitosis, head lice, ME/CFS, mild hypothermia after a night on the floor), on the checker of commit c6ffdfd —
 * recorded once, as it came out, before any tuning (decision 034).
 */
export const HELD_OUT_121_FIRST_RUN = { caught: 65, planted: 72, falseFlags: 13, faithful: 18 };

/**
 * The hundred-and-twenty-second held-out set's first run (issue 24; tests/fixtures/flagger/held-out-122.ts, written
 * blind on 2026-12-05 by another writer than held-out-121's, at the same time: tongue-tie, adolescent scoliosis,
 * Ménière's disease, a chalazion, dry eyes, joint hypermobility, a neck lump, blistering sunburn, a hiatus hernia), on
 * the checker of commit c6ffdfd, as held-out-121's was — recorded once, as it came out, before any tuning (decision
 * 034). On the commit before (0bed512), without the comma rule, it had 21 false flags.
 */
export const HELD_OUT_122_FIRST_RUN = { caught: 67, planted: 72, falseFlags: 19, faithful: 18 };

/**
 * The hundred-and-twenty-third held-out set's first run (issue 24; tests/fixtures/flagger/held-out-123.ts, written
 * blind on 2026-12-05 while held-out-121 and -122 were being tuned on: whiplash, a bunion, coccydynia, golfer's elbow,
 * frostbite, jet lag in cabin crew, an ovarian cyst, costochondritis, ear wax), on the checker of commit a655f7d —
 * recorded once, as it came out, before any tuning (decision 034). The checker of 0bed512, before the night's rules,
 * gave the same figures.
 */
export const HELD_OUT_123_FIRST_RUN = { caught: 65, planted: 72, falseFlags: 10, faithful: 18 };

/**
 * The hundred-and-twenty-fourth held-out set's first run (issue 24; tests/fixtures/flagger/held-out-124.ts, written
 * blind on 2026-12-05 by another writer than held-out-123's, at the same time: vaginismus, a lipoma, lymphoedema,
 * haemochromatosis, polycythaemia, bronchiectasis, pericarditis, vitiligo, Addison's disease before surgery), on the
 * checker of commit a655f7d, as held-out-123's was — recorded once, as it came out, before any tuning (decision 034).
 * The checker of 0bed512 gave the same figures.
 */
export const HELD_OUT_124_FIRST_RUN = { caught: 62, planted: 72, falseFlags: 21, faithful: 18 };

/**
 * The hundred-and-twenty-fifth held-out set's first run (issue 24; tests/fixtures/flagger/held-out-125.ts, written
 * blind on 2026-12-05 while held-out-122 and -124 were being tuned on: loss of smell, a deviated septum, a mouth ulcer
 * on the two-week wait, geographic tongue, tonsil stones, carpal tunnel and chickenpox contact in pregnancy, bleeding
 * at 20 weeks in a rhesus-negative woman, suspected systemic sclerosis), on the checker of commit 058b716 — recorded
 * once, as it came out, before any tuning (decision 034). On 0bed512, before the morning's rules: 58/72, 27 false
 * flags.
 */
export const HELD_OUT_125_FIRST_RUN = { caught: 58, planted: 72, falseFlags: 24, faithful: 18 };

/**
 * The hundred-and-twenty-sixth held-out set's first run (issue 24; tests/fixtures/flagger/held-out-126.ts, written
 * blind on 2026-12-05 by another writer than held-out-125's, at the same time: trigeminal neuralgia, cluster headache,
 * essential tremor, optic neuritis, ulnar nerve entrapment, spinal stenosis, a pneumothorax before flying, suspected
 * myasthenia and Guillain-Barré syndrome), on the checker of commit 058b716, as held-out-125's was — recorded once, as
 * it came out, before any tuning (decision 034). On 0bed512: 65/72, 25 false flags.
 */
export const HELD_OUT_126_FIRST_RUN = { caught: 65, planted: 72, falseFlags: 22, faithful: 18 };

/**
 * The hundred-and-twenty-seventh held-out set's first run (issue 24; tests/fixtures/flagger/held-out-127.ts, written
 * blind on 2026-12-05 (morning): Ménière's disease, polycystic ovary syndrome, an ingrown toenail, heat exhaustion
 * after a half marathon, obsessive-compulsive disorder, a ruptured Baker's cyst, burning mouth syndrome, a toddler's
 * minor head injury, subfertility), on the checker of commit dd6afb1 — recorded once, as it came out, before any
 * tuning (decision 034). On f1a01fc, before the morning's rules: the same.
 */
export const HELD_OUT_127_FIRST_RUN = { caught: 61, planted: 72, falseFlags: 16, faithful: 18 };

/**
 * The hundred-and-twenty-eighth held-out set's first run (issue 24; tests/fixtures/flagger/held-out-128.ts, written
 * blind on 2026-12-05 by another writer than held-out-127's, at the same time: dry eye, a child's squint, scoliosis,
 * a slipped upper femoral epiphysis, growing pains, soiling with constipation, body dysmorphic disorder, a stammer,
 * carer strain), on the checker of commit dd6afb1, as held-out-127's was — recorded once, as it came out, before any
 * tuning (decision 034). On f1a01fc: the same.
 */
export const HELD_OUT_128_FIRST_RUN = { caught: 63, planted: 72, falseFlags: 19, faithful: 18 };

/**
 * The hundred-and-twenty-ninth held-out set's first run (issue 24; tests/fixtures/flagger/held-out-129.ts, written
 * blind on 2026-12-05 (afternoon): selective mutism, a disclosure of domestic abuse, a stye, plantar verrucae,
 * premenstrual dysphoric disorder, capacity and a lasting power of attorney in early dementia, heat exhaustion in a
 * roofer, a fish hook in a thumb, a pterygium), on the checker of commit 089f0e1 — recorded once, as it came out,
 * before any tuning (decision 034). On 119916f, the next commit, committed before the run: the same.
 */
export const HELD_OUT_129_FIRST_RUN = { caught: 63, planted: 72, falseFlags: 16, faithful: 18 };

/**
 * The hundred-and-thirtieth held-out set's first run (issue 24; tests/fixtures/flagger/held-out-130.ts, written blind
 * on 2026-12-05 by another writer than held-out-129's, at the same time: female genital mutilation found at booking,
 * hoarding, gender dysphoria, granulation at a PEG site, scurvy, Tourette syndrome, a firearms licence query, a
 * splinter under a nail, vulvodynia), on the checker of commit 089f0e1, as held-out-129's was — recorded once, as it
 * came out, before any tuning (decision 034). On 119916f: the same.
 */
export const HELD_OUT_130_FIRST_RUN = { caught: 63, planted: 72, falseFlags: 8, faithful: 18 };

/**
 * The hundred-and-thirty-first held-out set's first run (issue 24; tests/fixtures/flagger/held-out-131.ts, written
 * blind on 2026-12-05 (afternoon), after the rules tuned on held-out-129 and -130: melasma, intertrigo, a keloid,
 * pruritus ani, a rectal prolapse, night terrors, positional plagiocephaly, toe walking, a skier's thumb), on the
 * checker of commit 56f55d2 — recorded once, as it came out, before any tuning (decision 034). On 3f4ffc4, before the
 * afternoon's rules: the same.
 */
export const HELD_OUT_131_FIRST_RUN = { caught: 63, planted: 72, falseFlags: 15, faithful: 18 };

/**
 * The hundred-and-thirty-second held-out set's first run (issue 24; tests/fixtures/flagger/held-out-132.ts, written
 * blind on 2026-12-05 by another writer than held-out-131's, at the same time: costochondritis, labyrinthitis,
 * presbycusis, hyperacusis, temporomandibular dysfunction, a salivary stone, a thyroglossal cyst, lactose intolerance
 * after gastroenteritis, sleepwalking), on the checker of commit 56f55d2, as held-out-131's was — recorded once, as
 * it came out, before any tuning (decision 034). On 3f4ffc4: the same.
 */
export const HELD_OUT_132_FIRST_RUN = { caught: 63, planted: 72, falseFlags: 10, faithful: 18 };

/**
 * The hundred-and-thirty-third held-out set's first run (issue 24; tests/fixtures/flagger/held-out-133.ts, written
 * blind on 2026-12-05 (evening) from a brief written afresh: loss of smell after a virus, trismus after a wisdom tooth,
 * in-toeing, flexible flat feet, a fungal toenail, athlete's foot, tennis elbow, a clicky hip at the six-week check, a
 * cat bite), on the checker of commit 3922815 — recorded once, as it came out, before any tuning (decision 034). On
 * 30e7b9c, before that commit's rule: the same.
 */
export const HELD_OUT_133_FIRST_RUN = { caught: 64, planted: 72, falseFlags: 15, faithful: 18 };

/**
 * The hundred-and-thirty-fourth held-out set's first run (issue 24; tests/fixtures/flagger/held-out-134.ts, written
 * blind on 2026-12-05 by another writer than held-out-133's, at the same time: a bee sting, breath-holding spells,
 * coccydynia, a stye, a dry mouth, teething, stammering, an infected insect bite, amblyopia), on the checker of commit
 * 3922815, as held-out-133's was — recorded once, as it came out, before any tuning (decision 034). On 30e7b9c: 66/72
 * and 16 false flags.
 */
export const HELD_OUT_134_FIRST_RUN = { caught: 66, planted: 72, falseFlags: 15, faithful: 18 };

/**
 * The hundred-and-thirty-fifth held-out set's first run (issue 24; tests/fixtures/flagger/held-out-135.ts, written
 * blind on 2026-12-05 (late) from bench/flagger/blind-set-brief.md: overflow soiling, an umbilical granuloma, labial
 * adhesions, dermatographism, heat rash in an overwrapped baby, pes anserine bursitis, piriformis syndrome,
 * patellofemoral pain, a calf muscle tear), on the checker of commit 2a442d8 — recorded once, as it came out, before
 * any tuning (decision 034).
 */
export const HELD_OUT_135_FIRST_RUN = { caught: 67, planted: 72, falseFlags: 17, faithful: 18 };

/**
 * The hundred-and-thirty-sixth held-out set's first run (issue 24; tests/fixtures/flagger/held-out-136.ts, written
 * blind on 2026-12-05 by another writer than held-out-135's, at the same time: sesamoiditis, finger clubbing,
 * laryngitis, a lip mucocele, pitted keratolysis, slipping rib syndrome, bow legs, a boutonnière finger, a watery
 * eye), on the checker of commit 2a442d8, as held-out-135's was — recorded once, as it came out, before any tuning
 * (decision 034).
 */
export const HELD_OUT_136_FIRST_RUN = { caught: 63, planted: 72, falseFlags: 9, faithful: 18 };

/**
 * The hundred-and-thirty-seventh held-out set's first run (issue 24; tests/fixtures/flagger/held-out-137.ts, written
 * blind on 2026-12-05 (late) from bench/flagger/blind-set-brief.md: xiphodynia, turf toe, uvulitis, a submandibular
 * stone, a subungual haematoma, a black eye on apixaban, a cauliflower ear, an infected tattoo, a fish-bone sensation),
 * on the checker of commit b3128f6 — recorded once, as it came out, before any tuning (decision 034).
 */
export const HELD_OUT_137_FIRST_RUN = { caught: 67, planted: 72, falseFlags: 13, faithful: 18 };

/**
 * The hundred-and-thirty-eighth held-out set's first run (issue 24; tests/fixtures/flagger/held-out-138.ts, written
 * blind on 2026-12-05 by another writer than held-out-137's, at the same time: orf, a fight bite, a kerion, a dry
 * socket, shin splints, night cramps on a diuretic, an insect in the ear, a jellyfish sting, energy-drink
 * palpitations), on the checker of commit b3128f6, as held-out-137's was — recorded once, as it came out, before any
 * tuning (decision 034).
 */
export const HELD_OUT_138_FIRST_RUN = { caught: 65, planted: 72, falseFlags: 14, faithful: 18 };

/**
 * The hundred-and-thirty-ninth held-out set's first run (issue 24; tests/fixtures/flagger/held-out-139.ts, written
 * blind on 2026-12-05 (evening) from bench/flagger/blind-set-brief.md: cat-scratch disease, a knocked-out front tooth,
 * Mondor's disease, trichotillomania, a broken collarbone, a swallowed coin, lichen simplex chronicus, lipoedema, a
 * clicky hip at the baby check), on the checker of commit 09fa68c — recorded once, as it came out, before any tuning
 * (decision 034).
 */
export const HELD_OUT_139_FIRST_RUN = { caught: 58, planted: 72, falseFlags: 15, faithful: 18 };

/**
 * The hundred-and-fortieth held-out set's first run (issue 24; tests/fixtures/flagger/held-out-140.ts, written blind
 * on 2026-12-05 by another writer than held-out-139's, at the same time: black hairy tongue, roseola, priapism on
 * trazodone, keratosis pilaris, a dermatofibroma feared to be a melanoma, Bowen's disease, a hammer toe with a corn,
 * occipital neuralgia, post-traumatic stress after a crash), on the checker of commit 09fa68c, as held-out-139's was —
 * recorded once, as it came out, before any tuning (decision 034).
 */
export const HELD_OUT_140_FIRST_RUN = { caught: 66, planted: 72, falseFlags: 17, faithful: 18 };

/**
 * The hundred-and-forty-first held-out set's first run (issue 24; tests/fixtures/flagger/held-out-141.ts, written
 * blind on 2026-12-05 (night) from bench/flagger/blind-set-brief.md: bed bug bites, a swallowed button battery,
 * chondromalacia patellae, gamekeeper's thumb, a groin strain, a jersey finger, microscopic colitis, proctalgia fugax,
 * pudendal neuralgia), on the checker of commit 99ce710 — recorded once, as it came out, before any tuning
 * (decision 034).
 */
export const HELD_OUT_141_FIRST_RUN = { caught: 64, planted: 72, falseFlags: 19, faithful: 18 };

/**
 * The hundred-and-forty-second held-out set's first run (issue 24; tests/fixtures/flagger/held-out-142.ts, written
 * blind on 2026-12-05 by another writer than held-out-141's, at the same time: a Spigelian hernia, a fear of flying,
 * emetophobia, misophonia, cherry angiomas, encopresis, health anxiety, body odour, burnout and a fit note), on the
 * checker of commit 99ce710, as held-out-141's was — recorded once, as it came out, before any tuning (decision 034).
 */
export const HELD_OUT_142_FIRST_RUN = { caught: 66, planted: 72, falseFlags: 15, faithful: 18 };

/**
 * The hundred-and-forty-third held-out set's first run (issue 24; tests/fixtures/flagger/held-out-143.ts, written
 * blind on 2026-12-06 from bench/flagger/blind-set-brief.md: enlarged adenoids, a weever fish sting, a carbuncle,
 * housemaid's knee, idiopathic hypersomnia, hypospadias, knock knees, Scheuermann's kyphosis, pericoronitis), on the
 * checker of commit 5dd163e — recorded once, as it came out, before any tuning (decision 034).
 */
export const HELD_OUT_143_FIRST_RUN = { caught: 67, planted: 72, falseFlags: 13, faithful: 18 };

/**
 * The hundred-and-forty-fourth held-out set's first run (issue 24; tests/fixtures/flagger/held-out-144.ts, written
 * blind on 2026-12-06 by another writer than held-out-143's, at the same time: ringworm from a kitten, rumination
 * syndrome, suspected dyspraxia, Sever's disease, a termination of pregnancy request, vulvovaginitis in a child, a
 * fungal nail, a Mongolian blue spot, a sea urchin spine), on the checker of commit 5dd163e, as held-out-143's was —
 * recorded once, as it came out, before any tuning (decision 034).
 */
export const HELD_OUT_144_FIRST_RUN = { caught: 66, planted: 72, falseFlags: 9, faithful: 18 };

/**
 * The hundred-and-forty-fifth held-out set's first run (issue 24; tests/fixtures/flagger/held-out-145.ts, written
 * blind on 2026-12-06 from bench/flagger/blind-set-brief.md: anosmia after a virus, paraphimosis, acute wry neck, a lip
 * tie, natal teeth, head banging, keratoconus, cervicogenic headache, persistent hiccoughs), on the checker of commit
 * 73eabef (after the rules held-out-143 and -144 gave) — recorded once, as it came out, before any tuning (decision
 * 034).
 */
export const HELD_OUT_145_FIRST_RUN = { caught: 69, planted: 72, falseFlags: 20, faithful: 18 };

/**
 * The hundred-and-forty-sixth held-out set's first run (issue 24; tests/fixtures/flagger/held-out-146.ts, written
 * blind on 2026-12-06 by another writer than held-out-145's, at the same time: suspected dyslexia, curly toes,
 * seabather's eruption, sleep talking, colour vision deficiency, toilet training, a human bite, polymorphic light
 * eruption, giant hogweed burns), on the checker of commit 73eabef, as held-out-145's was — recorded once, as it came
 * out, before any tuning (decision 034).
 */
export const HELD_OUT_146_FIRST_RUN = { caught: 63, planted: 72, falseFlags: 17, faithful: 18 };

/**
 * The hundred-and-forty-seventh held-out set's first run (issue 24; tests/fixtures/flagger/held-out-147.ts, written
 * blind on 2026-12-06 from bench/flagger/blind-set-brief.md: a stammer in an adult, poison ivy, prickly heat in a baby,
 * chafing thighs, an infected paper cut, travel sickness, an infected nose piercing, a fishhook in a thumb, thumb
 * sucking), on the checker of commit 81582f7 (after the rules held-out-145 gave) — recorded once, as it came out,
 * before any tuning (decision 034).
 */
export const HELD_OUT_147_FIRST_RUN = { caught: 64, planted: 72, falseFlags: 8, faithful: 18 };

/**
 * The hundred-and-forty-eighth held-out set's first run (issue 24; tests/fixtures/flagger/held-out-148.ts, written
 * blind on 2026-12-06 by another writer than held-out-147's, at the same time: a swallowed magnet, a broken little toe,
 * razor bumps, a lisp, flea bites from a new puppy, an embedded earring back, gel nail polish allergy, smoke
 * inhalation, hot tub folliculitis), on the checker of commit 81582f7, as held-out-147's was — recorded once, as it
 * came out, before any tuning (decision 034).
 */
export const HELD_OUT_148_FIRST_RUN = { caught: 68, planted: 72, falseFlags: 17, faithful: 18 };

/**
 * The hundred-and-forty-ninth held-out set's first run (issue 24; tests/fixtures/flagger/held-out-149.ts, written
 * blind on 2026-12-06 from bench/flagger/blind-set-brief.md: a hornet sting, a spider bite, bedbug bites, bleach in
 * an eye, superglued eyelids, a cooking-oil burn, a broken nose, a chipped front tooth, a jammed finger), on the
 * checker of commit 28bd94e (after the rules held-out-147 and -148 gave) — recorded once, as it came out, before any
 * tuning (decision 034).
 */
export const HELD_OUT_149_FIRST_RUN = { caught: 59, planted: 72, falseFlags: 17, faithful: 18 };

/**
 * The hundred-and-fiftieth held-out set's first run (issue 24; tests/fixtures/flagger/held-out-150.ts, written on
 * 2026-12-06 by another writer than held-out-149's, at the same time: travellers' diarrhoea, a deviated septum, a
 * calf strain, a lip filler lump, a baby's clubfoot, a bead in a nostril, cracked heels, cold urticaria, a
 * snowboarding fall), on the checker of commit 28bd94e, as held-out-149's was — recorded once, as it came out, before
 * any tuning (decision 034). Not wholly blind: before writing, its writer read part of a scratch file of the
 * benchmark's output (earlier sets' misses and false flags, with the checker's reasons); it opened no checker code.
 */
export const HELD_OUT_150_FIRST_RUN = { caught: 66, planted: 72, falseFlags: 9, faithful: 18 };

/**
 * The hundred-and-fifty-first held-out set's first run (issue 24; tests/fixtures/flagger/held-out-151.ts, written
 * blind on 2026-12-06 from bench/flagger/blind-set-brief.md: snow blindness, a hangover with a head bump, an infected
 * tongue piercing, screen eye strain, a stubbed little toe, an ice-skating chin cut, a karate kick to the ribs,
 * seasickness tablets, a gamer's thumb and wrist), on the checker of commit 394de4f — recorded once, as it came out,
 * before any tuning (decision 034). Its writer was told to read nothing but the brief and the files it names, and
 * said it read nothing else; the benchmark's scratch output was moved away from where earlier writers found it.
 */
export const HELD_OUT_151_FIRST_RUN = { caught: 66, planted: 72, falseFlags: 26, faithful: 18 };

/**
 * The hundred-and-fifty-second held-out set's first run (issue 24; tests/fixtures/flagger/held-out-152.ts, written
 * blind on 2026-12-06 by another writer than held-out-151's, at the same time: a groin strain at yoga, a knocked-out
 * front tooth put back, swimmer's ear, jock itch, a plantar wart, earwax blocking a hearing aid, a judo shoulder
 * dislocation, a roller-skating buckle fracture, a kickboxing shin haematoma), on the checker of commit 394de4f, as
 * held-out-151's was — recorded once, as it came out, before any tuning (decision 034).
 */
export const HELD_OUT_152_FIRST_RUN = { caught: 58, planted: 72, falseFlags: 12, faithful: 18 };

/**
 * The forty-seventh held-out set's first run (issue 24; tests/fixtures/flagger/held-out-47.ts, written blind on
 * 2026-12-01, at the same time as held-out-48 and by another writer: adult medicine and surgery), on the checker of
 * commit 39b7d2b, as held-out-48's was — recorded once, as it came out, before any tuning (decision 034). Both writers
 * chose cyclical mastalgia worse in the left breast for one scenario, each without seeing the other's.
 */
export const HELD_OUT_47_FIRST_RUN = { caught: 65, planted: 72, falseFlags: 12, faithful: 18 };
