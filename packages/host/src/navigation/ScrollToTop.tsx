import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/** Scrolls to the top on every page change (SPEC §2); opening or closing a dialog keeps the scroll. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
