// The <title> and meta description of the admin's pages (the sign-in page and the admin area):
// apart from the public pages' (meta.ts), which the admin app never shows.
import { siteConfig } from '../../../schema/contract/siteConfig';
import { titled, type PageMeta } from './pageTitle';

export const adminPageMeta = {
  login: {
    title: titled('Staff sign-in'),
    description: `Staff sign-in for the ${siteConfig.providerName} admin area.`,
  },
  admin: {
    title: titled('Admin'),
    description: `The ${siteConfig.providerName} admin area.`,
  },
} as const satisfies Record<string, PageMeta>;
