/**
 * The ticket-type section: present in the page but `hidden`, as the specs say ("a hidden ticket-type
 * section"; categories Members, Non-Members, Corporates, platform.md §9).
 */
import { VENTURE_VAULT_TICKET_CATEGORIES } from '@lwl/schemas';

export function TicketTypes() {
  return (
    <section className="vv-section" aria-labelledby="vv-ticket-types-title" hidden>
      <div className="container">
        <h2 id="vv-ticket-types-title">Ticket types</h2>
        <ul className="vv-cards">
          {VENTURE_VAULT_TICKET_CATEGORIES.map((category) => (
            <li key={category.name} className="vv-card">
              <h3>{category.name}</h3>
              <p>{category.details}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
