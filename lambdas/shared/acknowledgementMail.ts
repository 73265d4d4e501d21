// How every acknowledgement e-mail ends: where to ask, and who it is from.

import { telHref } from '../../schema/contract/phoneNumbers';
import { siteConfig } from '../../schema/contract/siteConfig';
import type { Block } from './mailBody';

export const contactUsBlocks = (): Block[] => [
  {
    paragraph: [
      'Questions? Call us on ',
      { link: siteConfig.phone.display, href: telHref(siteConfig.phone.display) },
      ' or e-mail ',
      { link: siteConfig.email, href: `mailto:${siteConfig.email}` },
      '.',
    ],
  },
  { paragraph: [siteConfig.providerName] },
];
