import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import { telHref } from '../../../schema/contract/phoneNumbers';
import { siteConfig } from '../../../schema/contract/siteConfig';

type LinkProps = Omit<HTMLChakraProps<'a'>, 'href' | 'children'>;

/** Tap-to-call link showing the 1300 number as people write it. */
export function PhoneLink(props: LinkProps) {
  return (
    <chakra.a href={telHref(siteConfig.phone.display)} {...props}>
      {siteConfig.phone.display}
    </chakra.a>
  );
}

export function EmailLink(props: LinkProps) {
  return (
    <chakra.a href={`mailto:${siteConfig.email}`} {...props}>
      {siteConfig.email}
    </chakra.a>
  );
}
