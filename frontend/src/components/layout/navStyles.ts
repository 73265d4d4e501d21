import { defineStyle } from '@chakra-ui/react';

/** A header or menu entry: at least 44 px tall, the current page marked (aria-current). */
export const navItemStyle = defineStyle({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 1,
  minH: 'target',
  px: 3,
  borderRadius: 'md',
  fontWeight: 'medium',
  color: 'text',
  textDecoration: 'none',
  cursor: 'pointer',
  _hover: { bg: 'brand.50', color: 'brand.800' },
  '&[aria-current=page], &[data-current]': {
    color: 'brand.700',
    textDecoration: 'underline',
    textDecorationThickness: '2px',
    textUnderlineOffset: '6px',
  },
});
