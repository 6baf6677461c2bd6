/** Package Details: the member's sponsor packages ('No Package Exists' when none). */
import { createResourceMachine } from '@lwl/machines';
import {
  accountEndpoints,
  accountMessages,
  commonMessages,
  formatInr,
  loadFailedMessages,
  type PackagePurchase,
} from '@lwl/schemas';
import { TermList } from '../../../components/ui/term-list.tsx';
import { api } from '../../../lib/api.ts';
import { useResource } from '../../../session/use-resource.ts';
import { InvoiceRowLink } from '../invoice-links.tsx';
import { AccountListSection } from './account-list-section.tsx';

const packagesMachine = createResourceMachine<PackagePurchase[]>('accountPackages');

export default function PackagesSection() {
  const resource = useResource(
    packagesMachine,
    (signal) =>
      api.request(accountEndpoints['GET account-packages'], {}, { signal }).then((answer) => answer.data),
    { failureMessage: commonMessages.somethingWrongTryLater },
  );
  return (
    <AccountListSection
      title="Package Details"
      failedWhat={loadFailedMessages.accountPackages}
      resource={resource}
      emptyMessage={accountMessages.noPackages}
      renderItem={(purchase, index) => (
        // Purchases carry no id; the list is replaced whole on reload, so the index is the key.
        <li key={index} className="purchase card">
          <div className="purchase-main">
            <h3 className="purchase-title">{purchase.package.name}</h3>
            <p className="fine-print">Purchased {purchase.edited_created_at}</p>
            <InvoiceRowLink purchase={purchase.package.name} />
          </div>
          <TermList
            className="cluster purchase-facts"
            items={[{ term: 'Amount', value: formatInr(purchase.amount) }]}
          />
        </li>
      )}
    />
  );
}
