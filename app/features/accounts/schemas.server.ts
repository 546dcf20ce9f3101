/**
 * The account forms' zod schemas, for a route's action: a route imports them from here so its page does not send
 * zod to the browser (Remix leaves a `.server` module out of the browser build; decision 069). What a page itself
 * shows comes from ./sign-in.ts and the like, which do not import zod.
 */
export * from "./schemas.ts";
