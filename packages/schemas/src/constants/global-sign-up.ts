/** Global sign-up: USD checkout, price option id 1 chosen by default. */
export const GLOBAL_CHECKOUT_CURRENCY = 'USD';
export const GLOBAL_SIGNUP_DEFAULT_OPTION_ID = 1;
