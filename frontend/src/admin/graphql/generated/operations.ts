/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AbortStaffPhotoUploadInput = {
  /** The upload key startStaffPhotoUpload returned (uploads/staff/...). */
  key: string;
  uploadId?: string | null | undefined;
};

export type AddFeedbackActionInput = {
  id: string;
  text: string;
};

export type AddFeedbackNoteInput = {
  id: string;
  text: string;
};

export type AddJobApplicationNoteInput = {
  id: string;
  text: string;
};

export type AddMessageNoteInput = {
  id: string;
  text: string;
};

export type AddReferralNoteInput = {
  id: string;
  text: string;
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

/** Every condition optional. actor: the staff member's e-mail; kind and itemId: one item (itemId a reference, or a staff account's e-mail); from and to: days in Australia/Sydney, inclusive. */
export type AuditLogFilterInput = {
  actor?: string | null | undefined;
  from?: string | null | undefined;
  itemId?: string | null | undefined;
  kind?: AuditedKind | null | undefined;
  to?: string | null | undefined;
};

/** The kinds of item whose handling is audited. */
export type AuditedKind = 'FEEDBACK' | 'JOB_APPLICATION' | 'MESSAGE' | 'REFERRAL' | 'STAFF_ACCOUNT';

export type ComplaintOutcome =
  'NOT_RESOLVED' | 'PARTLY_RESOLVED' | 'REFERRED' | 'RESOLVED' | 'WITHDRAWN';

export type CompleteStaffPhotoUploadInput = {
  /** The upload key startStaffPhotoUpload returned (uploads/staff/...). */
  key: string;
  parts?: Array<CompletedPartInput> | null | undefined;
  /** The size the browser sent; the stored object must have exactly this size. */
  size: number;
  /** Required for a multipart upload, omitted for a single PUT. */
  uploadId?: string | null | undefined;
};

export type CompletedPartInput = {
  etag: string;
  partNumber: number;
};

export type ContactMethod = 'EMAIL' | 'PHONE' | 'SMS';

export type CreatePostInput = {
  /** Optional last day; null or absent for none. */
  closesOn?: string | null | undefined;
  description: Array<string>;
  /** Absent means not filled. */
  filled?: boolean | null | undefined;
  location: string;
  title: string;
  type: string;
};

export type CreateStaffInput = {
  certificates: string;
  description: string;
  experience: string;
  imageUrl: string;
  name: string;
  role: string;
};

export type CreateTestimonialInput = {
  body: string;
  name: string;
};

export type DashboardDue = 'DUE_TODAY' | 'OVERDUE';

/** The step of an item that is due: contacting a new referral's referrer, acknowledging or resolving a complaint. */
export type DashboardStep = 'ACKNOWLEDGE' | 'CONTACT_REFERRER' | 'RESOLVE';

export type DeleteInput = {
  id: string;
};

export type EmailReferrerInput = {
  id: string;
  template: ReferrerEmailTemplate;
  /** The body staff read and confirmed: the template's words or their own edit. */
  text: string;
};

/** The same search and status as listMessages; both left out exports every message. */
export type ExportMessagesInput = {
  search?: string | null | undefined;
  status?: MessageStatus | null | undefined;
};

export type ExportReferralsInput = {
  /** First provider date of the period, YYYY-MM-DD. */
  from: string;
  /** Adds the date of birth, NDIS number, support needed and goals columns. */
  sensitive: boolean;
  /** Only referrals with this status; all when left out. */
  status?: ReferralStatus | null | undefined;
  /** Last provider date of the period, not before from. */
  to: string;
};

export type FeedbackChannel = 'EMAIL' | 'IN_PERSON' | 'LETTER' | 'OTHER' | 'PHONE' | 'WEBSITE';

export type FeedbackEmailPurpose = 'ACKNOWLEDGEMENT' | 'OUTCOME';

export type FeedbackKind = 'COMPLAINT' | 'COMPLIMENT' | 'FEEDBACK';

export type FeedbackSource = 'ADVOCATE' | 'FAMILY_OR_CARER' | 'OTHER' | 'PARTICIPANT' | 'STAFF';

/** The complaint-handling steps the NDIS Practice Standards expect a register to show. */
export type FeedbackStatus = 'ACKNOWLEDGED' | 'CLOSED' | 'RECEIVED' | 'RESOLVED' | 'UNDER_REVIEW';

export type InviteStaffAccountInput = {
  email: string;
  name: string;
  roles: Array<StaffRole>;
};

export type JobApplicationStatus =
  'INTERVIEW' | 'NEW' | 'OFFER' | 'SHORTLISTED' | 'UNSUCCESSFUL' | 'WITHDRAWN';

/** Where a message is in the provider's handling; new messages are NEW. */
export type MessageStatus = 'CLOSED' | 'NEW' | 'REPLIED';

export type ModelFeedbackFilterInput = {
  and?: Array<ModelFeedbackFilterInput> | null | undefined;
  kind?: ModelStringInput | null | undefined;
  not?: ModelFeedbackFilterInput | null | undefined;
  or?: Array<ModelFeedbackFilterInput> | null | undefined;
  status?: ModelStringInput | null | undefined;
};

export type ModelJobApplicationFilterInput = {
  and?: Array<ModelJobApplicationFilterInput> | null | undefined;
  jobId?: ModelStringInput | null | undefined;
  not?: ModelJobApplicationFilterInput | null | undefined;
  or?: Array<ModelJobApplicationFilterInput> | null | undefined;
  status?: ModelStringInput | null | undefined;
};

export type ModelStringInput = {
  beginsWith?: string | null | undefined;
  contains?: string | null | undefined;
  eq?: string | null | undefined;
  ne?: string | null | undefined;
};

export type PlanFunding =
  'NDIA_MANAGED' | 'NOT_SURE' | 'NO_PLAN_YET' | 'PLAN_MANAGED' | 'SELF_MANAGED';

/** A compliment, feedback or complaint staff took other than through the website form. */
export type RecordFeedbackInput = {
  /** When true, name, email and phone must be left out. */
  anonymous: boolean;
  /** Must be true: the person agreed to their details being used to handle it. */
  consent: boolean;
  email?: string | null | undefined;
  kind: FeedbackKind;
  name?: string | null | undefined;
  outcomeWanted?: string | null | undefined;
  phone?: string | null | undefined;
  /** Not after today. */
  receivedOn: string;
  /** Any channel but WEBSITE. */
  receivedVia: FeedbackChannel;
  whatHappened: string;
};

export type ReferralAttachmentUrlInput = {
  /** The referral's id (its reference). */
  id: string;
  /** One of the referral's attachment keys. */
  key: string;
};

export type ReferralStatus =
  'ACCEPTED' | 'CLOSED' | 'CONTACTED' | 'DECLINED' | 'NEW' | 'WAITLISTED';

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
  id: string;
  purpose: FeedbackEmailPurpose;
  /** The staff member's words; the reference and the provider's contact details are added. */
  text: string;
};

export type SetStaffAccountRolesInput = {
  roles: Array<StaffRole>;
  username: string;
};

/** One staff account, by the pool's user name. */
export type StaffAccountInput = {
  username: string;
};

export type StaffAccountStatus =
  | 'ACTIVE'
  | 'DISABLED'
  /** Created, and the temporary password not yet replaced. */
  | 'INVITED';

/** One thing a staff member did to an item. Entries are only ever added. */
export type StaffRole = 'COMPLAINTS' | 'INTAKE' | 'OWNER' | 'WEBSITE';

export type StartStaffPhotoUploadInput = {
  contentType: string;
  fileName: string;
  size: number;
};

export type StatisticsPeriodInput = {
  /** The period's first day: the 1st of a month; of January, April, July or October; or 1 July. */
  startsOn: string;
  unit: StatisticsPeriodUnit;
};

export type StatisticsPeriodUnit = 'FINANCIAL_YEAR' | 'MONTH' | 'QUARTER';

/** The register fields to set (schema/contract/feedbackRegisterFields.ts): null clears one, a field left out is kept. Dates are not after today nor before the date received; closedOn only on a Closed item. */
export type UpdateFeedbackRegisterInput = {
  acknowledgedOn?: string | null | undefined;
  advocateInvolved?: boolean | null | undefined;
  affectedPerson?: string | null | undefined;
  affectedPersonToldOn?: string | null | undefined;
  closedOn?: string | null | undefined;
  complainantSatisfied?: boolean | null | undefined;
  complainantToldOn?: string | null | undefined;
  id: string;
  improvements?: string | null | undefined;
  involved?: string | null | undefined;
  outcome?: ComplaintOutcome | null | undefined;
  outcomeSummary?: string | null | undefined;
  receivedOn?: string | null | undefined;
  receivedVia?: FeedbackChannel | null | undefined;
  riskRating?: RiskRating | null | undefined;
  serviceArea?: string | null | undefined;
  source?: FeedbackSource | null | undefined;
};

export type UpdateFeedbackStatusInput = {
  id: string;
  status: FeedbackStatus;
};

export type UpdateJobApplicationStatusInput = {
  id: string;
  status: JobApplicationStatus;
};

export type UpdateMessageStatusInput = {
  id: string;
  status: MessageStatus;
};

export type UpdatePostInput = {
  /** Optional last day; null or absent for none. */
  closesOn?: string | null | undefined;
  description: Array<string>;
  /** Absent means not filled. */
  filled?: boolean | null | undefined;
  id: string;
  location: string;
  title: string;
  type: string;
};

export type UpdateReferralStatusInput = {
  id: string;
  status: ReferralStatus;
};

export type UpdateStaffInput = {
  certificates: string;
  description: string;
  experience: string;
  id: string;
  /** Omit to keep the current photo. */
  imageUrl?: string | null | undefined;
  name: string;
  role: string;
};

export type UpdateTestimonialInput = {
  body: string;
  id: string;
  name: string;
};

/** The applicant's NDIS Worker Screening Check. */
export type WorkerScreeningStatus = 'APPLIED' | 'HAVE_ONE' | 'NOT_YET';

export type AuditTrailQueryVariables = Exact<{
  kind: AuditedKind;
  id: string;
}>;

export type AuditTrailQuery = {
  auditTrail: Array<{ at: string; actor: string; action: AuditAction; detail: string | null }>;
};

export type StaffAccountFieldsFragment = {
  username: string;
  email: string;
  name: string | null;
  roles: Array<StaffRole>;
  status: StaffAccountStatus;
  mfaEnabled: boolean;
  createdAt: string;
  lastSignInAt: string | null;
};

export type StaffAccountsQueryVariables = Exact<{ [key: string]: never }>;

export type StaffAccountsQuery = {
  staffAccounts: Array<{
    username: string;
    email: string;
    name: string | null;
    roles: Array<StaffRole>;
    status: StaffAccountStatus;
    mfaEnabled: boolean;
    createdAt: string;
    lastSignInAt: string | null;
  }>;
};

export type SetStaffAccountRolesMutationVariables = Exact<{
  input: SetStaffAccountRolesInput;
}>;

export type SetStaffAccountRolesMutation = {
  setStaffAccountRoles: {
    username: string;
    email: string;
    name: string | null;
    roles: Array<StaffRole>;
    status: StaffAccountStatus;
    mfaEnabled: boolean;
    createdAt: string;
    lastSignInAt: string | null;
  };
};

export type InviteStaffAccountMutationVariables = Exact<{
  input: InviteStaffAccountInput;
}>;

export type InviteStaffAccountMutation = {
  inviteStaffAccount: {
    username: string;
    email: string;
    name: string | null;
    roles: Array<StaffRole>;
    status: StaffAccountStatus;
    mfaEnabled: boolean;
    createdAt: string;
    lastSignInAt: string | null;
  };
};

