import { Link, useLocation } from "react-router";
import { useBlockPopups } from "~/lib/popup-blockers";

/** The 404 screen: 'Page Not Found' for visitors, plus the developer-style hint the spec asks for. */
export function NotFound() {
  const { pathname } = useLocation();
  // Whatever was typed is no page name: with targetPage matched by "contains", /a would match most popups.
  useBlockPopups("not-found");
  return (
    <main id="main" className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center">
      <p className="text-6xl font-extrabold text-brand-700">404</p>
      <h1 className="mt-3 text-3xl font-bold text-slate-900">Page Not Found</h1>
      <p className="mt-3 text-slate-700">
        The page you are looking for does not exist or has moved. Check the address, or start again from our home page.
      </p>
      <div className="mt-6 w-full rounded-lg border border-slate-200 bg-slate-50 p-4 text-left font-mono text-sm text-slate-700">
        <p>
          <span className="text-slate-500">GET</span> <span className="break-all">{pathname}</span> →{" "}
          <span className="font-semibold text-red-700">404</span>
        </p>
        <p className="mt-1 text-slate-600">
          Hint: no route matches this path. Did you forget to add the page to the router (app/routes.ts)?
        </p>
      </div>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          to="/"
          className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
        >
          Go to Homepage
        </Link>
        <Link
          to="/services"
          className="inline-flex min-h-11 items-center rounded-md border border-slate-300 px-5 font-semibold text-slate-800 hover:bg-slate-50"
        >
          Browse loan services
        </Link>
      </div>
    </main>
  );
}
