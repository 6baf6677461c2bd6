/** The thank-you message after a payment, with the support contacts. */
import { SUPPORT_EMAIL, SUPPORT_PHONE, THANK_YOU_TEXT } from '@lwl/schemas';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import '../../components/ui/button.css';
import './thank-you.css';

export function ThankYouView({
  children,
  next,
}: {
  children?: ReactNode;
  next: { label: string; to: string };
}) {
  return (
    <div className="container page thank-you">
      <div className="thank-you-card card">
        <span className="thank-you-mark" aria-hidden="true">
          ✓
        </span>
        <h1>{THANK_YOU_TEXT}</h1>
        {children}
        <p>
          Questions about your booking? Write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> or
          call <a href={`tel:${SUPPORT_PHONE.replace(/\s/g, '')}`}>{SUPPORT_PHONE}</a>.
        </p>
        <Link to={next.to} className="btn btn-primary">
          {next.label}
        </Link>
      </div>
    </div>
  );
}
