/**
 * The coupon-only dialog of a signed-in buyer (platform.md §2 "Logged-in Book Now opens a coupon-only
 * modal"; sponsor packages alike): an optional coupon and 'Pay  Now'.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { type CouponForm, couponFormSchema, PAY_NOW_LABEL } from '@lwl/schemas';
import { type ReactNode, useId } from 'react';
import { useForm } from 'react-hook-form';
import { FormField } from '../../components/ui/form-field.tsx';
import { DialogFrame } from './dialog-frame.tsx';
import '../../components/ui/button.css';

export const COUPON_DIALOG_TITLE = 'Apply Coupon';

export interface CouponDialogProps {
  open: boolean;
  onClose: () => void;
  onSubmit: (form: CouponForm) => void;
  defaultValues?: CouponForm | null | undefined;
  busy?: boolean;
  title?: string;
  /** What is being bought, e.g. the event and its total. */
  description?: ReactNode;
  children?: ReactNode;
}

export function CouponDialog({
  open,
  onClose,
  title = COUPON_DIALOG_TITLE,
  description,
  ...form
}: CouponDialogProps) {
  return (
    <DialogFrame
      open={open}
      title={title}
      description={
        description ?? 'Have a coupon code? Enter it below, or leave it empty to pay the full price.'
      }
      onClose={onClose}
    >
      <CouponFields {...form} />
    </DialogFrame>
  );
}

function CouponFields({
  onSubmit,
  defaultValues,
  busy = false,
  children,
}: Pick<CouponDialogProps, 'onSubmit' | 'defaultValues' | 'busy' | 'children'>) {
  const id = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(couponFormSchema),
    defaultValues: { coupon: defaultValues?.coupon ?? '' },
  });
  return (
    <form className="form-stack" noValidate onSubmit={handleSubmit((form) => onSubmit(form))}>
      {children}
      <FormField id={`${id}-coupon`} label="Coupon" hint="Optional" error={errors.coupon?.message}>
        {(control) => <input {...control} {...register('coupon')} className="input" autoComplete="off" />}
      </FormField>
      <button type="submit" className="btn btn-primary btn-block pay-now" disabled={busy}>
        {PAY_NOW_LABEL}
      </button>
    </form>
  );
}
