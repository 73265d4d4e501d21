// The two e-mails a new job application sends. Neither carries the CV, the screening or work
// answers or the note: the applicant gets the reference and what happens next, the provider's
// inbox the job and a link to the application in the admin.

import type { JobApplication } from '../../schema/generated/types';
import { NEXT_HEADING, REFERENCE_LABEL } from '../../schema/contract/acknowledgements';
import { JOB_APPLICATIONS_ADMIN_PATH } from '../../schema/contract/adminPaths';
import { jobApplicationAcknowledgement } from '../../schema/contract/jobApplications';
import { siteConfig } from '../../schema/contract/siteConfig';
import { contactUsBlocks } from '../shared/acknowledgementMail';
import { config } from '../shared/config';
import { sendEmail, sendTextEmail, type SendOptions } from '../shared/mail';
import { mailBody, type MailBody } from '../shared/mailBody';

type Received = Pick<JobApplication, 'id' | 'createdAt' | 'email' | 'jobTitle'>;

export function acknowledgementSubject(application: Received): string {
  return `Your application to ${siteConfig.providerName}: reference ${application.id}`;
}

/** The applicant's acknowledgement, as HTML with its plain-text alternative. */
export function acknowledgementBody(application: Received): MailBody {
  return mailBody(acknowledgementSubject(application), [
    {
      paragraph: [
        `Thank you for applying for ${application.jobTitle} with ${siteConfig.providerName}. We have received your application.`,
      ],
    },
    { paragraph: [`${REFERENCE_LABEL} `, { strong: application.id }, '.'] },
    { paragraph: [jobApplicationAcknowledgement.quoteReference] },
    { heading: NEXT_HEADING },
    { list: jobApplicationAcknowledgement.next },
    ...contactUsBlocks(),
  ]);
}

export function staffNotificationText(application: Received): string {
  return [
    'A new job application was sent through the website.',
    '',
    `Job: ${application.jobTitle}`,
    `Reference: ${application.id}`,
    `Received: ${application.createdAt}`,
    '',
    `Read it in the admin: ${siteConfig.siteUrl}${JOB_APPLICATIONS_ADMIN_PATH}?reference=${application.id}`,
  ].join('\n');
}

/** To the applicant; replies reach the provider's general address. */
export async function sendAcknowledgement(
  application: Received,
  options: SendOptions,
): Promise<void> {
  await sendEmail(
    application.email,
    acknowledgementSubject(application),
    acknowledgementBody(application),
    siteConfig.email,
    options,
  );
}

export async function sendStaffNotification(
  application: Received,
  options: SendOptions,
): Promise<void> {
  await sendTextEmail(
    config.inboxEmail(),
    `New job application ${application.id}`,
    staffNotificationText(application),
    undefined,
    options,
  );
}
