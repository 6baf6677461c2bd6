/**
 * The UAE page's enquiry form (membership.md §3, §4, §5, §8): browser-level `required` on the
 * required fields, the schema's messages under each field, the consent box not submitted; on success
 * a green message for 5 s and a cleared form (both in the machine).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ENQUIRY_ANNUAL_INCOMES,
  ENQUIRY_CITIES,
  ENQUIRY_WORK_EXPERIENCES,
  uaeEnquiryFormSchema,
} from '@lwl/schemas';
import { useForm } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field.tsx';
import { InputField, SelectField } from '../../../components/ui/input-field.tsx';
import { useUaeEnquiry } from './use-uae-enquiry.ts';

const EMPTY = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
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
    formState: { errors },
  } = useForm({ resolver: zodResolver(uaeEnquiryFormSchema), defaultValues: EMPTY, mode: 'onTouched' });
  const [snapshot, send] = useUaeEnquiry(() => reset());
  const busy = snapshot.hasTag('busy');
  const { successMessage, errorMessage } = snapshot.context;

  const onSubmit = handleSubmit(({ consent: _consent, ...values }) =>
    send({ type: 'enquiry.submit', values }),
  );

  return (
    <form className="enquiry-form form-grid" onSubmit={onSubmit} aria-describedby="enquiry-messages">
      <InputField
        id="enquiry-first-name"
        label="First Name"
        error={errors.first_name?.message}
        {...register('first_name')}
        required
        autoComplete="given-name"
      />
      <InputField
        id="enquiry-last-name"
        label="Last Name"
        error={errors.last_name?.message}
        {...register('last_name')}
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
      <InputField
        id="enquiry-phone"
        label="Phone"
        error={errors.phone?.message}
        {...register('phone')}
        type="tel"
        required
        autoComplete="tel"
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
        {...register('designation')}
        autoComplete="organization-title"
      />
      <InputField
        id="enquiry-company"
        label="Company Name"
        error={errors.company_name?.message}
        {...register('company_name')}
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
