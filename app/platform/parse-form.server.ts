/**
 * conform's server-side parsing, for a route's action. A route imports it from here, not from `@conform-to/zod`,
 * so that its page's browser build does not pull in the chunk holding zod (esbuild's code splitting keeps an
 * import of a shared chunk even when nothing of it is used; a `.server` module is left out of the browser build).
 * With `~/components/server-form.ts` for the page, the form is validated on the server only (decision 069).
 */
export { parseWithZod } from "@conform-to/zod/v4";
