import { style } from "@vanilla-extract/css";
import { layers, vars } from "~/styles/theme.css.ts";

/** Signed-out frame: a slim header, a readable column and a short footer (no sidebar). */
export const page = style({
  minHeight: "100vh",
  display: "flex",
  flexDirection: "column",
  background: vars.color.surfaceMuted,
});
export const topBar = style({ background: vars.color.brand, color: vars.color.textInverse });
export const topBarInner = style({
  maxWidth: "820px",
  margin: "0 auto",
  padding: `${vars.space.md} ${vars.space.lg}`,
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.lg,
});
export const brand = style({
  color: vars.color.textInverse,
  fontWeight: 700,
  fontSize: vars.fontSize.xl,
  textDecoration: "none",
  selectors: { "&:hover": { color: vars.color.textInverse, textDecoration: "underline" } },
});
export const topLink = style({
  color: vars.color.textInverse,
  fontWeight: 600,
  selectors: { "&:hover": { color: vars.color.textInverse } },
});
export const main = style({ flex: 1, width: "100%" });
export const skipLink = style({
  position: "absolute",
  left: "-9999px",
  selectors: {
    "&:focus": {
      left: vars.space.lg,
      top: vars.space.lg,
      zIndex: layers.skipLink,
      background: vars.color.surface,
      padding: vars.space.sm,
    },
  },
});

export const footer = style({ borderTop: `1px solid ${vars.color.border}`, background: vars.color.surface });
export const footerInner = style({
  maxWidth: "820px",
  margin: "0 auto",
  padding: `${vars.space.lg}`,
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "space-between",
  gap: vars.space.md,
  fontSize: vars.fontSize.sm,
});
export const footerLinks = style({
  display: "flex",
  flexWrap: "wrap",
  gap: `${vars.space.xs} ${vars.space.lg}`,
  listStyle: "none",
  margin: 0,
  padding: 0,
});
export const footerNote = style({ margin: 0, color: vars.color.textMuted });
