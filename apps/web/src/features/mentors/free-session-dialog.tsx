/**
 * 'Book A Free Session': the buyer's contact (the purchase dialog's fields and messages, no coupon,
 * nothing to pay) in the shared purchase dialog frame.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  FREE_SESSION_LABEL,
  INDIA_PHONE_PREFIX,
  PHONE_MAX_DIGITS,
  type PurchaseContact,
  purchaseContactSchema,
} from '@lwl/schemas';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { FormField } from '../../components/ui/form-field.tsx';
import { DialogFrame } from '../checkout/dialog-frame.tsx';
import '../../components/ui/button.css';

export interface FreeSessionDialogProps {
  open: boolean;
  mentorName: string;
  defaultValues: Partial<PurchaseContact> | null;
  busy: boolean;
  onClose: () => void;
  onSubmit: (contact: PurchaseContact) => void;
}

const EMPTY: PurchaseContact = { name: '', email: '', company_name: '', designation: '', phone: '' };

export function FreeSessionDialog({ open, mentorName, onClose, ...form }: FreeSessionDialogProps) {
  return (
    <DialogFrame
      open={open}
      title={FREE_SESSION_LABEL}
      description={`Tell ${mentorName} how to reach you; the session is free.`}
      onClose={onClose}
    >
      <ContactForm {...form} />
    </DialogFrame>
  );
}

function ContactForm({
  defaultValues,
  busy,
  onSubmit,
}: Pick<FreeSessionDialogProps, 'defaultValues' | 'busy' | 'onSubmit'>) {
  const id = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(purchaseContactSchema),
    defaultValues: { ...EMPTY, ...defaultValues },
  });
  const field = (name: string) => `${id}-${name}`;
  return (
    <form className="form-stack" noValidate onSubmit={handleSubmit((contact) => onSubmit(contact))}>
      <FormField id={field('name')} label="Name" error={errors.name?.message}>
        {(control) => <input {...control} {...register('name')} className="input" autoComplete="name" />}
      </FormField>
      <FormField id={field('email')} label="Email" error={errors.email?.message}>
        {(control) => (
          <input {...control} {...register('email')} type="email" className="input" autoComplete="email" />
        )}
      </FormField>
      <FormField id={field('company')} label="Company Name" error={errors.company_name?.message}>
        {(control) => (
          <input {...control} {...register('company_name')} className="input" autoComplete="organization" />
        )}
      </FormField>
      <FormField id={field('designation')} label="Designation" error={errors.designation?.message}>
        {(control) => (
          <input
            {...control}
            {...register('designation')}
            className="input"
            autoComplete="organization-title"
          />
        )}
      </FormField>
      <FormField id={field('phone')} label="Phone Number" error={errors.phone?.message}>
        {(control) => (
          <div className="input-group">
            <span className="input-group-prefix" aria-hidden="true">
              {INDIA_PHONE_PREFIX}
            </span>
            <input
              {...control}
              {...register('phone')}
              type="tel"
              inputMode="numeric"
              maxLength={PHONE_MAX_DIGITS}
              className="input"
              autoComplete="tel-national"
            />
          </div>
        )}
      </FormField>
      <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
        {FREE_SESSION_LABEL}
      </button>
    </form>
  );
}
