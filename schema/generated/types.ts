export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string };
  String: { input: string; output: string };
  Boolean: { input: boolean; output: boolean };
  Int: { input: number; output: number };
  Float: { input: number; output: number };
  AWSDate: { input: string; output: string };
  AWSDateTime: { input: string; output: string };
  AWSEmail: { input: string; output: string };
  AWSIPAddress: { input: string; output: string };
  AWSJSON: { input: string; output: string };
  AWSPhone: { input: string; output: string };
  AWSTime: { input: string; output: string };
  AWSTimestamp: { input: number; output: number };
  AWSURL: { input: string; output: string };
};

export type AbortStaffPhotoUploadInput = {
  /** The upload key startStaffPhotoUpload returned (uploads/staff/...). */
  key: Scalars['String']['input'];
  uploadId?: InputMaybe<Scalars['String']['input']>;
};

export type AddFeedbackActionInput = {
  id: Scalars['ID']['input'];
  text: Scalars['String']['input'];
};

export type AddFeedbackNoteInput = {
  id: Scalars['ID']['input'];
  text: Scalars['String']['input'];
};

export type AddJobApplicationNoteInput = {
  id: Scalars['ID']['input'];
  text: Scalars['String']['input'];
};

export type AddMessageNoteInput = {
  id: Scalars['ID']['input'];
  text: Scalars['String']['input'];
};

export type AddReferralNoteInput = {
  id: Scalars['ID']['input'];
  text: Scalars['String']['input'];
};

export type AuditAction =
  | 'ADDED_ACTION'
  | 'ADDED_NOTE'
  | 'CHANGED_REGISTER'
  | 'CHANGED_ROLES'
  | 'CHANGED_STATUS'
  | 'DELETED'
  | 'DISABLED'
  | 'ENABLED'
  | 'EXPORTED'
  /** A requested call (Cognito, SES) that was not done; detail names the action. */
  | 'FAILED'
  | 'INVITED'
  | 'RECORDED'
  /** A staff account change asked of Cognito, or an e-mail to a complainant or referrer asked of SES, recorded before the call; detail names the action. The action's own entry follows once the call is done, FAILED when it was not. */
  | 'REQUESTED'
  | 'RESENT_INVITATION'
  | 'RESET_MFA'
  | 'SENT_EMAIL'
  | 'VIEWED';

export type AuditEntry = {
  __typename?: 'AuditEntry';
  action: AuditAction;
  /** The signed-in staff member (e-mail, or user name). */
  actor: Scalars['String']['output'];
  at: Scalars['AWSDateTime']['output'];
  /** What changed, such as the new status. */
  detail?: Maybe<Scalars['String']['output']>;
};

export type AuditLog = {
  __typename?: 'AuditLog';
  entries: Array<AuditLogEntry>;
  /** True when more entries match than the log returns at once: narrow the filter. */
  truncated: Scalars['Boolean']['output'];
};

export type AuditLogEntry = {
  __typename?: 'AuditLogEntry';
  action: AuditAction;
  actor: Scalars['String']['output'];
  at: Scalars['AWSDateTime']['output'];
  detail?: Maybe<Scalars['String']['output']>;
  /** The item's id: a reference, or a staff account's e-mail. */
  itemId: Scalars['String']['output'];
  kind: AuditedKind;
};

/** Every condition optional. actor: the staff member's e-mail; kind and itemId: one item (itemId a reference, or a staff account's e-mail); from and to: days in Australia/Sydney, inclusive. */
export type AuditLogFilterInput = {
  actor?: InputMaybe<Scalars['String']['input']>;
  from?: InputMaybe<Scalars['AWSDate']['input']>;
  itemId?: InputMaybe<Scalars['String']['input']>;
  kind?: InputMaybe<AuditedKind>;
  to?: InputMaybe<Scalars['AWSDate']['input']>;
};

/** The kinds of item whose handling is audited. */
export type AuditedKind = 'FEEDBACK' | 'JOB_APPLICATION' | 'MESSAGE' | 'REFERRAL' | 'STAFF_ACCOUNT';

export type CheckedJobApplicationCv = {
  __typename?: 'CheckedJobApplicationCv';
  /** As detected from the content. */
  contentType: Scalars['String']['output'];
  fileName: Scalars['String']['output'];
  /** The checked CV: private/applications/checked/<random id>_<file name>, the value for submitJobApplication's cv. */
  key: Scalars['String']['output'];
  size: Scalars['Float']['output'];
};

export type CheckedReferralAttachment = {
  __typename?: 'CheckedReferralAttachment';
  /** As detected from the content. */
  contentType: Scalars['String']['output'];
  fileName: Scalars['String']['output'];
  /** The checked attachment: private/referrals/checked/<random id>_<file name>, a value for createReferral's attachments. */
  key: Scalars['String']['output'];
  size: Scalars['Float']['output'];
};

export type CommunicationNeeds = {
  __typename?: 'CommunicationNeeds';
  auslan: Scalars['Boolean']['output'];
  interpreter: Scalars['Boolean']['output'];
  /** Given when an interpreter is needed. */
  interpreterLanguage?: Maybe<Scalars['String']['output']>;
  other?: Maybe<Scalars['String']['output']>;
};

export type CommunicationNeedsInput = {
  auslan: Scalars['Boolean']['input'];
  interpreter: Scalars['Boolean']['input'];
  /** Required when interpreter is true, else left out. */
  interpreterLanguage?: InputMaybe<Scalars['String']['input']>;
  other?: InputMaybe<Scalars['String']['input']>;
};

export type ComplaintOutcome =
  'NOT_RESOLVED' | 'PARTLY_RESOLVED' | 'REFERRED' | 'RESOLVED' | 'WITHDRAWN';

export type CompleteJobApplicationCvUploadInput = {
  /** The upload key startJobApplicationCvUpload returned (private/applications/uploads/...). */
  key: Scalars['String']['input'];
  /** The size the browser sent; the stored object must have exactly this size. */
  size: Scalars['Float']['input'];
};

export type CompleteReferralAttachmentUploadInput = {
  /** The upload key startReferralAttachmentUpload returned (private/referrals/uploads/...). */
  key: Scalars['String']['input'];
  /** The size the browser sent; the stored object must have exactly this size. */
  size: Scalars['Float']['input'];
};

export type CompleteStaffPhotoUploadInput = {
  /** The upload key startStaffPhotoUpload returned (uploads/staff/...). */
  key: Scalars['String']['input'];
  parts?: InputMaybe<Array<CompletedPartInput>>;
  /** The size the browser sent; the stored object must have exactly this size. */
  size: Scalars['Float']['input'];
  /** Required for a multipart upload, omitted for a single PUT. */
  uploadId?: InputMaybe<Scalars['String']['input']>;
};

export type CompletedPartInput = {
  etag: Scalars['String']['input'];
  partNumber: Scalars['Int']['input'];
};

export type CompletedStaffPhotoUpload = {
  __typename?: 'CompletedStaffPhotoUpload';
  contentType: Scalars['String']['output'];
  /** The published photo: public/staff/<timestamp>_<file name>, the value for a staff member's imageUrl. */
  key: Scalars['String']['output'];
  size: Scalars['Float']['output'];
};

export type ContactMethod = 'EMAIL' | 'PHONE' | 'SMS';

export type CreateFeedbackInput = {
  /** When true, name, email and phone must be left out. */
  anonymous: Scalars['Boolean']['input'];
  /** Makes a resend safe: the same token with the same fields is the same item and reference (a resend after a Timeout stores nothing twice). A UUID the client makes for each submission. */
  clientToken?: InputMaybe<Scalars['ID']['input']>;
  /** Must be true. */
  consent: Scalars['Boolean']['input'];
  email?: InputMaybe<Scalars['AWSEmail']['input']>;
  kind: FeedbackKind;
  name?: InputMaybe<Scalars['String']['input']>;
  outcomeWanted?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  /** Honeypot: left empty by people, filled by bots. A filled value is answered as if stored, logged, and not stored or e-mailed. */
  website?: InputMaybe<Scalars['String']['input']>;
  whatHappened: Scalars['String']['input'];
};

