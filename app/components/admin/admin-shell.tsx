import { ChevronDown, ChevronRight, ExternalLink, LogOut, Menu, UserRound } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { useState, type ReactNode } from "react";
import { Link, NavLink, useLocation, useMatches, useSubmit } from "react-router";
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from "~/components/ui/sheet";
import { cn } from "~/lib/cn";
import { staffRoleLabels } from "~server/vocabulary/staff";
import type { AccountSetupStep, StaffUser } from "~server/auth/staff-user";
import { useNewLeadSignal } from "./leads/use-new-lead-signal";
import { isActiveItem, navigationFor, type StaffNavItem } from "./navigation";
import type { StaffHandle } from "./staff-meta";

interface AdminShellProps {
  user: StaffUser;
  businessName: string;
  setupStep: AccountSetupStep | null;
  /** The leads still new when the screen was made; null for those who do not read leads. */
  newLeads: { count: number } | null;
  children: ReactNode;
}

/** The live figures the menu shows beside its items. */
type NavCounts = Partial<Record<NonNullable<StaffNavItem["count"]>, number>>;

/**
 * The frame of every staff screen: the navigation the role may use (a sidebar on desktops, a
 * drawer on phones), the breadcrumb trail, the user menu with "Sign out", and the main area.
 */
export function AdminShell({ user, businessName, setupStep, newLeads, children }: AdminShellProps) {
  const newLeadCount = useNewLeadSignal(newLeads);
  const counts: NavCounts = newLeadCount === null ? {} : { newLeads: newLeadCount };
  return (
    <div className="min-h-screen bg-slate-100 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)]">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      {/* The column is white to the bottom of the page; the menu inside stays in view while scrolling. */}
      <div className="hidden border-r border-slate-200 bg-white lg:block">
        <aside className="sticky top-0 flex h-screen flex-col">
          <Brand businessName={businessName} />
          <StaffNavigation user={user} counts={counts} />
        </aside>
      </div>
      <div className="flex min-w-0 flex-col">
        <header className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b border-slate-200 bg-white px-3 sm:px-5">
          <MobileNavigation user={user} businessName={businessName} counts={counts} />
          <Breadcrumbs />
          <UserMenu user={user} />
        </header>
        {setupStep && <SetupBanner step={setupStep} />}
        <main id="main" className="flex-1 px-4 py-6 sm:px-6 lg:px-8">
          {children}
        </main>
      </div>
    </div>
  );
}

function Brand({ businessName }: { businessName: string }) {
  return (
    <div className="border-b border-slate-200 px-5 py-4">
      <Link to="/admin/dashboard" className="block font-bold leading-tight text-brand-900">
        {businessName}
      </Link>
      <p className="text-sm text-slate-600">Staff area</p>
    </div>
  );
}

