import type { MachineWords } from '../shared/words.ts';

export const holderNameWords: MachineWords = {
  guards: { isValidName: 'the name is not blank and fits on a ticket' },
  actions: {
    refuseName: 'shows why the name cannot be kept',
    startRename: 'notes which ticket is being renamed',
    storeRename: 'shows the corrected name on the ticket',
    showRefusal: "shows the server's reason",
  },
};
