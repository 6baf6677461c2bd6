/**
 * 'Bought a ticket without an account? Find my tickets': the login page's and the event pages' way to
 * /ticket's 'Send my links again' form (the header and the footer carry the link alone).
 */
import { FIND_TICKETS_LINK, FIND_TICKETS_PROMPT } from '@lwl/schemas';
import { Link } from 'react-router-dom';
import './find-tickets-note.css';

export function FindTicketsNote({ className }: { className: string }) {
  return (
    <p className={`find-tickets-note ${className}`}>
      {FIND_TICKETS_PROMPT} <Link to={FIND_TICKETS_LINK.to}>{FIND_TICKETS_LINK.label}</Link>
    </p>
  );
}
