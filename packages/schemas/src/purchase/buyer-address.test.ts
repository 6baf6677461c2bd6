import { describe, expect, it } from 'vitest';
import { computeCharge } from '../money/charge.ts';
import {
  buyerAddressMessages,
  hasBuyerAddress,
  needsBuyerAddress,
  UNREGISTERED_ADDRESS_THRESHOLD,
} from './buyer-address.ts';
import {
  purchaseDetailsSchema,
  purchaseDetailsWithAddressSchema,
  sponsorDetailsWithAddressSchema,
} from './forms.ts';

const priced = (unitPrice: number, treatment: 'added' | 'included' | 'none', discountPercent = 0) =>
  computeCharge({
    unitPrice,
    quantity: 1,
    currency: treatment === 'none' ? 'USD' : 'INR',
    treatment,
    discountPercent,
    supply: 'intra_state',
  });

const contact = {
  name: 'Asha Guest',
  email: 'asha@example.com',
  company_name: 'Acme',
  designation: 'CTO',
  phone: { country: 'IN', number: '9876543210' },
  coupon: '',
};

describe('needsBuyerAddress (rule 46: an unregistered buyer at ₹50,000 taxable or more)', () => {
  it('asks from ₹50,000 of taxable value, not below, not before the price is known', () => {
    expect(UNREGISTERED_ADDRESS_THRESHOLD).toBe(5_000_000);
    expect(needsBuyerAddress(priced(50_000, 'added'))).toBe(true);
    expect(needsBuyerAddress(priced(49_999.99, 'added'))).toBe(false);
    expect(needsBuyerAddress(priced(60_000, 'added'))).toBe(true);
    expect(needsBuyerAddress(null)).toBe(false);
    expect(needsBuyerAddress(undefined)).toBe(false);
  });

  it('goes by the taxable value: after the coupon, before GST', () => {
    // ₹59,000 incl. GST is ₹50,000 taxable; ₹58,999 is less.
    expect(needsBuyerAddress(priced(59_000, 'included'))).toBe(true);
    expect(needsBuyerAddress(priced(58_999, 'included'))).toBe(false);
    expect(needsBuyerAddress(priced(55_000, 'added', 10))).toBe(false);
  });

  it('an export (USD, no GST) never asks', () => {
    expect(needsBuyerAddress(priced(100_000, 'none'))).toBe(false);
  });
});

describe('the details dialog with the address', () => {
  it('requires address line 1, a 6-digit pincode and a state of the list; line 2 is optional', () => {
    const missing = purchaseDetailsWithAddressSchema.safeParse(contact);
    expect(missing.success).toBe(false);
    const messages = Object.fromEntries(
      (missing.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]),
    );
    expect(messages).toEqual({
      address_line_1: buyerAddressMessages.addressRequired,
      pincode: buyerAddressMessages.pincodeRequired,
      state: buyerAddressMessages.stateRequired,
    });
    const wrong = sponsorDetailsWithAddressSchema.safeParse({
      ...contact,
      address_line_1: '12 MG Road',
      pincode: '5600',
      state: 'Atlantis',
    });
    expect(wrong.error?.issues.map((issue) => issue.path[0])).toEqual(['pincode', 'state']);
    const given = purchaseDetailsWithAddressSchema.parse({
      ...contact,
      address_line_1: ' 12 MG Road ',
      address_line_2: '',
      pincode: '560001',
      state: 'Karnataka',
    });
    expect(given).toMatchObject({ address_line_1: '12 MG Road', pincode: '560001', state: 'Karnataka' });
    expect(given.address_line_2).toBeUndefined();
    expect(hasBuyerAddress(given)).toBe(true);
  });

  it('without the need, the fields are not required and empty ones are not sent', () => {
    const parsed = purchaseDetailsSchema.parse({ ...contact, address_line_1: '', pincode: '', state: '' });
    expect(parsed).not.toHaveProperty('address_line_1', expect.anything());
    expect(parsed.state).toBeUndefined();
    expect(hasBuyerAddress(parsed)).toBe(false);
  });
});
