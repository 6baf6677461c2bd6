/**
 * Events details: the member's tickets in two lists, Upcoming (soonest first) then Past (latest
 * first), each with its number of tickets (packages/machines, account-events), and the refund action; the
 * confirmation (refund-dialog.tsx) names what would be refunded, and each ticket shows its refund's
 * status with its date.
 */
import {
  accountEventLists,
  createResourceMachine,
  isRefundEligible,
  refundStatusLine,
  ticketCountOf,
  toDateOnly,
} from '@lwl/machines';
import {
  accountEndpoints,
  accountEventTexts,
  type EventPurchase,
  formatMoney,
  orderLinks,
  refundTexts,
  ticketTexts,
} from '@lwl/schemas';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { useDialogHistory } from '../../../components/ui/dialog-history.ts';
import { api } from '../../../lib/api.ts';
import { formatDate } from '../../../lib/format.ts';
import { InvoiceRowLink } from '../invoice-links.tsx';
import { AccountListSection, PurchaseCard, useAccountList } from './account-list-section.tsx';
import { useRefund } from './use-refund.ts';
import './refund.css';

const RefundDialog = lazy(() => import('./refund-dialog.tsx'));

const eventsMachine = createResourceMachine<EventPurchase[]>('accountEvents');

export default function EventsSection() {
  const resource = useAccountList(eventsMachine, (signal) =>
    api.request(accountEndpoints['GET account-events'], {}, { signal }).then((answer) => answer.data),
  );
  const [, send] = resource;
  const [refund, sendRefund] = useRefund(() => send({ type: 'reload' }));
  const refundBusy = !refund.matches('idle');
  const today = toDateOnly(new Date());
  const { request } = refund.context;
  const confirming = request !== null && !refund.matches('idle');
  // Back closes the confirmation like Keep my ticket (not while the request is being sent).
  const { opener } = useDialogHistory(confirming, () => {
    if (!refund.hasTag('busy')) sendRefund({ type: 'refund.cancel' });
  });

  return (
    <>
      <AccountListSection
        list="accountEvents"
        resource={resource}
        groupsOf={(purchases) => {
          const { upcoming, past } = accountEventLists(purchases, today);
          return [
            {
              title: accountEventTexts.upcoming,
              emptyMessage: accountEventTexts.noUpcoming,
              items: upcoming,
            },
            { title: accountEventTexts.past, emptyMessage: accountEventTexts.noPast, items: past },
          ];
        }}
        renderItem={(purchase, _index, grouped) => (
          <PurchaseCard
            key={purchase.id}
            grouped={grouped}
            title={purchase.event.name}
            lines={
              <>
                <p className="fine-print">
                  {formatDate(purchase.event.event_date)} · {purchase.event.city}
                </p>
                <p className="fine-print">{purchase.event.address}</p>
              </>
            }
            links={
              <div className="purchase-links">
                {purchase.order_id ? (
                  <Link
                    to={orderLinks(purchase.order_id, null, 'event').ticket ?? ''}
                    className="purchase-invoice-link"
                    aria-label={ticketTexts.openTicket(purchase.event.name)}
                  >
                    Ticket
                  </Link>
                ) : null}
                <InvoiceRowLink purchase={purchase.event.name} />
              </div>
            }
            facts={[
              ticketsFact(purchase),
              { term: 'Purchased', value: formatDate(purchase.purchased_date) },
              { term: 'Amount', value: formatMoney(purchase.amount, purchase.currency) },
              refundFact(purchase),
            ]}
            action={
              isRefundEligible(purchase, today) ? (
                <button
                  type="button"
                  className="btn btn-danger btn-sm purchase-action"
                  disabled={refundBusy}
                  aria-label={`Request refund for ${purchase.event.name}`}
                  onClick={() => sendRefund({ type: 'refund.request', purchase, today })}
                >
                  Refund
                </button>
              ) : null
            }
          />
        )}
      />
      {confirming ? (
        <Suspense fallback={null}>
          <RefundDialog
            request={request}
            opener={opener}
            busy={refund.hasTag('busy')}
            onConfirm={() => sendRefund({ type: 'refund.confirm' })}
            onCancel={() => sendRefund({ type: 'refund.cancel' })}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/** 'Tickets 3', or nothing when the backend does not say how many. */
function ticketsFact(purchase: EventPurchase) {
  const count = ticketCountOf(purchase);
  return count === null ? null : { term: accountEventTexts.tickets, value: String(count) };
}

function refundFact(purchase: EventPurchase) {
  const line = refundStatusLine(
    {
      status: purchase.refund_status,
      requestedAt: purchase.refund_requested_at,
      updatedAt: purchase.refund_updated_at,
    },
    formatDate,
  );
  return line === null
    ? null
    : { term: refundTexts.statusLabel, value: <span className="status-badge">{line}</span> };
}
