/** The business behind the product, as the public pages and legal documents name it. */
export const company = {
  name: "Promptloom",
  supportEmail: "support@promptloom.app",
  /** How quickly the support team answers, promised on the support and refund pages. */
  replyTime: "within one business day",
  legalLastUpdated: "22 November 2026",
} as const;
