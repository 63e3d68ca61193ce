import { Link } from "react-router";
import { formatIndianPhone } from "~/components/layout/navigation";
import { RBI_CMS_URL, type Disclosures } from "~server/settings/disclosures";

/** Where the full disclosure sits on /disclaimer (the lead dialog and loan pages link there). */
export const DISCLOSURES_PATH = "/disclaimer#dsa-disclosures";

interface Contact {
  contactEmail: string;
  phone: string;
}

/** "Demo Bank of Kerala (Scheduled commercial bank), …" for the compact version. */
function lenderList(lenders: Disclosures["lenders"]): string {
  return lenders.map((lender) => `${lender.name} (${lender.entityType})`).join("; ");
}

/** The officer's contact details, or the business's own until staff name an officer. */
function GrievanceContact({ disclosures, contact }: { disclosures: Disclosures; contact: Contact }) {
  const officer = disclosures.grievanceOfficer;
  const email = officer?.email ?? contact.contactEmail;
  const phone = officer?.phone ?? contact.phone;
  return (
    <>
      {officer ? `${officer.name}, ` : "Write to "}
      <a href={`mailto:${email}`} className="font-medium text-brand-800 underline">
        {email}
      </a>
      {", "}
      <a href={`tel:${phone}`} className="font-medium text-brand-800 underline">
        {formatIndianPhone(phone)}
      </a>
      {officer ? ` (${officer.hours})` : ""}
    </>
  );
}

/**
 * The compact "we are a DSA, not a lender" box on every loan page: who we source for, what we
 * charge, whom to complain to and how to escalate. Everything staff type is rendered as text.
 */
export function DsaDisclosureSummary({ disclosures, contact }: { disclosures: Disclosures; contact: Contact }) {
  return (
    <section
      aria-labelledby="dsa-disclosure-heading"
      className="rounded-2xl border border-slate-200 bg-slate-50 p-5 text-sm leading-6 text-slate-700"
      data-testid="dsa-disclosure"
    >
      <h2 id="dsa-disclosure-heading" className="text-base font-semibold text-slate-900">
        We are a DSA (loan agent), not a lender
      </h2>
      <dl className="mt-3 space-y-2">
        <div>
          <dt className="inline font-semibold text-slate-900">Lenders we work with: </dt>
          <dd className="inline">
            {disclosures.lenders.length > 0 ? lenderList(disclosures.lenders) : "ask us for the current list."}
          </dd>
        </div>
        <div>
          <dt className="inline font-semibold text-slate-900">What we charge: </dt>
          <dd className="inline">{disclosures.charges}</dd>
        </div>
        <div>
          <dt className="inline font-semibold text-slate-900">Grievance officer: </dt>
          <dd className="inline">
            <GrievanceContact disclosures={disclosures} contact={contact} />
          </dd>
        </div>
        <div>
          <dt className="inline font-semibold text-slate-900">Not resolved? </dt>
          <dd className="inline">{disclosures.escalation}</dd>
        </div>
      </dl>
      <p className="mt-3">
        <Link to={DISCLOSURES_PATH} className="font-medium text-brand-800 underline">
          Read our full disclosures
        </Link>
      </p>
    </section>
  );
}

/** The full version on /disclaimer: the lender table, charges, the officer and the escalation path. */
export function DsaDisclosureFull({ disclosures, contact }: { disclosures: Disclosures; contact: Contact }) {
  return (
    <section aria-labelledby="dsa-disclosures" className="mt-12" data-testid="dsa-disclosure-full">
      <h2 id="dsa-disclosures" className="scroll-mt-24 text-2xl font-bold text-slate-900">
        Our DSA disclosures
      </h2>
      <p className="mt-3 text-slate-700">
        We are a Direct Selling Agent (DSA): a loan agent that sources applications for the regulated lenders below. We
        are not a bank or NBFC and do not lend money; each lender decides on your loan.
      </p>

      <h3 className="mt-8 text-lg font-semibold text-slate-900">Lenders we work with</h3>
      {disclosures.lenders.length > 0 ? (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full min-w-[20rem] text-left text-sm">
            <caption className="sr-only">The banks and NBFCs we are a DSA for, and what kind of lender each is</caption>
            <thead>
              <tr className="border-b border-slate-300 text-slate-900">
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Lender
                </th>
                <th scope="col" className="py-2 font-semibold">
                  Regulated entity type
                </th>
              </tr>
            </thead>
            <tbody>
              {disclosures.lenders.map((lender, index) => (
                <tr key={`${index}-${lender.name}`} className="border-b border-slate-200 text-slate-700">
                  <td className="py-2 pr-4">
                    <span className="flex items-center gap-3">
                      {lender.logoUrl && (
                        <img src={lender.logoUrl} alt="" width={32} height={32} className="size-8 object-contain" />
                      )}
                      {lender.name}
                    </span>
                  </td>
                  <td className="py-2">{lender.entityType}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="mt-3 text-slate-700">Ask us for the current list of lenders we work with.</p>
      )}

      <h3 className="mt-8 text-lg font-semibold text-slate-900">What we charge</h3>
      <p className="mt-3 whitespace-pre-line text-slate-700">{disclosures.charges}</p>

      <h3 className="mt-8 text-lg font-semibold text-slate-900">Grievance officer</h3>
      <p className="mt-3 text-slate-700">
        <GrievanceContact disclosures={disclosures} contact={contact} />
      </p>

      <h3 className="mt-8 text-lg font-semibold text-slate-900">If your complaint is not resolved</h3>
      <p className="mt-3 whitespace-pre-line text-slate-700">{disclosures.escalation}</p>
      <p className="mt-3 text-slate-700">
        RBI complaint portal (Integrated Ombudsman Scheme, 2021):{" "}
        <a
          href={RBI_CMS_URL}
          rel="noopener noreferrer"
          target="_blank"
          className="font-medium text-brand-800 underline"
        >
          cms.rbi.org.in<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </p>
    </section>
  );
}

/** One or two lines for the lead dialog, next to the consent checkbox. */
export function DsaDisclosureNote({ className }: { className?: string }) {
  return (
    <p className={className ?? "text-xs leading-5 text-slate-600"} data-testid="dsa-disclosure-note">
      We are a loan agent (DSA), not a lender: the lender decides on your loan.{" "}
      <a href={DISCLOSURES_PATH} target="_blank" rel="noopener" className="font-medium text-brand-800 underline">
        Our lenders, what we charge and how to complain<span className="sr-only"> (opens in a new tab)</span>
      </a>
    </p>
  );
}
