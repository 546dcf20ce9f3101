import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css.ts";

export const page = style({ display: "flex", flexDirection: "column", gap: vars.space.xl });
export const form = style({ display: "flex", flexDirection: "column", gap: vars.space.sm, maxWidth: "560px" });
export const list = style({ margin: `${vars.space.sm} 0`, padding: 0, listStyle: "none", overflowWrap: "anywhere" });
export const row = style({ display: "flex", alignItems: "center", gap: vars.space.sm, flexWrap: "wrap" });
