/**
 * A PhoneField bound to a react-hook-form form's `phone`. A module of its own: phone-field.tsx is a
 * chunk the purchase and sign-up forms load at first paint, and they bind the phone themselves.
 */
import type { PhoneInput } from '@lwl/schemas';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { PhoneField, type PhoneFieldProps } from './phone-field.tsx';

/** The form's `phone` values (country and number) bound to a PhoneField. */
type PhoneForm = Pick<
  UseFormReturn<{ phone: PhoneInput }>,
  'register' | 'setValue' | 'control' | 'formState'
>;

/**
 * A PhoneField over a react-hook-form form's `phone`: its two values registered, the error of either
 * (or of the whole phone) shown, and an international number pasted setting both (checked again once
 * the form has been submitted).
 */
export function FormPhoneField<TValues extends { phone: PhoneInput }, TContext, TOutput>({
  form,
  ...field
}: Pick<PhoneFieldProps, 'id' | 'label' | 'required'> & {
  form: Pick<UseFormReturn<TValues, TContext, TOutput>, keyof PhoneForm>;
}) {
  // Only the `phone` paths are used, and TValues has them: react-hook-form cannot see that through
  // a generic, its path types are computed from the whole form.
  const { register, setValue, control, formState } = form as unknown as PhoneForm;
  const country = useWatch({ control, name: 'phone.country' });
  const error = formState.errors.phone;
  const onPhoneChange = (phone: PhoneInput) => {
    setValue('phone.country', phone.country, { shouldDirty: true });
    setValue('phone.number', phone.number, { shouldValidate: formState.isSubmitted });
  };
  return (
    <PhoneField
      {...field}
      error={error?.number?.message ?? error?.country?.message ?? error?.message}
      country={country}
      countryField={register('phone.country')}
      numberField={register('phone.number')}
      onPhoneChange={onPhoneChange}
    />
  );
}
