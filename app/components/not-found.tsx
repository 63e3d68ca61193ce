import { Link, useLocation } from "react-router";
import { useBlockPopups } from "~/lib/popup-blockers";

const secondaryLinkClass =
  "inline-flex min-h-11 items-center rounded-md border border-slate-300 px-5 font-semibold text-slate-800 hover:bg-slate-50";

/**
 * The 404 screen: 'Page Not Found' and what a visitor can do next (home, the loan services,
 * contact), then, small and last, the developer-style hint of spec section 2.
 */
export function NotFound() {
  const { pathname } = useLocation();
  // Whatever was typed is no page name: with targetPage matched by "contains", /a would match most popups.
  useBlockPopups("not-found");
  return (
    <main id="main" className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center">
      <p className="text-6xl font-extrabold text-brand-700">404</p>
      <h1 className="mt-3 text-3xl font-bold text-slate-900">Page Not Found</h1>
      <p className="mt-3 text-lg text-slate-700">
        We could not find this page. The link may be old, or the address may have a small typing mistake. You can start
        again from the home page, look through our loan services, or ask us and we will point you to it.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          to="/"
          className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
        >
          Go to Homepage
        </Link>
        <Link to="/services" className={secondaryLinkClass}>
          Browse loan services
        </Link>
        <Link to="/contact" className={secondaryLinkClass}>
          Contact us
        </Link>
      </div>
      <div className="mt-12 w-full border-t border-slate-200 pt-4 text-left font-mono text-xs text-slate-600">
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
