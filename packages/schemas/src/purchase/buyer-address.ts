/**
 * The address an unregistered buyer gives when her invoice needs it (CGST Rules, rule 46: for a
 * recipient without a GSTIN whose taxable value is ₹50,000 or more, her name, address and state).
 * Guests never give a GSTIN, so a guest's order at or above the threshold asks for them; below it the
 * purchase forms do not (docs/product-rules.md "Tax invoices").
 */
import { optionalPincode, optionalText, requiredPincode, requiredText } from '../common/fields.ts';
import { INDIA_STATES } from '../constants/india-states.ts';
import { formatMoney } from '../constants/money.ts';
import type { ChargeBreakdown } from '../money/charge.ts';
import { toMajor, toMinor } from '../money/charge.ts';
import { optionalChoice, requiredChoice } from '../profile/fields.ts';
import { profileMessages } from '../profile/messages.ts';

/** Rule 46: an unregistered recipient's address and state are printed from this taxable value up. */
export const UNREGISTERED_ADDRESS_THRESHOLD = toMinor(50_000);

export const buyerAddressMessages = {
  addressRequired: 'Address is required',
  pincodeRequired: profileMessages.pincodeRequired,
  stateRequired: 'State is required',
  stateInvalid: profileMessages.gstStateInvalid,
  /** Above the address fields, and the create-order call's 400 when they are missing. */
  whyAsked: `A tax invoice of ${formatMoney(toMajor(UNREGISTERED_ADDRESS_THRESHOLD), 'INR')} or more before GST needs your address and state.`,
} as const;

/**
 * Whether a buyer without a GSTIN must give her address and state: a rupee sale with GST whose
 * taxable value is ₹50,000 or more. False before the price is known.
 */
export function needsBuyerAddress(
  charge: Pick<ChargeBreakdown, 'currency' | 'gst_treatment' | 'taxable_value'> | null | undefined,
): boolean {
  if (charge?.currency !== 'INR' || charge.gst_treatment === 'none') return false;
  return charge.taxable_value >= UNREGISTERED_ADDRESS_THRESHOLD;
}

/**
 * The address fields on the guest create-order calls (a contract extension): optional, each checked
 * as the GST address fields are (text, a 6-digit pincode, one of the 30 states). The server refuses an
 * order that needs them without `address_line_1`, `pincode` and `state`.
 */
export const buyerAddressWireShape = {
  address_line_1: optionalText(),
  address_line_2: optionalText(),
  pincode: optionalPincode(),
  state: optionalChoice(INDIA_STATES, buyerAddressMessages.stateInvalid),
};

/** The address fields as the purchase forms ask for them when needed: all but the second line required. */
export const requiredBuyerAddressShape = {
  address_line_1: requiredText(buyerAddressMessages.addressRequired),
  address_line_2: optionalText(),
  pincode: requiredPincode(buyerAddressMessages.pincodeRequired),
  state: requiredChoice(INDIA_STATES, buyerAddressMessages.stateRequired),
};

/** A buyer's address as given: whether it has what rule 46 asks (a line, a pincode, a state). */
export function hasBuyerAddress(buyer: {
  address_line_1?: string | undefined;
  pincode?: string | undefined;
  state?: string | undefined;
}): boolean {
  return Boolean(buyer.address_line_1?.trim() && buyer.pincode?.trim() && buyer.state?.trim());
}

/** The address fields' labels, in the forms' order. */
export const BUYER_ADDRESS_LABELS = {
  address_line_1: 'Address Line 1',
  address_line_2: 'Address Line 2',
  pincode: 'Pincode',
  state: 'State',
} as const;

/** A buyer's address as the guest calls carry it (each field optional). */
export type BuyerAddress = { [K in keyof typeof BUYER_ADDRESS_LABELS]?: string | undefined };
