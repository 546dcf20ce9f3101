import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css.ts";

export const sidebar = style({ display: "flex", flexDirection: "column", minHeight: "100%", padding: vars.space.lg });
export const brand = style({
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const productName = style({ fontSize: vars.fontSize.xl, fontWeight: 800, color: vars.color.brand, margin: 0 });
export const tagline = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, margin: 0 });
export const user = style({
  padding: `${vars.space.lg} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const userName = style({ fontWeight: 700, margin: 0 });
export const userEmail = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  margin: `0 0 ${vars.space.xs}`,
  overflowWrap: "anywhere",
});
export const section = style({ padding: `${vars.space.lg} 0 0` });
export const sectionTitle = style({
  fontSize: vars.fontSize.sm,
  textTransform: "uppercase",
  letterSpacing: "0.04em",
  color: vars.color.textMuted,
  margin: `0 ${vars.space.sm} ${vars.space.sm}`,
});
export const navList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexDirection: "column",
  gap: "2px",
});
export const navLink = style({
  display: "block",
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: "none",
  fontWeight: 600,
  selectors: {
    "&:hover": { background: vars.color.surfaceMuted, color: vars.color.text },
    "&[aria-current='page']": { background: vars.color.brandLight, color: vars.color.brandDark },
  },
});
export const signOut = style({ marginTop: "auto", paddingTop: vars.space.xl });
