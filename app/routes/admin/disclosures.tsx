import { PageHeader } from "~/components/admin/page-header";
import { DisclosuresForm } from "~/components/admin/settings/disclosures-form";
import { StaffScreenError } from "~/components/admin/staff-error";
import { staffMeta, type StaffHandle } from "~/components/admin/staff-meta";
import { TranslationsLink } from "~/components/admin/translations/translations-link";
import { can } from "~server/auth/permissions";
import { requireStaff } from "~server/auth/require-staff.server";
import type { Route } from "./+types/disclosures";

export const handle: StaffHandle = { breadcrumb: "Disclosures" };
export const meta: Route.MetaFunction = () => staffMeta("RBI / DSA disclosures");

export async function loader({ request, context }: Route.LoaderArgs) {
  const principal = await requireStaff(request, context, "settings:read");
  return {
    disclosures: await context.services.disclosures.get(),
    canChange: can(principal.user, "settings:write"),
  };
}

export default function DisclosuresScreen({ loaderData }: Route.ComponentProps) {
  const { disclosures, canChange } = loaderData;
  return (
    <>
      <PageHeader
        title="RBI / DSA disclosures"
        description="The lenders you are a DSA for, your grievance officer, the escalation path and what you charge. Every loan page, the lead form and /disclaimer show a change as soon as it is saved."
      />
      {!canChange && (
        <p className="mb-6 rounded-lg border border-slate-200 bg-white p-4 text-slate-700">
          You can see the disclosures; an owner, admin or editor can change them.
        </p>
      )}
      <TranslationsLink kind="disclosures" entryId="site" />
      <DisclosuresForm disclosures={disclosures} canChange={canChange} />
    </>
  );
}

export const ErrorBoundary = StaffScreenError;
