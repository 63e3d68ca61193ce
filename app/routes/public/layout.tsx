import { Outlet } from "react-router";
import { PageLoadingIndicator } from "~/components/page-loading-indicator";
import { PopupHost } from "~/components/popup-host/popup-host";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { useI18n } from "~/i18n/i18n";
import { useRootData } from "~/root";

export default function PublicLayout() {
  const data = useRootData();
  const { t } = useI18n();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t("layout.skipToContent")}
      </a>
      <SiteHeader settings={data.settings} />
      <PageLoadingIndicator />
      <div className="flex-1">
        <Outlet />
      </div>
      <SiteFooter settings={data.settings} />
      {/* Here rather than in the root: popups belong to the public pages, never to /admin. */}
      <PopupHost />
    </div>
  );
}
