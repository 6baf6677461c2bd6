import {
  type EndpointDef,
  type Endpoints,
  endpoints,
  type Operation,
  paymentConfirmationSchema,
} from '@lwl/schemas';
import type { z } from 'zod';
import type { AppState } from '../../src/app-state.ts';
import { handlers } from '../../src/handlers/index.ts';
import { imagesMount } from '../../src/images/mount.ts';
import { capRecords } from '../../src/limits/caps.ts';
import { LOOPBACK_PEER, upgradeStore } from '../../src/mock-api.ts';
import { paymentWebhookMount } from '../../src/orders/payment-webhook.ts';
import { refundControlMount } from '../../src/orders/refund-control.ts';
import { checkStore } from '../../src/persistence/check-store.ts';
import type { HandlerMap } from '../../src/registry/handler.ts';
import { sandboxMount } from '../../src/sandbox/mount.ts';
import { createSeed } from '../../src/store/seed.ts';
import type { Store } from '../../src/store/store.ts';
import { api, type TestApp, testApp } from '../client.ts';

/** A test app over (part of) the table with the real seed, the sandbox, the images and the refund control. */
export function handlerApp<T extends Record<string, EndpointDef>>(
  table: T,
  handlers: HandlerMap<T, Store>,
  env: Record<string, string> = {},
) {
  // The sandbox's webhooks are answered by this app, as the real mock's are by itself.
  const deliver = (request: Request): Response | Promise<Response> => mock.app.fetch(request, LOOPBACK_PEER);
  const mock: TestApp<Store> = testApp<T, Store>({
    env,
    table,
    handlers,
    seed: createSeed,
    mounts: [
      (state: AppState<Store>) => sandboxMount(deliver)(state),
      (state: AppState<Store>) => paymentWebhookMount(state),
      (state: AppState<Store>) => imagesMount(state),
      (state: AppState<Store>) => refundControlMount(state),
    ],
    afterChange: capRecords,
    upgrade: upgradeStore,
    checkStore,
  });
  return { mock, client: api(mock) };
}

/** What 'Simulate success' does: pays the order in the sandbox and returns the three provider fields. */
export async function payInSandbox(client: ReturnType<typeof api<Store>>, orderId: string) {
  const paid = await client.mock('POST', '/__mock/checkout/pay', { order_id: orderId });
  if (paid.status !== 200) throw new Error(`sandbox pay failed: ${JSON.stringify(paid.body)}`);
  return paymentConfirmationSchema.parse(paid.body);
}

type Client = ReturnType<typeof api<Store>>;

/**
 * Creates an order, pays it in the sandbox and sends the callback twice (a repeated callback must
 * change nothing); a free order is paid at creation. Answers the create-order answer.
 */
export async function buy(
  client: Client,
  create: string,
  callback: string,
  body: Record<string, unknown>,
  token?: string,
) {
  const created = await client.post(create, body, token ? { token } : {});
  if (created.status !== 200) throw new Error(`${create}: ${JSON.stringify(created.body)}`);
  const order = parseOk('POST user-event-payment', created.body);
  if (order.paid) return order;
  const confirmation = await payInSandbox(client, order.order_id);
  for (let i = 0; i < 2; i++) {
    const confirmed = await client.post(callback, confirmation);
    if (confirmed.status !== 200) throw new Error(`${callback}: ${JSON.stringify(confirmed.body)}`);
  }
  return order;
}

/** Parses a success body with the operation's response schema (throws when the body does not match). */
export function parseOk<K extends Operation>(
  operation: K,
  body: unknown,
): z.output<Endpoints[K]['response']> {
  const schema: EndpointDef['response'] = endpoints[operation].response;
  return schema.parse(body) as z.output<Endpoints[K]['response']>;
}

/** The whole mock: every handler, the real table. */
export const fullApp = (env: Record<string, string> = {}) => handlerApp(endpoints, handlers, env);

export const TITAN = { email: 'titan@lwl.test', password: 'Lwl@12345' } as const;
export const MAVERICK = { email: 'maverick@lwl.test', password: 'Lwl@12345' } as const;
export const GUEST_CONTACT = {
  name: 'Asha Guest',
  email: 'asha@example.com',
  company_name: 'Acme',
  designation: 'CTO',
  phone: '9876543210',
} as const;

/** The first bytes of a PNG: a photo whose content says image/png. */
export const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

/** Valid personal details (update-personal-details) of the seeded Maverick member. */
export const MAVERICK_PERSONAL = {
  title: 'Ms',
  first_name: 'Meera',
  last_name: 'Kapoor-Rao',
  phone: '9810054321',
  email: 'maverick@lwl.test',
  company_name: 'Brightpath',
  designation: 'VP Product',
  city: 'Bangalore',
  pincode: '560001',
};
