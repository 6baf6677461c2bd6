/** A loaded package list with its states ('Record not found. Please try again later.' when empty). */
import { commonMessages, loadFailedMessages } from '@lwl/schemas';
import { RetryAlert } from '../../components/ui/retry-alert.tsx';
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
      <RetryAlert
        what={loadFailedMessages.packages}
        detail={snapshot.context.errorMessage}
        onRetry={() => send({ type: 'retry' })}
      />
    );
  }
  if (snapshot.matches('empty')) return <p className="state-note">{commonMessages.recordNotFound}</p>;
  return (
    <ul className="grid-auto packages-grid" aria-busy={snapshot.matches('loading')}>
      {(snapshot.context.data ?? []).map((pkg) => (
        <li key={pkg.id}>
          <PackageCard pkg={pkg} onBuy={() => onBuy(pkg)} />
        </li>
      ))}
    </ul>
  );
}