export type CreateMessageInput = {
  /** Makes a resend safe: the same token with the same fields is the same message (a resend after a Timeout stores nothing twice); a token sent again with other fields is a ValidationError. A UUID the client makes for each message. */
  clientToken?: InputMaybe<Scalars['ID']['input']>;
  email: Scalars['AWSEmail']['input'];
  fullName: Scalars['String']['input'];
  msg: Scalars['String']['input'];
  phone: Scalars['String']['input'];
  postcode?: InputMaybe<Scalars['Int']['input']>;
  /** Honeypot: left empty by people, filled by bots. A filled value is answered as if stored, logged, and not stored or e-mailed. */
  website?: InputMaybe<Scalars['String']['input']>;
};

export type CreatePostInput = {
  /** Optional last day; null or absent for none. */
  closesOn?: InputMaybe<Scalars['AWSDate']['input']>;
  description: Array<Scalars['String']['input']>;
  /** Absent means not filled. */
  filled?: InputMaybe<Scalars['Boolean']['input']>;
  location: Scalars['String']['input'];
  title: Scalars['String']['input'];
  type: Scalars['String']['input'];
};

export type CreateReferralInput = {
  /** Up to three keys completeReferralAttachmentUpload returned. */
  attachments?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Makes a resend safe: the same token with the same fields is the same referral and reference, stored and e-mailed once (a resend after a Timeout, even once its attachments were moved). A UUID the client makes for each referral. */
  clientToken?: InputMaybe<Scalars['ID']['input']>;
  communication: CommunicationNeedsInput;
  /** Must be true. */
  consent: Scalars['Boolean']['input'];
  /** True: staff reach the participant through the referrer, and the participant's phone and e-mail are left out. */
  contactThroughReferrer?: InputMaybe<Scalars['Boolean']['input']>;
  goals?: InputMaybe<Scalars['String']['input']>;
  /** Nine digits starting with 43; spaces are ignored. */
  ndisNumber?: InputMaybe<Scalars['String']['input']>;
  participantDateOfBirth: Scalars['AWSDate']['input'];
  participantEmail?: InputMaybe<Scalars['AWSEmail']['input']>;
  participantName: Scalars['String']['input'];
  participantPhone?: InputMaybe<Scalars['String']['input']>;
  participantPostcode: Scalars['Int']['input'];
  planEndDate?: InputMaybe<Scalars['AWSDate']['input']>;
  planFunding: PlanFunding;
  /** Only for a plan-managed plan (planFunding PLAN_MANAGED). */
  planManagerEmail?: InputMaybe<Scalars['AWSEmail']['input']>;
  /** Only for a plan-managed plan (planFunding PLAN_MANAGED). */
  planManagerName?: InputMaybe<Scalars['String']['input']>;
  planStartDate?: InputMaybe<Scalars['AWSDate']['input']>;
  preferredContact: ContactMethod;
  referrerEmail: Scalars['AWSEmail']['input'];
  referrerName: Scalars['String']['input'];
  referrerOrganisation?: InputMaybe<Scalars['String']['input']>;
  referrerPhone: Scalars['String']['input'];
  referrerRole: ReferrerRole;
  /** One or more service keys of schema/contract/services.ts, each once. */
  services: Array<Scalars['String']['input']>;
  supportNeeded: Scalars['String']['input'];
  /** Honeypot: left empty by people, filled by bots. A filled value is answered as if stored, logged, and not stored or e-mailed. */
  website?: InputMaybe<Scalars['String']['input']>;
};

export type CreateStaffInput = {
  certificates: Scalars['String']['input'];
  description: Scalars['String']['input'];
  experience: Scalars['String']['input'];
  imageUrl: Scalars['String']['input'];
  name: Scalars['String']['input'];
  role: Scalars['String']['input'];
};

export type CreateTestimonialInput = {
  body: Scalars['String']['input'];
  name: Scalars['String']['input'];
};

/** The admin's dashboard: a section per kind of work, null when the caller's roles do not cover it. */
export type Dashboard = {
  __typename?: 'Dashboard';
  /** Open complaints whose acknowledgement or resolution is due today or overdue (the casework targets, docs/SECURITY.md), earliest first. */
  complaintsDue?: Maybe<DashboardSection>;
  /** New referrals whose referrer was due to be contacted by today (business days, as docs/SECURITY.md counts them). */
  referralsAwaitingContact?: Maybe<DashboardSection>;
  /** Referrals deleted automatically within the next 30 days, soonest first. */
  referralsDueForDeletion?: Maybe<DashboardSection>;
  /** Messages nobody has opened yet, newest first. */
  unreadMessages?: Maybe<DashboardSection>;
};

export type DashboardDue = 'DUE_TODAY' | 'OVERDUE';

/** One item needing attention: its id (a referral's reference) and the date that puts it here. */
export type DashboardItem = {
  __typename?: 'DashboardItem';
  /** The due date, the date received, or the date it will be deleted (provider's calendar date). */
  date: Scalars['AWSDate']['output'];
  /** Where it stands against a due date; null when it has none. */
  due?: Maybe<DashboardDue>;
  id: Scalars['ID']['output'];
  /** The step that is due by the date; null for an item with none (an unread message, a referral due for deletion). */
  step?: Maybe<DashboardStep>;
};

export type DashboardSection = {
  __typename?: 'DashboardSection';
  /** How many items the section holds; items lists at most the first 50. */
  count: Scalars['Int']['output'];
  items: Array<DashboardItem>;
};

/** The step of an item that is due: contacting a new referral's referrer, acknowledging or resolving a complaint. */
export type DashboardStep = 'ACKNOWLEDGE' | 'CONTACT_REFERRER' | 'RESOLVE';

export type DeleteInput = {
  id: Scalars['ID']['input'];
};

export type EmailReferrerInput = {
  id: Scalars['ID']['input'];
  template: ReferrerEmailTemplate;
  /** The body staff read and confirmed: the template's words or their own edit. */
  text: Scalars['String']['input'];
};

/** The same search and status as listMessages; both left out exports every message. */
export type ExportMessagesInput = {
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<MessageStatus>;
};

export type ExportReferralsInput = {
  /** First provider date of the period, YYYY-MM-DD. */
  from: Scalars['AWSDate']['input'];
  /** Adds the date of birth, NDIS number, support needed and goals columns. */
  sensitive: Scalars['Boolean']['input'];
  /** Only referrals with this status; all when left out. */
  status?: InputMaybe<ReferralStatus>;
  /** Last provider date of the period, not before from. */
  to: Scalars['AWSDate']['input'];
};

/** One item of the complaints register: a compliment, feedback or a complaint. */
export type Feedback = {
  __typename?: 'Feedback';
  acknowledgedOn?: Maybe<Scalars['AWSDate']['output']>;
  /** Actions taken, oldest first. */
  actions: Array<FeedbackAction>;
  advocateInvolved?: Maybe<Scalars['Boolean']['output']>;
  /** For a complaint: the person affected, when not the complainant. */
  affectedPerson?: Maybe<Scalars['String']['output']>;
  affectedPersonToldOn?: Maybe<Scalars['AWSDate']['output']>;
  /** True when the person chose to stay anonymous: then name, email and phone are null. */
  anonymous: Scalars['Boolean']['output'];
  closedOn?: Maybe<Scalars['AWSDate']['output']>;
  complainantSatisfied?: Maybe<Scalars['Boolean']['output']>;
  complainantToldOn?: Maybe<Scalars['AWSDate']['output']>;
  /** Always true: feedback without consent is refused. */
  consent: Scalars['Boolean']['output'];
  createdAt: Scalars['AWSDateTime']['output'];
  email?: Maybe<Scalars['AWSEmail']['output']>;
  /** E-mails staff sent the person, oldest first. */
  emails: Array<FeedbackEmail>;
  /** When it is deleted automatically (epoch seconds, DynamoDB TTL); null for an item kept until deleted. */
  expiresAt?: Maybe<Scalars['Float']['output']>;
  /** The reference the person was given, such as F-7K3Q9P. */
  id: Scalars['ID']['output'];
  improvements?: Maybe<Scalars['String']['output']>;
  /** Staff or site involved (staff only). */
  involved?: Maybe<Scalars['String']['output']>;
  kind: FeedbackKind;
  name?: Maybe<Scalars['String']['output']>;
  /** Outcome notes, oldest first. */
  notes: Array<FeedbackNote>;
  outcome?: Maybe<ComplaintOutcome>;
  outcomeSummary?: Maybe<Scalars['String']['output']>;
  /** What the person would like to happen; optional. */
  outcomeWanted?: Maybe<Scalars['String']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
  /** False until a staff member first opens it. */
  read: Scalars['Boolean']['output'];
  /** The date it was received in the provider's time zone: the day the form was sent, or the date staff recorded. */
  receivedOn: Scalars['AWSDate']['output'];
  receivedVia: FeedbackChannel;
  riskRating?: Maybe<RiskRating>;
  /** One of the site's services (schema/contract/services.ts). */
  serviceArea?: Maybe<Scalars['String']['output']>;
  source?: Maybe<FeedbackSource>;
  status: FeedbackStatus;
  /** Every status the item has had, oldest first, starting with RECEIVED when it arrived. */
  statusHistory: Array<FeedbackStatusChange>;
  updatedAt: Scalars['AWSDateTime']['output'];
  whatHappened: Scalars['String']['output'];
};

