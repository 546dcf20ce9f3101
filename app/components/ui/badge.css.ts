import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css.ts";

export const badge = style({
  display: "inline-block",
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  lineHeight: 1.4,
});
export const tone = styleVariants({
  brand: { background: vars.color.brand, color: vars.color.textInverse },
  neutral: {
    background: vars.color.surfaceMuted,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
  },
  success: { background: vars.color.successLight, color: vars.color.success },
  danger: { background: vars.color.dangerLight, color: vars.color.dangerDark },
});
