import { Lock, SearchX, TriangleAlert } from "lucide-react";
import { isRouteErrorResponse, Link, useLocation, useRouteError } from "react-router";

/**
 * What a staff page shows when it cannot show itself: 403 (the role lacks the screen), 404 (no
 * such page or record), or an unexpected failure, each saying what to do next. Inside the shell
 * the navigation stays usable around it.
 */
export function StaffErrorPage({ standalone = false }: { standalone?: boolean }) {
  const error = useRouteError();
  const { pathname } = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const given = isRouteErrorResponse(error) ? (error.data as { message?: unknown } | null)?.message : undefined;
  const message = typeof given === "string" ? given : null;
  if (import.meta.env.DEV && status === 500) console.error(error);

  const content =
    status === 403
      ? {
          icon: Lock,
          title: "You do not have access to this screen",
          text: message ?? "Your role does not include this screen. Ask an owner if you need it.",
        }
      : status === 404
        ? {
            icon: SearchX,
            title: "Page not found",
            text: message ?? `There is no staff page at ${pathname}. Check the address, or use the menu.`,
          }
        : {
            icon: TriangleAlert,
            title: "Something went wrong",
            text: "This screen could not be loaded. Reload the page; if it happens again, tell the site's developer what you were doing.",
          };
  const Icon = content.icon;
  // Inside the shell, the shell's <main> holds it; on its own (the shell itself failed) it is the main.
  const Container = standalone ? "main" : "div";
  return (
    <Container
      id={standalone ? "main" : undefined}
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center"
    >
      <div className="flex size-14 items-center justify-center rounded-full bg-slate-100">
        <Icon aria-hidden="true" className="size-7 text-slate-700" />
      </div>
      <p className="mt-4 text-sm font-semibold text-slate-600">Error {status}</p>
      <h1 className="mt-1 text-2xl font-bold text-slate-900">{content.title}</h1>
      <p className="mt-3 text-slate-700">{content.text}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link
          to="/admin/dashboard"
          className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
        >
          Go to the dashboard
        </Link>
        {status === 500 && (
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="inline-flex min-h-11 cursor-pointer items-center rounded-md border border-slate-300 px-5 font-semibold text-slate-800 hover:bg-slate-50"
          >
            Reload page
          </button>
        )}
      </div>
    </Container>
  );
}

/** The error boundary of a screen inside the shell: the navigation stays around it. */
export function StaffScreenError() {
  return <StaffErrorPage />;
}
