import { ArrowLeft, ExternalLink } from "lucide-react";
import { data, Link } from "react-router";
import { LastChanged } from "~/components/admin/pages/page-list";
import { PageTextForm } from "~/components/admin/pages/page-text-form";
import { PageHeader } from "~/components/admin/page-header";
import { StaffScreenError } from "~/components/admin/staff-error";
import { staffMeta, type StaffHandle } from "~/components/admin/staff-meta";
import { TranslationsLink } from "~/components/admin/translations/translations-link";
import { buttonVariants } from "~/components/ui/button";
import { can } from "~server/auth/permissions";
import { requireStaff } from "~server/auth/require-staff.server";
import { isPageTextKey, pageFactsOf } from "~server/content/page-texts";
import type { Route } from "./+types/page-editor";

export const handle: StaffHandle = { breadcrumb: "Page texts" };
export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffMeta(loaderData ? `Texts of ${loaderData.page.name}` : "Page texts");

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const principal = await requireStaff(request, context, "page:read");
  if (!isPageTextKey(params.key)) throw data("No such page", { status: 404 });
  const [page, settings] = await Promise.all([
    context.services.pageTexts.get(params.key),
    context.services.settings.getSite(),
  ]);
  return { page, facts: pageFactsOf(settings), canChange: can(principal.user, "page:write") };
}

export default function PageEditor({ loaderData }: Route.ComponentProps) {
  const { page, facts, canChange } = loaderData;
  return (
    <>
      <Link to="/admin/pages" className={buttonVariants({ variant: "ghost", size: "sm", className: "mb-2 -ml-3" })}>
        <ArrowLeft aria-hidden="true" />
        All pages
      </Link>
      <PageHeader
        title={`Texts of ${page.name}`}
        description={
          <span className="flex flex-col gap-1">
            <span>
              Last changed: <LastChanged page={page} />
            </span>
            <a
              href={page.path}
              target="_blank"
              rel="noreferrer"
              className="inline-flex items-center gap-1 self-start font-medium text-brand-700 underline underline-offset-2"
            >
              See {page.path} as visitors do
              <ExternalLink aria-hidden="true" className="size-3.5" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </span>
        }
      />
      {!canChange && (
        <p className="mb-6 rounded-lg border border-slate-200 bg-white p-4 text-slate-700">
          You can read these texts; an owner, admin or editor can change them.
        </p>
      )}
      <TranslationsLink kind="page-text" entryId={page.key} />
      {/* A save or a restore comes back with a new version: a fresh form. */}
      <PageTextForm key={page.version} page={page} facts={facts} canChange={canChange} />
    </>
  );
}

export const ErrorBoundary = StaffScreenError;
