import { siteConfig } from '../../../schema/contract/siteConfig';

/** What a route puts in <title> and its meta description (content/meta.ts, content/adminMeta.ts). */
export interface PageMeta {
  title: string;
  description: string;
}

/** A page's <title>: its own name, then the provider's. */
export const titled = (page: string) => `${page} | ${siteConfig.providerName}`;
