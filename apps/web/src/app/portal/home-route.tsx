import { NewsShowcase } from '../../features/news/components/news-showcase';
import { HomePage } from '../../features/portal/pages/home-page';
import { SoftShowcase } from '../../features/soft/components/soft-showcase';

/** The home page with the software and news lists from their features (features never import each other). */
export function HomeRoute() {
  return (
    <HomePage
      featuredSoft={<SoftShowcase sort="views" limit={4} />}
      newestSoft={<SoftShowcase sort="newest" limit={8} />}
      latestNews={<NewsShowcase limit={5} />}
    />
  );
}
