// Texts of the contact section (on every service page) and the contact page with its form.
import { siteConfig } from '../../../schema/contract/siteConfig';
import { paths } from '../paths';

export const contactSectionText = {
  heading: 'Feel free to contact us',
  sentence:
    'Whether you have a question about our services, your NDIS plan or how to get started, our friendly team is here to help.',
  phoneLabel: 'Phone',
  emailLabel: 'E-mail',
  getInTouch: { label: 'Get in touch', to: paths.contact },
} as const;

export type ContactField = 'fullName' | 'postcode' | 'email' | 'phone' | 'message';

export interface ContactFieldText {
  name: ContactField;
  label: string;
  type: 'text' | 'email' | 'tel' | 'textarea';
  required: boolean;
  autoComplete: string;
}

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
    fields: [
      { name: 'fullName', label: 'Your name*', type: 'text', required: true, autoComplete: 'name' },
      {
        name: 'postcode',
        label: 'Your postcode',
        type: 'text',
        required: false,
        autoComplete: 'postal-code',
      },
      { name: 'email', label: 'Your Email*', type: 'email', required: true, autoComplete: 'email' },
      {
        name: 'phone',
        label: 'Your Phone number*',
        type: 'tel',
        required: true,
        autoComplete: 'tel',
      },
      { name: 'message', label: 'Message*', type: 'textarea', required: true, autoComplete: 'off' },
    ] satisfies ContactFieldText[],
    messageRows: 4,
    submit: 'Send message',
    sending: 'Sending…',
    /** Shown when a required field is blank after trimming. */
    missingFields: 'Please fill out all fields.',
    /** Honeypot label: the field is hidden from people, keyboards and screen readers alike. */
    honeypotLabel: 'Leave this field empty',
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
