/** The three forms of the password reset, one per step: its fields as rows and its submit button. */
import { authMessages } from '@lwl/schemas';
import {
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type Resolver,
  useForm,
} from 'react-hook-form';
import { type FieldRow, FieldRows } from '../../components/ui/field-rows.tsx';
import { deferredResolver } from '../../lib/deferred.ts';
import { authSchemas } from './load-auth-schemas.ts';

const emailResolver = deferredResolver(() => authSchemas().then((schemas) => schemas.resetEmailResolver));
const otpResolver = deferredResolver(() => authSchemas().then((schemas) => schemas.resetOtpResolver));
const passwordResolver = deferredResolver(() =>
  authSchemas().then((schemas) => schemas.resetPasswordResolver),
);

interface Step<TValues extends FieldValues, TOutput> {
  resolver: Resolver<TValues, unknown, TOutput>;
  defaultValues: DefaultValues<TValues>;
  rows: readonly FieldRow<FieldPath<TValues>>[];
  submitLabel: string;
}

const EMAIL_STEP = {
  resolver: emailResolver,
  defaultValues: { email: '' },
  rows: [{ name: 'email', id: 'reset-email', label: 'Email', type: 'email', autoComplete: 'email' }],
  submitLabel: 'Send OTP',
} satisfies Step<{ email: string }, unknown>;

const OTP_STEP = {
  resolver: otpResolver,
  defaultValues: { token: '' },
  rows: [
    {
      name: 'token',
      id: 'reset-otp',
      label: 'OTP',
      hint: 'Enter the 6-digit code we sent to your e-mail.',
      inputMode: 'numeric',
      autoComplete: 'one-time-code',
      maxLength: 6,
    },
  ],
  submitLabel: 'Verify OTP',
} satisfies Step<{ token: string }, unknown>;

const PASSWORD_STEP = {
  resolver: passwordResolver,
  defaultValues: { password: '', confirm_password: '' },
  rows: [
    {
      name: 'password',
      id: 'reset-password',
      label: 'New Password',
      hint: authMessages.newPasswordHint,
      type: 'password',
      autoComplete: 'new-password',
    },
    {
      name: 'confirm_password',
      id: 'reset-confirm-password',
      label: 'Confirm Password',
      type: 'password',
      autoComplete: 'new-password',
    },
  ],
  submitLabel: 'Reset Password',
} satisfies Step<{ password: string; confirm_password: string }, unknown>;

interface StepProps<T> {
  busy: boolean;
  onSubmit: (values: T) => void;
}

function StepForm<TValues extends FieldValues, TOutput>({
  step,
  busy,
  onSubmit,
}: StepProps<TOutput> & { step: Step<TValues, TOutput> }) {
  const form = useForm({ resolver: step.resolver, defaultValues: step.defaultValues });
  return (
    <form className="form-stack" noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <FieldRows form={form} rows={step.rows} />
      <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
        {step.submitLabel}
      </button>
    </form>
  );
}

export function EmailStep({ busy, onSubmit, initialEmail }: StepProps<string> & { initialEmail: string }) {
  const step = { ...EMAIL_STEP, defaultValues: { email: initialEmail } };
  return <StepForm step={step} busy={busy} onSubmit={(values) => onSubmit(values.email)} />;
}

export function OtpStep({ busy, onSubmit }: StepProps<string>) {
  return <StepForm step={OTP_STEP} busy={busy} onSubmit={(values) => onSubmit(values.token)} />;
}

export function PasswordStep({ busy, onSubmit }: StepProps<string>) {
  return <StepForm step={PASSWORD_STEP} busy={busy} onSubmit={(values) => onSubmit(values.password)} />;
}
