/**
 * The coupon field of the purchase dialogs and forms, with 'Apply', which asks the server for the
 * summary with the coupon. Its error ('Invalid coupon code.' from the server, or the form's own) shows
 * under the field and is tied to it (aria-describedby).
 */
import { checkoutTexts } from '@lwl/schemas';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../ui/form-field.tsx';

export interface CouponFieldProps {
  id: string;
  registration: UseFormRegisterReturn;
  /** The form's own error, else the server's refusal. */
  error?: string | undefined;
  /** Reads the field's current value and asks for a quote with it; absent where no summary runs. */
  onApply?: (() => void) | undefined;
  applying?: boolean;
}

export function CouponField({ id, registration, error, onApply, applying = false }: CouponFieldProps) {
  return (
    <FormField id={id} label="Coupon" hint="Optional" error={error} className="coupon-field">
      {(control) => (
        <div className="coupon-row">
          <input {...control} {...registration} className="input" autoComplete="off" />
          {onApply ? (
            <button type="button" className="btn btn-secondary" onClick={onApply} disabled={applying}>
              {checkoutTexts.applyCoupon}
            </button>
          ) : null}
        </div>
      )}
    </FormField>
  );
}
