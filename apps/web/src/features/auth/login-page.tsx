/** /login: the sign-in page. */

import { LOGIN_RETURN_PARAM } from '@lwl/machines';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router-dom';
import { FindTicketsNote } from '../../components/order-links/find-tickets-note.tsx';
import { deferredResolver } from '../../lib/deferred.ts';
import { useHydrating } from '../../lib/hydration.tsx';
import { AuthLayout } from './auth-layout.tsx';
import { authSchemas } from './load-auth-schemas.ts';
import { useLogin } from './use-login.ts';
import '../../components/ui/button.css';
import { InputField } from '../../components/ui/input-field.tsx';

const resolver = deferredResolver(() => authSchemas().then((schemas) => schemas.loginResolver));

export function Component() {
  const [params] = useSearchParams();
  const [snapshot, send] = useLogin(params.get(LOGIN_RETURN_PARAM));
  const busy = snapshot.matches('submitting');
  // Sent here by a 401: its message stays until she signs in (the page is written at build time without it).
  const notice = useHydrating() ? null : snapshot.context.notice;
  // A membership receipt's 'Log in now' fills the e-mail in (/login?email=…).
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver, defaultValues: { email: params.get('email') ?? '', password: '' } });

  const onSubmit = handleSubmit((credentials) => send({ type: 'credentials.submit', credentials }));

  return (
    <AuthLayout
      aside={{
        title: 'Welcome back',
        text: 'Sign in to book events at member prices, meet mentors and manage your membership.',
      }}
    >
      <h1>Login</h1>
      <p className="auth-sub">Use the e-mail address of your LWL membership.</p>
      {notice ? (
        <p className="form-message form-message-error auth-notice" role="alert">
          {notice}
        </p>
      ) : null}
      <form className="form-stack" noValidate onSubmit={onSubmit} aria-describedby="login-error">
        <InputField
          id="login-email"
          label="Email"
          error={errors.email?.message}
          {...register('email')}
          type="email"
          autoComplete="email"
        />
        <InputField
          id="login-password"
          label="Password"
          error={errors.password?.message}
          {...register('password')}
          type="password"
          autoComplete="current-password"
        />
        <div id="login-error" aria-live="polite">
          {snapshot.context.errorMessage ? (
            <p className="form-message form-message-error">{snapshot.context.errorMessage}</p>
          ) : null}
        </div>
        <button
          type="submit"
          className="btn btn-primary btn-block"
          disabled={busy}
          aria-busy={busy || undefined}
        >
          Login
        </button>
      </form>
      <div className="cluster auth-links">
        <Link to="/forgot-password">Forgot Password</Link>
        <Link to="/membership">Not a member yet? Explore membership</Link>
      </div>
      <FindTicketsNote className="auth-find-tickets" />
    </AuthLayout>
  );
}
