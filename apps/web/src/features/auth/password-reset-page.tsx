/** /forgot-password and /reset-password: e-mail → OTP → new password, then /login. */
import { resetStepOf } from '@lwl/machines';
import { Link } from 'react-router-dom';
import { AuthLayout } from './auth-layout.tsx';
import { EmailStep, OtpStep, PasswordStep } from './reset-steps.tsx';
import { usePasswordReset } from './use-password-reset.ts';
import '../../components/ui/button.css';

const STEP_LABELS = ['Email', 'Verify OTP', 'New password'] as const;
const STEP_TITLES = ['Forgot your password?', 'Check your e-mail', 'Choose a new password'] as const;

export function Component() {
  const [snapshot, send] = usePasswordReset();
  const step = resetStepOf(snapshot);
  const busy = snapshot.hasTag('busy');
  const { email, errorMessage } = snapshot.context;

  return (
    <AuthLayout
      aside={{
        title: 'Reset your password',
        text: 'We will e-mail you a one-time code to confirm it is you, then you can choose a new password.',
      }}
    >
      <h1>{step === 3 ? 'Password updated' : STEP_TITLES[step]}</h1>
      <ol className="auth-steps" aria-label="Steps">
        {STEP_LABELS.map((label, index) => (
          <li
            key={label}
            data-state={index < step ? 'done' : undefined}
            aria-current={index === step ? 'step' : undefined}
          >
            {label}
          </li>
        ))}
      </ol>
      {step === 0 ? (
        <>
          <p className="auth-sub">Enter the e-mail address of your account.</p>
          <EmailStep
            busy={busy}
            initialEmail={email}
            onSubmit={(value) => send({ type: 'email.submit', email: value })}
          />
        </>
      ) : null}
      {step === 1 ? (
        <>
          <p className="auth-sub">
            We sent a code to <strong>{email}</strong>.
          </p>
          <OtpStep busy={busy} onSubmit={(otp) => send({ type: 'otp.submit', otp })} />
        </>
      ) : null}
      {step === 2 ? (
        <PasswordStep busy={busy} onSubmit={(password) => send({ type: 'password.submit', password })} />
      ) : null}
      {step === 3 ? (
        <p className="auth-sub" role="status">
          Your new password is saved. Taking you to the login page…
        </p>
      ) : null}
      <div aria-live="polite">
        {errorMessage ? <p className="form-message form-message-error">{errorMessage}</p> : null}
      </div>
      <div className="cluster auth-links">
        <Link to="/login">Login</Link>
        {step === 1 || step === 2 ? (
          <button type="button" className="btn btn-link" onClick={() => send({ type: 'email.change' })}>
            Use a different e-mail
          </button>
        ) : null}
      </div>
    </AuthLayout>
  );
}
