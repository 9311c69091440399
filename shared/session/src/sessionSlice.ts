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
    signedOut(): SessionState {
      return { status: 'anonymous', user: null };
    },
  },
});

export const { signedIn, signedOut, profileLoaded } = sessionSlice.actions;
