import type { Clock } from '../clock/clock.ts';
import type { Logger } from '../log/logger.ts';

/** What a message is for: the design's kinds (tests and the mailbox page filter by it). */
type MessageKind =
  | 'otp'
  | 'order-confirmation'
  | 'refund-request'
  | 'refund-update'
  | 'links-resent'
  | 'free-session'
  | 'attendee-ticket';

export interface Attachment {
  filename: string;
  content_type: string;
  /** The file's text (calendar files are text). */
  content: string;
}

/** A message to send: both bodies, and the OTP of a password-reset message. */
export interface OutgoingMessage {
  to: string;
  subject: string;
  kind: MessageKind;
  /** Plain-text body. */
  text: string;
  /** HTML body: every value in it escaped by whoever wrote it (see `mail/html.ts`). */
  html: string;
  otp?: string;
  attachments?: Attachment[];
}

export interface OutboxMessage extends OutgoingMessage {
  /** ISO instant on the app clock. */
  at: string;
}

/** The mock's stand-in for e-mail: messages are kept (for `GET /__mock/outbox` and `/__mock/mailbox`) and logged. */
export interface Outbox {
  send(message: OutgoingMessage): OutboxMessage;
  /** Sent messages, newest first. */
  list(): OutboxMessage[];
  clear(): void;
  /** Puts back messages as `list()` gave them (a service worker restarted with its saved world). */
  restore(messages: readonly OutboxMessage[]): void;
}

/** Keeps the newest `max` messages (default 200): the oldest go first. */
export function createOutbox(options: { clock: Clock; log: Logger; max?: number }): Outbox {
  const max = options.max ?? 200;
  const sent: OutboxMessage[] = [];
  return {
    send: (outgoing) => {
      const message: OutboxMessage = { ...outgoing, at: options.clock.now().toISOString() };
      sent.push(message);
      if (sent.length > max) sent.splice(0, sent.length - max);
      const extra = message.otp === undefined ? ` kind=${message.kind}` : ` otp=${message.otp}`;
      options.log.info(`[outbox] to=${message.to} subject="${message.subject}"${extra}`);
      return message;
    },
    list: () => [...sent].reverse(),
    clear: () => {
      sent.length = 0;
    },
    restore: (messages) => {
      sent.splice(0, sent.length, ...[...messages].reverse().slice(-max));
    },
  };
}
