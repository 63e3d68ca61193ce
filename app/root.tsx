import { QueryClientProvider } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { istYear } from "~server/formats/ist";
import { languageOfPath, languageTags } from "~server/vocabulary/languages";
import { resolveTrackingIds } from "~server/settings/tracking-ids";
import siteCssHref from "./app.css?url";
import { ConsentStartupScript } from "./components/cookie-consent/consent-startup-script";
import { CookieBannerSlot } from "./components/cookie-consent/cookie-banner-slot";
import { PageViewTracker } from "./components/cookie-consent/page-view-tracker";
import { CrashFallback } from "./components/crash-fallback";
import { LanguageFonts } from "./components/language-fonts";
import { I18nProvider } from "./i18n/i18n";
import { catalogueFor } from "./i18n/messages";
import { NotFound } from "./components/not-found";
import { DeferredToaster } from "./components/ui/deferred-toaster";
import { isBorrowerDocumentsPath, isStaffAreaPath, isUntrackedPath } from "./lib/constants";
import { InlineStylesheet } from "./lib/inline-stylesheet";
import { useNonce } from "./lib/nonce";
import { createQueryClient } from "./lib/query-client";
import { earlyTapScript } from "./lib/early-tap";

export async function loader({ context, request }: Route.LoaderArgs) {
  const language = languageOfPath(new URL(request.url).pathname);
  const settings = await context.services.settings.getSite(language);
  return {
    settings,
    // The address decides the language (ADR 0038); the page gets that language's messages only.
    language,
    messages: catalogueFor(language),
    origin: context.publicOrigin,
    // Staff's ids from the settings, else the environment's; without either nothing loads.
    tracking: resolveTrackingIds(settings, context.services.config),
    // The footer's copyright runs to this year in India; read here so the browser's clock cannot
    // disagree with the page (cached pages are dropped when the year turns: app-services.server.ts).
    thisYear: istYear(new Date()),
  };
}

export type RootLoaderData = Awaited<ReturnType<typeof loader>>;

/**
 * The root loader's data (site settings, origin, tracking ids) for the screens under the root
 * loader, which cannot work without it. Throws when it is missing, which happens only when the
 * root loader failed, and then React Router renders the error boundary instead of the screens.
 */
export function useRootData(): RootLoaderData {
  const data = useOptionalRootData();
  if (!data) {
    throw new Error(
      "The root loader's data (site settings, origin, tracking ids) is missing. useRootData() is for screens under " +
        "the root loader; the document, error boundaries and crash fallback use useOptionalRootData().",
    );
  }
  return data;
}

/**
 * The root loader's data, or undefined when the root loader failed: for what must render anyway
 * (the document around an error, the error boundaries, the crash fallback).
 */
export function useOptionalRootData(): RootLoaderData | undefined {
  return useRouteLoaderData<typeof loader>("root");
}

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

// Settings change only when staff edit them: keep them across client navigations, unless the
// visitor moves to another language, whose messages the page needs.
export function shouldRevalidate({ currentUrl, nextUrl }: { currentUrl: URL; nextUrl: URL }) {
  return languageOfPath(currentUrl.pathname) !== languageOfPath(nextUrl.pathname);
}

const noTracking = { ga4MeasurementId: null, metaPixelId: null };

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const data = useOptionalRootData();
  // The staff area has a stylesheet of its own (admin.css, linked by its routes) and no trackers.
  const { pathname } = useLocation();
  const staffArea = isStaffAreaPath(pathname);
  const untracked = isUntrackedPath(pathname);
  // The address decides the language, also when the root loader failed; the staff area is English.
  const language = staffArea ? "en" : languageOfPath(pathname);
  return (
    <html lang={languageTags[language]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Consent mode default (denied) before any tag: spec section 4. */}
        {!untracked && <ConsentStartupScript nonce={nonce} tracking={data?.tracking ?? noTracking} />}
        {/* A tap on Apply Now before hydration is kept and replayed (ADR 0043). */}
        {!staffArea && (
          <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: earlyTapScript }} />
        )}
        <meta name="theme-color" content="#173a78" />
        <Meta />
        {!staffArea && <InlineStylesheet href={siteCssHref} />}
        {!staffArea && <LanguageFonts language={language} />}
        <Links />
      </head>
      <body className="min-h-screen">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const [queryClient] = useState(createQueryClient);
  const untracked = isUntrackedPath(useLocation().pathname);
  // Fetched after hydration, not with the page (ADR 0025). Remember where this visit came from
  // (landing page, referrer, UTM) for any lead sent later: it reads the document's navigation
  // entry, so it gives the same answer later. Taps on phone, WhatsApp and e-mail links anywhere
  // count as contact interactions (with consent).
  useEffect(() => {
    // Hydrated: from now on taps are React's (lib/early-tap.ts).
    window.__dsaHydrated = true;
    let stopListening: (() => void) | undefined;
    let unmounted = false;
    // A borrower's documents page holds a secret in its address: nothing of it is recorded or sent.
    if (isBorrowerDocumentsPath(window.location.pathname)) return;
    if (!isStaffAreaPath(window.location.pathname)) {
      import("./lib/attribution").then(({ recordAttribution }) => recordAttribution(), ignoreChunkError);
    }
    import("./lib/tracking").then(({ listenForContactClicks }) => {
      if (!unmounted) stopListening = listenForContactClicks();
    }, ignoreChunkError);
    return () => {
      unmounted = true;
      stopListening?.();
    };
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider language={loaderData.language} messages={loaderData.messages}>
        <Outlet />
        {/* Visitors' consent and tracking; staff pages have neither (docs/decisions/0013-staff-area-shell.md). */}
        {!untracked && <PageViewTracker />}
        {!untracked && <CookieBannerSlot tracking={loaderData.tracking} />}
        <DeferredToaster />
      </I18nProvider>
    </QueryClientProvider>
  );
}

/** A chunk that fails to load (offline, a new deployment) loses what it would have added, nothing else. */
function ignoreChunkError() {}

/** Any render error that nothing closer handled: the crash fallback of spec section 8. */
export function ErrorBoundary() {
  const error = useRouteError();
  const data = useOptionalRootData();
  const language = languageOfPath(useLocation().pathname);
  if (isRouteErrorResponse(error) && error.status === 404 && data) {
    return (
      <I18nProvider language={data.language} messages={data.messages}>
        <NotFound />
      </I18nProvider>
    );
  }
  if (import.meta.env.DEV) console.error(error);
  // Without the root's data there are no messages: the crash screen carries its own few words.
  return <CrashFallback language={language} contactEmail={data?.settings.contactEmail} />;
}
