import { style } from "@vanilla-extract/css";
import { breakpoints, vars } from "../../styles/theme.css.ts";

export const page = style({
  minHeight: "100vh",
  display: "flex",
  alignItems: "flex-start",
  justifyContent: "center",
  padding: `${vars.space.xxxl} ${vars.space.lg}`,
  background: `linear-gradient(180deg, ${vars.color.brandLight} 0%, ${vars.color.surfaceMuted} 60%)`,
  // On a phone, or in a short laptop window, the form starts near the top, so every way in sits above the cookie
  // banner (decision 015).
  "@media": {
    [breakpoints.small]: { padding: vars.space.lg },
    [breakpoints.short]: { paddingTop: vars.space.md, paddingBottom: vars.space.md },
  },
});
// On a phone the panel, its header and the tagline are tighter, so every way in (Sign In, Google, guest) sits
// above the cookie banner when the page opens (decision 015).
export const panel = style({
  width: "min(520px, 100%)",
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  padding: vars.space.xl,
  "@media": {
    [breakpoints.small]: { padding: vars.space.lg },
    [breakpoints.short]: { padding: `${vars.space.lg} ${vars.space.xl}` },
  },
});
export const header = style({
  textAlign: "center",
  marginBottom: vars.space.xl,
  "@media": {
    [breakpoints.small]: { marginBottom: vars.space.lg },
    // In a short window the name and the tagline share one line.
    [breakpoints.short]: {
      marginBottom: vars.space.sm,
      display: "flex",
      flexWrap: "wrap",
      alignItems: "baseline",
      justifyContent: "center",
      columnGap: vars.space.md,
    },
  },
});
export const title = style({ color: vars.color.brand, margin: 0 });
export const tagline = style({
  color: vars.color.textMuted,
  margin: 0,
  "@media": {
    [breakpoints.small]: { fontSize: vars.fontSize.sm },
    [breakpoints.short]: { fontSize: vars.fontSize.sm },
  },
});
export const form = style({ display: "flex", flexDirection: "column", gap: vars.space.sm });
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
/** "Continue as guest": one more way in, straight under "Continue with Google" (no second "or"). */
export const guest = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  marginTop: vars.space.sm,
  textAlign: "center",
});
