import type { MachineWords } from '../shared/words.ts';

export const orderSummaryWords: MachineWords = {
  guards: {
    hasItem: 'something is chosen to price',
    isMissingExtension: 'this server gives no quotes',
    isCouponRefused: 'the server refuses the coupon',
  },
  actions: {
    takeBreakdown: 'shows the total it was handed',
    showCouponRefusal: 'shows why the coupon was refused',
    takeItem: 'keeps what she chose',
    takeNewItem: 'keeps her new choice',
    takeCoupon: 'keeps the coupon she entered',
    storeQuote: 'shows the total, GST and discount',
    dropQuote: 'forgets the last total',
    refuseCoupon: 'says why the coupon was refused and drops it',
  },
};