export type ResendStaffInvitationMutationVariables = Exact<{
  input: StaffAccountInput;
}>;

export type ResendStaffInvitationMutation = {
  resendStaffInvitation: {
    username: string;
    email: string;
    name: string | null;
    roles: Array<StaffRole>;
    status: StaffAccountStatus;
    mfaEnabled: boolean;
    createdAt: string;
    lastSignInAt: string | null;
  };
};

export type DisableStaffAccountMutationVariables = Exact<{
  input: StaffAccountInput;
}>;

export type DisableStaffAccountMutation = {
  disableStaffAccount: {
    username: string;
    email: string;
    name: string | null;
    roles: Array<StaffRole>;
    status: StaffAccountStatus;
    mfaEnabled: boolean;
    createdAt: string;
    lastSignInAt: string | null;
  };
};

export type EnableStaffAccountMutationVariables = Exact<{
  input: StaffAccountInput;
}>;

export type EnableStaffAccountMutation = {
  enableStaffAccount: {
    username: string;
    email: string;
    name: string | null;
    roles: Array<StaffRole>;
    status: StaffAccountStatus;
    mfaEnabled: boolean;
    createdAt: string;
    lastSignInAt: string | null;
  };
};

export type DeleteStaffAccountMutationVariables = Exact<{
  input: StaffAccountInput;
}>;

export type DeleteStaffAccountMutation = { deleteStaffAccount: { username: string } };

export type ResetStaffAccountMfaMutationVariables = Exact<{
  input: StaffAccountInput;
}>;

export type ResetStaffAccountMfaMutation = {
  resetStaffAccountMfa: {
    username: string;
    email: string;
    name: string | null;
    roles: Array<StaffRole>;
    status: StaffAccountStatus;
    mfaEnabled: boolean;
    createdAt: string;
    lastSignInAt: string | null;
  };
};

export type JobApplicationSummaryFieldsFragment = {
  id: string;
  jobId: string;
  jobTitle: string;
  name: string;
  status: JobApplicationStatus;
  read: boolean;
  createdAt: string;
};

export type JobApplicationFieldsFragment = {
  id: string;
  jobId: string;
  jobTitle: string;
  jobClosesOn: string | null;
  name: string;
  email: string;
  phone: string;
  rightToWork: RightToWork;
  screeningCheck: WorkerScreeningStatus;
  availability: string | null;
  note: string;
  status: JobApplicationStatus;
  read: boolean;
  createdAt: string;
  updatedAt: string;
  expiresAt: number | null;
  cv: Array<{ key: string; fileName: string; contentType: string; size: number }>;
  notes: Array<{ text: string; author: string; createdAt: string }>;
};

export type ListJobApplicationsQueryVariables = Exact<{
  filter?: ModelJobApplicationFilterInput | null | undefined;
  limit?: number | null | undefined;
  nextToken?: string | null | undefined;
}>;

export type ListJobApplicationsQuery = {
  listJobApplications: {
    nextToken: string | null;
    items: Array<{
      id: string;
      jobId: string;
      jobTitle: string;
      name: string;
      status: JobApplicationStatus;
      read: boolean;
      createdAt: string;
    }>;
  };
};

export type GetJobApplicationQueryVariables = Exact<{
  id: string;
}>;

export type GetJobApplicationQuery = {
  getJobApplication: {
    id: string;
    jobId: string;
    jobTitle: string;
    jobClosesOn: string | null;
    name: string;
    email: string;
    phone: string;
    rightToWork: RightToWork;
    screeningCheck: WorkerScreeningStatus;
    availability: string | null;
    note: string;
    status: JobApplicationStatus;
    read: boolean;
    createdAt: string;
    updatedAt: string;
    expiresAt: number | null;
    cv: Array<{ key: string; fileName: string; contentType: string; size: number }>;
    notes: Array<{ text: string; author: string; createdAt: string }>;
  } | null;
};

export type JobApplicationCvUrlQueryVariables = Exact<{
  id: string;
}>;

export type JobApplicationCvUrlQuery = { jobApplicationCvUrl: string };

export type UpdateJobApplicationStatusMutationVariables = Exact<{
  input: UpdateJobApplicationStatusInput;
}>;

export type UpdateJobApplicationStatusMutation = {
  updateJobApplicationStatus: {
    id: string;
    jobId: string;
    jobTitle: string;
    jobClosesOn: string | null;
    name: string;
    email: string;
    phone: string;
    rightToWork: RightToWork;
    screeningCheck: WorkerScreeningStatus;
    availability: string | null;
    note: string;
    status: JobApplicationStatus;
    read: boolean;
    createdAt: string;
    updatedAt: string;
    expiresAt: number | null;
    cv: Array<{ key: string; fileName: string; contentType: string; size: number }>;
    notes: Array<{ text: string; author: string; createdAt: string }>;
  } | null;
};

export type AddJobApplicationNoteMutationVariables = Exact<{
  input: AddJobApplicationNoteInput;
}>;

export type AddJobApplicationNoteMutation = {
  addJobApplicationNote: {
    id: string;
    jobId: string;
    jobTitle: string;
    jobClosesOn: string | null;
    name: string;
    email: string;
    phone: string;
    rightToWork: RightToWork;
    screeningCheck: WorkerScreeningStatus;
    availability: string | null;
    note: string;
    status: JobApplicationStatus;
    read: boolean;
    createdAt: string;
    updatedAt: string;
    expiresAt: number | null;
    cv: Array<{ key: string; fileName: string; contentType: string; size: number }>;
    notes: Array<{ text: string; author: string; createdAt: string }>;
  } | null;
};

export type DeleteJobApplicationMutationVariables = Exact<{
  input: DeleteInput;
}>;

export type DeleteJobApplicationMutation = { deleteJobApplication: { id: string } | null };

export type ExportJobApplicationsMutationVariables = Exact<{
  filter?: ModelJobApplicationFilterInput | null | undefined;
}>;

export type ExportJobApplicationsMutation = { exportJobApplications: string };

export type AuditLogQueryVariables = Exact<{
  filter?: AuditLogFilterInput | null | undefined;
}>;

export type AuditLogQuery = {
  auditLog: {
    truncated: boolean;
    entries: Array<{
      at: string;
      actor: string;
      kind: AuditedKind;
      itemId: string;
      action: AuditAction;
      detail: string | null;
    }>;
  };
};

export type ExportAuditLogMutationVariables = Exact<{
  filter?: AuditLogFilterInput | null | undefined;
}>;

export type ExportAuditLogMutation = { exportAuditLog: string };

export type DashboardSectionFieldsFragment = {
  count: number;
  items: Array<{ id: string; date: string; due: DashboardDue | null; step: DashboardStep | null }>;
};

export type DashboardQueryVariables = Exact<{ [key: string]: never }>;

export type DashboardQuery = {
  dashboard: {
    referralsAwaitingContact: {
      count: number;
      items: Array<{
        id: string;
        date: string;
        due: DashboardDue | null;
        step: DashboardStep | null;
      }>;
    } | null;
    unreadMessages: {
      count: number;
      items: Array<{
        id: string;
        date: string;
        due: DashboardDue | null;
        step: DashboardStep | null;
      }>;
    } | null;
    referralsDueForDeletion: {
      count: number;
      items: Array<{
        id: string;
        date: string;
        due: DashboardDue | null;
        step: DashboardStep | null;
      }>;
    } | null;
    complaintsDue: {
      count: number;
      items: Array<{
        id: string;
        date: string;
        due: DashboardDue | null;
        step: DashboardStep | null;
      }>;
    } | null;
  };
};

export type FeedbackSummaryFieldsFragment = {
  id: string;
  kind: FeedbackKind;
  status: FeedbackStatus;
  anonymous: boolean;
  name: string | null;
  read: boolean;
  createdAt: string;
  receivedOn: string;
  riskRating: RiskRating | null;
  acknowledgedOn: string | null;
  closedOn: string | null;
};

export type FeedbackFieldsFragment = {
  id: string;
  kind: FeedbackKind;
  status: FeedbackStatus;
  anonymous: boolean;
  name: string | null;
  read: boolean;
  createdAt: string;
  whatHappened: string;
  outcomeWanted: string | null;
  email: string | null;
  phone: string | null;
  consent: boolean;
  receivedOn: string;
  receivedVia: FeedbackChannel;
  source: FeedbackSource | null;
  affectedPerson: string | null;
  advocateInvolved: boolean | null;
  serviceArea: string | null;
  involved: string | null;
  riskRating: RiskRating | null;
  acknowledgedOn: string | null;
  outcome: ComplaintOutcome | null;
  outcomeSummary: string | null;
  complainantToldOn: string | null;
  affectedPersonToldOn: string | null;
  complainantSatisfied: boolean | null;
  closedOn: string | null;
  improvements: string | null;
  updatedAt: string;
  expiresAt: number | null;
  statusHistory: Array<{ status: FeedbackStatus; at: string; by: string | null }>;
  notes: Array<{ text: string; author: string; createdAt: string }>;
  actions: Array<{ text: string; author: string; createdAt: string }>;
  emails: Array<{
    purpose: FeedbackEmailPurpose;
    to: string;
    subject: string;
    text: string;
    sentAt: string;
    sentBy: string;
  }>;
};

export type ListFeedbackQueryVariables = Exact<{
  filter?: ModelFeedbackFilterInput | null | undefined;
  limit?: number | null | undefined;
  nextToken?: string | null | undefined;
}>;

export type ListFeedbackQuery = {
  listFeedback: {
    nextToken: string | null;
    items: Array<{
      id: string;
      kind: FeedbackKind;
      status: FeedbackStatus;
      anonymous: boolean;
      name: string | null;
      read: boolean;
      createdAt: string;
      receivedOn: string;
      riskRating: RiskRating | null;
      acknowledgedOn: string | null;
      closedOn: string | null;
    }>;
  };
};

export type GetFeedbackQueryVariables = Exact<{
  id: string;
}>;

export type GetFeedbackQuery = {
  getFeedback: {
    id: string;
    kind: FeedbackKind;
    status: FeedbackStatus;
    anonymous: boolean;
    name: string | null;
    read: boolean;
    createdAt: string;
    whatHappened: string;
    outcomeWanted: string | null;
    email: string | null;
    phone: string | null;
    consent: boolean;
    receivedOn: string;
    receivedVia: FeedbackChannel;
    source: FeedbackSource | null;
    affectedPerson: string | null;
    advocateInvolved: boolean | null;
    serviceArea: string | null;
    involved: string | null;
    riskRating: RiskRating | null;
    acknowledgedOn: string | null;
    outcome: ComplaintOutcome | null;
    outcomeSummary: string | null;
    complainantToldOn: string | null;
    affectedPersonToldOn: string | null;
    complainantSatisfied: boolean | null;
    closedOn: string | null;
    improvements: string | null;
    updatedAt: string;
    expiresAt: number | null;
    statusHistory: Array<{ status: FeedbackStatus; at: string; by: string | null }>;
    notes: Array<{ text: string; author: string; createdAt: string }>;
    actions: Array<{ text: string; author: string; createdAt: string }>;
    emails: Array<{
      purpose: FeedbackEmailPurpose;
      to: string;
      subject: string;
      text: string;
      sentAt: string;
      sentBy: string;
    }>;
  } | null;
};

export type UpdateFeedbackStatusMutationVariables = Exact<{
  input: UpdateFeedbackStatusInput;
}>;

