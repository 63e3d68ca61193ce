/**
 * Told after a write that changes what public pages show, with its topic ("loan-services",
 * "popups", "settings"). app-services.server.ts passes one to every domain service: it drops the
 * cached pages and tells the other instances.
 */
export type ContentChangeListener = (topic: string) => void;
