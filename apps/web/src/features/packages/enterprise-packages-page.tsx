/** /enterprise-packages: package cards with Buy Now. */
import { useIsSignedIn } from '../../session/session-context.ts';
import { PackageList } from './package-list.tsx';
import { PurchaseDialogsOnDemand } from './purchase-dialogs-on-demand.tsx';
import { usePackagePurchase } from './use-package-purchase.ts';
import { useEnterprisePackages } from './use-packages.ts';
import '../../components/ui/button.css';
import './packages.css';

export function Component() {
  const signedIn = useIsSignedIn();
  return <EnterprisePackages key={String(signedIn)} signedIn={signedIn} />;
}

function EnterprisePackages({ signedIn }: { signedIn: boolean }) {
  const list = useEnterprisePackages();
  const purchase = usePackagePurchase(signedIn);
  return (
    <div className="container page packages">
      <span className="eyebrow">Enterprise</span>
      <h1>Enterprise Marketing Bundles</h1>
      <p className="page-intro">
        Year-round visibility for your brand across LWL events, channels and programmes.
      </p>
      <section aria-label="Bundles" className="packages-section">
        <PackageList list={list} onBuy={(item) => purchase[1]({ type: 'buy.open', item })} />
      </section>
      <PurchaseDialogsOnDemand purchase={purchase} packages={list[0].context.data ?? []} />
    </div>
  );
}
