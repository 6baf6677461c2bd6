/**
 * The guest buyer's 'Personal Details' dialog (platform.md §2, §5): Name, Email, Company Name,
 * Designation, Phone Number (+91 shown), Coupon; 'Pay  Now'. Field messages come from
 * `purchaseDetailsSchema`, or from `sponsorDetailsSchema` ('Phone is required') for the sponsor
 * packages' non-member dialog.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  PAY_NOW_LABEL,
  type PurchaseDetails,
  purchaseDetailsSchema,
  sponsorDetailsSchema,
} from '@lwl/schemas';
import { type ReactNode, useId } from 'react';
import { useForm } from 'react-hook-form';
import { FormField } from '../../components/ui/form-field.tsx';
import { ContactFields } from './contact-fields.tsx';
import { DialogFrame } from './dialog-frame.tsx';
import '../../components/ui/button.css';

export const PERSONAL_DETAILS_TITLE = 'Personal Details';

export interface PurchaseDetailsDialogProps {
  open: boolean;
  onClose: () => void;
  onSubmit: (details: PurchaseDetails) => void;
  /** The last submitted details (kept when a payment did not go through) or a member's profile. */
  defaultValues?: Partial<PurchaseDetails> | null | undefined;
  /** 'sponsor': the sponsor packages' dialog, whose phone message is 'Phone is required'. */
  variant?: 'purchase' | 'sponsor';
  /** A call runs: the submit button is disabled. */
  busy?: boolean;
  title?: string;
  /** A line under the title, e.g. what is being bought and its total. */
  description?: ReactNode;
  /** Extra content above the fields (e.g. a summary). */
  children?: ReactNode;
}

export function PurchaseDetailsDialog({
  open,
  onClose,
  title = PERSONAL_DETAILS_TITLE,
  description,
  ...form
}: PurchaseDetailsDialogProps) {
  return (
    <DialogFrame open={open} title={title} description={description} onClose={onClose}>
      <DetailsForm {...form} />
    </DialogFrame>
  );
}

const EMPTY: PurchaseDetails = {
  name: '',
  email: '',
  company_name: '',
  designation: '',
  phone: '',
  coupon: '',
};

function DetailsForm({
  onSubmit,
  defaultValues,
  variant = 'purchase',
  busy = false,
  children,
}: Pick<PurchaseDetailsDialogProps, 'onSubmit' | 'defaultValues' | 'variant' | 'busy' | 'children'>) {
  const id = useId();
  const schema = variant === 'sponsor' ? sponsorDetailsSchema : purchaseDetailsSchema;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { ...EMPTY, ...defaultValues, coupon: defaultValues?.coupon ?? '' },
  });
  const field = (name: string) => `${id}-${name}`;

  return (
    <form className="form-stack" noValidate onSubmit={handleSubmit((details) => onSubmit(details))}>
      {children}
      <div className="form-grid">
        <ContactFields idPrefix={id} register={register} errors={errors} />
        <FormField id={field('coupon')} label="Coupon" hint="Optional" error={errors.coupon?.message}>
          {(control) => <input {...control} {...register('coupon')} className="input" autoComplete="off" />}
        </FormField>
      </div>
      <button type="submit" className="btn btn-primary btn-block pay-now" disabled={busy}>
        {PAY_NOW_LABEL}
      </button>
    </form>
  );
}
