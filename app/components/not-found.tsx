import { Link, useLocation } from "react-router";
import { useI18n } from "~/i18n/i18n";
import { useBlockPopups } from "~/lib/popup-blockers";

const secondaryLinkClass =
  "inline-flex min-h-11 items-center rounded-md border border-slate-300 px-5 font-semibold text-slate-800 hover:bg-slate-50";

/**
 * The 404 screen: 'Page Not Found' and what a visitor can do next (home, the loan services,
 * contact) in the page's language, then, small and last, the developer-style hint of spec
 * section 2, which stays English.
 */
export function NotFound() {
  const { pathname } = useLocation();
  const { t, path } = useI18n();
  // Whatever was typed is no page name: with targetPage matched by "contains", /a would match most popups.
  useBlockPopups("not-found");
  return (
    <main id="main" className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center">
      <p className="text-6xl font-extrabold text-brand-700">404</p>
      <h1 className="mt-3 text-3xl font-bold break-words text-slate-900">{t("notFound.heading")}</h1>
      <p className="mt-3 text-lg break-words text-slate-700">{t("notFound.text")}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          to={path("/")}
          className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
        >
          {t("notFound.goHome")}
        </Link>
        <Link to={path("/services")} className={secondaryLinkClass}>
          {t("notFound.browseServices")}
        </Link>
        <Link to={path("/contact")} className={secondaryLinkClass}>
          {t("notFound.contactUs")}
        </Link>
      </div>
      <div lang="en" className="mt-12 w-full border-t border-slate-200 pt-4 text-left font-mono text-xs text-slate-600">
        <p>
          GET <span className="break-all">{pathname}</span> → 404
        </p>
        <p className="mt-1">
          Hint: no route matches this path. Did you forget to add the page to the router (app/routes.ts)?
        </p>
      </div>
    </main>
  );
}
