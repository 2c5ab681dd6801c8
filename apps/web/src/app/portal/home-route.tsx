import { usePrefetchQuery } from '@tanstack/react-query';

import { NewsShowcase, newsShowcaseQuery } from '../../features/news/components/news-showcase';
import { HomePage } from '../../features/portal/pages/home-page';
import { SoftShowcase, softShowcaseQuery } from '../../features/soft/components/soft-showcase';

const FEATURED = 4;
const NEWEST = 8;
const NEWS = 5;

/**
 * The home page with the software and news lists from their features (features never import each
 * other). The lists render after the first paint, so their requests start here, with the page.
 */
export function HomeRoute() {
  usePrefetchQuery(softShowcaseQuery('views', FEATURED));
  usePrefetchQuery(softShowcaseQuery('newest', NEWEST));
  usePrefetchQuery(newsShowcaseQuery(NEWS));
  return (
    <HomePage
      featuredSoft={<SoftShowcase sort="views" limit={FEATURED} />}
      newestSoft={<SoftShowcase sort="newest" limit={NEWEST} />}
      latestNews={<NewsShowcase limit={NEWS} />}
    />
  );
}
