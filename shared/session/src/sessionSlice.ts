import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { User } from '@optio/contracts';

export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';

export interface SessionState {
  status: SessionStatus;
  user: User | null;
}

const initialState: SessionState = { status: 'loading', user: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    signedIn(_state, action: PayloadAction<User>): SessionState {
      return { status: 'authenticated', user: action.payload };
    },
    profileLoaded(_state, action: PayloadAction<User>): SessionState {
      return { status: 'authenticated', user: action.payload };
    },
    /** The signed-in user's own fields changed (a profile save): the chrome shows them at once. */
    userUpdated(state, action: PayloadAction<Partial<Pick<User, 'first_name' | 'last_name'>>>) {
      if (state.user) Object.assign(state.user, action.payload);
    },
    signedOut(): SessionState {
      return { status: 'anonymous', user: null };
    },
  },
});

export const { signedIn, signedOut, profileLoaded, userUpdated } = sessionSlice.actions;
