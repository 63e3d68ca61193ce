import { Link } from "react-router";
import type { Route } from "./+types/terms";
import { contentPageMeta } from "~/components/content/content-meta";
import {
  BusinessContactCard,
  Callout,
  ContentPage,
  ExternalLink,
  Prose,
  type TocItem,
} from "~/components/content/content-page";
import { useRootData } from "~/root";

const LAST_UPDATED = "2026-11-22";

export function meta({ matches }: Route.MetaArgs) {
  return contentPageMeta(matches, {
    title: "Terms & Conditions",
    description:
      "Terms for using our website and services: our role as a loan agent, not a lender; no fees for borrowers; your obligations; liability; and Indian governing law.",
    canonicalPath: "/terms",
  });
}

const toc: TocItem[] = [
  { id: "about-these-terms", label: "About these terms" },
  { id: "our-role", label: "Our role as an agent" },
  { id: "no-fees", label: "No fees for borrowers" },
  { id: "your-obligations", label: "Your obligations" },
  { id: "website-information", label: "Information on this website" },
  { id: "third-parties", label: "Third-party websites and services" },
  { id: "intellectual-property", label: "Intellectual property" },
  { id: "liability", label: "Limitation of liability" },
  { id: "changes", label: "Changes and suspension" },
  { id: "governing-law", label: "Governing law and jurisdiction" },
  { id: "contact", label: "Complaints and contact" },
];

