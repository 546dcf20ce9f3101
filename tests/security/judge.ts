import { errorOf, type Answer } from "./http.ts";

/**
 * Whether a refusal says what went wrong in words a person can read: `{error}` from the JSON API, a page (or plain
 * text) that says something from everything else — and never Remix's "Unexpected Server Error". Null when it
 * does; otherwise what is wrong with it.
 */
export function unreadableRefusal(answer: Answer, options: { api: boolean; method?: string }): string | null {
  if (answer.status < 400 || answer.status >= 500 || options.method === "HEAD") return null;
  if (/Unexpected Server Error/.test(answer.text)) return "says only 'Unexpected Server Error'";
  const type = String(answer.headers["content-type"] ?? "");
  const error = errorOf(answer);
  if (options.api) return error?.trim() ? null : `no JSON {error} (${type || "no content type"})`;
  if (type.includes("text/html")) {
    const visible = answer.text
      .replace(/<(script|style|title)\b[\s\S]*?<\/\1>/gi, "")
      .replace(/<[^>]+>/g, "")
      .trim();
    return visible ? null : "a page that says nothing";
  }
  if (type.includes("application/json")) return error?.trim() ? null : "JSON without an error message";
  if (type.includes("text/plain")) return answer.text.trim() ? null : "an empty body";
  return `no readable message (${type || "no content type"})`;
}

/** The redirect's target, resolved the way a browser resolves it (tabs and newlines dropped, `\` read as `/`). */
export function redirectTarget(answer: Answer, origin: string): URL | null {
  const location = answer.headers.location;
  return typeof location === "string" ? new URL(location, origin) : null;
}
