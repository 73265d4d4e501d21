import { chakra } from '@chakra-ui/react';

/**
 * The `website` field bots fill in and people never meet: off screen, out of the tab order and
 * hidden from assistive technology. The API discards what a form that fills it sends.
 */
export function Honeypot({ id, label }: { id: string; label: string }) {
  return (
    <chakra.div
      aria-hidden="true"
      position="absolute"
      left="-10000px"
      w="1px"
      h="1px"
      overflow="hidden"
    >
      <label htmlFor={id}>{label}</label>
      <input id={id} type="text" name="website" tabIndex={-1} autoComplete="off" />
    </chakra.div>
  );
}
