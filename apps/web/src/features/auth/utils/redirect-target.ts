import { paths } from '../../../config/paths';

/**
 * Where to go after signing in: the `redirect` parameter (the page that sent the user to the login
 * page) with the other query parameters kept, or the home page. Only in-app paths are accepted,
 * so a crafted link cannot bounce a freshly signed-in user to another site.
 */
export function redirectTarget(search: URLSearchParams): string {
  const redirect = search.get('redirect');
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//')) return paths.root;
  const rest = new URLSearchParams(search);
  rest.delete('redirect');
  const query = rest.toString();
  if (!query) return redirect;
  return `${redirect}${redirect.includes('?') ? '&' : '?'}${query}`;
}
