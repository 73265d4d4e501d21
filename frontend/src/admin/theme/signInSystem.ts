// The sign-in page's Chakra UI system: the admin's (adminSystem.ts) with the recipes of only the
// components the sign-in steps use, as all of Chakra's recipes are more code than the sign-in page
// itself. Chakra shows a component whose recipe is missing unstyled, so a sign-in step that uses
// another component adds its recipe here; test/e2e/login-bundle.test.ts checks this list against
// the recipes the code /login loads asks for.
import {
  buttonRecipe,
  fieldSlotRecipe,
  headingRecipe,
  inputRecipe,
  spinnerRecipe,
} from '@chakra-ui/react/theme';
import { createAdminSystem } from './adminTheme';

export const signInSystem = createAdminSystem(
  {
    button: buttonRecipe,
    heading: headingRecipe,
    input: inputRecipe,
    spinner: spinnerRecipe,
  },
  { field: fieldSlotRecipe },
);
