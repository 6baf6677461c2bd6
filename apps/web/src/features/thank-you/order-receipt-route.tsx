/** A thank-you page's order link, when its address has one: the receipt page loads on demand; else `children`. */
import { lazy, type ReactNode, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { orderLinkParams } from '../../components/order-links/order-link-params.ts';
import type { OrderReceiptPageProps } from './order-receipt-page.tsx';
import { ReceiptLoading } from './receipt-loading.tsx';

const OrderReceiptPage = lazy(() => import('./order-receipt-page.tsx'));

export function OrderReceiptRoute({
  children,
  ...page
}: Omit<OrderReceiptPageProps, 'link'> & { children: ReactNode }) {
  const { search } = useLocation();
  const link = orderLinkParams(search);
  if (link === null) return children;
  return (
    <Suspense fallback={<ReceiptLoading />}>
      <OrderReceiptPage key={`${link.orderId} ${link.key}`} link={link} {...page} />
    </Suspense>
  );
}
