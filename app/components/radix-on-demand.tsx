/**
 * Every Radix part a page loads on demand, in one module so that they are one lazily loaded script (decision 029).
 * Each part's own script would reach a different share of React, React DOM and Remix than the pages do, and
 * esbuild would then cut the framework the pages load into three scripts instead of one, which gzips 2.6 KB
 * larger. So the first dialog, toast, menu or select a page shows brings the others with it.
 */
export { default as DialogWindow } from "./ui/dialog-radix.tsx";
export { default as MenuDrawer } from "./layout/menu-drawer.tsx";
export { default as ToastViewport } from "./ui/toast-radix.tsx";
export { default as RadixSelectField } from "./ui/select-radix.tsx";
