import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { checkNotFinished } from "~/platform/document-history.ts";
import { SHORTHAND_FLAG, UNCHECKED_FLAG, type DocumentFlag } from "~/platform/document-kinds.ts";
import { FlagList } from "./document-extras.tsx";

const TEXT = "Knee pain for 3 weeks. Naproxen 500 mg BD.";
const dose: DocumentFlag = {
  start: 31,
  end: 37,
  kind: "dose",
  text: "500 mg",
  explanation: "naproxen 500 mg not in the dictation (said: 250 mg)",
};
const unchecked: DocumentFlag = {
  start: 0,
  end: 9,
  kind: UNCHECKED_FLAG,
  text: "Knee pain",
  explanation:
    "Notewell could not finish checking this document against your dictation: check every detail yourself before pasting",
};

describe("what the list of details to check says above them (decision 072)", () => {
  test("details the dictation does not say", () => {
    const html = renderToStaticMarkup(<FlagList field="note" flags={[dose]} text={TEXT} />);
    expect(html).toContain("The dictation does not say these, or says something else.");
    expect(html).toContain("1 of 1 to check.");
  });

  test("a patient summary's shorthand", () => {
    const shorthand = { ...dose, kind: SHORTHAND_FLAG, text: "BD", start: 38, end: 40, explanation: "BD: shorthand" };
    const html = renderToStaticMarkup(<FlagList field="note" flags={[shorthand]} text={TEXT} />);
    expect(html).toContain("or they are shorthand your patient may not know.");
  });

  test("a check that could not be completed does not claim the dictation disagrees", () => {
    const html = renderToStaticMarkup(<FlagList field="note" flags={[unchecked]} text={TEXT} />);
    expect(html).toContain("Notewell could not check this document for you.");
    expect(html).not.toContain("The dictation does not say these");
    expect(html).toContain("check every detail yourself before pasting");
  });
});

describe("whether Copy and Download ask about the whole document", () => {
  test("only while the could-not-check detail is there and not yet ticked", () => {
    expect(checkNotFinished(undefined)).toBe(false);
    expect(checkNotFinished([dose])).toBe(false);
    expect(checkNotFinished([unchecked])).toBe(true);
    expect(checkNotFinished([{ ...unchecked, checked: true }])).toBe(false);
  });
});
