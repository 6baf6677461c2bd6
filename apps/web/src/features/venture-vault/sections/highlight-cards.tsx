/** A titled group of cards: who-is-it-for, what you gain, what the ticket includes. */
import type { HighlightCard } from '../content/highlights.ts';

interface HighlightCardsProps {
  id: string;
  eyebrow: string;
  title: string;
  cards: readonly HighlightCard[];
  tone?: 'light' | 'tinted';
}

export function HighlightCards({ id, eyebrow, title, cards, tone = 'light' }: HighlightCardsProps) {
  return (
    <section className={`vv-section vv-section-${tone}`} aria-labelledby={id}>
      <div className="container">
        <span className="eyebrow">{eyebrow}</span>
        <h2 id={id}>{title}</h2>
        <ul className="vv-cards">
          {cards.map((card, index) => (
            <li key={card.title} className="vv-card">
              <span className="vv-card-number" aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3>{card.title}</h3>
              <p>{card.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
