/** A template as the dictation screen offers and previews it. */
export type TemplateChoice = {
  id: number;
  scope: "practice" | "personal";
  name: string;
  sections: string[];
  instructions: string;
};

/** What a template may hold (decision 065), checked on the server (template-schemas.server.ts). */
export const TEMPLATE_LIMITS = {
  name: 80,
  sections: 12,
  section: 60,
  instructions: 2_000,
  /** Templates one practice, or one clinician, may keep; also the most one file may bring. */
  perOwner: 100,
} as const;
