/** GET global-search?search={term} on the generic resource machine; all groups empty = 'empty'. */
import { createResourceMachine } from '@lwl/machines';
import { commonMessages, hasNoResult, type SearchResults, searchEndpoints } from '@lwl/schemas';
import { api } from '../../lib/api.ts';
import { useResource } from '../../session/use-resource.ts';

const searchMachine = createResourceMachine<SearchResults>('globalSearch');

/** One search per term: the page remounts the results for a new term. */
export function useGlobalSearch(term: string) {
  return useResource(
    searchMachine,
    (signal) =>
      api.request(searchEndpoints['GET global-search'], { search: term }, { signal }).then((a) => a.data),
    { failureMessage: commonMessages.somethingWrongTryAgain, isEmpty: hasNoResult },
  );
}
