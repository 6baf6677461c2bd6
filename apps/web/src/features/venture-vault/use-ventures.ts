/**
 * The Venture Vault packages and the edition on sale (`GET ventures`) on the shared resource machine,
 * held by the page: the banner, the Pay Now bars and the packages all read the one answer.
 */
import { createResourceMachine } from '@lwl/machines';
import { type VentureEdition, type VenturePackage, ventureMessages } from '@lwl/schemas';
import { useResource } from '../../session/use-resource.ts';

interface VenturesAnswer {
  packages: VenturePackage[];
  edition: VentureEdition | null;
}

const venturesMachine = createResourceMachine<VenturesAnswer>('ventures');

const load = async (signal: AbortSignal) => (await import('./load-ventures.ts')).loadVentures(signal);

export function useVentures() {
  return useResource(venturesMachine, load, {
    failureMessage: ventureMessages.loadFailed,
    isEmpty: (answer) => answer.packages.length === 0,
  });
}

export type VenturesResource = ReturnType<typeof useVentures>;
