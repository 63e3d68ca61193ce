/** The nine social links of the spec's footer, in footer order (shared by server and browser; no dependencies). */
export const socialNetworks = [
  { key: "facebook", label: "Facebook" },
  { key: "youtube", label: "YouTube" },
  { key: "instagram", label: "Instagram" },
  { key: "whatsappGroup", label: "WhatsApp group" },
  { key: "linkedin", label: "LinkedIn" },
  { key: "x", label: "X" },
  { key: "pinterest", label: "Pinterest" },
  { key: "reddit", label: "Reddit" },
  { key: "tumblr", label: "Tumblr" },
] as const;

export type SocialNetworkKey = (typeof socialNetworks)[number]["key"];
