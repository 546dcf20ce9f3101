import { describe, expect, test } from "vitest";
import { TemplateFormSchema, readTemplateFile } from "./template-schemas.server.ts";

const form = (values: Record<string, unknown>) =>
  TemplateFormSchema.safeParse({ name: "Asthma review", sections: "Control\nPlan", instructions: "", ...values });
const firstMessage = (result: ReturnType<typeof form>) => (result.success ? null : result.error.issues[0]?.message);
const file = (templates: unknown, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ format: "notewell-templates", version: 1, templates, ...extra });

describe("a template's form (decision 065)", () => {
  test("sections one to a line, trimmed, blanks and a trailing colon left out", () => {
    const result = form({ name: "  Asthma   review ", sections: " Control: \n\n Inhaler technique\r\nPlan\n" });
    expect(result.success && result.data).toEqual({
      name: "Asthma review",
      sections: ["Control", "Inhaler technique", "Plan"],
      instructions: "",
    });
  });

  test("limits, in plain words", () => {
    expect(firstMessage(form({ name: "  " }))).toBe("Give the template a name");
    expect(firstMessage(form({ name: "x".repeat(81) }))).toBe("Keep the name to 80 characters or fewer");
    expect(form({ name: "x".repeat(80) }).success).toBe(true);
    expect(firstMessage(form({ sections: "\n \n" }))).toBe("Give the template at least one section");
    const thirteen = Array.from({ length: 13 }, (_, i) => `Section ${i + 1}`).join("\n");
    expect(firstMessage(form({ sections: thirteen }))).toBe("A template can have up to 12 sections; this one has 13");
    expect(form({ sections: thirteen.split("\n").slice(0, 12).join("\n") }).success).toBe(true);
    expect(firstMessage(form({ sections: `Plan\n${"y".repeat(61)}` }))).toBe("Section 2 is longer than 60 characters");
    expect(firstMessage(form({ sections: "Plan\nplan" }))).toBe("The section “plan” is there twice");
    expect(firstMessage(form({ instructions: "z".repeat(2_001) }))).toBe(
      "Keep the instructions to 2,000 characters or fewer",
    );
    expect(form({ instructions: "z".repeat(2_000) }).success).toBe(true);
  });

  test("a missing field is a message, not an exception", () => {
    expect(TemplateFormSchema.safeParse({}).success).toBe(false);
    expect(firstMessage(TemplateFormSchema.safeParse({ name: "A" }) as ReturnType<typeof form>)).toBe(
      "Give the template at least one section",
    );
  });
});

describe("an import file", () => {
  test("a good file gives its templates, unknown fields left out", () => {
    const read = readTemplateFile(
      file([{ name: "Asthma review", sections: ["Control", "Plan"], instructions: "Short lines.", colour: "red" }]),
    );
    expect(read).toEqual({
      templates: [{ name: "Asthma review", sections: ["Control", "Plan"], instructions: "Short lines." }],
    });
  });

  test("bad JSON, no version, another version, no list: a clear message each", () => {
    expect(readTemplateFile("{ not json")).toEqual({
      error: "This file is not a Notewell templates file: it is not valid JSON.",
    });
    expect(readTemplateFile("")).toEqual({
      error: "The file is empty. Choose a templates file exported from Notewell.",
    });
    expect(readTemplateFile("[1, 2]")).toEqual({
      error: "This file is not a Notewell templates file: it should hold a version and a list of templates.",
    });
    expect(readTemplateFile(JSON.stringify({ templates: [] }))).toEqual({
      error: "This file has no version, so Notewell cannot read it as templates.",
    });
    expect(readTemplateFile(file([], { version: 2 }))).toEqual({
      error: "This file is version 2; this Notewell reads version 1 templates files.",
    });
    expect(readTemplateFile(file("many"))).toEqual({
      error: "This file is not a Notewell templates file: it has no list of templates.",
    });
    expect(readTemplateFile(file([]))).toEqual({ error: "This file has no templates in it." });
    expect(readTemplateFile(file([{ name: "A\u0000", sections: ["Plan"] }]))).toEqual({
      error: "This file holds characters Notewell cannot store.",
    });
  });

  test("a template over a limit is named with the reason; nothing is taken", () => {
    expect(readTemplateFile(file([{ name: "Long", sections: ["x".repeat(61)] }]))).toEqual({
      error: "Template “Long”: Section 1 is longer than 60 characters.",
    });
    expect(readTemplateFile(file([{ name: "Ok", sections: ["Plan"] }, 7]))).toEqual({
      error: "Template 2: it is not a template (a name, its sections and its instructions).",
    });
    expect(readTemplateFile(file([{ name: "A", sections: "Plan" }]))).toMatchObject({ error: /^Template “A”: / });
    expect(
      readTemplateFile(file(Array.from({ length: 101 }, (_, i) => ({ name: `T${i}`, sections: ["Plan"] })))),
    ).toEqual({
      error: "A file may bring up to 100 templates; this one has 101.",
    });
  });

  test("the same name twice in one file is refused", () => {
    expect(
      readTemplateFile(
        file([
          { name: "Asthma", sections: ["Plan"] },
          { name: "ASTHMA", sections: ["Plan"] },
        ]),
      ),
    ).toEqual({ error: "The template “ASTHMA” is in the file twice." });
  });
});
