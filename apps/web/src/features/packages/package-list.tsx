/** A loaded package list with its states ('Record not found. Please try again later.' when empty). */
import { commonMessages } from '@lwl/schemas';
import { PackageCard } from './package-card.tsx';
import type { SanitizedPackage, useSponsorPackages } from './use-packages.ts';

type ListActor = ReturnType<typeof useSponsorPackages>;

export function PackageList({
  list: [snapshot, send],
  onBuy,
}: {
  list: ListActor;
  onBuy: (pkg: SanitizedPackage) => void;
}) {
  if (snapshot.matches('failed')) {
    return (
      <div className="packages-state" role="alert">
        <p>{snapshot.context.errorMessage}</p>
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => send({ type: 'retry' })}>
          Try again
        </button>
      </div>
    );
  }
  if (snapshot.matches('empty')) return <p className="packages-state">{commonMessages.recordNotFound}</p>;
  return (
    <ul className="packages-grid" aria-busy={snapshot.matches('loading')}>
      {(snapshot.context.data ?? []).map((pkg) => (
        <li key={pkg.id}>
          <PackageCard pkg={pkg} onBuy={() => onBuy(pkg)} />
        </li>
      ))}
    </ul>
  );
}