export type FeedbackAction = {
  __typename?: 'FeedbackAction';
  /** The signed-in staff member who recorded it (e-mail, or user name). */
  author: Scalars['String']['output'];
  createdAt: Scalars['AWSDateTime']['output'];
  text: Scalars['String']['output'];
};

export type FeedbackChannel = 'EMAIL' | 'IN_PERSON' | 'LETTER' | 'OTHER' | 'PHONE' | 'WEBSITE';

export type FeedbackEmail = {
  __typename?: 'FeedbackEmail';
  purpose: FeedbackEmailPurpose;
  sentAt: Scalars['AWSDateTime']['output'];
  /** The staff member who sent it. */
  sentBy: Scalars['String']['output'];
  subject: Scalars['String']['output'];
  /** The text as sent, the reference included. */
  text: Scalars['String']['output'];
  to: Scalars['AWSEmail']['output'];
};

export type FeedbackEmailPurpose = 'ACKNOWLEDGEMENT' | 'OUTCOME';

export type FeedbackKind = 'COMPLAINT' | 'COMPLIMENT' | 'FEEDBACK';

export type FeedbackNote = {
  __typename?: 'FeedbackNote';
  /** The signed-in staff member who wrote it (e-mail, or user name). */
  author: Scalars['String']['output'];
  createdAt: Scalars['AWSDateTime']['output'];
  text: Scalars['String']['output'];
};

export type FeedbackReceipt = {
  __typename?: 'FeedbackReceipt';
  receivedAt: Scalars['AWSDateTime']['output'];
  /** The reference, such as F-7K3Q9P. */
  reference: Scalars['String']['output'];
};

export type FeedbackSource = 'ADVOCATE' | 'FAMILY_OR_CARER' | 'OTHER' | 'PARTICIPANT' | 'STAFF';

export type FeedbackStatistics = {
  __typename?: 'FeedbackStatistics';
  acknowledgedWithinTarget: TargetShare;
  byKind: Array<StatisticsCount>;
  /** Complaints only. */
  byOutcome: Array<StatisticsCount>;
  /** Complaints only. */
  byRisk: Array<StatisticsCount>;
  byServiceArea: Array<StatisticsCount>;
  bySource: Array<StatisticsCount>;
  from: Scalars['AWSDate']['output'];
  /** Calendar days from received to acknowledged, of the complaints acknowledged; null when none. */
  medianDaysToAcknowledge?: Maybe<Scalars['Float']['output']>;
  /** Calendar days from received to closed, of the complaints closed; null when none. */
  medianDaysToResolve?: Maybe<Scalars['Float']['output']>;
  resolvedWithinTarget: TargetShare;
  to: Scalars['AWSDate']['output'];
  /** Items received in the period. */
  total: Scalars['Int']['output'];
};

/** The complaint-handling steps the NDIS Practice Standards expect a register to show. */
export type FeedbackStatus = 'ACKNOWLEDGED' | 'CLOSED' | 'RECEIVED' | 'RESOLVED' | 'UNDER_REVIEW';

export type FeedbackStatusChange = {
  __typename?: 'FeedbackStatusChange';
  at: Scalars['AWSDateTime']['output'];
  /** The staff member who set it (e-mail, or user name); null for RECEIVED, set when it arrived. */
  by?: Maybe<Scalars['String']['output']>;
  status: FeedbackStatus;
};

/** A feedback item as the register lists it: who it is from, never what they told us or how to reach them. */
export type FeedbackSummary = {
  __typename?: 'FeedbackSummary';
  acknowledgedOn?: Maybe<Scalars['AWSDate']['output']>;
  anonymous: Scalars['Boolean']['output'];
  closedOn?: Maybe<Scalars['AWSDate']['output']>;
  createdAt: Scalars['AWSDateTime']['output'];
  id: Scalars['ID']['output'];
  kind: FeedbackKind;
  /** Null when the person chose to stay anonymous. */
  name?: Maybe<Scalars['String']['output']>;
  read: Scalars['Boolean']['output'];
  receivedOn: Scalars['AWSDate']['output'];
  riskRating?: Maybe<RiskRating>;
  status: FeedbackStatus;
};

export type FeedbackSummaryConnection = {
  __typename?: 'FeedbackSummaryConnection';
  items: Array<FeedbackSummary>;
  nextToken?: Maybe<Scalars['String']['output']>;
};

export type InviteStaffAccountInput = {
  email: Scalars['AWSEmail']['input'];
  name: Scalars['String']['input'];
  roles: Array<StaffRole>;
};

/** An application for a job, sent with the job page's Apply form. */
export type JobApplication = {
  __typename?: 'JobApplication';
  availability?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['AWSDateTime']['output'];
  /** The CV: one file. */
  cv: Array<JobApplicationFile>;
  email: Scalars['AWSEmail']['output'];
  /** When it is deleted automatically (epoch seconds, DynamoDB TTL). */
  expiresAt?: Maybe<Scalars['Float']['output']>;
  /** The reference the applicant was given, such as J-7K3Q9P. */
  id: Scalars['ID']['output'];
  /** The job's closing date when the application arrived; its retention runs from it. */
  jobClosesOn?: Maybe<Scalars['AWSDate']['output']>;
  /** The job's id (Post.id). */
  jobId: Scalars['ID']['output'];
  /** The job's title when the application arrived. */
  jobTitle: Scalars['String']['output'];
  name: Scalars['String']['output'];
  note: Scalars['String']['output'];
  /** Oldest first. */
  notes: Array<JobApplicationNote>;
  phone: Scalars['String']['output'];
  /** False until a staff member first opens it. */
  read: Scalars['Boolean']['output'];
  rightToWork: RightToWork;
  screeningCheck: WorkerScreeningStatus;
  status: JobApplicationStatus;
  updatedAt: Scalars['AWSDateTime']['output'];
};

export type JobApplicationCount = {
  __typename?: 'JobApplicationCount';
  count: Scalars['Int']['output'];
  jobId: Scalars['ID']['output'];
};

export type JobApplicationCvUpload = {
  __typename?: 'JobApplicationCvUpload';
  /** Where the browser uploads: private/applications/uploads/<random id>_<file name>. Pass it to completeJobApplicationCvUpload. */
  key: Scalars['String']['output'];
  /** Presigned PUT (900 s), signed for the declared content type and size. */
  url: Scalars['String']['output'];
};

export type JobApplicationFile = {
  __typename?: 'JobApplicationFile';
  /** As detected from the content. */
  contentType: Scalars['String']['output'];
  fileName: Scalars['String']['output'];
  /** Storage key under private/applications/<reference>/; jobApplicationCvUrl downloads it. */
  key: Scalars['String']['output'];
  size: Scalars['Float']['output'];
};

export type JobApplicationNote = {
  __typename?: 'JobApplicationNote';
  /** The signed-in staff member who wrote it (e-mail, or user name). */
  author: Scalars['String']['output'];
  createdAt: Scalars['AWSDateTime']['output'];
  text: Scalars['String']['output'];
};

