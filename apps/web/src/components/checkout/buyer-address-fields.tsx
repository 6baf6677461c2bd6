/**
 * The buyer's address and state, asked by a guest's details dialog only when her order needs them
 * (`needsBuyerAddress`: rule 46, ₹50,000 or more before GST): a line saying why, Address Line 1,
 * Address Line 2 (optional), Pincode and State. Ids are `${idPrefix}-address_line_1` …; each error is
 * tied to its field (FormField), and the group is described by the line saying why.
 */
import {
  BUYER_ADDRESS_LABELS,
  buyerAddressMessages,
  INDIA_STATES,
  maxLengthHint,
  PINCODE_DIGITS,
  TEXT_MAX,
} from '@lwl/schemas';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { InputField, SelectField } from '../ui/input-field.tsx';

type AddressField = keyof typeof BUYER_ADDRESS_LABELS;

export interface BuyerAddressFieldsProps {
  idPrefix: string;
  register: (name: AddressField) => UseFormRegisterReturn;
  errors: Partial<Record<AddressField, Pick<FieldError, 'message'> | undefined>>;
}

export function BuyerAddressFields({ idPrefix, register, errors }: BuyerAddressFieldsProps) {
  const field = (name: AddressField) => `${idPrefix}-${name}`;
  const why = `${idPrefix}-address-why`;
  return (
    <fieldset className="span-2 form-grid" aria-describedby={why}>
      <legend className="visually-hidden">Address</legend>
      <p id={why} className="span-2">
        {buyerAddressMessages.whyAsked}
      </p>
      {(['address_line_1', 'address_line_2'] as const).map((name) => (
        <InputField
          key={name}
          id={field(name)}
          label={BUYER_ADDRESS_LABELS[name]}
          hint={maxLengthHint(TEXT_MAX.text)}
          error={errors[name]?.message}
          {...register(name)}
          maxLength={TEXT_MAX.text}
          autoComplete={name === 'address_line_1' ? 'address-line1' : 'address-line2'}
        />
      ))}
      <InputField
        id={field('pincode')}
        label={BUYER_ADDRESS_LABELS.pincode}
        error={errors.pincode?.message}
        {...register('pincode')}
        inputMode="numeric"
        maxLength={PINCODE_DIGITS}
        autoComplete="postal-code"
      />
      <SelectField
        id={field('state')}
        label={BUYER_ADDRESS_LABELS.state}
        error={errors.state?.message}
        {...register('state')}
        placeholder="Select a state"
        options={INDIA_STATES}
        autoComplete="address-level1"
      />
    </fieldset>
  );
}
