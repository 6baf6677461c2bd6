/** The Venture Vault packages (`GET ventures`) on the shared resource machine. */
import { createResourceMachine } from '@lwl/machines';
import { type VenturePackage, ventureEndpoints, ventureMessages } from '@lwl/schemas';
import { api } from '../../lib/api.ts';
import { useResource } from '../../session/use-resource.ts';

const venturesMachine = createResourceMachine<VenturePackage[]>('ventures');

const loadVentures = async (signal: AbortSignal) =>
  (await api.request(ventureEndpoints['GET ventures'], {}, { signal })).data;

export function useVentures() {
  return useResource(venturesMachine, loadVentures, { failureMessage: ventureMessages.loadFailed });
}
