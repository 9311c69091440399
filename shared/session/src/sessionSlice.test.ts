import type { User } from '@optio/contracts';
import { profileLoaded, sessionSlice, signedOut, userUpdated } from './sessionSlice';

const user = {
  id: 'u1',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  role: 'student',
} as User;

describe('sessionSlice userUpdated', () => {
  it('replaces the signed-in user’s name and keeps the rest', () => {
    const signedIn = sessionSlice.reducer(undefined, profileLoaded(user));
    const next = sessionSlice.reducer(signedIn, userUpdated({ first_name: 'Augusta' }));
    expect(next.user).toEqual({ ...user, first_name: 'Augusta' });
    expect(next.status).toBe('authenticated');
  });

  it('does nothing when nobody is signed in', () => {
    const anonymous = sessionSlice.reducer(undefined, signedOut());
    expect(sessionSlice.reducer(anonymous, userUpdated({ first_name: 'X' })).user).toBeNull();
  });
});
