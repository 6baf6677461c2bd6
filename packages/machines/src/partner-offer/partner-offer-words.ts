import type { MachineWords } from '../shared/words.ts';

export const partnerOfferWords: MachineWords = {
  guards: {},
  actions: {
    storeCategories: 'keeps the offers by category',
    openOffer: 'keeps which offer she opened',
    closeOffer: 'forgets the offer she closed',
    storeOfferDetail: "keeps the offer's details",
    forgetOffer: 'forgets the open offer',
  },
};
