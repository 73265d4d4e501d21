import { chakra } from '@chakra-ui/react';

/** The down arrow of a dropdown or collapsible trigger; it turns up while its button is expanded. */
export function Chevron() {
  return (
    <chakra.svg
      viewBox="0 0 16 16"
      width="16px"
      height="16px"
      aria-hidden="true"
      focusable="false"
      flexShrink={0}
      transition="transform 150ms"
      css={{ '[aria-expanded=true] > &': { transform: 'rotate(180deg)' } }}
    >
      <path
        d="M3.5 6l4.5 4.5L12.5 6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </chakra.svg>
  );
}
