import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

const loanServiceScreen = "routes/public/loan-service.tsx";

/** Fixed loan page paths of spec section 2; each is the same screen for the slug of its name. */
export const fixedLoanServicePaths = [
  "two-wheeler-loans",
  "home-loans",
  "rooftop-solar-finance",
  "loan-against-property",
  "outward-remittance-forex",
] as const;

export default [
  layout("routes/public/layout.tsx", [
    index("routes/public/home.tsx"),
    route("services", "routes/public/services.tsx"),
    route("about", "routes/public/about.tsx"),
    route("govt-schemes", "routes/public/govt-schemes.tsx"),
    route("smart-integrations", "routes/public/smart-integrations.tsx"),
    route("privacy", "routes/public/privacy.tsx"),
    route("terms", "routes/public/terms.tsx"),
    route("disclaimer", "routes/public/disclaimer.tsx"),
    route("cookie-policy", "routes/public/cookie-policy.tsx"),
    route("contact", "routes/public/contact.tsx"),
    route("business-partners", "routes/public/business-partners.tsx"),
    route("loan-services/:slug", loanServiceScreen, { id: "loan-services-slug" }),
    route("loan-service/:slug", loanServiceScreen, { id: "loan-service-slug" }),
    route("services/:slug", loanServiceScreen, { id: "services-slug" }),
    route("loans/:slug", loanServiceScreen, { id: "loans-slug" }),
    ...fixedLoanServicePaths.map((path) => route(path, loanServiceScreen, { id: `fixed-${path}` })),
    route("*", "routes/public/not-found.tsx"),
  ]),
] satisfies RouteConfig;
