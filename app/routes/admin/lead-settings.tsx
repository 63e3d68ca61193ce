import { Link } from "react-router";
import { PageHeader } from "~/components/admin/page-header";
import { LeadSettingsForm } from "~/components/admin/leads/settings-form";
import { StaffScreenError } from "~/components/admin/staff-error";
import { staffMeta, type StaffHandle } from "~/components/admin/staff-meta";
import { can } from "~server/auth/permissions";
import { requireStaff } from "~server/auth/require-staff.server";
import type { Route } from "./+types/lead-settings";

export const handle: StaffHandle = { breadcrumb: "Lead settings" };
export const meta: Route.MetaFunction = () => staffMeta("Lead settings");

/** Who may change the settings: the same rule as PATCH /api/admin/leads/settings. */
const LEAD_SETTINGS_PERMISSION = "lead:configure" as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const principal = await requireStaff(request, context, "lead:read");
  const { settings, users, mailServer } = context.services;
  const [leadSettings, site, active, alerts] = await Promise.all([
    settings.getLeads(),
    settings.getSite(),
    users.listActive(),
    mailServer.alerts(),
  ]);
  return {
    settings: leadSettings,
    // Round robin can only hand leads to colleagues who may work them.
    staff: active
      .filter((user) => can(user, "lead:update"))
      .map((user) => ({ id: user.id, displayName: user.displayName, email: user.email })),
    canChange: can(principal.user, LEAD_SETTINGS_PERMISSION),
    preview: { staffName: principal.user.displayName, businessName: site.businessName },
    alertDelivery: {
      offReason: alerts.offReason,
      environmentRecipients: [...mailServer.environmentRecipients],
      canManageMail: can(principal.user, "mail:manage"),
    },
  };
}

export default function LeadSettings({ loaderData }: Route.ComponentProps) {
  const { settings, staff, canChange, preview, alertDelivery } = loaderData;
  return (
    <>
      <PageHeader
        title="Lead settings"
        description={
          <>
            How new leads are shared out, who else gets their e-mails, what the WhatsApp button says, office hours and
            how long finished leads are kept. The leads themselves are on{" "}
            <Link to="/admin/leads" className="font-semibold text-brand-700 underline">
              Leads
            </Link>
            .
          </>
        }
      />
      {!canChange && (
        <p className="mb-6 rounded-lg border border-slate-200 bg-white p-4 text-slate-700">
          You can see these settings; an owner or admin can change them.
        </p>
      )}
      <LeadSettingsForm
        settings={settings}
        staff={staff}
        canChange={canChange}
        preview={preview}
        alertDelivery={alertDelivery}
      />
    </>
  );
}

export const ErrorBoundary = StaffScreenError;
