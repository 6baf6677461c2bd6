import { commonMessages } from '../common/messages.ts';
import { GST_CHECKBOX_LABEL } from './gst-checkbox-label.ts';

/** Messages of the account details form, word for word (docs/product-rules.md, "Messages"). */
export const profileMessages = {
  /**
   * Several fields reuse 'First Name is required': last name, mobile, company, designation and city
   * have no message of their own, so all of them use this one.
   */
  firstNameRequired: 'First Name is required',
  pincodeRequired: 'Pincode is required',
  fileTooLarge: commonMessages.fileTooLarge,
  fileUnsupported: commonMessages.fileUnsupported,
  /** Label of the GST section's checkbox, word for word. */
  gstCheckboxLabel: GST_CHECKBOX_LABEL,
  /** Shown in GST view mode for an empty value. */
  notAvailable: 'N/A',
  // Decisions (the specs name no message for these):
  titleRequired: 'Please select a title.',
  gstStateInvalid: 'Please select a state from the list.',
  /** 400 of update-gst-details without `provides_gst_details`: a save must say whether details are given. */
  gstChoiceRequired: 'Please say whether you want to provide GST details (provides_gst_details).',
  /** Server answers of update-personal-details and update-gst-details. */
  personalDetailsUpdated: commonMessages.informationUpdated,
  gstDetailsUpdated: commonMessages.informationUpdated,
  /** 400 of update-personal-details when the new e-mail belongs to another account. */
  emailTaken: 'This email address is already used by another account.',
  /** Changing the e-mail needs the current password (it is the login name). */
  currentPasswordLabel: 'Current password',
  currentPasswordHint: 'Needed to change your email address.',
  currentPasswordRequired: 'Please enter your current password to change your email address.',
  currentPasswordWrong: 'The current password is not correct.',
} as const;
