import { Link } from "react-router";
import type { Route } from "./+types/privacy";
import { contentPageMeta } from "~/components/content/content-meta";
import {
  BusinessContactCard,
  ContentPage,
  formatAddress,
  Prose,
  type TocItem,
} from "~/components/content/content-page";
import { formatIndianPhone } from "~/components/layout/navigation";
import { useRootData } from "~/root";

const LAST_UPDATED = "2026-11-23";

export function meta({ matches }: Route.MetaArgs) {
  return contentPageMeta(matches, {
    title: "Privacy Policy",
    description:
      "How we collect, use, share and protect your personal data under India's DPDP Act, 2023, how to withdraw consent, and how to reach our Grievance Officer.",
    canonicalPath: "/privacy",
  });
}

const toc: TocItem[] = [
  { id: "who-we-are", label: "Who we are" },
  { id: "scope", label: "What this notice covers" },
  { id: "data-we-collect", label: "Personal data we collect" },
  { id: "purposes", label: "Why we use it" },
  { id: "consent", label: "Consent and withdrawing it" },
  { id: "sharing", label: "Who we share it with" },
  { id: "retention", label: "How long we keep it" },
  { id: "security", label: "How we protect it" },
  { id: "your-rights", label: "Your rights" },
  { id: "grievance-officer", label: "Grievance Officer" },
  { id: "children", label: "Children's data" },
  { id: "cookies", label: "Cookies" },
  { id: "changes", label: "Changes to this notice" },
];

