import { style } from "@vanilla-extract/css";
import { breakpoints, vars } from "~/styles/theme.css.ts";

/**
 * The tabs stay on one row: when they do not fit (the dictation screen's four on a phone) the row scrolls
 * sideways within itself, never the page. The base line is an inset shadow, not a border, so the active tab's
 * underline can sit on it inside the scrolling box.
 */
export const list = style({
  display: "flex",
  flexWrap: "nowrap",
  gap: vars.space.xs,
  overflowX: "auto",
  overflowY: "hidden",
  scrollbarWidth: "thin",
  boxShadow: `inset 0 -2px 0 ${vars.color.border}`,
  marginBottom: vars.space.lg,
});
export const trigger = style({
  flex: "0 0 auto",
  whiteSpace: "nowrap",
  font: "inherit",
  fontWeight: 600,
  color: vars.color.textMuted,
  background: "transparent",
  border: "none",
  borderBottom: "4px solid transparent",
  padding: `${vars.space.sm} ${vars.space.lg}`,
  cursor: "pointer",
  "@media": { [breakpoints.small]: { padding: `${vars.space.sm} ${vars.space.md}` } },
  selectors: {
    "&[data-state='active']": { color: vars.color.brand, borderBottomColor: vars.color.brand },
    "&:hover": { color: vars.color.text },
    // Drawn inside the tab: the scrolling row would clip a ring drawn outside it.
    "&:focus-visible": { outlineOffset: "-3px", boxShadow: `inset 0 0 0 5px ${vars.color.text}` },
  },
});
export const content = style({
  selectors: { "&[hidden], &[data-state='inactive']": { display: "none" } },
});
