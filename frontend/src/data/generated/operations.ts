/* eslint-disable @typescript-eslint/no-explicit-any */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type CommunicationNeedsInput = {
  auslan: boolean;
  interpreter: boolean;
  /** Required when interpreter is true, else left out. */
  interpreterLanguage?: string | null | undefined;
  other?: string | null | undefined;
};

export type CompleteJobApplicationCvUploadInput = {
  /** The upload key startJobApplicationCvUpload returned (private/applications/uploads/...). */
  key: string;
  /** The size the browser sent; the stored object must have exactly this size. */
  size: number;
};

export type CompleteReferralAttachmentUploadInput = {
  /** The upload key startReferralAttachmentUpload returned (private/referrals/uploads/...). */
  key: string;
  /** The size the browser sent; the stored object must have exactly this size. */
  size: number;
};

export type ContactMethod = 'EMAIL' | 'PHONE' | 'SMS';

export type CreateFeedbackInput = {
  /** When true, name, email and phone must be left out. */
  anonymous: boolean;
  /** Makes a resend safe: the same token with the same fields is the same item and reference (a resend after a Timeout stores nothing twice). A UUID the client makes for each submission. */
  clientToken?: string | null | undefined;
  /** Must be true. */
  consent: boolean;
  email?: string | null | undefined;
  kind: FeedbackKind;
  name?: string | null | undefined;
  outcomeWanted?: string | null | undefined;
  phone?: string | null | undefined;
  /** Honeypot: left empty by people, filled by bots. A filled value is answered as if stored, logged, and not stored or e-mailed. */
  website?: string | null | undefined;
  whatHappened: string;
};

export type CreateMessageInput = {
  /** Makes a resend safe: the same token with the same fields is the same message (a resend after a Timeout stores nothing twice); a token sent again with other fields is a ValidationError. A UUID the client makes for each message. */
  clientToken?: string | null | undefined;
  email: string;
  fullName: string;
  msg: string;
  phone: string;
  postcode?: number | null | undefined;
  /** Honeypot: left empty by people, filled by bots. A filled value is answered as if stored, logged, and not stored or e-mailed. */
  website?: string | null | undefined;
};

export type CreateReferralInput = {
  /** Up to three keys completeReferralAttachmentUpload returned. */
  attachments?: Array<string> | null | undefined;
  /** Makes a resend safe: the same token with the same fields is the same referral and reference, stored and e-mailed once (a resend after a Timeout, even once its attachments were moved). A UUID the client makes for each referral. */
  clientToken?: string | null | undefined;
  communication: CommunicationNeedsInput;
  /** Must be true. */
  consent: boolean;
  /** True: staff reach the participant through the referrer, and the participant's phone and e-mail are left out. */
  contactThroughReferrer?: boolean | null | undefined;
  goals?: string | null | undefined;
  /** Nine digits starting with 43; spaces are ignored. */
  ndisNumber?: string | null | undefined;
  participantDateOfBirth: string;
  participantEmail?: string | null | undefined;
  participantName: string;
  participantPhone?: string | null | undefined;
  participantPostcode: number;
  planEndDate?: string | null | undefined;
  planFunding: PlanFunding;
  /** Only for a plan-managed plan (planFunding PLAN_MANAGED). */
  planManagerEmail?: string | null | undefined;
  /** Only for a plan-managed plan (planFunding PLAN_MANAGED). */
  planManagerName?: string | null | undefined;
  planStartDate?: string | null | undefined;
  preferredContact: ContactMethod;
  referrerEmail: string;
  referrerName: string;
  referrerOrganisation?: string | null | undefined;
  referrerPhone: string;
  referrerRole: ReferrerRole;
  /** One or more service keys of schema/contract/services.ts, each once. */
  services: Array<string>;
  supportNeeded: string;
  /** Honeypot: left empty by people, filled by bots. A filled value is answered as if stored, logged, and not stored or e-mailed. */
  website?: string | null | undefined;
};

export type FeedbackKind = 'COMPLAINT' | 'COMPLIMENT' | 'FEEDBACK';

export type PlanFunding =
  'NDIA_MANAGED' | 'NOT_SURE' | 'NO_PLAN_YET' | 'PLAN_MANAGED' | 'SELF_MANAGED';

export type ReferrerRole =
  | 'FAMILY_OR_CARER'
  | 'HEALTH_PROFESSIONAL'
  | 'OTHER'
  | 'PLAN_MANAGER'
  | 'SELF'
  | 'SUPPORT_COORDINATOR';

export type RightToWork = 'NO' | 'YES';

export type StartJobApplicationCvUploadInput = {
  contentType: string;
  fileName: string;
  size: number;
};

export type StartReferralAttachmentUploadInput = {
  contentType: string;
  fileName: string;
  size: number;
};

export type SubmitJobApplicationInput = {
  availability?: string | null | undefined;
  /** Makes a resend safe: the same token with the same fields is the same application and reference, stored and e-mailed once. A UUID the client makes for each application. */
  clientToken?: string | null | undefined;
  /** Exactly one key completeJobApplicationCvUpload returned. */
  cv: Array<string>;
  email: string;
  /** The open job applied for (Post.id). */
  jobId: string;
  name: string;
  note: string;
  phone: string;
  rightToWork: RightToWork;
  screeningCheck: WorkerScreeningStatus;
  /** Honeypot: left empty by people, filled by bots. A filled value is answered as if stored, logged, and not stored or e-mailed. */
  website?: string | null | undefined;
};

