import { invoiceHandlers } from '../invoices/invoice-handlers.ts';
import { holderHandlers } from '../orders/holder-handlers.ts';
import { ordersHandlers } from '../orders/order-links-handlers.ts';
import type { Handlers } from '../registry/handler.ts';
import { accountHandlers } from './account.ts';
import { authHandlers } from './auth.ts';
import { directoryHandlers } from './directory.ts';
import { eventsHandlers } from './events.ts';
import { applicationHandlers, enquiryHandlers } from './forms.ts';
import { membershipHandlers } from './membership.ts';
import { mentorsHandlers } from './mentors.ts';
import { checkoutHandlers } from './order-quote.ts';
import { packagesHandlers } from './packages.ts';
import { privilegesHandlers } from './privileges.ts';
import { profileHandlers } from './profile.ts';
import { searchHandlers } from './search.ts';
import { ventureHandlers } from './venture.ts';
import { videosHandlers } from './videos.ts';

/** One handler per operation of the endpoint table (a missing one is a compile error). */
export const handlers: Handlers = {
  ...eventsHandlers,
  ...ventureHandlers,
  ...mentorsHandlers,
  ...videosHandlers,
  ...packagesHandlers,
  ...searchHandlers,
  ...authHandlers,
  ...profileHandlers,
  ...accountHandlers,
  ...directoryHandlers,
  ...membershipHandlers,
  ...enquiryHandlers,
  ...privilegesHandlers,
  ...applicationHandlers,
  ...invoiceHandlers,
  ...checkoutHandlers,
  ...ordersHandlers,
  ...holderHandlers,
};
