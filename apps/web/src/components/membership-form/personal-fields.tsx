/**
 * The Personal Details fields shared by the purchase form and the two sign-up forms (membership.md §2,
 * §3, §5). Each form renders its own location fields (state, or country, city and state) in `location`.
 * Read through the form context: the three forms share these field names.
 */
import { type MembershipPurchaseFormValues, PHOTO_MIME_TYPES, TITLES } from '@lwl/schemas';
import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { RequiredLabel } from '../ui/field-label.tsx';
import { type ControlProps, FormField } from '../ui/form-field.tsx';
import { InputField, PHONE_INPUT, SelectField } from '../ui/input-field.tsx';

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
}

const NAME_FIELDS: readonly TextField[] = [
  { name: 'first_name', label: 'First Name', autoComplete: 'given-name' },
  { name: 'last_name', label: 'Last Name', autoComplete: 'family-name' },
];
const CONTACT_FIELDS: readonly TextField[] = [
  { name: 'email', label: 'Email', autoComplete: 'email', type: 'email' },
  { name: 'company_name', label: 'Company Name', autoComplete: 'organization' },
  { name: 'designation', label: 'Designation', autoComplete: 'organization-title' },
];

export interface PersonalFieldsProps {
  /** Prefix of the fields' ids, unique per form. */
  idPrefix: string;
  /** Shown before the phone number ('+91' on the India form); none abroad. */
  phonePrefix?: string;
  phoneRequired: boolean;
  location: ReactNode;
}

export function PersonalFields({ idPrefix, phonePrefix, phoneRequired, location }: PersonalFieldsProps) {
  const {
    register,
    trigger,
    formState: { errors },
  } = useFormContext<PersonalFieldValues>();
  const id = (name: string) => `${idPrefix}-${name}`;

  const phoneInput = (control: ControlProps) => (
    <input
      {...control}
      {...register('phone')}
      {...PHONE_INPUT}
      aria-required={phoneRequired}
      className="input"
    />
  );

  const textField = (field: TextField) => (
    <InputField
      key={field.name}
      id={id(field.name)}
      label={<RequiredLabel text={field.label} />}
      error={errors[field.name]?.message}
      {...register(field.name)}
      type={field.type ?? 'text'}
      autoComplete={field.autoComplete}
      aria-required="true"
    />
  );

  const passwordField = (name: 'password' | 'confirm_password', idName: string, label: string) => (
    <InputField
      id={id(idName)}
      label={<RequiredLabel text={label} />}
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
      <FormField
        id={id('phone')}
        label={phoneRequired ? <RequiredLabel text="Phone Number" /> : 'Phone Number'}
        error={errors.phone?.message}
      >
        {(control) =>
          phonePrefix ? (
            <div className="input-group">
              <span className="input-group-prefix">{phonePrefix}</span>
              {phoneInput(control)}
            </div>
          ) : (
            phoneInput(control)
          )
        }
      </FormField>
      {CONTACT_FIELDS.map(textField)}
      {location}
      <InputField
        id={id('pincode')}
        label={<RequiredLabel text="Pin code" />}
        error={errors.pincode?.message}
        {...register('pincode')}
        inputMode="numeric"
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
