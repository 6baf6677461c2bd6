/**
 * The Personal Details fields shared by the purchase form and the two sign-up forms.
 * Each form renders its own location fields (state, or country, city and state) in `location`.
 * Read through the form context: the three forms share these field names.
 */
import {
  authMessages,
  type MembershipPurchaseFormValues,
  maxLengthHint,
  PHOTO_MIME_TYPES,
  type PhoneInput,
  PINCODE_DIGITS,
  POSTAL_CODE_LENGTH,
  TEXT_MAX,
  TITLES,
} from '@lwl/schemas';
import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { RequiredLabel } from '../ui/field-label.tsx';
import { InputField, SelectField } from '../ui/input-field.tsx';
import { PhoneField } from '../ui/phone-field.tsx';

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

type TextName = 'first_name' | 'last_name' | 'email' | 'company_name' | 'designation';
interface TextField {
  name: TextName;
  label: string;
  autoComplete: string;
  type?: string;
  /** A length limit, said beside the field. */
  max?: number;
}

const NAME_FIELDS: readonly TextField[] = [
  { name: 'first_name', label: 'First Name', autoComplete: 'given-name', max: TEXT_MAX.name },
  { name: 'last_name', label: 'Last Name', autoComplete: 'family-name', max: TEXT_MAX.name },
];
const CONTACT_FIELDS: readonly TextField[] = [
  { name: 'email', label: 'Email', autoComplete: 'email', type: 'email' },
  { name: 'company_name', label: 'Company Name', autoComplete: 'organization', max: TEXT_MAX.company },
  {
    name: 'designation',
    label: 'Designation',
    autoComplete: 'organization-title',
    max: TEXT_MAX.designation,
  },
];

/**
 * An Indian pincode (6 digits, 'Pin code') on the India purchase form; a ZIP or postal code of any
 * country on the sign-ups, which sell abroad ('ZIP / postal code', as a buyer there calls it).
 */
const PINCODE_INPUT = {
  indian: {
    label: 'Pin code',
    inputMode: 'numeric',
    maxLength: PINCODE_DIGITS,
    hint: `${PINCODE_DIGITS} digits`,
  },
  postal: {
    label: 'ZIP / postal code',
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
  const {
    register,
    trigger,
    setValue,
    control,
    formState: { errors, isSubmitted },
  } = useFormContext<PersonalFieldValues>();
  const phoneCountry = useWatch({ control, name: 'phone.country' });
  const id = (name: string) => `${idPrefix}-${name}`;
  const setPhone = (phone: PhoneInput) => {
    setValue('phone.country', phone.country, { shouldDirty: true });
    setValue('phone.number', phone.number, { shouldValidate: isSubmitted });
  };

  const textField = (field: TextField) => (
    <InputField
      key={field.name}
      id={id(field.name)}
      label={<RequiredLabel text={field.label} />}
      error={errors[field.name]?.message}
      hint={field.max ? maxLengthHint(field.max) : undefined}
      {...register(field.name)}
      maxLength={field.max}
      type={field.type ?? 'text'}
      autoComplete={field.autoComplete}
      aria-required="true"
    />
  );

  const passwordField = (name: 'password' | 'confirm_password', idName: string, label: string) => (
    <InputField
      id={id(idName)}
      label={<RequiredLabel text={label} />}
      hint={name === 'password' ? authMessages.newPasswordHint : undefined}
      error={errors[name]?.message}
      {...register(name)}
      type="password"
      autoComplete="new-password"
      required
    />
  );

  return (
    <div className="form-grid">
      <SelectField
        id={id('title')}
        label={<RequiredLabel text="Title" />}
        error={errors.title?.message}
        {...register('title')}
        aria-required="true"
        placeholder="Select title"
        options={TITLES}
      />
      {NAME_FIELDS.map(textField)}
      <PhoneField
        id={id('phone')}
        label={phoneRequired ? <RequiredLabel text="Phone Number" /> : 'Phone Number'}
        error={errors.phone?.number?.message ?? errors.phone?.country?.message ?? errors.phone?.message}
        country={phoneCountry}
        countryField={register('phone.country')}
        numberField={register('phone.number')}
        required={phoneRequired}
        onPhoneChange={setPhone}
      />
      {CONTACT_FIELDS.map(textField)}
      {location}
      <InputField
        id={id('pincode')}
        label={<RequiredLabel text={PINCODE_INPUT[pincode].label} />}
        error={errors.pincode?.message}
        hint={PINCODE_INPUT[pincode].hint}
        {...register('pincode')}
        inputMode={PINCODE_INPUT[pincode].inputMode}
        maxLength={PINCODE_INPUT[pincode].maxLength}
        autoComplete="postal-code"
        aria-required="true"
      />
      <InputField
        id={id('industry')}
        label="Industry"
        error={errors.industry?.message}
        {...register('industry')}
      />
      {passwordField('password', 'password', 'Password')}
      {passwordField('confirm_password', 'confirm-password', 'Confirm Password')}
      <InputField
        id={id('image')}
        label="Photo"
        hint="JPEG, PNG or GIF, up to 2 MB."
        error={errors.image?.message}
        className="span-2"
        {...register('image', { onChange: () => void trigger('image') })}
        type="file"
        accept={PHOTO_MIME_TYPES.join(',')}
      />
    </div>
  );
}
