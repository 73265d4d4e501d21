// The admin area's Chakra UI system: the site keeps a lean system for its public pages, while the
// admin's pages (lazy chunks of their own) use every recipe of Chakra's default theme for tables,
// dialogs and forms.
import { recipes, slotRecipes } from '@chakra-ui/react/theme';
import { createAdminSystem } from './adminTheme';

export const adminSystem = createAdminSystem(recipes, slotRecipes);
