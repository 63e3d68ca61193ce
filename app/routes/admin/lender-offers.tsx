import { ArrowLeft, ExternalLink, Landmark, Plus } from "lucide-react";
import { useState } from "react";
import { data, Link } from "react-router";
import { DataTable } from "~/components/admin/data-table";
import { EmptyState } from "~/components/admin/empty-state";
import { OfferDialog } from "~/components/admin/loan-services/offers/offer-dialog";
import { OfferFreshnessForm } from "~/components/admin/loan-services/offers/offer-freshness-form";
import { OfferListContext, offerListColumns } from "~/components/admin/loan-services/offers/offer-list";
import type { OffersScreenData } from "~/components/admin/loan-services/offers/offers-screen-data";
import { PageHeader } from "~/components/admin/page-header";
import { StaffScreenError } from "~/components/admin/staff-error";
import { staffMeta, type StaffHandle } from "~/components/admin/staff-meta";
import { loanServicePath } from "~/components/service-card";
import { Button, buttonVariants } from "~/components/ui/button";
import { can } from "~server/auth/permissions";
import { requireStaff } from "~server/auth/require-staff.server";
import { istDateString } from "~server/formats/ist";
import type { Route } from "./+types/lender-offers";
import { isNotFoundError } from "~server/domain-errors";

export const handle: StaffHandle = {
  breadcrumb: "Lenders’ offers",
  parents: [{ label: "Loan services", to: "/admin/loan-services" }],
};
export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffMeta(loaderData ? `Lenders’ offers: ${loaderData.service.name}` : "Lenders’ offers");

export async function loader({ request, context, params }: Route.LoaderArgs): Promise<OffersScreenData> {
  const principal = await requireStaff(request, context, "service:read");
  const id = Number(params.id);
  if (!/^\d{1,9}$/.test(params.id) || id < 1) throw data("No such loan service", { status: 404 });
  const { lenderOffers, disclosures, offerFreshness } = context.services;
  try {
    const [list, listed, freshness] = await Promise.all([
      lenderOffers.list(id),
      disclosures.get(),
      offerFreshness.get(),
    ]);
    return {
      service: list.service,
      offers: list.items,
      lenders: listed.lenders.map((lender) => lender.name),
      freshness,
      today: istDateString(new Date()),
      canChange: can(principal.user, "service:write"),
      canChangeFreshness: can(principal.user, "settings:write"),
    };
  } catch (error) {
    throw isNotFoundError(error) ? data("No such loan service", { status: 404 }) : error;
  }
}

export default function LenderOffersScreen({ loaderData }: Route.ComponentProps) {
  const { service, offers, lenders, freshness, today, canChange } = loaderData;
  // null: closed; "new": adding; an offer's id: editing it, as the loader last read it (a reload
  // after a 409 brings its new version into the dialog).
  const [editing, setEditing] = useState<number | "new" | null>(null);
  const edited = typeof editing === "number" ? (offers.find((offer) => offer.id === editing) ?? null) : null;
  const due = offers.filter((offer) => offer.state !== "current").length;
  const addButton = canChange && (
    <Button onClick={() => setEditing("new")}>
      <Plus aria-hidden="true" />
      Add an offer
    </Button>
  );
  return (
    <OfferListContext.Provider
      value={{ serviceId: service.id, serviceName: service.name, canChange, onEdit: (offer) => setEditing(offer.id) }}
    >
      <Link
        to="/admin/loan-services"
        className={buttonVariants({ variant: "ghost", size: "sm", className: "mb-2 -ml-3" })}
      >
        <ArrowLeft aria-hidden="true" />
        All loan services
      </Link>
      <PageHeader
        title={`Lenders’ offers: ${service.name}`}
        description={`What each lender offers for ${service.name}. Its page shows the current ones lowest rate first, with the day you checked each lender's rates; a change shows there at once.`}
        actions={
          <>
            <a
              href={loanServicePath(service.slug)}
              target="_blank"
              rel="noopener"
              className={buttonVariants({ variant: "outline" })}
            >
              <ExternalLink aria-hidden="true" />
              See the page<span className="sr-only"> (opens in a new tab)</span>
            </a>
            {addButton}
          </>
        }
      />
      {due > 0 && (
        <p className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
          {due === 1 ? "One offer's rates were" : `${due} offers' rates were`} checked more than{" "}
          {freshness.flagAfterDays} days ago. Check them with the lender and change the “as of” day; offers older than{" "}
          {freshness.hideAfterDays} days are hidden from visitors.
        </p>
      )}
      <DataTable
        caption={`Lenders’ offers for ${service.name}, lowest rate first as on its page`}
        columns={offerListColumns}
        data={offers}
        getRowId={(offer) => String(offer.id)}
        stackBelow="4xl"
        empty={
          <EmptyState icon={Landmark} title="No lenders’ offers yet" actions={addButton}>
            Add what each lender offers for {service.name}: its rates, fee, largest loan and longest tenure. The page
            shows the table once there is an offer.
          </EmptyState>
        }
      />
      <OfferFreshnessForm settings={freshness} canChange={loaderData.canChangeFreshness} />
      <OfferDialog
        serviceId={service.id}
        serviceName={service.name}
        offer={edited}
        open={editing === "new" || edited !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        lenders={lenders}
        today={today}
      />
    </OfferListContext.Provider>
  );
}

export const ErrorBoundary = StaffScreenError;
