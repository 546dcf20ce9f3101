import { style } from "@vanilla-extract/css";
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
