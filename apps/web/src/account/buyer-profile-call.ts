/** `GET user` for the purchase dialogs' prefill, with the profile's schemas: loaded only when wanted. */
import { profileEndpoints } from '@lwl/schemas';
import { api } from '../lib/api.ts';

export const fetchBuyerProfile = (signal: AbortSignal) =>
  api.request(profileEndpoints['GET user'], {}, { signal }).then((answer) => answer.data);
