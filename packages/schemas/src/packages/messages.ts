/** Texts of the sponsor and enterprise package pages, word for word (docs/product-rules.md, "Messages"). */
export const packageMessages = {
  connectWithPoc: 'Connect with Your POC to know More',
  // Decision (the specs give no message for it):
  invalidPackageId: 'Invalid package id.',
} as const;
