import type { Clock } from '../clock/clock.ts';
import type { Logger } from '../log/logger.ts';

interface OutboxMessage {
  to: string;
  subject: string;
  otp: string;
  /** ISO instant on the app clock. */
  at: string;
}

/** The mock's stand-in for e-mail: messages are kept (for `GET /__mock/outbox`) and logged. */
export interface Outbox {
  send(message: { to: string; subject: string; otp: string }): OutboxMessage;
  /** Sent messages, newest first. */
  list(): OutboxMessage[];
  clear(): void;
}

/** Keeps the newest `max` messages (default 200): the oldest go first. */
export function createOutbox(options: { clock: Clock; log: Logger; max?: number }): Outbox {
  const max = options.max ?? 200;
  const sent: OutboxMessage[] = [];
  return {
    send: ({ to, subject, otp }) => {
      const message = { to, subject, otp, at: options.clock.now().toISOString() };
      sent.push(message);
      if (sent.length > max) sent.splice(0, sent.length - max);
      options.log.info(`[outbox] to=${to} subject="${subject}" otp=${otp}`);
      return message;
    },
    list: () => [...sent].reverse(),
    clear: () => {
      sent.length = 0;
    },
  };
}
