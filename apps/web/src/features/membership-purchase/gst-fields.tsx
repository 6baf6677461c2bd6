/**
 * GST Details of the purchase form: optional; the fields show once the checkbox
 * is ticked (and leave the form's values when it is unticked); the state comes from the 30 states; a
 * pincode, when given, is 6 digits.
 */
import {
  GST_CHECKBOX_LABEL,
  INDIA_STATES,
  type MembershipPurchaseFormValues,
  PINCODE_DIGITS,
} from '@lwl/schemas';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormField } from '../../components/ui/form-field.tsx';
import { Options } from '../../components/ui/options.tsx';

type GstFieldValues = Pick<
  MembershipPurchaseFormValues,
  | 'provides_gst_details'
  | 'gst_number'
  | 'gst_company_name'
  | 'gst_address_line_1'
  | 'gst_address_line_2'
  | 'gst_pincode'
  | 'gst_state'
>;

const TEXT_FIELDS = [
  { name: 'gst_number', label: 'GST Number' },
  { name: 'gst_company_name', label: 'Company Name (as registered for GST)' },
  { name: 'gst_address_line_1', label: 'Address Line 1' },
  { name: 'gst_address_line_2', label: 'Address Line 2' },
  { name: 'gst_pincode', label: 'Pincode' },
] as const;

export function GstFields({ idPrefix }: { idPrefix: string }) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<GstFieldValues>();
  const provides = useWatch({ control, name: 'provides_gst_details' }) === true;
  return (
    <div className="form-grid">
      <FormField
        id={`${idPrefix}-gst-provides`}
        label={GST_CHECKBOX_LABEL}
        layout="inline"
        className="span-2"
      >
        {(controlProps) => (
          <input
            {...controlProps}
            {...register('provides_gst_details')}
            type="checkbox"
            className="checkbox"
          />
        )}
      </FormField>
      {provides ? (
        <>
          {TEXT_FIELDS.map((field) => (
            <FormField
              key={field.name}
              id={`${idPrefix}-${field.name}`}
              label={field.label}
              error={errors[field.name]?.message}
            >
              {(controlProps) => (
                <input
                  {...controlProps}
                  {...register(field.name, { shouldUnregister: true })}
                  {...(field.name === 'gst_pincode'
                    ? { inputMode: 'numeric', maxLength: PINCODE_DIGITS }
                    : {})}
                  className="input"
                />
              )}
            </FormField>
          ))}
          <FormField id={`${idPrefix}-gst-state`} label="State" error={errors.gst_state?.message}>
            {(controlProps) => (
              <select
                {...controlProps}
                {...register('gst_state', { shouldUnregister: true })}
                className="select"
              >
                <option value="">Select a state</option>
                <Options values={INDIA_STATES} />
              </select>
            )}
          </FormField>
        </>
      ) : null}
    </div>
  );
}
