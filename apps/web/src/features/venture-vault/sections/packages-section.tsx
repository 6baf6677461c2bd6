/**
 * The packages section: its frame and heading are part of the page, so the Pay Now
 * bars always have a target; the list (booking, checkout and their dialogs' code) loads when the reader
 * scrolls towards it or a Pay Now brings it into view, outside the page's first load.
 */
import { lazy, Suspense } from 'react';
import { WhenNear } from '../../../components/ui/when-near.tsx';
import { useIsSignedIn } from '../../../session/session-context.ts';
import type { VenturesResource } from '../use-ventures.ts';
import { PACKAGES_HEADING_ID, PACKAGES_SECTION_ID } from './scroll-to-packages.ts';

const PackagesList = lazy(() => import('./packages-list.tsx'));

const loadingPackages = <p className="vv-status">Loading packages…</p>;

export function PackagesSection({
  ventures,
  bookingOpen,
}: {
  ventures: VenturesResource;
  bookingOpen: boolean;
}) {
  const signedIn = useIsSignedIn();
  return (
    <section
      id={PACKAGES_SECTION_ID}
      className="vv-section vv-packages"
      aria-labelledby={PACKAGES_HEADING_ID}
    >
      <div className="container">
        <span className="eyebrow">Tickets</span>
        <h2 id={PACKAGES_HEADING_ID} tabIndex={-1}>
          Choose your package
        </h2>
        <p className="vv-lead">
          All prices include GST.{' '}
          {signedIn ? 'You see member prices.' : 'LWL members pay less when signed in.'}
        </p>
        <WhenNear fallback={loadingPackages}>
          <Suspense fallback={loadingPackages}>
            {/* A new booking actor when the sign-in state changes: member type and prefill follow the token. */}
            <PackagesList
              key={signedIn ? 'member' : 'guest'}
              signedIn={signedIn}
              ventures={ventures}
              bookingOpen={bookingOpen}
            />
          </Suspense>
        </WhenNear>
      </div>
    </section>
  );
}
