/**
 * The global and UAE sign-up forms: each validates with its own schema
 * (the global one needs a phone and a country of its 42, the UAE one an emirate), the duration taken
 * from the sign-up machine; the machine then runs the USD checkout.
 */
import { type SignUpFormOutput, type SignUpVariant, signUpDetails } from '@lwl/machines';
import { type GlobalSignUpFormValues, UAE_PHONE_COUNTRY, type UaeSignUpFormValues } from '@lwl/schemas';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { LazyCheckoutStatus } from '../../components/checkout/lazy-checkout-status.tsx';
import { runningCheckout } from '../../components/checkout/running-checkout.ts';
import { useCheckoutView } from '../../components/checkout/use-checkout-view.ts';
import { EMPTY_PERSONAL_VALUES } from '../../components/membership-form/empty-values.ts';
import { withMachineFields } from '../../components/membership-form/machine-fields-resolver.ts';
import { focusFirstInvalid } from '../../components/ui/first-invalid.ts';
import { phoneCountryDefault } from '../../lib/browser-region.ts';
import { deferredResolver } from '../../lib/deferred.ts';
import { signUpSchemas } from './load-sign-up-schemas.ts';
import { SignUpFields } from './sign-up-fields.tsx';
import { useSignUp } from './use-sign-up.ts';

const globalResolver = deferredResolver(() =>
  signUpSchemas().then((schemas) => schemas.globalSignUpResolver),
);
const uaeResolver = deferredResolver(() => signUpSchemas().then((schemas) => schemas.uaeSignUpResolver));

const DEFAULT_VALUES = {
  ...EMPTY_PERSONAL_VALUES,
  country: '',
  membership_price_id: '',
  statement_of_purpose: '',
  industry: '',
  coupon: '',
} as const satisfies GlobalSignUpFormValues & UaeSignUpFormValues;

/** The global page's phone starts with the browser's country where we sell to it, else India; the UAE page's with the UAE. */
const globalDefaultValues = (): GlobalSignUpFormValues => ({
  ...DEFAULT_VALUES,
  phone: { country: phoneCountryDefault(), number: '' },
});

const UAE_DEFAULT_VALUES = {
  ...DEFAULT_VALUES,
  phone: { country: UAE_PHONE_COUNTRY, number: '' },
} as const satisfies UaeSignUpFormValues;

interface VariantFormProps {
  label: string;
  priceIdField: () => { membership_price_id: number | '' };
  onValid: (values: SignUpFormOutput) => void;
  children: ReactNode;
}

function GlobalForm({ label, priceIdField, onValid, children }: VariantFormProps) {
  const form = useForm({
    resolver: withMachineFields(globalResolver, priceIdField),
    defaultValues: globalDefaultValues(),
    shouldFocusError: false,
  });
  return (
    <FormProvider {...form}>
      <form
        className="stack membership-form"
        noValidate
        onSubmit={form.handleSubmit(onValid, focusFirstInvalid)}
        aria-label={label}
      >
        {children}
      </form>
    </FormProvider>
  );
}

function UaeForm({ label, priceIdField, onValid, children }: VariantFormProps) {
  const form = useForm({
    resolver: withMachineFields(uaeResolver, priceIdField),
    defaultValues: UAE_DEFAULT_VALUES,
    shouldFocusError: false,
  });
  return (
    <FormProvider {...form}>
      <form
        className="stack membership-form"
        noValidate
        onSubmit={form.handleSubmit(onValid, focusFirstInvalid)}
        aria-label={label}
      >
        {children}
      </form>
    </FormProvider>
  );
}

export function SignUpForm({ variant, label }: { variant: SignUpVariant; label: string }) {
  const [snapshot, send, actor] = useSignUp(variant);
  const checkoutRef = runningCheckout(snapshot);
  const checkout = useCheckoutView(checkoutRef);

  if (snapshot.hasTag('busy')) {
    return <p className="membership-form-state">Loading membership options…</p>;
  }
  if (snapshot.matches('unavailable')) {
    return <p className="membership-form-state">The membership options could not be loaded.</p>;
  }

  const props: VariantFormProps = {
    label,
    priceIdField: () => ({ membership_price_id: actor.getSnapshot().context.priceId ?? '' }),
    onValid: (values) => send({ type: 'details.submit', details: signUpDetails(values) }),
    children: (
      <SignUpFields
        variant={variant}
        options={snapshot.context.options}
        priceId={snapshot.context.priceId}
        onDuration={(priceId) => send({ type: 'duration.select', priceId })}
        payDisabled={checkout.busy || checkout.phase === 'paying' || snapshot.hasTag('checkoutLoading')}
        checkout={checkoutRef}
      />
    ),
  };
  return (
    <>
      {variant === 'global' ? <GlobalForm {...props} /> : <UaeForm {...props} />}
      <LazyCheckoutStatus checkout={checkoutRef} />
    </>
  );
}
