import { html, SafeHtml } from '../mail/html.ts';
import { toBase64, utf8Bytes } from '../platform/bytes.ts';
import type { Attachment, OutboxMessage } from './outbox.ts';

/**
 * The page's own policy: no script at all, inline styles only, no form, never framed. Each body is shown
 * in a sandboxed frame (no scripts, its own opaque origin) that inherits this policy; its links open in
 * the top window on a click. No referrer: the links carry order keys.
 */
export const MAILBOX_HEADERS = {
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
} as const;

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:15px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#231a22;background:#fbf8f3}
header{padding:20px 16px;background:#3b1d3a;color:#fff}header h1{margin:0 0 4px;font-size:22px}header p{margin:0;color:#eadfe9}
header a{color:#fff}main{max-width:960px;margin:0 auto;padding:16px}
article{background:#fff;border:1px solid #e4dcd3;border-radius:8px;margin:0 0 20px;padding:16px}
article h2{margin:0 0 8px;font-size:18px;overflow-wrap:anywhere}
dl{display:grid;grid-template-columns:max-content 1fr;gap:2px 12px;margin:0 0 12px;font-size:14px}
dt{font-weight:600;color:#5f5260}dd{margin:0;overflow-wrap:anywhere}
.kind{display:inline-block;padding:0 8px;border-radius:999px;background:#f1e8f0;color:#3b1d3a;font-size:13px;font-weight:600}
iframe{display:block;width:100%;height:70vh;min-height:420px;border:1px solid #e4dcd3;border-radius:6px;background:#fbf8f3}
details{margin-top:8px}summary{cursor:pointer;min-height:24px}pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#f6f1f5;padding:12px;border-radius:6px;font-size:13px}
.empty{padding:24px;background:#fff;border:1px dashed #e4dcd3;border-radius:8px}
a{color:#663561}
@media (max-width:480px){header{padding:16px 12px}main{padding:12px 8px}article{padding:12px}}`;

const sentAt = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'medium',
  timeZone: 'Asia/Kolkata',
});

/** Links in a body open in the top window (the frame's sandbox lets a click do that, nothing else). */
function withTopTarget(body: string): string {
  const base = '<base target="_top">';
  return /<head[^>]*>/i.test(body) ? body.replace(/<head[^>]*>/i, (head) => head + base) : base + body;
}

const attachmentLink = (a: Attachment): SafeHtml =>
  html`<a href="${`data:${a.content_type};base64,${toBase64(utf8Bytes(a.content))}`}" download="${a.filename}">${a.filename}</a>`;

function messageCard(message: OutboxMessage, index: number): SafeHtml {
  const id = `message-${index + 1}`;
  return html`<article aria-labelledby="${id}"><h2 id="${id}">${message.subject}</h2><dl><dt>To</dt><dd>${message.to}</dd><dt>Kind</dt><dd><span class="kind">${message.kind}</span></dd><dt>Sent</dt><dd><time datetime="${message.at}">${sentAt.format(new Date(message.at))} IST</time></dd>${
    message.attachments?.length
      ? html`<dt>Attachments</dt><dd>${message.attachments.map((a, i) => html`${i > 0 ? ', ' : ''}${attachmentLink(a)}`)}</dd>`
      : null
  }</dl><iframe title="${`Message: ${message.subject}`}" sandbox="allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation" srcdoc="${withTopTarget(message.html)}"></iframe><details><summary>Plain text</summary><pre>${message.text}</pre></details></article>`;
}

/** `GET /__mock/mailbox`: every message in the outbox, newest first, its HTML body rendered. */
export function renderMailbox(messages: readonly OutboxMessage[]): string {
  const count = messages.length === 1 ? '1 message' : `${messages.length} messages`;
  return html`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Mailbox · LWL mock API</title><style>${new SafeHtml(STYLE)}</style></head><body><header><h1>Mailbox</h1><p>${count}, newest first: what the mock API has e-mailed since it started or was reset. As JSON: <a href="outbox">/__mock/outbox</a>.</p></header><main>${
    messages.length === 0
      ? html`<p class="empty">No messages yet. A purchase, a refund request or a password reset sends one.</p>`
      : messages.map(messageCard)
  }</main></body></html>`.value;
}
