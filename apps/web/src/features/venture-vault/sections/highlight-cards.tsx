/** A titled group of cards: who-is-it-for, what you gain, what the ticket includes, ticket types. */
import type { HighlightCard } from '../content/highlights.ts';

interface HighlightCardsProps {
  id: string;
  eyebrow?: string;
  title: string;
  cards: readonly HighlightCard[];
  tone?: 'light' | 'tinted';
  /** Cards numbered 01, 02…; off for a plain list. */
  numbered?: boolean;
  hidden?: boolean;
}

export function HighlightCards({
  id,
  eyebrow,
  title,
  cards,
  tone = 'light',
  numbered = true,
  hidden,
}: HighlightCardsProps) {
  return (
    <section className={`vv-section vv-section-${tone}`} aria-labelledby={id} hidden={hidden}>
      <div className="container">
        {eyebrow ? <span className="eyebrow">{eyebrow}</span> : null}
        <h2 id={id}>{title}</h2>
        <ul className="grid-auto">
          {cards.map((card, index) => (
            <li key={card.title} className="card vv-card">
              {numbered ? (
                <span className="vv-card-number" aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
              ) : null}
              <h3>{card.title}</h3>
              <p>{card.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
