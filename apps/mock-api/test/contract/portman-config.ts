import { DEFAULT_DYNAMIC_KEY_PHRASE } from '@lwl/schemas';
import { operationId } from '../../src/openapi/document.ts';
import { EXEMPT_OPERATIONS } from '../../src/openapi/seed-examples.ts';

/** Portman's `METHOD::/path` name of a table operation. */
const portmanOperation = (operation: string) => {
  const [method = '', path = ''] = operation.split(' ');
  return `${method}::/api/${path}`;
};

/**
 * Computes the `dynamickey` before every request, as a Postman user would in a collection pre-request
 * script (CryptoJS is built into Postman's sandbox). A Postman request has one auth: a request whose
 * auth is the `dynamicKey` API key scheme sends the `apiKey` variable (Postman's and Portman's name
 * for an API key's value), a request whose auth is the bearer token sends the header set here.
 */
const DYNAMIC_KEY_SCRIPT = `const phrase = pm.collectionVariables.get('dynamicKeyPhrase') || '${DEFAULT_DYNAMIC_KEY_PHRASE}';
const stamp = new Date().toISOString().slice(0, 13);
const key = CryptoJS.SHA256(stamp + ':' + phrase).toString();
pm.collectionVariables.set('apiKey', key);
pm.request.headers.upsert({ key: 'dynamickey', value: key });`;

/**
 * Portman's default contract tests (2xx, JSON content type, JSON body, schema of the 2xx answer) on
 * every operation, except the 2xx and its schema on the exempt operations; the token of `POST login`
 * kept for the calls after it, and the order `POST user-event-payment` makes (FREE100: paid at once)
 * read by the order-link calls after it, as a buyer would with the ids of the answer.
 */
export function portmanConfig() {
  const exempt = Object.keys(EXEMPT_OPERATIONS).map(portmanOperation);
  return {
    version: 1.0,
    tests: {
      contractTests: [
        { openApiOperation: '*::/*', excludeForOperations: exempt, statusSuccess: { enabled: true } },
        { openApiOperation: '*::/*', contentType: { enabled: true } },
        { openApiOperation: '*::/*', jsonBody: { enabled: true } },
        { openApiOperation: '*::/*', excludeForOperations: exempt, schemaValidation: { enabled: true } },
      ],
    },
    assignVariables: [
      {
        openApiOperationId: operationId({ method: 'POST', path: 'login' }),
        collectionVariables: [{ responseBodyProp: 'token', name: 'bearerToken' }],
      },
      {
        openApiOperationId: operationId({ method: 'POST', path: 'user-event-payment' }),
        collectionVariables: [
          { responseBodyProp: 'order_id', name: 'paidOrderId' },
          { responseBodyProp: 'access_key', name: 'paidOrderKey' },
        ],
      },
    ],
    overwrites: ['GET::/api/orders/{order_id}', 'GET::/api/orders/{order_id}/invoice'].map(
      (openApiOperation) => ({
        openApiOperation,
        overwriteRequestPathVariables: [{ key: 'order_id', value: '{{paidOrderId}}', overwrite: true }],
        overwriteRequestQueryParams: [{ key: 'key', value: '{{paidOrderKey}}', overwrite: true }],
      }),
    ),
    globals: { collectionPreRequestScripts: [DYNAMIC_KEY_SCRIPT] },
  };
}
