import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { PageHeader } from "~/components/layout/page-header.tsx";
import { Alert } from "~/components/ui/alert.tsx";
import { Button } from "~/components/ui/button.tsx";
import { documentTable } from "~/components/ui/document-table.css.ts";
import * as styles from "~/features/admin/admin.css.ts";
import { GovernancePackView } from "~/features/admin/governance-pack-view.tsx";
import { governancePack } from "~/features/admin/governance.server.ts";
import { getKeySources } from "~/features/settings/settings.server.ts";
import { requireAdmin } from "~/platform/guards.server.ts";

export const meta: MetaFunction = () => [{ title: "Governance pack — Notewell" }];

/**
 * The governance pack (issue 26 item 5, decision 058): made from the live settings each time it is opened, shown here
 * and downloadable as Markdown and as a printable HTML file.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return json({ pack: await governancePack(await getKeySources()) }, { headers: { "Cache-Control": "no-store" } });
}

export default function GovernancePage() {
  const { pack } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title="Governance pack"
        subtitle="Your practice's privacy notice, DPIA data flows and clinical hazard log starter, made from this installation's settings."
      >
        <div className={styles.rowActions}>
          <Button asChild variant="secondary">
            <a href="/admin/governance/markdown" download>
              Download Markdown
            </a>
          </Button>
          <Button asChild>
            <a href="/admin/governance/html" download>
              Download printable HTML
            </a>
          </Button>
        </div>
      </PageHeader>
      <Alert tone="info" title="A starting point, not an assessment">
        Fill in what is marked “To complete” (your practice, your DPO, the lawful basis, the risk scores) and review it
        with your Data Protection Officer and Clinical Safety Officer. It changes when the settings do: make it again
        after changing them. What Notewell does and does not claim: <Link to="/nhs-standards">NHS Standards</Link>.
      </Alert>
      <div className={styles.pack}>
        <GovernancePackView pack={pack} tableClassName={documentTable} />
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
