import { createCookieSessionStorage, redirect } from "@remix-run/node";
import { z } from "zod";
import { parseSessionSecrets } from "../../contract/session-cookie.ts";
import { config } from "./config.server.ts";

const ToastSchema = z.object({
  id: z.string().default(() => Math.random().toString(36).slice(2)),
  title: z.string(),
  description: z.string().optional(),
  type: z.enum(["default", "success", "destructive"]).default("default"),
});
export type Toast = z.infer<typeof ToastSchema>;
export type ToastInput = z.input<typeof ToastSchema>;

const TOAST_KEY = "toast";

let storage: ReturnType<typeof createCookieSessionStorage<Record<string, never>, { toast: Toast }>> | undefined;
function toastStorage() {
  storage ??= createCookieSessionStorage<Record<string, never>, { toast: Toast }>({
    cookie: {
      name: "en_toast",
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secrets: parseSessionSecrets(config().SESSION_SECRET),
    },
  });
  return storage;
}

/** The Set-Cookie value carrying a toast to show on the next page, with or without JavaScript. */
async function createToastCookie(toast: ToastInput): Promise<string> {
  const session = await toastStorage().getSession();
  session.flash(TOAST_KEY, ToastSchema.parse(toast));
  return toastStorage().commitSession(session);
}

export async function redirectWithToast(url: string, toast: ToastInput, init?: ResponseInit): Promise<Response> {
  const headers = new Headers(init?.headers);
  headers.append("Set-Cookie", await createToastCookie(toast));
  return redirect(url, { ...init, headers });
}

/** Reads (and clears) the toast; the returned headers must go on the response. */
export async function getToast(request: Request): Promise<{ toast: Toast | null; headers: Headers | null }> {
  const session = await toastStorage().getSession(request.headers.get("Cookie"));
  const parsed = ToastSchema.safeParse(session.get(TOAST_KEY));
  if (!parsed.success) return { toast: null, headers: null };
  return {
    toast: parsed.data,
    headers: new Headers({ "Set-Cookie": await toastStorage().destroySession(session) }),
  };
}
