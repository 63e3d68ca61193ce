import { Mail, MapPin, MessageCircle, Phone } from "lucide-react";
import { Link } from "react-router";
import { istYear } from "~server/formats/ist";
import type { SiteSettings } from "~server/settings/settings.schema";
import { socialNetworks } from "~server/settings/social-networks";
import { useI18n } from "~/i18n/i18n";
import { useOptionalRootData } from "~/root";
import { CookieSettingsButton } from "../cookie-consent/cookie-settings-button";
import { BrandMark } from "./brand-mark";
import { LanguageSwitcher } from "./language-switcher";
import { NavLinkItem, NewTabHint } from "./nav-link-item";
import {
  copyrightNotice,
  footerLegalLinks,
  footerPopularServices,
  footerQuickLinks,
  formatIndianPhone,
  whatsappLink,
  type NavItem,
} from "./navigation";

const footerLinkClass =
  "inline-flex min-h-8 items-center text-sm text-slate-300 [overflow-wrap:anywhere] hover:text-white hover:underline";

function FooterLinkList({ title, items, children }: { title: string; items: NavItem[]; children?: React.ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-4 space-y-1">
        {items.map((item) => (
          <li key={item.label}>
            <NavLinkItem item={item} className={footerLinkClass} />
          </li>
        ))}
        {children}
      </ul>
    </div>
  );
}

export function SiteFooter({ settings }: { settings: SiteSettings }) {
  const { address } = settings;
  const root = useOptionalRootData();
  const origin = root?.origin;
  const { t, path } = useI18n();
  return (
    <footer className="bg-brand-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-12 lg:px-8">
        <div className="lg:col-span-3">
          <Link to={path("/")} className="inline-flex items-center gap-2.5">
            <BrandMark />
            <span className="text-lg font-bold text-white">{settings.businessName}</span>
          </Link>
          <p className="mt-4 max-w-sm text-sm leading-6 [overflow-wrap:anywhere]">{t("layout.footerBlurb")}</p>
          <h2 className="mt-6 text-sm font-semibold tracking-wide text-white uppercase">{t("layout.followUs")}</h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {socialNetworks.map((network) => (
              <li key={network.key}>
                <a
                  href={settings.socialLinks[network.key]}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex min-h-8 items-center rounded-full border border-slate-600 px-3 text-xs text-slate-200 hover:border-white hover:text-white"
                >
                  {network.key === "whatsappGroup" ? t("layout.whatsappGroup") : network.label}
                  <NewTabHint />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div className="lg:col-span-2">
          <FooterLinkList title={t("layout.quickLinks")} items={footerQuickLinks(settings, origin)} />
        </div>
        <div className="lg:col-span-2">
          <FooterLinkList title={t("layout.popularServices")} items={footerPopularServices} />
        </div>
        <div className="lg:col-span-2">
          <FooterLinkList title={t("layout.legal")} items={footerLegalLinks}>
            <li>
              <CookieSettingsButton className={`${footerLinkClass} cursor-pointer`} />
            </li>
          </FooterLinkList>
        </div>
        <div className="lg:col-span-3">
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{t("layout.reachUs")}</h2>
          <address className="mt-4 space-y-3 text-sm not-italic">
            <p className="flex gap-2">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-400" />
              <span>
                {address.street}, {address.locality}, {address.city}, {address.district}, {address.state}{" "}
                {address.postalCode}
              </span>
            </p>
            <a href={`tel:${settings.phone}`} className="flex gap-2 hover:text-white">
              <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-400" />
              {formatIndianPhone(settings.phone)}
            </a>
            <a
              href={whatsappLink(settings.whatsappNumber)}
              target="_blank"
              rel="noopener noreferrer"
              className="flex gap-2 hover:text-white"
            >
              <MessageCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-400" />
              {t("layout.whatsappUs")}
              <NewTabHint />
            </a>
            <a href={`mailto:${settings.contactEmail}`} className="flex gap-2 break-all hover:text-white">
              <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-400" />
              {settings.contactEmail}
            </a>
          </address>
          <LanguageSwitcher tone="dark" className="mt-4 text-sm" />
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-xs text-slate-400 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
          <p>
            {t("layout.copyright", {
              years: copyrightNotice(root?.thisYear ?? istYear(new Date())),
              legalName: settings.legalName,
            })}
          </p>
          <p>{t("layout.approvedDsa")}</p>
        </div>
      </div>
    </footer>
  );
}
