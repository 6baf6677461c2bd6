/**
 * 'Book A Free Session': the buyer's contact (the purchase dialog's fields and messages, no coupon,
 * nothing to pay) in the shared purchase dialog frame.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { FREE_SESSION_LABEL, type PurchaseContact, purchaseContactSchema } from '@lwl/schemas';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { ContactFields } from '../../components/checkout/contact-fields.tsx';
import { DialogFrame } from '../../components/checkout/dialog-frame.tsx';
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
  return (
    <form className="form-stack" noValidate onSubmit={handleSubmit((contact) => onSubmit(contact))}>
      <ContactFields idPrefix={id} register={register} errors={errors} />
      <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
        {FREE_SESSION_LABEL}
      </button>
    </form>
  );
}
