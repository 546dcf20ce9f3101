/** The server's copy of User Management's forms (user-form.tsx): empty in the browser, which loads them on demand. */
export { UserForm } from "./user-form.tsx";
