/**
 * Calls `work` once `element` comes within `rootMargin` of the visible area, and at once where
 * the browser has no IntersectionObserver. A page's lower charts (统计分析 has six; a phone shows
 * one or two) were all made while the page loaded, 60-220 ms each at a phone's speed, for charts
 * nobody had scrolled to yet. Returns a cancel for work that has not run (its element unmounted).
 */
export function whenNearViewport(element: Element, work: () => void, rootMargin = '30% 0px'): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    work();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      work();
    },
    { rootMargin },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
