/**
 * The guest buyer's 'Personal Details' dialog: Name, Email, Company Name,
 * Designation, Phone Number (a country, India by default, and the number), Coupon; 'Pay  Now'. Field messages come from
 * `purchaseDetailsSchema`, or from `sponsorDetailsSchema` ('Phone is required') for the sponsor
 * packages' non-member dialog.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type Attendee,
  type AttendeeFormValues,
  needsBuyerAddress,
  type PhoneInput,
  type PurchaseDetails,
  type PurchaseDetailsFormValues,
  phoneInputFromApi,
  purchaseDetailsSchema,
  purchaseDetailsWithAddressSchema,
  sponsorDetailsSchema,
  sponsorDetailsWithAddressSchema,
  withAttendees,
} from '@lwl/schemas';
import { type ReactNode, useCallback, useEffect, useId, useRef } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { phoneCountryDefault } from '../../lib/browser-region.ts';
import { focusFirstInvalid } from '../ui/first-invalid.ts';
import { AttendeeFields } from './attendee-fields.tsx';
import { BuyerAddressFields } from './buyer-address-fields.tsx';
import { ContactFields } from './contact-fields.tsx';
import { CouponField } from './coupon-field.tsx';
import { DialogFrame } from './dialog-frame.tsx';
import { orderQuoteCall } from './order-quote-call.ts';
import { SummaryAndPay } from './order-summary.tsx';
import type { PurchaseSummary } from './purchase-summary.ts';
import { submittedHolders, type TicketHolders, useKeepHolders } from './ticket-holders.ts';
import { type KeepDraft, useKeepDraft } from './use-keep-draft.ts';
import { useOrderSummary } from './use-order-summary.ts';
import '../ui/button.css';

export const PERSONAL_DETAILS_TITLE = 'Personal Details';

/** The form: the details, and one holder per ticket when asked. */
type FormValues = PurchaseDetailsFormValues & { attendees?: AttendeeFormValues[] };
type FormOutput = PurchaseDetails & { attendees?: Attendee[] };

/** The fields a dialog opens with, as text (a draft, the last details, a profile). */
type DetailsValues = { [K in keyof PurchaseDetails]?: string };

