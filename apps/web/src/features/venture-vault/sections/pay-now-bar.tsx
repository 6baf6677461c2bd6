/** A call-to-action bar whose Pay Now button scrolls to the packages section; shown while registration is open. */
import type { VentureEditionView } from '@lwl/machines';
import { scrollToPackages } from './scroll-to-packages.ts';

export function PayNowBar({ text, view }: { text: string; view: VentureEditionView }) {
  if (!view.bookingOpen) return null;
  return (
    <aside className="vv-paybar" aria-label="Book your pass">
      <div className="container cluster vv-paybar-inner">
        <p className="vv-paybar-text">
          <strong>{text}</strong>
          {view.datesLabel !== null ? (
            <span>
              {view.datesLabel} · {view.venue}
            </span>
          ) : null}
        </p>
        <button type="button" className="btn btn-accent" onClick={scrollToPackages}>
          Pay Now
        </button>
      </div>
    </aside>
  );
}
