import type * as React from "react";
import { Link } from "react-router";
import type { Route } from "./+types/cookie-policy";
import { openCookieSettings } from "~/components/cookie-consent/banner-state";
import { contentPageMeta } from "~/components/content/content-meta";
import { ContentPage, ExternalLink, Prose, type TocItem } from "~/components/content/content-page";
import { Button } from "~/components/ui/button";
import { ATTRIBUTION_STORAGE_KEY } from "~/lib/attribution";
import {
  COOKIE_CONSENT_DATE_STORAGE_KEY,
  COOKIE_CONSENT_STORAGE_KEY,
  DISMISSED_POPUPS_STORAGE_KEY,
} from "~/lib/constants";
import { useRootData } from "~/root";

const LAST_UPDATED = "2026-11-23";

export function meta({ matches }: Route.MetaArgs) {
  return contentPageMeta(matches, {
    title: "Cookie Policy",
    description:
      "Every cookie and browser storage item our website uses, who sets it, why and for how long. Google Analytics and Meta Pixel load only if you accept.",
    canonicalPath: "/cookie-policy",
  });
}

const toc: TocItem[] = [
  { id: "in-short", label: "In short" },
  { id: "what-they-are", label: "Cookies and browser storage" },
  { id: "always-used", label: "Storage our website always uses" },
  { id: "with-consent", label: "Analytics and advertising cookies" },
  { id: "staff-area", label: "The staff area" },
  { id: "change-your-choice", label: "Changing your choice" },
  { id: "your-rights", label: "Your rights" },
  { id: "changes", label: "Changes to this policy" },
];

interface StorageItem {
  name: string;
  kind: "Cookie" | "Local storage" | "Session storage";
  setBy: React.ReactNode;
  purpose: React.ReactNode;
  lasts: React.ReactNode;
}

/**
 * One card per item rather than a table: four columns of prose cannot fit a 375 px phone, and a
 * card reads the same at every width and to a screen reader (a heading, then label and value).
 */
