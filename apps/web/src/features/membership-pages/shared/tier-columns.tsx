/** The two feature columns of a tier section: who it is for, and what it includes. */
import { BulletList } from './page-parts.tsx';
import type { TierCopy } from './tier-copy.ts';

/** One titled card of bullet points; `mp-column` gives its title the smaller size of the pair. */
export function TierColumn({
  title,
  lines,
  className = 'mp-column card',
}: {
  title: string;
  lines: readonly string[];
  className?: string;
}) {
  return (
    <div className={className}>
      <h3>{title}</h3>
      <BulletList items={lines} />
    </div>
  );
}

export function TierColumns({ copy }: { copy: TierCopy }) {
  return (
    <div className="mp-columns">
      <TierColumn title={copy.audienceTitle} lines={copy.audience} />
      <TierColumn title={copy.featuresTitle} lines={copy.features} />
    </div>
  );
}
