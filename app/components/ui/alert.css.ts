import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css.ts";

export const alert = style({
  display: "flex",
  gap: vars.space.md,
  alignItems: "flex-start",
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  borderLeft: "6px solid",
});
export const tone = styleVariants({
  danger: { background: vars.color.dangerLight, borderColor: vars.color.danger },
  info: { background: vars.color.brandLight, borderColor: vars.color.brand },
  warning: { background: vars.color.warningLight, borderColor: vars.color.warning },
  success: { background: vars.color.successLight, borderColor: vars.color.success },
});
export const body = style({ flex: 1 });
export const title = style({ fontWeight: 700, margin: `0 0 ${vars.space.xs}` });
export const actions = style({ display: "flex", gap: vars.space.sm, marginTop: vars.space.sm, flexWrap: "wrap" });
