import type { OpenApiDocument } from './document.ts';
import type { JsonSchema } from './json-schema.ts';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** Escapes text and shows its `backticked` parts as code. */
const prose = (text: string) => escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');

const code = (value: unknown) => `<pre><code>${escapeHtml(JSON.stringify(value, null, 2))}</code></pre>`;

const STYLE = `
body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#1d1d1f;background:#fafafa}
header{padding:24px 32px;background:#3b1f4a;color:#fff}header h1{margin:0 0 4px;font-size:22px}
main{max-width:1080px;margin:0 auto;padding:16px 32px 48px}nav{columns:3;font-size:13px;margin:16px 0 24px}
nav a{display:block;min-height:24px;line-height:24px;color:#3b1f4a;text-decoration:none}
details{background:#fff;border:1px solid #ddd;border-radius:8px;margin:8px 0;padding:0 16px}
summary{cursor:pointer;padding:12px 0;font-family:ui-monospace,monospace}
.m{display:inline-block;min-width:52px;font-weight:700;border-radius:4px;padding:1px 6px;margin-right:8px;text-align:center;color:#fff}
.GET{background:#2f7d32}.POST{background:#1f5fa8}.PUT{background:#9a6400}.DELETE{background:#b3261e}
.s{color:#555;font-family:system-ui,sans-serif;margin-left:8px}
table{border-collapse:collapse;width:100%;font-size:13px}td,th{border-bottom:1px solid #eee;text-align:left;padding:4px 8px;vertical-align:top}
pre{background:#f4f1f6;padding:8px 12px;border-radius:6px;overflow:auto;font-size:12px;max-height:420px}`;

function renderOperation(method: string, path: string, op: Record<string, unknown>): string {
  const upper = method.toUpperCase();
  const anchor = escapeHtml(String(op.operationId));
  const parameters = Array.isArray(op.parameters) ? op.parameters.map(asRecord) : [];
  const rows = parameters
    .map(
      (p) =>
        `<tr><td><code>${escapeHtml(String(p.name))}</code></td><td>${escapeHtml(String(p.in))}</td><td>${p.required ? 'yes' : 'no'}</td><td>${escapeHtml(String(p.description ?? ''))}</td><td><code>${escapeHtml(JSON.stringify(p.schema))}</code></td></tr>`,
    )
    .join('');
  const body = asRecord(asRecord(op.requestBody).content);
  const bodyHtml = Object.entries(body)
    .map(([type, media]) => `<h4>Request body: ${escapeHtml(type)}</h4>${code(asRecord(media).schema)}`)
    .join('');
  const responses = Object.entries(asRecord(op.responses))
    .map(([status, response]) => {
      const r = asRecord(response);
      const media = asRecord(asRecord(r.content)['application/json']);
      return `<h4>${escapeHtml(status)} — ${escapeHtml(String(r.description))}</h4>${code(media.example ?? media.schema)}`;
    })
    .join('');
  return `<details id="${anchor}"><summary><span class="m ${upper}">${upper}</span>${escapeHtml(path)}<span class="s">${escapeHtml(String(op.summary ?? ''))}</span></summary>
<p>${prose(String(op.description ?? ''))}</p>
<table><tr><th>Parameter</th><th>In</th><th>Required</th><th>Description</th><th>Schema</th></tr>${rows}</table>
${bodyHtml}${responses}</details>`;
}

/** A self-contained API reference (inline CSS, no scripts, nothing fetched) rendered from the document. */
export function renderDocsPage(doc: OpenApiDocument, errorBody: JsonSchema): string {
  const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ path, method, op })),
  );
  const nav = operations
    .map(
      ({ path, method, op }) =>
        `<a href="#${escapeHtml(String(op.operationId))}">${method.toUpperCase()} ${escapeHtml(path)}</a>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(doc.info.title)}</title><style>${STYLE}</style></head>
<body><header><h1>${escapeHtml(doc.info.title)}</h1><div>${prose(doc.info.description)} Raw document: <a style="color:#fff" href="../openapi.json">/openapi.json</a></div></header>
<main><p>${operations.length} operations. Every call needs the <code>dynamickey</code> header; calls marked <em>required</em> or <em>optional</em> take <code>Authorization: Bearer &lt;token&gt;</code>. Error body:</p>${code(errorBody)}
<nav>${nav}</nav>
${operations.map(({ path, method, op }) => renderOperation(method, path, op)).join('\n')}
</main></body></html>`;
}
