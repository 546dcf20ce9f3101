/** User Management's schemas, for the page's action: through a `.server` module, zod stays out of the page (decision 069). */
export * from "./user-schemas.ts";
