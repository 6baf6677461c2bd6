/** Events details: the member's tickets with the refund action (platform.md §2, §4 "Refund"). */
import { createResourceMachine, isRefundEligible, toDateOnly } from '@lwl/machines';
import {
  accountEndpoints,
  accountMessages,
  commonMessages,
  type EventPurchase,
  formatMoney,
  loadFailedMessages,
} from '@lwl/schemas';
import { TermList } from '../../../components/ui/term-list.tsx';
import { api } from '../../../lib/api.ts';
import { formatDate } from '../../../lib/format.ts';
import { useResource } from '../../../session/use-resource.ts';
import { InvoiceRowLink } from '../invoice-links.tsx';
import { AccountListSection } from './account-list-section.tsx';
import { useRefund } from './use-refund.ts';

const eventsMachine = createResourceMachine<EventPurchase[]>('accountEvents');

export default function EventsSection() {
  const resource = useResource(
    eventsMachine,
    (signal) =>
      api.request(accountEndpoints['GET account-events'], {}, { signal }).then((answer) => answer.data),
    { failureMessage: commonMessages.somethingWrongTryLater },
  );
  const [, send] = resource;
  const [refund, sendRefund] = useRefund(() => send({ type: 'reload' }));
  const refundBusy = !refund.matches('idle');
  const today = toDateOnly(new Date());

  return (
    <AccountListSection
      title="Events details"
      failedWhat={loadFailedMessages.accountEvents}
      resource={resource}
      emptyMessage={accountMessages.noEvents}
      renderItem={(purchase) => (
        <li key={purchase.id} className="purchase card">
          <div className="purchase-main">
            <h3 className="purchase-title">{purchase.event.name}</h3>
            <p className="fine-print">
              {formatDate(purchase.event.event_date)} · {purchase.event.city}
            </p>
            <p className="fine-print">{purchase.event.address}</p>
            <InvoiceRowLink purchase={purchase.event.name} />
          </div>
          <TermList
            className="cluster purchase-facts"
            items={[
              { term: 'Purchased', value: formatDate(purchase.purchased_date) },
              { term: 'Amount', value: formatMoney(purchase.amount, purchase.currency) },
              purchase.refund_status
                ? {
                    term: 'Refund status',
                    value: <span className="status-badge">{purchase.refund_status}</span>,
                  }
                : null,
            ]}
          />
          {isRefundEligible(purchase, today) ? (
            <button
              type="button"
              className="btn btn-danger btn-sm purchase-action"
              disabled={refundBusy}
              aria-label={`Request refund for ${purchase.event.name}`}
              onClick={() => sendRefund({ type: 'refund.request', purchase, today })}
            >
              Refund
            </button>
          ) : null}
        </li>
      )}
    />
  );
}