function StorageList({ label, items }: { label: string; items: StorageItem[] }) {
  return (
    <ul aria-label={label} className="mt-6 space-y-4">
      {items.map((item) => (
        <li key={item.name} className="rounded-2xl border border-slate-200 bg-white p-5">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h3 className="font-mono text-lg font-semibold [overflow-wrap:anywhere] text-slate-900">{item.name}</h3>
            <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">
              {item.kind}
            </span>
          </div>
          <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm leading-6 sm:grid-cols-[9rem_1fr] sm:gap-y-2">
            <dt className="font-semibold text-slate-900">Set by</dt>
            <dd className="mb-2 text-slate-700 sm:mb-0">{item.setBy}</dd>
            <dt className="font-semibold text-slate-900">What it is for</dt>
            <dd className="mb-2 text-slate-700 sm:mb-0">{item.purpose}</dd>
            <dt className="font-semibold text-slate-900">How long it stays</dt>
            <dd className="text-slate-700">{item.lasts}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}

const untilChanged =
  "Until you change your choice (the new one replaces it) or clear this website’s data in your browser.";
const untilTabClosed = "Until you close the browser tab.";

export default function CookiePolicy() {
  const root = useRootData();
  const { settings } = root;
  const us = `${settings.businessName}, on this website`;

  const alwaysUsed: StorageItem[] = [
    {
      name: COOKIE_CONSENT_STORAGE_KEY,
      kind: "Local storage",
      setBy: us,
      purpose: (
        <>
          Remembers your answer to the cookie banner: <q>accepted</q> (Accept All) or <q>declined</q> (Decline
          Non-Essential), so we do not ask on every page and load analytics and advertising only if you agreed.
        </>
      ),
      lasts: untilChanged,
    },
    {
      name: COOKIE_CONSENT_DATE_STORAGE_KEY,
      kind: "Local storage",
      setBy: us,
      purpose: "The date and time you made that choice, as a record of your consent.",
      lasts: untilChanged,
    },
    {
      name: ATTRIBUTION_STORAGE_KEY,
      kind: "Session storage",
      setBy: us,
      purpose: (
        <>
          The page you first opened on this visit, the website that sent you here (if any) and the campaign tags (
          <q>utm_</q> parameters) in that link. It is kept only to be attached to an enquiry you choose to send us, so
          we know which advertisement or page helped you. If you send nothing, it never leaves your browser.
        </>
      ),
      lasts: untilTabClosed,
    },
    {
      name: DISMISSED_POPUPS_STORAGE_KEY,
      kind: "Session storage",
      setBy: us,
      purpose: "Which of our notices (popups) you closed, so that they do not appear again during this visit.",
      lasts: untilTabClosed,
    },
  ];

  const withConsent: StorageItem[] = [
    {
      name: "_ga",
      kind: "Cookie",
      setBy: "Google Analytics (Google), on this website’s address",
      purpose:
        "Tells one browser from another with a random number, so that we can count visitors and see which pages and loan services they read. It does not contain your name, mobile number or e-mail.",
      lasts: "2 years",
    },
    {
      name: "_ga_<container-id>",
      kind: "Cookie",
      setBy: "Google Analytics (Google), on this website’s address",
      purpose: (
        <>
          Keeps the state of your visit (session) for our Google Analytics account, such as when the visit started.{" "}
          <q>&lt;container-id&gt;</q> stands for our account&rsquo;s ID, so the real name looks like{" "}
          <code>_ga_AB12CD34EF</code>.
        </>
      ),
      lasts: "2 years",
    },
    {
      name: "_fbp",
      kind: "Cookie",
      setBy: "Meta Pixel (Meta, the company behind Facebook and Instagram), on this website’s address",
      purpose:
        "Tells one browser from another, so that we can measure which of our Facebook and Instagram advertisements lead to visits and enquiries, and show our advertisements to people likely to need a loan.",
      lasts: "90 days",
    },
  ];

  return (
    <ContentPage
      name="Cookie Policy"
      path="/cookie-policy"
      title="Cookie Policy"
      intro="Which cookies and browser storage our website uses, who sets them, why, and for how long, and how you can change your choice at any time."
      lastUpdated={LAST_UPDATED}
      toc={toc}
    >
      <Prose>
        <h2 id="in-short">1. In short</h2>
        <ul>
          <li>
            <strong>Our website sets no cookies of its own</strong> when you visit its public pages.
          </li>
          <li>
            It keeps a few small items in your browser&rsquo;s storage to remember your cookie choice, the popups you
            closed, and where your visit came from (to attach to an enquiry, if you send one).
          </li>
          <li>
            <strong>Our own visit counts use no cookies and nothing in your browser</strong>: for every visitor, our
            website counts anonymously which pages are opened and a few actions (see <a href="#own-counts">below</a>),
            without any identifier.
          </li>
          <li>
            <strong>Analytics and advertising cookies</strong> (Google Analytics and the Meta Pixel) are used only if
            you choose <q>Accept All</q> on our cookie banner. Until then, neither is loaded, and nothing is sent to
            Google or Meta.
          </li>
          <li>
            You can change your choice at any time with <q>Cookie settings</q> at the bottom of every page. Saying no
            does not stop you from using any part of the website, checking your EMI or applying for a loan.
          </li>
        </ul>

        <h2 id="what-they-are">2. Cookies and browser storage</h2>
        <p>
          A <strong>cookie</strong> is a small text file that a website stores in your browser and that your browser
          sends back with later visits. <strong>Local storage</strong> and <strong>session storage</strong> are similar
          small stores in your browser, but they are not sent to the website automatically: they stay on your device
          unless the website&rsquo;s own code sends them. Items in local storage stay until they are cleared; items in
          session storage are deleted when you close the browser tab.
        </p>

        <h2 id="always-used">3. Storage our website always uses</h2>
        <p>
          These items are needed for the website to work as you expect and to respect your choices, so they are used
          without asking. They are set by {settings.businessName} and stay in your browser.
        </p>
      </Prose>
      <StorageList label="Storage our website always uses" items={alwaysUsed} />

      <Prose className="mt-8">
        <h3 id="own-counts">Our own visit counts (no cookie, nothing stored in your browser)</h3>
        <p>
          So that we know which pages and campaigns bring enquiries, our website sends our own server a short note for
          each page you open and for these actions: viewing a loan service page, tapping our phone, WhatsApp or e-mail
          links, using an EMI calculator, an enquiry form being shown or sent, and your answer on the cookie banner.
          Each note holds only: the page address (without anything after <q>?</q>), the action and its type (such as the
          loan service or <q>WhatsApp</q>), on the first page of a visit the domain of the site that sent you and the
          campaign tags in the link (utm_source, utm_medium, utm_campaign), and whether it is the first or second page
          of a visit. Our server adds the date and time, and a device class (mobile, tablet or desktop) and browser name
          worked out from your browser&rsquo;s description, which it then discards.
        </p>
        <p>
          If you have not accepted cookies, we keep{" "}
          <strong>no IP address, no identifier and nothing that links one note to another</strong>: we cannot tell who
          you are, or whether two page views were yours. If you chose <q>Accept All</q>, we also keep a code made from
          your IP address and browser description with a secret that changes every day and is deleted at the end of the
          day, so we can count distinct visitors per day; the IP address itself is never stored. The notes are deleted
          after 30 days; only daily totals are kept.
        </p>
      </Prose>

      <Prose className="mt-12">
        <h2 id="with-consent">4. Analytics and advertising cookies (only with your consent)</h2>
        <p>
          If you choose <q>Accept All</q>, our pages load Google Analytics and the Meta Pixel. Their scripts then set
          these cookies on this website&rsquo;s address. If you choose <q>Decline Non-Essential</q>, or close the
          banner, they are never loaded.
        </p>
      </Prose>
      <StorageList label="Analytics and advertising cookies" items={withConsent} />

      <Prose className="mt-8">
        <p>
          <strong>What we send them.</strong> With your consent, our pages tell Google Analytics and Meta which pages
          you open, which loan service pages you read, when you tap our phone, WhatsApp or e-mail links, when you use an
          EMI calculator, and when you send us an enquiry (its type, the loan service and the amount asked for). We
          never send them your name, mobile number, e-mail address or the text of your messages.
        </p>
        <p>
          Google and Meta decide how they use this data for their own purposes, and may process it outside India, as
          Indian law permits. They may also read cookies they set on their own websites, for example if you are signed
          in to Facebook. Their policies explain this:{" "}
          <ExternalLink href="https://policies.google.com/technologies/partner-sites">
            how Google uses information from sites that use its services
          </ExternalLink>{" "}
          and{" "}
          <ExternalLink href="https://www.facebook.com/privacy/policies/cookies/">
            Meta&rsquo;s cookie policy
          </ExternalLink>
          .
        </p>

        <h2 id="staff-area">5. The staff area</h2>
        <p>
          Our staff administration area, used only by our employees, uses one strictly necessary session cookie to keep
          a staff member signed in. It is never set for visitors of the public pages.
        </p>

        <h2 id="change-your-choice">6. Changing your choice</h2>
        <p>
          Choose <q>Cookie settings</q> at the bottom of any page, or the button below, to open the cookie banner again,
          then pick <q>Accept All</q> or <q>Decline Non-Essential</q>. Withdrawing your consent is as easy as giving it.
        </p>
      </Prose>
      <div className="mt-6">
        <Button variant="outline" onClick={openCookieSettings}>
          Change my cookie choice
        </Button>
      </div>
      <Prose className="mt-6">
        <p>
          If you withdraw your consent, the Meta Pixel is removed at once, and the pages you open next load neither
          Google Analytics nor the Meta Pixel. Cookies they had already set stay in your browser until they expire; to
          remove them now, delete this website&rsquo;s cookies and site data in your browser&rsquo;s privacy settings.
          Clearing all of this website&rsquo;s data also removes your cookie choice, so the banner will ask you again.
        </p>
        <p>
          You can also block or delete cookies for all websites in your browser&rsquo;s settings. Our website works
          without them.
        </p>

        <h2 id="your-rights">7. Your rights</h2>
        <p>
          Under India&rsquo;s Digital Personal Data Protection Act, 2023, we use analytics and advertising cookies only
          with your consent, which must be free, specific and informed, and which you can withdraw at any time. You also
          have the rights to access, correct and erase your personal data and to have your grievances answered. Our{" "}
          <Link to="/privacy">Privacy Policy</Link> explains these rights, how we handle the details you send us, and
          how to reach our <Link to="/privacy#grievance-officer">Grievance Officer</Link>. Questions about this policy:
          e-mail <a href={`mailto:${settings.contactEmail}`}>{settings.contactEmail}</a>.
        </p>

        <h2 id="changes">8. Changes to this policy</h2>
        <p>When we add or change a cookie or storage item, we update this page and the date at the top.</p>
      </Prose>
    </ContentPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
