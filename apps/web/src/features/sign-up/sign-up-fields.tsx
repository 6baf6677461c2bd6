/**
 * The body of both sign-up forms: Membership Details (duration and fee, USD),
 * Personal Details with the country list, Statement of Purpose, coupon and the payment button.
 */
import type { SignUpVariant } from '@lwl/machines';
import { membershipFee } from '@lwl/machines';
import {
  formatUsd,
  GLOBAL_CHECKOUT_CURRENCY,
  type MembershipPriceOption,
  maxLengthHint,
  TEXT_MAX,
  type UaeSignUpFormValues,
} from '@lwl/schemas';
import { useFormContext } from 'react-hook-form';
import { PaymentPanel } from '../../components/checkout/payment-panel.tsx';
import type { CheckoutRefLike } from '../../components/checkout/use-checkout-view.ts';
import { FormSection } from '../../components/membership-form/form-section.tsx';
import { DurationOptions, MembershipFeeLine } from '../../components/membership-form/membership-duration.tsx';
import { PersonalFields } from '../../components/membership-form/personal-fields.tsx';
import { PlanPrices } from '../../components/membership-form/plan-prices.tsx';
import { StatementField } from '../../components/membership-form/statement-field.tsx';
import { RequiredLabel } from '../../components/ui/field-label.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { InputField } from '../../components/ui/input-field.tsx';
import { Options } from '../../components/ui/options.tsx';
import { SIGN_UP_VARIANTS } from './sign-up-variants.ts';
import { signUpQuoteCall } from './use-sign-up.ts';

type SignUpBodyValues = Pick<
  UaeSignUpFormValues,
  'country' | 'city' | 'state' | 'statement_of_purpose' | 'coupon' | 'membership_price_id'
>;

export interface SignUpFieldsProps {
  variant: SignUpVariant;
  options: MembershipPriceOption[];
  priceId: number | null;
  onDuration: (priceId: number) => void;
  payDisabled: boolean;
  /** The running checkout, whose create-order answer updates the summary. */
  checkout: CheckoutRefLike | undefined;
}

export function SignUpFields({
  variant,
  options,
  priceId,
  onDuration,
  payDisabled,
  checkout,
}: SignUpFieldsProps) {
  const view = SIGN_UP_VARIANTS[variant];
  const { register, trigger, formState } = useFormContext<SignUpBodyValues>();
  const { errors } = formState;
  const id = (name: string) => `${variant}-${name}`;

  return (
    <>
      <FormSection id={id('membership-title')} title="Membership Details">
        <PlanPrices options={options} currency={GLOBAL_CHECKOUT_CURRENCY} />
        <div className="form-grid">
          <FormField
            id={id('duration')}
            label={<RequiredLabel text="Duration" />}
            error={errors.membership_price_id?.message}
          >
            {(control) => (
              <select
                {...control}
                name="membership_price_id"
                aria-required="true"
                className="select"
                value={priceId ?? ''}
                onChange={(event) => {
                  onDuration(Number(event.target.value));
                  if (formState.isSubmitted) void trigger('membership_price_id');
                }}
              >
                <DurationOptions options={options} />
              </select>
            )}
          </FormField>
        </div>
        {priceId !== null ? (
          <MembershipFeeLine amount={formatUsd(membershipFee(options, priceId))} currency="USD" />
        ) : null}
      </FormSection>
      <FormSection id={id('personal-title')} title="Personal Details">
        <PersonalFields
          idPrefix={variant}
          phoneRequired={view.phoneRequired}
          pincode="postal"
          location={
            <>
              <FormField
                id={id('country')}
                label={<RequiredLabel text={view.countryLabel} />}
                error={errors.country?.message}
              >
                {(control) => (
                  <select {...control} {...register('country')} aria-required="true" className="select">
                    <option value="">Select {view.countryLabel.toLowerCase()}</option>
                    <Options values={view.countries} />
                  </select>
                )}
              </FormField>
              <InputField
                id={id('city')}
                label={<RequiredLabel text="City" />}
                error={errors.city?.message}
                hint={maxLengthHint(TEXT_MAX.city)}
                {...register('city')}
                maxLength={TEXT_MAX.city}
                autoComplete="address-level2"
                aria-required="true"
              />
              <InputField
                id={id('state')}
                label={<RequiredLabel text="State" />}
                error={errors.state?.message}
                {...register('state')}
                autoComplete="address-level1"
                aria-required="true"
              />
            </>
          }
        />
      </FormSection>
      <FormSection id={id('payment-title')} title="Payment">
        <PaymentPanel
          idPrefix={id('pay')}
          quote={signUpQuoteCall}
          item={priceId !== null ? { kind: 'membership', membership_price_id: priceId } : null}
          plan={{
            option: options.find((option) => option.id === priceId),
            currency: GLOBAL_CHECKOUT_CURRENCY,
          }}
          checkout={checkout}
          payLabel="Pay Now"
          payDisabled={payDisabled}
        >
          <StatementField
            id={id('statement')}
            error={errors.statement_of_purpose?.message}
            registration={register('statement_of_purpose')}
          />
        </PaymentPanel>
      </FormSection>
    </>
  );
}
