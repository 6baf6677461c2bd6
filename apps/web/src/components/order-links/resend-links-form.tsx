/**
 * "Send my links again": an e-mail address, checked by the endpoint's own schema ('Email is required',
 * 'Invalid email address'), then the server's answer, which is the same for any address (it never
 * tells whether an address bought anything), or why it could not be sent (too many requests).
 */
import { orderLinkTexts } from '@lwl/schemas';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { deferred, deferredResolver } from '../../lib/deferred.ts';
import { InputField } from '../ui/input-field.tsx';
import { useResendLinks } from './use-resend-links.ts';
import '../ui/button.css';

const resendSchemas = deferred(() => import('./resend-schemas.ts'));
const resolver = deferredResolver(() => resendSchemas().then((schemas) => schemas.resendResolver));

export function ResendLinksForm() {
  const [snapshot, send] = useResendLinks();
  const { register, handleSubmit, formState } = useForm({ resolver, defaultValues: { email: '' } });
  const id = useId();
  const busy = snapshot.hasTag('busy');
  const { answer, error } = snapshot.context;
  return (
    <section className="resend-links" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{orderLinkTexts.resendTitle}</h2>
      <p>{orderLinkTexts.resendIntro}</p>
      <form
        className="resend-links-form"
        noValidate
        onSubmit={handleSubmit((values) => send({ type: 'resend.submit', email: values.email }))}
      >
        <InputField
          id={`${id}-email`}
          label={orderLinkTexts.email}
          error={formState.errors.email?.message}
          {...register('email')}
          type="email"
          autoComplete="email"
        />
        <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy}>
          {busy ? orderLinkTexts.resending : orderLinkTexts.resendSubmit}
        </button>
      </form>
      <div role="status" className="resend-links-answer">
        {answer}
      </div>
      {error ? (
        <p role="alert" className="resend-links-error">
          {error}
        </p>
      ) : null}
    </section>
  );
}
