import type { MachineWords } from '../shared/words.ts';

export const countdownWords: MachineWords = {
  guards: { isPast: "the edition's start has passed" },
  actions: { tick: 'updates the days, hours, minutes and seconds' },
};
