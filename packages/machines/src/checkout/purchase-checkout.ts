/**
 * A purchase's checkout instance, from its row of `PURCHASES` (@lwl/schemas): the shared checkout chart
 * under the row's `checkoutId`, typed by the row's create-order request. The purchase machine invokes it
 * as `checkout`; the web builds it when the buyer pays.
 */
import type { Endpoints, EndpointTableOf, OrderRequestOf, PurchaseDescriptor } from '@lwl/schemas';
import { createCheckoutMachine } from './checkout-machine.ts';

export const checkoutMachineFor = <
  P extends PurchaseDescriptor<string>,
  T extends EndpointTableOf = Endpoints,
>(
  purchase: P,
) => createCheckoutMachine<OrderRequestOf<P, T>>(purchase.checkoutId);
