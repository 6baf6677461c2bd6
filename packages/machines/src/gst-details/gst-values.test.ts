import { exampleUser } from '@lwl/schemas';
import { describe, expect, it } from 'vitest';
import { gstDetailsOf, gstDisplayValue } from './gst-values.ts';

describe('GST values', () => {
  it('takes the GST fields of a profile, nulls and blanks becoming absent', () => {
    expect(gstDetailsOf(exampleUser)).toEqual({
      provides_gst_details: true,
      gst_number: '27AABCI1234F1Z5',
      gst_company_name: 'Iyer Ventures Pvt Ltd',
      gst_address_line_1: '12 Marine Drive',
      gst_address_line_2: 'Churchgate',
      gst_state: 'Maharashtra',
      gst_pincode: '400020',
    });
    const none = gstDetailsOf({
      ...exampleUser,
      provides_gst_details: false,
      gst_number: null,
      gst_company_name: '',
      gst_address_line_1: null,
      gst_address_line_2: null,
      gst_state: null,
      gst_pincode: null,
    });
    expect(none).toEqual({
      provides_gst_details: false,
      gst_number: undefined,
      gst_company_name: undefined,
      gst_address_line_1: undefined,
      gst_address_line_2: undefined,
      gst_state: undefined,
      gst_pincode: undefined,
    });
  });

  it("shows 'N/A' for an empty value in view mode", () => {
    expect(gstDisplayValue('27AABCI1234F1Z5')).toBe('27AABCI1234F1Z5');
    expect(gstDisplayValue(undefined)).toBe('N/A');
    expect(gstDisplayValue(null)).toBe('N/A');
    expect(gstDisplayValue('  ')).toBe('N/A');
  });
});
