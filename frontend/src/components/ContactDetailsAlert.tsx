import { chakra } from '@chakra-ui/react';
import { islandFailureText as text } from '../content/islandFailure';
import { EmailLink, PhoneLink } from './ContactLinks';

/**
 * What went wrong, then the provider's phone and e-mail as links. Styled by the theme's
 * `[data-contact-alert]` rule, which islands/loadFailureAlert.ts (plain DOM) shares.
 */
export function ContactDetailsAlert({ lead }: { lead: string }) {
  return (
    <chakra.p role="alert" data-contact-alert="">
      {lead} {text.callUs} <PhoneLink /> {text.orEmail} <EmailLink />.
    </chakra.p>
  );
}
