import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css.ts";

export const prompts = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, marginBottom: vars.space.sm });
export const help = style({ margin: `0 0 ${vars.space.md}`, fontSize: vars.fontSize.sm });
export const ask = style({ display: "flex", justifyContent: "flex-end", marginTop: vars.space.sm });
export const heading = style({ fontSize: vars.fontSize.lg, margin: `${vars.space.lg} 0 ${vars.space.sm}` });
export const thread = style({
  margin: 0,
  paddingLeft: vars.space.xl,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
});
export const asked = style({ fontWeight: 600, margin: `0 0 ${vars.space.xs}` });
export const answer = style({
  whiteSpace: "pre-wrap",
  overflowWrap: "anywhere",
  padding: vars.space.md,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
});
