/** 20+ hours of content, 20+ speakers, 2 days (platform.md §9). */
import { VENTURE_VAULT } from '@lwl/schemas';

const FACTS = [
  { value: VENTURE_VAULT.hoursOfContent, label: 'Hours of content' },
  { value: VENTURE_VAULT.speakers, label: 'Speakers' },
  { value: String(VENTURE_VAULT.days), label: 'Days' },
] as const;

export function FactsStrip() {
  return (
    <section className="vv-facts" aria-label="Venture Vault in numbers">
      <dl className="container vv-facts-list">
        {FACTS.map((fact) => (
          <div key={fact.label} className="vv-fact">
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
