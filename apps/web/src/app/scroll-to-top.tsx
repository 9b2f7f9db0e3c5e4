import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * product.md §2: the page scrolls to the top on every route change; a link to a section of a page
 * (`/#pricing`) scrolls to that section instead.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
