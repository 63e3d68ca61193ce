import { Link } from "react-router";
import type { Route } from "./+types/disclaimer";
import { contentPageMeta } from "~/components/content/content-meta";
import { DsaDisclosureFull } from "~/components/disclosures/dsa-disclosure";
import { BusinessContactCard, Callout, ContentPage, ExternalLink, Prose } from "~/components/content/content-page";
import { useRootData } from "~/root";
import { languageOfRequest } from "~server/vocabulary/languages";

export async function loader({ request, context }: Route.LoaderArgs) {
  // The full RBI / DSA disclosures (staff edit them at /admin/disclosures), in the page's language.
  const { disclosures, translations } = context.services;
  return { disclosures: await disclosures.forVisitors(languageOfRequest(request), translations) };
}

export function meta({ matches }: Route.MetaArgs) {
  return contentPageMeta(matches, {
    title: "Disclaimer",
    description:
      "Our content is for information only: rates and EMIs are indicative, lenders make every credit decision, and we never charge borrowers. Read the full disclaimer.",
    canonicalPath: "/disclaimer",
  });
}

export default function Disclaimer({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  const { settings } = root;

  return (
    <ContentPage
      name="Disclaimer"
      path="/disclaimer"
      title="Disclaimer"
      intro={`Please read this before relying on anything on the ${settings.businessName} website.`}
    >
      <Prose>
        <h2 id="information-only">Information only</h2>
        <p>
          The content of this website, including loan descriptions, eligibility checks, calculators and scheme
          explainers, is general information to help you understand your options. It is not an offer of a loan, a
          promise of approval, or a commitment by any lender.
        </p>

        <h2 id="indicative-figures">Rates, EMIs and amounts are indicative</h2>
        <p>
          Interest rates, EMIs, loan amounts, tenures and charges shown on this website or quoted by our staff are
          indicative. The actual terms depend on the lender, your income, credit history, the property or asset, and
          market conditions such as changes in the RBI policy rate. EMI figures are estimates and may not include fees,
          insurance, taxes or other charges. The lender&rsquo;s Key Fact Statement, which shows the annual percentage
          rate (APR), and its sanction letter are final.
        </p>

        <h2 id="not-advice">Not financial advice</h2>
        <p>
          Nothing on this website is financial, investment, legal or tax advice. Borrow only what you can repay
          comfortably, compare the total cost of the loan and not just the interest rate, and consult a qualified
          adviser if you are unsure.
        </p>

        <h2 id="lender-decisions">Lenders make every decision</h2>
        <p>
          {settings.businessName} is an approved agent (DSA) and does not lend money. Each lender decides, at its sole
          discretion and under its own credit policy, whether to lend to you and on what terms. We cannot influence or
          guarantee that decision, or how long it takes.
        </p>

        <h2 id="government-schemes">Government schemes</h2>
        <p>
          Scheme amounts, eligibility rules and deadlines change. The official scheme portal, the implementing agency
          and the lender decide whether you qualify, and their published rules are final. See our{" "}
          <Link to="/govt-schemes">government schemes guide</Link> for summaries and official links.
        </p>

        <h2 id="regulated-lenders">RBI-regulated lenders</h2>
        <p>
          The banks and NBFCs we work with are regulated by the Reserve Bank of India (housing finance companies are
          also supervised by the National Housing Bank). We are their agent and are not ourselves a bank or NBFC.
          Regulation of a lender by the RBI does not mean the RBI endorses any particular loan product or agent. You can
          check whether an NBFC is registered on the{" "}
          <ExternalLink href="https://www.rbi.org.in">RBI website</ExternalLink> and ask the lender to confirm that we
          are authorised to source loans for it.
        </p>
      </Prose>
      <DsaDisclosureFull disclosures={loaderData.disclosures} contact={settings} />
      <Prose className="mt-12">
        <h2 id="third-party-links">Third-party links</h2>
        <p>
          Links to lenders, government portals and other websites are provided for convenience. We do not control them,
          and a link does not mean we endorse their content, products or privacy practices. Names of lenders and schemes
          are used only to identify them, and their trademarks belong to their owners.
        </p>

        <h2 id="fraud-warning">Fraud warning</h2>
      </Prose>
      <Callout title="We never ask for money to approve a loan" tone="warning">
        <p>
          Our service is free for borrowers. Nobody from {settings.businessName} will ask you to pay us or any
          individual to approve, process or release a loan, or ask for your OTPs, PINs, passwords or card CVVs. Lender
          charges are paid only to the lender, as shown in its Key Fact Statement.
        </p>
        <p>
          If someone asks, do not pay. Report it on{" "}
          <ExternalLink href="https://cybercrime.gov.in">cybercrime.gov.in</ExternalLink> or helpline 1930, and report
          suspected fake lenders or unauthorised deposit schemes on the RBI&rsquo;s{" "}
          <ExternalLink href="https://sachet.rbi.org.in">Sachet portal</ExternalLink>.
        </p>
      </Callout>

      <Prose className="mt-12">
        <h2 id="liability">Limitation of liability</h2>
        <p>
          We try to keep this website accurate and current, but we do not warrant that it is complete or free of errors.
          To the extent the law allows, we are not liable for any loss caused by relying on its content. Our{" "}
          <Link to="/terms">terms and conditions</Link> and <Link to="/privacy">privacy policy</Link> also apply.
        </p>

        <h2 id="contact">Questions</h2>
        <p>If anything here is unclear, contact us before you act on it.</p>
      </Prose>
      <BusinessContactCard settings={settings} />
    </ContentPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
