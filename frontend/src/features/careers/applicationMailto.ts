import { siteConfig } from '../../../../schema/contract/siteConfig';
import { opportunitiesText } from './content/careers';

/**
 * The 'Apply Now' link: a draft to the provider's address with the job in the subject and a
 * prefilled body. Subject and body are percent-encoded (spaces as %20, line breaks as CRLF),
 * as mailto URLs require.
 */
export function applicationMailto(title: string): string {
  const { subject, body } = opportunitiesText.application;
  const query = [
    `subject=${encodeURIComponent(subject(title))}`,
    `body=${encodeURIComponent(body(title).replace(/\r?\n/g, '\r\n'))}`,
  ].join('&');
  return `mailto:${siteConfig.email}?${query}`;
}
