/** `GET ventures` through the API client: loaded on demand, so the page's first load carries no schemas. */
import { ventureEndpoints } from '@lwl/schemas';
import { api } from '../../lib/api.ts';

export async function loadVentures(signal: AbortSignal) {
  const { data, edition } = await api.request(ventureEndpoints['GET ventures'], {}, { signal });
  return { packages: data, edition: edition ?? null };
}
