/**
 * The GST section's checkbox label, word for word. Its own module, so the purchase
 * form that shows it does not bundle every account-form message (profileMessages uses it).
 */
export const GST_CHECKBOX_LABEL = 'I want to provide my GST Details(Optional)';
