/** The banner: what, when and where (the edition on sale), the countdown and the first Pay Now. */
import type { VentureEditionView } from '@lwl/machines';
import { ventureMessages } from '@lwl/schemas';
import { Countdown } from './countdown.tsx';
import { scrollToPackages } from './scroll-to-packages.ts';

export function Banner({ view }: { view: VentureEditionView }) {
  return (
    <section className="vv-banner" aria-labelledby="vv-title">
      <div className="container split vv-banner-inner">
        <div className="vv-banner-copy">
          <span className="kicker tag vv-banner-eyebrow">LWL presents</span>
          <h1 id="vv-title">{view.title}</h1>
          <p className="vv-banner-lead">
            A two-day event for women founders and business leaders: capital, growth and the people who make
            it happen.
          </p>
          <ul className="vv-banner-meta" aria-busy={view.datesLabel === null}>
            <li>
              <span className="kicker vv-banner-meta-label">When</span>
              {view.datesLabel ?? '…'}
            </li>
            <li>
              <span className="kicker vv-banner-meta-label">Where</span>
              {view.venue ?? '…'}
            </li>
          </ul>
          {view.bookingOpen ? (
            <button type="button" className="btn btn-accent vv-banner-cta" onClick={scrollToPackages}>
              Pay Now
            </button>
          ) : (
            <p className="vv-closed" role="status">
              {ventureMessages.registrationClosedNotice}
            </p>
          )}
        </div>
        <div className="vv-banner-side">
          <p className="vv-banner-side-title">The event begins in</p>
          <Countdown target={view.countdownTarget} />
        </div>
      </div>
    </section>
  );
}
