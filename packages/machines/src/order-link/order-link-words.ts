import type { MachineWords } from '../shared/words.ts';

export const orderLinkWords: MachineWords = {
  guards: {},
  actions: {
    storeReceipt: 'keeps the receipt to show it',
    clearAnswer: 'clears the last answer',
    showAnswer: "shows the server's answer",
    showRefusal: 'shows why the links were not sent',
  },
};
