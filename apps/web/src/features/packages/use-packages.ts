/**
 * Package lists on the generic resource machine: sponsor packages (signed in: GET packages, guest:
 * GET non-member-packages) and enterprise bundles (GET enterprise-packages).
 */
import { createResourceMachine } from '@lwl/machines';
import { commonMessages, packagesEndpoints, type SponsorPackage } from '@lwl/schemas';
import { api } from '../../lib/api.ts';
import { loadSanitizer, type SanitizedHtml } from '../../lib/sanitize.ts';
import { useResource } from '../../session/use-resource.ts';

/** A package whose HTML description went through DOMPurify. */
export type SanitizedPackage = Omit<SponsorPackage, 'description'> & { description: SanitizedHtml };

async function sanitized(list: Promise<{ data: SponsorPackage[] }>): Promise<SanitizedPackage[]> {
  const [answer, sanitize] = await Promise.all([list, loadSanitizer()]);
  return answer.data.map((pkg) => ({ ...pkg, description: sanitize(pkg.description) }));
}

const packagesMachine = createResourceMachine<SanitizedPackage[]>('packages');
const enterprisePackagesMachine = createResourceMachine<SanitizedPackage[]>('enterprisePackages');

const options = { failureMessage: commonMessages.somethingWrongTryAgain };

export function useSponsorPackages(signedIn: boolean) {
  return useResource(
    packagesMachine,
    (signal) =>
      sanitized(
        api.request(packagesEndpoints[signedIn ? 'GET packages' : 'GET non-member-packages'], {}, { signal }),
      ),
    options,
  );
}

export function useEnterprisePackages() {
  return useResource(
    enterprisePackagesMachine,
    (signal) => sanitized(api.request(packagesEndpoints['GET enterprise-packages'], {}, { signal })),
    options,
  );
}
