import { buildIndex, findNames, type NameMention } from "./names.ts";
import type { Token } from "./tokens.ts";
import { mapped } from "./arrays.ts";

/**
 * What a number measures when no unit says so: the observation or test named just before it ("BP 142/88",
 * "HbA1c 64", "sats ninety seven", "weight 78.4 kg"). Each has one name (`id`) and its other spellings.
 * Single capitals (T, P, K) count only directly before a number ("T 38.2").
 */
const MEASUREMENTS: ReadonlyArray<readonly [id: string, ...names: string[]]> = [
  ["blood pressure", "blood pressure", "bp"],
  ["pulse", "pulse", "heart rate", "hr", "pulse rate", "=P"],
  ["temperature", "temperature", "temp", "=T"],
  [
    "oxygen saturation",
    "sats",
    "saturations",
    "saturation",
    "oxygen saturation",
    "oxygen saturations",
    "spo2",
    "o2 sats",
  ],
  ["respiratory rate", "respiratory rate", "resp rate", "rr"],
  ["gcs", "gcs", "glasgow coma scale", "glasgow coma score"],
  ["capillary refill", "capillary refill", "capillary refill time", "crt", "cap refill"],
  ["weight", "weight", "wt", "weighs", "weighing", "weighed"],
  ["height", "height", "ht"],
  ["bmi", "bmi", "body mass index"],
  ["hba1c", "hba1c", "a1c"],
  ["egfr", "egfr", "gfr"],
  ["creatinine", "creatinine", "creat", "=Cr"],
  ["cholesterol", "cholesterol", "total cholesterol", "tc", "chol"],
  ["ldl", "ldl", "ldl cholesterol", "ldl-c"],
  ["hdl", "hdl", "hdl cholesterol", "hdl-c"],
  ["triglycerides", "triglycerides", "triglyceride", "tg", "trigs"],
  ["non-hdl", "non-hdl", "non hdl", "non-hdl cholesterol", "non hdl cholesterol", "non-hdl-c"],
  ["tsh", "tsh"],
  ["free t4", "free t4", "ft4", "t4", "free t four", "t four"],
  ["free t3", "free t3", "ft3", "t3", "free t three", "t three"],
  ["potassium", "potassium", "=K"],
  ["sodium", "sodium", "=Na"],
  ["calcium", "calcium", "adjusted calcium", "corrected calcium", "=Ca"],
  ["haemoglobin", "haemoglobin", "hemoglobin", "hb"],
  ["mcv", "mcv"],
  ["ferritin", "ferritin"],
  ["transferrin saturation", "transferrin saturation", "tsat", "tf sat", "transferrin sat"],
  ["b12", "b12", "vitamin b12", "b twelve", "vitamin b twelve"],
  ["folate", "folate"],
  ["vitamin d", "vitamin d", "vit d", "25-oh vitamin d", "25-oh vit d"],
  ["crp", "crp"],
  ["esr", "esr"],
  ["psa", "psa"],
  ["fit", "=FIT", "qfit"],
  ["peak flow", "peak flow", "pefr", "pef"],
  ["fev1", "fev1", "fev one"],
  ["glucose", "glucose", "blood sugar", "blood sugars", "blood glucose", "cbg", "sugar", "sugars", "bm", "bms"],
  ["urate", "urate", "uric acid"],
  ["inr", "inr"],
  ["platelets", "platelets", "plt"],
  ["white cell count", "wcc", "white cell count", "white count", "white cells", "white cell"],
  [
    "acr",
    "acr",
    "uacr",
    "albumin creatinine ratio",
    // "albumin:creatinine ratio", as the tokenizer splits it
    "albumin : creatinine ratio",
    "urine albumin : creatinine ratio",
    "albumin to creatinine ratio",
    "albumin-creatinine ratio",
    "urine albumin creatinine ratio",
    "urine acr",
  ],
  ["alt", "alt"],
  ["u&e", "u&e", "u&es", "u and es", "u and e", "u and e's", "u&e's", "ue", "ues", "renal function", "kidney function"],
  ["lft", "lft", "lfts", "liver function", "liver tests", "liver function tests", "liver bloods"],
  ["tft", "tft", "tfts", "thyroid function", "thyroid function tests"],
  ["fbc", "fbc", "full blood count"],
  ["bloods", "bloods", "blood test", "blood tests"],
  ["alcohol", "alcohol", "etoh", "drinks", "drink", "drinking"],
  ["smoking", "smokes", "smoker", "smoking", "smoked"],
  ["phq-9", "phq"],
  ["gad-7", "gad"],
  ["centor", "centor"],
  ["feverpain", "feverpain"],
  ["qrisk", "qrisk"],
  ["cha2ds2-vasc", "cha2ds2", "chads", "chads2"],
  ["orbit", "orbit"],
];

const INDEX = buildIndex(
  MEASUREMENTS.flatMap(([id, ...names]) =>
    mapped(names, (name) =>
      name.startsWith("=") ? { id, name: name.slice(1), caseSensitive: true } : { id, name, caseSensitive: false },
    ),
  ),
);

export function findMeasurements(tokens: Token[]): NameMention[] {
  // "sugar-free lemon sweets", "sugar free": what a thing is free of, not a reading.
  const free = (k: number) =>
    tokens[k]?.lower === "free" || (tokens[k]?.lower === "-" && tokens[k + 1]?.lower === "free");
  return findNames(tokens, INDEX).filter((mention) => !free(mention.last + 1));
}
