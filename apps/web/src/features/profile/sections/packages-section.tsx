/** Package Details: the member's sponsor packages ('No Package Exists' when none). */
import { createResourceMachine } from '@lwl/machines';
import {
  accountEndpoints,
  accountMessages,
  commonMessages,
  formatInr,
  type PackagePurchase,
} from '@lwl/schemas';
import { api } from '../../../lib/api.ts';
import { useResource } from '../../../session/use-resource.ts';
import { EmptyState, FailedState, LoadingState, SectionTitle } from './section-parts.tsx';

const packagesMachine = createResourceMachine<PackagePurchase[]>('accountPackages');

export default function PackagesSection() {
  const [snapshot, send] = useResource(
    packagesMachine,
    (signal) =>
      api.request(accountEndpoints['GET account-packages'], {}, { signal }).then((answer) => answer.data),
    { failureMessage: commonMessages.somethingWrongTryLater },
  );
  const purchases = snapshot.context.data ?? [];
  return (
    <>
      <SectionTitle>Package Details</SectionTitle>
      {snapshot.matches('failed') ? (
        <FailedState message={snapshot.context.errorMessage} onRetry={() => send({ type: 'retry' })} />
      ) : snapshot.matches('empty') ? (
        <EmptyState message={accountMessages.noPackages} />
      ) : purchases.length > 0 ? (
        <ul className="purchase-list">
          {purchases.map((purchase, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: no stable id in the answer
            <li key={index} className="purchase card">
              <div className="purchase-main">
                <h3 className="purchase-title">{purchase.package.name}</h3>
                <p className="purchase-meta">Purchased {purchase.edited_created_at}</p>
              </div>
              <dl className="purchase-facts">
                <div>
                  <dt>Amount</dt>
                  <dd>{formatInr(purchase.amount)}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      ) : (
        <LoadingState />
      )}
    </>
  );
}
