import { describe, expect, it } from 'vitest';
import { buy, fullApp, GUEST_CONTACT } from '../handlers/setup.ts';

const page = async (app: ReturnType<typeof fullApp>) => {
  const res = await app.mock.app.request('/__mock/mailbox');
  return { res, html: await res.text() };
};

describe('GET /__mock/mailbox', () => {
  it('lists the messages newest first with subject, address, kind and time, bodies in a sandboxed frame', async () => {
    const app = fullApp();
    const order = await buy(app.client, 'event-payment', 'event-payment-callback', {
      ...GUEST_CONTACT,
      event_id: 1,
      quantity: 1,
    });
    app.mock.clock.advance(60_000);
    await app.client.post('forgot-password', { email: 'titan@lwl.test' });
    const { res, html } = await page(app);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
    expect(res.headers.get('content-security-policy')).not.toMatch(/script-src/);
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(html).toContain('2 messages');
    const otp = html.indexOf('Your LWL password reset code');
    const receipt = html.indexOf(`Your receipt for Women in Leadership Summit (${order.order_id})`);
    expect(otp).toBeGreaterThan(-1);
    expect(receipt).toBeGreaterThan(otp);
    expect(html).toContain('<span class="kind">order-confirmation</span>');
    expect(html).toContain(GUEST_CONTACT.email);
    // Each body in a frame without scripts whose links open in the top window.
    const frames = html.match(/<iframe [^>]*>/g) ?? [];
    expect(frames).toHaveLength(2);
    for (const frame of frames) {
      expect(frame).toMatch(
        /sandbox="allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation"/,
      );
      expect(frame).not.toMatch(/allow-scripts|allow-same-origin/);
    }
    // The ticket link, escaped once for the body and once more for srcdoc.
    expect(html).toContain(
      `href=&quot;http://localhost:5173/ticket?order=${order.order_id}&amp;amp;key=${order.access_key}&quot;`,
    );
    expect(html).toContain('&lt;base target=&quot;_top&quot;&gt;');
    expect(html).toMatch(/download="women-in-leadership-summit\.ics"/);
  });

  it('shows a buyer’s name with markup as text, in the page and in the body', async () => {
    const app = fullApp();
    const name = '<script>alert("x")</script><img src=x onerror=alert(1)> Asha';
    await buy(app.client, 'event-payment', 'event-payment-callback', {
      ...GUEST_CONTACT,
      name,
      event_id: 1,
      quantity: 1,
    });
    const [mail] = app.mock.state.outbox.list();
    expect(mail?.html).not.toContain('<script>');
    expect(mail?.html).not.toContain('<img');
    expect(mail?.html).toContain(
      'Hello &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt; Asha,',
    );
    expect(mail?.text).toContain(`Hello ${name},`);
    const { html } = await page(app);
    expect(html).not.toMatch(/<script|<img/i);
    expect(html).toContain('&amp;lt;script&amp;gt;');
    // The plain text shown under the frame is escaped once.
    expect(html).toContain('Hello &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
  });

  it('says when there is nothing yet, and GET /__mock/outbox answers the same messages as a plain array', async () => {
    const app = fullApp();
    expect((await page(app)).html).toContain('No messages yet.');
    expect(await (await app.mock.app.request('/__mock/outbox')).json()).toEqual([]);
    await app.client.post('forgot-password', { email: 'titan@lwl.test' });
    const list = (await (await app.mock.app.request('/__mock/outbox')).json()) as unknown[];
    expect(list).toEqual([
      expect.objectContaining({
        to: 'titan@lwl.test',
        kind: 'otp',
        otp: expect.stringMatching(/^\d{6}$/),
        text: expect.stringContaining('valid for 10 minutes'),
        html: expect.stringContaining('<!doctype html>'),
        at: expect.any(String),
      }),
    ]);
  });
});
