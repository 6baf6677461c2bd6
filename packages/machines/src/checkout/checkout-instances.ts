/**
 * Every purchase's checkout instance, by name: the Flow Studio and docs/machines draw each one as the
 * shared checkout chart and link it from the purchase that invokes it. The web builds the one it needs
 * when the buyer pays (apps/web's deferred checkout), with the same `checkoutMachineFor`.
 */
import {
  eventPurchase,
  membershipPurchase,
  mentorPurchase,
  packagePurchase,
  signUpPurchase,
  venturePurchase,
} from '@lwl/schemas';
import { checkoutMachineFor } from './purchase-checkout.ts';

export const eventCheckoutMachine = checkoutMachineFor(eventPurchase);
export const ventureCheckoutMachine = checkoutMachineFor(venturePurchase);
export const mentorCheckoutMachine = checkoutMachineFor(mentorPurchase);
export const packageCheckoutMachine = checkoutMachineFor(packagePurchase);
export const membershipCheckoutMachine = checkoutMachineFor(membershipPurchase);
export const signUpCheckoutMachine = checkoutMachineFor(signUpPurchase);
