/** The merchant name shown in the provider's checkout dialog (the key id is `env.checkoutKeyId`). */
export const CHECKOUT_MERCHANT_NAME = 'LWL';
