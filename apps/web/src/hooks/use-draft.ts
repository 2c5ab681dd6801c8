import { useState } from 'react';

/**
 * What a filter input shows: the committed value (the URL's) until the user types, and the
 * committed value again whenever it changes elsewhere (重置, back button, a shared link).
 */
export function useDraft<T>(committed: T): [T, (value: T) => void] {
  const [draft, setDraft] = useState(committed);
  const [seen, setSeen] = useState(committed);
  if (!Object.is(seen, committed)) {
    setSeen(committed);
    setDraft(committed);
  }
  return [draft, setDraft];
}
