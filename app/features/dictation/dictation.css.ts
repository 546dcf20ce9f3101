import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css.ts";

export const header = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.lg,
  flexWrap: "wrap",
  marginBottom: vars.space.lg,
});
export const controls = style({ display: "flex", alignItems: "center", gap: vars.space.md, flexWrap: "wrap" });
export const timer = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xl,
  fontVariantNumeric: "tabular-nums",
  minWidth: "5ch",
});
export const status = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
export const dot = style({
  width: "10px",
  height: "10px",
  borderRadius: vars.radius.full,
  background: vars.color.borderStrong,
  selectors: {
    "&[data-status='connected']": { background: vars.color.success },
    "&[data-status='connecting']": { background: vars.color.warning },
  },
});
export const stack = style({ display: "flex", flexDirection: "column", gap: vars.space.lg });
export const generateRow = style({ display: "flex", gap: vars.space.sm, flexWrap: "wrap" });
export const noteStyle = style({
  margin: `0 0 ${vars.space.sm}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
export const saveStatus = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  selectors: {
    "&[data-status='offline'], &[data-status='signed-out'], &[data-status='failed']": { color: vars.color.danger },
  },
});
