import type { AppServices } from "../app-services.server";

/** The canonical origin: PUBLIC_URL when configured, else the origin the request came to. */
export function publicOrigin(services: Pick<AppServices, "config">, request: Request): string {
  return services.config.PUBLIC_URL ?? new URL(request.url).origin;
}
