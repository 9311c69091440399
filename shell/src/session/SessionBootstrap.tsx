import { useEffect } from 'react';
import { useNavigate } from '@optio/router';
import { onSessionExpired } from '@optio/api-client';
import { bootstrapSession, sessionExpired } from '@optio/session';

/** Checks the session once at start-up and ends it when the API client's refresh fails. */
export function SessionBootstrap() {
  const navigate = useNavigate();
  useEffect(() => {
    void bootstrapSession();
  }, []);
  useEffect(
    () =>
      onSessionExpired(({ redirectTo }) => {
        sessionExpired();
        if (redirectTo) navigate(redirectTo, { replace: true });
      }),
    [navigate],
  );
  return null;
}
