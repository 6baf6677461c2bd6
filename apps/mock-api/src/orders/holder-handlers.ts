import { attendeeMessages, type holderEndpoints } from '@lwl/schemas';
import type { HandlerMap } from '../registry/handler.ts';
import { attendeeTicket, renameHolder } from './holders.ts';
import { readableOrder } from './order-links-handlers.ts';

type HolderEndpoints = typeof holderEndpoints;

/** A holder's own ticket, and the buyer's correction of a holder's name (contract extensions). */
export const holderHandlers: HandlerMap<HolderEndpoints> = {
  'GET attendee-tickets/{ticket}': ({ store, input }) => {
    const ticket = attendeeTicket(store, input.ticket, input.key);
    return ticket
      ? { status: 200, body: { status: 1, data: ticket } }
      : { status: 404, message: attendeeMessages.ticketNotFound };
  },

  'POST order-holders': (ctx) => {
    const order = readableOrder(ctx);
    if (order === null || order.item.kind !== 'event')
      return { status: 404, message: attendeeMessages.unknownTicket };
    const result = renameHolder(ctx.store, order, ctx.input.ticket, ctx.input.name, ctx.now);
    if (!result.ok) return { status: result.status, message: result.message };
    return {
      status: 200,
      body: {
        status: 1,
        message: attendeeMessages.renamed,
        data: { ticket: ctx.input.ticket, holder: result.holder },
      },
    };
  },
};