export type JobApplicationReceipt = {
  __typename?: 'JobApplicationReceipt';
  receivedAt: Scalars['AWSDateTime']['output'];
  /** The application's reference, such as J-7K3Q9P. */
  reference: Scalars['String']['output'];
};

export type JobApplicationStatus =
  'INTERVIEW' | 'NEW' | 'OFFER' | 'SHORTLISTED' | 'UNSUCCESSFUL' | 'WITHDRAWN';

/** An application as the list shows it: the job and the applicant's name, never contact details, answers or the CV. */
export type JobApplicationSummary = {
  __typename?: 'JobApplicationSummary';
  createdAt: Scalars['AWSDateTime']['output'];
  id: Scalars['ID']['output'];
  jobId: Scalars['ID']['output'];
  jobTitle: Scalars['String']['output'];
  name: Scalars['String']['output'];
  read: Scalars['Boolean']['output'];
  status: JobApplicationStatus;
};

export type JobApplicationSummaryConnection = {
  __typename?: 'JobApplicationSummaryConnection';
  items: Array<JobApplicationSummary>;
  nextToken?: Maybe<Scalars['String']['output']>;
};

export type Message = {
  __typename?: 'Message';
  createdAt: Scalars['AWSDateTime']['output'];
  email: Scalars['AWSEmail']['output'];
  /** When it is deleted automatically (epoch seconds, DynamoDB TTL); null for an item kept until deleted. */
  expiresAt?: Maybe<Scalars['Float']['output']>;
  fullName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  msg: Scalars['String']['output'];
  /** Internal notes, oldest first. */
  notes: Array<MessageNote>;
  phone: Scalars['String']['output'];
  postcode?: Maybe<Scalars['Int']['output']>;
  /** False until a staff member first opens the message (getMessage). */
  read: Scalars['Boolean']['output'];
  status: MessageStatus;
  updatedAt: Scalars['AWSDateTime']['output'];
};

export type MessageNote = {
  __typename?: 'MessageNote';
  /** The signed-in staff member who wrote it (e-mail, or user name). */
  author: Scalars['String']['output'];
  createdAt: Scalars['AWSDateTime']['output'];
  text: Scalars['String']['output'];
};

/** Where a message is in the provider's handling; new messages are NEW. */
export type MessageStatus = 'CLOSED' | 'NEW' | 'REPLIED';

/** A message as the inbox lists it: who sent it and the first line of the text, never the contact details. */
export type MessageSummary = {
  __typename?: 'MessageSummary';
  createdAt: Scalars['AWSDateTime']['output'];
  fullName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The text's first line, at most 200 characters. */
  preview: Scalars['String']['output'];
  read: Scalars['Boolean']['output'];
  status: MessageStatus;
};

export type MessageSummaryConnection = {
  __typename?: 'MessageSummaryConnection';
  items: Array<MessageSummary>;
  nextToken?: Maybe<Scalars['String']['output']>;
};

export type ModelFeedbackFilterInput = {
  and?: InputMaybe<Array<ModelFeedbackFilterInput>>;
  kind?: InputMaybe<ModelStringInput>;
  not?: InputMaybe<ModelFeedbackFilterInput>;
  or?: InputMaybe<Array<ModelFeedbackFilterInput>>;
  status?: InputMaybe<ModelStringInput>;
};

export type ModelIntInput = {
  eq?: InputMaybe<Scalars['Int']['input']>;
  ge?: InputMaybe<Scalars['Int']['input']>;
  gt?: InputMaybe<Scalars['Int']['input']>;
  le?: InputMaybe<Scalars['Int']['input']>;
  lt?: InputMaybe<Scalars['Int']['input']>;
  ne?: InputMaybe<Scalars['Int']['input']>;
};

export type ModelJobApplicationFilterInput = {
  and?: InputMaybe<Array<ModelJobApplicationFilterInput>>;
  jobId?: InputMaybe<ModelStringInput>;
  not?: InputMaybe<ModelJobApplicationFilterInput>;
  or?: InputMaybe<Array<ModelJobApplicationFilterInput>>;
  status?: InputMaybe<ModelStringInput>;
};

/** Kept for API compatibility with the original client. Ids are assigned by the server, so a create has nothing to compare against: any non-empty condition is rejected with a ValidationError. */
export type ModelMessageConditionInput = {
  email?: InputMaybe<ModelStringInput>;
  fullName?: InputMaybe<ModelStringInput>;
};

export type ModelMessageFilterInput = {
  and?: InputMaybe<Array<ModelMessageFilterInput>>;
  email?: InputMaybe<ModelStringInput>;
  fullName?: InputMaybe<ModelStringInput>;
  msg?: InputMaybe<ModelStringInput>;
  not?: InputMaybe<ModelMessageFilterInput>;
  or?: InputMaybe<Array<ModelMessageFilterInput>>;
  phone?: InputMaybe<ModelStringInput>;
  postcode?: InputMaybe<ModelIntInput>;
};

export type ModelPostConnection = {
  __typename?: 'ModelPostConnection';
  items: Array<Post>;
  nextToken?: Maybe<Scalars['String']['output']>;
};

export type ModelPostFilterInput = {
  and?: InputMaybe<Array<ModelPostFilterInput>>;
  location?: InputMaybe<ModelStringInput>;
  not?: InputMaybe<ModelPostFilterInput>;
  or?: InputMaybe<Array<ModelPostFilterInput>>;
  title?: InputMaybe<ModelStringInput>;
  type?: InputMaybe<ModelStringInput>;
};

export type ModelReferralFilterInput = {
  and?: InputMaybe<Array<ModelReferralFilterInput>>;
  not?: InputMaybe<ModelReferralFilterInput>;
  or?: InputMaybe<Array<ModelReferralFilterInput>>;
  participantName?: InputMaybe<ModelStringInput>;
  referrerName?: InputMaybe<ModelStringInput>;
  status?: InputMaybe<ModelStringInput>;
};

/** See ModelMessageConditionInput. */
export type ModelStaffConditionInput = {
  name?: InputMaybe<ModelStringInput>;
  role?: InputMaybe<ModelStringInput>;
};

export type ModelStaffConnection = {
  __typename?: 'ModelStaffConnection';
  items: Array<Staff>;
  nextToken?: Maybe<Scalars['String']['output']>;
};

export type ModelStaffFilterInput = {
  and?: InputMaybe<Array<ModelStaffFilterInput>>;
  name?: InputMaybe<ModelStringInput>;
  not?: InputMaybe<ModelStaffFilterInput>;
  or?: InputMaybe<Array<ModelStaffFilterInput>>;
  role?: InputMaybe<ModelStringInput>;
};

export type ModelStringInput = {
  beginsWith?: InputMaybe<Scalars['String']['input']>;
  contains?: InputMaybe<Scalars['String']['input']>;
  eq?: InputMaybe<Scalars['String']['input']>;
  ne?: InputMaybe<Scalars['String']['input']>;
};

export type ModelTestimonialConnection = {
  __typename?: 'ModelTestimonialConnection';
  items: Array<Testimonial>;
  nextToken?: Maybe<Scalars['String']['output']>;
};

