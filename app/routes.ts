import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
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
  route("analytics", "routes/admin/analytics.tsx"),
  route("users", "routes/admin/users.tsx"),
  route("api-tokens", "routes/admin/api-tokens.tsx"),
  route("activity", "routes/admin/activity.tsx"),
  route("account", "routes/admin/account.tsx"),
  route("*", "routes/admin/not-found.tsx", { id: "admin-not-found" }),
];

export default [
  // The staff area: its own stylesheet, no trackers, guarded on the server (docs/decisions/0013-staff-area-shell.md).
  route("admin", "routes/admin/staff-area.tsx", [
    index("routes/admin/login.tsx", { id: "admin-index" }),
    route("login", "routes/admin/login.tsx", { id: "admin-login" }),
    route("set-password", "routes/admin/set-password.tsx"),
    layout("routes/admin/shell.tsx", staffScreens),
  ]),
  layout("routes/public/layout.tsx", [
    index("routes/public/home.tsx"),
    route("services", "routes/public/services.tsx"),
    route("about", "routes/public/about.tsx"),
    route("govt-schemes", "routes/public/govt-schemes.tsx"),
    route("govt-schemes/:slug", "routes/public/govt-scheme.tsx"),
    route("govt-schemes/preview/:id", "routes/public/govt-scheme-preview.tsx"),
    route("smart-integrations", "routes/public/smart-integrations.tsx"),
    route("vyapar-app", "routes/public/vyapar-app.tsx"),
    route("download", "routes/public/download.tsx"),
    route("deals", "routes/public/deals.tsx"),
    route("privacy", "routes/public/privacy.tsx"),
    route("terms", "routes/public/terms.tsx"),
    route("disclaimer", "routes/public/disclaimer.tsx"),
    route("cookie-policy", "routes/public/cookie-policy.tsx"),
    route("contact", "routes/public/contact.tsx"),
    route("business-partners", "routes/public/business-partners.tsx"),
    route("blog", "routes/public/blog.tsx"),
    route("blog/:slug", "routes/public/blog-post.tsx"),
    route("blog/preview/:id", "routes/public/blog-preview.tsx"),
    route("loan-services/preview/:id", "routes/public/loan-service-preview.tsx"),
    route("preview/pages/:key", "routes/public/page-preview.tsx"),
    route("loan-services/:slug", loanServiceScreen, { id: "loan-services-slug" }),
    route("loan-service/:slug", loanServiceScreen, { id: "loan-service-slug" }),
    route("services/:slug", loanServiceScreen, { id: "services-slug" }),
    route("loans/:slug", loanServiceScreen, { id: "loans-slug" }),
    ...fixedLoanServicePaths.map((path) => route(path, loanServiceScreen, { id: `fixed-${path}` })),
    route("*", "routes/public/not-found.tsx"),
  ]),
] satisfies RouteConfig;
