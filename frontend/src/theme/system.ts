// The site's Chakra UI system: Chakra's style engine and conditions (defaultBaseConfig) with only
// the tokens the site uses, instead of the full default theme with every component recipe.
import {
  createSystem,
  defaultBaseConfig,
  defineConfig,
  type SystemContext,
} from '@chakra-ui/react';
import { HEADER_HEIGHT } from './metrics';

const px = (value: number) => `${value}px`;

/** The provider's purple; 700 is the theme colour. The admin's system uses it too. */
export const brandPalette = {
  50: { value: '#f5f1fa' },
  100: { value: '#e9e0f4' },
  200: { value: '#d3c1e8' },
  300: { value: '#b497d6' },
  400: { value: '#8f68bd' },
  500: { value: '#7047a3' },
  600: { value: '#5b378c' },
  700: { value: '#4a2c7a' },
  800: { value: '#3a2260' },
  900: { value: '#2a1846' },
};

const config = defineConfig({
  preflight: true,
  cssVarsPrefix: 'ck',
  cssVarsRoot: ':where(html)',
  globalCss: {
    html: {
      color: 'text',
      bg: 'white',
      fontFamily: 'body',
      lineHeight: '1.6',
      // Keyboard focus and in-page links never end up under the sticky header.
      scrollPaddingTop: px(HEADER_HEIGHT.base + 16),
      lg: { scrollPaddingTop: px(HEADER_HEIGHT.lg + 16) },
      textSizeAdjust: '100%',
    },
    body: { minHeight: '100vh', overflowWrap: 'break-word' },
    ':focus-visible': {
      outline: '3px solid',
      outlineColor: 'focusRing',
      outlineOffset: '2px',
    },
    // Headings take focus after a navigation (see app/SiteRoot.tsx); a mouse user needs no ring.
    'h1[tabindex="-1"]:focus:not(:focus-visible)': { outline: 'none' },
    'a:not([class])': { color: 'brand.700', textDecoration: 'underline' },
    // Where a part of a public page cannot work, it says so with the provider's phone and e-mail
    // (components/ContactDetailsAlert.tsx, and islands/loadFailureAlert.ts before React runs).
    '[data-contact-alert]': {
      color: 'danger',
      fontWeight: 'semibold',
      bg: 'gray.50',
      borderLeftWidth: '4px',
      borderColor: 'danger',
      borderRadius: 'md',
      px: 4,
      py: 3,
      my: 4,
      '& a': { color: 'brand.700', textDecoration: 'underline' },
    },
    '*, *::before, *::after': {
      _motionReduce: {
        animationDuration: '0.01ms !important',
        transitionDuration: '0.01ms !important',
        scrollBehavior: 'auto !important',
      },
    },
  },
  theme: {
    breakpoints: { sm: '480px', md: '768px', lg: '1024px', xl: '1280px' },
    keyframes: {
      slideInRight: { from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } },
    },
    tokens: {
      colors: {
        transparent: { value: 'transparent' },
        current: { value: 'currentColor' },
        white: { value: '#ffffff' },
        black: { value: '#000000' },
        brand: brandPalette,
        accent: {
          100: { value: '#fdf0d5' },
          400: { value: '#f4b740' },
          600: { value: '#b7791f' },
        },
        gray: {
          50: { value: '#f8f8fa' },
          100: { value: '#efeff3' },
          200: { value: '#e2e2e8' },
          300: { value: '#cbcbd4' },
          500: { value: '#6b6b78' },
          600: { value: '#55555f' },
          700: { value: '#3f3f48' },
          900: { value: '#1b1b22' },
        },
        success: { value: '#1f7a3d' },
        danger: { value: '#b42318' },
      },
      fonts: {
        body: {
          value:
            'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
        },
        heading: { value: '{fonts.body}' },
      },
      fontSizes: {
        xs: { value: '0.75rem' },
        sm: { value: '0.875rem' },
        md: { value: '1rem' },
        lg: { value: '1.125rem' },
        xl: { value: '1.25rem' },
        '2xl': { value: '1.5rem' },
        '3xl': { value: '1.875rem' },
        '4xl': { value: '2.25rem' },
        '5xl': { value: '3rem' },
      },
      fontWeights: {
        normal: { value: '400' },
        medium: { value: '500' },
        semibold: { value: '600' },
        bold: { value: '700' },
      },
      lineHeights: {
        short: { value: '1.25' },
        normal: { value: '1.6' },
      },
      spacing: Object.fromEntries(
        [0.5, 1, 1.5, 2, 3, 4, 5, 6, 8, 10, 12, 16, 20, 24].map((step) => [
          step,
          { value: `${step / 4}rem` },
        ]),
      ),
      sizes: {
        full: { value: '100%' },
        prose: { value: '65ch' },
        container: { value: '72rem' },
        menu: { value: '22rem' },
        target: { value: '2.75rem' },
        logo: { value: '3rem' },
      },
      radii: {
        sm: { value: '0.25rem' },
        md: { value: '0.5rem' },
        lg: { value: '0.75rem' },
        xl: { value: '1rem' },
        full: { value: '9999px' },
      },
      shadows: {
        sm: { value: '0 1px 2px rgba(27, 27, 34, 0.08)' },
        md: { value: '0 4px 12px rgba(27, 27, 34, 0.12)' },
        lg: { value: '0 12px 32px rgba(27, 27, 34, 0.18)' },
      },
      zIndex: {
        header: { value: 100 },
        dropdown: { value: 110 },
        overlay: { value: 200 },
        skipLink: { value: 300 },
      },
      durations: {
        fast: { value: '150ms' },
        normal: { value: '250ms' },
      },
    },
    semanticTokens: {
      colors: {
        text: { value: '{colors.gray.900}' },
        muted: { value: '{colors.gray.600}' },
        focusRing: { value: '{colors.brand.500}' },
        border: { value: '{colors.gray.200}' },
      },
    },
  },
});

let system: SystemContext | undefined;

/**
 * The system, built on first use rather than on import: building it is a task of its own on a
 * phone (about 12 ms), which the public pages' islands run apart from loading their code.
 */
export const siteSystem = (): SystemContext => (system ??= createSystem(defaultBaseConfig, config));
