import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { requireAdmin } from "~/platform/guards.server.ts";

export const meta: MetaFunction = () => [{ title: "Administration — Notewell" }];

/** /admin has no page of its own: User Management is the administrator's home. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  throw redirect("/admin/users");
}

export default function AdminIndex() {
  return null;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
