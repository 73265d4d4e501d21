// The admin area's Chakra UI system: the site keeps a lean system for its public pages, while the
// admin (a lazy chunk of its own) uses Chakra's full default theme for tables, dialogs and forms.
// The site's provider has already applied the CSS reset, so this system adds none of its own. Its
// styles are not put in cascade layers: Emotion drops @keyframes nested in @layer, and the dialogs
// wait for their closing animation to end before they go.
import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

export const adminSystem = createSystem(
  defaultConfig,
  defineConfig({ preflight: false, disableLayers: true }),
);
