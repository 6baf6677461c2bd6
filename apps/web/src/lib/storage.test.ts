import { afterEach, describe, expect, it, vi } from 'vitest';
import { storedSession, storedToken } from './storage.ts';

/** A page's local storage holding `entries`. */
function withStorage(entries: Record<string, string>) {
  const values = new Map(Object.entries(entries));
  vi.stubGlobal('window', { localStorage: { getItem: (key: string) => values.get(key) ?? null } });
}

describe('storedToken', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reads the token as the session does: the stored AuthToken, an empty one is none', () => {
    const cases: Record<string, string>[] = [{ AuthToken: 'tok', UserName: 'Asha' }, { AuthToken: '' }, {}];
    for (const entries of cases) {
      withStorage(entries);
      expect(storedToken()).toBe(storedSession().token);
    }
    withStorage({ AuthToken: 'tok' });
    expect(storedToken()).toBe('tok');
  });

  it('is null where the page may not read local storage', () => {
    vi.stubGlobal('window', {
      get localStorage(): Storage {
        throw new Error('denied');
      },
    });
    expect(storedToken()).toBeNull();
    // What the session machine starts from there: a guest (its input is this read).
    expect(storedSession()).toEqual({ token: null, planName: null, userName: null, profileImage: null });
  });
});
