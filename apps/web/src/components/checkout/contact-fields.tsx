/**
 * The buyer's contact fields (Name, Email, Company Name, Designation, Phone Number with its country)
 * shared by the purchase dialog and the free-session dialog. Ids are `${idPrefix}-name` …
 * `${idPrefix}-phone`; the text fields say their length limit beside them.
 */
import { maxLengthHint, type PhoneInput, type PurchaseContactFormValues, TEXT_MAX } from '@lwl/schemas';
import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form';
import { InputField } from '../ui/input-field.tsx';
import { PhoneField } from '../ui/phone-field.tsx';

type ContactField = 'name' | 'email' | 'company_name' | 'designation' | 'phone.country' | 'phone.number';

export interface ContactFieldsProps {
  idPrefix: string;
  register: (name: ContactField) => UseFormRegisterReturn;
  errors: FieldErrors<PurchaseContactFormValues>;
  /** The phone's country chosen now. */
  phoneCountry: string;
  onPhoneChange: (phone: PhoneInput) => void;
}

const LIMITED = [
  { name: 'name', id: 'name', label: 'Name', autoComplete: 'name', max: TEXT_MAX.fullName },
  {
    name: 'company_name',
    id: 'company',
    label: 'Company Name',
    autoComplete: 'organization',
    max: TEXT_MAX.company,
  },
  {
    name: 'designation',
    id: 'designation',
    label: 'Designation',
    autoComplete: 'organization-title',
    max: TEXT_MAX.designation,
  },
] as const;

export function ContactFields({
  idPrefix,
  register,
  errors,
  phoneCountry,
  onPhoneChange,
}: ContactFieldsProps) {
  const field = (name: string) => `${idPrefix}-${name}`;
  const limited = (item: (typeof LIMITED)[number]) => (
    <InputField
      key={item.name}
      id={field(item.id)}
      label={item.label}
      hint={maxLengthHint(item.max)}
      error={errors[item.name]?.message}
      {...register(item.name)}
      maxLength={item.max}
      autoComplete={item.autoComplete}
    />
  );
  const [name, company, designation] = LIMITED;
  return (
    <>
      {limited(name)}
      <InputField
        id={field('email')}
        label="Email"
        error={errors.email?.message}
        {...register('email')}
        type="email"
        autoComplete="email"
      />
      {limited(company)}
      {limited(designation)}
      <PhoneField
        id={field('phone')}
        label="Phone Number"
        error={errors.phone?.number?.message ?? errors.phone?.country?.message ?? errors.phone?.message}
        country={phoneCountry}
        countryField={register('phone.country')}
        numberField={register('phone.number')}
        onPhoneChange={onPhoneChange}
      />
    </>
  );
}
