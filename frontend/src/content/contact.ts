// Texts of the contact section (on every service page) and the contact page with its form; the
// form's fields and its message for blanks are its table's (schema/contract/contactFields.ts).
import { siteConfig } from '../../../schema/contract/siteConfig';
import { paths } from '../paths';
import { formText } from './formText';

export const contactSectionText = {
  heading: 'Feel free to contact us',
  sentence:
    'Whether you have a question about our services, your NDIS plan or how to get started, our friendly team is here to help.',
  phoneLabel: 'Phone',
  emailLabel: 'E-mail',
  getInTouch: { label: 'Get in touch', to: paths.contact },
} as const;

export const contactPageText = {
  banner: 'Feel free to contact us',
  panel: {
    heading: 'We would love to hear from you',
    intro:
      'Send us a message about our services, a referral or your NDIS plan and we will get back to you as soon as we can. You can also call or e-mail us.',
    phoneLabel: 'Phone',
    emailLabel: 'E-mail',
  },
  form: {
    heading: 'Get in touch',
    requiredNote: 'Fields marked * are required.',
    submit: 'Send message',
    sending: 'Sending…',
    honeypotLabel: formText.honeypotLabel,
    /** Under the heading of content/collectionNotice.ts, followed by the link to /privacy. */
    collectionNotice: [
      `${siteConfig.providerName} collects your name, contact details and message to answer your enquiry. Only our staff see them, and they are stored securely in Australia.`,
    ],
  },
  result: {
    successTitle: 'Message sent successfully',
    successMessage: 'Your message has been sent!',
    failureTitle: 'Failed to send message.',
    failureMessage: 'Something went wrong on our side. Please try again, or call or e-mail us.',
    failureFieldsMessage: 'Please correct the fields marked in the form and send it again.',
    close: 'Close',
  },
} as const;
