import { chakra } from '@chakra-ui/react';
import { Outlet, useLocation } from 'react-router-dom';
import { CurrentPathProvider, pagePath } from '../../app/currentPath';
import { Footer } from './Footer';
import { Header } from './Header';
import { MAIN_ID, SkipLink } from './SkipLink';

/** The frame every public page shares: skip link, sticky header, the page, footer. */
export function PublicLayout() {
  const { pathname } = useLocation();
  return (
    <CurrentPathProvider value={pagePath(pathname)}>
      <chakra.div display="flex" flexDirection="column" minH="100vh">
        <SkipLink />
        <Header />
        {/* tabIndex -1 lets the skip link move keyboard focus here, not just scroll. */}
        <chakra.main id={MAIN_ID} tabIndex={-1} flex="1" _focus={{ outline: 'none' }}>
          <Outlet />
        </chakra.main>
        <Footer />
      </chakra.div>
    </CurrentPathProvider>
  );
}
