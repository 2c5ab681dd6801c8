import { useEffect } from 'react';
import { useMatches } from 'react-router-dom';

import { formatPageTitle, readRouteHandle } from '../lib/route-handle';

/** Keeps `document.title` in step with the deepest matched route that declares a title. */
export function useDocumentTitle(): void {
  const matches = useMatches();
  const title = matches
    .map((match) => readRouteHandle(match.handle).title)
    .filter((value): value is string => value !== undefined)
    .at(-1);

  useEffect(() => {
    document.title = formatPageTitle(title);
  }, [title]);
}
