/** The server's copy of the guest layout (guest-layout.tsx): empty in the browser, which loads it on demand. */
export { GuestLayoutView } from "./guest-layout-view.tsx";