export type ModelTestimonialFilterInput = {
  and?: InputMaybe<Array<ModelTestimonialFilterInput>>;
  body?: InputMaybe<ModelStringInput>;
  name?: InputMaybe<ModelStringInput>;
  not?: InputMaybe<ModelTestimonialFilterInput>;
  or?: InputMaybe<Array<ModelTestimonialFilterInput>>;
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Aborts an upload that was not completed: aborts the multipart upload and deletes the uploaded object. */
  abortStaffPhotoUpload: Scalars['Boolean']['output'];
  /** Appends an action taken; its author is the signed-in staff member. Actions are never edited or removed. */
  addFeedbackAction?: Maybe<Feedback>;
  /** Appends an outcome note; its author is the signed-in staff member. Notes are never edited or removed. */
  addFeedbackNote?: Maybe<Feedback>;
  /** Appends an internal note; its author is the signed-in staff member. Notes are never edited or removed. */
  addJobApplicationNote?: Maybe<JobApplication>;
  /** Appends an internal note; its author is the signed-in staff member. Notes are never edited or removed. */
  addMessageNote?: Maybe<Message>;
  /** Appends an internal note; its author is the signed-in staff member. Notes are never edited or removed. */
  addReferralNote?: Maybe<Referral>;
  /** Checks an uploaded CV's size and content and keeps it for submitJobApplication; an upload completes once. */
  completeJobApplicationCvUpload: CheckedJobApplicationCv;
  /** Checks an uploaded attachment's size and content and keeps it for createReferral; an upload completes once. */
  completeReferralAttachmentUpload: CheckedReferralAttachment;
  /** Finishes an upload (completes a multipart upload), checks the stored size and that the object is an image, then publishes it under public/staff/. Only the returned key may be used as a staff photo. */
  completeStaffPhotoUpload: CompletedStaffPhotoUpload;
  /** Stores a compliment, feedback or complaint with a reference (F-…), e-mails an acknowledgement when an e-mail address is given, and tells the provider's inbox one arrived (without the person's details or text). */
  createFeedback?: Maybe<FeedbackReceipt>;
  createMessage?: Maybe<Message>;
  createPost?: Maybe<Post>;
  /** Stores a referral, e-mails the referrer an acknowledgement with its reference and tells the provider's inbox one arrived. */
  createReferral?: Maybe<ReferralReceipt>;
  createStaff?: Maybe<Staff>;
  createTestimonial?: Maybe<Testimonial>;
  deleteFeedback?: Maybe<Feedback>;
  /** Deletes an application and its CV. */
  deleteJobApplication?: Maybe<JobApplication>;
  deleteMessage?: Maybe<Message>;
  deletePost?: Maybe<Post>;
  /** Deletes a referral and its attachments. */
  deleteReferral?: Maybe<Referral>;
  deleteStaff?: Maybe<Staff>;
  /** Deletes an account for good, after signing it out everywhere (owners only; audited). Refused for yourself and for the last active owner. */
  deleteStaffAccount: StaffAccount;
  deleteTestimonial?: Maybe<Testimonial>;
  /** Stops an account signing in and signs it out everywhere; the API refuses its tokens from then on (owners only; audited). Refused for yourself and for the last active owner. */
  disableStaffAccount: StaffAccount;
  /** E-mails the referrer the text staff confirmed (HTML and plain text, with the reference) and records it on the referral as a note (its subject and text) and in its audit trail. Refused when the referral's status is not the template's, or when the text holds the participant's details. */
  emailReferrer?: Maybe<Referral>;
  /** Lets a disabled account sign in again (owners only; audited). */
  enableStaffAccount: StaffAccount;
  /** The audit log (or the part the filter selects) as CSV: when, who, item, action, detail (owners only). Refused when more entries match than one export may hold. */
  exportAuditLog: Scalars['String']['output'];
  /** The register (or the part the filter selects) as CSV: received date, reference, kind, status, each status change, outcome notes and contact or 'Anonymous'. Each exported item's audit trail records the export. Refused when more items match than one export may hold. */
  exportFeedback: Scalars['String']['output'];
  /** feedbackStatistics as CSV. Each item counted has the export recorded in its audit trail. */
  exportFeedbackStatistics: Scalars['String']['output'];
  /** CSV of the applications the filter selects, newest first, without CVs or notes; each exported application's audit trail records it. */
  exportJobApplications: Scalars['String']['output'];
  /** CSV (RFC 4180, formula cells neutralised) of every message listMessages shows for the same search and status, newest first; each exported message's audit trail records it. */
  exportMessages: Scalars['String']['output'];
  /** CSV (RFC 4180, formula cells neutralised) of the referrals received in a period (provider dates, both included), of one status or all, oldest first; the participant's date of birth, NDIS number, needs and goals only when sensitive is true. Each exported referral's audit trail records it. Refused when more match than one export may hold. */
  exportReferrals: Scalars['String']['output'];
  /** Creates a staff account with these roles; Cognito e-mails the person a temporary password (owners only; audited). Refused, field email, when the address already has an account. */
  inviteStaffAccount: StaffAccount;
  /** Records a compliment, feedback or complaint a staff member took by phone, in person, by e-mail or letter, with the date it was received; nothing is e-mailed. Recorded in its audit trail. */
  recordFeedback?: Maybe<Feedback>;
  /** E-mails an invited person a new temporary password, as when the first has expired (owners only; audited). Refused, field username, once the person has chosen a password. */
  resendStaffInvitation: StaffAccount;
  /** Turns off the account's authenticator app, as when the phone is lost; the person enrols a new one at their next sign-in (owners only; audited). */
  resetStaffAccountMfa: StaffAccount;
  /** E-mails the person who gave an e-mail address the acknowledgement or the outcome, in the staff member's words with the reference added, and records it on the item (an acknowledgement also sets the date acknowledged, an outcome the date the complainant was told, when not yet set). */
  sendFeedbackEmail?: Maybe<Feedback>;
  /** Gives a staff account exactly these roles (owners only; recorded in its audit trail). Refused, field roles, with no role, when owners take owner from themselves, or when it would leave no active owner. */
  setStaffAccountRoles: StaffAccount;
  /** Presigns a PUT of an applicant's CV (PDF or DOCX, at most 5 MiB) to a private upload key. */
  startJobApplicationCvUpload: JobApplicationCvUpload;
  /** Presigns a PUT of one referral attachment (PDF, DOCX, JPEG or PNG, at most 10 MiB) to a private upload key. */
  startReferralAttachmentUpload: ReferralAttachmentUpload;
  /** Plans a staff-photo upload to uploads/staff/: one presigned PUT at or below the part size, else a multipart upload with presigned part URLs. */
  startStaffPhotoUpload: StaffPhotoUpload;
  /** Stores an application for an open job, e-mails the applicant an acknowledgement with its reference (J-…) and tells the provider's inbox one arrived (without the CV or the screening details). */
  submitJobApplication?: Maybe<JobApplicationReceipt>;
  /** Sets the register fields given (null clears one; a field left out is kept). A field that does not fit the item's kind is refused by name. Recorded in its audit trail. */
  updateFeedbackRegister?: Maybe<Feedback>;
  /** Sets a feedback item's status and adds the change, with its date and the signed-in staff member, to its status history. */
  updateFeedbackStatus?: Maybe<Feedback>;
  updateJobApplicationStatus?: Maybe<JobApplication>;
  updateMessageStatus?: Maybe<Message>;
  updatePost?: Maybe<Post>;
  updateReferralStatus?: Maybe<Referral>;
  updateStaff?: Maybe<Staff>;
  updateTestimonial?: Maybe<Testimonial>;
};

export type MutationAbortStaffPhotoUploadArgs = {
  input: AbortStaffPhotoUploadInput;
};

export type MutationAddFeedbackActionArgs = {
  input: AddFeedbackActionInput;
};

export type MutationAddFeedbackNoteArgs = {
  input: AddFeedbackNoteInput;
};

export type MutationAddJobApplicationNoteArgs = {
  input: AddJobApplicationNoteInput;
};

export type MutationAddMessageNoteArgs = {
  input: AddMessageNoteInput;
};

export type MutationAddReferralNoteArgs = {
  input: AddReferralNoteInput;
};

export type MutationCompleteJobApplicationCvUploadArgs = {
  input: CompleteJobApplicationCvUploadInput;
};

export type MutationCompleteReferralAttachmentUploadArgs = {
  input: CompleteReferralAttachmentUploadInput;
};

export type MutationCompleteStaffPhotoUploadArgs = {
  input: CompleteStaffPhotoUploadInput;
};

export type MutationCreateFeedbackArgs = {
  input: CreateFeedbackInput;
};

export type MutationCreateMessageArgs = {
  condition?: InputMaybe<ModelMessageConditionInput>;
  input: CreateMessageInput;
};

export type MutationCreatePostArgs = {
  input: CreatePostInput;
};

export type MutationCreateReferralArgs = {
  input: CreateReferralInput;
};

export type MutationCreateStaffArgs = {
  condition?: InputMaybe<ModelStaffConditionInput>;
  input: CreateStaffInput;
};

export type MutationCreateTestimonialArgs = {
  input: CreateTestimonialInput;
};

