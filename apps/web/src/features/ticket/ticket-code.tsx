/**
 * One ticket's QR code with whose it is: its label ('Ticket 2 of 3'), 'Valid for <holder>' (or that
 * the holder is not named yet) and its code. The image's accessible name says "QR code", the ticket
 * and the holder's name, as the design requires.
 */
import { ticketTexts } from '@lwl/schemas';
import { type ReactNode, useMemo } from 'react';
import { qrDataUrl } from './qr-image.ts';

export function TicketCode({
  code,
  label,
  holder,
  index,
  total,
  children,
}: {
  code: string;
  label: string;
  holder: string;
  index: number;
  total: number;
  /** Below the code: the buyer's Correct the name. */
  children?: ReactNode;
}) {
  const src = useMemo(() => qrDataUrl(code), [code]);
  return (
    <figure>
      <img src={src} alt={ticketTexts.qrAlt(index + 1, total, holder, code)} width={168} height={168} />
      <figcaption>
        <span className="ticket-view-label">{label}</span>
        <span className={holder ? 'ticket-view-holder' : 'ticket-view-holder ticket-view-unnamed'}>
          {holder ? ticketTexts.validFor(holder) : ticketTexts.unnamed}
        </span>
        <code>{code}</code>
      </figcaption>
      {children}
    </figure>
  );
}
