/**
 * The API client of @lwl/schemas, wired once: base URL from the environment, the stored token,
 * and every call counted for the loader overlay.
 */
import { createApiClient } from '@lwl/schemas';
import { env } from './env.ts';
import { pendingRequests } from './pending-requests.ts';
import { storedSession } from './storage.ts';

export const api = createApiClient({
  baseUrl: env.apiBaseUrl,
  fetch: (request) => pendingRequests.track(fetch(request)),
  getToken: () => storedSession().token,
});
