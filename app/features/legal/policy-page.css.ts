import { globalStyle, style } from "@vanilla-extract/css";
import { breakpoints, vars } from "~/styles/theme.css.ts";

/** The text column, shared by the signed-in and signed-out frames and by the Help Guide. */
export const column = style({
  maxWidth: "820px",
  margin: "0 auto",
  padding: `${vars.space.xl} ${vars.space.lg} ${vars.space.xxxl}`,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xl,
  "@media": { [breakpoints.large]: { paddingTop: vars.space.xxl } },
});
export const articleHeader = style({ display: "flex", flexDirection: "column", gap: vars.space.sm });
export const eyebrow = style({ margin: 0, color: vars.color.textMuted, fontWeight: 600, fontSize: vars.fontSize.sm });
export const meta = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
export const metaItem = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  padding: `2px ${vars.space.md}`,
});
export const lead = style({ fontSize: vars.fontSize.lg, margin: 0 });

export const contents = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderLeft: `6px solid ${vars.color.brand}`,
  borderRadius: vars.radius.md,
  padding: `${vars.space.lg} ${vars.space.xl}`,
});
export const contentsTitle = style({ fontSize: vars.fontSize.md, margin: `0 0 ${vars.space.sm}` });
export const contentsList = style({
  margin: 0,
  padding: 0,
  listStyle: "none",
  columnGap: vars.space.xxl,
  "@media": { [breakpoints.large]: { columns: 2 } },
});
globalStyle(`${contentsList} li`, { breakInside: "avoid", padding: `2px 0` });

export const section = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.xl,
  boxShadow: vars.shadow.sm,
  // Leave room above a heading reached from the contents list (the mobile header is sticky).
  scrollMarginTop: "72px",
  "@media": { [breakpoints.small]: { padding: vars.space.lg } },
});
export const sectionTitle = style({ scrollMarginTop: "72px" });

/** Running text inside a section: lists, sub-headings, definition lists and tables. */
export const prose = style({ maxWidth: "72ch" });
globalStyle(`${prose} > :last-child`, { marginBottom: 0 });
globalStyle(`${prose} ul, ${prose} ol`, { margin: `0 0 ${vars.space.md}`, paddingLeft: vars.space.xl });
globalStyle(`${prose} li + li`, { marginTop: vars.space.xs });
globalStyle(`${prose} h3`, { marginTop: vars.space.xl });
globalStyle(`${prose} dl`, { margin: `0 0 ${vars.space.md}` });
globalStyle(`${prose} dt`, { fontWeight: 700, marginTop: vars.space.md });
globalStyle(`${prose} dd`, { margin: `${vars.space.xs} 0 0` });
globalStyle(`${prose} code`, {
  fontFamily: vars.font.mono,
  fontSize: "0.9em",
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.sm,
  padding: "1px 4px",
  overflowWrap: "anywhere",
});

/** A vertical stack of controls, such as the cookie switches. */
export const stack = style({ display: "flex", flexDirection: "column", gap: vars.space.lg });

export const tableWrap = style({ overflowX: "auto", margin: `0 0 ${vars.space.lg}`, maxWidth: "100%" });
export const caption = style({
  textAlign: "left",
  fontWeight: 700,
  padding: `0 0 ${vars.space.sm}`,
  fontSize: vars.fontSize.md,
});
