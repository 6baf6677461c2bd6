import type { MachineWords } from '../shared/words.ts';

export const checkoutWords: MachineWords = {
  guards: {
    isPaidOrder: 'the order is free, so it is paid at once',
    isPaidOrderToClose: 'the order was paid already',
    isOutage: 'the server did not answer (or failed)',
    mayRetryConfirmation: 'tries are left to confirm the payment',
  },
  actions: {
    rememberPaidOrder: 'keeps the paid order',
    rememberOrderToPay: 'keeps the order to pay',
    showOrderProblem: "shows 'the server did not answer' with Try again",
    rememberCouponError: 'keeps why the coupon was refused',
    clearProblem: 'closes the alert',
    markScriptReady: 'notes the payment provider is ready',
    markScriptFailed: 'notes the payment provider failed to load',
    rememberPayment: "keeps the provider's payment",
    showPaymentProblem: "shows 'Payment Failed!' with the provider's reason",
    rememberServerMessage: "keeps the server's message",
    countConfirmAttempt: 'counts one more try to confirm',
    resetConfirmAttempts: 'starts counting the tries again',
    showPaymentReceived: "shows 'your payment is received'",
    setOutcome: 'notes how the checkout ended',
  },
};
