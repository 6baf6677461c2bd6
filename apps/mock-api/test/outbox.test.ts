import { describe, expect, it } from 'vitest';
import type { OutgoingMessage } from '../src/outbox/outbox.ts';
import { infraApp } from './setup-test-app.ts';

const otpMessage = (to: string, otp: string): OutgoingMessage => ({
  to,
  subject: 'Your OTP',
  kind: 'otp',
  text: `Code ${otp}`,
  html: `<p>Code ${otp}</p>`,
  otp,
});

describe('outbox', () => {
  it('records sent messages with the app time and lists them newest first, as a plain array', async () => {
    const { client, mock } = infraApp();
    mock.state.outbox.send(otpMessage('first@lwl.test', '111111'));
    mock.clock.advance(60_000);
    mock.state.outbox.send(otpMessage('second@lwl.test', '222222'));
    const res = await client.mock('GET', '/__mock/outbox');
    expect(res).toMatchObject({ status: 200 });
    expect(res.body).toEqual([
      { ...otpMessage('second@lwl.test', '222222'), at: '2025-03-10T09:31:00.000Z' },
      { ...otpMessage('first@lwl.test', '111111'), at: '2025-03-10T09:30:00.000Z' },
    ]);
  });

  it('prints a log line per message: the OTP of a code, else the kind', () => {
    const { mock } = infraApp();
    mock.state.outbox.send(otpMessage('a@lwl.test', '654321'));
    mock.state.outbox.send({
      to: 'b@lwl.test',
      subject: 'Receipt',
      kind: 'order-confirmation',
      text: '',
      html: '',
    });
    expect(mock.log.lines).toEqual([
      '[outbox] to=a@lwl.test subject="Your OTP" otp=654321',
      '[outbox] to=b@lwl.test subject="Receipt" kind=order-confirmation',
    ]);
  });
});
