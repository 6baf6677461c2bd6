/** The three forms of the password reset, one per step: its fields and one submit button. */
import { authMessages } from '@lwl/schemas';
import type { FormEventHandler, ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { InputField } from '../../components/ui/input-field.tsx';
import { deferredResolver } from '../../lib/deferred.ts';
import { authSchemas } from './load-auth-schemas.ts';

const emailResolver = deferredResolver(() => authSchemas().then((schemas) => schemas.resetEmailResolver));
const otpResolver = deferredResolver(() => authSchemas().then((schemas) => schemas.resetOtpResolver));
const passwordResolver = deferredResolver(() =>
  authSchemas().then((schemas) => schemas.resetPasswordResolver),
);

interface StepProps<T> {
  busy: boolean;
  onSubmit: (values: T) => void;
}

function StepForm({
  busy,
  submitLabel,
  onSubmit,
  children,
}: {
  busy: boolean;
  submitLabel: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <form className="form-stack" noValidate onSubmit={onSubmit}>
      {children}
      <button
        type="submit"
        className="btn btn-primary btn-block"
        disabled={busy}
        aria-busy={busy || undefined}
      >
        {submitLabel}
      </button>
    </form>
  );
}

export function EmailStep({ busy, onSubmit, initialEmail }: StepProps<string> & { initialEmail: string }) {
  const { register, handleSubmit, formState } = useForm({
    resolver: emailResolver,
    defaultValues: { email: initialEmail },
  });
  return (
    <StepForm busy={busy} submitLabel="Send OTP" onSubmit={handleSubmit((values) => onSubmit(values.email))}>
      <InputField
        id="reset-email"
        label="Email"
        error={formState.errors.email?.message}
        {...register('email')}
        type="email"
        autoComplete="email"
      />
    </StepForm>
  );
}

export function OtpStep({ busy, onSubmit }: StepProps<string>) {
  const { register, handleSubmit, formState } = useForm({
    resolver: otpResolver,
    defaultValues: { token: '' },
  });
  return (
    <StepForm
      busy={busy}
      submitLabel="Verify OTP"
      onSubmit={handleSubmit((values) => onSubmit(values.token))}
    >
      <InputField
        id="reset-otp"
        label="OTP"
        hint="Enter the 6-digit code we sent to your e-mail."
        error={formState.errors.token?.message}
        {...register('token')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
      />
    </StepForm>
  );
}

export function PasswordStep({ busy, onSubmit }: StepProps<string>) {
  const { register, handleSubmit, formState } = useForm({
    resolver: passwordResolver,
    defaultValues: { password: '', confirm_password: '' },
  });
  return (
    <StepForm
      busy={busy}
      submitLabel="Reset Password"
      onSubmit={handleSubmit((values) => onSubmit(values.password))}
    >
      <InputField
        id="reset-password"
        label="New Password"
        hint={authMessages.newPasswordHint}
        error={formState.errors.password?.message}
        {...register('password')}
        type="password"
        autoComplete="new-password"
      />
      <InputField
        id="reset-confirm-password"
        label="Confirm Password"
        error={formState.errors.confirm_password?.message}
        {...register('confirm_password')}
        type="password"
        autoComplete="new-password"
      />
    </StepForm>
  );
}
