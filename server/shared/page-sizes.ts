// The page sizes of the server-paged staff lists. Isomorphic (no imports): the lists' page-size
// picker in the browser offers exactly what the API accepts.

/** Page sizes a staff list offers. */
export const PAGE_SIZES = [10, 25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 25;
