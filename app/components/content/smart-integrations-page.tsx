import { BadgeCheck, FileSignature, Gauge, Landmark, MessageCircle, Repeat, ScanFace } from "lucide-react";
import { Link } from "react-router";
import type { SmartIntegrationsTexts } from "~server/content/page-texts";
import { Callout, ContentCta, ContentPage, ExternalLink, Prose, type TocItem } from "~/components/content/content-page";
import { usePageTexts } from "~/components/content/use-page-texts";
import { formatIndianPhone } from "~/components/layout/navigation";
import { useRootData } from "~/root";

const toc: TocItem[] = [
  { id: "eligibility", label: "Instant eligibility check" },
  { id: "credit-report", label: "Credit report checks" },
  { id: "digital-kyc", label: "Digital KYC" },
  { id: "account-aggregator", label: "Account Aggregator" },
  { id: "e-sign", label: "e-Sign" },
  { id: "e-mandate", label: "e-Mandate for EMIs" },
  { id: "whatsapp", label: "WhatsApp updates" },
  { id: "bookkeeping", label: "Bookkeeping with Vyapar" },
  { id: "privacy", label: "Your privacy" },
];

/** The icons of the six highlights, in their order (the texts are staff's: the Pages screen). */
const highlightIcons = [Gauge, ScanFace, Landmark, FileSignature, Repeat, MessageCircle];

/**
 * /smart-integrations: the intro (heading, introduction, highlights, opening paragraph) is the
 * page texts staff keep; the sections below stay here. The route and the staff preview render it.
 */
