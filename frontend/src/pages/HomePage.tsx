import { EmailLink, PhoneLink } from '../components/ContactLinks';
import { content } from '../content/site';
import { siteConfig } from '../../../schema/contract/siteConfig';

export function HomePage() {
  const { home } = content;
  return (
    <>
      <section className="hero" aria-labelledby="home-heading">
        <div className="container">
          <h1 id="home-heading">{siteConfig.providerName}</h1>
          <p className="tagline">{siteConfig.tagline}</p>
          <p className="lead">{home.registeredProvider}</p>
        </div>
      </section>
      <section className="container section" aria-labelledby="contact-heading">
        <h2 id="contact-heading">{home.contactHeading}</h2>
        <p>{home.comingSoon}</p>
        <ul className="contact-actions">
          <li>
            <span className="contact-label">{home.phoneLabel}</span>
            <PhoneLink className="button" />
          </li>
          <li>
            <span className="contact-label">{home.emailLabel}</span>
            <EmailLink className="button" />
          </li>
        </ul>
      </section>
    </>
  );
}
