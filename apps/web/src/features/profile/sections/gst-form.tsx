/** The GST edit form (loaded when the GST section switches to Edit). */

import { zodResolver } from '@hookform/resolvers/zod';
import { type DraftRecord, restoredFields } from '@lwl/machines';
import {
  GST_CHECKBOX_LABEL,
  type GstDetails,
  gstFormSchema,
  gstinHints,
  gstinProblem,
  INDIA_STATES,
  PINCODE_DIGITS,
} from '@lwl/schemas';
import { useForm } from 'react-hook-form';
import { type FieldRow, FieldRows } from '../../../components/ui/field-rows.tsx';
import { focusFirstInvalid } from '../../../components/ui/first-invalid.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { GST_TEXT_FIELDS } from './gst-fields.ts';

const PINCODE_INPUT = { inputMode: 'numeric', maxLength: PINCODE_DIGITS } as const;
const STATE_ROW: FieldRow<'gst_state'> = {
  name: 'gst_state',
  id: 'gst_state',
  label: 'State',
  placeholder: 'Select a state',
  options: INDIA_STATES,
};

export default function GstForm({
  details,
  draft,
  busy,
  onSave,
}: {
  details: GstDetails;
  /** What a 401 kept of the form, over the saved values. */
  draft: DraftRecord | null;
  busy: boolean;
  onSave: (v: GstDetails) => void;
}) {
  const form = useForm({
    resolver: zodResolver(gstFormSchema),
    shouldFocusError: false,
    defaultValues: restoredFields(
      {
        provides_gst_details: details.provides_gst_details,
        gst_number: details.gst_number ?? '',
        gst_company_name: details.gst_company_name ?? '',
        gst_address_line_1: details.gst_address_line_1 ?? '',
        gst_address_line_2: details.gst_address_line_2 ?? '',
        gst_pincode: details.gst_pincode ?? '',
        gst_state: details.gst_state ?? '',
      },
      draft,
    ),
  });
  // Non-blocking: the specs put no validation on GST fields, so a suspect GSTIN is saved as typed.
  const typed = form.watch('gst_number');
  const gstinIssue = gstinProblem(typeof typed === 'string' ? typed : '');
  const rows: FieldRow<keyof GstDetails>[] = GST_TEXT_FIELDS.map(({ name, label }) => ({
    name,
    id: name,
    label,
    ...(name === 'gst_number' && gstinIssue ? { hint: gstinHints[gstinIssue] } : {}),
    ...(name === 'gst_pincode' ? PINCODE_INPUT : {}),
  }));
  return (
    <form noValidate onSubmit={form.handleSubmit(onSave, focusFirstInvalid)} aria-label="GST details">
      <fieldset className="form-grid profile-fieldset" disabled={busy}>
        <legend className="visually-hidden">GST details</legend>
        <FormField id="gst-provides" label={GST_CHECKBOX_LABEL} layout="inline" className="span-2">
          {(control) => (
            <input
              {...control}
              {...form.register('provides_gst_details')}
              type="checkbox"
              className="checkbox"
            />
          )}
        </FormField>
        <FieldRows form={form} rows={[...rows, STATE_ROW]} />
      </fieldset>
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy || undefined}>
          Save GST details
        </button>
      </div>
    </form>
  );
}
