import type { ReactNode } from 'react';

import { AfterFirstPaint } from '../../../components/feedback/after-first-paint';
import { paths } from '../../../config/paths';
import { useUserStore } from '../../../stores/user-store';
import { HomeAccounts } from '../components/home-accounts';
import { HomeHero } from '../components/home-hero';
import { HomeSection } from '../components/home-section';
import { HomeServices } from '../components/home-services';
import { PlatformFigures } from '../components/platform-figures';

/**
 * The portal's front page. The software and news lists belong to their own features, so app/
 * hands them in as slots; this page decides only their place, titles and "view all" links.
 */
export function HomePage({
  featuredSoft,
  newestSoft,
  latestNews,
}: {
  featuredSoft: ReactNode;
  newestSoft: ReactNode;
  latestNews: ReactNode;
}) {
  const signedIn = useUserStore((s) => Boolean(s.token));
  return (
    <>
      <HomeHero />
      <AfterFirstPaint>
        <PlatformFigures />
        <HomeSection
          id="home-featured"
          title="热门软件"
          lead="浏览最多的虚拟仿真软件"
          more={{ to: `${paths.soft}?sort=views`, label: '查看更多' }}
        >
          {featuredSoft}
        </HomeSection>
        <HomeSection
          id="home-newest"
          title="最新上架"
          lead="通过平台考核、最新发布的软件"
          more={{ to: paths.soft, label: '全部软件' }}
          tinted
        >
          {newestSoft}
        </HomeSection>
        <HomeSection
          id="home-news"
          title="资讯动态"
          lead="行业动态、政策法规与平台公告"
          more={{ to: paths.news, label: '全部资讯' }}
        >
          {latestNews}
        </HomeSection>
        <HomeServices />
        {!signedIn && <HomeAccounts />}
      </AfterFirstPaint>
    </>
  );
}
