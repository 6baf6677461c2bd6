/**
 * Every flow's binding (tests/screens/paths/binding.ts): the runner plays the studio's walk of each
 * in the app. A machine a page runs and no binding covers is listed by `unboundMachines`.
 */
import type { FlowBinding } from '../paths/binding.ts';
import { gstDetails, profileEdit, refund } from './account.ts';
import { eventBooking, eventCheckout } from './event-booking.ts';
import { login } from './login.ts';
import { passwordReset } from './password-reset.ts';
import {
  membershipCheckout,
  mentorCheckout,
  packageCheckout,
  signUpCheckout,
  ventureCheckout,
} from './purchases.ts';

export const bindings: readonly FlowBinding[] = [
  passwordReset,
  login,
  eventBooking,
  eventCheckout,
  refund,
  profileEdit,
  gstDetails,
  packageCheckout,
  ventureCheckout,
  mentorCheckout,
  membershipCheckout,
  signUpCheckout,
];
