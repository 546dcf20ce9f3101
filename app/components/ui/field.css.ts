import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css.ts";

export const field = style({ display: "flex", flexDirection: "column", gap: vars.space.xs });
export const label = style({ fontWeight: 600, fontSize: vars.fontSize.sm });
const control = style({
  width: "100%",
  font: "inherit",
  color: vars.color.text,
  background: vars.color.surface,
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  selectors: {
    "&[aria-invalid='true']": { borderColor: vars.color.danger },
    "&:disabled": { background: vars.color.surfaceMuted },
  },
});
export const input = style([control, { minHeight: "42px" }]);
export const textarea = style([control, { minHeight: "240px", resize: "vertical", lineHeight: 1.6 }]);
/** Space is reserved so the layout does not jump when a message appears (and clicks do not miss). */
export const error = style({ minHeight: "1.25rem", margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });
export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
/** Two fields side by side, one above the other when the box is narrower than two of 200 px. */
export const twoColumns = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(200px, 1fr))",
  gap: vars.space.md,
});

/** A text area whose words not yet confirmed are shown faint (TextareaField's `shade`). */
export const shadeBox = style({ position: "relative" });
export const shadeBackdrop = style({
  position: "absolute",
  inset: 0,
  overflowY: "auto",
  whiteSpace: "pre-wrap",
  overflowWrap: "break-word",
  pointerEvents: "none",
  resize: "none",
});
export const shadedTextarea = style({
  position: "relative",
  display: "block",
  background: "transparent",
  color: "transparent",
  caretColor: vars.color.text,
});
/** Words still being recognised: grey and italic (the text's own grey, 5.9:1 on white). */
export const faint = style({ color: vars.color.textMuted, fontStyle: "italic" });
