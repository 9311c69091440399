import { useEffect } from 'react';
import { useLocation } from '@optio/router';
import { sendVisitBeacon } from './beacon';

/**
 * Counts arrivals by a route change inside the app (a page load is counted by index.ts before
 * the app starts; the session's list keeps that first render from counting it again).
 */
export function VisitBeacon() {
  const { pathname, search } = useLocation();
  useEffect(() => sendVisitBeacon({ pathname, search }), [pathname, search]);
  return null;
}
