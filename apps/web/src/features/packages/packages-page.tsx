/** /packages: promo cards, the POC banner, event-listing packages. */
import { SPONSOR_POC_BANNER, SPONSOR_PROMO_CARDS } from '@lwl/schemas';
import { useIsSignedIn } from '../../session/session-context.ts';
import { PackageList } from './package-list.tsx';
import { PurchaseDialogsOnDemand } from './purchase-dialogs-on-demand.tsx';
import { usePackagePurchase } from './use-package-purchase.ts';
import { useSponsorPackages } from './use-packages.ts';
import '../../components/ui/button.css';
import './packages.css';

export function Component() {
  const signedIn = useIsSignedIn();
  return <SponsorPackages key={String(signedIn)} signedIn={signedIn} />;
}

function SponsorPackages({ signedIn }: { signedIn: boolean }) {
  const list = useSponsorPackages(signedIn);
  const purchase = usePackagePurchase(signedIn);
  return (
    <div className="container page packages">
      <span className="eyebrow">Sponsorship</span>
      <h1>Sponsor Packages</h1>
      <p className="page-intro">Reach thousands of women leaders through the LWL community.</p>
      <ul className="grid-auto promo-grid">
        {SPONSOR_PROMO_CARDS.map((card) => (
          <li key={card.id} className="card promo-card">
            <h2 className="promo-card-title">{card.title}</h2>
            <p>{card.description}</p>
          </li>
        ))}
      </ul>
      <p className="poc-banner">{SPONSOR_POC_BANNER}</p>
      <section aria-labelledby="event-listing-title" className="packages-section">
        <h2 id="event-listing-title">Event Listing Packages</h2>
        <PackageList list={list} onBuy={(item) => purchase[1]({ type: 'buy.open', item })} />
      </section>
      <PurchaseDialogsOnDemand purchase={purchase} packages={list[0].context.data ?? []} />
    </div>
  );
}
