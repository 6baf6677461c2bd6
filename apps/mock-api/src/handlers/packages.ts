import { packagePurchase, type packagesEndpoints, type SponsorPackage } from '@lwl/schemas';
import { purchaseHandlers, type Refusal, type Sale } from '../orders/purchase-handlers.ts';
import type { HandlerMap } from '../registry/handler.ts';
import { buyerKind } from '../store/queries.ts';
import type { BuyerDetails, PackageRecord, Store, UserRecord } from '../store/store.ts';
import { buyerFromContact, buyerFromUser, callerUser, notFound, sessionExpired } from './shared.ts';

const packageView = (p: PackageRecord, member: boolean): SponsorPackage => ({
  id: p.id,
  name: p.name,
  description: p.description,
  price_info: member ? p.price : p.non_member_price,
});

/**
 * Sponsor packages at member prices for members (a signed-in caller without a membership in force sees
 * the non-member price); enterprise bundles have one price. Both kinds are bought through the same calls.
 */
export const packagesHandlers: HandlerMap<typeof packagesEndpoints> = {
  'GET packages': (ctx) => {
    const user = callerUser(ctx);
    if (!user) return sessionExpired();
    const member = buyerKind(ctx.store, user.id, ctx.now) !== 'Non Member';
    const data = ctx.store.packages.filter((p) => p.kind === 'sponsor').map((p) => packageView(p, member));
    return { status: 200, body: { status: 1, data } };
  },
  'GET non-member-packages': ({ store }) => ({
    status: 200,
    body: {
      status: 1,
      data: store.packages.filter((p) => p.kind === 'sponsor').map((p) => packageView(p, false)),
    },
  }),
  'GET enterprise-packages': ({ store }) => ({
    status: 200,
    body: {
      status: 1,
      data: store.packages.filter((p) => p.kind === 'enterprise').map((p) => packageView(p, true)),
    },
  }),

  ...purchaseHandlers(packagePurchase, {
    guest: (ctx) => packageSale(ctx, undefined, buyerFromContact(ctx.input)),
    member: (ctx, user) => packageSale(ctx, user, buyerFromUser(user)),
  }),
};

function packageSale(
  { store, input, now }: { store: Store; input: { package_id: number }; now: Date },
  user: UserRecord | undefined,
  buyer: BuyerDetails,
): Sale | Refusal {
  const priced = packagePrice(store, input.package_id, user, now);
  if (!priced.ok) return priced.result;
  return {
    item: { kind: 'package', package_id: priced.pack.id },
    unitPrice: priced.unitPrice,
    userId: user?.id ?? null,
    buyer,
  };
}

/** The package at the caller's price (members see the member price), before GST. */
export function packagePrice(store: Store, packageId: number, user: UserRecord | undefined, now: Date) {
  const pack = store.packages.find((p) => p.id === packageId);
  if (!pack) return { ok: false, result: notFound() } as const;
  const member = user !== undefined && buyerKind(store, user.id, now) !== 'Non Member';
  return { ok: true, pack, unitPrice: packageView(pack, member).price_info } as const;
}
