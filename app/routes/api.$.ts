import { failure } from "~/platform/errors.ts";
import { failureResponse } from "~/platform/http.server.ts";

/**
 * Any /api/ address that is not an endpoint: the JSON API answers in its own shape (404 `{error}`), not with the
 * site's "page not found" page — for every method, so a script is never sent HTML.
 */
const notAnEndpoint = () => failureResponse(failure("not-found", "There is no such address in the Notewell API."));

export const loader = notAnEndpoint;
export const action = notAnEndpoint;
