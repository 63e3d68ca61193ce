import type { AppServices } from "./app-services.server";
import type { RequestOrigin } from "./auth/request-actor";

/** What the HTTP server hands every React Router loader and action. */
export interface LoadContext {
  services: AppServices;
  /** Nonce of this response's Content-Security-Policy; every inline script carries it. */
  cspNonce: string;
  /** Canonical origin for absolute URLs (canonical links, Open Graph, JSON-LD). */
  publicOrigin: string;
  /** The text of a built stylesheet by its URL, to inline it (production; absent in development). */
  readStylesheet?: (href: string) => string | null;
  /** Where the request came from (address through a trusted proxy, limit key, browser). */
  requestOrigin: RequestOrigin;
}

declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends LoadContext {}
}
