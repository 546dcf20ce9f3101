import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Outlet } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { requireAdmin } from "~/platform/guards.server.ts";
import * as styles from "~/features/admin/admin.css.ts";

export const meta: MetaFunction = () => [{ title: "Administration — Notewell" }];

/** Everything under /admin is for administrators only: anyone else is sent to / (product.md §2, §6). */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return json(null);
}

export default function AdminLayout() {
  return (
    <div className={styles.page}>
      <Outlet />
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
