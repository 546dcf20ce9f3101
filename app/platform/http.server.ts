import { json } from "@remix-run/node";
import type { z } from "zod";

/** Largest JSON body the API reads (a 10,000-word transcript is about 70 KB; documents come with it). */
const MAX_JSON_BYTES = 1_000_000;

export function apiError(status: number, error: string, details?: string[]): Response {
  return json(details?.length ? { error, details } : { error }, { status });
}

/**
 * Reads and validates a JSON body. Anything a client can send — no body, broken JSON, wrong types, too
 * large — becomes a 4xx with a readable message, never a 500.
 */
export async function readJson<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
  const length = Number(request.headers.get("Content-Length") ?? 0);
  if (length > MAX_JSON_BYTES) throw apiError(413, "The request is too large.");
  let text: string;
  try {
    text = await request.text();
  } catch {
    throw apiError(400, "The request body could not be read.");
  }
  if (text.length > MAX_JSON_BYTES) throw apiError(413, "The request is too large.");
  let body: unknown;
  try {
    body = text.trim() ? JSON.parse(text) : {};
  } catch {
    throw apiError(400, "The request body must be JSON.");
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const details = parsed.error.issues.map((issue) =>
      issue.path.length ? `${issue.path.join(".")}: ${issue.message}` : issue.message,
    );
    throw apiError(400, details[0] ?? "Invalid request.", details);
  }
  return parsed.data;
}

/** 405 for methods a resource route does not support. */
export function methodNotAllowed(allowed: string[]): Response {
  return json({ error: "Method not allowed" }, { status: 405, headers: { Allow: allowed.join(", ") } });
}