/** The applicant's NDIS Worker Screening Check. */
export type WorkerScreeningStatus = 'APPLIED' | 'HAVE_ONE' | 'NOT_YET';

export type StartJobApplicationCvUploadMutationVariables = Exact<{
  input: StartJobApplicationCvUploadInput;
}>;

export type StartJobApplicationCvUploadMutation = {
  startJobApplicationCvUpload: { key: string; url: string };
};

export type CompleteJobApplicationCvUploadMutationVariables = Exact<{
  input: CompleteJobApplicationCvUploadInput;
}>;

export type CompleteJobApplicationCvUploadMutation = {
  completeJobApplicationCvUpload: { key: string; fileName: string };
};

export type SubmitJobApplicationMutationVariables = Exact<{
  input: SubmitJobApplicationInput;
}>;

export type SubmitJobApplicationMutation = { submitJobApplication: { reference: string } | null };

export type CreateMessageMutationVariables = Exact<{
  input: CreateMessageInput;
}>;

export type CreateMessageMutation = { createMessage: { id: string; createdAt: string } | null };

export type CreateFeedbackMutationVariables = Exact<{
  input: CreateFeedbackInput;
}>;

export type CreateFeedbackMutation = { createFeedback: { reference: string } | null };

export type ReferralDocumentUrlQueryVariables = Exact<{ [key: string]: never }>;

export type ReferralDocumentUrlQuery = { referralFormUrl: string };

export type StartReferralAttachmentUploadMutationVariables = Exact<{
  input: StartReferralAttachmentUploadInput;
}>;

export type StartReferralAttachmentUploadMutation = {
  startReferralAttachmentUpload: { key: string; url: string };
};

export type CompleteReferralAttachmentUploadMutationVariables = Exact<{
  input: CompleteReferralAttachmentUploadInput;
}>;

export type CompleteReferralAttachmentUploadMutation = {
  completeReferralAttachmentUpload: {
    key: string;
    fileName: string;
    contentType: string;
    size: number;
  };
};

export type CreateReferralMutationVariables = Exact<{
  input: CreateReferralInput;
}>;

export type CreateReferralMutation = { createReferral: { reference: string } | null };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}

export const StartJobApplicationCvUploadDocument = new TypedDocumentString(`
    mutation StartJobApplicationCvUpload($input: StartJobApplicationCvUploadInput!) {
  startJobApplicationCvUpload(input: $input) {
    key
    url
  }
}
    `) as unknown as TypedDocumentString<
  StartJobApplicationCvUploadMutation,
  StartJobApplicationCvUploadMutationVariables
>;
export const CompleteJobApplicationCvUploadDocument = new TypedDocumentString(`
    mutation CompleteJobApplicationCvUpload($input: CompleteJobApplicationCvUploadInput!) {
  completeJobApplicationCvUpload(input: $input) {
    key
    fileName
  }
}
    `) as unknown as TypedDocumentString<
  CompleteJobApplicationCvUploadMutation,
  CompleteJobApplicationCvUploadMutationVariables
>;
export const SubmitJobApplicationDocument = new TypedDocumentString(`
    mutation SubmitJobApplication($input: SubmitJobApplicationInput!) {
  submitJobApplication(input: $input) {
    reference
  }
}
    `) as unknown as TypedDocumentString<
  SubmitJobApplicationMutation,
  SubmitJobApplicationMutationVariables
>;
export const CreateMessageDocument = new TypedDocumentString(`
    mutation CreateMessage($input: CreateMessageInput!) {
  createMessage(input: $input) {
    id
    createdAt
  }
}
    `) as unknown as TypedDocumentString<CreateMessageMutation, CreateMessageMutationVariables>;
export const CreateFeedbackDocument = new TypedDocumentString(`
    mutation CreateFeedback($input: CreateFeedbackInput!) {
  createFeedback(input: $input) {
    reference
  }
}
    `) as unknown as TypedDocumentString<CreateFeedbackMutation, CreateFeedbackMutationVariables>;
export const ReferralDocumentUrlDocument = new TypedDocumentString(`
    query ReferralDocumentUrl {
  referralFormUrl
}
    `) as unknown as TypedDocumentString<
  ReferralDocumentUrlQuery,
  ReferralDocumentUrlQueryVariables
>;
export const StartReferralAttachmentUploadDocument = new TypedDocumentString(`
    mutation StartReferralAttachmentUpload($input: StartReferralAttachmentUploadInput!) {
  startReferralAttachmentUpload(input: $input) {
    key
    url
  }
}
    `) as unknown as TypedDocumentString<
  StartReferralAttachmentUploadMutation,
  StartReferralAttachmentUploadMutationVariables
>;
export const CompleteReferralAttachmentUploadDocument = new TypedDocumentString(`
    mutation CompleteReferralAttachmentUpload($input: CompleteReferralAttachmentUploadInput!) {
  completeReferralAttachmentUpload(input: $input) {
    key
    fileName
    contentType
    size
  }
}
    `) as unknown as TypedDocumentString<
  CompleteReferralAttachmentUploadMutation,
  CompleteReferralAttachmentUploadMutationVariables
>;
export const CreateReferralDocument = new TypedDocumentString(`
    mutation CreateReferral($input: CreateReferralInput!) {
  createReferral(input: $input) {
    reference
  }
}
    `) as unknown as TypedDocumentString<CreateReferralMutation, CreateReferralMutationVariables>;