export type UpdateFeedbackStatusMutation = {
  updateFeedbackStatus: {
    id: string;
    kind: FeedbackKind;
    status: FeedbackStatus;
    anonymous: boolean;
    name: string | null;
    read: boolean;
    createdAt: string;
    whatHappened: string;
    outcomeWanted: string | null;
    email: string | null;
    phone: string | null;
    consent: boolean;
    receivedOn: string;
    receivedVia: FeedbackChannel;
    source: FeedbackSource | null;
    affectedPerson: string | null;
    advocateInvolved: boolean | null;
    serviceArea: string | null;
    involved: string | null;
    riskRating: RiskRating | null;
    acknowledgedOn: string | null;
    outcome: ComplaintOutcome | null;
    outcomeSummary: string | null;
    complainantToldOn: string | null;
    affectedPersonToldOn: string | null;
    complainantSatisfied: boolean | null;
    closedOn: string | null;
    improvements: string | null;
    updatedAt: string;
    expiresAt: number | null;
    statusHistory: Array<{ status: FeedbackStatus; at: string; by: string | null }>;
    notes: Array<{ text: string; author: string; createdAt: string }>;
    actions: Array<{ text: string; author: string; createdAt: string }>;
    emails: Array<{
      purpose: FeedbackEmailPurpose;
      to: string;
      subject: string;
      text: string;
      sentAt: string;
      sentBy: string;
    }>;
  } | null;
};

export type AddFeedbackNoteMutationVariables = Exact<{
  input: AddFeedbackNoteInput;
}>;

export type AddFeedbackNoteMutation = {
  addFeedbackNote: {
    id: string;
    kind: FeedbackKind;
    status: FeedbackStatus;
    anonymous: boolean;
    name: string | null;
    read: boolean;
    createdAt: string;
    whatHappened: string;
    outcomeWanted: string | null;
    email: string | null;
    phone: string | null;
    consent: boolean;
    receivedOn: string;
    receivedVia: FeedbackChannel;
    source: FeedbackSource | null;
    affectedPerson: string | null;
    advocateInvolved: boolean | null;
    serviceArea: string | null;
    involved: string | null;
    riskRating: RiskRating | null;
    acknowledgedOn: string | null;
    outcome: ComplaintOutcome | null;
    outcomeSummary: string | null;
    complainantToldOn: string | null;
    affectedPersonToldOn: string | null;
    complainantSatisfied: boolean | null;
    closedOn: string | null;
    improvements: string | null;
    updatedAt: string;
    expiresAt: number | null;
    statusHistory: Array<{ status: FeedbackStatus; at: string; by: string | null }>;
    notes: Array<{ text: string; author: string; createdAt: string }>;
    actions: Array<{ text: string; author: string; createdAt: string }>;
    emails: Array<{
      purpose: FeedbackEmailPurpose;
      to: string;
      subject: string;
      text: string;
      sentAt: string;
      sentBy: string;
    }>;
  } | null;
};

export type ExportFeedbackMutationVariables = Exact<{
  filter?: ModelFeedbackFilterInput | null | undefined;
}>;

export type ExportFeedbackMutation = { exportFeedback: string };

export type DeleteFeedbackMutationVariables = Exact<{
  input: DeleteInput;
}>;

export type DeleteFeedbackMutation = { deleteFeedback: { id: string } | null };

export type RecordFeedbackMutationVariables = Exact<{
  input: RecordFeedbackInput;
}>;

export type RecordFeedbackMutation = { recordFeedback: { id: string } | null };

export type UpdateFeedbackRegisterMutationVariables = Exact<{
  input: UpdateFeedbackRegisterInput;
}>;

export type UpdateFeedbackRegisterMutation = {
  updateFeedbackRegister: {
    id: string;
    kind: FeedbackKind;
    status: FeedbackStatus;
    anonymous: boolean;
    name: string | null;
    read: boolean;
    createdAt: string;
    whatHappened: string;
    outcomeWanted: string | null;
    email: string | null;
    phone: string | null;
    consent: boolean;
    receivedOn: string;
    receivedVia: FeedbackChannel;
    source: FeedbackSource | null;
    affectedPerson: string | null;
    advocateInvolved: boolean | null;
    serviceArea: string | null;
    involved: string | null;
    riskRating: RiskRating | null;
    acknowledgedOn: string | null;
    outcome: ComplaintOutcome | null;
    outcomeSummary: string | null;
    complainantToldOn: string | null;
    affectedPersonToldOn: string | null;
    complainantSatisfied: boolean | null;
    closedOn: string | null;
    improvements: string | null;
    updatedAt: string;
    expiresAt: number | null;
    statusHistory: Array<{ status: FeedbackStatus; at: string; by: string | null }>;
    notes: Array<{ text: string; author: string; createdAt: string }>;
    actions: Array<{ text: string; author: string; createdAt: string }>;
    emails: Array<{
      purpose: FeedbackEmailPurpose;
      to: string;
      subject: string;
      text: string;
      sentAt: string;
      sentBy: string;
    }>;
  } | null;
};

export type AddFeedbackActionMutationVariables = Exact<{
  input: AddFeedbackActionInput;
}>;

export type AddFeedbackActionMutation = {
  addFeedbackAction: {
    id: string;
    kind: FeedbackKind;
    status: FeedbackStatus;
    anonymous: boolean;
    name: string | null;
    read: boolean;
    createdAt: string;
    whatHappened: string;
    outcomeWanted: string | null;
    email: string | null;
    phone: string | null;
    consent: boolean;
    receivedOn: string;
    receivedVia: FeedbackChannel;
    source: FeedbackSource | null;
    affectedPerson: string | null;
    advocateInvolved: boolean | null;
    serviceArea: string | null;
    involved: string | null;
    riskRating: RiskRating | null;
    acknowledgedOn: string | null;
    outcome: ComplaintOutcome | null;
    outcomeSummary: string | null;
    complainantToldOn: string | null;
    affectedPersonToldOn: string | null;
    complainantSatisfied: boolean | null;
    closedOn: string | null;
    improvements: string | null;
    updatedAt: string;
    expiresAt: number | null;
    statusHistory: Array<{ status: FeedbackStatus; at: string; by: string | null }>;
    notes: Array<{ text: string; author: string; createdAt: string }>;
    actions: Array<{ text: string; author: string; createdAt: string }>;
    emails: Array<{
      purpose: FeedbackEmailPurpose;
      to: string;
      subject: string;
      text: string;
      sentAt: string;
      sentBy: string;
    }>;
  } | null;
};

export type SendFeedbackEmailMutationVariables = Exact<{
  input: SendFeedbackEmailInput;
}>;

export type SendFeedbackEmailMutation = {
  sendFeedbackEmail: {
    id: string;
    kind: FeedbackKind;
    status: FeedbackStatus;
    anonymous: boolean;
    name: string | null;
    read: boolean;
    createdAt: string;
    whatHappened: string;
    outcomeWanted: string | null;
    email: string | null;
    phone: string | null;
    consent: boolean;
    receivedOn: string;
    receivedVia: FeedbackChannel;
    source: FeedbackSource | null;
    affectedPerson: string | null;
    advocateInvolved: boolean | null;
    serviceArea: string | null;
    involved: string | null;
    riskRating: RiskRating | null;
    acknowledgedOn: string | null;
    outcome: ComplaintOutcome | null;
    outcomeSummary: string | null;
    complainantToldOn: string | null;
    affectedPersonToldOn: string | null;
    complainantSatisfied: boolean | null;
    closedOn: string | null;
    improvements: string | null;
    updatedAt: string;
    expiresAt: number | null;
    statusHistory: Array<{ status: FeedbackStatus; at: string; by: string | null }>;
    notes: Array<{ text: string; author: string; createdAt: string }>;
    actions: Array<{ text: string; author: string; createdAt: string }>;
    emails: Array<{
      purpose: FeedbackEmailPurpose;
      to: string;
      subject: string;
      text: string;
      sentAt: string;
      sentBy: string;
    }>;
  } | null;
};

export type StatisticsCountFieldsFragment = { key: string; label: string; count: number };

export type FeedbackStatisticsQueryVariables = Exact<{
  period: StatisticsPeriodInput;
}>;

export type FeedbackStatisticsQuery = {
  feedbackStatistics: {
    from: string;
    to: string;
    total: number;
    medianDaysToAcknowledge: number | null;
    medianDaysToResolve: number | null;
    byKind: Array<{ key: string; label: string; count: number }>;
    bySource: Array<{ key: string; label: string; count: number }>;
    byServiceArea: Array<{ key: string; label: string; count: number }>;
    byRisk: Array<{ key: string; label: string; count: number }>;
    byOutcome: Array<{ key: string; label: string; count: number }>;
    acknowledgedWithinTarget: { met: number; decided: number };
    resolvedWithinTarget: { met: number; decided: number };
  };
};

export type ExportFeedbackStatisticsMutationVariables = Exact<{
  period: StatisticsPeriodInput;
}>;

export type ExportFeedbackStatisticsMutation = { exportFeedbackStatistics: string };

export type PostFieldsFragment = {
  id: string;
  title: string;
  description: Array<string>;
  location: string;
  type: string;
  slug: string | null;
  closesOn: string | null;
  filled: boolean | null;
  createdAt: string;
  updatedAt: string;
};

export type ListPostsQueryVariables = Exact<{
  limit?: number | null | undefined;
  nextToken?: string | null | undefined;
}>;

export type ListPostsQuery = {
  listPosts: {
    nextToken: string | null;
    items: Array<{
      id: string;
      title: string;
      description: Array<string>;
      location: string;
      type: string;
      slug: string | null;
      closesOn: string | null;
      filled: boolean | null;
      createdAt: string;
      updatedAt: string;
    }>;
  };
};

export type CreatePostMutationVariables = Exact<{
  input: CreatePostInput;
}>;

export type CreatePostMutation = {
  createPost: {
    id: string;
    title: string;
    description: Array<string>;
    location: string;
    type: string;
    slug: string | null;
    closesOn: string | null;
    filled: boolean | null;
    createdAt: string;
    updatedAt: string;
  } | null;
};

export type UpdatePostMutationVariables = Exact<{
  input: UpdatePostInput;
}>;

export type UpdatePostMutation = {
  updatePost: {
    id: string;
    title: string;
    description: Array<string>;
    location: string;
    type: string;
    slug: string | null;
    closesOn: string | null;
    filled: boolean | null;
    createdAt: string;
    updatedAt: string;
  } | null;
};

export type DeletePostMutationVariables = Exact<{
  input: DeleteInput;
}>;

export type DeletePostMutation = { deletePost: { id: string } | null };

export type JobApplicationCountsQueryVariables = Exact<{
  jobIds: Array<string> | string;
}>;

export type JobApplicationCountsQuery = {
  jobApplicationCounts: Array<{ jobId: string; count: number }>;
};

export type MessageFieldsFragment = {
  id: string;
  fullName: string;
  postcode: number | null;
  email: string;
  phone: string;
  msg: string;
  status: MessageStatus;
  read: boolean;
  createdAt: string;
  updatedAt: string;
};

export type MessageSummaryFieldsFragment = {
  id: string;
  fullName: string;
  preview: string;
  status: MessageStatus;
  read: boolean;
  createdAt: string;
};

export type MessageDetailFieldsFragment = {
  expiresAt: number | null;
  id: string;
  fullName: string;
  postcode: number | null;
  email: string;
  phone: string;
  msg: string;
  status: MessageStatus;
  read: boolean;
  createdAt: string;
  updatedAt: string;
  notes: Array<{ text: string; author: string; createdAt: string }>;
};

export type ListMessagesQueryVariables = Exact<{
  search?: string | null | undefined;
  status?: MessageStatus | null | undefined;
  limit?: number | null | undefined;
  nextToken?: string | null | undefined;
}>;

