import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css.ts";

export const list = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  borderBottom: `2px solid ${vars.color.border}`,
  marginBottom: vars.space.lg,
});
export const trigger = style({
  font: "inherit",
  fontWeight: 600,
  color: vars.color.textMuted,
  background: "transparent",
  border: "none",
  borderBottom: "4px solid transparent",
  marginBottom: "-2px",
  padding: `${vars.space.sm} ${vars.space.lg}`,
  cursor: "pointer",
  selectors: {
    "&[data-state='active']": { color: vars.color.brand, borderBottomColor: vars.color.brand },
    "&:hover": { color: vars.color.text },
  },
});
export const content = style({
  selectors: { "&[hidden], &[data-state='inactive']": { display: "none" } },
});
