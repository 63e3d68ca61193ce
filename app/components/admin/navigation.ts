import {
  Activity,
  ArchiveRestore,
  BarChart3,
  Download,
  FileText,
  Image,
  KeyRound,
  Landmark,
  Languages,
  LayoutDashboard,
  LayoutTemplate,
  Mail,
  Megaphone,
  Settings,
  ShieldCheck,
  SlidersHorizontal,
  Tag,
  Users,
  UsersRound,
  type LucideIcon,
} from "lucide-react";
import { can, type HasRole, type Permission } from "~server/auth/permissions";

export interface StaffNavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Shown only to roles with this permission (the server refuses the screen anyway). */
  permission: Permission;
  /** Other paths that belong to this item (spec section 2's aliases, sub-screens). */
  also?: RegExp;
  /** A live figure beside the label: the leads still new (kept current while the tab is open). */
  count?: "newLeads";
}

export interface StaffNavGroup {
  label: string;
  items: StaffNavItem[];
}

export const staffNavigation: StaffNavGroup[] = [
  {
    label: "Work",
    items: [
      { label: "Dashboard", to: "/admin/dashboard", icon: LayoutDashboard, permission: "dashboard:read" },
      {
        label: "Leads",
        to: "/admin/leads",
        icon: UsersRound,
        permission: "lead:read",
        also: /^\/admin\/leads\//,
        count: "newLeads",
      },
      { label: "Lead settings", to: "/admin/lead-settings", icon: SlidersHorizontal, permission: "lead:read" },
      { label: "Mail server", to: "/admin/mail-server", icon: Mail, permission: "mail:manage" },
      { label: "Backups", to: "/admin/backups", icon: ArchiveRestore, permission: "backup:manage" },
      { label: "Analytics", to: "/admin/analytics", icon: BarChart3, permission: "analytics:read" },
    ],
  },
  {
    label: "Website",
    items: [
      { label: "Loan services", to: "/admin/loan-services", icon: Landmark, permission: "service:read" },
      { label: "Pages", to: "/admin/pages", icon: LayoutTemplate, permission: "page:read", also: /^\/admin\/pages\// },
      {
        label: "Blog",
        to: "/admin/blog-posts",
        icon: FileText,
        permission: "post:read",
        also: /^\/admin\/(blog\/|blog-editor)/,
      },
      { label: "Media", to: "/admin/media", icon: Image, permission: "media:read" },
      { label: "Deals", to: "/admin/deals", icon: Tag, permission: "deal:read", also: /^\/admin\/deals\// },
      { label: "Government schemes", to: "/admin/schemes", icon: Landmark, permission: "scheme:read" },
      { label: "Downloads", to: "/admin/downloads", icon: Download, permission: "download:read" },
      {
        label: "Popups",
        to: "/admin/popups",
        icon: Megaphone,
        permission: "popup:read",
        also: /^\/admin\/(popup-manager|popups\/)/,
      },
      { label: "Site settings", to: "/admin/social-settings", icon: Settings, permission: "settings:read" },
      { label: "Disclosures", to: "/admin/disclosures", icon: ShieldCheck, permission: "settings:read" },
      { label: "Translations", to: "/admin/translations", icon: Languages, permission: "translation:read" },
    ],
  },
  {
    label: "Team",
    items: [
      { label: "Staff accounts", to: "/admin/users", icon: Users, permission: "user:manage" },
      { label: "API tokens", to: "/admin/api-tokens", icon: KeyRound, permission: "token:manage" },
      { label: "Activity", to: "/admin/activity", icon: Activity, permission: "audit:read" },
    ],
  },
];

/** The navigation a role may use: items it lacks are not shown, empty groups neither. */
export function navigationFor(user: HasRole): StaffNavGroup[] {
  return staffNavigation
    .map((group) => ({ ...group, items: group.items.filter((item) => can(user, item.permission)) }))
    .filter((group) => group.items.length > 0);
}

export function isActiveItem(item: StaffNavItem, pathname: string): boolean {
  return pathname === item.to || pathname.startsWith(`${item.to}/`) || (item.also?.test(pathname) ?? false);
}
