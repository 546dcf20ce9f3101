import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css.ts";

export const button = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.sm,
  minHeight: "40px",
  padding: `${vars.space.sm} ${vars.space.lg}`,
  border: "2px solid transparent",
  borderRadius: vars.radius.md,
  font: "inherit",
  fontWeight: 600,
  textDecoration: "none",
  cursor: "pointer",
  whiteSpace: "nowrap",
  selectors: {
    "&:disabled, &[aria-disabled='true']": { opacity: 0.55, cursor: "not-allowed" },
  },
});
export const variant = styleVariants({
  primary: {
    background: vars.color.brand,
    color: vars.color.textInverse,
    selectors: { "&:hover:not(:disabled)": { background: vars.color.brandDark, color: vars.color.textInverse } },
  },
  secondary: {
    background: vars.color.surface,
    color: vars.color.brand,
    borderColor: vars.color.brand,
    selectors: { "&:hover:not(:disabled)": { background: vars.color.brandLight } },
  },
  danger: {
    background: vars.color.danger,
    color: vars.color.textInverse,
    selectors: { "&:hover:not(:disabled)": { background: vars.color.dangerDark } },
  },
  ghost: {
    background: "transparent",
    color: vars.color.text,
    selectors: { "&:hover:not(:disabled)": { background: vars.color.surfaceMuted } },
  },
  recording: {
    background: vars.color.danger,
    color: vars.color.textInverse,
  },
});
export const size = styleVariants({
  sm: { minHeight: "32px", padding: `${vars.space.xs} ${vars.space.md}`, fontSize: vars.fontSize.sm },
  md: {},
  lg: { minHeight: "48px", padding: `${vars.space.md} ${vars.space.xl}`, fontSize: vars.fontSize.lg },
});
