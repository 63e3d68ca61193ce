import { Languages } from "lucide-react";
import { Link } from "react-router";
import { Callout, ExternalLink } from "~/components/content/content-page";
import { CheckList, IconCards, LandingPage, NumberedSteps } from "~/components/content/landing-page";
import {
  loanReadyPoints,
  VYAPAR_WEBSITE,
  vyaparAudiences,
  vyaparFaqs,
  vyaparFeatures,
  vyaparHelpSteps,
} from "~/components/vyapar/vyapar-content";
import { VyaparForm } from "~/components/vyapar/vyapar-form";
import type { LandingTexts } from "~server/content/page-texts";
import { useRootData } from "~/root";

/**
 * /vyapar-app: the intro (heading, introduction, highlights, button) is the page texts staff
 * keep; the sections, the form and the questions stay here. The route and the staff preview
 * render it.
 */
export function VyaparAppPage({ texts }: { texts: LandingTexts }) {
  const { settings } = useRootData();

  return (
    <LandingPage
      name="Vyapar App"
      path="/vyapar-app"
      texts={texts}
      sections={[
        {
          id: "what-it-does",
          tocLabel: "What Vyapar does",
          heading: "What Vyapar does for your business",
          intro:
            "Vyapar is made by Simply Vyapar Apps Pvt. Ltd., Bengaluru, for shops, traders and small businesses that want to move their billing and accounts off paper registers. In one app you can:",
          children: <IconCards items={vyaparFeatures} />,
        },
        {
          id: "who-it-suits",
          tocLabel: "Who it suits",
          heading: "Who it suits",
          intro:
            "Businesses in Kerala that bill customers every day and want to know, at any moment, what they sold, what is in stock and who owes them money.",
          children: <IconCards items={vyaparAudiences} />,
        },
        {
          id: "how-we-help",
          tocLabel: "How we help",
          heading: "How we help you set it up",
          children: (
            <>
              <NumberedSteps steps={vyaparHelpSteps} />
              <p className="mt-6 flex gap-3 rounded-2xl border border-slate-200 bg-white p-4 leading-7 text-slate-700">
                <Languages aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
                <span>
                  Training happens at your shop or office, or over a video call, in Malayalam or English, at a time that
                  suits your staff.
                </span>
              </p>
            </>
          ),
        },
        {
          id: "loans",
          tocLabel: "Clean books and business loans",
          heading: "Clean books make a business loan easier",
          children: (
            <>
              <CheckList items={loanReadyPoints} />
              <p className="mt-4 leading-7 text-slate-700">
                When you are ready, see our{" "}
                <Link
                  to="/loan-services/business-loans"
                  className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
                >
                  business loans
                </Link>{" "}
                and the{" "}
                <Link
                  to="/govt-schemes"
                  className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
                >
                  government schemes for small businesses
                </Link>
                . The lender alone decides on approval, the amount and the interest rate.
              </p>
              <Callout title="About Vyapar and us">
                <p>
                  Vyapar is a product of Simply Vyapar Apps Pvt. Ltd. {settings.businessName} does not make the app: we
                  help businesses choose, set up and learn it. Current plans, prices and features are published on{" "}
                  <ExternalLink href={VYAPAR_WEBSITE}>Vyapar&rsquo;s official website</ExternalLink>.
                </p>
              </Callout>
            </>
          ),
        },
      ]}
      form={{
        id: "enquire",
        tocLabel: "Ask for help",
        heading: "Ask us to help you set up Vyapar",
        intro: "Only your name and mobile number are required. We call you back to understand your business.",
        children: <VyaparForm contact={settings} />,
      }}
      faq={{ heading: "Questions about Vyapar", items: vyaparFaqs(settings) }}
    />
  );
}
