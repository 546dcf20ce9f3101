import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css.ts";

export const tools = style({ display: "flex", gap: vars.space.sm, justifyContent: "flex-end", marginTop: vars.space.sm, flexWrap: "wrap" });
export const notes = style({ marginTop: vars.space.md, display: "flex", flexDirection: "column", gap: vars.space.sm });
export const flagList = style({ margin: `${vars.space.xs} 0 0`, paddingLeft: vars.space.xl });
export const mark = style({ background: vars.color.warningLight, outline: `2px solid ${vars.color.warning}`, padding: "0 2px", borderRadius: "2px" });
export const status = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, minHeight: "1.3em", margin: `${vars.space.xs} 0 0` });
