import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css.ts";

export const header = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.lg,
  flexWrap: "wrap",
});
export const headerTools = style({ display: "flex", alignItems: "center", gap: vars.space.md });
export const stack = style({ display: "flex", flexDirection: "column", gap: vars.space.lg });
export const nhsNumber = style({ maxWidth: "22rem" });
export const generateRow = style({ display: "flex", gap: vars.space.sm, flexWrap: "wrap" });
export const noteStyle = style({
  margin: `0 0 ${vars.space.sm}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
/** One line, whatever it says (a long message is cut short on screen; its whole text is in its title). */
export const saveStatus = style({
  margin: 0,
  height: "1.25rem",
  lineHeight: "1.25rem",
  whiteSpace: "nowrap",
  overflow: "hidden",
  textOverflow: "ellipsis",
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  selectors: {
    "&[data-status='offline'], &[data-status='signed-out'], &[data-status='failed']": { color: vars.color.danger },
  },
});
/** Consent before the first recording (decision 060): a plain group of two choices under the recording bar. */
export const consent = style({
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  selectors: { "&[data-invalid]": { borderColor: vars.color.danger } },
});
export const consentLegend = style({ padding: `0 ${vars.space.xs}`, fontWeight: 600 });
export const consentChoice = style({
  display: "flex",
  gap: vars.space.sm,
  alignItems: "flex-start",
  cursor: "pointer",
});
export const consentError = style({ margin: 0, color: vars.color.dangerDark, fontSize: vars.fontSize.sm });
export const consentRecorded = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
/** A radio big enough to tap on a phone (about 20 px), level with the first line of its words. */
globalStyle(`${consentChoice} input`, { width: "1.25rem", height: "1.25rem", margin: "0.1rem 0 0", flex: "none" });
