import { ArrowLeft } from "lucide-react";
import { data, Link } from "react-router";
import { LoanServiceForm } from "~/components/admin/loan-services/loan-service-form";
import { PageHeader } from "~/components/admin/page-header";
import { StaffScreenError } from "~/components/admin/staff-error";
import { staffMeta, type StaffHandle } from "~/components/admin/staff-meta";
import { TranslationsLink } from "~/components/admin/translations/translations-link";
import { loanServicePath } from "~/components/service-card";
import { buttonVariants } from "~/components/ui/button";
import { can } from "~server/auth/permissions";
import { requireStaff } from "~server/auth/require-staff.server";
import type { Route } from "./+types/loan-service-editor";
import { isNotFoundError } from "~server/domain-errors";

export const handle: StaffHandle = {
  breadcrumb: "Loan service",
  parents: [{ label: "Loan services", to: "/admin/loan-services" }],
};
export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffMeta(loaderData?.service ? `Loan service: ${loaderData.service.name}` : "New loan service");

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const principal = await requireStaff(request, context, "service:read");
  const canChange = can(principal.user, "service:write");
  if (params.id === undefined) {
    if (!canChange) throw data("Viewers cannot add loan services", { status: 403 });
    return { service: null, canChange };
  }
  const id = Number(params.id);
  if (!/^\d{1,9}$/.test(params.id) || id < 1) throw data("No such loan service", { status: 404 });
  try {
    return { service: await context.services.loanServiceManager.get(id), canChange };
  } catch (error) {
    if (isNotFoundError(error)) throw data("No such loan service", { status: 404 });
    throw error;
  }
}

export default function LoanServiceEditor({ loaderData }: Route.ComponentProps) {
  const { service, canChange } = loaderData;
  return (
    <>
      <Link
        to="/admin/loan-services"
        className={buttonVariants({ variant: "ghost", size: "sm", className: "mb-2 -ml-3" })}
      >
        <ArrowLeft aria-hidden="true" />
        All loan services
      </Link>
      <PageHeader
        title={service ? service.name : "New loan service"}
        description={
          service ? (
            <>
              {service.isActive ? "On the site at " : "Switched off: visitors do not see "}
              <a
                href={loanServicePath(service.slug)}
                target="_blank"
                rel="noopener"
                className="font-medium text-brand-800 underline underline-offset-2"
              >
                {loanServicePath(service.slug)}
              </a>
              {service.isActive ? "" : " (it answers “no longer offered”)"}. Version {service.version}.
              {!canChange && " You can see this service; an owner, admin or editor can change it."}
            </>
          ) : (
            "A new service goes last in the order; move it up on the list of services."
          )
        }
      />
      {service && <TranslationsLink kind="loan-service" entryId={service.id} />}
      {/* A saved service comes back with a new version: a fresh form. */}
      <LoanServiceForm
        key={service ? `${service.id}-${service.version}` : "new"}
        service={service}
        canChange={canChange}
      />
    </>
  );
}

export const ErrorBoundary = StaffScreenError;
