/**
 * A phone number: the country's calling code (a native select, labelled 'Country code', whose
 * options name the country) beside the number. The select is drawn as its short code ('AE +971')
 * and stays the control under it, so the keyboard, type-ahead by country name and the phone's own
 * picker all work. The number's input carries the field's label, error and hint; the select is
 * described by them too. Values: `phone.country` and `phone.number` of the form (the schema turns them
 * into the API's value).
 *
 * What is typed or pasted follows `packages/schemas/src/phone/phone-typing.ts`: a +code (or 00 code)
 * in front of the number selects its country (a paste moves the code into the selector), nothing is
 * ever cut (the input has no length limit), and a number with more digits than its country's numbers
 * have gets the too-long message at once.
 */
import {
  DEFAULT_PHONE_COUNTRY,
  PHONE_COUNTRIES,
  type PhoneInput,
  phoneAfterPaste,
  phoneAfterTyping,
  phoneCountry,
  phoneTooLong,
} from '@lwl/schemas';
import { type ChangeEvent, type ClipboardEvent, type ReactNode, useRef, useState } from 'react';
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
  /**
   * Sets both values when the number names another country: an international number pasted (its
   * country and national digits), or a +code typed (its country, the number as typed).
   */
  onPhoneChange?: (phone: PhoneInput) => void;
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
  onPhoneChange,
}: PhoneFieldProps) {
  const chosen = phoneCountry(country) ?? phoneCountry(DEFAULT_PHONE_COUNTRY);
  const current = chosen?.code ?? DEFAULT_PHONE_COUNTRY;
  const input = useRef<HTMLInputElement | null>(null);
  // The too-long message, said as the number is typed (the form's own error wins once it has one).
  const [tooLong, setTooLong] = useState<string | undefined>();

  const onNumberChange = (event: ChangeEvent<HTMLInputElement>) => {
    void numberField.onChange(event);
    const typed = phoneAfterTyping({ country: current, number: '' }, event.target.value);
    if (typed.country !== current) onPhoneChange?.(typed);
    setTooLong(phoneTooLong(typed));
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = phoneAfterPaste({ country: current, number: '' }, event.clipboardData.getData('text'));
    if (!pasted || !onPhoneChange) return;
    event.preventDefault();
    onPhoneChange(pasted);
    setTooLong(phoneTooLong(pasted));
  };

  const onCountryChange = (event: ChangeEvent<HTMLSelectElement>) => {
    void countryField.onChange(event);
    const number = input.current?.value ?? '';
    setTooLong(
      number === '' ? undefined : phoneTooLong({ country: event.target.value as typeof current, number }),
    );
  };

  return (
    <FormField id={id} label={label} error={error ?? tooLong} hint={hint} className={className}>
      {(control) => (
        <div className="phone-input">
          <div className="phone-country">
            <select
              {...countryField}
              onChange={onCountryChange}
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
            ref={(element) => {
              numberField.ref(element);
              input.current = element;
            }}
            onChange={onNumberChange}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            required={required}
            onPaste={onPaste}
            className="input"
          />
        </div>
      )}
    </FormField>
  );
}
