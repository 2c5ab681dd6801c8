import { useSearchParams } from 'react-router-dom';

/**
 * A page's open tab, kept in the URL (`?tab=password`) so that it can be linked to and survives a
 * reload. The first tab is the default and leaves the URL bare; an unknown value opens it too.
 */
export function useTabParam<T extends string>(tabs: readonly [T, ...T[]]): [T, (key: string) => void] {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab = tabs.find((t) => t === requested) ?? tabs[0];
  const open = (key: string) => setParams(key === tabs[0] ? {} : { tab: key }, { replace: true });
  return [tab, open];
}
