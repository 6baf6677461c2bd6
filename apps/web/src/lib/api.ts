/**
 * The API client of @lwl/schemas, wired once: base URL from the environment, the stored token,
 * every call counted for the loader overlay, and the first screen's read taken over when started early.
 */
import { createApiClient } from '@lwl/schemas';
import { env } from './env.ts';
import { takeFirstRead } from './first-read.ts';
import { pendingRequests } from './pending-requests.ts';
import { storedSession } from './storage.ts';

export const api = createApiClient({
  baseUrl: env.apiBaseUrl,
  // The first screen's read may already be on its way (first-read.ts, started by main.tsx).
  fetch: (request) => pendingRequests.track(takeFirstRead(request) ?? fetch(request)),
  getToken: () => storedSession().token,
});
