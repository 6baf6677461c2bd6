import type { MachineWords } from '../shared/words.ts';

export const invoicesWords: MachineWords = {
  guards: { isUnavailable: 'the server offers no invoices' },
  actions: {
    storeInvoices: 'keeps her invoices',
    clearDownload: 'forgets the last download',
    startDownload: 'keeps which invoice she asked for',
  },
};
