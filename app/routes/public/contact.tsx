import type { Route } from "./+types/contact";
import { ContactDetails } from "~/components/contact/contact-details";
import { ContactForm } from "~/components/contact/contact-form";
import { contentPageMeta } from "~/components/content/content-meta";
import { Callout, ContentPage } from "~/components/content/content-page";
import { JsonLd } from "~/lib/json-ld";
import { useRootData } from "~/root";

export function meta({ matches }: Route.MetaArgs) {
  return contentPageMeta(matches, {
    title: "Contact Us",
    description:
      "Call, WhatsApp, e-mail or visit our Kerala office for free help with home, personal, business and gold loans. Send us a message and we reply within one working day.",
    canonicalPath: "/contact",
  });
}

export default function Contact() {
  const root = useRootData();
  const { settings, origin } = root;

  return (
    <ContentPage
      name="Contact Us"
      path="/contact"
      title="Contact us"
      intro={`Questions about a loan, a scheme or an application you made with us? Call, WhatsApp, e-mail or visit our office in ${settings.address.city}. Our help is free for borrowers.`}
    >
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "ContactPage",
          name: `Contact ${settings.businessName}`,
          url: `${origin}/contact`,
          about: { "@id": `${origin}/#organization` },
        }}
      />

      <section aria-labelledby="reach-us-heading">
        <h2 id="reach-us-heading" className="text-2xl font-bold tracking-tight text-slate-900">
          Ways to reach us
        </h2>
        <p className="mt-2 leading-7 text-slate-700">
          The quickest way is a call or a WhatsApp message during business hours. We serve customers in every state of
          India, and you are welcome at our office too.
        </p>
        <div className="mt-6">
          <ContactDetails settings={settings} />
        </div>
      </section>

      <Callout title="Beware of loan fraud: we never ask for fees to approve a loan" tone="warning">
        <p>
          {settings.businessName} does not charge borrowers anything, and no one can buy you a faster or guaranteed
          approval. Never pay a &ldquo;processing&rdquo;, &ldquo;file&rdquo; or &ldquo;approval&rdquo; fee to a person
          or a personal account, and never share an OTP, PIN or password.
        </p>
        <p>
          Lender charges appear in the lender&rsquo;s sanction letter and Key Fact Statement and are paid only to the
          lender. If anyone asks you for money in our name, do not pay: call us on the number above, and report it at{" "}
          <a
            href="https://cybercrime.gov.in"
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold underline underline-offset-2"
          >
            cybercrime.gov.in<span className="sr-only"> (opens in a new tab)</span>
          </a>{" "}
          or the helpline 1930.
        </p>
      </Callout>

      <section aria-labelledby="message-heading" className="mt-12">
        <h2 id="message-heading" className="text-2xl font-bold tracking-tight text-slate-900">
          Send us a message
        </h2>
        <p className="mt-2 leading-7 text-slate-700">
          Fields are required unless marked optional. We reply within one working day, during our business hours.
        </p>
        <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
          <ContactForm contact={settings} />
        </div>
      </section>
    </ContentPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
