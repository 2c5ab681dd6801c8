import { HomeAccounts } from '../components/home-accounts';
import { HomeHero } from '../components/home-hero';
import { HomeServices } from '../components/home-services';
import { HomeUpcoming } from '../components/home-upcoming';

/**
 * The portal's front page. Software and news lists arrive with their own issues; until then the
 * page says what the platform offers and that those sections are coming, without made-up content.
 */
export function HomePage() {
  return (
    <>
      <HomeHero />
      <HomeServices />
      <HomeUpcoming />
      <HomeAccounts />
    </>
  );
}
