/**
 * The membership purchase form of /member-details/{slug}: Membership
 * Details, Personal Details, GST Details, Referred By (titan) or Statement of Purpose (other slugs),
 * coupon and the payment button. The form validates with the package's schema, the city and duration
 * taken from the machine; the machine then blocks a fee of 0 or less and runs the checkout.
 */
import {
  gstLabelOf,
  INDIA_STATES,
  type MembershipPurchaseFormValues,
  type PurchaseFormSlug,
  showsReferredBy,
} from '@lwl/schemas';
import { FormProvider, useForm } from 'react-hook-form';
import { LazyCheckoutStatus } from '../../components/checkout/lazy-checkout-status.tsx';
import { PaymentPanel } from '../../components/checkout/payment-panel.tsx';
import { runningCheckout } from '../../components/checkout/running-checkout.ts';
import { useCheckoutView } from '../../components/checkout/use-checkout-view.ts';
import { EMPTY_PERSONAL_VALUES } from '../../components/membership-form/empty-values.ts';
import { FormSection } from '../../components/membership-form/form-section.tsx';
import { withMachineFields } from '../../components/membership-form/machine-fields-resolver.ts';
import { PersonalFields } from '../../components/membership-form/personal-fields.tsx';
import { StatementField } from '../../components/membership-form/statement-field.tsx';
import { focusFirstInvalid } from '../../components/ui/first-invalid.ts';
import { InputField, SelectField } from '../../components/ui/input-field.tsx';
import { deferredResolver } from '../../lib/deferred.ts';
import { GstFields } from './gst-fields.tsx';
import { purchaseSchemas } from './load-purchase-schemas.ts';
import { MembershipDetailsFields } from './membership-details-fields.tsx';
import { deferredQuoteCall, useMembershipPurchase } from './use-membership-purchase.ts';

const schemaResolver = deferredResolver(() =>
  purchaseSchemas().then((schemas) => schemas.memberDetailsResolver),
);

const DEFAULT_VALUES: MembershipPurchaseFormValues = {
  ...EMPTY_PERSONAL_VALUES,
  gst_number: '',
  gst_company_name: '',
  gst_address_line_1: '',
  gst_address_line_2: '',
  gst_state: '',
  gst_pincode: '',
  membership_price_id: '',
  reffered_by: '',
  statement_of_purpose: '',
  industry: '',
  coupon: '',
};

export function MemberDetailsForm({ slug }: { slug: PurchaseFormSlug }) {
  const [snapshot, send, actor] = useMembershipPurchase(slug);
  const checkoutRef = runningCheckout(snapshot);
  const checkout = useCheckoutView(checkoutRef);
  const form = useForm({
    resolver: withMachineFields(schemaResolver, () => {
      const { city, priceId } = actor.getSnapshot().context;
      return { city: city ?? '', membership_price_id: priceId ?? '' };
    }),
    defaultValues: DEFAULT_VALUES,
    shouldFocusError: false,
  });
  const { register, handleSubmit, trigger, formState } = form;
  const { errors } = formState;

  if (snapshot.hasTag('busy')) {
    return <p className="membership-form-state">Loading membership options…</p>;
  }
  if (snapshot.matches('unavailable')) {
    return <p className="membership-form-state">The membership options could not be loaded.</p>;
  }

  const { options, city, priceId } = snapshot.context;
  const revalidateChoice = () => {
    if (formState.isSubmitted) void trigger(['city', 'membership_price_id']);
  };
  const onSubmit = handleSubmit(async (values) => {
    const { purchaseDetails } = await purchaseSchemas();
    send({ type: 'details.submit', details: purchaseDetails(values) });
  }, focusFirstInvalid);
  const referredBy = showsReferredBy(slug);

  return (
    <FormProvider {...form}>
      <form className="stack membership-form" noValidate onSubmit={onSubmit} aria-label="Membership purchase">
        <FormSection id="membership-details-title" title="Membership Details">
          <MembershipDetailsFields
            options={options}
            city={city}
            priceId={priceId}
            errors={{ city: errors.city?.message, duration: errors.membership_price_id?.message }}
            onCity={(next) => {
              send({ type: 'city.select', city: next });
              revalidateChoice();
            }}
            onDuration={(next) => {
              send({ type: 'duration.select', priceId: next });
              revalidateChoice();
            }}
          />
        </FormSection>
        <FormSection id="personal-details-title" title="Personal Details">
          <PersonalFields
            idPrefix="purchase"
            phoneRequired
            pincode="indian"
            location={
              <SelectField
                id="purchase-state"
                label="State"
                error={errors.state?.message}
                {...register('state')}
                autoComplete="address-level1"
                placeholder="Select state"
                options={INDIA_STATES}
              />
            }
          />
        </FormSection>
        <FormSection id="gst-details-title" title="GST Details">
          <GstFields idPrefix="purchase" />
        </FormSection>
        <FormSection id="payment-title" title="Payment">
          <PaymentPanel
            idPrefix="purchase"
            quote={deferredQuoteCall}
            item={priceId !== null ? { kind: 'membership', membership_price_id: priceId } : null}
            plan={{
              option: options.find((option) => option.id === priceId),
              currency: 'INR',
              note: gstLabelOf('membership', 'INR') ?? undefined,
            }}
            checkout={checkoutRef}
            payLabel="Pay Now"
            payDisabled={checkout.busy || checkout.phase === 'paying' || snapshot.hasTag('checkoutLoading')}
          >
            {referredBy ? (
              <InputField
                id="purchase-reffered-by"
                label="Referred By"
                hint="Optional"
                error={errors.reffered_by?.message}
                {...register('reffered_by')}
              />
            ) : (
              <StatementField
                id="purchase-statement"
                error={errors.statement_of_purpose?.message}
                registration={register('statement_of_purpose')}
              />
            )}
          </PaymentPanel>
        </FormSection>
      </form>
      <LazyCheckoutStatus checkout={checkoutRef} />
    </FormProvider>
  );
}
