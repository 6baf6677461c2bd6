/**
 * ARCHITECTURE.md, "A new purchase kind": a kind that exists only as its row, its two calls and its
 * sale (what it sells and at what price). From the row alone come its machine and checkout, its mock
 * routes and its chart; then it is bought end to end through the mock's API: the order, the provider's
 * signed payment, the confirmation, the recorded purchase and its e-mail.
 */
import {
  type CheckoutEvent,
  type ConfirmAnswer,
  checkoutMachineFor,
  createItemPurchaseMachine,
  type OrderAnswer,
  type ProviderOrder,
} from '@lwl/machines';
import { machineCatalog } from '@lwl/machines/catalog';
import { createMockApi, parseEnv, paymentSignature, purchaseHandlers } from '@lwl/mock-api/extension';
import {
  createApiClient,
  type EndpointDef,
  type OrderRequestOf,
  type PaymentConfirmation,
  type PurchaseDescriptor,
  packagesEndpoints,
  THANK_YOU_REDIRECT,
  TRY_LATER_MESSAGES,
} from '@lwl/schemas';
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';

/** The kind's calls: a workshop is bought as a package is, under calls of its own. */
const workshopEndpoints = {
  'POST workshop-payment': {
    ...packagesEndpoints['POST non-member-package-payment'],
    path: 'workshop-payment',
    summary: 'Creates a guest order for a workshop.',
  },
  'POST user-workshop-payment': {
    ...packagesEndpoints['POST package-payment'],
    path: 'user-workshop-payment',
    summary: "Creates a member's order for a workshop.",
  },
  'POST workshop-payment-callback': {
    ...packagesEndpoints['POST package-payment-callback'],
    path: 'workshop-payment-callback',
    summary: 'Confirms a workshop payment.',
  },
} as const satisfies Record<string, EndpointDef>;
type WorkshopEndpoints = typeof workshopEndpoints;

/** The row. */
const workshopPurchase = {
  kind: 'workshop',
  sells: 'package',
  machineId: 'workshopPurchase',
  checkoutId: 'workshopCheckout',
  order: { guest: 'POST workshop-payment', member: 'POST user-workshop-payment' },
  callback: 'POST workshop-payment-callback',
  currency: 'INR',
  redirect: THANK_YOU_REDIRECT,
  messages: TRY_LATER_MESSAGES,
  whenPaid: 'redirect',
  dialog: 'couponOrDetails',
} as const satisfies PurchaseDescriptor<keyof WorkshopEndpoints>;

type WorkshopOrder = OrderRequestOf<typeof workshopPurchase, WorkshopEndpoints>;

/** Its machine and its checkout, from the row. */
const workshopPurchaseMachine = createItemPurchaseMachine<typeof workshopPurchase, WorkshopEndpoints>(
  workshopPurchase,
  (item, buyer) =>
    buyer.kind === 'member'
      ? { kind: 'member', body: { package_id: item.id, coupon: buyer.coupon.coupon } }
      : { kind: 'guest', body: { ...buyer.details, package_id: item.id } },
);
const workshopCheckoutMachine = checkoutMachineFor<typeof workshopPurchase, WorkshopEndpoints>(
  workshopPurchase,
);

/** Its mock routes, from the row and its sale: the seeded sponsor packages stand for its seed. */
function mockWithWorkshops() {
  const handlers = purchaseHandlers<typeof workshopPurchase, WorkshopEndpoints>(workshopPurchase, {
    guest: ({ store, input }) => {
      const pack = store.packages.find((p) => p.id === input.package_id);
      if (!pack) return { status: 404, message: 'Record not found. Please try again later.' };
      const { name, email, phone, company_name, designation } = input;
      return {
        item: { kind: 'package', package_id: pack.id },
        unitPrice: pack.non_member_price,
        userId: null,
        buyer: { name, email, phone, company_name, designation },
      };
    },
    member: () => ({ status: 403, message: 'Members buy workshops at the desk.' }),
  });
  const env = parseEnv({ MOCK_LOG: '0', MOCK_NOW: '2026-03-10T09:30:00.000Z' });
  return { env, ...createMockApi({ env, extra: { table: workshopEndpoints, handlers } }) };
}

const guest = {
  name: 'Asha Rao',
  email: 'asha.workshop@example.com',
  phone: '9876543210',
  company_name: 'Kestrel Analytics',
  designation: 'Founder',
};

