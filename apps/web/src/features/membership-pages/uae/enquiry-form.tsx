/**
 * The UAE page's enquiry form: browser-level `required` on the
 * required fields, the schema's messages under each field, the consent box not submitted; on success
 * a green message for 5 s and a cleared form (both in the machine).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ENQUIRY_ANNUAL_INCOMES,
  ENQUIRY_CITIES,
  ENQUIRY_WORK_EXPERIENCES,
  maxLengthHint,
  type PhoneInput,
  TEXT_MAX,
  UAE_PHONE_COUNTRY,
  uaeEnquiryFormSchema,
} from '@lwl/schemas';
import { useForm } from 'react-hook-form';
import { focusFirstInvalid } from '../../../components/ui/first-invalid.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { InputField, SelectField } from '../../../components/ui/input-field.tsx';
import { PhoneField } from '../../../components/ui/phone-field.tsx';
import { useUaeEnquiry } from './use-uae-enquiry.ts';

/** The phone starts with the UAE's code on this page. */
const EMPTY = {
  first_name: '',
  last_name: '',
  email: '',
  phone: { country: UAE_PHONE_COUNTRY, number: '' },
  city: '',
  designation: '',
  company_name: '',
  annual_income: '',
  work_experience: '',
};

export function EnquiryForm() {
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    watch,
    formState: { errors, isSubmitted },
  } = useForm({
    resolver: zodResolver(uaeEnquiryFormSchema),
    defaultValues: EMPTY,
    mode: 'onTouched',
    shouldFocusError: false,
  });
  const [snapshot, send] = useUaeEnquiry(() => reset());
  const busy = snapshot.hasTag('busy');
  const { successMessage, errorMessage } = snapshot.context;

  const onSubmit = handleSubmit(
    ({ consent: _consent, ...values }) => send({ type: 'enquiry.submit', values }),
    focusFirstInvalid,
  );
  const setPhone = (phone: PhoneInput) => {
    setValue('phone.country', phone.country);
    setValue('phone.number', phone.number, { shouldValidate: isSubmitted });
  };

  return (
    <form className="enquiry-form form-grid" onSubmit={onSubmit} aria-describedby="enquiry-messages">
      <InputField
        id="enquiry-first-name"
        label="First Name"
        error={errors.first_name?.message}
        hint={maxLengthHint(TEXT_MAX.name)}
        {...register('first_name')}
        maxLength={TEXT_MAX.name}
        required
        autoComplete="given-name"
      />
      <InputField
        id="enquiry-last-name"
        label="Last Name"
        error={errors.last_name?.message}
        hint={maxLengthHint(TEXT_MAX.name)}
        {...register('last_name')}
        maxLength={TEXT_MAX.name}
        required
        autoComplete="family-name"
      />
      <InputField
        id="enquiry-email"
        label="Email"
        error={errors.email?.message}
        {...register('email')}
        type="email"
        required
        autoComplete="email"
      />
      <PhoneField
        id="enquiry-phone"
        label="Phone"
        error={errors.phone?.number?.message ?? errors.phone?.country?.message ?? errors.phone?.message}
        country={watch('phone.country')}
        countryField={register('phone.country')}
        numberField={register('phone.number')}
        required
        onPhonePaste={setPhone}
      />
      <SelectField
        id="enquiry-city"
        label="City"
        error={errors.city?.message}
        {...register('city')}
        required
        placeholder="Select your city"
        options={ENQUIRY_CITIES}
      />
      <InputField
        id="enquiry-designation"
        label="Designation"
        error={errors.designation?.message}
        hint={maxLengthHint(TEXT_MAX.designation)}
        {...register('designation')}
        maxLength={TEXT_MAX.designation}
        autoComplete="organization-title"
      />
      <InputField
        id="enquiry-company"
        label="Company Name"
        error={errors.company_name?.message}
        hint={maxLengthHint(TEXT_MAX.company)}
        {...register('company_name')}
        maxLength={TEXT_MAX.company}
        autoComplete="organization"
      />
      <SelectField
        id="enquiry-income"
        label="Annual Income"
        error={errors.annual_income?.message}
        {...register('annual_income')}
        placeholder="Select annual income"
        options={ENQUIRY_ANNUAL_INCOMES}
      />
      <SelectField
        id="enquiry-experience"
        label="Work Experience"
        error={errors.work_experience?.message}
        {...register('work_experience')}
        placeholder="Select work experience"
        options={ENQUIRY_WORK_EXPERIENCES}
      />
      <FormField
        id="enquiry-consent"
        label="I agree to be contacted by LWL about the UAE membership."
        error={errors.consent?.message}
        layout="inline"
        className="span-2"
      >
        {(control) => (
          <input {...control} {...register('consent')} type="checkbox" required className="checkbox" />
        )}
      </FormField>
      <div id="enquiry-messages" className="span-2">
        <div role="status">
          {successMessage ? <p className="form-message form-message-success">{successMessage}</p> : null}
        </div>
        {errorMessage ? <p className="form-message form-message-error">{errorMessage}</p> : null}
      </div>
      <div className="span-2">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          Submit
        </button>
      </div>
    </form>
  );
}