function StaffNavigation({
  user,
  counts,
  onNavigate,
}: {
  user: StaffUser;
  counts: NavCounts;
  onNavigate?: () => void;
}) {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Staff area" className="flex-1 overflow-y-auto px-3 py-4">
      {navigationFor(user).map((group) => (
        <div key={group.label} className="mb-5">
          <h2 className="px-3 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">{group.label}</h2>
          <ul className="flex flex-col gap-0.5">
            {group.items.map((item) => {
              const active = isActiveItem(item, pathname);
              const Icon = item.icon;
              const count = item.count ? counts[item.count] : undefined;
              return (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    onClick={onNavigate}
                    aria-current={active ? "page" : undefined}
                    className={cn(
                      "flex min-h-11 items-center gap-3 rounded-md px-3 text-[0.95rem] font-medium transition-colors",
                      active ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-100 hover:text-slate-900",
                    )}
                  >
                    <Icon aria-hidden="true" className={cn("size-5", active ? "text-brand-700" : "text-slate-500")} />
                    {item.label}
                    {count !== undefined && count > 0 && <NewCount count={count} />}
                  </NavLink>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
}

/** "12 new" beside a menu item: the figure in a badge, the word for screen readers. */
function NewCount({ count }: { count: number }) {
  return (
    <span className="ml-auto rounded-full bg-brand-700 px-2 py-0.5 text-xs font-bold text-white tabular-nums">
      {count > 99 ? "99+" : count}
      <span className="sr-only"> new</span>
    </span>
  );
}

function MobileNavigation({
  user,
  businessName,
  counts,
}: {
  user: StaffUser;
  businessName: string;
  counts: NavCounts;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger
        className="relative inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 lg:hidden"
        aria-label={
          counts.newLeads
            ? `Open the staff menu (${counts.newLeads} new ${counts.newLeads === 1 ? "lead" : "leads"})`
            : "Open the staff menu"
        }
      >
        <Menu aria-hidden="true" className="size-6" />
        {/* A new lead shows on the closed menu too; the figure itself is on the Leads item inside. */}
        {Boolean(counts.newLeads) && (
          <span
            aria-hidden="true"
            className="absolute top-2 right-2 size-2.5 rounded-full bg-brand-700 ring-2 ring-white"
          />
        )}
      </SheetTrigger>
      <SheetContent side="left" closeLabel="Close the staff menu" className="gap-0 p-0">
        <SheetTitle className="sr-only">Staff menu</SheetTitle>
        <SheetDescription className="sr-only">The screens of the staff area</SheetDescription>
        <Brand businessName={businessName} />
        <StaffNavigation user={user} counts={counts} onNavigate={() => setOpen(false)} />
      </SheetContent>
    </Sheet>
  );
}

/** The trail of the current screen, from each matched route's `handle.breadcrumb`. */
function Breadcrumbs() {
  const crumbs = useMatches()
    .filter((match) => (match.handle as StaffHandle | undefined)?.breadcrumb)
    .flatMap((match) => {
      const handle = match.handle as StaffHandle;
      return [
        ...(handle.parents ?? []).map((parent) => ({
          id: `${match.id}:${parent.to}`,
          path: parent.to,
          label: parent.label,
        })),
        { id: match.id, path: match.pathname, label: handle.breadcrumb },
      ];
    });
  const trail =
    crumbs[0]?.label === "Dashboard"
      ? crumbs
      : [{ id: "home", path: "/admin/dashboard", label: "Dashboard" }, ...crumbs];
  return (
    <nav aria-label="Breadcrumb" className="min-w-0 flex-1">
      <ol className="flex min-w-0 items-center gap-1 text-sm">
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={crumb.id} className={cn("flex min-w-0 items-center gap-1", !last && "hidden sm:flex")}>
              {last ? (
                <span aria-current="page" className="truncate font-semibold text-slate-900">
                  {crumb.label}
                </span>
              ) : (
                <>
                  <Link to={crumb.path} className="truncate text-slate-600 hover:text-slate-900 hover:underline">
                    {crumb.label}
                  </Link>
                  <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

function UserMenu({ user }: { user: StaffUser }) {
  const submit = useSubmit();
  const itemClasses =
    "flex min-h-11 cursor-pointer items-center gap-2 rounded-md px-3 text-sm text-slate-800 outline-hidden data-highlighted:bg-slate-100";
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className="inline-flex min-h-11 max-w-[45vw] shrink-0 cursor-pointer items-center gap-2 rounded-md px-2 text-sm font-medium text-slate-800 hover:bg-slate-100 sm:px-3">
        <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800">
          {initials(user.displayName)}
        </span>
        <span className="hidden truncate sm:inline">{user.displayName}</span>
        <span className="sr-only sm:hidden">Account menu for {user.displayName}</span>
        <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 w-64 rounded-lg border border-slate-200 bg-white p-1.5 shadow-lg"
        >
          <div className="px-3 py-2">
            <p className="truncate font-semibold text-slate-900">{user.displayName}</p>
            <p className="truncate text-sm text-slate-600">{user.email}</p>
            <p className="mt-1 text-xs font-semibold text-brand-700">{staffRoleLabels[user.role]}</p>
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item asChild className={itemClasses}>
            <Link to="/admin/account">
              <UserRound aria-hidden="true" className="size-4 text-slate-500" />
              My account
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClasses}>
            <a href="/" target="_blank" rel="noopener">
              <ExternalLink aria-hidden="true" className="size-4 text-slate-500" />
              View the website
            </a>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item
            className={itemClasses}
            onSelect={() => void submit({ intent: "logout" }, { method: "post", action: "/admin/login" })}
          >
            <LogOut aria-hidden="true" className="size-4 text-slate-500" />
            Sign out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

function SetupBanner({ step }: { step: AccountSetupStep }) {
  return (
    <div
      role="status"
      className="border-b border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 sm:px-6 lg:px-8"
    >
      {step === "change_password"
        ? "You signed in with a temporary password. Choose your own password below before you continue."
        : "The owner requires two-factor sign-in for all staff. Turn it on below before you continue."}
    </div>
  );
}

function initials(name: string): string {
  const parts = name.trim().split(/\s+/);
  return ((parts[0]?.[0] ?? "") + (parts.length > 1 ? (parts.at(-1)?.[0] ?? "") : "")).toUpperCase() || "?";
}
