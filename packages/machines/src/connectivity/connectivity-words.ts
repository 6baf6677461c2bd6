import type { MachineWords } from '../shared/words.ts';

export const connectivityWords: MachineWords = {
  guards: { startsOffline: 'the browser is offline' },
  actions: {
    announceReconnect: 'tells the open pages that the connection is back',
    markOnline: 'hides the offline note',
    markOffline: 'shows the offline note',
  },
};
