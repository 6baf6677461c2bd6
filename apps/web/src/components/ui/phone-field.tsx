/**
 * A phone number: the country's calling code (a native select, labelled 'Country code', whose
 * options name the country) beside the number. The select is drawn as its short code ('AE +971')
 * and stays the control under it, so the keyboard, type-ahead by country name and the phone's own
 * picker all work. The number's input carries the field's label, error and hint; the select is
 * described by them too. An international number pasted into the number (`+971 50 …`) picks its
 * country. Values: `phone.country` and `phone.number` of the form (the schema turns them into the
 * API's value).
 */
import {
  DEFAULT_PHONE_COUNTRY,
  PHONE_COUNTRIES,
  PHONE_INPUT_MAX_LENGTH,
  PHONE_MAX_DIGITS,
  type PhoneInput,
  phoneCountry,
  phoneInputFromApi,
} from '@lwl/schemas';
import type { ClipboardEvent, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from './form-field.tsx';
import './phone-field.css';

export interface PhoneFieldProps {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
  /** The country chosen now (the form's `phone.country`). */
  country: string;
  countryField: UseFormRegisterReturn;
  numberField: UseFormRegisterReturn;
  required?: boolean;
  /** Sets both values when an international number is pasted into the number. */
  onPhonePaste?: (phone: PhoneInput) => void;
}

const PHONE_COUNTRY_LABEL = 'Country code';

export function PhoneField({
  id,
  label,
  error,
  hint,
  className,
  country,
  countryField,
  numberField,
  required = false,
  onPhonePaste,
}: PhoneFieldProps) {
  const chosen = phoneCountry(country) ?? phoneCountry(DEFAULT_PHONE_COUNTRY);
  const indian = chosen?.code === DEFAULT_PHONE_COUNTRY;

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    if (!onPhonePaste) return;
    const text = event.clipboardData.getData('text').trim();
    const international = text.startsWith('00') ? `+${text.slice(2)}` : text;
    if (!international.startsWith('+')) return;
    const phone = phoneInputFromApi(international, chosen?.code);
    if (phone.number.startsWith('+')) return;
    event.preventDefault();
    onPhonePaste(phone);
  };

  return (
    <FormField id={id} label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <div className="phone-input">
          <div className="phone-country">
            <select
              {...countryField}
              id={`${id}-country`}
              aria-label={PHONE_COUNTRY_LABEL}
              aria-describedby={control['aria-describedby']}
              className="phone-country-select"
            >
              {PHONE_COUNTRIES.map((option) => (
                <option key={option.code} value={option.code}>
                  {option.name} (+{option.callingCode})
                </option>
              ))}
            </select>
            <span className="phone-country-code" aria-hidden="true">
              {chosen?.code} +{chosen?.callingCode}
            </span>
          </div>
          <input
            {...control}
            {...numberField}
            type="tel"
            inputMode={indian ? 'numeric' : 'tel'}
            autoComplete="tel-national"
            maxLength={indian ? PHONE_MAX_DIGITS : PHONE_INPUT_MAX_LENGTH}
            required={required}
            onPaste={onPaste}
            className="input"
          />
        </div>
      )}
    </FormField>
  );
}
