import type { Location } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { isDialogStep } from './dialog-history.ts';

const at = (pathname: string, state: unknown = null, key = 'k'): Location => ({
  pathname,
  search: '',
  hash: '',
  state,
  key,
});

describe('isDialogStep', () => {
  it("is a dialog's entry pushed or left at the same address", () => {
    const page = at('/event/summit', null, 'a');
    const dialog = at('/event/summit', { dialogLayers: ['dialog-x-1'] }, 'b');
    expect(isDialogStep(page, dialog)).toBe(true);
    expect(isDialogStep(dialog, page)).toBe(true);
  });

  it('is not a move to another address, nor between two plain entries', () => {
    expect(isDialogStep(at('/event/summit', { dialogLayers: ['dialog-x-1'] }), at('/thank-you'))).toBe(false);
    expect(isDialogStep(at('/event/summit', null, 'a'), at('/event/summit', null, 'b'))).toBe(false);
    expect(isDialogStep(at('/login', { from: '/' }), at('/login', { dialogLayers: 'x' }))).toBe(false);
  });
});