export default function Privacy() {
  const root = useRootData();
  const { settings } = root;
  const email = <a href={`mailto:${settings.contactEmail}`}>{settings.contactEmail}</a>;

  return (
    <ContentPage
      name="Privacy Policy"
      path="/privacy"
      title="Privacy Policy"
      intro="How we handle your personal data when you visit our website, ask about a loan or apply through us, in line with India's Digital Personal Data Protection Act, 2023."
      lastUpdated={LAST_UPDATED}
      toc={toc}
    >
      <Prose>
        <h2 id="who-we-are">1. Who we are</h2>
        <p>
          {settings.legalName} (&ldquo;{settings.businessName}&rdquo;, &ldquo;we&rdquo;, &ldquo;us&rdquo;), of{" "}
          {formatAddress(settings.address)}, is an approved agent (Direct Selling Agent) of banks and non-banking
          finance companies. We are not a lender.
        </p>
        <p>
          We decide why and how your personal data is processed for the purposes in this notice, so under the Digital
          Personal Data Protection Act, 2023 (&ldquo;DPDP Act&rdquo;) we are the <strong>Data Fiduciary</strong> for
          that data, and you are the <strong>Data Principal</strong>. When you apply with a lender, that lender also
          becomes a Data Fiduciary for the data it receives, and its own privacy notice applies to its processing.
        </p>

        <h2 id="scope">2. What this notice covers</h2>
        <p>
          This notice covers personal data we collect through this website, by phone, WhatsApp, e-mail, video call and
          at our office, from people who enquire about or apply for a loan or remittance, and from people who register
          with us as business partners. It is available in English; ask us if you would like it explained in another
          language we support.
        </p>

        <h2 id="data-we-collect">3. Personal data we collect</h2>
        <ul>
          <li>
            <strong>Contact details</strong>: name, mobile number, e-mail address, city, PIN code and preferred
            language.
          </li>
          <li>
            <strong>Your loan requirement</strong>: the type of loan, amount, purpose and tenure, and details of the
            property, vehicle, gold, solar system or remittance involved.
          </li>
          <li>
            <strong>Income and employment</strong>: employer or business, income, existing loans and EMIs, and, with
            your consent, bank statements, tax returns and your credit report.
          </li>
          <li>
            <strong>Documents</strong>: identity and address proof such as PAN and masked Aadhaar, photographs, income
            documents, property papers and any other document a lender asks for.
          </li>
          <li>
            <strong>Our conversations</strong>: notes of calls and meetings, and the messages and e-mails you send us.
          </li>
          <li>
            <strong>Device and cookie data</strong>: IP address, browser and device type, pages visited and how you
            reached our site, collected through cookies and similar technologies only if you accept them (see section
            12).
          </li>
          <li>
            <strong>Anonymous visit counts</strong>, for every visitor and without cookies: the pages opened, a few
            actions (loan page viewed, contact link tapped, EMI calculator used, enquiry form shown or sent, cookie
            choice), the referring site&rsquo;s domain and campaign tags on the first page, and a device class and
            browser name. Without your cookie consent these carry no IP address and no identifier, so they are not
            linked to you; with it, a code that changes daily lets us count distinct visitors (section 12).
          </li>
        </ul>
        <p>
          Most of this comes directly from you. With your consent, we may also receive data about your application from
          the lender you applied with (such as its status), from a credit information company or an Account Aggregator,
          or from a business partner who introduced you to us.
        </p>

        <h2 id="purposes">4. Why we use it</h2>
        <ul>
          <li>To respond to your enquiry and call or message you back about it.</li>
          <li>To assess your indicative eligibility and suggest suitable lenders and products.</li>
          <li>
            To prepare and share your application with the lenders you choose to apply with, and to follow it up until
            the loan is decided and disbursed.
          </li>
          <li>To send you updates about your application, by the channels you agreed to.</li>
          <li>
            With your separate consent only, to tell you about other loans or offers. You can opt out at any time.
          </li>
          <li>
            To comply with the law, with our agreements with lenders and their audits, and with orders of courts and
            authorities, and to prevent fraud.
          </li>
          <li>With cookie consent only, to measure how our website is used and to improve our advertising.</li>
        </ul>
        <p>
          We process your personal data on the basis of your consent, or for a legitimate use the DPDP Act allows, such
          as processing data you gave us voluntarily for a specific purpose, or meeting a legal obligation.
        </p>

        <h2 id="consent">5. Consent and how to withdraw it</h2>
        <p>
          We ask for your consent in clear terms, for specific purposes, before we collect data that needs it. You may
          withdraw consent at any time, and doing so is as easy as giving it:
        </p>
        <ul>
          <li>
            E-mail {email} with the words &ldquo;withdraw consent&rdquo;, or tell us on a call or on WhatsApp. Say which
            purpose you want to withdraw from (for example, marketing messages) or whether you want us to stop
            processing altogether.
          </li>
          <li>
            For cookies, use the &ldquo;Cookie settings&rdquo; link on our website at any time to change your choice.
          </li>
        </ul>
        <p>
          After you withdraw, we stop the processing that relied on that consent within a reasonable time, and ask our
          service providers to do the same. Withdrawal does not affect processing that took place before it. If you
          withdraw consent for an application in progress, we may no longer be able to help with it. A lender that has
          already received your application handles its own copy under its own obligations; contact the lender too.
        </p>
        <p>
          Where the law provides for registered Consent Managers, you may also give, manage and withdraw your consent
          through one.
        </p>

        <h2 id="sharing">6. Who we share it with</h2>
        <ul>
          <li>
            <strong>Banks and NBFCs you choose to apply with</strong>, and their service providers, such as verification
            and valuation agencies, credit information companies, KYC, e-sign and e-mandate providers, and Account
            Aggregators. We share your application with a lender only after you decide to apply with it.
          </li>
          <li>
            <strong>Our own service providers</strong>, who process data for us under contract and only on our
            instructions: website hosting, e-mail, telephone and messaging (including WhatsApp), and customer records
            software.
          </li>
          <li>
            <strong>Authorities</strong>, when the law, a court or a regulator requires it.
          </li>
          <li>
            <strong>A successor business</strong>, if our business is merged or transferred, under this notice.
          </li>
        </ul>
        <p>
          <strong>We do not sell your personal data</strong>, and we do not share it with lenders or anyone else for
          their own marketing. Some service providers may store data outside India; we allow this only where Indian law
          permits the transfer.
        </p>

        <h2 id="retention">7. How long we keep it</h2>
        {/* The 24 months are the lead settings' default retention (server/leads/lead-settings.ts,
            defaultLeadSettings.retentionMonths), which the retention job applies; change this text
            with the setting. */}
        <p>
          <strong>Your enquiry</strong> (your name, mobile number, e-mail address, city, PIN code, the loan amount,
          income and employment details you gave, your message, and how you reached our website, such as the page and
          the campaign link) and <strong>our notes</strong> of calls and messages about it are kept while we work on it:
          until the loan is disbursed and the file is closed, or until it ends because you are not going ahead, you are
          not eligible, the lender declines it, or it was a duplicate.
        </p>
        <p>
          <strong>After that, we keep it for 24 months</strong>, because complaints, lender queries and audits come
          late. Then our system erases your personal details automatically: your name, mobile number, e-mail address,
          city, PIN code, income, employment, message, the details of your visit and the text of our notes are deleted,
          and any notification about you that has not been sent yet is cancelled.
        </p>
        <p>
          What remains after erasure does not identify you: the enquiry&rsquo;s reference number, the type of loan, its
          status, the amounts asked for, sanctioned and disbursed, the lender and its application number, the dates, our
          commission, and the record that consent was given (which version of this notice, and when). We keep these for
          our accounts with lenders and for tax.
        </p>
        <p>
          You do not have to wait: ask us to erase your data at any time (see section 9), and we erase every enquiry
          made with your mobile number or e-mail address in the same way, unless the law requires us to keep it. Lenders
          keep the data in your application under their own retention rules.
        </p>

        <h2 id="security">8. How we protect it</h2>
        <p>
          We take reasonable security safeguards: encrypted connections (HTTPS) for this website, access limited to
          staff who need it, confidentiality duties for our staff, contracts with service providers, and logs of access
          to our systems. If a personal data breach happens, we will inform you and the Data Protection Board of India
          as the law requires.
        </p>
        <p>
          Please help us: we will never ask for your OTPs, PINs, passwords or card CVVs, and we never ask for money to
          approve a loan.
        </p>

        <h2 id="your-rights">9. Your rights</h2>
        <p>Under the DPDP Act you have the right to:</p>
        <ul>
          <li>
            <strong>Access</strong>: a summary of the personal data we process about you and how we process it, and the
            identities of others we have shared it with, and what we shared.
          </li>
          <li>
            <strong>Correction and erasure</strong>: have inaccurate or incomplete data corrected, completed or updated,
            and have data erased when it is no longer needed, unless the law requires us to keep it.
          </li>
          <li>
            <strong>Grievance redressal</strong>: have your complaint about our handling of your data answered by our
            Grievance Officer.
          </li>
          <li>
            <strong>Nominate</strong>: name another person to exercise your rights if you die or become unable to do so.
          </li>
        </ul>
        <p>
          We find your data by the mobile number or e-mail address you used, so please write from it or mention it. To
          use any of these rights, e-mail {email}. We may ask you to confirm your identity first, and we will reply
          within the time the law allows. As a Data Principal you also have duties under the Act, such as giving us
          accurate information and not filing false or frivolous complaints.
        </p>
        <p>
          If you are not satisfied with our answer, you may complain to the Data Protection Board of India, after first
          using our grievance redressal process.
        </p>

        <h2 id="grievance-officer">10. Grievance Officer</h2>
        <p>
          For questions about this notice, to exercise your rights, or to raise a complaint, contact our Grievance
          Officer:
        </p>
      </Prose>
      <BusinessContactCard settings={settings} title="Grievance Officer (data protection)" />

      <Prose className="mt-12">
        <h2 id="children">11. Children&rsquo;s data</h2>
        <p>
          Our services are for adults, and we do not knowingly collect personal data of anyone under 18 for our own
          purposes. Where a loan involves a child, for example an education loan for a student under 18 where a parent
          or guardian applies, we process the child&rsquo;s data only with the verifiable consent of the parent or
          lawful guardian, and only as far as the application needs. We do not track children or show them targeted
          advertising.
        </p>

        <h2 id="cookies">12. Cookies</h2>
        <p>
          Our website sets no cookies of its own for visitors. It keeps a few items in your browser&rsquo;s storage that
          it needs to work, including your cookie choice. Analytics and advertising cookies, used to measure visits and
          the effect of our advertising, load only if you choose &ldquo;Accept All&rdquo;. You can change your choice at
          any time through the &ldquo;Cookie settings&rdquo; link. Separately, our website counts page views and a few
          actions itself, without cookies and without storing anything in your browser; for visitors who have not
          accepted cookies these counts hold no IP address or identifier, and the raw counts are deleted after 30 days.
          Our <Link to="/cookie-policy">Cookie Policy</Link> has the details.
        </p>

        <h2 id="changes">13. Changes to this notice</h2>
        <p>
          We may update this notice when our practices or the law change. We will show the new date at the top of this
          page and, for significant changes, tell you by e-mail or message if we have your details.
        </p>
        <p>
          Questions? Call us on {formatIndianPhone(settings.phone)} ({settings.businessHours}) or e-mail {email}.
        </p>
      </Prose>
    </ContentPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
