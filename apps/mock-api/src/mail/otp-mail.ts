import type { OutgoingMessage } from '../outbox/outbox.ts';
import { html } from './html.ts';
import { emailDocument, paragraph } from './layout.ts';
import { mailTexts as T } from './mail-texts.ts';

/** `otp`: the password-reset code. */
export function otpMessage(to: string, code: string): OutgoingMessage {
  const subject = T.otpSubject;
  const body = T.otpBody(code);
  return {
    to,
    subject,
    kind: 'otp',
    otp: code,
    text: body,
    html: emailDocument(
      subject,
      html`${paragraph(body)}<p style="font-size:28px;font-weight:700;letter-spacing:.2em;margin:8px 0">${code}</p>`,
    ),
  };
}
