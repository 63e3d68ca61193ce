// The popup's closed lists, fixed by spec section 3 (Popup): where it shows, how large, and where
// its image sits ("top, bottom, left, otherwise right"). Stored as these words; the editor offers
// them, the zod schemas (server/popups/popup.schema.ts) check them. Plain data for the browser too.

export const popupPositions = ["top", "center", "bottom"] as const;
export type PopupPosition = (typeof popupPositions)[number];

export const popupSizes = ["small", "medium", "large"] as const;
export type PopupSize = (typeof popupSizes)[number];

export const popupImagePositions = ["top", "bottom", "left", "right"] as const;
export type PopupImagePosition = (typeof popupImagePositions)[number];
