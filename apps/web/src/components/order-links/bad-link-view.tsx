/**
 * What a receipt or ticket link that opens no order shows: a wrong, expired, cut-short or missing key,
 * or an unknown order, all alike (the server never says which, so one buyer's order never shows to
 * another). The way back: "Send my links again" to the address of the purchase, or the support
 * contacts.
 */
import { orderLinkTexts, ordersMessages, SUPPORT_EMAIL, SUPPORT_PHONE } from '@lwl/schemas';
import { LazyResendLinksForm } from './lazy-resend-links-form.tsx';
import './order-links.css';

export function BadLinkView() {
  return (
    <div className="container page bad-link">
      <div className="bad-link-card card">
        <h1>{orderLinkTexts.notFoundTitle}</h1>
        <p className="bad-link-message">{ordersMessages.notFound}</p>
        <LazyResendLinksForm />
        <p className="fine-print">
          Still stuck? Write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> or call{' '}
          <a href={`tel:${SUPPORT_PHONE.replace(/\s/g, '')}`}>{SUPPORT_PHONE}</a>.
        </p>
      </div>
    </div>
  );
}
