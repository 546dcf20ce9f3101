import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css.ts";

export const footer = style({
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  padding: `${vars.space.xl} ${vars.space.xl}`,
});
export const columns = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(180px, 1fr))",
  gap: vars.space.xl,
  maxWidth: vars.layout.contentMax,
  margin: "0 auto",
});
export const heading = style({ fontSize: vars.fontSize.md, margin: `0 0 ${vars.space.sm}` });
export const list = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
});
export const badges = style({ display: "flex", gap: vars.space.sm, flexWrap: "wrap" });
export const small = style({
  maxWidth: vars.layout.contentMax,
  margin: `${vars.space.lg} auto 0`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

/** A badge that is a link (NHS Standards): the badge's look, underlined on hover and focus like any link. */
export const badgeLink = style({
  textDecoration: "none",
  borderRadius: vars.radius.sm,
  selectors: { "&:hover, &:focus-visible": { textDecoration: "underline" } },
});
