import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css.ts";

export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.xl,
  boxShadow: vars.shadow.sm,
});
export const title = style({ fontSize: vars.fontSize.xl, margin: `0 0 ${vars.space.xs}` });
export const description = style({ color: vars.color.textMuted, margin: `0 0 ${vars.space.lg}` });
