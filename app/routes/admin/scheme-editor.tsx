import { ArrowLeft } from "lucide-react";
import { data, Link } from "react-router";
import { PageHeader } from "~/components/admin/page-header";
import { SchemeForm } from "~/components/admin/schemes/scheme-form";
import { StaffScreenError } from "~/components/admin/staff-error";
import { staffMeta, type StaffHandle } from "~/components/admin/staff-meta";
import { TranslationsLink } from "~/components/admin/translations/translations-link";
import { buttonVariants } from "~/components/ui/button";
import { can } from "~server/auth/permissions";
import { requireStaff } from "~server/auth/require-staff.server";
import { isNotFoundError } from "~server/domain-errors";
import type { Route } from "./+types/scheme-editor";

export const handle: StaffHandle = { breadcrumb: "Scheme" };
export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffMeta(loaderData?.scheme ? `Scheme: ${loaderData.scheme.shortName}` : "New scheme");

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const principal = await requireStaff(request, context, "scheme:read");
  const canChange = can(principal.user, "scheme:write");
  const { schemeManager, settings, config } = context.services;
  let scheme = null;
  if (params.id !== undefined) {
    const id = Number(params.id);
    if (!/^\d{1,9}$/.test(params.id) || id < 1) throw data("No such scheme", { status: 404 });
    try {
      scheme = await schemeManager.get(id);
    } catch (error) {
      if (isNotFoundError(error)) throw data("No such scheme", { status: 404 });
      throw error;
    }
  } else if (!canChange) {
    throw data("Only owners, admins and editors add schemes", { status: 403 });
  }
  return {
    scheme,
    services: await schemeManager.serviceChoices(),
    canChange,
    origin: config.PUBLIC_URL ?? new URL(request.url).origin,
    siteName: (await settings.getSite()).businessName,
  };
}

export default function SchemeEditor({ loaderData }: Route.ComponentProps) {
  const { scheme } = loaderData;
  return (
    <>
      <Link to="/admin/schemes" className={buttonVariants({ variant: "ghost", size: "sm", className: "mb-2 -ml-3" })}>
        <ArrowLeft aria-hidden="true" />
        All schemes
      </Link>
      <PageHeader
        title={scheme ? scheme.name : "New scheme"}
        description={
          scheme
            ? "Every text of its page. Save keeps a revision; Preview shows the page with what is typed, before saving."
            : "A new scheme goes last in its group; move it up on the list of schemes."
        }
      />
      {scheme && <TranslationsLink kind="govt-scheme" entryId={scheme.id} />}
      {/* Another scheme (after adding one, the editor moves to its address) gets a fresh form. */}
      <SchemeForm key={scheme?.id ?? "new"} {...loaderData} />
    </>
  );
}

export const ErrorBoundary = StaffScreenError;
