/** The three forms of the password reset, one per step. */
import { authMessages } from '@lwl/schemas';
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

export function EmailStep({ busy, onSubmit, initialEmail }: StepProps<string> & { initialEmail: string }) {
  const { register, handleSubmit, formState } = useForm({
    resolver: emailResolver,
    defaultValues: { email: initialEmail },
  });
  return (
    <form className="form-stack" noValidate onSubmit={handleSubmit((values) => onSubmit(values.email))}>
      <InputField
        id="reset-email"
        label="Email"
        error={formState.errors.email?.message}
        {...register('email')}
        type="email"
        autoComplete="email"
      />
      <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
        Send OTP
      </button>
    </form>
  );
}

export function OtpStep({ busy, onSubmit }: StepProps<string>) {
  const { register, handleSubmit, formState } = useForm({
    resolver: otpResolver,
    defaultValues: { token: '' },
  });
  return (
    <form className="form-stack" noValidate onSubmit={handleSubmit((values) => onSubmit(values.token))}>
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
      <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
        Verify OTP
      </button>
    </form>
  );
}

export function PasswordStep({ busy, onSubmit }: StepProps<string>) {
  const { register, handleSubmit, formState } = useForm({
    resolver: passwordResolver,
    defaultValues: { password: '', confirm_password: '' },
  });
  return (
    <form className="form-stack" noValidate onSubmit={handleSubmit((values) => onSubmit(values.password))}>
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
      <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
        Reset Password
      </button>
    </form>
  );
}
