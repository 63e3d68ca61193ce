import { Clock, Mail, Menu, Phone } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import type { SiteSettings } from "~server/settings/settings.schema";
import { Button } from "~/components/ui/button";
import { useI18n } from "~/i18n/i18n";
import { cn } from "~/lib/cn";
import { useOptionalRootData } from "~/root";
import { BrandMark } from "./brand-mark";
import { LanguageSwitcher } from "./language-switcher";
import { NavLinkItem } from "./nav-link-item";
import { formatIndianPhone, headerNavItems, isNavItemActive } from "./navigation";

const loadDrawer = () => import("./mobile-menu-drawer");
const MobileMenuDrawer = lazy(loadDrawer);
/** Fetch the drawer's code as soon as the visitor reaches for the menu button. */
const preloadDrawer = () => void loadDrawer();

export function SiteHeader({ settings }: { settings: SiteSettings }) {
  const { t, path } = useI18n();
  const { pathname } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The drawer (Radix Dialog) stays mounted after its first open, so it can animate and hand focus back.
  const [drawerRequested, setDrawerRequested] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const items = headerNavItems(settings, useOptionalRootData()?.origin);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="hidden bg-brand-900 text-brand-50 md:block">
        {/* One line at every width: below lg the opening hours give way to the language switcher. */}
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-1.5 text-xs whitespace-nowrap sm:px-6 lg:px-8">
          <p className="hidden items-center gap-1.5 lg:flex">
            <Clock aria-hidden="true" className="size-3.5" />
            {settings.businessHours}
          </p>
          <div className="ml-auto flex items-center gap-5">
            <LanguageSwitcher tone="dark" />
            <a href={`tel:${settings.phone}`} className="flex items-center gap-1.5 hover:text-white">
              <Phone aria-hidden="true" className="size-3.5" />
              {formatIndianPhone(settings.phone)}
            </a>
            <a href={`mailto:${settings.contactEmail}`} className="flex items-center gap-1.5 hover:text-white">
              <Mail aria-hidden="true" className="size-3.5" />
              {settings.contactEmail}
            </a>
          </div>
        </div>
      </div>
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8 xl:px-4">
        <Link
          to={path("/")}
          className="flex shrink-0 items-center gap-2.5"
          aria-label={t("layout.homeLink", { businessName: settings.businessName })}
        >
          <BrandMark />
          <span className="text-base leading-tight font-bold text-brand-900">{settings.businessName}</span>
        </Link>

        <nav aria-label={t("layout.mainNavigation")} className="hidden xl:block">
          <ul className="flex items-center">
            {items.map((item) => {
              const active = isNavItemActive(item, pathname);
              return (
                <li key={item.label}>
                  <NavLinkItem
                    item={item}
                    active={active}
                    className={cn(
                      "rounded-md px-1.5 py-2 text-[0.8125rem] font-medium whitespace-nowrap transition-colors 2xl:px-3 2xl:text-sm",
                      active ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-100 hover:text-brand-800",
                    )}
                  />
                </li>
              );
            })}
          </ul>
        </nav>

        <Button
          ref={menuButtonRef}
          variant="ghost"
          size="icon"
          className="xl:hidden"
          aria-label={t("layout.openMenu")}
          aria-haspopup="dialog"
          aria-expanded={drawerOpen}
          onPointerEnter={preloadDrawer}
          onFocus={preloadDrawer}
          onTouchStart={preloadDrawer}
          onClick={() => {
            setDrawerRequested(true);
            setDrawerOpen(true);
          }}
        >
          <Menu aria-hidden="true" className="size-6" />
        </Button>
        {drawerRequested && (
          <Suspense fallback={null}>
            <MobileMenuDrawer
              open={drawerOpen}
              onOpenChange={setDrawerOpen}
              items={items}
              pathname={pathname}
              phone={settings.phone}
              contactEmail={settings.contactEmail}
              returnFocusTo={menuButtonRef}
            />
          </Suspense>
        )}
      </div>
    </header>
  );
}
