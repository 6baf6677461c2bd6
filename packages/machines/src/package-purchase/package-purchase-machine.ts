/**
 * Sponsor and enterprise package Buy Now: the item purchase of the `packagePurchase` row (signed in →
 * coupon-only dialog, `POST package-payment`; guest → details dialog, `POST non-member-package-payment`,
 * phone message 'Phone is required'), then the shared checkout → /thank-you
 * (checkout/item-purchase-machine.ts).
 */
import { type OrderRequestOf, packagePurchase } from '@lwl/schemas';
import { createItemPurchaseMachine } from '../checkout/item-purchase-machine.ts';

/** The create-order request this purchase hands its checkout (its row's calls, @lwl/schemas). */
export type PackageOrderRequest = OrderRequestOf<typeof packagePurchase>;

export const packagePurchaseMachine = createItemPurchaseMachine(packagePurchase, (item, buyer) => {
  const package_id = item.id;
  if (buyer.kind === 'member')
    return { kind: 'member' as const, body: { package_id, coupon: buyer.coupon.coupon } };
  const { coupon, name, email, phone, company_name, designation, ...address } = buyer.details;
  // The address fields go too when the dialog asked for them (rule 46; undefined fields are not sent).
  return {
    kind: 'guest' as const,
    body: { package_id, coupon, name, email, phone, company_name, designation, ...address },
  };
});
