import { HomeServiceCards } from '../../features/home/HomeServiceCards';
import { homeText } from '../../features/home/content/home';
import { defineIsland } from '../island';

/** The home page's service cards, with their entrance animation. */
export default defineIsland('HomeServiceCards', function HomeServiceCardsIsland() {
  return <HomeServiceCards cards={homeText.serviceCards} />;
});