export type ListMessagesQuery = {
  listMessages: {
    nextToken: string | null;
    items: Array<{
      id: string;
      fullName: string;
      preview: string;
      status: MessageStatus;
      read: boolean;
      createdAt: string;
    }>;
  };
};

export type DeleteMessageMutationVariables = Exact<{
  input: DeleteInput;
}>;

export type DeleteMessageMutation = { deleteMessage: { id: string } | null };

export type GetMessageQueryVariables = Exact<{
  id: string;
}>;

export type GetMessageQuery = {
  getMessage: {
    expiresAt: number | null;
    id: string;
    fullName: string;
    postcode: number | null;
    email: string;
    phone: string;
    msg: string;
    status: MessageStatus;
    read: boolean;
    createdAt: string;
    updatedAt: string;
    notes: Array<{ text: string; author: string; createdAt: string }>;
  } | null;
};

export type UpdateMessageStatusMutationVariables = Exact<{
  input: UpdateMessageStatusInput;
}>;

export type UpdateMessageStatusMutation = {
  updateMessageStatus: {
    expiresAt: number | null;
    id: string;
    fullName: string;
    postcode: number | null;
    email: string;
    phone: string;
    msg: string;
    status: MessageStatus;
    read: boolean;
    createdAt: string;
    updatedAt: string;
    notes: Array<{ text: string; author: string; createdAt: string }>;
  } | null;
};

export type AddMessageNoteMutationVariables = Exact<{
  input: AddMessageNoteInput;
}>;

export type AddMessageNoteMutation = {
  addMessageNote: {
    expiresAt: number | null;
    id: string;
    fullName: string;
    postcode: number | null;
    email: string;
    phone: string;
    msg: string;
    status: MessageStatus;
    read: boolean;
    createdAt: string;
    updatedAt: string;
    notes: Array<{ text: string; author: string; createdAt: string }>;
  } | null;
};

export type ExportMessagesMutationVariables = Exact<{
  input: ExportMessagesInput;
}>;

export type ExportMessagesMutation = { exportMessages: string };

export type ReferralSummaryFieldsFragment = {
  id: string;
  referrerRole: ReferrerRole;
  referrerName: string;
  participantName: string;
  services: Array<string>;
  status: ReferralStatus;
  read: boolean;
  createdAt: string;
  expiresAt: number | null;
};

export type ReferralFieldsFragment = {
  id: string;
  referrerRole: ReferrerRole;
  referrerName: string;
  participantName: string;
  services: Array<string>;
  status: ReferralStatus;
  read: boolean;
  createdAt: string;
  referrerOrganisation: string | null;
  referrerEmail: string;
  referrerPhone: string;
  participantDateOfBirth: string;
  ndisNumber: string | null;
  participantPostcode: number;
  preferredContact: ContactMethod;
  contactThroughReferrer: boolean | null;
  participantPhone: string | null;
  participantEmail: string | null;
  planFunding: PlanFunding;
  planStartDate: string | null;
  planEndDate: string | null;
  planManagerName: string | null;
  planManagerEmail: string | null;
  supportNeeded: string;
  goals: string | null;
  consent: boolean;
  updatedAt: string;
  expiresAt: number | null;
  communication: {
    interpreter: boolean;
    interpreterLanguage: string | null;
    auslan: boolean;
    other: string | null;
  };
  attachments: Array<{ key: string; fileName: string; contentType: string; size: number }>;
  notes: Array<{ text: string; author: string; createdAt: string }>;
};

export type ListReferralsQueryVariables = Exact<{
  limit?: number | null | undefined;
  nextToken?: string | null | undefined;
}>;

export type ListReferralsQuery = {
  listReferrals: {
    nextToken: string | null;
    items: Array<{
      id: string;
      referrerRole: ReferrerRole;
      referrerName: string;
      participantName: string;
      services: Array<string>;
      status: ReferralStatus;
      read: boolean;
      createdAt: string;
      expiresAt: number | null;
    }>;
  };
};

export type GetReferralQueryVariables = Exact<{
  id: string;
}>;

export type GetReferralQuery = {
  getReferral: {
    id: string;
    referrerRole: ReferrerRole;
    referrerName: string;
    participantName: string;
    services: Array<string>;
    status: ReferralStatus;
    read: boolean;
    createdAt: string;
    referrerOrganisation: string | null;
    referrerEmail: string;
    referrerPhone: string;
    participantDateOfBirth: string;
    ndisNumber: string | null;
    participantPostcode: number;
    preferredContact: ContactMethod;
    contactThroughReferrer: boolean | null;
    participantPhone: string | null;
    participantEmail: string | null;
    planFunding: PlanFunding;
    planStartDate: string | null;
    planEndDate: string | null;
    planManagerName: string | null;
    planManagerEmail: string | null;
    supportNeeded: string;
    goals: string | null;
    consent: boolean;
    updatedAt: string;
    expiresAt: number | null;
    communication: {
      interpreter: boolean;
      interpreterLanguage: string | null;
      auslan: boolean;
      other: string | null;
    };
    attachments: Array<{ key: string; fileName: string; contentType: string; size: number }>;
    notes: Array<{ text: string; author: string; createdAt: string }>;
  } | null;
};

export type ReferralAttachmentUrlQueryVariables = Exact<{
  input: ReferralAttachmentUrlInput;
}>;

export type ReferralAttachmentUrlQuery = { referralAttachmentUrl: string };

export type UpdateReferralStatusMutationVariables = Exact<{
  input: UpdateReferralStatusInput;
}>;

export type UpdateReferralStatusMutation = {
  updateReferralStatus: {
    id: string;
    referrerRole: ReferrerRole;
    referrerName: string;
    participantName: string;
    services: Array<string>;
    status: ReferralStatus;
    read: boolean;
    createdAt: string;
    referrerOrganisation: string | null;
    referrerEmail: string;
    referrerPhone: string;
    participantDateOfBirth: string;
    ndisNumber: string | null;
    participantPostcode: number;
    preferredContact: ContactMethod;
    contactThroughReferrer: boolean | null;
    participantPhone: string | null;
    participantEmail: string | null;
    planFunding: PlanFunding;
    planStartDate: string | null;
    planEndDate: string | null;
    planManagerName: string | null;
    planManagerEmail: string | null;
    supportNeeded: string;
    goals: string | null;
    consent: boolean;
    updatedAt: string;
    expiresAt: number | null;
    communication: {
      interpreter: boolean;
      interpreterLanguage: string | null;
      auslan: boolean;
      other: string | null;
    };
    attachments: Array<{ key: string; fileName: string; contentType: string; size: number }>;
    notes: Array<{ text: string; author: string; createdAt: string }>;
  } | null;
};

export type AddReferralNoteMutationVariables = Exact<{
  input: AddReferralNoteInput;
}>;

export type AddReferralNoteMutation = {
  addReferralNote: {
    id: string;
    referrerRole: ReferrerRole;
    referrerName: string;
    participantName: string;
    services: Array<string>;
    status: ReferralStatus;
    read: boolean;
    createdAt: string;
    referrerOrganisation: string | null;
    referrerEmail: string;
    referrerPhone: string;
    participantDateOfBirth: string;
    ndisNumber: string | null;
    participantPostcode: number;
    preferredContact: ContactMethod;
    contactThroughReferrer: boolean | null;
    participantPhone: string | null;
    participantEmail: string | null;
    planFunding: PlanFunding;
    planStartDate: string | null;
    planEndDate: string | null;
    planManagerName: string | null;
    planManagerEmail: string | null;
    supportNeeded: string;
    goals: string | null;
    consent: boolean;
    updatedAt: string;
    expiresAt: number | null;
    communication: {
      interpreter: boolean;
      interpreterLanguage: string | null;
      auslan: boolean;
      other: string | null;
    };
    attachments: Array<{ key: string; fileName: string; contentType: string; size: number }>;
    notes: Array<{ text: string; author: string; createdAt: string }>;
  } | null;
};

export type DeleteReferralMutationVariables = Exact<{
  input: DeleteInput;
}>;

export type DeleteReferralMutation = { deleteReferral: { id: string } | null };

export type ReferralsDueForDeletionQueryVariables = Exact<{ [key: string]: never }>;

export type ReferralsDueForDeletionQuery = {
  referralsDueForDeletion: Array<{
    id: string;
    referrerRole: ReferrerRole;
    referrerName: string;
    participantName: string;
    services: Array<string>;
    status: ReferralStatus;
    read: boolean;
    createdAt: string;
    expiresAt: number | null;
  }>;
};

export type ExportReferralsMutationVariables = Exact<{
  input: ExportReferralsInput;
}>;

export type ExportReferralsMutation = { exportReferrals: string };

export type EmailReferrerMutationVariables = Exact<{
  input: EmailReferrerInput;
}>;

export type EmailReferrerMutation = {
  emailReferrer: {
    id: string;
    referrerRole: ReferrerRole;
    referrerName: string;
    participantName: string;
    services: Array<string>;
    status: ReferralStatus;
    read: boolean;
    createdAt: string;
    referrerOrganisation: string | null;
    referrerEmail: string;
    referrerPhone: string;
    participantDateOfBirth: string;
    ndisNumber: string | null;
    participantPostcode: number;
    preferredContact: ContactMethod;
    contactThroughReferrer: boolean | null;
    participantPhone: string | null;
    participantEmail: string | null;
    planFunding: PlanFunding;
    planStartDate: string | null;
    planEndDate: string | null;
    planManagerName: string | null;
    planManagerEmail: string | null;
    supportNeeded: string;
    goals: string | null;
    consent: boolean;
    updatedAt: string;
    expiresAt: number | null;
    communication: {
      interpreter: boolean;
      interpreterLanguage: string | null;
      auslan: boolean;
      other: string | null;
    };
    attachments: Array<{ key: string; fileName: string; contentType: string; size: number }>;
    notes: Array<{ text: string; author: string; createdAt: string }>;
  } | null;
};

export type StaffFieldsFragment = {
  id: string;
  name: string;
  role: string;
  imageUrl: string;
  description: string;
  certificates: string;
  experience: string;
  createdAt: string;
  updatedAt: string;
};

export type ListStaffQueryVariables = Exact<{
  limit?: number | null | undefined;
  nextToken?: string | null | undefined;
}>;

export type ListStaffQuery = {
  listStaff: {
    nextToken: string | null;
    items: Array<{
      id: string;
      name: string;
      role: string;
      imageUrl: string;
      description: string;
      certificates: string;
      experience: string;
      createdAt: string;
      updatedAt: string;
    }>;
  };
};

export type CreateStaffMutationVariables = Exact<{
  input: CreateStaffInput;
}>;

export type CreateStaffMutation = {
  createStaff: {
    id: string;
    name: string;
    role: string;
    imageUrl: string;
    description: string;
    certificates: string;
    experience: string;
    createdAt: string;
    updatedAt: string;
  } | null;
};

export type UpdateStaffMutationVariables = Exact<{
  input: UpdateStaffInput;
}>;

export type UpdateStaffMutation = {
  updateStaff: {
    id: string;
    name: string;
    role: string;
    imageUrl: string;
    description: string;
    certificates: string;
    experience: string;
    createdAt: string;
    updatedAt: string;
  } | null;
};

export type DeleteStaffMutationVariables = Exact<{
  input: DeleteInput;
}>;

export type DeleteStaffMutation = { deleteStaff: { id: string } | null };

export type StartStaffPhotoUploadMutationVariables = Exact<{
  input: StartStaffPhotoUploadInput;
}>;

