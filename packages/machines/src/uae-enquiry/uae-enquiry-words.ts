import type { MachineWords } from '../shared/words.ts';

export const uaeEnquiryWords: MachineWords = {
  guards: {},
  actions: {
    clearMessages: 'clears the last messages',
    showSuccess: 'shows the thank-you message',
    hideSuccess: 'hides the thank-you message',
    clearForm: 'empties the form',
  },
};
