import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css.ts";

export const flagList = style({
  margin: `${vars.space.xs} 0 0`,
  padding: 0,
  listStyle: "none",
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  // A long list scrolls within itself, so the document stays in view below it.
  maxHeight: "12.5em",
  overflowY: "auto",
});
export const flag = style({
  display: "flex",
  gap: vars.space.sm,
  alignItems: "flex-start",
  selectors: { "&[data-checked]": { color: vars.color.textMuted } },
});
export const tick = style({ flex: "0 0 auto", width: "20px", height: "20px", margin: "1px 0 0", cursor: "pointer" });
export const checkedMark = style({ fontWeight: 700, color: vars.color.success });
export const context = style({ overflowWrap: "anywhere" });
export const mark = style({
  background: vars.color.warningLight,
  outline: `2px solid ${vars.color.warning}`,
  padding: "0 2px",
  borderRadius: "2px",
});
export const review = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
  marginBottom: vars.space.sm,
  fontSize: vars.fontSize.sm,
});
export const versions = style({ marginTop: vars.space.md, fontSize: vars.fontSize.sm });
export const versionList = style({ margin: `${vars.space.sm} 0 0`, paddingLeft: vars.space.xl });
export const versionText = style({
  whiteSpace: "pre-wrap",
  overflowWrap: "anywhere",
  margin: `${vars.space.xs} 0`,
  padding: vars.space.sm,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.sm,
  maxHeight: "240px",
  overflowY: "auto",
});
