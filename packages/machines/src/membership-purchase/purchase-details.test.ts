import type { MembershipPurchaseFormOutput } from '@lwl/schemas';
import { describe, expect, it } from 'vitest';
import { purchaseDetails } from './purchase-details.ts';

const values: MembershipPurchaseFormOutput = {
  title: 'Ms',
  first_name: 'Meera',
  last_name: 'Kapoor',
  phone: '9812345678',
  email: 'meera@example.com',
  company_name: 'Kapoor Textiles',
  designation: 'CEO',
  city: 'Delhi',
  password: 'Str0ng!pass',
  confirm_password: 'Str0ng!pass',
  pincode: '110001',
  provides_gst_details: false,
  gst_number: '07AAACK1234A1Z2',
  gst_company_name: 'Kapoor Textiles Pvt Ltd',
  gst_address_line_1: '12 Chandni Chowk',
  gst_address_line_2: 'Old Delhi',
  gst_state: 'Delhi',
  gst_pincode: '110006',
  membership_price_id: 12,
  industry: 'Textiles',
};

const GST_FIELDS = [
  'gst_number',
  'gst_company_name',
  'gst_address_line_1',
  'gst_address_line_2',
  'gst_state',
  'gst_pincode',
];

describe('purchaseDetails', () => {
  it('drops the confirmation, the city and the duration', () => {
    const details = purchaseDetails(values);
    expect(details).not.toHaveProperty('confirm_password');
    expect(details).not.toHaveProperty('city');
    expect(details).not.toHaveProperty('membership_price_id');
    expect(details).toMatchObject({ first_name: 'Meera', password: 'Str0ng!pass', industry: 'Textiles' });
  });

  it('sends GST fields only when the GST checkbox is ticked', () => {
    const unticked = purchaseDetails(values);
    for (const field of GST_FIELDS) expect(unticked).not.toHaveProperty(field);
    expect(unticked).toHaveProperty('provides_gst_details', false);
    const ticked = purchaseDetails({ ...values, provides_gst_details: true });
    for (const field of GST_FIELDS)
      expect(ticked).toHaveProperty(field, values[field as keyof typeof values]);
  });
});
