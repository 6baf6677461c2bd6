/**
 * 'Book A Free Session': the buyer's contact (the purchase dialog's fields and messages, no coupon,
 * nothing to pay) in the shared purchase dialog frame.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  FREE_SESSION_LABEL,
  type PhoneInput,
  type PurchaseContact,
  phoneInputFromApi,
  purchaseContactFormSchema,
} from '@lwl/schemas';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { ContactFields } from '../../components/checkout/contact-fields.tsx';
import { DialogFrame } from '../../components/checkout/dialog-frame.tsx';
import { type KeepDraft, useKeepDraft } from '../../components/checkout/use-keep-draft.ts';
import { focusFirstInvalid } from '../../components/ui/first-invalid.ts';
import { phoneCountryDefault } from '../../lib/browser-region.ts';
import '../../components/ui/button.css';

export interface FreeSessionDialogProps {
  open: boolean;
  mentorName: string;
  defaultValues: Partial<PurchaseContact> | null;
  busy: boolean;
  onClose: () => void;
  onSubmit: (contact: PurchaseContact) => void;
  /** Receives the fields as the dialog closes (kept by the booking machine for the next opening). */
  onDraft?: KeepDraft;
}

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
  onDraft,
}: Pick<FreeSessionDialogProps, 'defaultValues' | 'busy' | 'onSubmit' | 'onDraft'>) {
  const id = useId();
  const {
    register,
    handleSubmit,
    setValue,
    getValues,
    watch,
    formState: { errors, isSubmitted },
  } = useForm({
    resolver: zodResolver(purchaseContactFormSchema),
    // As the purchase dialog: a late profile fills the fields not typed in.
    values: {
      name: defaultValues?.name ?? '',
      email: defaultValues?.email ?? '',
      company_name: defaultValues?.company_name ?? '',
      designation: defaultValues?.designation ?? '',
      phone: phoneInputFromApi(defaultValues?.phone, phoneCountryDefault()),
    },
    resetOptions: { keepDirtyValues: true },
    shouldFocusError: false,
  });
  useKeepDraft(getValues, onDraft);
  const setPhone = (phone: PhoneInput) => {
    setValue('phone.country', phone.country, { shouldDirty: true });
    setValue('phone.number', phone.number, { shouldValidate: isSubmitted });
  };
  return (
    <form
      className="form-stack"
      noValidate
      onSubmit={handleSubmit((contact) => onSubmit(contact), focusFirstInvalid)}
    >
      <ContactFields
        idPrefix={id}
        register={register}
        errors={errors}
        phoneCountry={watch('phone.country')}
        onPhoneChange={setPhone}
      />
      <button
        type="submit"
        className="btn btn-primary btn-block"
        disabled={busy}
        aria-busy={busy || undefined}
      >
        {FREE_SESSION_LABEL}
      </button>
    </form>
  );
}
