/**
 * The newsletter email box of the marketing pages. It has no call and no validation
 * (docs/product-rules.md, "Membership offering"), so a submit sends nothing: it only confirms locally.
 */
import { type FormEvent, useId, useState } from 'react';
import { InputField } from '../../../components/ui/input-field.tsx';

export interface NewsletterBoxProps {
  buttonLabel: 'Subscribe' | 'SUBSCRIBE NOW';
}

export function NewsletterBox({ buttonLabel }: NewsletterBoxProps) {
  const id = useId();
  const [subscribed, setSubscribed] = useState(false);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // No network call: the specs show none for the newsletter box.
    setSubscribed(true);
  };
  return (
    <section className="newsletter" aria-labelledby={`${id}-title`}>
      <div className="container newsletter-inner">
        <div>
          <h2 id={`${id}-title`}>Stay in the loop</h2>
          <p>News of LWL events, masterclasses and member stories, now and then.</p>
        </div>
        <form className="newsletter-form" noValidate onSubmit={onSubmit}>
          <InputField
            id={`${id}-email`}
            label="Email address"
            type="email"
            name="email"
            autoComplete="email"
            placeholder="you@example.com"
          />
          <button type="submit" className="btn btn-accent">
            {buttonLabel}
          </button>
        </form>
        <p role="status" className="newsletter-status">
          {subscribed ? 'Thank you for subscribing. We will keep you posted.' : ''}
        </p>
      </div>
    </section>
  );
}
