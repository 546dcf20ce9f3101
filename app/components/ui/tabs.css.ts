import { style } from "@vanilla-extract/css";
import { breakpoints, vars } from "~/styles/theme.css.ts";

/**
 * When the tabs do not fit on one row (the dictation screen's four on a phone, System Settings' five) they wrap
 * onto a second, so every tab — the one open above all — is always in view, with or without JavaScript (issue
 * 23: a row scrolling sideways hid the open tab off-screen). Each tab has its own base line, so a wrapped row
 * has one too.
 */
export const list = style({
  display: "flex",
  flexWrap: "wrap",
  columnGap: 0,
  rowGap: vars.space.xs,
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
  // The base line, drawn under the transparent border: the open tab's underline covers it.
  backgroundImage: `linear-gradient(${vars.color.border}, ${vars.color.border})`,
  backgroundSize: "100% 2px",
  backgroundPosition: "bottom",
  backgroundRepeat: "no-repeat",
  backgroundOrigin: "border-box",
  padding: `${vars.space.sm} ${vars.space.lg}`,
  cursor: "pointer",
  // On a phone wrapped rows fill the width, so each row reads as one strip.
  "@media": { [breakpoints.small]: { padding: `${vars.space.sm} ${vars.space.sm}`, flex: "1 1 auto" } },
  selectors: {
    "&[data-state='active']": { color: vars.color.brand, borderBottomColor: vars.color.brand },
    "&:hover": { color: vars.color.text },
    // Drawn inside the tab, clear of its neighbours on the row.
    "&:focus-visible": { outlineOffset: "-3px", boxShadow: `inset 0 0 0 5px ${vars.color.text}` },
  },
});
export const content = style({
  selectors: { "&[hidden], &[data-state='inactive']": { display: "none" } },
});
