import { style } from "@vanilla-extract/css";
import { layers, vars } from "~/styles/theme.css.ts";

export const trigger = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  minWidth: "220px",
  minHeight: "42px",
  padding: `${vars.space.sm} ${vars.space.md}`,
  font: "inherit",
  color: vars.color.text,
  background: vars.color.surface,
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  cursor: "pointer",
  selectors: { "&:disabled": { opacity: 0.6, cursor: "not-allowed" } },
});
export const content = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  padding: vars.space.xs,
  zIndex: layers.popover,
  minWidth: "var(--radix-select-trigger-width)",
});
export const item = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  cursor: "pointer",
  outline: "none",
  selectors: {
    "&[data-highlighted]": { background: vars.color.brandLight },
    "&[data-state='checked']": { fontWeight: 700 },
  },
});
export const native = style({
  minWidth: "220px",
  minHeight: "42px",
  padding: `${vars.space.sm} ${vars.space.md}`,
  font: "inherit",
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
});
