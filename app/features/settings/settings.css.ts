import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css.ts";

export const panel = style({ display: "flex", flexDirection: "column", gap: vars.space.lg });
/** Space between a Card's title and its fields. */
export const cardBody = style({ marginTop: vars.space.lg });
/** The tab triggers are links (so they work without JavaScript): no link underline. */
export const tabLink = style({ textDecoration: "none" });
export const limitsGrid = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  alignItems: "start",
  gap: `${vars.space.md} ${vars.space.xl}`,
  "@media": { "screen and (max-width: 640px)": { gridTemplateColumns: "minmax(0, 1fr)" } },
});
export const narrowField = style({ maxWidth: "420px" });
export const switchList = style({ display: "flex", flexDirection: "column", gap: vars.space.lg });
/** The no-JavaScript stand-in for a switch: a native checkbox laid out like SwitchField. */
export const checkboxRow = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.lg,
});
export const checkboxText = style({ display: "flex", flexDirection: "column" });
export const checkboxLabel = style({ fontWeight: 600 });
export const checkboxHint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const checkbox = style({ width: "24px", height: "24px", flexShrink: 0, accentColor: vars.color.brand });

export const summary = style({
  display: "grid",
  gridTemplateColumns: "max-content 1fr",
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
});
globalStyle(`${summary} dt`, { color: vars.color.textMuted });
globalStyle(`${summary} dd`, { margin: 0, fontWeight: 600 });

export const saveArea = style({ display: "flex", alignItems: "center", gap: vars.space.md, flexWrap: "wrap" });
export const unsaved = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  fontWeight: 600,
  color: vars.color.text,
  selectors: {
    "&::before": {
      content: '""',
      width: "10px",
      height: "10px",
      borderRadius: vars.radius.full,
      background: vars.color.warning,
    },
  },
});
