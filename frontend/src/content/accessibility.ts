// Texts of the accessibility statement (/accessibility). What it says about testing describes the
// browser tests in test/e2e/ (site-shell.test.ts sweeps every public route); change both together.
import { siteConfig } from '../../../schema/contract/siteConfig';
import { paths } from '../paths';
import { bullets, link, paragraph, phoneLink, terms, type TextSection } from './textBlocks';

const { providerName, phone, email } = siteConfig;

/** The day this statement was last checked against the site: update it with each review. */
export const ACCESSIBILITY_REVIEWED = '2026-11-26';

const reviewedDate = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
}).format(new Date(`${ACCESSIBILITY_REVIEWED}T00:00:00Z`));

export const tisNational = {
  phone: '131 450',
  website: 'https://www.tisnational.gov.au',
  websiteLabel: 'www.tisnational.gov.au',
} as const;

export const relayService = {
  tty: '133 677',
  speakAndListen: '1300 555 727',
  sms: '0423 677 767',
  website: 'https://www.accesshub.gov.au/about-the-nrs',
  websiteLabel: 'www.accesshub.gov.au/about-the-nrs',
} as const;

const providerPhone = phoneLink(phone.display);
/** The provider's number inside a sentence, kept on one line. */
const phoneInText = phone.display.replace(/ /g, '\u00a0');
const providerEmail = link(email, `mailto:${email}`);

export const accessibilityText = {
  heading: 'Accessibility statement',
  intro: [
    `${providerName} wants everyone to be able to use this website. That includes people who use a keyboard instead of a mouse, a screen reader, screen magnification or other assistive technology.`,
  ],
  sections: [
    {
      heading: 'Our goal',
      blocks: [
        paragraph(
          'We aim to meet the ',
          link('Web Content Accessibility Guidelines (WCAG) 2.2', 'https://www.w3.org/TR/WCAG22/'),
          ' at level AA. These are the international rules for making websites accessible.',
        ),
      ],
    },
    {
      heading: 'How we test the website',
      blocks: [
        paragraph(
          'Every time we change the website, automated tests use it in a real web browser (Chromium). They check that:',
        ),
        bullets(
          'every page has no problems found by axe-core, an accessibility checking tool, on a phone-sized screen (375 pixels wide) and a desktop screen (1280 pixels wide)',
          'the menus, links and forms work with a keyboard alone, and you can always see which item the keyboard is on',
          'every page fits a screen 320 pixels wide without scrolling sideways (like zooming a desktop browser to 400%)',
          'the home page’s service cards stay still when your device is set to reduce motion',
          'buttons, links and form fields have names that screen readers read out.',
        ),
        paragraph(
          'These tests do not find every problem. We have not yet had the site checked by people who use assistive technology every day.',
        ),
      ],
    },
    {
      heading: 'Known limits',
      blocks: [
        bullets(
          [
            'The referral form you can download is a Word document. It may not work well with every screen reader. You can use the online referral form on the ',
            link('Make a Referral page', paths.referral),
            ' instead, or call us.',
          ],
          'Date fields, such as the date of birth in the online referral form, use your browser’s own date picker. How it looks and how a screen reader reads it depends on your browser. You can also type the date.',
          'The contact form and the online referral form need JavaScript to send. If it is turned off or blocked, please call or e-mail us, or download the referral form.',
        ),
      ],
    },
    {
      heading: 'Getting information in another format',
      blocks: [
        paragraph(
          'If you need something on this website in another format, such as large print, easy read, audio or a phone call, please contact us. Tell us what you need and which page it is on.',
        ),
        terms(['Phone', providerPhone], ['E-mail', providerEmail]),
        paragraph(
          'Please also tell us about anything on the site that does not work for you. It helps us fix it.',
        ),
      ],
    },
    {
      heading: 'Interpreters',
      blocks: [
        paragraph(
          'If you need an interpreter, call the Translating and Interpreting Service (TIS National) on ',
          phoneLink(tisNational.phone),
          ` and ask them to call ${providerName} on ${phoneInText}. You can find out more at `,
          link(tisNational.websiteLabel, tisNational.website),
          '.',
        ),
      ],
    },
    {
      heading: 'National Relay Service',
      blocks: [
        paragraph(
          `If you are deaf, or find it hard to hear or speak, you can contact us through the National Relay Service. Choose your call type, then ask for ${phoneInText}:`,
        ),
        terms(
          ['TTY', phoneLink(relayService.tty)],
          ['Speak and Listen', phoneLink(relayService.speakAndListen)],
          ['SMS relay', link(relayService.sms, `sms:${relayService.sms.replace(/\s/g, '')}`)],
        ),
        paragraph(
          'Read more about the National Relay Service at ',
          link(relayService.websiteLabel, relayService.website),
          '.',
        ),
      ],
    },
  ] satisfies TextSection[],
  reviewed: `This statement was last reviewed on ${reviewedDate}.`,
} as const;
