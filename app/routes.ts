import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";
import { type Language, prefixedLanguages } from "../server/vocabulary/languages";
import { fixedLoanServicePaths } from "../server/vocabulary/loan-services";

const loanServiceScreen = "routes/public/loan-service.tsx";

/** Fixed loan page paths of spec section 2; each is the same screen for the slug of its name. */
export { fixedLoanServicePaths };

/** Staff screens inside the shell; aliases of spec section 2 show the same screen. */
const staffScreens = [
  route("dashboard", "routes/admin/dashboard.tsx"),
  route("leads", "routes/admin/leads.tsx"),
  route("leads/:id", "routes/admin/lead-detail.tsx"),
  route("lead-settings", "routes/admin/lead-settings.tsx"),
  route("mail-server", "routes/admin/mail-server.tsx"),
  route("backups", "routes/admin/backups.tsx"),
  route("blog-posts", "routes/admin/blog-posts.tsx"),
  route("blog/create", "routes/admin/blog-editor.tsx", { id: "admin-blog-create" }),
  route("blog-editor", "routes/admin/blog-editor.tsx", { id: "admin-blog-editor" }),
  route("blog/edit/:id", "routes/admin/blog-editor.tsx", { id: "admin-blog-edit" }),
  route("media", "routes/admin/media.tsx"),
  route("loan-services", "routes/admin/loan-services.tsx"),
  route("loan-services/new", "routes/admin/loan-service-editor.tsx", { id: "admin-loan-service-new" }),
  route("loan-services/:id", "routes/admin/loan-service-editor.tsx", { id: "admin-loan-service-edit" }),
  route("pages", "routes/admin/pages.tsx"),
  route("pages/:key", "routes/admin/page-editor.tsx"),
  route("deals", "routes/admin/deals.tsx"),
  route("downloads", "routes/admin/downloads.tsx"),
  route("deals/new", "routes/admin/deal-editor.tsx", { id: "admin-deal-new" }),
  route("deals/:id", "routes/admin/deal-editor.tsx", { id: "admin-deal-edit" }),
  route("schemes", "routes/admin/schemes.tsx"),
  route("schemes/new", "routes/admin/scheme-editor.tsx", { id: "admin-scheme-new" }),
  route("schemes/:id", "routes/admin/scheme-editor.tsx", { id: "admin-scheme-edit" }),
  route("popups", "routes/admin/popups.tsx", { id: "admin-popups" }),
  route("popup-manager", "routes/admin/popups.tsx", { id: "admin-popup-manager" }),
  route("popups/new", "routes/admin/popup-editor.tsx", { id: "admin-popup-new" }),
  route("popups/:id", "routes/admin/popup-editor.tsx", { id: "admin-popup-edit" }),
  route("social-settings", "routes/admin/social-settings.tsx"),
  route("disclosures", "routes/admin/disclosures.tsx"),
  route("loan-services/:id/offers", "routes/admin/lender-offers.tsx"),
  route("translations/:kind?/:entryId?", "routes/admin/translations.tsx"),
  route("analytics", "routes/admin/analytics.tsx"),
  route("users", "routes/admin/users.tsx"),
  route("api-tokens", "routes/admin/api-tokens.tsx"),
  route("activity", "routes/admin/activity.tsx"),
  route("account", "routes/admin/account.tsx"),
  route("*", "routes/admin/not-found.tsx", { id: "admin-not-found" }),
];

/**
 * The public site in one language: English at today's addresses, Malayalam and Hindi the same
 * pages under `/ml` and `/hi` (ADR 0038). The screens are shared; each copy needs route ids of its
 * own, so the prefixed ones are named `ml:…` and `hi:…`. The screens read their language from the
 * address (languageOfPath), never from the route id.
 */
function publicSite(language: Language) {
  const id = (name: string) => (language === "en" ? name : `${language}:${name}`);
  const screens = [
    index("routes/public/home.tsx", { id: id("routes/public/home") }),
    ...(
      [
        ["services", "services"],
        ["about", "about"],
        ["govt-schemes", "govt-schemes"],
        ["govt-schemes/:slug", "govt-scheme"],
        ["govt-schemes/preview/:id", "govt-scheme-preview"],
        ["smart-integrations", "smart-integrations"],
        ["vyapar-app", "vyapar-app"],
        ["download", "download"],
        ["deals", "deals"],
        ["privacy", "privacy"],
        ["terms", "terms"],
        ["disclaimer", "disclaimer"],
        ["cookie-policy", "cookie-policy"],
        ["contact", "contact"],
        ["business-partners", "business-partners"],
        ["blog", "blog"],
        ["blog/:slug", "blog-post"],
        ["blog/preview/:id", "blog-preview"],
        ["loan-services/preview/:id", "loan-service-preview"],
        ["preview/pages/:key", "page-preview"],
      ] as const
    ).map(([path, file]) => route(path, `routes/public/${file}.tsx`, { id: id(`routes/public/${file}`) })),
    route("loan-services/:slug", loanServiceScreen, { id: id("loan-services-slug") }),
    route("loan-service/:slug", loanServiceScreen, { id: id("loan-service-slug") }),
    route("services/:slug", loanServiceScreen, { id: id("services-slug") }),
    route("loans/:slug", loanServiceScreen, { id: id("loans-slug") }),
    ...fixedLoanServicePaths.map((path) => route(path, loanServiceScreen, { id: id(`fixed-${path}`) })),
    route("*", "routes/public/not-found.tsx", { id: id("routes/public/not-found") }),
  ];
  const site = layout("routes/public/layout.tsx", { id: id("routes/public/layout") }, screens);
  return language === "en" ? [site] : prefix(language, [site]);
}

/**
 * The borrower's documents page in one language (issue 29): the private link staff send, outside
 * the public layout (no site navigation, popups or trackers on an address that holds a secret).
 */
function borrowerDocumentsPage(language: Language) {
  const id = language === "en" ? "routes/public/borrower-documents" : `${language}:routes/public/borrower-documents`;
  const page = route("documents/:token", "routes/public/borrower-documents.tsx", { id });
  return language === "en" ? [page] : prefix(language, [page]);
}

export default [
  // The staff area: its own stylesheet, no trackers, guarded on the server (docs/decisions/0013-staff-area-shell.md).
  route("admin", "routes/admin/staff-area.tsx", [
    index("routes/admin/login.tsx", { id: "admin-index" }),
    route("login", "routes/admin/login.tsx", { id: "admin-login" }),
    route("set-password", "routes/admin/set-password.tsx"),
    layout("routes/admin/shell.tsx", staffScreens),
  ]),
  ...publicSite("en"),
  ...prefixedLanguages.flatMap((language) => publicSite(language)),
  ...borrowerDocumentsPage("en"),
  ...prefixedLanguages.flatMap((language) => borrowerDocumentsPage(language)),
] satisfies RouteConfig;
