import type { PopupInput } from "../popups/popup.schema";

/**
 * One demo popup, INACTIVE: staff review the wording and switch it on from the admin, so a
 * fresh install never greets visitors with an offer the business did not approve.
 */
export const popupSeed: PopupInput[] = [
  {
    isActive: false,
    targetPage: "home,gold-loan",
    priority: 10,
    delayShow: 5000,
    autoClose: null,
    position: "center",
    size: "medium",
    backgroundColor: "#fffbeb",
    textColor: "#78350f",
    showCloseButton: true,
    showImage: false,
    imageUrl: null,
    imagePosition: "top",
    title: "Festive season gold loan",
    content:
      "<p>Planning for Onam or Diwali? Get a <strong>gold loan</strong> against your jewellery with quick " +
      "valuation and same-day disbursal at partner banks.</p>" +
      "<p><em>Interest rates and loan-to-value are set by the lender and may change.</em></p>",
    showActionButton: true,
    actionButtonText: "Check gold loan details",
    actionButtonLink: "/loan-services/gold-loan",
    actionButtonColor: "#b45309",
    actionButtonTextColor: "#ffffff",
  },
];
