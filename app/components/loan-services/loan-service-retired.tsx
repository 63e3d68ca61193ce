import { Link } from "react-router";
import { useI18n } from "~/i18n/i18n";
import { useBlockPopups } from "~/lib/popup-blockers";

const secondaryLinkClass =
  "inline-flex min-h-11 items-center rounded-md border border-slate-300 px-5 font-semibold text-slate-800 hover:bg-slate-50";

/**
 * A loan service staff switched off (410 Gone): the loan is named, said to be no longer offered
 * here, and the visitor is pointed to the loans we do arrange and to us, in the page's language.
 * Gone rather than a redirect to /services: a list of other loans is not what the link promised
 * (a "soft 404" to search engines), and 410 tells them to drop the address.
 */
export function LoanServiceRetired({ name, nameLang }: { name: string; nameLang?: string }) {
  const { t, rich, path } = useI18n();
  // Not the page of a live service: popups aimed at loan pages stay away.
  useBlockPopups("not-found");
  return (
    <main id="main" className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t("loanPage.retiredKicker")}</p>
      <h1 className="mt-3 text-3xl font-bold text-slate-900">
        {nameLang
          ? rich("loanPage.retiredHeading", { name: <span lang={nameLang}>{name}</span> })
          : t("loanPage.retiredHeading", { name })}
      </h1>
      <p className="mt-3 text-lg text-slate-700">{t("loanPage.retiredText")}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          to={path("/services")}
          className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
        >
          {t("loanPage.seeServices")}
        </Link>
        <Link to={path("/contact")} className={secondaryLinkClass}>
          {t("loanPage.contactUs")}
        </Link>
      </div>
    </main>
  );
}
