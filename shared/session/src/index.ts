export { store, type RootState, type AppDispatch } from './store';
export {
  sessionSlice,
  signedIn,
  signedOut,
  profileLoaded,
  userUpdated,
  type SessionState,
  type SessionStatus,
} from './sessionSlice';
export { useSession, useAppDispatch, type SessionView } from './hooks';
export {
  completeSignIn,
  bootstrapSession,
  signOut,
  signOutEverywhere,
  sessionExpired,
  type LoginResponse,
} from './actions';
