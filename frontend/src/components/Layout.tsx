import type { ReactNode } from 'react';
import { content } from '../content/site';
import { paths } from '../paths';
import { siteConfig } from '../../../schema/contract/siteConfig';
import { EmailLink, PhoneLink } from './ContactLinks';

/** The frame every public page shares: skip link, header, the page's main content, footer. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        {content.skipLink}
      </a>
      <header className="site-header">
        <div className="container">
          <a className="brand" href={paths.home}>
            <img src={siteConfig.logos.primary.src} alt="" width={40} height={40} />
            <span>{siteConfig.providerName}</span>
          </a>
        </div>
      </header>
      {/* tabIndex -1 lets the skip link move keyboard focus here, not just scroll. */}
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </>
  );
}

function Footer() {
  const { footer } = content;
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div className="footer-logos">
          <img
            src={siteConfig.logos.primary.src}
            alt={siteConfig.logos.primary.alt}
            width={64}
            height={64}
          />
          <img
            src={siteConfig.logos.ndis.src}
            alt={siteConfig.logos.ndis.alt}
            width={128}
            height={64}
          />
        </div>
        <div>
          <h2 className="footer-heading">{footer.contactHeading}</h2>
          <ul className="contact-list">
            <li>
              {footer.phoneLabel}: <PhoneLink />
            </li>
            <li>
              {footer.emailLabel}: <EmailLink />
            </li>
          </ul>
          <p>{footer.abn}</p>
        </div>
        <p className="acknowledgement">{footer.acknowledgement}</p>
        <p className="copyright">{footer.copyright}</p>
      </div>
    </footer>
  );
}
