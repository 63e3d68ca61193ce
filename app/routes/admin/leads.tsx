import { NotBuiltYet } from "~/components/admin/not-built-yet";
import { StaffScreenError } from "~/components/admin/staff-error";
import { staffMeta, type StaffHandle } from "~/components/admin/staff-meta";
import { requireStaff } from "~server/auth/require-staff.server";
import type { Route } from "./+types/leads";

export const handle: StaffHandle = { breadcrumb: "Leads" };
export const meta: Route.MetaFunction = () => staffMeta("Leads");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "lead:read");
  const { SMTP_URL, LEAD_NOTIFY_EMAIL } = context.services.config;
  return { alertsEnabled: Boolean(SMTP_URL && LEAD_NOTIFY_EMAIL) };
}

export default function Leads({ loaderData }: Route.ComponentProps) {
  return (
    <NotBuiltYet
      title="Leads"
      description="Every enquiry, contact message and partner application from the website."
      whatItWillDo="The leads workbench (search by name, reference or mobile, filters, the loan pipeline from first call to disbursal, assignment, notes and CSV export) is the next part to be built."
      meanwhile={
        loaderData.alertsEnabled
          ? "Until then, the dashboard lists the ten newest leads, and every new lead is e-mailed to the alert address."
          : "Until then, the dashboard lists the ten newest leads. E-mail alerts are off on this server (SMTP_URL and LEAD_NOTIFY_EMAIL are not set)."
      }
    />
  );
}

export const ErrorBoundary = StaffScreenError;
