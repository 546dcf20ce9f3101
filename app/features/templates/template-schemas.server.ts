import { z } from "zod";
import { TEMPLATE_LIMITS } from "./note-formats.ts";

export { TEMPLATE_LIMITS };

/**
 * What a note template may hold (decision 065), checked on the server for the forms, the import and the database
 * alike. The messages are said beside the field, or for an import with the template they belong to.
 */

/** The version of the export file this Notewell writes and reads. */
export const TEMPLATE_FILE_VERSION = 1;
export const TEMPLATE_FILE_FORMAT = "notewell-templates";

export type TemplateValue = { name: string; sections: string[]; instructions: string };

const name = z
  .string({ error: "Give the template a name" })
  .transform((value) => value.trim().replace(/\s+/g, " "))
  .pipe(
    z
      .string()
      .min(1, "Give the template a name")
      .max(TEMPLATE_LIMITS.name, `Keep the name to ${TEMPLATE_LIMITS.name} characters or fewer`),
  );

/** A list of headings: each trimmed, blanks left out, then counted and measured. */
const sectionList = z.array(z.string({ error: "Each section must be text" })).transform((list, context) => {
  const sections = list.map((s) => s.trim().replace(/\s+/g, " ").replace(/:$/, "").trim()).filter(Boolean);
  if (sections.length === 0) context.addIssue({ code: "custom", message: "Give the template at least one section" });
  if (sections.length > TEMPLATE_LIMITS.sections) {
    context.addIssue({
      code: "custom",
      message: `A template can have up to ${TEMPLATE_LIMITS.sections} sections; this one has ${sections.length}`,
    });
  }
  sections.forEach((section, i) => {
    if (section.length > TEMPLATE_LIMITS.section) {
      context.addIssue({
        code: "custom",
        message: `Section ${i + 1} is longer than ${TEMPLATE_LIMITS.section} characters`,
      });
    }
  });
  const seen = new Set<string>();
  for (const section of sections) {
    if (seen.has(section.toLowerCase())) {
      context.addIssue({ code: "custom", message: `The section “${section}” is there twice` });
      break;
    }
    seen.add(section.toLowerCase());
  }
  return sections;
});

const instructions = z
  .string({ error: "The instructions must be text" })
  .transform((value) => value.trim())
  .pipe(
    z
      .string()
      .max(
        TEMPLATE_LIMITS.instructions,
        `Keep the instructions to ${TEMPLATE_LIMITS.instructions.toLocaleString("en-GB")} characters or fewer`,
      ),
  );

/** A template as the import file holds it. */
const TemplateSchema = z.object(
  { name, sections: sectionList, instructions: instructions.default("") },
  { error: "it is not a template (a name, its sections and its instructions)" },
);

/** The form: the sections one to a line. */
export const TemplateFormSchema = z.object({
  name,
  sections: z
    .string({ error: "Give the template at least one section" })
    .transform((text) => text.split(/\r?\n/))
    .pipe(sectionList),
  instructions: instructions.default(""),
});

/** The file Export writes and Import reads. */
export type TemplateFile = {
  format: typeof TEMPLATE_FILE_FORMAT;
  version: typeof TEMPLATE_FILE_VERSION;
  exportedAt: string;
  templates: TemplateValue[];
};

/**
 * Reads an import file's text: the templates in it, or the one message that says what is wrong, in plain words
 * (never an exception: a file is something anyone can upload).
 */
export function readTemplateFile(text: string): { templates: TemplateValue[] } | { error: string } {
  if (!text.trim()) return { error: "The file is empty. Choose a templates file exported from Notewell." };
  if (text.includes("\u0000") || text.includes("\\u0000"))
    return { error: "This file holds characters Notewell cannot store." };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { error: "This file is not a Notewell templates file: it is not valid JSON." };
  }
  if (!data || typeof data !== "object" || Array.isArray(data)) {
    return { error: "This file is not a Notewell templates file: it should hold a version and a list of templates." };
  }
  const file = data as Record<string, unknown>;
  if (!("version" in file)) return { error: "This file has no version, so Notewell cannot read it as templates." };
  if (file.version !== TEMPLATE_FILE_VERSION) {
    return {
      error: `This file is version ${JSON.stringify(file.version)}; this Notewell reads version ${TEMPLATE_FILE_VERSION} templates files.`,
    };
  }
  if (!Array.isArray(file.templates)) {
    return { error: "This file is not a Notewell templates file: it has no list of templates." };
  }
  if (file.templates.length === 0) return { error: "This file has no templates in it." };
  if (file.templates.length > TEMPLATE_LIMITS.perOwner) {
    return {
      error: `A file may bring up to ${TEMPLATE_LIMITS.perOwner} templates; this one has ${file.templates.length}.`,
    };
  }
  const templates: TemplateValue[] = [];
  const names = new Set<string>();
  for (const [i, entry] of file.templates.entries()) {
    const parsed = TemplateSchema.safeParse(entry);
    const label =
      typeof (entry as { name?: unknown })?.name === "string" ? `“${(entry as { name: string }).name}”` : `${i + 1}`;
    if (!parsed.success) {
      return { error: `Template ${label}: ${parsed.error.issues[0]?.message ?? "it is not a template"}.` };
    }
    const key = parsed.data.name.toLowerCase();
    if (names.has(key)) return { error: `The template “${parsed.data.name}” is in the file twice.` };
    names.add(key);
    templates.push(parsed.data);
  }
  return { templates };
}
