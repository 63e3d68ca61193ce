import type * as React from "react";
import { openCookieSettings } from "~/components/cookie-consent/banner-state";
import { Prose } from "~/components/content/content-page";
import { BodyText, LegalPage } from "~/components/content/legal-page";
import type { LegalPageData } from "~/components/content/legal-pages";
import { Button } from "~/components/ui/button";
import { useI18n, type I18n } from "~/i18n/i18n";
import { ATTRIBUTION_STORAGE_KEY } from "~/lib/attribution";
import {
  COOKIE_CONSENT_DATE_STORAGE_KEY,
  COOKIE_CONSENT_STORAGE_KEY,
  DISMISSED_POPUPS_STORAGE_KEY,
} from "~/lib/constants";
import { useRootData } from "~/root";

// The cookie policy's view: its text is the page texts staff keep (LegalPage); the cards of
// cookies and storage items stay here, beside the code that sets them, so an item added to the
// site is described in the same change (their words are messages of the `legal` area).

type StorageKind = "cookie" | "local" | "session";

interface StorageItem {
  name: string;
  kind: StorageKind;
  setBy: string;
  purpose: React.ReactNode;
  lasts: string;
}

const kindLabels = {
  cookie: "legal.kindCookie",
  local: "legal.kindLocalStorage",
  session: "legal.kindSessionStorage",
} as const;

/**
 * One card per item rather than a table: four columns of prose cannot fit a 375 px phone, and a
 * card reads the same at every width and to a screen reader (a heading, then label and value).
 */
function StorageList({ label, items }: { label: string; items: StorageItem[] }) {
  const { t } = useI18n();
  return (
    <ul aria-label={label} className="mt-6 space-y-4">
      {items.map((item) => (
        <li key={item.name} className="rounded-2xl border border-slate-200 bg-white p-5">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h3 className="font-mono text-lg font-semibold [overflow-wrap:anywhere] text-slate-900">{item.name}</h3>
            <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">
              {t(kindLabels[item.kind])}
            </span>
          </div>
          <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm leading-6 sm:grid-cols-[9rem_1fr] sm:gap-y-2">
            <dt className="font-semibold text-slate-900">{t("legal.storageSetBy")}</dt>
            <dd className="mb-2 text-slate-700 sm:mb-0">{item.setBy}</dd>
            <dt className="font-semibold text-slate-900">{t("legal.storagePurpose")}</dt>
            <dd className="mb-2 text-slate-700 sm:mb-0">{item.purpose}</dd>
            <dt className="font-semibold text-slate-900">{t("legal.storageLasts")}</dt>
            <dd className="text-slate-700">{item.lasts}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}

const quoted = (chunks: React.ReactNode[]) => <q>{chunks}</q>;

/** What the site keeps in the browser without asking: needed to work and to remember the visitor's choices. */
function alwaysUsedItems({ t, rich }: I18n, businessName: string): StorageItem[] {
  const us = t("legal.setByUs", { businessName });
  const untilChanged = t("legal.untilChanged");
  const untilTabClosed = t("legal.untilTabClosed");
  return [
    {
      name: COOKIE_CONSENT_STORAGE_KEY,
      kind: "local",
      setBy: us,
      purpose: rich("legal.consentPurpose", { q: quoted }),
      lasts: untilChanged,
    },
    {
      name: COOKIE_CONSENT_DATE_STORAGE_KEY,
      kind: "local",
      setBy: us,
      purpose: t("legal.consentDatePurpose"),
      lasts: untilChanged,
    },
    {
      name: ATTRIBUTION_STORAGE_KEY,
      kind: "session",
      setBy: us,
      purpose: rich("legal.attributionPurpose", { q: quoted }),
      lasts: untilTabClosed,
    },
    {
      name: DISMISSED_POPUPS_STORAGE_KEY,
      kind: "session",
      setBy: us,
      purpose: t("legal.popupsPurpose"),
      lasts: untilTabClosed,
    },
  ];
}

/** The analytics and advertising cookies, set by Google's and Meta's scripts after Accept All only. */
function withConsentItems({ t, rich }: I18n): StorageItem[] {
  const google = t("legal.setByGoogle");
  return [
    {
      name: "_ga",
      kind: "cookie",
      setBy: google,
      purpose: t("legal.gaPurpose"),
      lasts: t("legal.lastsYears", { count: 2 }),
    },
    {
      name: "_ga_<container-id>",
      kind: "cookie",
      setBy: google,
      purpose: rich("legal.gaContainerPurpose", { q: quoted, code: (chunks) => <code>{chunks}</code> }),
      lasts: t("legal.lastsYears", { count: 2 }),
    },
    {
      name: "_fbp",
      kind: "cookie",
      setBy: t("legal.setByMeta"),
      purpose: t("legal.fbpPurpose"),
      lasts: t("legal.lastsDays", { count: 90 }),
    },
  ];
}

/** The cookie policy, with the cards of storage items and the button that opens the cookie banner. */
export function CookiePolicyPage(page: LegalPageData) {
  const { settings } = useRootData();
  const i18n = useI18n();
  return (
    <LegalPage
      page="cookie-policy"
      {...page}
      inserts={{
        alwaysUsed: ({ texts, langOf }) => (
          <>
            <StorageList label={texts.alwaysUsedLabel!} items={alwaysUsedItems(i18n, settings.businessName)} />
            <Prose className="mt-8">
              <h3 id="own-counts" lang={langOf("ownCountsHeading")}>
                {texts.ownCountsHeading}
              </h3>
              <BodyText text={texts.ownCountsBody!} lang={langOf("ownCountsBody")} />
            </Prose>
          </>
        ),
        withConsent: ({ texts }) => <StorageList label={texts.withConsentLabel!} items={withConsentItems(i18n)} />,
        changeChoice: () => (
          <div className="mt-6">
            <Button variant="outline" onClick={openCookieSettings}>
              {i18n.t("legal.changeChoiceButton")}
            </Button>
          </div>
        ),
      }}
    />
  );
}