export type MutationDeleteFeedbackArgs = {
  input: DeleteInput;
};

export type MutationDeleteJobApplicationArgs = {
  input: DeleteInput;
};

export type MutationDeleteMessageArgs = {
  input: DeleteInput;
};

export type MutationDeletePostArgs = {
  input: DeleteInput;
};

export type MutationDeleteReferralArgs = {
  input: DeleteInput;
};

export type MutationDeleteStaffArgs = {
  input: DeleteInput;
};

export type MutationDeleteStaffAccountArgs = {
  input: StaffAccountInput;
};

export type MutationDeleteTestimonialArgs = {
  input: DeleteInput;
};

export type MutationDisableStaffAccountArgs = {
  input: StaffAccountInput;
};

export type MutationEmailReferrerArgs = {
  input: EmailReferrerInput;
};

export type MutationEnableStaffAccountArgs = {
  input: StaffAccountInput;
};

export type MutationExportAuditLogArgs = {
  filter?: InputMaybe<AuditLogFilterInput>;
};

export type MutationExportFeedbackArgs = {
  filter?: InputMaybe<ModelFeedbackFilterInput>;
};

export type MutationExportFeedbackStatisticsArgs = {
  period: StatisticsPeriodInput;
};

export type MutationExportJobApplicationsArgs = {
  filter?: InputMaybe<ModelJobApplicationFilterInput>;
};

export type MutationExportMessagesArgs = {
  input: ExportMessagesInput;
};

export type MutationExportReferralsArgs = {
  input: ExportReferralsInput;
};

export type MutationInviteStaffAccountArgs = {
  input: InviteStaffAccountInput;
};

export type MutationRecordFeedbackArgs = {
  input: RecordFeedbackInput;
};

export type MutationResendStaffInvitationArgs = {
  input: StaffAccountInput;
};

export type MutationResetStaffAccountMfaArgs = {
  input: StaffAccountInput;
};

export type MutationSendFeedbackEmailArgs = {
  input: SendFeedbackEmailInput;
};

export type MutationSetStaffAccountRolesArgs = {
  input: SetStaffAccountRolesInput;
};

export type MutationStartJobApplicationCvUploadArgs = {
  input: StartJobApplicationCvUploadInput;
};

export type MutationStartReferralAttachmentUploadArgs = {
  input: StartReferralAttachmentUploadInput;
};

export type MutationStartStaffPhotoUploadArgs = {
  input: StartStaffPhotoUploadInput;
};

export type MutationSubmitJobApplicationArgs = {
  input: SubmitJobApplicationInput;
};

export type MutationUpdateFeedbackRegisterArgs = {
  input: UpdateFeedbackRegisterInput;
};

export type MutationUpdateFeedbackStatusArgs = {
  input: UpdateFeedbackStatusInput;
};

export type MutationUpdateJobApplicationStatusArgs = {
  input: UpdateJobApplicationStatusInput;
};

export type MutationUpdateMessageStatusArgs = {
  input: UpdateMessageStatusInput;
};

export type MutationUpdatePostArgs = {
  input: UpdatePostInput;
};

export type MutationUpdateReferralStatusArgs = {
  input: UpdateReferralStatusInput;
};

export type MutationUpdateStaffArgs = {
  input: UpdateStaffInput;
};

export type MutationUpdateTestimonialArgs = {
  input: UpdateTestimonialInput;
};

export type PlanFunding =
  'NDIA_MANAGED' | 'NOT_SURE' | 'NO_PLAN_YET' | 'PLAN_MANAGED' | 'SELF_MANAGED';

export type Post = {
  __typename?: 'Post';
  /** The last day applications are taken (Australian time, siteConfig.timeZone); absent when open until filled. */
  closesOn?: Maybe<Scalars['AWSDate']['output']>;
  createdAt: Scalars['AWSDateTime']['output'];
  /** Markdown text, one entry per line. */
  description: Array<Scalars['String']['output']>;
  /** Filled jobs leave the board and their page answers 410. */
  filled?: Maybe<Scalars['Boolean']['output']>;
  id: Scalars['ID']['output'];
  location: Scalars['String']['output'];
  /** Its page's address is /opportunities/<slug>: given when the job is created, kept across edits. Absent on jobs created before job pages, whose slug is job-<start of id>. */
  slug?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  /** Employment type: Casual, Full Time, Part Time or Subcontractor. Jobs stored before it was a choice may hold other text. */
  type: Scalars['String']['output'];
  updatedAt: Scalars['AWSDateTime']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** What staff did across all items and staff accounts, newest first (owners only), narrowed by the filter; at most 500 entries, truncated says when more match. */
  auditLog: AuditLog;
  /** Who viewed, changed, exported or deleted one item, newest first; kept after the item is deleted. */
  auditTrail: Array<AuditEntry>;
  /** What needs attention now, in one request: each section the caller's roles cover, null for the others. */
  dashboard: Dashboard;
  /** The register's statistics for a period: items received in it by kind, source, service area, risk and outcome; complaints' median days to acknowledge and to resolve, and how many met their targets. */
  feedbackStatistics: FeedbackStatistics;
  /** One feedback item with every field; opening it marks it read and is recorded in its audit trail. */
  getFeedback?: Maybe<Feedback>;
  /** One application with every field; opening it marks it read. */
  getJobApplication?: Maybe<JobApplication>;
  /** One message with every field; opening it marks it read. */
  getMessage?: Maybe<Message>;
  /** One referral with every field; opening it marks it read. */
  getReferral?: Maybe<Referral>;
  /** How many applications each given job has (1-100 job ids, each once in the answer, 0 for none), read without any application's details, so no view is recorded. */
  jobApplicationCounts: Array<JobApplicationCount>;
  /** Presigned GET (300 s) for an application's CV, saved by the browser under its file name. */
  jobApplicationCvUrl: Scalars['String']['output'];
  /** The complaints register: compliments, feedback and complaints, newest first, as the register lists them (getFeedback has every field); each returned item's audit trail records the view. */
  listFeedback: FeedbackSummaryConnection;
  /** Job applications, newest first (getJobApplication has every field); filter by jobId for one job's. Each returned application's audit trail records the view. */
  listJobApplications: JobApplicationSummaryConnection;
  /** Messages, newest first, as the inbox lists them (getMessage has every field); each returned message's audit trail records the view. search: words found in the name, e-mail, phone (digits) or text, any case; status: only messages with it. */
  listMessages: MessageSummaryConnection;
  listPosts: ModelPostConnection;
  /** Referrals, newest first, as the inbox lists them (getReferral has every field); each returned referral's audit trail records the view. */
  listReferrals: ReferralSummaryConnection;
  listStaff: ModelStaffConnection;
  listTestimonials: ModelTestimonialConnection;
  /** Presigned GET (300 s) for one attachment of a referral, saved by the browser under its file name. */
  referralAttachmentUrl: Scalars['String']['output'];
  /** Presigned GET (900 s) for the referral form, saved by the browser as 'EW_Referral Form.docx'. */
  referralFormUrl: Scalars['String']['output'];
  /** Referrals deleted automatically within the next 30 days (or already past their date, awaiting the sweep), soonest first; each returned referral's audit trail records the view. */
  referralsDueForDeletion: Array<ReferralSummary>;
  /** Every staff sign-in account of the pool, oldest first, with its roles (owners only): all at once, not paged, as a small provider has a handful. */
  staffAccounts: Array<StaffAccount>;
  /** How many feedback items nobody has opened yet. */
  unreadFeedbackCount: Scalars['Int']['output'];
  /** How many applications nobody has opened yet. */
  unreadJobApplicationCount: Scalars['Int']['output'];
  /** How many messages nobody has opened yet. */
  unreadMessageCount: Scalars['Int']['output'];
  /** How many referrals nobody has opened yet. */
  unreadReferralCount: Scalars['Int']['output'];
};

export type QueryAuditLogArgs = {
  filter?: InputMaybe<AuditLogFilterInput>;
};

export type QueryAuditTrailArgs = {
  id: Scalars['ID']['input'];
  kind: AuditedKind;
};

export type QueryFeedbackStatisticsArgs = {
  period: StatisticsPeriodInput;
};

