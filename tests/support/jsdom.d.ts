// The part of jsdom (a dev dependency without types of its own; vitest's jsdom environment uses
// it too) the integration tests use to parse answers as a browser or a feed reader would.
declare module "jsdom" {
  export class JSDOM {
    /** `contentType: "application/xml"` parses strictly and throws on XML that is not well-formed. */
    constructor(markup: string, options?: { contentType?: string });
    readonly window: { document: Document };
  }
}
