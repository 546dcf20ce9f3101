import { style } from "@vanilla-extract/css";
import { breakpoints, vars } from "../../styles/theme.css.ts";

export const page = style({
  minHeight: "100vh",
  display: "flex",
  alignItems: "flex-start",
  justifyContent: "center",
  padding: `${vars.space.xxxl} ${vars.space.lg}`,
  background: `linear-gradient(180deg, ${vars.color.brandLight} 0%, ${vars.color.surfaceMuted} 60%)`,
  // On a phone the form starts near the top, so Sign In and Google sign-in sit above the cookie banner.
  "@media": { [breakpoints.small]: { padding: vars.space.lg } },
});
export const panel = style({
  width: "min(520px, 100%)",
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  padding: vars.space.xl,
});
export const header = style({ textAlign: "center", marginBottom: vars.space.xl });
export const title = style({ color: vars.color.brand, margin: 0 });
export const tagline = style({ color: vars.color.textMuted, margin: 0 });
export const form = style({ display: "flex", flexDirection: "column", gap: vars.space.sm });
export const twoColumns = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(180px, 1fr))",
  gap: vars.space.md,
});
export const inlineLink = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.fontSize.sm });
export const divider = style({ textAlign: "center", color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const smallPrint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, margin: 0 });
export const sectionTitle = style({ fontSize: vars.fontSize.lg, margin: `0 0 ${vars.space.md}` });
export const registrationOff = style({
  margin: `${vars.space.lg} 0 0`,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  textAlign: "center",
  color: vars.color.textMuted,
});
export const guest = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  marginTop: vars.space.lg,
  textAlign: "center",
});
