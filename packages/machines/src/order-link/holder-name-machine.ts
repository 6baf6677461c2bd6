/**
 * The buyer corrects the name on one ticket of her order (docs/product-rules.md "Ticket holders"),
 * from her ticket page, until the event starts: `POST order-holders` with the order's link. A blank
 * or too long name is refused here with the schema's message and nothing is sent; the server's refusal
 * (the event has started, an unknown ticket) shows its message; a 401 goes to the session. The names
 * corrected so far are kept (`renamed`, by ticket code), for the page to show over the receipt's.
 *
 *   idle ─holder.rename (valid)→ saving ─→ idle (renamed, or error)
 */
import { commonMessages, holderNameField } from '@lwl/schemas';
import { assign, fromPromise, setup } from 'xstate';
import { hasSessionExpiredError, serverMessageOf } from '../shared/call-failure.ts';
import { notProvided, type SessionExpiryParams } from '../shared/effects.ts';
import { expireOnUnauthorized } from '../shared/session-expiry.ts';
import type { OrderLinkParams } from './order-link-machine.ts';

/** Names can be corrected until the event starts (the server decides; this hides the button after). */
export function namesCorrectable(startsAt: string | undefined, now: Date): boolean {
  return startsAt !== undefined && now.getTime() < new Date(startsAt).getTime();
}

export interface HolderRenameRequest extends OrderLinkParams {
  ticket: string;
  name: string;
}

export interface HolderNameContext extends OrderLinkParams {
  /** Corrected names by ticket code. */
  renamed: Record<string, string>;
  /** The ticket whose name is being or was last corrected. */
  ticket: string | null;
  /** The server's answer to the last correction. */
  answer: string | null;
  /** Why the last correction was refused. */
  error: string | null;
}

export type HolderNameEvent = { type: 'holder.rename'; ticket: string; name: string };

/** The name as the server would take it, or the schema's message. */
function checkedName(name: string): { ok: true; name: string } | { ok: false; message: string } {
  const parsed = holderNameField().safeParse(name);
  return parsed.success
    ? { ok: true, name: parsed.data }
    : { ok: false, message: parsed.error.issues[0]?.message ?? commonMessages.somethingWrongTryLater };
}

export const holderNameMachine = setup({
  types: {
    context: {} as HolderNameContext,
    events: {} as HolderNameEvent,
    input: {} as OrderLinkParams,
    tags: 'busy',
  },
  actors: {
    /** `POST order-holders`; answers the server's message and the name it kept. */
    renameHolder: fromPromise<{ message: string; holder: string }, HolderRenameRequest>(async () =>
      notProvided('holderName', 'renameHolder'),
    ),
  },
  actions: {
    refuseName: assign(({ event }) => {
      const checked = checkedName(event.name);
      return { ticket: event.ticket, answer: null, error: checked.ok ? null : checked.message };
    }),
    startRename: assign(({ event }) => ({ ticket: event.ticket, answer: null, error: null })),
    storeRename: assign(({ context }, { holder, message }: { holder: string; message: string }) => ({
      renamed: context.ticket === null ? context.renamed : { ...context.renamed, [context.ticket]: holder },
      answer: message,
    })),
    showRefusal: assign({
      error: (_, { error }: { error: unknown }) =>
        serverMessageOf(error, 'refused', 'not-found') ?? commonMessages.somethingWrongTryLater,
    }),
    expireSession: (_, _params: SessionExpiryParams) => notProvided('holderName', 'expireSession'),
  },
  guards: {
    isValidName: ({ event }) => checkedName(event.name).ok,
    isSessionExpired: hasSessionExpiredError,
  },
}).createMachine({
  id: 'holderName',
  description: 'The buyer corrects the name on one of her tickets, until the event starts',
  context: ({ input }) => ({
    orderId: input.orderId,
    key: input.key,
    renamed: {},
    ticket: null,
    answer: null,
    error: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      description: "The buyer's ticket page: each ticket's holder, with Correct the name",
      on: {
        'holder.rename': [
          {
            description: 'She saves a corrected name that can be printed on the ticket',
            guard: 'isValidName',
            target: 'saving',
            actions: 'startRename',
          },
          { description: 'She saves a blank or too long name: she reads why', actions: 'refuseName' },
        ],
      },
    },
    saving: {
      description: 'Waiting for the server to keep the corrected name',
      tags: 'busy',
      invoke: {
        id: 'renameHolder',
        src: 'renameHolder',
        input: ({ context, event }) => {
          const name = event.type === 'holder.rename' ? checkedName(event.name) : null;
          return {
            orderId: context.orderId,
            key: context.key,
            ticket: context.ticket ?? '',
            name: name?.ok ? name.name : '',
          };
        },
        onDone: {
          description: 'The server kept the name: the ticket shows it',
          target: 'idle',
          actions: { type: 'storeRename', params: ({ event }) => event.output },
        },
        onError: [
          // The session leaves the page; nothing waits here.
          expireOnUnauthorized('idle'),
          {
            description: 'The server refused (the event has started): she reads why',
            target: 'idle',
            actions: { type: 'showRefusal', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
  },
});
