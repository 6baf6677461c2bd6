import type { MachineWords } from '../shared/words.ts';

export const directoryPagingWords: MachineWords = {
  guards: {
    isOtherPage: 'she picks a page other than the one shown',
    isOtherRequest: 'she picks a page other than the one loading',
    isBeyondLastPage: 'the page asked for is past the last page',
    hasShownAPage: 'a page was shown before',
  },
  actions: {
    storeRequestedPage: 'keeps which page she asked for',
    storePage: 'keeps the page of members that arrived',
    requestLastPage: 'asks for the last page instead',
    showLoadFailure: "says 'Page n could not be loaded.'",
    showPage: 'puts the page number in the address',
    revealList: 'scrolls the list back into view',
  },
};
