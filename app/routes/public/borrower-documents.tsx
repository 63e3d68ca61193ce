import { data, useRevalidator } from "react-router";
import type { Route } from "./+types/borrower-documents";
import { BorrowerDocumentsPage } from "~/components/borrower-documents/borrower-documents-page";
import { BorrowerHeader } from "~/components/borrower-documents/borrower-header";
import { metaTranslator, rootDataFromMatches } from "~/lib/root-meta";
import { useRootData } from "~/root";
import { languageOfRequest } from "~server/vocabulary/languages";

/**
 * /documents/{token} (and /ml/…, /hi/…): the private page a borrower opens from the link staff
 * sent (issue 29), in the language of its address. Outside the public layout: the address holds
 * a secret, so no navigation, popups or trackers, never cached, never indexed, never sent on as a
 * referrer. The loader asks the documents service which state the link is in; the page shows the
 * one page for unusable links, the digits form, or the checklist.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const language = languageOfRequest(request);
  const page = await context.services.borrowerDocuments.openPage({
    token: params.token,
    language,
    cookieHeader: request.headers.get("Cookie"),
  });
  // The same answer for every unusable link, whatever the reason: nothing hints at a lead behind it.
  return page.state === "unusable" ? data(page, { status: 404 }) : page;
}

export function headers() {
  return {
    "Cache-Control": "private, no-store",
    "Referrer-Policy": "no-referrer",
    "X-Robots-Tag": "noindex, nofollow",
  };
}

export function meta({ matches }: Route.MetaArgs) {
  const { t } = metaTranslator(matches);
  const businessName = rootDataFromMatches(matches)?.settings.businessName ?? "";
  return [
    { title: t("borrowerDocuments.metaTitle", { businessName }) },
    { name: "robots", content: "noindex, nofollow" },
    // Also in the page itself: links out of it (WhatsApp, UIDAI) must not carry the token along.
    { name: "referrer", content: "no-referrer" },
  ];
}

export default function BorrowerDocumentsScreen({ loaderData, params }: Route.ComponentProps) {
  const { settings } = useRootData();
  const revalidator = useRevalidator();
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <BorrowerHeader businessName={settings.businessName} />
      <main id="main" className="mx-auto w-full max-w-5xl flex-1 px-4 py-6 sm:px-6 sm:py-10">
        <BorrowerDocumentsPage
          key={params.token}
          page={loaderData}
          token={params.token}
          office={{
            businessName: settings.businessName,
            phone: settings.phone,
            whatsappNumber: settings.whatsappNumber,
          }}
          reload={() => revalidator.revalidate()}
        />
      </main>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
