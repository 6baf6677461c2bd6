import { describe, expect, it } from 'vitest';
import { sessionFromStorage, sessionToStorage } from './storage-keys.ts';

describe('session storage mapping', () => {
  it('reads the four keys, treating absent and empty values as null', () => {
    expect(sessionFromStorage({ AuthToken: 't', PlanName: '', UserName: 'A' })).toEqual({
      token: 't',
      planName: null,
      userName: 'A',
      profileImage: null,
    });
  });

  it('writes only the given fields, null meaning remove', () => {
    expect(sessionToStorage({ userName: 'B', profileImage: null })).toEqual({
      UserName: 'B',
      profileImage: null,
    });
  });
});
