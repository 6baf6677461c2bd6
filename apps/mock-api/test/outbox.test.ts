import { describe, expect, it } from 'vitest';
import { infraApp } from './setup-test-app.ts';

describe('outbox', () => {
  it('records sent messages with the app time and lists them newest first', async () => {
    const { client, mock } = infraApp();
    mock.state.outbox.send({ to: 'first@lwl.test', subject: 'Your OTP', otp: '111111' });
    mock.clock.advance(60_000);
    mock.state.outbox.send({ to: 'second@lwl.test', subject: 'Your OTP', otp: '222222' });
    const res = await client.mock('GET', '/__mock/outbox');
    expect(res).toMatchObject({ status: 200 });
    expect(res.body).toEqual({
      status: 1,
      data: [
        { to: 'second@lwl.test', subject: 'Your OTP', otp: '222222', at: '2025-03-10T09:31:00.000Z' },
        { to: 'first@lwl.test', subject: 'Your OTP', otp: '111111', at: '2025-03-10T09:30:00.000Z' },
      ],
    });
  });

  it('prints a log line per message', () => {
    const { mock } = infraApp();
    mock.state.outbox.send({ to: 'a@lwl.test', subject: 'Your OTP', otp: '654321' });
    expect(mock.log.lines).toEqual(['[outbox] to=a@lwl.test subject="Your OTP" otp=654321']);
  });
});
