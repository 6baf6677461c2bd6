import { SITE_NAME } from '@lwl/schemas';
import { html, isWebUrl, SafeHtml } from './html.ts';

/** The e-mail's colours: the web app's plum, ink and ivory. */
const C = {
  plum: '#3b1d3a',
  plumLight: '#663561',
  ink: '#231a22',
  muted: '#5f5260',
  border: '#e4dcd3',
  ivory: '#fbf8f3',
};

/** A label and its value, as the receipt page lists them. */
export type Row = readonly [label: string, value: string];
/** A link the message offers (absolute URL) and its words. */
export interface MailLink {
  label: string;
  url: string;
}

export const rowsTable = (rows: readonly Row[]): SafeHtml =>
  html`<table role="presentation" style="border-collapse:collapse;width:100%;margin:8px 0 16px">${rows.map(
    ([label, value]) =>
      html`<tr><th scope="row" style="text-align:left;vertical-align:top;font-weight:600;padding:6px 12px 6px 0;border-bottom:1px solid ${C.border};color:${C.muted};white-space:nowrap">${label}</th><td style="padding:6px 0;border-bottom:1px solid ${C.border};overflow-wrap:anywhere">${value}</td></tr>`,
  )}</table>`;

/** Links as buttons (http(s) only). */
export const linkButtons = (links: readonly MailLink[]): SafeHtml =>
  html`<p style="margin:16px 0">${links
    .filter((l) => isWebUrl(l.url))
    .map(
      (l) =>
        html`<a href="${l.url}" style="display:inline-block;margin:0 8px 8px 0;padding:10px 16px;border-radius:6px;background:${C.plum};color:#fff;text-decoration:none;font-weight:600">${l.label}</a>`,
    )}</p>`;

export const paragraph = (text: string): SafeHtml => html`<p style="margin:0 0 12px">${text}</p>`;
export const heading = (text: string): SafeHtml =>
  html`<h2 style="font-size:17px;margin:20px 0 8px;color:${C.plum}">${text}</h2>`;

/** Phones: less padding around the card (mail apps that drop <style> keep the inline layout). */
const NARROW = new SafeHtml(
  '<style>@media (max-width:480px){body{padding:0!important}.card{border:0!important;border-radius:0!important;padding:16px!important}}</style>',
);

/** The whole HTML document of a message: a card on ivory, the site's name on top. */
export const emailDocument = (subject: string, body: SafeHtml): string =>
  html`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${subject}</title>${NARROW}</head><body style="margin:0;padding:16px;background:${C.ivory};color:${C.ink};font:15px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif"><div class="card" style="max-width:600px;margin:0 auto;background:#fff;border:1px solid ${C.border};border-radius:8px;padding:24px"><p style="margin:0 0 16px;font-weight:700;letter-spacing:.04em;color:${C.plumLight}">${SITE_NAME}</p>${body}</div></body></html>`
    .value;

/** Rows as plain text lines: `Label: value`. */
export const textRows = (rows: readonly Row[]): string =>
  rows.map(([label, value]) => `${label}: ${value}`).join('\n');
export const textLinks = (links: readonly MailLink[]): string =>
  links.map((l) => `${l.label}: ${l.url}`).join('\n');
