import { describe, expect, it } from 'vitest';
import { directoryEndpoints } from '../directory/endpoints.ts';
import { directoryExamples } from '../directory/examples.ts';
import { eventsEndpoints } from '../events/endpoints.ts';
import { createApiClient } from './client.ts';

function clientAnswering(body: unknown) {
  const requests: Request[] = [];
  const client = createApiClient({
    baseUrl: 'http://localhost:8787/api/',
    fetch: async (request) => {
      requests.push(request);
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    },
    getToken: () => 'member-token',
    now: () => new Date('2026-01-01T10:00:00Z'),
  });
  return { client, requests };
}

describe('createApiClient with definitions of the real table', () => {
  it('pages the member directory with the bearer token', async () => {
    const def = directoryEndpoints['GET all-members'];
    const example = directoryExamples['GET all-members'];
    const { client, requests } = clientAnswering(example.response);
    const answer = await client.request(def, example.input);
    expect(answer.total).toBe(example.response.total);
    expect(answer.data).toHaveLength(example.response.data.length);
    const [request] = requests;
    expect(request?.url).toBe('http://localhost:8787/api/all-members?start=20&limit=20');
    expect(request?.headers.get('authorization')).toBe('Bearer member-token');
  });

  it('posts a payment confirmation without a token (auth none)', async () => {
    const def = eventsEndpoints['POST event-payment-callback'];
    const { client, requests } = clientAnswering({ status: 1, message: 'Payment successful.' });
    const confirmation = {
      razorpay_order_id: 'order_ABCDEFGHIJKLMN',
      razorpay_payment_id: 'pay_ABCDEFGHIJKLMN',
      razorpay_signature: 'f'.repeat(64),
    };
    const answer = await client.request(def, confirmation);
    expect(answer.message).toBe('Payment successful.');
    expect(requests[0]?.headers.has('authorization')).toBe(false);
    expect(await requests[0]?.json()).toEqual(confirmation);
  });
});