export interface PurchaseDetailsDialogProps {
  open: boolean;
  onClose: () => void;
  /** The details, and the ticket holders when the dialog asks for them (`holders`). */
  onSubmit: (details: PurchaseDetails, attendees?: AttendeeFormValues[]) => void;
  /** What the dialog opens with: what was typed last, the last submitted details or a member's profile. */
  defaultValues?: DetailsValues | null | undefined;
  /** Receives the fields as the dialog closes (kept by the purchase machine for the next opening). */
  onDraft?: KeepDraft;
  /** 'sponsor': the sponsor packages' dialog, whose phone message is 'Phone is required'. */
  variant?: 'purchase' | 'sponsor';
  /** A call runs: the submit button is disabled. */
  busy?: boolean;
  title?: string;
  /** A line under the title, e.g. what is being bought and its total. */
  description?: ReactNode;
  /** Extra content above the fields. */
  children?: ReactNode;
  /** The order summary beside the form (before the pay button on mobile). */
  summary: PurchaseSummary;
  /** An event order of more than one ticket: one holder per ticket is asked too. */
  holders?: TicketHolders | undefined;
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

const formValues = (details: DetailsValues | null | undefined): PurchaseDetailsFormValues => ({
  name: details?.name ?? '',
  email: details?.email ?? '',
  company_name: details?.company_name ?? '',
  designation: details?.designation ?? '',
  phone: phoneInputFromApi(details?.phone, phoneCountryDefault()),
  coupon: details?.coupon ?? '',
  address_line_1: details?.address_line_1 ?? '',
  address_line_2: details?.address_line_2 ?? '',
  pincode: details?.pincode ?? '',
  state: details?.state ?? '',
});

function DetailsForm({
  onSubmit,
  onDraft,
  defaultValues,
  variant = 'purchase',
  busy = false,
  children,
  summary,
  holders,
}: Pick<
  PurchaseDetailsDialogProps,
  'onSubmit' | 'onDraft' | 'defaultValues' | 'variant' | 'busy' | 'children' | 'summary' | 'holders'
>) {
  const id = useId();
  const quote = useOrderSummary(
    orderQuoteCall,
    summary.item,
    summary.checkout,
    defaultValues?.coupon ?? undefined,
  );
  // Rule 46: the address and state are asked (and required) only when the order's amount needs them.
  const needsAddress = needsBuyerAddress(quote.breakdown);
  const schemas =
    variant === 'sponsor'
      ? { base: sponsorDetailsSchema, withAddress: sponsorDetailsWithAddressSchema }
      : { base: purchaseDetailsSchema, withAddress: purchaseDetailsWithAddressSchema };
  const asking = useRef(needsAddress);
  asking.current = needsAddress;
  const holderCount = holders?.count ?? 0;
  const {
    register,
    handleSubmit,
    getValues,
    getFieldState,
    setValue,
    watch,
    formState: { errors, isSubmitted },
  } = useForm<FormValues, unknown, FormOutput>({
    // The schema is chosen per submit (the address, the holders), so its types are the form's own.
    resolver: (values, context, options) =>
      zodResolver(withAttendees(asking.current ? schemas.withAddress : schemas.base, holderCount))(
        values,
        context,
        options as never,
      ) as ReturnType<Resolver<FormValues, unknown, FormOutput>>,
    // `values`, not only defaults: a profile arriving after the dialog opened fills the fields the
    // buyer has not typed in (keepDirtyValues).
    values: { ...formValues(defaultValues), ...(holders ? { attendees: holders.values } : {}) },
    resetOptions: { keepDirtyValues: true },
    shouldFocusError: false,
  });
  useKeepDraft(getValues, onDraft);
  useKeepHolders(
    useCallback(() => (holders ? getValues('attendees') : undefined), [getValues, holders]),
    holders,
  );
  // The first ticket is the buyer's until it is given another name.
  const buyerName = watch('name');
  useEffect(() => {
    if (holderCount > 0 && !getFieldState('attendees.0.name').isDirty)
      setValue('attendees.0.name', buyerName ?? '');
  }, [buyerName, holderCount, getFieldState, setValue]);
  const setPhone = (phone: PhoneInput) => {
    setValue('phone.country', phone.country, { shouldDirty: true });
    setValue('phone.number', phone.number, { shouldValidate: isSubmitted });
  };
  const field = (name: string) => `${id}-${name}`;
  return (
    <form
      className="purchase-layout"
      noValidate
      onSubmit={handleSubmit(({ attendees, ...details }) => {
        if (holders) onSubmit(details, submittedHolders(attendees));
        else onSubmit(details);
      }, focusFirstInvalid)}
    >
      <div className="purchase-layout-fields form-stack">
        {children}
        <div className="form-grid">
          <ContactFields
            idPrefix={id}
            register={register}
            errors={errors}
            phoneCountry={watch('phone.country')}
            onPhoneChange={setPhone}
          />
          {needsAddress && <BuyerAddressFields idPrefix={id} register={register} errors={errors} />}
          {holders ? (
            <AttendeeFields
              idPrefix={id}
              count={holders.count}
              register={register}
              errors={errors.attendees}
            />
          ) : null}
          <CouponField
            id={field('coupon')}
            registration={register('coupon')}
            error={errors.coupon?.message ?? quote.couponError ?? undefined}
            onApply={() => quote.applyCoupon(String(getValues('coupon') ?? ''))}
            applying={quote.quoting}
          />
        </div>
      </div>
      <SummaryAndPay item={summary.what} quote={quote} busy={busy} />
    </form>
  );
}
