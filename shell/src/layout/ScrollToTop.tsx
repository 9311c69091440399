import { useEffect } from 'react';
import { useLocation } from '@optio/router';

/** docs/product.md#shell: every route change scrolls to the top. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
