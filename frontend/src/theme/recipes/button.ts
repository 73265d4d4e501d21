import { defineRecipe } from '@chakra-ui/react';

/** Buttons and links that look like buttons: at least 44 px tall, a visible focus ring. */
export const buttonRecipe = defineRecipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: 2,
    minH: 'target',
    px: 5,
    borderRadius: 'full',
    borderWidth: '2px',
    borderStyle: 'solid',
    fontWeight: 'semibold',
    textDecoration: 'none',
    cursor: 'pointer',
    transitionProperty: 'background-color, color, border-color',
    transitionDuration: 'fast',
  },
  variants: {
    variant: {
      solid: {
        bg: 'brand.700',
        borderColor: 'brand.700',
        color: 'white',
        _hover: { bg: 'brand.800', borderColor: 'brand.800' },
      },
      outline: {
        bg: 'white',
        borderColor: 'brand.700',
        color: 'brand.700',
        _hover: { bg: 'brand.50' },
      },
    },
  },
  defaultVariants: { variant: 'solid' },
});
