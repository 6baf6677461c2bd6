/**
 * A thank-you page opened with an order's link (`?order=…&key=…`, where every purchase now lands, and
 * the e-mail's link): the order loaded by the order-link machine, so it shows after a reload, in a new
 * tab and from the e-mail; a signed-in owner's link works without the key. A link that opens no order
 * says so and offers "Send my links again"; no answer offers 'Try again'. Loaded on demand with the
 * receipt (the route's first load stays small).
 */
import type { OrderLinkParams } from '@lwl/machines';
import { checkoutTexts, receiptPageTexts } from '@lwl/schemas';
import { BadLinkView } from '../../components/order-links/bad-link-view.tsx';
import { useOrderLink } from '../../components/order-links/use-order-link.ts';
import { RetryAlert } from '../../components/ui/retry-alert.tsx';
import { ReceiptLoading } from './receipt-loading.tsx';
import { ReceiptView } from './receipt-view.tsx';
import { introOf, type ThankYouIntro } from './thank-you-intro.ts';
import { ThankYouView } from './thank-you-view.tsx';

export interface OrderReceiptPageProps {
  link: OrderLinkParams;
  next: { label: string; to: string };
  /** The page's own words above the receipt, or words made from it (null: no receipt to read). */
  intro: ThankYouIntro;
}

export default function OrderReceiptPage({ link, next, intro }: OrderReceiptPageProps) {
  const [snapshot, send] = useOrderLink(link);
  const { receipt } = snapshot.context;
  if (snapshot.matches('notFound')) return <BadLinkView />;
  if (snapshot.matches('failed'))
    return (
      <div className="container page thank-you">
        <div className="thank-you-card card">
          <h1>{checkoutTexts.receiptTitle}</h1>
          <RetryAlert what={receiptPageTexts.failed} onRetry={() => send({ type: 'retry' })} />
        </div>
      </div>
    );
  if (receipt === null) return <ReceiptLoading />;
  return (
    <ThankYouView next={next}>
      {introOf(intro, receipt)}
      <ReceiptView receipt={receipt} order={receipt} link={link} />
    </ThankYouView>
  );
}
