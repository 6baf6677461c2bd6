/** The GST section's text fields, in view and edit mode. */
export const GST_TEXT_FIELDS = [
  { name: 'gst_number', label: 'GST Number' },
  { name: 'gst_company_name', label: 'GST Company Name' },
  { name: 'gst_address_line_1', label: 'Address Line 1' },
  { name: 'gst_address_line_2', label: 'Address Line 2' },
  { name: 'gst_pincode', label: 'Pincode' },
] as const;
