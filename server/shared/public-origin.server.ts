import type { AppConfig } from "../config.server";

/** The canonical origin: PUBLIC_URL when configured, else the origin the request came to. */
export function publicOrigin(services: { config: Pick<AppConfig, "PUBLIC_URL"> }, request: Request): string {
  return services.config.PUBLIC_URL ?? new URL(request.url).origin;
}
