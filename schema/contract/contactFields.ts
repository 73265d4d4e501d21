// The contact form's fields ('Get in touch'), one entry each (schema/contract/fieldTable.ts says
// what an entry holds and what is made from it). The order here is the order the form asks them
// in; staff read them in `staffOrder`. The form shows no sections of its own: they group the
// answers on the message's staff view.

import type { CreateMessageInput } from '../generated/types';
import { formTable, type FieldUse } from './fieldTable';
import { MESSAGE_LIMITS } from './inputLimits';

/** What the visitor fills in: the input less the fields every public form adds (publicSubmission). */
export type ContactFormInput = Omit<CreateMessageInput, 'website' | 'clientToken'>;

/** The inbox's notification e-mail and the CSV export carry it; the list does not. */
const SENT_ON: FieldUse = { list: false, email: true, csv: true };

// The form's texts are fixed (labels ending in *, one message for blanks), so the browser checks
// only blanks; the server's problems show under the field they name.
export const CONTACT_FORM = formTable<ContactFormInput, 'blanks'>()({
  blankMessage: 'Please fill out all fields.',
  sections: {
    message: { staffHeading: 'Message', staffWide: true },
    sender: { staffHeading: 'Sender' },
  },
  sectionOf: {
    fullName: 'sender',
    postcode: 'sender',
    email: 'sender',
    phone: 'sender',
    msg: 'message',
  },
  staffOrder: ['fullName', 'email', 'phone', 'postcode', 'msg'],
  fields: {
    fullName: {
      kind: 'line',
      required: true,
      max: MESSAGE_LIMITS.fullName,
      input: 'ownName',
      // The notification's subject names the sender.
      header: true,
      label: 'Your name*',
      staffLabel: 'Full name',
      personal: true,
      // Staff tell messages apart by who sent them.
      allowedIn: { ...SENT_ON, list: true },
    },
    postcode: {
      kind: 'postcode',
      required: false,
      label: 'Your postcode',
      staffLabel: 'Postcode',
      personal: true,
      allowedIn: SENT_ON,
    },
    email: {
      kind: 'email',
      required: true,
      label: 'Your Email*',
      staffLabel: 'E-mail',
      personal: true,
      // The notification's Reply-To: the inbox answers the sender directly.
      allowedIn: SENT_ON,
    },
    phone: {
      kind: 'phone',
      required: true,
      label: 'Your Phone number*',
      staffLabel: 'Phone',
      personal: true,
      allowedIn: SENT_ON,
    },
    msg: {
      kind: 'text',
      required: true,
      max: MESSAGE_LIMITS.msg,
      rows: 4,
      // The API's name is older than the form's control, which the site has always called this.
      control: 'message',
      label: 'Message*',
      staffLabel: 'Message',
      personal: true,
      allowedIn: SENT_ON,
    },
  },
});
