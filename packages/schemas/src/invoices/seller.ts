/**
 * The seller printed on every tax invoice. SAMPLE VALUES: they are not a real registration; a backend
 * replaces them with LWL's legal name, registered address and GSTIN (docs/decisions/0009: the seller is
 * registered in Maharashtra). The GSTIN passes the format and check-digit test.
 */
export const SELLER = {
  legalName: 'LWL Leadership Network Private Limited (sample)',
  addressLines: ['Unit 801, Sample Business Centre', 'Bandra Kurla Complex, Bandra (East)', 'Mumbai 400051'],
  state: 'Maharashtra',
  stateCode: '27',
  gstin: '27AABCL4321K1ZL',
  email: 'accounts@lwl.example',
} as const;

/** SAC (services accounting codes) per kind of sale, printed on each invoice line. */
export const SAC_CODES = {
  /** Event organisation services (tickets, Venture Vault passes). */
  event: '998596',
  venture: '998596',
  /** Commercial training and coaching services (mentor sessions). */
  mentor: '999293',
  /** Sponsorship and brand promotion services (sponsor and enterprise packages). */
  package: '998397',
  /** Services of other membership organisations n.e.c. (membership plans). */
  membership: '999599',
} as const;

/** Printed on an export of services (USD sales: no GST charged). */
export const EXPORT_NOTE =
  'Supply meant for export of services under Letter of Undertaking without payment of integrated tax (IGST).';

/** Printed under the totals. */
export const INVOICE_FOOTNOTE = 'This is a computer-generated invoice and needs no signature.';
export const CREDIT_NOTE_FOOTNOTE = 'This is a computer-generated credit note and needs no signature.';

/** The seller as an invoice party (`Invoice['seller']`). */
export const sellerParty = () => ({
  name: SELLER.legalName,
  email: SELLER.email,
  gstin: SELLER.gstin,
  company: null,
  address_lines: [...SELLER.addressLines],
  state: SELLER.state,
  state_code: SELLER.stateCode,
});
