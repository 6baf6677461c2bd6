import type { MachineWords } from '../shared/words.ts';

/** The words of every item purchase (`createItemPurchaseMachine`), such as the sponsor packages'. */
export const itemPurchaseWords: MachineWords = {
  guards: { isSignInRequired: 'the item is for members and she is not signed in' },
  actions: { openItem: 'keeps which item she is buying' },
};