export type QueryGetFeedbackArgs = {
  id: Scalars['ID']['input'];
};

export type QueryGetJobApplicationArgs = {
  id: Scalars['ID']['input'];
};

export type QueryGetMessageArgs = {
  id: Scalars['ID']['input'];
};

export type QueryGetReferralArgs = {
  id: Scalars['ID']['input'];
};

export type QueryJobApplicationCountsArgs = {
  jobIds: Array<Scalars['ID']['input']>;
};

export type QueryJobApplicationCvUrlArgs = {
  id: Scalars['ID']['input'];
};

export type QueryListFeedbackArgs = {
  filter?: InputMaybe<ModelFeedbackFilterInput>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
};

export type QueryListJobApplicationsArgs = {
  filter?: InputMaybe<ModelJobApplicationFilterInput>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
};

export type QueryListMessagesArgs = {
  filter?: InputMaybe<ModelMessageFilterInput>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<MessageStatus>;
};

export type QueryListPostsArgs = {
  filter?: InputMaybe<ModelPostFilterInput>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
};

export type QueryListReferralsArgs = {
  filter?: InputMaybe<ModelReferralFilterInput>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
};

export type QueryListStaffArgs = {
  filter?: InputMaybe<ModelStaffFilterInput>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
};

export type QueryListTestimonialsArgs = {
  filter?: InputMaybe<ModelTestimonialFilterInput>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
};

export type QueryReferralAttachmentUrlArgs = {
  input: ReferralAttachmentUrlInput;
};

/** A compliment, feedback or complaint staff took other than through the website form. */
export type RecordFeedbackInput = {
  /** When true, name, email and phone must be left out. */
  anonymous: Scalars['Boolean']['input'];
  /** Must be true: the person agreed to their details being used to handle it. */
  consent: Scalars['Boolean']['input'];
  email?: InputMaybe<Scalars['AWSEmail']['input']>;
  kind: FeedbackKind;
  name?: InputMaybe<Scalars['String']['input']>;
  outcomeWanted?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  /** Not after today. */
  receivedOn: Scalars['AWSDate']['input'];
  /** Any channel but WEBSITE. */
  receivedVia: FeedbackChannel;
  whatHappened: Scalars['String']['input'];
};

export type Referral = {
  __typename?: 'Referral';
  attachments: Array<ReferralAttachment>;
  communication: CommunicationNeeds;
  /** Always true: a referral without consent is refused. */
  consent: Scalars['Boolean']['output'];
  /** True: reach the participant through the referrer. Null on referrals made before the form asked. */
  contactThroughReferrer?: Maybe<Scalars['Boolean']['output']>;
  createdAt: Scalars['AWSDateTime']['output'];
  /** When it is deleted automatically (epoch seconds, DynamoDB TTL); null for an item kept until deleted. */
  expiresAt?: Maybe<Scalars['Float']['output']>;
  goals?: Maybe<Scalars['String']['output']>;
  /** The reference the referrer was given, such as R-7K3Q9P. */
  id: Scalars['ID']['output'];
  /** Nine digits starting with 43. */
  ndisNumber?: Maybe<Scalars['String']['output']>;
  /** Oldest first. */
  notes: Array<ReferralNote>;
  participantDateOfBirth: Scalars['AWSDate']['output'];
  participantEmail?: Maybe<Scalars['AWSEmail']['output']>;
  participantName: Scalars['String']['output'];
  participantPhone?: Maybe<Scalars['String']['output']>;
  participantPostcode: Scalars['Int']['output'];
  planEndDate?: Maybe<Scalars['AWSDate']['output']>;
  planFunding: PlanFunding;
  planManagerEmail?: Maybe<Scalars['AWSEmail']['output']>;
  planManagerName?: Maybe<Scalars['String']['output']>;
  planStartDate?: Maybe<Scalars['AWSDate']['output']>;
  preferredContact: ContactMethod;
  /** False until a staff member first opens the referral (getReferral). */
  read: Scalars['Boolean']['output'];
  referrerEmail: Scalars['AWSEmail']['output'];
  referrerName: Scalars['String']['output'];
  referrerOrganisation?: Maybe<Scalars['String']['output']>;
  referrerPhone: Scalars['String']['output'];
  referrerRole: ReferrerRole;
  /** Service keys of schema/contract/services.ts. */
  services: Array<Scalars['String']['output']>;
  status: ReferralStatus;
  supportNeeded: Scalars['String']['output'];
  updatedAt: Scalars['AWSDateTime']['output'];
};

export type ReferralAttachment = {
  __typename?: 'ReferralAttachment';
  /** As detected from the content. */
  contentType: Scalars['String']['output'];
  fileName: Scalars['String']['output'];
  /** Storage key under private/referrals/<reference>/; pass it to referralAttachmentUrl. */
  key: Scalars['String']['output'];
  size: Scalars['Float']['output'];
};

export type ReferralAttachmentUpload = {
  __typename?: 'ReferralAttachmentUpload';
  /** Where the browser uploads: private/referrals/uploads/<random id>_<file name>. Pass it to completeReferralAttachmentUpload. */
  key: Scalars['String']['output'];
  /** Presigned PUT (900 s), signed for the declared content type and size. */
  url: Scalars['String']['output'];
};

export type ReferralAttachmentUrlInput = {
  /** The referral's id (its reference). */
  id: Scalars['ID']['input'];
  /** One of the referral's attachment keys. */
  key: Scalars['String']['input'];
};

export type ReferralNote = {
  __typename?: 'ReferralNote';
  /** The signed-in staff member who wrote it (e-mail, or user name). */
  author: Scalars['String']['output'];
  createdAt: Scalars['AWSDateTime']['output'];
  text: Scalars['String']['output'];
};

export type ReferralReceipt = {
  __typename?: 'ReferralReceipt';
  receivedAt: Scalars['AWSDateTime']['output'];
  /** The referral's reference, such as R-7K3Q9P. */
  reference: Scalars['String']['output'];
};

export type ReferralStatus =
  'ACCEPTED' | 'CLOSED' | 'CONTACTED' | 'DECLINED' | 'NEW' | 'WAITLISTED';

/** A referral as the inbox lists it: the names, never the participant's details, needs or files. */
export type ReferralSummary = {
  __typename?: 'ReferralSummary';
  createdAt: Scalars['AWSDateTime']['output'];
  /** When it is deleted automatically (epoch seconds); null while it is kept. */
  expiresAt?: Maybe<Scalars['Float']['output']>;
  id: Scalars['ID']['output'];
  participantName: Scalars['String']['output'];
  read: Scalars['Boolean']['output'];
  referrerName: Scalars['String']['output'];
  referrerRole: ReferrerRole;
  /** Service keys of schema/contract/services.ts. */
  services: Array<Scalars['String']['output']>;
  status: ReferralStatus;
};

export type ReferralSummaryConnection = {
  __typename?: 'ReferralSummaryConnection';
  items: Array<ReferralSummary>;
  nextToken?: Maybe<Scalars['String']['output']>;
};

/** Which news an e-mail to the referrer gives; each goes with the referral status of its name. */
export type ReferrerEmailTemplate = 'CONTACTED' | 'DECLINED' | 'WAITLISTED';

export type ReferrerRole =
  | 'FAMILY_OR_CARER'
  | 'HEALTH_PROFESSIONAL'
  | 'OTHER'
  | 'PLAN_MANAGER'
  | 'SELF'
  | 'SUPPORT_COORDINATOR';

export type RightToWork = 'NO' | 'YES';

/** Harm, or a risk of harm, to anyone puts a complaint at HIGH or above. */
export type RiskRating = 'CRITICAL' | 'HIGH' | 'LOW' | 'MEDIUM';

/** Refused when the item has no e-mail address, or an outcome e-mail for a compliment. */
export type SendFeedbackEmailInput = {
  id: Scalars['ID']['input'];
  purpose: FeedbackEmailPurpose;
  /** The staff member's words; the reference and the provider's contact details are added. */
  text: Scalars['String']['input'];
};

export type SetStaffAccountRolesInput = {
  roles: Array<StaffRole>;
  username: Scalars['ID']['input'];
};