export type StartStaffPhotoUploadMutation = {
  startStaffPhotoUpload: {
    key: string;
    partSize: number;
    url: string | null;
    uploadId: string | null;
    parts: Array<{ partNumber: number; url: string }>;
  };
};

export type CompleteStaffPhotoUploadMutationVariables = Exact<{
  input: CompleteStaffPhotoUploadInput;
}>;

export type CompleteStaffPhotoUploadMutation = {
  completeStaffPhotoUpload: { key: string; size: number; contentType: string };
};

export type AbortStaffPhotoUploadMutationVariables = Exact<{
  input: AbortStaffPhotoUploadInput;
}>;

export type AbortStaffPhotoUploadMutation = { abortStaffPhotoUpload: boolean };

export type TestimonialFieldsFragment = {
  id: string;
  body: string;
  name: string;
  createdAt: string;
  updatedAt: string;
};

export type ListTestimonialsQueryVariables = Exact<{
  limit?: number | null | undefined;
  nextToken?: string | null | undefined;
}>;

export type ListTestimonialsQuery = {
  listTestimonials: {
    nextToken: string | null;
    items: Array<{ id: string; body: string; name: string; createdAt: string; updatedAt: string }>;
  };
};

export type CreateTestimonialMutationVariables = Exact<{
  input: CreateTestimonialInput;
}>;

export type CreateTestimonialMutation = {
  createTestimonial: {
    id: string;
    body: string;
    name: string;
    createdAt: string;
    updatedAt: string;
  } | null;
};

export type UpdateTestimonialMutationVariables = Exact<{
  input: UpdateTestimonialInput;
}>;

export type UpdateTestimonialMutation = {
  updateTestimonial: {
    id: string;
    body: string;
    name: string;
    createdAt: string;
    updatedAt: string;
  } | null;
};

export type DeleteTestimonialMutationVariables = Exact<{
  input: DeleteInput;
}>;

export type DeleteTestimonialMutation = { deleteTestimonial: { id: string } | null };

export type UnreadMessageCountQueryVariables = Exact<{ [key: string]: never }>;

export type UnreadMessageCountQuery = { unreadMessageCount: number };

export type UnreadReferralCountQueryVariables = Exact<{ [key: string]: never }>;

export type UnreadReferralCountQuery = { unreadReferralCount: number };

export type UnreadFeedbackCountQueryVariables = Exact<{ [key: string]: never }>;

export type UnreadFeedbackCountQuery = { unreadFeedbackCount: number };

export type UnreadJobApplicationCountQueryVariables = Exact<{ [key: string]: never }>;

export type UnreadJobApplicationCountQuery = { unreadJobApplicationCount: number };

