/** The two feature columns of a tier section: who it is for, and what it includes. */
import type { TierCopy } from './tier-copy.ts';

export function TierColumns({ copy }: { copy: TierCopy }) {
  return (
    <div className="mp-columns">
      <div className="mp-column card">
        <h3>{copy.audienceTitle}</h3>
        <ul className="mp-list">
          {copy.audience.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
      <div className="mp-column card">
        <h3>{copy.featuresTitle}</h3>
        <ul className="mp-list">
          {copy.features.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
