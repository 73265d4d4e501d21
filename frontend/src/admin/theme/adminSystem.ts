// The admin area's Chakra UI system: the site keeps a lean system for its public pages, while the
// admin (a lazy chunk of its own) uses Chakra's full default theme for tables, dialogs and forms.
// The site's provider has already applied the CSS reset, so this system adds none of its own. Its
// styles are not put in cascade layers: Emotion drops @keyframes nested in @layer, and the dialogs
// wait for their closing animation to end before they go. Buttons, badges and tabs take the
// provider's purple as the `brand` colour palette. Error-coloured text (the fields' required
// markers) is a darker red than Chakra's, which has less than 4.5:1 contrast on white.
import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';
import { brandPalette } from '../../theme/system';

export const adminSystem = createSystem(
  defaultConfig,
  defineConfig({
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
  }),
);