export type Staff = {
  __typename?: 'Staff';
  certificates: Scalars['String']['output'];
  createdAt: Scalars['AWSDateTime']['output'];
  description: Scalars['String']['output'];
  experience: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Storage key of the photo under public/staff/, as completeStaffPhotoUpload returned it. */
  imageUrl: Scalars['String']['output'];
  name: Scalars['String']['output'];
  role: Scalars['String']['output'];
  updatedAt: Scalars['AWSDateTime']['output'];
};

/** A staff member's sign-in account, as owners manage it. */
export type StaffAccount = {
  __typename?: 'StaffAccount';
  createdAt: Scalars['AWSDateTime']['output'];
  email: Scalars['String']['output'];
  /** The last successful sign-in, when the pool records sign-in events (its threat protection); null otherwise. */
  lastSignInAt?: Maybe<Scalars['AWSDateTime']['output']>;
  /** Whether an authenticator app is on for the account. */
  mfaEnabled: Scalars['Boolean']['output'];
  name?: Maybe<Scalars['String']['output']>;
  roles: Array<StaffRole>;
  status: StaffAccountStatus;
  /** The pool's user name (the user's sub, in a pool signed into by e-mail). */
  username: Scalars['ID']['output'];
};

/** One staff account, by the pool's user name. */
export type StaffAccountInput = {
  username: Scalars['ID']['input'];
};

export type StaffAccountStatus =
  | 'ACTIVE'
  | 'DISABLED'
  /** Created, and the temporary password not yet replaced. */
  | 'INVITED';

export type StaffPhotoUpload = {
  __typename?: 'StaffPhotoUpload';
  /** Where the browser uploads: uploads/staff/<timestamp>_<file name>. Pass it to complete or abort; completing publishes the photo at public/staff/<timestamp>_<file name>. */
  key: Scalars['String']['output'];
  /** Bytes per part; the whole file when there is one part. Each URL is signed for its exact length: every part but the last is partSize bytes. */
  partSize: Scalars['Float']['output'];
  /** Presigned part URLs for a multipart upload; empty for a single PUT. */
  parts: Array<UploadPartUrl>;
  /** Multipart upload id; null for a single PUT. */
  uploadId?: Maybe<Scalars['String']['output']>;
  /** Presigned PUT for a single-part upload; null for multipart. */
  url?: Maybe<Scalars['String']['output']>;
};

/** One thing a staff member did to an item. Entries are only ever added. */
export type StaffRole = 'COMPLAINTS' | 'INTAKE' | 'OWNER' | 'WEBSITE';

export type StartJobApplicationCvUploadInput = {
  contentType: Scalars['String']['input'];
  fileName: Scalars['String']['input'];
  size: Scalars['Float']['input'];
};

export type StartReferralAttachmentUploadInput = {
  contentType: Scalars['String']['input'];
  fileName: Scalars['String']['input'];
  size: Scalars['Float']['input'];
};

export type StartStaffPhotoUploadInput = {
  contentType: Scalars['String']['input'];
  fileName: Scalars['String']['input'];
  size: Scalars['Float']['input'];
};

/** How many items had one value (or NOT_RECORDED) of a register field. */
export type StatisticsCount = {
  __typename?: 'StatisticsCount';
  count: Scalars['Int']['output'];
  key: Scalars['String']['output'];
  label: Scalars['String']['output'];
};

export type StatisticsPeriodInput = {
  /** The period's first day: the 1st of a month; of January, April, July or October; or 1 July. */
  startsOn: Scalars['AWSDate']['input'];
  unit: StatisticsPeriodUnit;
};

export type StatisticsPeriodUnit = 'FINANCIAL_YEAR' | 'MONTH' | 'QUARTER';

export type SubmitJobApplicationInput = {
  availability?: InputMaybe<Scalars['String']['input']>;
  /** Makes a resend safe: the same token with the same fields is the same application and reference, stored and e-mailed once. A UUID the client makes for each application. */
  clientToken?: InputMaybe<Scalars['ID']['input']>;
  /** Exactly one key completeJobApplicationCvUpload returned. */
  cv: Array<Scalars['String']['input']>;
  email: Scalars['AWSEmail']['input'];
  /** The open job applied for (Post.id). */
  jobId: Scalars['ID']['input'];
  name: Scalars['String']['input'];
  note: Scalars['String']['input'];
  phone: Scalars['String']['input'];
  rightToWork: RightToWork;
  screeningCheck: WorkerScreeningStatus;
  /** Honeypot: left empty by people, filled by bots. A filled value is answered as if stored, logged, and not stored or e-mailed. */
  website?: InputMaybe<Scalars['String']['input']>;
};

/** How many complaints met a target, of those decided: done, or past the due date undone. */
export type TargetShare = {
  __typename?: 'TargetShare';
  decided: Scalars['Int']['output'];
  met: Scalars['Int']['output'];
};

export type Testimonial = {
  __typename?: 'Testimonial';
  body: Scalars['String']['output'];
  createdAt: Scalars['AWSDateTime']['output'];
  id: Scalars['ID']['output'];
  /** Participant name. */
  name: Scalars['String']['output'];
  updatedAt: Scalars['AWSDateTime']['output'];
};

/** The register fields to set (schema/contract/feedbackRegisterFields.ts): null clears one, a field left out is kept. Dates are not after today nor before the date received; closedOn only on a Closed item. */
export type UpdateFeedbackRegisterInput = {
  acknowledgedOn?: InputMaybe<Scalars['AWSDate']['input']>;
  advocateInvolved?: InputMaybe<Scalars['Boolean']['input']>;
  affectedPerson?: InputMaybe<Scalars['String']['input']>;
  affectedPersonToldOn?: InputMaybe<Scalars['AWSDate']['input']>;
  closedOn?: InputMaybe<Scalars['AWSDate']['input']>;
  complainantSatisfied?: InputMaybe<Scalars['Boolean']['input']>;
  complainantToldOn?: InputMaybe<Scalars['AWSDate']['input']>;
  id: Scalars['ID']['input'];
  improvements?: InputMaybe<Scalars['String']['input']>;
  involved?: InputMaybe<Scalars['String']['input']>;
  outcome?: InputMaybe<ComplaintOutcome>;
  outcomeSummary?: InputMaybe<Scalars['String']['input']>;
  receivedOn?: InputMaybe<Scalars['AWSDate']['input']>;
  receivedVia?: InputMaybe<FeedbackChannel>;
  riskRating?: InputMaybe<RiskRating>;
  serviceArea?: InputMaybe<Scalars['String']['input']>;
  source?: InputMaybe<FeedbackSource>;
};

export type UpdateFeedbackStatusInput = {
  id: Scalars['ID']['input'];
  status: FeedbackStatus;
};

export type UpdateJobApplicationStatusInput = {
  id: Scalars['ID']['input'];
  status: JobApplicationStatus;
};

export type UpdateMessageStatusInput = {
  id: Scalars['ID']['input'];
  status: MessageStatus;
};

export type UpdatePostInput = {
  /** Optional last day; null or absent for none. */
  closesOn?: InputMaybe<Scalars['AWSDate']['input']>;
  description: Array<Scalars['String']['input']>;
  /** Absent means not filled. */
  filled?: InputMaybe<Scalars['Boolean']['input']>;
  id: Scalars['ID']['input'];
  location: Scalars['String']['input'];
  title: Scalars['String']['input'];
  type: Scalars['String']['input'];
};

export type UpdateReferralStatusInput = {
  id: Scalars['ID']['input'];
  status: ReferralStatus;
};

export type UpdateStaffInput = {
  certificates: Scalars['String']['input'];
  description: Scalars['String']['input'];
  experience: Scalars['String']['input'];
  id: Scalars['ID']['input'];
  /** Omit to keep the current photo. */
  imageUrl?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  role: Scalars['String']['input'];
};

export type UpdateTestimonialInput = {
  body: Scalars['String']['input'];
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
};

export type UploadPartUrl = {
  __typename?: 'UploadPartUrl';
  partNumber: Scalars['Int']['output'];
  url: Scalars['String']['output'];
};

/** The applicant's NDIS Worker Screening Check. */
export type WorkerScreeningStatus = 'APPLIED' | 'HAVE_ONE' | 'NOT_YET';
