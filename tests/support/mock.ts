/** The mock API's control routes, for tests that change data or read the outbox. */
import { type APIRequestContext, expect } from '@playwright/test';
import { POLL_INTERVALS } from './hardening.ts';
import { MOCK_ORIGIN } from './lane.ts';

/**
 * Restores the seed and clears scenarios. The app's specs never need it (each test starts from the seed,
 * support/test.ts); the studio's specs share one mock and do.
 */
export async function resetMock(request: APIRequestContext): Promise<void> {
  expect((await request.post(`${MOCK_ORIGIN}/__mock/reset`, { data: {} })).ok()).toBe(true);
  expect((await request.delete(`${MOCK_ORIGIN}/__mock/scenarios`, { data: {} })).ok()).toBe(true);
}

/** One message of `GET /__mock/outbox` (a plain array, newest first). */
export interface OutboxMessage {
  to: string;
  subject: string;
  kind:
    | 'otp'
    | 'order-confirmation'
    | 'refund-request'
    | 'refund-update'
    | 'links-resent'
    | 'free-session'
    | 'attendee-ticket';
  text: string;
  html: string;
  at: string;
  otp?: string;
  attachments?: { filename: string; content_type: string; content: string }[];
}

/** The outbox's messages, newest first. */
export async function outbox(request: APIRequestContext): Promise<OutboxMessage[]> {
  const response = await request.get(`${MOCK_ORIGIN}/__mock/outbox`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as OutboxMessage[];
}

/** The newest OTP sent to an address. */
export async function latestOtp(request: APIRequestContext, to: string): Promise<string> {
  let otp: string | undefined;
  await expect
    .poll(
      async () => {
        otp = (await outbox(request)).find((message) => message.to === to)?.otp;
        return otp;
      },
      { intervals: POLL_INTERVALS },
    )
    .toMatch(/^\d{6}$/);
  return otp ?? '';
}

/** Makes an endpoint answer a documented status until the next reset (`PUT /__mock/scenarios`). */
export async function forceStatus(
  request: APIRequestContext,
  operation: string,
  status: number,
): Promise<void> {
  const response = await request.put(`${MOCK_ORIGIN}/__mock/scenarios`, { data: { [operation]: status } });
  expect(response.ok()).toBe(true);
}
