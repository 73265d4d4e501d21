import { siteConfig } from '../../../schema/contract/siteConfig';

/** Tap-to-call link showing the 1300 number as people write it. */
export function PhoneLink({ className }: { className?: string }) {
  return (
    <a className={className} href={`tel:${siteConfig.phone.tel}`}>
      {siteConfig.phone.display}
    </a>
  );
}

export function EmailLink({ className }: { className?: string }) {
  return (
    <a className={className} href={`mailto:${siteConfig.email}`}>
      {siteConfig.email}
    </a>
  );
}
