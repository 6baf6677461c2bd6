import type { MachineWords } from '../shared/words.ts';

export const refundWords: MachineWords = {
  guards: { isEligible: 'the ticket can still be refunded (event ahead, no refund under way)' },
  actions: {
    reloadList: 'reloads her list of tickets',
    rememberRequest: 'keeps which tickets she wants refunded',
    forgetRequest: 'forgets the refund request',
  },
};
