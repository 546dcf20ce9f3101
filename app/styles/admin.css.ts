import { globalStyle, style } from "@vanilla-extract/css";
import { breakpoints, vars } from "./theme.css.ts";

/** Administration pages: User Management and System Settings. */

export const page = style({ display: "flex", flexDirection: "column", gap: vars.space.xl });
export const header = style({
  display: "flex",
  alignItems: "flex-start",
  justifyContent: "space-between",
  gap: vars.space.lg,
  flexWrap: "wrap",
});
export const title = style({ margin: 0 });
export const subtitle = style({ margin: `${vars.space.xs} 0 0`, color: vars.color.textMuted });
export const stack = style({ display: "flex", flexDirection: "column", gap: vars.space.lg });
export const form = style({ display: "flex", flexDirection: "column", gap: vars.space.sm });
export const twoColumns = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(220px, 1fr))",
  gap: `${vars.space.sm} ${vars.space.lg}`,
});
export const actions = style({ display: "flex", justifyContent: "flex-end", gap: vars.space.sm, flexWrap: "wrap" });
export const fieldLabel = style({ fontWeight: 600, fontSize: vars.fontSize.sm });
export const roleField = style({ display: "flex", flexDirection: "column", gap: vars.space.xs, marginBottom: vars.space.md });

// --- User table -------------------------------------------------------------------------------------------

export const tableWrap = style({
  overflowX: "auto",
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});
export const table = style({ width: "100%", borderCollapse: "collapse", fontSize: vars.fontSize.sm });
globalStyle(`${table} th, ${table} td`, {
  textAlign: "left",
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: "middle",
});
globalStyle(`${table} th`, {
  color: vars.color.textMuted,
  fontWeight: 700,
  whiteSpace: "nowrap",
  background: vars.color.surfaceMuted,
});
globalStyle(`${table} tbody tr:last-child td`, { borderBottom: "none" });
export const nameCell = style({ fontWeight: 600, whiteSpace: "nowrap" });
export const nowrap = style({ whiteSpace: "nowrap" });
export const muted = style({ color: vars.color.textMuted });
export const statusCell = style({ display: "flex", alignItems: "center", gap: vars.space.sm, whiteSpace: "nowrap" });
export const statusForm = style({ display: "inline-flex", margin: 0 });
export const emptyRow = style({ textAlign: "center", color: vars.color.textMuted });

// --- Settings ---------------------------------------------------------------------------------------------

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

// --- Statistics -------------------------------------------------------------------------------------------

export const statsGrid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(180px, 1fr))",
  gap: vars.space.lg,
  "@media": { [breakpoints.small]: { gridTemplateColumns: "repeat(auto-fit, minmax(140px, 1fr))" } },
});
export const stat = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  padding: vars.space.lg,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
  margin: 0,
});
export const statLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });
export const statValue = style({ fontSize: vars.fontSize.xl, fontWeight: 700, margin: 0 });
export const statNote = style({ display: "block", marginTop: vars.space.xs, fontSize: vars.fontSize.sm, fontWeight: 400, color: vars.color.textMuted });
export const statsHeader = style({ display: "flex", alignItems: "center", justifyContent: "space-between", gap: vars.space.md, flexWrap: "wrap" });
