/**
 * The ticket-type section: present in the page but `hidden`, with the
 * categories Members, Non-Members and Corporates.
 */
import { VENTURE_VAULT_TICKET_CATEGORIES } from '@lwl/schemas';
import { HighlightCards } from './highlight-cards.tsx';

const CARDS = VENTURE_VAULT_TICKET_CATEGORIES.map((category) => ({
  title: category.name,
  text: category.details,
}));

export function TicketTypes() {
  return (
    <HighlightCards id="vv-ticket-types-title" title="Ticket types" cards={CARDS} numbered={false} hidden />
  );
}