describe('a purchase kind from its row alone', () => {
  it('gets the shared checkout chart, linked from its machine, in the catalog the Flow Studio reads', () => {
    const catalog = machineCatalog({
      machines: { workshopPurchaseMachine, workshopCheckoutMachine },
      purchases: [workshopPurchase],
    });
    const purchase = catalog.find((entry) => entry.id === 'workshopPurchase');
    const checkout = catalog.find((entry) => entry.id === 'workshopCheckout');
    expect(purchase?.invokes).toEqual([{ src: 'checkout', exportName: 'workshopCheckoutMachine' }]);
    expect(checkout?.shared).toBe(true);
    expect(checkout?.chart.machine.id).toBe('checkout');
  });

  it('is bought by a guest end to end through the mock: order, signed payment, confirmation, e-mail', async () => {
    const { app, state, env } = mockWithWorkshops();
    const client = createApiClient({
      baseUrl: 'http://localhost:8787/api/',
      fetch: (request) => Promise.resolve(app.fetch(request)),
      getToken: () => null,
      now: () => state.clock.now(),
    });
    const payments: PaymentConfirmation[] = [];
    const checkout = workshopCheckoutMachine.provide({
      actors: {
        createOrder: fromPromise<OrderAnswer, { request: WorkshopOrder }>(({ input }) =>
          input.request.kind === 'guest'
            ? client.request(workshopEndpoints['POST workshop-payment'], input.request.body)
            : client.request(workshopEndpoints['POST user-workshop-payment'], input.request.body),
        ),
        loadProviderScript: fromPromise<void, void>(async () => undefined),
        // The provider takes the payment and signs it, as the sandbox does.
        openProviderDialog: fromCallback<CheckoutEvent, ProviderOrder>(({ input, sendBack }) => {
          const paymentId = 'pay_Workshop000001';
          const confirmation = {
            razorpay_order_id: input.orderId,
            razorpay_payment_id: paymentId,
            razorpay_signature: paymentSignature(input.orderId, paymentId, env.RAZORPAY_KEY_SECRET),
          };
          payments.push(confirmation);
          sendBack({ type: 'payment.succeed', confirmation });
        }),
        confirmPayment: fromPromise<ConfirmAnswer, PaymentConfirmation>(({ input }) =>
          client.request(workshopEndpoints['POST workshop-payment-callback'], input),
        ),
      },
      actions: {
        showToast: () => undefined,
        closeDialog: () => undefined,
        navigate: () => undefined,
        expireSession: () => undefined,
      },
    });
    const actor = createActor(
      workshopPurchaseMachine.provide({ actors: { checkout }, actions: { showToast: () => undefined } }),
      { input: { signedIn: false } },
    );
    actor.start();
    const pack = state.store.packages[0];
    if (!pack) throw new Error('the seed has no packages');
    actor.send({ type: 'buy.open', item: { id: pack.id, name: pack.name } });
    expect(actor.getSnapshot().matches({ dialog: 'details' })).toBe(true);
    actor.send({ type: 'details.submit', details: guest });
    const done = await waitFor(actor, (snapshot) => snapshot.status === 'done', { timeout: 5_000 });
    expect(done.value).toBe('purchased');

    const [payment] = payments;
    const order = state.store.orders.find((o) => o.order_id === payment?.razorpay_order_id);
    expect(order).toMatchObject({ status: 'paid', payment_id: 'pay_Workshop000001', user_id: null });
    expect(state.store.packagePurchases.filter((p) => p.order_id === order?.order_id)).toHaveLength(1);
    expect(state.outbox.list().some((m) => m.to === guest.email)).toBe(true);

    // The confirmation is the row's callback: a second one records nothing twice.
    const again = await client.request(
      workshopEndpoints['POST workshop-payment-callback'],
      payment as PaymentConfirmation,
    );
    expect(again.status).toBe(1);
    expect(state.store.packagePurchases.filter((p) => p.order_id === order?.order_id)).toHaveLength(1);
  });

  it("answers the member's call with the sale's refusal and a guest call without a token", async () => {
    const { app, state } = mockWithWorkshops();
    const client = createApiClient({
      baseUrl: 'http://localhost:8787/api/',
      fetch: (request) => Promise.resolve(app.fetch(request)),
      getToken: () => null,
      now: () => state.clock.now(),
    });
    await expect(
      client.request(workshopEndpoints['POST user-workshop-payment'], { package_id: 1 }),
    ).rejects.toMatchObject({ status: 401 });
    await expect(
      client.request(workshopEndpoints['POST workshop-payment'], { ...guest, package_id: 999 }),
    ).rejects.toMatchObject({ status: 404 });
  });
});
