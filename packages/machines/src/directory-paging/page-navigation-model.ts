import { assign, setup } from 'xstate';
import { pageButtons, pageCount } from './paging-rules.ts';

/**
 * The directory's page navigation without loading, for @xstate/graph (which refuses `invoke`):
 * a click on a shown page button moves there at once.
 */
export const pageNavigationModel = setup({
  types: {} as {
    context: { page: number; total: number };
    events: { type: 'page.select'; page: number };
    input: { total: number };
  },
  guards: {
    isButton: ({ context, event }) =>
      event.page !== context.page && pageButtons(context.page, pageCount(context.total)).includes(event.page),
  },
}).createMachine({
  id: 'pageNavigation',
  context: ({ input }) => ({ page: 1, total: input.total }),
  on: { 'page.select': { guard: 'isButton', actions: assign({ page: ({ event }) => event.page }) } },
});
