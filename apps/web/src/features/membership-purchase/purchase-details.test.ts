import { describe, expect, it } from 'vitest';
import { type PurchaseFormOutput, purchaseDetails } from './purchase-details.ts';

const values: PurchaseFormOutput = {
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
  gst_state: 'Delhi',
  membership_price_id: 12,
  industry: 'Textiles',
};

describe('purchaseDetails', () => {
  it('drops the confirmation, the city and the duration', () => {
    const details = purchaseDetails(values);
    expect(details).not.toHaveProperty('confirm_password');
    expect(details).not.toHaveProperty('city');
    expect(details).not.toHaveProperty('membership_price_id');
    expect(details).toMatchObject({ first_name: 'Meera', password: 'Str0ng!pass', industry: 'Textiles' });
  });

  it('sends GST fields only when the GST checkbox is ticked', () => {
    expect(purchaseDetails(values)).not.toHaveProperty('gst_number');
    expect(purchaseDetails(values)).not.toHaveProperty('gst_state');
    expect(purchaseDetails({ ...values, provides_gst_details: true })).toMatchObject({
      provides_gst_details: true,
      gst_number: '07AAACK1234A1Z2',
      gst_state: 'Delhi',
    });
  });
});