export const StaffAccountFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StaffAccountFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StaffAccount' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'username' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'roles' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mfaEnabled' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastSignInAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StaffAccountFieldsFragment, unknown>;
export const JobApplicationSummaryFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'JobApplicationSummaryFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'JobApplicationSummary' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'jobId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'jobTitle' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'read' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<JobApplicationSummaryFieldsFragment, unknown>;
export const JobApplicationFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'JobApplicationFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'JobApplication' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'jobId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'jobTitle' } },
          { kind: 'Field', name: { kind: 'Name', value: 'jobClosesOn' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rightToWork' } },
          { kind: 'Field', name: { kind: 'Name', value: 'screeningCheck' } },
          { kind: 'Field', name: { kind: 'Name', value: 'availability' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cv' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'key' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fileName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'contentType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'size' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'read' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'notes' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                { kind: 'Field', name: { kind: 'Name', value: 'author' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<JobApplicationFieldsFragment, unknown>;
export const DashboardSectionFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DashboardSectionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DashboardSection' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'count' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'date' } },
                { kind: 'Field', name: { kind: 'Name', value: 'due' } },
                { kind: 'Field', name: { kind: 'Name', value: 'step' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DashboardSectionFieldsFragment, unknown>;
export const FeedbackSummaryFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FeedbackSummaryFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'FeedbackSummary' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'anonymous' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'read' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'receivedOn' } },
          { kind: 'Field', name: { kind: 'Name', value: 'riskRating' } },
          { kind: 'Field', name: { kind: 'Name', value: 'acknowledgedOn' } },
          { kind: 'Field', name: { kind: 'Name', value: 'closedOn' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<FeedbackSummaryFieldsFragment, unknown>;
export const FeedbackFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FeedbackFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Feedback' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'anonymous' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'read' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'whatHappened' } },
          { kind: 'Field', name: { kind: 'Name', value: 'outcomeWanted' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'consent' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'statusHistory' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'at' } },
                { kind: 'Field', name: { kind: 'Name', value: 'by' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'notes' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                { kind: 'Field', name: { kind: 'Name', value: 'author' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'receivedOn' } },
          { kind: 'Field', name: { kind: 'Name', value: 'receivedVia' } },
          { kind: 'Field', name: { kind: 'Name', value: 'source' } },
          { kind: 'Field', name: { kind: 'Name', value: 'affectedPerson' } },
          { kind: 'Field', name: { kind: 'Name', value: 'advocateInvolved' } },
          { kind: 'Field', name: { kind: 'Name', value: 'serviceArea' } },
          { kind: 'Field', name: { kind: 'Name', value: 'involved' } },
          { kind: 'Field', name: { kind: 'Name', value: 'riskRating' } },
          { kind: 'Field', name: { kind: 'Name', value: 'acknowledgedOn' } },
          { kind: 'Field', name: { kind: 'Name', value: 'outcome' } },
          { kind: 'Field', name: { kind: 'Name', value: 'outcomeSummary' } },
          { kind: 'Field', name: { kind: 'Name', value: 'complainantToldOn' } },
          { kind: 'Field', name: { kind: 'Name', value: 'affectedPersonToldOn' } },
          { kind: 'Field', name: { kind: 'Name', value: 'complainantSatisfied' } },
          { kind: 'Field', name: { kind: 'Name', value: 'closedOn' } },
          { kind: 'Field', name: { kind: 'Name', value: 'improvements' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'actions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                { kind: 'Field', name: { kind: 'Name', value: 'author' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'emails' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'purpose' } },
                { kind: 'Field', name: { kind: 'Name', value: 'to' } },
                { kind: 'Field', name: { kind: 'Name', value: 'subject' } },
                { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sentAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sentBy' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<FeedbackFieldsFragment, unknown>;
export const StatisticsCountFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StatisticsCountFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StatisticsCount' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'key' } },
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'count' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StatisticsCountFieldsFragment, unknown>;
export const PostFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PostFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Post' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'location' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'closesOn' } },
          { kind: 'Field', name: { kind: 'Name', value: 'filled' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PostFieldsFragment, unknown>;
export const MessageSummaryFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MessageSummaryFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MessageSummary' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fullName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'preview' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'read' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MessageSummaryFieldsFragment, unknown>;
export const MessageFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MessageFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Message' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fullName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'postcode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'msg' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'read' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MessageFieldsFragment, unknown>;
export const MessageDetailFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MessageDetailFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Message' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'MessageFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'notes' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                { kind: 'Field', name: { kind: 'Name', value: 'author' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MessageFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Message' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fullName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'postcode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'msg' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'read' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MessageDetailFieldsFragment, unknown>;
export const ReferralSummaryFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ReferralSummaryFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ReferralSummary' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'referrerRole' } },
          { kind: 'Field', name: { kind: 'Name', value: 'referrerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'participantName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'services' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'read' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ReferralSummaryFieldsFragment, unknown>;
export const ReferralFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ReferralFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Referral' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'referrerRole' } },
          { kind: 'Field', name: { kind: 'Name', value: 'referrerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'participantName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'services' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'read' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'referrerOrganisation' } },
          { kind: 'Field', name: { kind: 'Name', value: 'referrerEmail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'referrerPhone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'participantDateOfBirth' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ndisNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'participantPostcode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'preferredContact' } },
          { kind: 'Field', name: { kind: 'Name', value: 'contactThroughReferrer' } },
          { kind: 'Field', name: { kind: 'Name', value: 'participantPhone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'participantEmail' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'communication' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'interpreter' } },
                { kind: 'Field', name: { kind: 'Name', value: 'interpreterLanguage' } },
                { kind: 'Field', name: { kind: 'Name', value: 'auslan' } },
                { kind: 'Field', name: { kind: 'Name', value: 'other' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'planFunding' } },
          { kind: 'Field', name: { kind: 'Name', value: 'planStartDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'planEndDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'planManagerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'planManagerEmail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'supportNeeded' } },
          { kind: 'Field', name: { kind: 'Name', value: 'goals' } },
          { kind: 'Field', name: { kind: 'Name', value: 'consent' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'attachments' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'key' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fileName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'contentType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'size' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'notes' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                { kind: 'Field', name: { kind: 'Name', value: 'author' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ReferralFieldsFragment, unknown>;
export const StaffFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StaffFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Staff' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'imageUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'certificates' } },
          { kind: 'Field', name: { kind: 'Name', value: 'experience' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StaffFieldsFragment, unknown>;
export const TestimonialFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TestimonialFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Testimonial' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'body' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestimonialFieldsFragment, unknown>;
export const AuditTrailDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AuditTrail' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'kind' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'AuditedKind' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'auditTrail' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'kind' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'kind' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'at' } },
                { kind: 'Field', name: { kind: 'Name', value: 'actor' } },
                { kind: 'Field', name: { kind: 'Name', value: 'action' } },
                { kind: 'Field', name: { kind: 'Name', value: 'detail' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AuditTrailQuery, AuditTrailQueryVariables>;
export const StaffAccountsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'StaffAccounts' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'staffAccounts' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'StaffAccountFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StaffAccountFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StaffAccount' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'username' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'roles' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mfaEnabled' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastSignInAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StaffAccountsQuery, StaffAccountsQueryVariables>;
export const SetStaffAccountRolesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetStaffAccountRoles' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'SetStaffAccountRolesInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setStaffAccountRoles' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'StaffAccountFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StaffAccountFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StaffAccount' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'username' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'roles' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mfaEnabled' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastSignInAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetStaffAccountRolesMutation, SetStaffAccountRolesMutationVariables>;
export const InviteStaffAccountDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'InviteStaffAccount' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'InviteStaffAccountInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'inviteStaffAccount' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'StaffAccountFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StaffAccountFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StaffAccount' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'username' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'roles' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mfaEnabled' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastSignInAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<InviteStaffAccountMutation, InviteStaffAccountMutationVariables>;
export const ResendStaffInvitationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ResendStaffInvitation' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'StaffAccountInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'resendStaffInvitation' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'StaffAccountFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StaffAccountFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StaffAccount' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'username' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'roles' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mfaEnabled' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastSignInAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ResendStaffInvitationMutation, ResendStaffInvitationMutationVariables>;
export const DisableStaffAccountDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DisableStaffAccount' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'StaffAccountInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'disableStaffAccount' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'StaffAccountFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StaffAccountFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StaffAccount' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'username' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'roles' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mfaEnabled' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastSignInAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DisableStaffAccountMutation, DisableStaffAccountMutationVariables>;
export const EnableStaffAccountDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'EnableStaffAccount' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'StaffAccountInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'enableStaffAccount' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'StaffAccountFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StaffAccountFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StaffAccount' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'username' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'roles' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mfaEnabled' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastSignInAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<EnableStaffAccountMutation, EnableStaffAccountMutationVariables>;
export const DeleteStaffAccountDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteStaffAccount' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'StaffAccountInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteStaffAccount' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'username' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteStaffAccountMutation, DeleteStaffAccountMutationVariables>;
export const ResetStaffAccountMfaDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ResetStaffAccountMfa' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'StaffAccountInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'resetStaffAccountMfa' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'StaffAccountFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StaffAccountFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StaffAccount' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'username' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'roles' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mfaEnabled' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastSignInAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ResetStaffAccountMfaMutation, ResetStaffAccountMfaMutationVariables>;
export const ListJobApplicationsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ListJobApplications' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
          type: {
            kind: 'NamedType',
            name: { kind: 'Name', value: 'ModelJobApplicationFilterInput' },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'nextToken' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'listJobApplications' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filter' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'nextToken' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'nextToken' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'JobApplicationSummaryFields' },
                      },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'nextToken' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'JobApplicationSummaryFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'JobApplicationSummary' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'jobId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'jobTitle' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'read' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ListJobApplicationsQuery, ListJobApplicationsQueryVariables>;
export const GetJobApplicationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'GetJobApplication' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'getJobApplication' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'JobApplicationFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'JobApplicationFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'JobApplication' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'jobId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'jobTitle' } },
          { kind: 'Field', name: { kind: 'Name', value: 'jobClosesOn' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rightToWork' } },
          { kind: 'Field', name: { kind: 'Name', value: 'screeningCheck' } },
          { kind: 'Field', name: { kind: 'Name', value: 'availability' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cv' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'key' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fileName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'contentType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'size' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'read' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'notes' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                { kind: 'Field', name: { kind: 'Name', value: 'author' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<GetJobApplicationQuery, GetJobApplicationQueryVariables>;
export const JobApplicationCvUrlDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'JobApplicationCvUrl' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'jobApplicationCvUrl' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<JobApplicationCvUrlQuery, JobApplicationCvUrlQueryVariables>;
export const UpdateJobApplicationStatusDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateJobApplicationStatus' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'NamedType',
              name: { kind: 'Name', value: 'UpdateJobApplicationStatusInput' },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateJobApplicationStatus' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'JobApplicationFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'JobApplicationFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'JobApplication' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'jobId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'jobTitle' } },
          { kind: 'Field', name: { kind: 'Name', value: 'jobClosesOn' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rightToWork' } },
          { kind: 'Field', name: { kind: 'Name', value: 'screeningCheck' } },
          { kind: 'Field', name: { kind: 'Name', value: 'availability' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cv' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'key' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fileName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'contentType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'size' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'read' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'notes' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                { kind: 'Field', name: { kind: 'Name', value: 'author' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  UpdateJobApplicationStatusMutation,
  UpdateJobApplicationStatusMutationVariables
>;
export const AddJobApplicationNoteDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AddJobApplicationNote' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'NamedType',
              name: { kind: 'Name', value: 'AddJobApplicationNoteInput' },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'addJobApplicationNote' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'JobApplicationFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'JobApplicationFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'JobApplication' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'jobId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'jobTitle' } },
          { kind: 'Field', name: { kind: 'Name', value: 'jobClosesOn' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rightToWork' } },
          { kind: 'Field', name: { kind: 'Name', value: 'screeningCheck' } },
          { kind: 'Field', name: { kind: 'Name', value: 'availability' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cv' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'key' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fileName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'contentType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'size' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'read' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'notes' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                { kind: 'Field', name: { kind: 'Name', value: 'author' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AddJobApplicationNoteMutation, AddJobApplicationNoteMutationVariables>;
export const DeleteJobApplicationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteJobApplication' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'DeleteInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteJobApplication' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteJobApplicationMutation, DeleteJobApplicationMutationVariables>;
export const ExportJobApplicationsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ExportJobApplications' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
          type: {
            kind: 'NamedType',
            name: { kind: 'Name', value: 'ModelJobApplicationFilterInput' },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'exportJobApplications' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filter' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ExportJobApplicationsMutation, ExportJobApplicationsMutationVariables>;
export const AuditLogDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AuditLog' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'AuditLogFilterInput' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'auditLog' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filter' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'entries' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'at' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'actor' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'itemId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'action' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'detail' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'truncated' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AuditLogQuery, AuditLogQueryVariables>;
export const ExportAuditLogDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ExportAuditLog' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'AuditLogFilterInput' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'exportAuditLog' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filter' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ExportAuditLogMutation, ExportAuditLogMutationVariables>;
export const DashboardDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Dashboard' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'dashboard' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'referralsAwaitingContact' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'DashboardSectionFields' },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'unreadMessages' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'DashboardSectionFields' },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'referralsDueForDeletion' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'DashboardSectionFields' },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'complaintsDue' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'DashboardSectionFields' },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DashboardSectionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DashboardSection' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'count' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'date' } },
                { kind: 'Field', name: { kind: 'Name', value: 'due' } },
                { kind: 'Field', name: { kind: 'Name', value: 'step' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DashboardQuery, DashboardQueryVariables>;
export const ListFeedbackDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ListFeedback' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ModelFeedbackFilterInput' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'nextToken' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'listFeedback' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filter' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'nextToken' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'nextToken' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'FeedbackSummaryFields' },
                      },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'nextToken' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FeedbackSummaryFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'FeedbackSummary' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'anonymous' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'read' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'receivedOn' } },
          { kind: 'Field', name: { kind: 'Name', value: 'riskRating' } },
          { kind: 'Field', name: { kind: 'Name', value: 'acknowledgedOn' } },
          { kind: 'Field', name: { kind: 'Name', value: 'closedOn' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ListFeedbackQuery, ListFeedbackQueryVariables>;
export const GetFeedbackDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'GetFeedback' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'getFeedback' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'FeedbackFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FeedbackFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Feedback' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'anonymous' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'read' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'whatHappened' } },
          { kind: 'Field', name: { kind: 'Name', value: 'outcomeWanted' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'consent' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'statusHistory' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'at' } },
                { kind: 'Field', name: { kind: 'Name', value: 'by' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'notes' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                { kind: 'Field', name: { kind: 'Name', value: 'author' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'receivedOn' } },
          { kind: 'Field', name: { kind: 'Name', value: 'receivedVia' } },
          { kind: 'Field', name: { kind: 'Name', value: 'source' } },
          { kind: 'Field', name: { kind: 'Name', value: 'affectedPerson' } },
          { kind: 'Field', name: { kind: 'Name', value: 'advocateInvolved' } },
          { kind: 'Field', name: { kind: 'Name', value: 'serviceArea' } },
          { kind: 'Field', name: { kind: 'Name', value: 'involved' } },
          { kind: 'Field', name: { kind: 'Name', value: 'riskRating' } },
          { kind: 'Field', name: { kind: 'Name', value: 'acknowledgedOn' } },
          { kind: 'Field', name: { kind: 'Name', value: 'outcome' } },
          { kind: 'Field', name: { kind: 'Name', value: 'outcomeSummary' } },
          { kind: 'Field', name: { kind: 'Name', value: 'complainantToldOn' } },
          { kind: 'Field', name: { kind: 'Name', value: 'affectedPersonToldOn' } },
          { kind: 'Field', name: { kind: 'Name', value: 'complainantSatisfied' } },
          { kind: 'Field', name: { kind: 'Name', value: 'closedOn' } },
          { kind: 'Field', name: { kind: 'Name', value: 'improvements' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'actions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                { kind: 'Field', name: { kind: 'Name', value: 'author' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'emails' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'purpose' } },
                { kind: 'Field', name: { kind: 'Name', value: 'to' } },
                { kind: 'Field', name: { kind: 'Name', value: 'subject' } },
                { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sentAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sentBy' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<GetFeedbackQuery, GetFeedbackQueryVariables>;
export const UpdateFeedbackStatusDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateFeedbackStatus' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdateFeedbackStatusInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateFeedbackStatus' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'FeedbackFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FeedbackFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Feedback' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'anonymous' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'read' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'whatHappened' } },
          { kind: 'Field', name: { kind: 'Name', value: 'outcomeWanted' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'consent' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'statusHistory' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'at' } },
                { kind: 'Field', name: { kind: 'Name', value: 'by' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'notes' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                { kind: 'Field', name: { kind: 'Name', value: 'author' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'receivedOn' } },
          { kind: 'Field', name: { kind: 'Name', value: 'receivedVia' } },
          { kind: 'Field', name: { kind: 'Name', value: 'source' } },
          { kind: 'Field', name: { kind: 'Name', value: 'affectedPerson' } },
          { kind: 'Field', name: { kind: 'Name', value: 'advocateInvolved' } },
          { kind: 'Field', name: { kind: 'Name', value: 'serviceArea' } },
          { kind: 'Field', name: { kind: 'Name', value: 'involved' } },
          { kind: 'Field', name: { kind: 'Name', value: 'riskRating' } },
          { kind: 'Field', name: { kind: 'Name', value: 'acknowledgedOn' } },
          { kind: 'Field', name: { kind: 'Name', value: 'outcome' } },
          { kind: 'Field', name: { kind: 'Name', value: 'outcomeSummary' } },
          { kind: 'Field', name: { kind: 'Name', value: 'complainantToldOn' } },
          { kind: 'Field', name: { kind: 'Name', value: 'affectedPersonToldOn' } },
          { kind: 'Field', name: { kind: 'Name', value: 'complainantSatisfied' } },
          { kind: 'Field', name: { kind: 'Name', value: 'closedOn' } },
          { kind: 'Field', name: { kind: 'Name', value: 'improvements' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'actions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                { kind: 'Field', name: { kind: 'Name', value: 'author' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'emails' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'purpose' } },
                { kind: 'Field', name: { kind: 'Name', value: 'to' } },
                { kind: 'Field', name: { kind: 'Name', value: 'subject' } },
                { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sentAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sentBy' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateFeedbackStatusMutation, UpdateFeedbackStatusMutationVariables>;
export const AddFeedbackNoteDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AddFeedbackNote' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'AddFeedbackNoteInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'addFeedbackNote' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'FeedbackFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FeedbackFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Feedback' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'anonymous' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'read' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'whatHappened' } },
          { kind: 'Field', name: { kind: 'Name', value: 'outcomeWanted' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'consent' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'statusHistory' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'at' } },
                { kind: 'Field', name: { kind: 'Name', value: 'by' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'notes' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                { kind: 'Field', name: { kind: 'Name', value: 'author' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'receivedOn' } },
          { kind: 'Field', name: { kind: 'Name', value: 'receivedVia' } },
          { kind: 'Field', name: { kind: 'Name', value: 'source' } },
          { kind: 'Field', name: { kind: 'Name', value: 'affectedPerson' } },
          { kind: 'Field', name: { kind: 'Name', value: 'advocateInvolved' } },
          { kind: 'Field', name: { kind: 'Name', value: 'serviceArea' } },
          { kind: 'Field', name: { kind: 'Name', value: 'involved' } },
          { kind: 'Field', name: { kind: 'Name', value: 'riskRating' } },
          { kind: 'Field', name: { kind: 'Name', value: 'acknowledgedOn' } },
          { kind: 'Field', name: { kind: 'Name', value: 'outcome' } },
          { kind: 'Field', name: { kind: 'Name', value: 'outcomeSummary' } },
          { kind: 'Field', name: { kind: 'Name', value: 'complainantToldOn' } },
          { kind: 'Field', name: { kind: 'Name', value: 'affectedPersonToldOn' } },
          { kind: 'Field', name: { kind: 'Name', value: 'complainantSatisfied' } },
          { kind: 'Field', name: { kind: 'Name', value: 'closedOn' } },
          { kind: 'Field', name: { kind: 'Name', value: 'improvements' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'actions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                { kind: 'Field', name: { kind: 'Name', value: 'author' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'emails' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'purpose' } },
                { kind: 'Field', name: { kind: 'Name', value: 'to' } },
                { kind: 'Field', name: { kind: 'Name', value: 'subject' } },
                { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sentAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sentBy' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AddFeedbackNoteMutation, AddFeedbackNoteMutationVariables>;
export const ExportFeedbackDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ExportFeedback' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ModelFeedbackFilterInput' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'exportFeedback' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filter' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ExportFeedbackMutation, ExportFeedbackMutationVariables>;
export const DeleteFeedbackDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteFeedback' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'DeleteInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteFeedback' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteFeedbackMutation, DeleteFeedbackMutationVariables>;
export const RecordFeedbackDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RecordFeedback' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'RecordFeedbackInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'recordFeedback' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RecordFeedbackMutation, RecordFeedbackMutationVariables>;
export const UpdateFeedbackRegisterDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateFeedbackRegister' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'NamedType',
              name: { kind: 'Name', value: 'UpdateFeedbackRegisterInput' },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateFeedbackRegister' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'FeedbackFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FeedbackFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Feedback' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'anonymous' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'read' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'whatHappened' } },
          { kind: 'Field', name: { kind: 'Name', value: 'outcomeWanted' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'consent' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'statusHistory' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'at' } },
                { kind: 'Field', name: { kind: 'Name', value: 'by' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'notes' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                { kind: 'Field', name: { kind: 'Name', value: 'author' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'receivedOn' } },
          { kind: 'Field', name: { kind: 'Name', value: 'receivedVia' } },
          { kind: 'Field', name: { kind: 'Name', value: 'source' } },
          { kind: 'Field', name: { kind: 'Name', value: 'affectedPerson' } },
          { kind: 'Field', name: { kind: 'Name', value: 'advocateInvolved' } },
          { kind: 'Field', name: { kind: 'Name', value: 'serviceArea' } },
          { kind: 'Field', name: { kind: 'Name', value: 'involved' } },
          { kind: 'Field', name: { kind: 'Name', value: 'riskRating' } },
          { kind: 'Field', name: { kind: 'Name', value: 'acknowledgedOn' } },
          { kind: 'Field', name: { kind: 'Name', value: 'outcome' } },
          { kind: 'Field', name: { kind: 'Name', value: 'outcomeSummary' } },
          { kind: 'Field', name: { kind: 'Name', value: 'complainantToldOn' } },
          { kind: 'Field', name: { kind: 'Name', value: 'affectedPersonToldOn' } },
          { kind: 'Field', name: { kind: 'Name', value: 'complainantSatisfied' } },
          { kind: 'Field', name: { kind: 'Name', value: 'closedOn' } },
          { kind: 'Field', name: { kind: 'Name', value: 'improvements' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'actions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                { kind: 'Field', name: { kind: 'Name', value: 'author' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'emails' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'purpose' } },
                { kind: 'Field', name: { kind: 'Name', value: 'to' } },
                { kind: 'Field', name: { kind: 'Name', value: 'subject' } },
                { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sentAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sentBy' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  UpdateFeedbackRegisterMutation,
  UpdateFeedbackRegisterMutationVariables
>;
export const AddFeedbackActionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AddFeedbackAction' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'AddFeedbackActionInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'addFeedbackAction' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'FeedbackFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FeedbackFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Feedback' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'anonymous' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'read' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'whatHappened' } },
          { kind: 'Field', name: { kind: 'Name', value: 'outcomeWanted' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'consent' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'statusHistory' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'at' } },
                { kind: 'Field', name: { kind: 'Name', value: 'by' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'notes' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                { kind: 'Field', name: { kind: 'Name', value: 'author' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'receivedOn' } },
          { kind: 'Field', name: { kind: 'Name', value: 'receivedVia' } },
          { kind: 'Field', name: { kind: 'Name', value: 'source' } },
          { kind: 'Field', name: { kind: 'Name', value: 'affectedPerson' } },
          { kind: 'Field', name: { kind: 'Name', value: 'advocateInvolved' } },
          { kind: 'Field', name: { kind: 'Name', value: 'serviceArea' } },
          { kind: 'Field', name: { kind: 'Name', value: 'involved' } },
          { kind: 'Field', name: { kind: 'Name', value: 'riskRating' } },
          { kind: 'Field', name: { kind: 'Name', value: 'acknowledgedOn' } },
          { kind: 'Field', name: { kind: 'Name', value: 'outcome' } },
          { kind: 'Field', name: { kind: 'Name', value: 'outcomeSummary' } },
          { kind: 'Field', name: { kind: 'Name', value: 'complainantToldOn' } },
          { kind: 'Field', name: { kind: 'Name', value: 'affectedPersonToldOn' } },
          { kind: 'Field', name: { kind: 'Name', value: 'complainantSatisfied' } },
          { kind: 'Field', name: { kind: 'Name', value: 'closedOn' } },
          { kind: 'Field', name: { kind: 'Name', value: 'improvements' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'actions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                { kind: 'Field', name: { kind: 'Name', value: 'author' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'emails' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'purpose' } },
                { kind: 'Field', name: { kind: 'Name', value: 'to' } },
                { kind: 'Field', name: { kind: 'Name', value: 'subject' } },
                { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sentAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sentBy' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AddFeedbackActionMutation, AddFeedbackActionMutationVariables>;
export const SendFeedbackEmailDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SendFeedbackEmail' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'SendFeedbackEmailInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sendFeedbackEmail' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'FeedbackFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FeedbackFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Feedback' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'anonymous' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'read' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'whatHappened' } },
          { kind: 'Field', name: { kind: 'Name', value: 'outcomeWanted' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'consent' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'statusHistory' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'at' } },
                { kind: 'Field', name: { kind: 'Name', value: 'by' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'notes' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                { kind: 'Field', name: { kind: 'Name', value: 'author' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'receivedOn' } },
          { kind: 'Field', name: { kind: 'Name', value: 'receivedVia' } },
          { kind: 'Field', name: { kind: 'Name', value: 'source' } },
          { kind: 'Field', name: { kind: 'Name', value: 'affectedPerson' } },
          { kind: 'Field', name: { kind: 'Name', value: 'advocateInvolved' } },
          { kind: 'Field', name: { kind: 'Name', value: 'serviceArea' } },
          { kind: 'Field', name: { kind: 'Name', value: 'involved' } },
          { kind: 'Field', name: { kind: 'Name', value: 'riskRating' } },
          { kind: 'Field', name: { kind: 'Name', value: 'acknowledgedOn' } },
          { kind: 'Field', name: { kind: 'Name', value: 'outcome' } },
          { kind: 'Field', name: { kind: 'Name', value: 'outcomeSummary' } },
          { kind: 'Field', name: { kind: 'Name', value: 'complainantToldOn' } },
          { kind: 'Field', name: { kind: 'Name', value: 'affectedPersonToldOn' } },
          { kind: 'Field', name: { kind: 'Name', value: 'complainantSatisfied' } },
          { kind: 'Field', name: { kind: 'Name', value: 'closedOn' } },
          { kind: 'Field', name: { kind: 'Name', value: 'improvements' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'actions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                { kind: 'Field', name: { kind: 'Name', value: 'author' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'emails' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'purpose' } },
                { kind: 'Field', name: { kind: 'Name', value: 'to' } },
                { kind: 'Field', name: { kind: 'Name', value: 'subject' } },
                { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sentAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sentBy' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SendFeedbackEmailMutation, SendFeedbackEmailMutationVariables>;
export const FeedbackStatisticsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'FeedbackStatistics' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'period' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'StatisticsPeriodInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'feedbackStatistics' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'period' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'period' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'from' } },
                { kind: 'Field', name: { kind: 'Name', value: 'to' } },
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'byKind' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'StatisticsCountFields' },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'bySource' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'StatisticsCountFields' },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'byServiceArea' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'StatisticsCountFields' },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'byRisk' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'StatisticsCountFields' },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'byOutcome' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'StatisticsCountFields' },
                      },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'medianDaysToAcknowledge' } },
                { kind: 'Field', name: { kind: 'Name', value: 'medianDaysToResolve' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'acknowledgedWithinTarget' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'met' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'decided' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'resolvedWithinTarget' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'met' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'decided' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StatisticsCountFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StatisticsCount' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'key' } },
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'count' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<FeedbackStatisticsQuery, FeedbackStatisticsQueryVariables>;
export const ExportFeedbackStatisticsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ExportFeedbackStatistics' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'period' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'StatisticsPeriodInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'exportFeedbackStatistics' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'period' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'period' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  ExportFeedbackStatisticsMutation,
  ExportFeedbackStatisticsMutationVariables
>;
export const ListPostsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ListPosts' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'nextToken' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'listPosts' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'nextToken' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'nextToken' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'PostFields' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'nextToken' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PostFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Post' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'location' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'closesOn' } },
          { kind: 'Field', name: { kind: 'Name', value: 'filled' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ListPostsQuery, ListPostsQueryVariables>;
export const CreatePostDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreatePost' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'CreatePostInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createPost' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'PostFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PostFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Post' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'location' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'closesOn' } },
          { kind: 'Field', name: { kind: 'Name', value: 'filled' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreatePostMutation, CreatePostMutationVariables>;
export const UpdatePostDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdatePost' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdatePostInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updatePost' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'PostFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PostFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Post' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'location' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'closesOn' } },
          { kind: 'Field', name: { kind: 'Name', value: 'filled' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdatePostMutation, UpdatePostMutationVariables>;
export const DeletePostDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeletePost' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'DeleteInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deletePost' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeletePostMutation, DeletePostMutationVariables>;
export const JobApplicationCountsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'JobApplicationCounts' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'jobIds' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: {
                kind: 'NonNullType',
                type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
              },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'jobApplicationCounts' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'jobIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'jobIds' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'jobId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'count' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<JobApplicationCountsQuery, JobApplicationCountsQueryVariables>;
export const ListMessagesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ListMessages' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'MessageStatus' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'nextToken' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'listMessages' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'search' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'status' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'nextToken' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'nextToken' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'MessageSummaryFields' },
                      },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'nextToken' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MessageSummaryFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MessageSummary' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fullName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'preview' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'read' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ListMessagesQuery, ListMessagesQueryVariables>;
export const DeleteMessageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteMessage' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'DeleteInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteMessage' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteMessageMutation, DeleteMessageMutationVariables>;
export const GetMessageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'GetMessage' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'getMessage' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'MessageDetailFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MessageFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Message' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fullName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'postcode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'msg' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'read' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MessageDetailFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Message' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'MessageFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'notes' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                { kind: 'Field', name: { kind: 'Name', value: 'author' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<GetMessageQuery, GetMessageQueryVariables>;
export const UpdateMessageStatusDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateMessageStatus' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdateMessageStatusInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateMessageStatus' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'MessageDetailFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MessageFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Message' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fullName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'postcode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'msg' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'read' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MessageDetailFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Message' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'MessageFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'notes' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                { kind: 'Field', name: { kind: 'Name', value: 'author' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateMessageStatusMutation, UpdateMessageStatusMutationVariables>;
export const AddMessageNoteDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AddMessageNote' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'AddMessageNoteInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'addMessageNote' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'MessageDetailFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MessageFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Message' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fullName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'postcode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'msg' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'read' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MessageDetailFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Message' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'MessageFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'notes' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                { kind: 'Field', name: { kind: 'Name', value: 'author' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AddMessageNoteMutation, AddMessageNoteMutationVariables>;
export const ExportMessagesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ExportMessages' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ExportMessagesInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'exportMessages' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ExportMessagesMutation, ExportMessagesMutationVariables>;
export const ListReferralsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ListReferrals' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'nextToken' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'listReferrals' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'nextToken' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'nextToken' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'ReferralSummaryFields' },
                      },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'nextToken' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ReferralSummaryFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ReferralSummary' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'referrerRole' } },
          { kind: 'Field', name: { kind: 'Name', value: 'referrerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'participantName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'services' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'read' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ListReferralsQuery, ListReferralsQueryVariables>;
export const GetReferralDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'GetReferral' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'getReferral' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ReferralFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ReferralFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Referral' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'referrerRole' } },
          { kind: 'Field', name: { kind: 'Name', value: 'referrerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'participantName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'services' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'read' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'referrerOrganisation' } },
          { kind: 'Field', name: { kind: 'Name', value: 'referrerEmail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'referrerPhone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'participantDateOfBirth' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ndisNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'participantPostcode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'preferredContact' } },
          { kind: 'Field', name: { kind: 'Name', value: 'contactThroughReferrer' } },
          { kind: 'Field', name: { kind: 'Name', value: 'participantPhone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'participantEmail' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'communication' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'interpreter' } },
                { kind: 'Field', name: { kind: 'Name', value: 'interpreterLanguage' } },
                { kind: 'Field', name: { kind: 'Name', value: 'auslan' } },
                { kind: 'Field', name: { kind: 'Name', value: 'other' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'planFunding' } },
          { kind: 'Field', name: { kind: 'Name', value: 'planStartDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'planEndDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'planManagerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'planManagerEmail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'supportNeeded' } },
          { kind: 'Field', name: { kind: 'Name', value: 'goals' } },
          { kind: 'Field', name: { kind: 'Name', value: 'consent' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'attachments' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'key' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fileName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'contentType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'size' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'notes' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                { kind: 'Field', name: { kind: 'Name', value: 'author' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<GetReferralQuery, GetReferralQueryVariables>;
export const ReferralAttachmentUrlDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ReferralAttachmentUrl' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'NamedType',
              name: { kind: 'Name', value: 'ReferralAttachmentUrlInput' },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'referralAttachmentUrl' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ReferralAttachmentUrlQuery, ReferralAttachmentUrlQueryVariables>;
export const UpdateReferralStatusDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateReferralStatus' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdateReferralStatusInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateReferralStatus' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ReferralFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ReferralFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Referral' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'referrerRole' } },
          { kind: 'Field', name: { kind: 'Name', value: 'referrerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'participantName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'services' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'read' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'referrerOrganisation' } },
          { kind: 'Field', name: { kind: 'Name', value: 'referrerEmail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'referrerPhone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'participantDateOfBirth' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ndisNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'participantPostcode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'preferredContact' } },
          { kind: 'Field', name: { kind: 'Name', value: 'contactThroughReferrer' } },
          { kind: 'Field', name: { kind: 'Name', value: 'participantPhone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'participantEmail' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'communication' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'interpreter' } },
                { kind: 'Field', name: { kind: 'Name', value: 'interpreterLanguage' } },
                { kind: 'Field', name: { kind: 'Name', value: 'auslan' } },
                { kind: 'Field', name: { kind: 'Name', value: 'other' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'planFunding' } },
          { kind: 'Field', name: { kind: 'Name', value: 'planStartDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'planEndDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'planManagerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'planManagerEmail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'supportNeeded' } },
          { kind: 'Field', name: { kind: 'Name', value: 'goals' } },
          { kind: 'Field', name: { kind: 'Name', value: 'consent' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'attachments' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'key' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fileName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'contentType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'size' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'notes' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                { kind: 'Field', name: { kind: 'Name', value: 'author' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateReferralStatusMutation, UpdateReferralStatusMutationVariables>;
export const AddReferralNoteDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AddReferralNote' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'AddReferralNoteInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'addReferralNote' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ReferralFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ReferralFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Referral' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'referrerRole' } },
          { kind: 'Field', name: { kind: 'Name', value: 'referrerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'participantName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'services' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'read' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'referrerOrganisation' } },
          { kind: 'Field', name: { kind: 'Name', value: 'referrerEmail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'referrerPhone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'participantDateOfBirth' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ndisNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'participantPostcode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'preferredContact' } },
          { kind: 'Field', name: { kind: 'Name', value: 'contactThroughReferrer' } },
          { kind: 'Field', name: { kind: 'Name', value: 'participantPhone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'participantEmail' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'communication' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'interpreter' } },
                { kind: 'Field', name: { kind: 'Name', value: 'interpreterLanguage' } },
                { kind: 'Field', name: { kind: 'Name', value: 'auslan' } },
                { kind: 'Field', name: { kind: 'Name', value: 'other' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'planFunding' } },
          { kind: 'Field', name: { kind: 'Name', value: 'planStartDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'planEndDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'planManagerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'planManagerEmail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'supportNeeded' } },
          { kind: 'Field', name: { kind: 'Name', value: 'goals' } },
          { kind: 'Field', name: { kind: 'Name', value: 'consent' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'attachments' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'key' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fileName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'contentType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'size' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'notes' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                { kind: 'Field', name: { kind: 'Name', value: 'author' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AddReferralNoteMutation, AddReferralNoteMutationVariables>;
export const DeleteReferralDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteReferral' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'DeleteInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteReferral' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteReferralMutation, DeleteReferralMutationVariables>;
export const ReferralsDueForDeletionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ReferralsDueForDeletion' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'referralsDueForDeletion' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ReferralSummaryFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ReferralSummaryFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ReferralSummary' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'referrerRole' } },
          { kind: 'Field', name: { kind: 'Name', value: 'referrerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'participantName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'services' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'read' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ReferralsDueForDeletionQuery, ReferralsDueForDeletionQueryVariables>;
export const ExportReferralsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ExportReferrals' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ExportReferralsInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'exportReferrals' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ExportReferralsMutation, ExportReferralsMutationVariables>;
export const EmailReferrerDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'EmailReferrer' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'EmailReferrerInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'emailReferrer' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ReferralFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ReferralFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Referral' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'referrerRole' } },
          { kind: 'Field', name: { kind: 'Name', value: 'referrerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'participantName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'services' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'read' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'referrerOrganisation' } },
          { kind: 'Field', name: { kind: 'Name', value: 'referrerEmail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'referrerPhone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'participantDateOfBirth' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ndisNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'participantPostcode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'preferredContact' } },
          { kind: 'Field', name: { kind: 'Name', value: 'contactThroughReferrer' } },
          { kind: 'Field', name: { kind: 'Name', value: 'participantPhone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'participantEmail' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'communication' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'interpreter' } },
                { kind: 'Field', name: { kind: 'Name', value: 'interpreterLanguage' } },
                { kind: 'Field', name: { kind: 'Name', value: 'auslan' } },
                { kind: 'Field', name: { kind: 'Name', value: 'other' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'planFunding' } },
          { kind: 'Field', name: { kind: 'Name', value: 'planStartDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'planEndDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'planManagerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'planManagerEmail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'supportNeeded' } },
          { kind: 'Field', name: { kind: 'Name', value: 'goals' } },
          { kind: 'Field', name: { kind: 'Name', value: 'consent' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'attachments' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'key' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fileName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'contentType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'size' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'notes' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                { kind: 'Field', name: { kind: 'Name', value: 'author' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<EmailReferrerMutation, EmailReferrerMutationVariables>;
export const ListStaffDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ListStaff' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'nextToken' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'listStaff' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'nextToken' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'nextToken' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'StaffFields' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'nextToken' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StaffFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Staff' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'imageUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'certificates' } },
          { kind: 'Field', name: { kind: 'Name', value: 'experience' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ListStaffQuery, ListStaffQueryVariables>;
export const CreateStaffDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateStaff' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'CreateStaffInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createStaff' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'StaffFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StaffFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Staff' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'imageUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'certificates' } },
          { kind: 'Field', name: { kind: 'Name', value: 'experience' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateStaffMutation, CreateStaffMutationVariables>;
export const UpdateStaffDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateStaff' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdateStaffInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateStaff' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'StaffFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StaffFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Staff' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'imageUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'certificates' } },
          { kind: 'Field', name: { kind: 'Name', value: 'experience' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateStaffMutation, UpdateStaffMutationVariables>;
export const DeleteStaffDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteStaff' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'DeleteInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteStaff' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteStaffMutation, DeleteStaffMutationVariables>;
export const StartStaffPhotoUploadDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'StartStaffPhotoUpload' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'NamedType',
              name: { kind: 'Name', value: 'StartStaffPhotoUploadInput' },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'startStaffPhotoUpload' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'key' } },
                { kind: 'Field', name: { kind: 'Name', value: 'partSize' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'uploadId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'parts' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'partNumber' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StartStaffPhotoUploadMutation, StartStaffPhotoUploadMutationVariables>;
export const CompleteStaffPhotoUploadDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CompleteStaffPhotoUpload' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'NamedType',
              name: { kind: 'Name', value: 'CompleteStaffPhotoUploadInput' },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'completeStaffPhotoUpload' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'key' } },
                { kind: 'Field', name: { kind: 'Name', value: 'size' } },
                { kind: 'Field', name: { kind: 'Name', value: 'contentType' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  CompleteStaffPhotoUploadMutation,
  CompleteStaffPhotoUploadMutationVariables
>;
export const AbortStaffPhotoUploadDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AbortStaffPhotoUpload' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'NamedType',
              name: { kind: 'Name', value: 'AbortStaffPhotoUploadInput' },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'abortStaffPhotoUpload' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AbortStaffPhotoUploadMutation, AbortStaffPhotoUploadMutationVariables>;
export const ListTestimonialsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ListTestimonials' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'nextToken' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'listTestimonials' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'nextToken' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'nextToken' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'TestimonialFields' },
                      },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'nextToken' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TestimonialFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Testimonial' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'body' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ListTestimonialsQuery, ListTestimonialsQueryVariables>;
export const CreateTestimonialDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateTestimonial' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'CreateTestimonialInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createTestimonial' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'TestimonialFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TestimonialFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Testimonial' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'body' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateTestimonialMutation, CreateTestimonialMutationVariables>;
export const UpdateTestimonialDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateTestimonial' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdateTestimonialInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateTestimonial' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'TestimonialFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TestimonialFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Testimonial' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'body' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateTestimonialMutation, UpdateTestimonialMutationVariables>;
export const DeleteTestimonialDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteTestimonial' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'DeleteInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteTestimonial' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteTestimonialMutation, DeleteTestimonialMutationVariables>;
export const UnreadMessageCountDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'UnreadMessageCount' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [{ kind: 'Field', name: { kind: 'Name', value: 'unreadMessageCount' } }],
      },
    },
  ],
} as unknown as DocumentNode<UnreadMessageCountQuery, UnreadMessageCountQueryVariables>;
export const UnreadReferralCountDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'UnreadReferralCount' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [{ kind: 'Field', name: { kind: 'Name', value: 'unreadReferralCount' } }],
      },
    },
  ],
} as unknown as DocumentNode<UnreadReferralCountQuery, UnreadReferralCountQueryVariables>;
export const UnreadFeedbackCountDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'UnreadFeedbackCount' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [{ kind: 'Field', name: { kind: 'Name', value: 'unreadFeedbackCount' } }],
      },
    },
  ],
} as unknown as DocumentNode<UnreadFeedbackCountQuery, UnreadFeedbackCountQueryVariables>;
export const UnreadJobApplicationCountDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'UnreadJobApplicationCount' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [{ kind: 'Field', name: { kind: 'Name', value: 'unreadJobApplicationCount' } }],
      },
    },
  ],
} as unknown as DocumentNode<
  UnreadJobApplicationCountQuery,
  UnreadJobApplicationCountQueryVariables
>;
