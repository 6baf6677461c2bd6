/** Package Details: the member's sponsor packages ('No Package Exists' when none). */
import { createResourceMachine } from '@lwl/machines';
import { accountEndpoints, type PackagePurchase, paidPriceText } from '@lwl/schemas';
import { api } from '../../../lib/api.ts';
import { AccountListSection, PurchaseCard, useAccountList } from './account-list-section.tsx';

const packagesMachine = createResourceMachine<PackagePurchase[]>('accountPackages');

export default function PackagesSection() {
  const resource = useAccountList(packagesMachine, (signal) =>
    api.request(accountEndpoints['GET account-packages'], {}, { signal }).then((answer) => answer.data),
  );
  return (
    <AccountListSection
      list="accountPackages"
      resource={resource}
      renderItem={(purchase, index) => (
        // Purchases carry no id; the list is replaced whole on reload, so the index is the key.
        <PurchaseCard
          key={index}
          title={purchase.package.name}
          lines={<p className="fine-print">Purchased {purchase.edited_created_at}</p>}
          facts={[{ term: 'Amount', value: paidPriceText(purchase.amount, 'package', 'INR') }]}
        />
      )}
    />
  );
}
