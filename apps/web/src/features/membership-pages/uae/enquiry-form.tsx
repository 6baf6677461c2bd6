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
      <FormField id="enquiry-first-name" label="First Name" error={errors.first_name?.message}>
        {(control) => (
          <input
            {...control}
            {...register('first_name')}
            required
            autoComplete="given-name"
            className="input"
          />
        )}
      </FormField>
      <FormField id="enquiry-last-name" label="Last Name" error={errors.last_name?.message}>
        {(control) => (
          <input
            {...control}
            {...register('last_name')}
            required
            autoComplete="family-name"
            className="input"
          />
        )}
      </FormField>
      <FormField id="enquiry-email" label="Email" error={errors.email?.message}>
        {(control) => (
          <input
            {...control}
            {...register('email')}
            type="email"
            required
            autoComplete="email"
            className="input"
          />
        )}
      </FormField>
      <FormField id="enquiry-phone" label="Phone" error={errors.phone?.message}>
        {(control) => (
          <input
            {...control}
            {...register('phone')}
            type="tel"
            required
            autoComplete="tel"
            className="input"
          />
        )}
      </FormField>
      <FormField id="enquiry-city" label="City" error={errors.city?.message}>
        {(control) => (
          <select {...control} {...register('city')} required className="select">
            <option value="">Select your city</option>
            {ENQUIRY_CITIES.map((city) => (
              <option key={city} value={city}>
                {city}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id="enquiry-designation" label="Designation" error={errors.designation?.message}>
        {(control) => (
          <input
            {...control}
            {...register('designation')}
            autoComplete="organization-title"
            className="input"
          />
        )}
      </FormField>
      <FormField id="enquiry-company" label="Company Name" error={errors.company_name?.message}>
        {(control) => (
          <input {...control} {...register('company_name')} autoComplete="organization" className="input" />
        )}
      </FormField>
      <FormField id="enquiry-income" label="Annual Income" error={errors.annual_income?.message}>
        {(control) => (
          <select {...control} {...register('annual_income')} className="select">
            <option value="">Select annual income</option>
            {ENQUIRY_ANNUAL_INCOMES.map((income) => (
              <option key={income} value={income}>
                {income}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id="enquiry-experience" label="Work Experience" error={errors.work_experience?.message}>
        {(control) => (
          <select {...control} {...register('work_experience')} className="select">
            <option value="">Select work experience</option>
            {ENQUIRY_WORK_EXPERIENCES.map((experience) => (
              <option key={experience} value={experience}>
                {experience}
              </option>
            ))}
          </select>
        )}
      </FormField>
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
