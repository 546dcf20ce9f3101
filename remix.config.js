/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ["**/.*", "**/*.css.ts", "**/*.server.ts", "**/*.test.ts", "**/*.test.tsx"],
  serverModuleFormat: "esm",
};
