import { PageHeader } from "~/components/admin/page-header";
import { SiteSettingsForm } from "~/components/admin/settings/site-settings-form";
import { StaffScreenError } from "~/components/admin/staff-error";
import { staffMeta, type StaffHandle } from "~/components/admin/staff-meta";
import { can } from "~server/auth/permissions";
import { requireStaff } from "~server/auth/require-staff.server";
import type { Route } from "./+types/social-settings";

export const handle: StaffHandle = { breadcrumb: "Site settings" };
export const meta: Route.MetaFunction = () => staffMeta("Site settings");

export async function loader({ request, context }: Route.LoaderArgs) {
  // Viewers have no settings:read and get the 403 screen; every role that reads may also change
  // today, but the form follows settings:write in case that ever differs.
  const principal = await requireStaff(request, context, "settings:read");
  return {
    settings: await context.services.settings.getSite(),
    canChange: can(principal.user, "settings:write"),
    // The WhatsApp message template and the alert recipients live in the lead settings, which
    // editors cannot open.
    canSeeLeadSettings: can(principal.user, "lead:read"),
  };
}

export default function SocialSettings({ loaderData }: Route.ComponentProps) {
  const { settings, canChange, canSeeLeadSettings } = loaderData;
  return (
    <>
      <PageHeader
        title="Site settings"
        description="Your business's name and figures, contact details, address, social links, header links and tracking IDs. The public pages show a change as soon as it is saved."
      />
      {!canChange && (
        <p className="mb-6 rounded-lg border border-slate-200 bg-white p-4 text-slate-700">
          You can see these settings; an owner, admin or editor can change them.
        </p>
      )}
      <SiteSettingsForm settings={settings} canChange={canChange} canSeeLeadSettings={canSeeLeadSettings} />
    </>
  );
}

export const ErrorBoundary = StaffScreenError;
