/**
 * The Personal Details fields shared by the purchase form and the two sign-up forms (membership.md §2,
 * §3, §5). Each form renders its own location fields (state, or country, city and state) in `location`.
 * Read through the form context: the three forms share these field names.
 */
import {
  authMessages,
  type MembershipPurchaseFormValues,
  maxLengthHint,
  PHOTO_MIME_TYPES,
  PINCODE_DIGITS,
  POSTAL_CODE_LENGTH,
  TITLES,
} from '@lwl/schemas';
import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { RequiredLabel } from '../ui/field-label.tsx';
import { type FieldRow, FieldRows, fieldError } from '../ui/field-rows.tsx';
import { InputField } from '../ui/input-field.tsx';
import { FormPhoneField } from '../ui/phone-field.tsx';
import { PERSONAL_ROWS } from './personal-rows.ts';

export type PersonalFieldValues = Pick<
  MembershipPurchaseFormValues,
  | 'title'
  | 'first_name'
  | 'last_name'
  | 'phone'
  | 'email'
  | 'company_name'
  | 'designation'
  | 'pincode'
  | 'password'
  | 'confirm_password'
  | 'image'
  | 'industry'
>;

type PersonalRow = FieldRow<keyof PersonalFieldValues>;

/** Rows of required fields: the label's mark, and `aria-required` on the control. */
function requiredRows(rows: readonly (PersonalRow & { label: string })[]): PersonalRow[] {
  return rows.map((row) => ({ ...row, label: <RequiredLabel text={row.label} />, 'aria-required': 'true' }));
}

const { first_name, last_name, email, company_name, designation } = PERSONAL_ROWS;
const NAME_ROWS = requiredRows([
  { name: 'title', label: 'Title', placeholder: 'Select title', options: TITLES },
  first_name,
  last_name,
]);
const CONTACT_ROWS = requiredRows([email, company_name, designation]);

/** An Indian pincode (6 digits) on the India purchase form; a postal code of any country on the sign-ups. */
const PINCODE_INPUT = {
  indian: { inputMode: 'numeric', maxLength: PINCODE_DIGITS, hint: `${PINCODE_DIGITS} digits` },
  postal: {
    inputMode: 'text',
    maxLength: POSTAL_CODE_LENGTH.max,
    hint: maxLengthHint(POSTAL_CODE_LENGTH.max),
  },
} as const;

export interface PersonalFieldsProps {
  /** Prefix of the fields' ids, unique per form. */
  idPrefix: string;
  phoneRequired: boolean;
  pincode: keyof typeof PINCODE_INPUT;
  location: ReactNode;
}

export function PersonalFields({ idPrefix, phoneRequired, pincode, location }: PersonalFieldsProps) {
  const form = useFormContext<PersonalFieldValues>();
  const account: readonly PersonalRow[] = [
    ...requiredRows([
      { name: 'pincode', label: 'Pin code', autoComplete: 'postal-code', ...PINCODE_INPUT[pincode] },
    ]),
    { name: 'industry', label: 'Industry' },
    {
      name: 'password',
      label: <RequiredLabel text="Password" />,
      hint: authMessages.newPasswordHint,
      type: 'password',
      autoComplete: 'new-password',
      required: true,
    },
    {
      name: 'confirm_password',
      id: `${idPrefix}-confirm-password`,
      label: <RequiredLabel text="Confirm Password" />,
      type: 'password',
      autoComplete: 'new-password',
      required: true,
    },
  ];

  return (
    <div className="form-grid">
      <FieldRows form={form} rows={NAME_ROWS} idPrefix={idPrefix} />
      <FormPhoneField
        form={form}
        id={`${idPrefix}-phone`}
        label={phoneRequired ? <RequiredLabel text="Phone Number" /> : 'Phone Number'}
        required={phoneRequired}
      />
      <FieldRows form={form} rows={CONTACT_ROWS} idPrefix={idPrefix} />
      {location}
      <FieldRows form={form} rows={account} idPrefix={idPrefix} />
      <InputField
        id={`${idPrefix}-image`}
        label="Photo"
        hint="JPEG, PNG or GIF, up to 2 MB."
        error={fieldError(form, 'image')}
        className="span-2"
        {...form.register('image', { onChange: () => void form.trigger('image') })}
        type="file"
        accept={PHOTO_MIME_TYPES.join(',')}
      />
    </div>
  );
}
