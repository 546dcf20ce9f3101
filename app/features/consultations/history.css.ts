import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css.ts";

export const page = style({ display: "flex", flexDirection: "column", gap: vars.space.lg });
export const intro = style({ margin: 0, color: vars.color.textMuted });
export const filter = style({ display: "flex", gap: vars.space.sm, alignItems: "flex-end", flexWrap: "wrap" });
export const filterField = style({ flex: "1 1 240px", maxWidth: "420px" });
export const list = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
});
export const item = style({
  display: "block",
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: "inherit",
  textDecoration: "none",
  selectors: {
    "&:hover": { borderColor: vars.color.brand },
    "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" },
  },
});
export const title = style({ fontWeight: 700, fontSize: vars.fontSize.lg, margin: 0, overflowWrap: "anywhere" });
export const when = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: `${vars.space.xs} 0 0` });
export const labelForm = style({ display: "flex", gap: vars.space.sm, alignItems: "flex-end", flexWrap: "wrap" });
export const preview = style({ margin: `${vars.space.xs} 0`, overflowWrap: "anywhere" });
export const badges = style({ display: "flex", gap: vars.space.xs, flexWrap: "wrap" });
export const pager = style({ display: "flex", gap: vars.space.lg, justifyContent: "space-between", flexWrap: "wrap" });
export const actions = style({ display: "flex", gap: vars.space.sm, flexWrap: "wrap", alignItems: "center" });
export const text = style({
  whiteSpace: "pre-wrap",
  overflowWrap: "anywhere",
  margin: 0,
  padding: vars.space.md,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
  maxHeight: "480px",
  overflowY: "auto",
});
export const question = style({ fontWeight: 600, margin: `${vars.space.md} 0 ${vars.space.xs}` });
