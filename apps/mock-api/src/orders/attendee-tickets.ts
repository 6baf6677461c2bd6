import type { OrderReceipt } from '@lwl/schemas';
import { attendeeTicketLink } from '@lwl/schemas';
import { attendeeTicketMail } from '../mail/attendee-mail.ts';
import { onWeb } from '../mail/order-mail.ts';
import type { OrderRecord } from '../store/store.ts';
import { attendeeTicket, holderKey } from './holders.ts';
import type { PurchaseScope } from './purchase-scope.ts';

/**
 * Each holder of a paid event order who gave an e-mail other than the buyer's gets her own message
 * (`attendee-ticket`), whose link, with a key of her own, opens her ticket alone.
 */
export function sendAttendeeTickets(scope: PurchaseScope, order: OrderRecord, receipt: OrderReceipt): void {
  const buyerEmail = (receipt.email ?? '').trim().toLowerCase();
  (order.attendees ?? []).forEach((holder, index) => {
    const email = holder.email.trim();
    const code = receipt.tickets[index]?.code;
    if (email === '' || email.toLowerCase() === buyerEmail || code === undefined) return;
    const key = holderKey(holder);
    const ticket = attendeeTicket(scope.store, code, key);
    if (ticket === null) return;
    const url = onWeb(scope.env.MOCK_WEB_ORIGIN, attendeeTicketLink(code, key));
    scope.outbox.send(attendeeTicketMail(ticket, email, receipt.holder, url));
  });
}
