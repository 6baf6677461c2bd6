/** 20+ hours of content, 20+ speakers, 2 days. */
import { VENTURE_VAULT } from '@lwl/schemas';
import { TermList } from '../../../components/ui/term-list.tsx';

const FACTS = [
  { value: VENTURE_VAULT.hoursOfContent, term: 'Hours of content' },
  { value: VENTURE_VAULT.speakers, term: 'Speakers' },
  { value: String(VENTURE_VAULT.days), term: 'Days' },
] as const;

export function FactsStrip() {
  return (
    <section className="vv-facts" aria-label="Venture Vault in numbers">
      <TermList className="container vv-facts-list" itemClassName="vv-fact" items={FACTS} />
    </section>
  );
}
