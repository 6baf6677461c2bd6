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
  TEXT_MAX,
  UAE_PHONE_COUNTRY,
  uaeEnquiryFormSchema,
} from '@lwl/schemas';
import { useForm } from 'react-hook-form';
import { type FieldRow, FieldRows } from '../../../components/ui/field-rows.tsx';
import { focusFirstInvalid } from '../../../components/ui/first-invalid.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { FormPhoneField } from '../../../components/ui/form-phone-field.tsx';
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

type EnquiryRow = FieldRow<keyof typeof EMPTY>;

const NAME_ROWS: readonly EnquiryRow[] = [
  {
    name: 'first_name',
    id: 'enquiry-first-name',
    label: 'First Name',
    max: TEXT_MAX.name,
    required: true,
    autoComplete: 'given-name',
  },
  {
    name: 'last_name',
    id: 'enquiry-last-name',
    label: 'Last Name',
    max: TEXT_MAX.name,
    required: true,
    autoComplete: 'family-name',
  },
  {
    name: 'email',
    id: 'enquiry-email',
    label: 'Email',
    type: 'email',
    required: true,
    autoComplete: 'email',
  },
];

const WORK_ROWS: readonly EnquiryRow[] = [
  {
    name: 'city',
    id: 'enquiry-city',
    label: 'City',
    required: true,
    placeholder: 'Select your city',
    options: ENQUIRY_CITIES,
  },
  {
    name: 'designation',
    id: 'enquiry-designation',
    label: 'Designation',
    max: TEXT_MAX.designation,
    autoComplete: 'organization-title',
  },
  {
    name: 'company_name',
    id: 'enquiry-company',
    label: 'Company Name',
    max: TEXT_MAX.company,
    autoComplete: 'organization',
  },
  {
    name: 'annual_income',
    id: 'enquiry-income',
    label: 'Annual Income',
    placeholder: 'Select annual income',
    options: ENQUIRY_ANNUAL_INCOMES,
  },
  {
    name: 'work_experience',
    id: 'enquiry-experience',
    label: 'Work Experience',
    placeholder: 'Select work experience',
    options: ENQUIRY_WORK_EXPERIENCES,
  },
];

export function EnquiryForm() {
  const form = useForm({
    resolver: zodResolver(uaeEnquiryFormSchema),
    defaultValues: EMPTY,
    mode: 'onTouched',
    shouldFocusError: false,
  });
  const [snapshot, send] = useUaeEnquiry(() => form.reset());
  const busy = snapshot.hasTag('busy');
  const { successMessage, errorMessage } = snapshot.context;

  const onSubmit = form.handleSubmit(
    ({ consent: _consent, ...values }) => send({ type: 'enquiry.submit', values }),
    focusFirstInvalid,
  );

  return (
    <form className="enquiry-form form-grid" onSubmit={onSubmit} aria-describedby="enquiry-messages">
      <FieldRows form={form} rows={NAME_ROWS} />
      <FormPhoneField form={form} id="enquiry-phone" label="Phone" required />
      <FieldRows form={form} rows={WORK_ROWS} />
      <FormField
        id="enquiry-consent"
        label="I agree to be contacted by LWL about the UAE membership."
        error={form.formState.errors.consent?.message}
        layout="inline"
        className="span-2"
      >
        {(control) => (
          <input {...control} {...form.register('consent')} type="checkbox" required className="checkbox" />
        )}
      </FormField>
      <div id="enquiry-messages" className="span-2">
        <div role="status">
          {successMessage ? <p className="form-message form-message-success">{successMessage}</p> : null}
        </div>
        {errorMessage ? <p className="form-message form-message-error">{errorMessage}</p> : null}
      </div>
      <div className="span-2">
        <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy || undefined}>
          Submit
        </button>
      </div>
    </form>
  );
}
