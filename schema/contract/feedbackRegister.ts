// The complaints register's own choices (staff-only facts about an item, beyond what the person
// told us): shared by the schema's enums (a unit test keeps them equal), the register field table
// (./feedbackRegisterFields.ts), the statistics and the screens.

/** Who the feedback came from (enum FeedbackSource). */
export const FEEDBACK_SOURCE_LABELS = {
  PARTICIPANT: 'Participant',
  FAMILY_OR_CARER: 'Family member or carer',
  ADVOCATE: 'Advocate',
  STAFF: 'Staff member',
  OTHER: 'Other',
} as const;

/** How it reached the provider (enum FeedbackChannel); the public form's items are WEBSITE. */
export const FEEDBACK_CHANNEL_LABELS = {
  WEBSITE: 'Website form',
  PHONE: 'Phone',
  IN_PERSON: 'In person',
  EMAIL: 'E-mail',
  LETTER: 'Letter',
  OTHER: 'Other',
} as const;

/**
 * A complaint's risk rating (enum RiskRating) and what each means: harm, or a risk of harm, to
 * anyone puts a complaint at high or above.
 */
export const RISK_RATINGS = {
  LOW: { label: 'Low', meaning: 'No harm or risk of harm; a service or communication problem.' },
  MEDIUM: {
    label: 'Medium',
    meaning: 'No harm or risk of harm, but it affects the person’s supports or rights.',
  },
  HIGH: {
    label: 'High',
    meaning: 'Someone was harmed or is at risk of harm.',
  },
  CRITICAL: {
    label: 'Critical',
    meaning:
      'Serious harm, abuse, neglect or a risk to life: act now, and consider a reportable incident.',
  },
} as const;

export const RISK_RATING_LABELS = Object.fromEntries(
  Object.entries(RISK_RATINGS).map(([key, rating]) => [key, rating.label]),
) as { readonly [Key in keyof typeof RISK_RATINGS]: (typeof RISK_RATINGS)[Key]['label'] };

/** How a complaint ended (enum ComplaintOutcome). */
export const COMPLAINT_OUTCOME_LABELS = {
  RESOLVED: 'Resolved',
  PARTLY_RESOLVED: 'Partly resolved',
  NOT_RESOLVED: 'Not resolved',
  WITHDRAWN: 'Withdrawn',
  REFERRED: 'Referred elsewhere',
} as const;

/** The e-mails staff may send the person (enum FeedbackEmailPurpose). */
export const FEEDBACK_EMAIL_PURPOSE_LABELS = {
  ACKNOWLEDGEMENT: 'Acknowledgement',
  OUTCOME: 'Outcome',
} as const;

export type FeedbackSourceValue = keyof typeof FEEDBACK_SOURCE_LABELS;
export type FeedbackChannelValue = keyof typeof FEEDBACK_CHANNEL_LABELS;
export type RiskRatingValue = keyof typeof RISK_RATINGS;
export type ComplaintOutcomeValue = keyof typeof COMPLAINT_OUTCOME_LABELS;
export type FeedbackEmailPurposeValue = keyof typeof FEEDBACK_EMAIL_PURPOSE_LABELS;

export const FEEDBACK_REGISTER_FIELD_LIMITS = {
  affectedPerson: 200,
  involved: 500,
  outcomeSummary: 4000,
  improvements: 4000,
  actionText: 2000,
  /** Actions and e-mails are appended to the item, which DynamoDB caps at 400 KB. */
  maxActions: 100,
  maxEmails: 20,
  emailText: 6000,
} as const;
