import { style } from "@vanilla-extract/css";

export const disabled = style({ selectors: { "&:disabled": { opacity: 0.5, cursor: "not-allowed" } } });
