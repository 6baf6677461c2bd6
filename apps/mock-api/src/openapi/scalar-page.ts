export interface TryItSetup {
  /** The `dynamickey` phrase the page computes the header with (the mock's; it is not a secret). */
  phrase: string;
  /** The seeded account the page signs in as, so calls that need a token can be tried at once. */
  account: { email: string; password: string };
}

const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The API reference with "try it" (Scalar): every request it sends gets the current `dynamickey`, and
 * the bearer token of the seeded account, signed in when the page opens.
 */
export function renderScalarPage(title: string, setup: TryItSetup): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title.replace(/[<&]/g, '')}</title></head>
<body><noscript>This reference needs JavaScript; <a href="docs/plain">the plain reference</a> does not.</noscript>
<div id="app"></div>
<script src="docs/scalar.js"></script>
<script type="module">
const setup = ${json(setup)};
async function dynamicKey() {
  const stamp = new Date().toISOString().slice(0, 13);
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(stamp + ':' + setup.phrase));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
let token = '';
try {
  const res = await fetch('api/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', dynamickey: await dynamicKey() },
    body: JSON.stringify(setup.account),
  });
  token = (await res.json()).token ?? '';
} catch {
  // The reference still works; calls that need a token answer 401 until one is entered.
}
Scalar.createApiReference('#app', {
  url: new URL('openapi.json', location.href).toString(),
  withDefaultFonts: false,
  showDeveloperTools: 'never',
  agent: { disabled: true },
  metaData: { title: document.title },
  authentication: { preferredSecurityScheme: 'bearer', securitySchemes: { bearer: { token } } },
  onBeforeRequest: async ({ request }) => {
    request.headers.set('dynamickey', await dynamicKey());
  },
});
window.lwlDocsToken = token;
</script></body></html>`;
}
