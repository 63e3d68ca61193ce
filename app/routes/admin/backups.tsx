import { BackupHealthNotice } from "~/components/admin/backups/backup-health";
import { BackupRuns } from "~/components/admin/backups/backup-runs";
import { BackupSettingsForm } from "~/components/admin/backups/backup-settings-form";
import { PageHeader } from "~/components/admin/page-header";
import { StaffScreenError } from "~/components/admin/staff-error";
import { staffMeta, type StaffHandle } from "~/components/admin/staff-meta";
import { requireStaff } from "~server/auth/require-staff.server";
import type { Route } from "./+types/backups";

export const handle: StaffHandle = { breadcrumb: "Backups" };
export const meta: Route.MetaFunction = () => staffMeta("Backups");

export async function loader({ request, context }: Route.LoaderArgs) {
  // The same rule as /api/admin/backups: the owner's alone (a backup is the whole site's data).
  await requireStaff(request, context, "backup:manage");
  return { view: await context.services.backups.view() };
}

export default function Backups({ loaderData }: Route.ComponentProps) {
  const { view } = loaderData;
  return (
    <>
      <PageHeader
        title="Backups"
        description="Copies of the site's database and uploaded files, made by the server every day. With one, the site can be put back after a broken disk or a wrong command (npm run restore)."
      />
      <section
        aria-label="State of the backups"
        className="mb-6 rounded-xl border border-slate-200 bg-white p-5 sm:p-6"
      >
        <BackupHealthNotice health={view.health} />
      </section>
      <div className="flex flex-col gap-6">
        {/* Saved elsewhere (another tab, another owner): the form starts again from what is stored. */}
        <BackupSettingsForm key={JSON.stringify(view.settings)} settings={view.settings} />
        <BackupRuns view={view} />
      </div>
    </>
  );
}

export const ErrorBoundary = StaffScreenError;
