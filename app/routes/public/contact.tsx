import type { Route } from "./+types/contact";
import { ContactDetails } from "~/components/contact/contact-details";
import { ContactForm } from "~/components/contact/contact-form";
import { contentPageMeta } from "~/components/content/content-meta";
import { Callout, ContentPage } from "~/components/content/content-page";
import { NewTabHint } from "~/components/layout/nav-link-item";
import { useI18n } from "~/i18n/i18n";
import { JsonLd } from "~/lib/json-ld";
import { metaTranslator } from "~/lib/root-meta";
import { useRootData } from "~/root";

export function meta({ matches }: Route.MetaArgs) {
  const { t } = metaTranslator(matches);
  return contentPageMeta(matches, {
    title: t("contact.pageName"),
    description: t("contact.metaDescription"),
    canonicalPath: "/contact",
  });
}

export default function Contact() {
  const root = useRootData();
  const { settings, origin } = root;
  const { t, rich, path } = useI18n();

  return (
    <ContentPage
      name={t("contact.pageName")}
      path="/contact"
      title={t("contact.title")}
      intro={t("contact.intro", { city: settings.address.city })}
    >
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "ContactPage",
          name: t("contact.structuredDataName", { businessName: settings.businessName }),
          url: `${origin}${path("/contact")}`,
          about: { "@id": `${origin}/#organization` },
        }}
      />

      <section aria-labelledby="reach-us-heading">
        <h2 id="reach-us-heading" className="text-2xl font-bold tracking-tight text-slate-900">
          {t("contact.waysHeading")}
        </h2>
        <p className="mt-2 leading-7 text-slate-700">{t("contact.waysText")}</p>
        <div className="mt-6">
          <ContactDetails settings={settings} />
        </div>
      </section>

      <Callout title={t("contact.fraudTitle")} tone="warning">
        <p>{t("contact.fraudNoFees", { businessName: settings.businessName })}</p>
        <p>
          {rich("contact.fraudReport", {
            link: (chunks) => (
              <a
                href="https://cybercrime.gov.in"
                target="_blank"
                rel="noopener noreferrer"
                className="font-semibold underline underline-offset-2"
              >
                {chunks}
                <NewTabHint />
              </a>
            ),
          })}
        </p>
      </Callout>

      <section aria-labelledby="message-heading" className="mt-12">
        <h2 id="message-heading" className="text-2xl font-bold tracking-tight text-slate-900">
          {t("contact.messageHeading")}
        </h2>
        <p className="mt-2 leading-7 text-slate-700">{t("contact.messageText")}</p>
        <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
          <ContactForm contact={settings} />
        </div>
      </section>
    </ContentPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
