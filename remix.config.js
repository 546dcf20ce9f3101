/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ["**/.*", "**/*.css.ts", "**/*.server.ts", "**/*.test.ts", "**/*.test.tsx"],
  serverModuleFormat: "esm",
  // Only the routes a page matches are in its manifest; the rest are asked for (GET /__manifest) as links come
  // into view (decision 029).
  future: { v3_lazyRouteDiscovery: true },
};
