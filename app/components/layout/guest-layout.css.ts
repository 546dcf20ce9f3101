import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css.ts";

export const layout = style({ minHeight: "100vh", display: "flex", flexDirection: "column" });
export const header = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  flexWrap: "wrap",
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.brand,
  color: vars.color.textInverse,
});
export const productName = style({ fontWeight: 700, fontSize: vars.fontSize.lg, margin: 0 });
export const tagline = style({ margin: 0, fontSize: vars.fontSize.sm, opacity: 0.9 });
export const actions = style({ display: "flex", alignItems: "center", gap: vars.space.sm });
export const signIn = style({ color: vars.color.textInverse, fontWeight: 600 });
export const endButton = style({
  background: "transparent",
  border: `2px solid ${vars.color.textInverse}`,
  borderRadius: vars.radius.sm,
  color: vars.color.textInverse,
  font: "inherit",
  padding: `${vars.space.xs} ${vars.space.md}`,
  cursor: "pointer",
});
export const main = style({
  flex: 1,
  width: "100%",
  maxWidth: vars.layout.contentMax,
  margin: "0 auto",
  padding: vars.space.lg,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.lg,
});