export function SmartIntegrationsPage({ texts: raw }: { texts: SmartIntegrationsTexts }) {
  const { settings } = useRootData();
  const texts = usePageTexts(raw);

  return (
    <ContentPage name="Smart Integrations" path="/smart-integrations" title={texts.title} intro={texts.intro} toc={toc}>
      <ul className="grid gap-3 sm:grid-cols-2" aria-label="What this means for you">
        {texts.highlights.map((label, index) => {
          const Icon = highlightIcons[index % highlightIcons.length]!;
          return (
            <li key={index} className="flex items-center gap-3 rounded-xl bg-brand-50 p-4 text-slate-800">
              <Icon aria-hidden="true" className="size-6 shrink-0 text-brand-700" />
              <span className="font-medium">{label}</span>
            </li>
          );
        })}
      </ul>

      <Prose className="mt-12">
        <p>{texts.lead}</p>

        <h2 id="eligibility">Instant eligibility check</h2>
        <p>
          Tell us the loan you need, your income, your existing EMIs and your city. We compare these with the common
          criteria lenders use, such as income, age, how much of your income already goes to EMIs, and property or
          vehicle value, and show you an indicative loan amount and EMI.
        </p>
        <ul>
          <li>No documents and no credit enquiry are needed at this stage.</li>
          <li>
            The result is a guide, not an offer. The lender decides after checking your documents and credit history.
          </li>
        </ul>

        <h2 id="credit-report">Credit report (CIBIL) checks, with your consent</h2>
        <p>
          Your credit report from CIBIL or another RBI-licensed credit information company shows your past loans and
          repayments. Knowing your score early helps us choose lenders likely to approve you.
        </p>
        <ul>
          <li>
            We look at your credit report only when you have clearly agreed to it, and only for your loan request.
          </li>
          <li>
            Checking your own report does not lower your score. When you apply, the lender makes its own enquiry, which
            is recorded on your report, so we help you apply only where approval looks likely.
          </li>
          <li>
            You are entitled to one free full credit report a year from each credit information company. We can show you
            how to get it.
          </li>
        </ul>

        <h2 id="digital-kyc">Digital KYC: Aadhaar e-KYC, DigiLocker and Video KYC</h2>
        <p>
          KYC (Know Your Customer) is the lender&rsquo;s legal duty. Lenders can now complete it without a branch visit:
        </p>
        <ul>
          <li>
            <strong>Aadhaar e-KYC</strong>: you confirm your identity with an OTP sent to your Aadhaar-linked mobile.
            You type the OTP only on the lender&rsquo;s own screen, never over the phone to anyone.
          </li>
          <li>
            <strong>DigiLocker</strong>: you share government-issued documents, such as PAN, driving licence or Aadhaar,
            straight from the issuer, so there are no scans to upload and nothing can be tampered with.
          </li>
          <li>
            <strong>Video KYC</strong>: a live video call with the lender&rsquo;s trained official, who checks your face
            against your documents and sees your original PAN. The lender records the call as RBI rules require.
          </li>
        </ul>
        <p>
          Where a copy of your Aadhaar is needed, use a masked Aadhaar, which hides the first eight digits. Aadhaar is
          one of several accepted documents, and you may offer another officially valid document instead.
        </p>

        <h2 id="account-aggregator">Account Aggregator: bank statements with consent</h2>
        <p>
          Instead of downloading PDF statements or handing over net-banking passwords, you can share your bank data
          through an Account Aggregator (AA), a type of NBFC licensed and regulated by the RBI.
        </p>
        <ul>
          <li>
            You approve a consent request in the AA app that states who gets the data, which accounts, for what period,
            for what purpose and for how long it may be kept.
          </li>
          <li>
            Your bank sends the data encrypted to the lender. The Account Aggregator passes it on but cannot read it.
          </li>
          <li>You can see your consents and revoke them at any time in the AA app.</li>
        </ul>

        <h2 id="e-sign">e-Sign for loan documents</h2>
        <p>
          Lenders can let you sign your loan agreement online with an Aadhaar-based e-sign, issued through a licensed
          eSign service provider and valid under the Information Technology Act, 2000. You authenticate with an OTP and
          receive a copy of the signed documents.
        </p>
        <p>
          Before you sign, read the lender&rsquo;s Key Fact Statement: it shows the annual percentage rate (APR), all
          fees and charges, and the repayment schedule. Ask us about anything you do not understand.
        </p>

        <h2 id="e-mandate">e-Mandate (e-NACH) and UPI AutoPay for EMIs</h2>
        <p>
          EMIs are usually collected by auto-debit. Instead of signing a paper form, you set up an electronic mandate
          with your bank through NPCI&rsquo;s e-NACH system or UPI AutoPay, authenticating with net banking, debit card
          or UPI PIN.
        </p>
        <ul>
          <li>
            The mandate shows the lender&rsquo;s name, the maximum amount, how often it is debited and the end date.
          </li>
          <li>
            The mandate is in the lender&rsquo;s name, never ours. Keep enough balance on the due date to avoid bounce
            charges.
          </li>
          <li>
            Cancelling a mandate does not cancel the loan; speak to the lender first if you need to change the account.
          </li>
        </ul>

        <h2 id="whatsapp">WhatsApp updates</h2>
        <p>
          If you opt in, we send application updates, document checklists and reminders on WhatsApp from our official
          number, {formatIndianPhone(settings.whatsappNumber)}. Tell us at any time if you want us to stop.
        </p>

        <h2 id="bookkeeping">Bookkeeping with the Vyapar app</h2>
        <p>
          For shops and small businesses we help set up Vyapar, a GST billing, inventory and accounting app. Clean books
          make the GST returns, bank statements and profit and loss a lender asks for quick to produce.{" "}
          <Link to="/vyapar-app">See how we help with Vyapar</Link>.
        </p>
      </Prose>
      <Callout title="We will never ask you for" tone="warning">
        <p>
          OTPs, PINs, passwords or card CVVs, on WhatsApp or anywhere else, or money to approve or release a loan. If a
          message claims to be from us and asks for these, do not reply; call us on{" "}
          <a href={`tel:${settings.phone}`} className="font-semibold underline underline-offset-2">
            {formatIndianPhone(settings.phone)}
          </a>{" "}
          to check.
        </p>
      </Callout>

      <Prose className="mt-12">
        <h2 id="privacy">Your privacy</h2>
        <ul>
          <li>
            <strong>Consent first.</strong> Every check (credit report, Account Aggregator, KYC) needs your clear
            consent, for a stated purpose.
          </li>
          <li>
            <strong>Only what is needed.</strong> We ask only for the data a lender needs for the loan you chose.
          </li>
          <li>
            <strong>Only to lenders you choose.</strong> Your details go to a lender only after you decide to apply with
            it. We never sell personal data.
          </li>
          <li>
            <strong>Your rights.</strong> You can withdraw consent, and ask us to correct or erase your data, under the
            Digital Personal Data Protection Act, 2023.
          </li>
        </ul>
        <p>
          Read our <Link to="/privacy">privacy policy</Link> for the details, or check how an Account Aggregator works
          on the RBI&rsquo;s <ExternalLink href="https://www.rbi.org.in">official website</ExternalLink>.
        </p>
        <p>
          <BadgeCheck aria-hidden="true" className="mr-1 inline size-5 align-text-bottom text-emerald-700" />
          All of these services are optional conveniences. If you prefer paper documents or a branch visit, we will help
          you do it that way wherever the lender allows.
        </p>
      </Prose>

      <ContentCta />
    </ContentPage>
  );
}
