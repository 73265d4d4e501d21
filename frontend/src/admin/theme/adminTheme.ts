// The admin's Chakra UI systems (adminSystem.ts, signInSystem.ts): Chakra's default theme, built
// from its parts so that each system names the component recipes it holds, plus the admin's own
// settings. The site's provider has already applied the CSS reset, so they add none of their own.
// Their styles are not put in cascade layers: Emotion drops @keyframes nested in @layer, and the
// dialogs wait for their closing animation to end before they go. Buttons, badges and tabs take
// the provider's purple as the `brand` colour palette. Error-coloured text (the fields' required
// markers) is a darker red than Chakra's, which has less than 4.5:1 contrast on white.
import {
  createSystem,
  defaultBaseConfig,
  defineConfig,
  type SystemConfig,
  type SystemContext,
} from '@chakra-ui/react';
import {
  animationStyles,
  breakpoints,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  keyframes,
  layerStyles,
  semanticTokens,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import { brandPalette } from '../../theme/system';

const adminThemeConfig = defineConfig({
  preflight: false,
  disableLayers: true,
  theme: {
    tokens: { colors: { brand: brandPalette } },
    semanticTokens: {
      colors: {
        fg: { error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.400}' } } },
        // The keys every Chakra colour palette has, mapped onto the provider's purple.
        brand: {
          solid: { value: '{colors.brand.700}' },
          contrast: { value: '{colors.white}' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
        },
      },
    },
  },
});

type Theme = NonNullable<SystemConfig['theme']>;

/**
 * Chakra's default theme (what its defaultConfig holds) with only the given component recipes,
 * and the admin's settings. Chakra shows a component whose recipe is missing unstyled.
 */
export function createAdminSystem(
  recipes: NonNullable<Theme['recipes']>,
  slotRecipes: NonNullable<Theme['slotRecipes']>,
): SystemContext {
  const chakraTheme = defineConfig({
    cssVarsPrefix,
    cssVarsRoot,
    globalCss,
    theme: {
      breakpoints,
      keyframes,
      tokens,
      semanticTokens,
      textStyles,
      layerStyles,
      animationStyles,
      recipes,
      slotRecipes,
    },
  });
  return createSystem(defaultBaseConfig, chakraTheme, adminThemeConfig);
}
