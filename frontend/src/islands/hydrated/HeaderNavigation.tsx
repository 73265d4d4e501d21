import { DesktopNav } from '../../components/layout/DesktopNav';
import { MobileMenu } from '../../components/layout/MobileMenu';
import { defineIsland } from '../island';

/** The header's menus: the inline dropdowns from 1024 px, the slide-in menu below. */
export default defineIsland('HeaderNavigation', function HeaderNavigation() {
  return (
    <>
      <DesktopNav />
      <MobileMenu />
    </>
  );
});
