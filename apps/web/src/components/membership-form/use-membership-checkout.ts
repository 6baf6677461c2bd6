/**
 * What both membership flows (the tier form, the Global and UAE sign-ups) provide to their machine: the
 * row's checkout (use-purchase-checkout.ts), the options call and navigation; and the receipt's line
 * for the option chosen, read from the machine once it runs.
 */
import type { PurchaseDescriptor } from '@lwl/schemas';
import { navigateTo } from '../../lib/navigation.ts';
import type { PurchaseEndpoints } from '../checkout/purchase-calls.ts';
import { usePurchaseCheckout } from '../checkout/use-purchase-checkout.ts';
import { chosenMembershipReceipt, loadMembershipOptions } from './membership-calls.ts';

type MembershipContext = Parameters<typeof chosenMembershipReceipt>[0];

export function useMembershipCheckout<P extends PurchaseDescriptor>(
  purchase: P,
  endpoints: () => Promise<PurchaseEndpoints<P>>,
) {
  const checkout = usePurchaseCheckout(purchase, endpoints);
  return {
    provided: {
      actors: { ...checkout.provided.actors, loadOptions: loadMembershipOptions },
      actions: {
        ...checkout.provided.actions,
        navigate: (_: unknown, { to }: { to: string }) => navigateTo(to),
      },
    },
    /** The receipt's line, from the running machine's context. */
    receiptFrom: (actor: { getSnapshot: () => { context: MembershipContext } }) =>
      checkout.setReceipt(() => chosenMembershipReceipt(actor.getSnapshot().context)),
  };
}
