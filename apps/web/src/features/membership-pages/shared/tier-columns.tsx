/** The two feature columns of a tier section: who it is for, and what it includes. */

import { BulletList } from './page-parts.tsx';
import type { TierCopy } from './tier-copy.ts';

export function TierColumns({ copy }: { copy: TierCopy }) {
  return (
    <div className="mp-columns">
      <div className="mp-column card">
        <h3>{copy.audienceTitle}</h3>
        <BulletList items={copy.audience} />
      </div>
      <div className="mp-column card">
        <h3>{copy.featuresTitle}</h3>
        <BulletList items={copy.features} />
      </div>
    </div>
  );
}
