/** `POST logout` with the given token (loaded on Logout: the app shell stays free of the API client). */
import { logoutEndpoint } from '@lwl/schemas';
import { api } from '../lib/api.ts';

export const revokeSession = (token: string) =>
  api.request(logoutEndpoint, {}, { headers: { authorization: `Bearer ${token}` } });
