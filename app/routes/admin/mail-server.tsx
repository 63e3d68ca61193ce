import { PageHeader } from "~/components/admin/page-header";
import { MailServerForm } from "~/components/admin/mail-server/mail-server-form";
import { MailServerStatus } from "~/components/admin/mail-server/mail-server-status";
import { StaffScreenError } from "~/components/admin/staff-error";
import { staffMeta, type StaffHandle } from "~/components/admin/staff-meta";
import { requireStaff } from "~server/auth/require-staff.server";
import type { Route } from "./+types/mail-server";

export const handle: StaffHandle = { breadcrumb: "Mail server" };
export const meta: Route.MetaFunction = () => staffMeta("Mail server");

export async function loader({ request, context }: Route.LoaderArgs) {
  // The same rule as /api/admin/mail-server: the owner's alone.
  const principal = await requireStaff(request, context, "mail:manage");
  return { view: await context.services.mailServer.view(), ownEmail: principal.user.email };
}

export default function MailServer({ loaderData }: Route.ComponentProps) {
  const { view, ownEmail } = loaderData;
  return (
    <>
      <PageHeader
        title="Mail server"
        description="The e-mail account the website sends its staff e-mails through: an e-mail for every new lead, and the owners' notices."
      />
      <MailServerStatus view={view} />
      {/* Saved, removed or set by the environment: the form starts again from what is stored. */}
      <MailServerForm key={`${view.inForce} ${view.saved?.updatedAt ?? ""}`} view={view} ownEmail={ownEmail} />
    </>
  );
}

export const ErrorBoundary = StaffScreenError;
