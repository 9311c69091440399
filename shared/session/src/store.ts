import { configureStore } from '@reduxjs/toolkit';
import { sessionSlice } from './sessionSlice';

/** The page's one Redux store. It lives in this shared singleton package, so the shell and
 * every remote hold the same instance without window globals. */
export const store = configureStore({
  reducer: { session: sessionSlice.reducer },
});

export type RootState = ReturnType<typeof store.getState>;
export type AppDispatch = typeof store.dispatch;
