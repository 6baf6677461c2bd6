import type { MachineWords } from '../shared/words.ts';

export const passwordResetWords: MachineWords = {
  guards: {},
  actions: {
    rememberEmail: 'keeps the e-mail she gave',
    rememberOtp: 'keeps the code she typed',
  },
};
