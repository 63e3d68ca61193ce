import { Clock, Languages, Mail, MapPin, MessageCircle, Navigation, Phone, type LucideIcon } from "lucide-react";
import type * as React from "react";
import type { SiteSettings } from "~server/settings/settings.schema";
import { formatIndianPhone, whatsappLink } from "~/components/layout/navigation";
import { SUPPORT_LANGUAGES } from "~/lib/seo";

/** Google Maps search for the office's coordinates: opens the app on phones, the site elsewhere. */
export function directionsUrl(address: SiteSettings["address"]): string {
  return `https://www.google.com/maps/search/?api=1&query=${address.latitude},${address.longitude}`;
}

export const WHATSAPP_GREETING = "Hello, I found you on your website and have a question.";

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
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold text-slate-900">{title}</h3>
        <div className="mt-1 text-slate-700">{children}</div>
      </div>
    </li>
  );
}

/** The ways to reach the office, from the site settings: address, phone, e-mail, WhatsApp, hours, languages. */
export function ContactDetails({ settings }: { settings: SiteSettings }) {
  const { address } = settings;
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      <DetailCard icon={MapPin} title="Visit our office" className="sm:col-span-2">
        <address className="leading-7 not-italic">
          <span className="font-medium text-slate-900">{settings.legalName}</span>
          <br />
          {address.street}, {address.locality}
          <br />
          {address.city}, {address.district} District
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
          <Navigation aria-hidden="true" className="size-4" />
          Get directions
          <span className="sr-only"> to our office on a map (opens in a new tab)</span>
        </a>
      </DetailCard>

      <DetailCard icon={Phone} title="Call us">
        <a href={`tel:${settings.phone}`} className={linkClasses}>
          {formatIndianPhone(settings.phone)}
        </a>
        <p className="text-sm text-slate-600">Talk to a loan advisor during business hours.</p>
      </DetailCard>

      <DetailCard icon={MessageCircle} title="WhatsApp">
        <a
          href={whatsappLink(settings.whatsappNumber, WHATSAPP_GREETING)}
          target="_blank"
          rel="noopener noreferrer"
          className={linkClasses}
        >
          Chat on WhatsApp
          <span className="sr-only"> with {formatIndianPhone(settings.whatsappNumber)} (opens in a new tab)</span>
        </a>
        <p className="text-sm text-slate-600">{formatIndianPhone(settings.whatsappNumber)}</p>
      </DetailCard>

      <DetailCard icon={Mail} title="E-mail us" className="sm:col-span-2">
        <a href={`mailto:${settings.contactEmail}`} className={linkClasses}>
          {settings.contactEmail}
        </a>
        <p className="text-sm text-slate-600">
          For documents and detailed questions. Please do not send passwords, OTPs or full card numbers.
        </p>
      </DetailCard>

      <DetailCard icon={Clock} title="Business hours">
        <p>{settings.businessHours}</p>
        <p className="mt-1 text-sm text-slate-600">
          Messages that reach us outside these hours are answered on the next working day.
        </p>
      </DetailCard>

      <DetailCard icon={Languages} title="Languages we speak">
        <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="Languages we speak">
          {SUPPORT_LANGUAGES.map((language) => (
            <li
              key={language}
              className="rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-medium text-brand-800 ring-1 ring-brand-200"
            >
              {language}
            </li>
          ))}
        </ul>
      </DetailCard>
    </ul>
  );
}
