/** FAQ and terms: accordions where one item at most is open, and it can be closed. */
import { Accordion } from 'radix-ui';
import { type FaqEntry, VENTURE_FAQ, VENTURE_TERMS } from '../content/faq.ts';

function SingleOpenAccordion({ entries, idPrefix }: { entries: readonly FaqEntry[]; idPrefix: string }) {
  return (
    <Accordion.Root type="single" collapsible className="vv-accordion">
      {entries.map((entry, index) => (
        <Accordion.Item key={entry.question} value={`${idPrefix}-${index}`} className="vv-accordion-item">
          <Accordion.Header className="vv-accordion-header">
            <Accordion.Trigger className="vv-accordion-trigger">
              {entry.question}
              <span className="vv-accordion-icon" aria-hidden="true" />
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content className="vv-accordion-content">
            <p>{entry.answer}</p>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}

export default function FaqAccordions() {
  return (
    <section className="vv-section" aria-labelledby="vv-faq-title">
      <div className="container vv-faq-layout">
        <div>
          <span className="eyebrow">Questions</span>
          <h2 id="vv-faq-title">Frequently asked questions</h2>
          <SingleOpenAccordion entries={VENTURE_FAQ} idPrefix="faq" />
        </div>
        <div>
          <span className="eyebrow">The fine print</span>
          <h2 id="vv-terms-title">Terms and conditions</h2>
          <SingleOpenAccordion entries={VENTURE_TERMS} idPrefix="terms" />
        </div>
      </div>
    </section>
  );
}