export default function Terms() {
  const root = useRootData();
  const { settings } = root;

  return (
    <ContentPage
      name="Terms & Conditions"
      path="/terms"
      title="Terms & Conditions"
      intro="The terms on which you may use this website and our loan assistance services. Please read them with our privacy policy and disclaimer."
      lastUpdated={LAST_UPDATED}
      toc={toc}
    >
      <Prose>
        <h2 id="about-these-terms">1. About these terms</h2>
        <p>
          This website is operated by {settings.legalName} (&ldquo;{settings.businessName}&rdquo;, &ldquo;we&rdquo;,
          &ldquo;us&rdquo;). By using the website, or by asking us to help you with a loan or remittance, you agree to
          these terms. If you do not agree, please do not use the website.
        </p>

        <h2 id="our-role">2. Our role as an agent</h2>
        <ul>
          <li>
            We are an approved agent (Direct Selling Agent) of banks and non-banking finance companies. We are{" "}
            <strong>not a lender</strong>: we do not lend money, accept deposits or issue loans in our own name.
          </li>
          <li>
            Every decision to approve or reject a loan, and on its amount, interest rate, charges, tenure and security,
            is made by the lender alone, under its own policies. We cannot guarantee approval, a particular rate or a
            timeline.
          </li>
          <li>
            Interest rates, EMIs, eligibility results and loan amounts shown on this website or given by our staff are{" "}
            <strong>indicative</strong>. The lender&rsquo;s sanction letter, Key Fact Statement and loan agreement are
            what bind you and the lender.
          </li>
          <li>Lenders pay us for the applications we source. This does not change the rate or charges you pay.</li>
        </ul>

        <h2 id="no-fees">3. No fees for borrowers</h2>
        <p>
          We do not charge borrowers any fee for our help. The only charges you pay are the lender&rsquo;s own charges,
          such as a processing fee, stamp duty or insurance you choose to take, as shown in the lender&rsquo;s Key Fact
          Statement. These are paid only to the lender, through its own account or payment channel.
        </p>
      </Prose>
      <Callout title="Fraud warning: we never ask for money to approve a loan" tone="warning">
        <p>
          Nobody from {settings.businessName} will ask you to pay money to us or to any individual to approve, process,
          speed up or release a loan, for &ldquo;file charges&rdquo;, &ldquo;advance EMI&rdquo;, &ldquo;GST&rdquo; or
          anything else. We will never ask for your OTPs, PINs, passwords or card CVVs.
        </p>
        <p>
          If anyone does, in our name or a lender&rsquo;s, do not pay. Report it on the National Cyber Crime Reporting
          Portal (<ExternalLink href="https://cybercrime.gov.in">cybercrime.gov.in</ExternalLink>) or helpline 1930, and
          tell us at{" "}
          <a href={`mailto:${settings.contactEmail}`} className="font-semibold break-all underline underline-offset-2">
            {settings.contactEmail}
          </a>
          .
        </p>
      </Callout>

      <Prose className="mt-12">
        <h2 id="your-obligations">4. Your obligations</h2>
        <ul>
          <li>You must be at least 18 years old and able to enter into a contract under Indian law.</li>
          <li>
            The information and documents you give us must be true, complete and your own. Giving false information or
            documents to obtain a loan can lead to rejection and legal action by the lender.
          </li>
          <li>
            If you give us details of another person, such as a co-applicant or guarantor, you must have their
            permission to do so.
          </li>
          <li>Tell us promptly if your details change while your application is in progress.</li>
          <li>
            Do not misuse the website: no attempts to break in, disrupt it, copy it in bulk by automated means, upload
            harmful code, or pretend to be someone else.
          </li>
        </ul>
        <p>
          When you send us an enquiry, you ask us to contact you about it by phone, SMS, WhatsApp or e-mail. We send
          promotional messages only if you agree, and you can opt out at any time.
        </p>

        <h2 id="website-information">5. Information on this website</h2>
        <p>
          The content of this website is general information to help you understand loans and schemes. We try to keep it
          accurate and current, but lenders and governments change their products and rules, and we do not warrant that
          every detail is complete or up to date. It is not financial, legal or tax advice. See our{" "}
          <Link to="/disclaimer">disclaimer</Link>.
        </p>

        <h2 id="third-parties">6. Third-party websites and services</h2>
        <p>
          The website links to lenders, government portals and other websites, and our process may use services such as
          WhatsApp. Those are run by others under their own terms and privacy policies, and we are not responsible for
          their content or availability.
        </p>

        <h2 id="intellectual-property">7. Intellectual property</h2>
        <p>
          The text, design, graphics and logo of this website belong to {settings.legalName} or are used with
          permission. You may view and print pages for your own personal, non-commercial use. You may not copy,
          republish or sell them without our written permission. Names and marks of banks, NBFCs and government schemes
          belong to their owners and are used only to identify them.
        </p>

        <h2 id="liability">8. Limitation of liability</h2>
        <p>To the extent the law allows:</p>
        <ul>
          <li>
            We are not liable for a lender&rsquo;s decision, for delays or actions of lenders or government bodies, or
            for loss caused by relying on indicative information on this website.
          </li>
          <li>
            We are not liable for indirect or consequential loss, or for loss caused by events outside our reasonable
            control, such as network or payment-system outages.
          </li>
          <li>The website is provided &ldquo;as is&rdquo;, and we do not promise it will always be available.</li>
        </ul>
        <p>
          Nothing in these terms limits liability that cannot be limited under Indian law, including for fraud, or any
          right you have as a consumer.
        </p>

        <h2 id="changes">9. Changes and suspension</h2>
        <p>
          We may change these terms or the website at any time. The date at the top shows when the terms last changed,
          and continuing to use the website after a change means you accept it. We may suspend or withdraw the website,
          or any part of it, for maintenance or other reasons.
        </p>

        <h2 id="governing-law">10. Governing law and jurisdiction</h2>
        <p>
          These terms are governed by the laws of India. Subject to any right you have to approach a consumer commission
          under the Consumer Protection Act, 2019, the courts at Ernakulam, Kerala have exclusive jurisdiction over any
          dispute arising from them.
        </p>

        <h2 id="contact">11. Complaints and contact</h2>
        <p>
          If you are unhappy with our service, tell us first and we will try to put it right. For a complaint about a
          loan itself, contact the lender&rsquo;s grievance redressal officer; if the lender does not resolve it, you
          may approach the RBI Ombudsman through the{" "}
          <ExternalLink href="https://cms.rbi.org.in">RBI Complaint Management System</ExternalLink>.
        </p>
      </Prose>
      <BusinessContactCard settings={settings} />
    </ContentPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
