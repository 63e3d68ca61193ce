import { Clock, Languages, Mail, MapPin, MessageCircle, Navigation, Phone, type LucideIcon } from "lucide-react";
import type * as React from "react";
import type { SiteSettings } from "~server/settings/settings.schema";
import { formatIndianPhone, whatsappLink } from "~/components/layout/navigation";
import { useI18n } from "~/i18n/i18n";
import { SUPPORT_LANGUAGES } from "~/lib/seo";

/** Google Maps search for the office's coordinates: opens the app on phones, the site elsewhere. */
export function directionsUrl(address: SiteSettings["address"]): string {
  return `https://www.google.com/maps/search/?api=1&query=${address.latitude},${address.longitude}`;
}

const srOnly = (chunks: React.ReactNode[]) => <span className="sr-only">{chunks}</span>;

const linkClasses =
  "inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline underline-offset-2 [overflow-wrap:anywhere] hover:text-brand-900";

function DetailCard({
  icon: Icon,
  title,
  children,
  className,
}: {
  icon: LucideIcon;
  title: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <li className={`flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 ${className ?? ""}`}>
      <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0 flex-1 [overflow-wrap:anywhere]">
        <h3 className="font-semibold text-slate-900">{title}</h3>
        <div className="mt-1 text-slate-700">{children}</div>
      </div>
    </li>
  );
}

/**
 * The ways to reach the office, from the site settings: address, phone, e-mail, WhatsApp, hours,
 * languages, in the page's language. The address is the settings' own (English) text.
 */
export function ContactDetails({ settings }: { settings: SiteSettings }) {
  const { address } = settings;
  const { t, rich } = useI18n();
  const whatsappNumber = formatIndianPhone(settings.whatsappNumber);
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      <DetailCard icon={MapPin} title={t("contact.visitOffice")} className="sm:col-span-2">
        <address className="leading-7 not-italic">
          <span className="font-medium text-slate-900">{settings.legalName}</span>
          <br />
          {address.street}, {address.locality}
          <br />
          {address.city}, {t("contact.district", { district: address.district })}
          <br />
          {address.state} {address.postalCode}
        </address>
        {/* The map link staff set (site settings) when there is one; else a search for the coordinates. */}
        <a
          href={settings.mapUrl ?? directionsUrl(address)}
          target="_blank"
          rel="noopener noreferrer"
          className={linkClasses}
        >
          <Navigation aria-hidden="true" className="size-4 shrink-0" />
          {rich("contact.directions", { sr: srOnly })}
        </a>
      </DetailCard>

      <DetailCard icon={Phone} title={t("contact.callUs")}>
        <a href={`tel:${settings.phone}`} className={linkClasses}>
          {formatIndianPhone(settings.phone)}
        </a>
        <p className="text-sm text-slate-600">{t("contact.callUsText")}</p>
      </DetailCard>

      <DetailCard icon={MessageCircle} title={t("contact.whatsappTitle")}>
        <a
          href={whatsappLink(settings.whatsappNumber, t("contact.whatsappGreeting"))}
          target="_blank"
          rel="noopener noreferrer"
          className={linkClasses}
        >
          {rich("contact.chatOnWhatsapp", { number: whatsappNumber, sr: srOnly })}
        </a>
        <p className="text-sm text-slate-600">{whatsappNumber}</p>
      </DetailCard>

      <DetailCard icon={Mail} title={t("contact.emailUs")} className="sm:col-span-2">
        <a href={`mailto:${settings.contactEmail}`} className={linkClasses}>
          {settings.contactEmail}
        </a>
        <p className="text-sm text-slate-600">{t("contact.emailText")}</p>
      </DetailCard>

      <DetailCard icon={Clock} title={t("contact.hoursTitle")}>
        <p>{settings.businessHours}</p>
        <p className="mt-1 text-sm text-slate-600">{t("contact.hoursText")}</p>
      </DetailCard>

      <DetailCard icon={Languages} title={t("contact.languagesTitle")}>
        <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={t("contact.languagesTitle")}>
          {SUPPORT_LANGUAGES.map((supported) => (
            <li
              key={supported}
              className="rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-medium text-brand-800 ring-1 ring-brand-200"
            >
              {t("contact.languageName", { language: supported })}
            </li>
          ))}
        </ul>
      </DetailCard>
    </ul>
  );
}
