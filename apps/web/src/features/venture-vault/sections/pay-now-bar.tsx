/** A call-to-action bar whose Pay Now button scrolls to the packages section (platform.md §2). */
import { VENTURE_VAULT } from '@lwl/schemas';
import { scrollToPackages } from './scroll-to-packages.ts';

export function PayNowBar({ text }: { text: string }) {
  return (
    <aside className="vv-paybar" aria-label="Book your pass">
      <div className="container vv-paybar-inner">
        <p className="vv-paybar-text">
          <strong>{text}</strong>
          <span>
            {VENTURE_VAULT.datesLabel} · {VENTURE_VAULT.city}
          </span>
        </p>
        <button type="button" className="btn btn-accent" onClick={scrollToPackages}>
          Pay Now
        </button>
      </div>
    </aside>
  );
}
