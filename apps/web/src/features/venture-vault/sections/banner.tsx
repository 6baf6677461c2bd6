/** The banner: what, when and where, the countdown and the first Pay Now (platform.md §2). */
import { VENTURE_VAULT } from '@lwl/schemas';
import { Countdown } from './countdown.tsx';
import { scrollToPackages } from './scroll-to-packages.ts';

export function Banner() {
  return (
    <section className="vv-banner" aria-labelledby="vv-title">
      <div className="container vv-banner-inner">
        <div className="vv-banner-copy">
          <span className="vv-banner-eyebrow">LWL presents</span>
          <h1 id="vv-title">{VENTURE_VAULT.title}</h1>
          <p className="vv-banner-lead">
            A two-day event for women founders and business leaders: capital, growth and the people who make
            it happen.
          </p>
          <ul className="vv-banner-meta">
            <li>
              <span className="vv-banner-meta-label">When</span>
              {VENTURE_VAULT.datesLabel}
            </li>
            <li>
              <span className="vv-banner-meta-label">Where</span>A hotel in {VENTURE_VAULT.city}
            </li>
          </ul>
          <button type="button" className="btn btn-accent vv-banner-cta" onClick={scrollToPackages}>
            Pay Now
          </button>
        </div>
        <div className="vv-banner-side">
          <p className="vv-banner-side-title">The event begins in</p>
          <Countdown />
        </div>
      </div>
    </section>
  );
}
