/** Texts of the sponsor and enterprise package pages, word for word from platform.md §2 and §5. */
export const packageMessages = {
  connectWithPoc: 'Connect with Your POC to know More',
  // Decision (the specs give no message for it):
  invalidPackageId: 'Invalid package id.',
} as const;
