import type { Route } from "./+types/govt-schemes";
import { contentPageMeta } from "~/components/content/content-meta";
import { ContentCta, ContentPage, ExternalLink, Prose, type TocItem } from "~/components/content/content-page";
import { SchemeRulesCallout, SchemeSection } from "~/components/schemes/scheme-facts";
import { useRootData } from "~/root";

/** The active schemes by group, as staff keep them (/admin/schemes). */
export async function loader({ context }: Route.LoaderArgs) {
  return { schemes: await context.services.schemes.listActive() };
}

export function meta({ matches }: Route.MetaArgs) {
  return contentPageMeta(matches, {
    title: "Government Loan Schemes & Subsidies Explained",
    // Names no scheme: staff add, rename and switch them off (each scheme's page has its own).
    description:
      "Central and Kerala government loan schemes and subsidies in plain language: who qualifies, what you get, and how we help you apply with a lender.",
    canonicalPath: "/govt-schemes",
  });
}

export default function GovtSchemes({ loaderData }: Route.ComponentProps) {
  const { national, kerala } = loaderData.schemes;
  const { settings } = useRootData();
  const toc: TocItem[] = [
    { id: "before-you-start", label: "Before you start" },
    ...national.map((scheme) => ({ id: scheme.slug, label: scheme.shortName })),
    ...(kerala.length > 0 ? [{ id: "kerala-schemes", label: "Kerala schemes" }] : []),
    ...kerala.map((scheme) => ({ id: scheme.slug, label: scheme.shortName })),
    { id: "scheme-fraud", label: "Beware of scheme fraud" },
  ];

  return (
    <ContentPage
      name="Govt. Schemes"
      path="/govt-schemes"
      title="Government loan schemes and subsidies"
      intro="Plain-language explainers of the central and Kerala schemes borrowers ask us about most: who each one is for, what it offers, and how we can help you use it."
      toc={toc}
    >
      <Prose>
        <h2 id="before-you-start">Before you start</h2>
        <p>
          Government schemes can lower the cost of a loan, replace the need for collateral, or pay part of your project
          cost. Each has its own eligibility rules, and the scheme authority or the lender decides whether you qualify.
        </p>
      </Prose>
      <SchemeRulesCallout />

      {national.map((scheme) => (
        <SchemeSection key={scheme.slug} scheme={scheme} />
      ))}

      {kerala.length > 0 && (
        <section aria-labelledby="kerala-schemes" className="mt-14">
          <Prose>
            <h2 id="kerala-schemes">Kerala schemes</h2>
            <p>
              If you live in Kerala, or are a Non-Resident Keralite coming home, these state schemes may add to the
              central ones. Our team in {settings.address.city} can explain them in Malayalam or English.
            </p>
          </Prose>
          {kerala.map((scheme) => (
            <SchemeSection key={scheme.slug} scheme={scheme} level={3} />
          ))}
        </section>
      )}

      <Prose className="mt-14">
        <h2 id="scheme-fraud">Beware of scheme fraud</h2>
        <ul>
          <li>
            Applying for a government scheme is free. No agent, including us, can guarantee a subsidy or a
            &ldquo;sanction&rdquo;.
          </li>
          <li>
            Subsidies are paid only through the lender or the official scheme system, into your loan or bank account.
            Never pay anyone a &ldquo;registration&rdquo;, &ldquo;file&rdquo; or &ldquo;release&rdquo; fee to get one.
          </li>
          <li>
            If someone asks you for money or OTPs in the name of a scheme, report it on the National Cyber Crime
            Reporting Portal (<ExternalLink href="https://cybercrime.gov.in">cybercrime.gov.in</ExternalLink>) or the
            helpline 1930, and tell us at <a href={`mailto:${settings.contactEmail}`}>{settings.contactEmail}</a>.
          </li>
        </ul>
      </Prose>

      <ContentCta
        title="Not sure which scheme fits you?"
        text="Tell us what you need the money for. We will check which schemes you may qualify for and which lenders use them, free of charge."
      />
    </ContentPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
