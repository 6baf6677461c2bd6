import type { MachineWords } from '../shared/words.ts';

export const applicationStepperWords: MachineWords = {
  guards: { isBadRequest: 'the server refuses the application' },
  actions: { storeValues: 'keeps the answers of every step' },
};
