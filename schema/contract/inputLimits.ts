// Every server-side size limit in one place (docs/API.md lists them).

const MIB = 1048576;

export const MESSAGE_LIMITS = {
  fullName: 100,
  email: 254,
  phone: 20,
  msg: 5000,
  /** The admin inbox's search words. */
  search: 200,
  noteText: 2000,
  /** Notes are appended to the message's item, which DynamoDB caps at 400 KB. */
  maxNotes: 100,
  /** Messages one CSV export may hold; more is refused with a request to narrow the search. */
  maxExport: 2000,
} as const;

export const PHONE_DIGITS = { min: 8, max: 15 } as const;

/** Australian postcodes 0200-9999, sent as integers. */
export const POSTCODE_RANGE = { min: 200, max: 9999 } as const;

export const TESTIMONIAL_LIMITS = {
  body: 2000,
  name: 100,
} as const;

export const POST_LIMITS = {
  title: 150,
  descriptionLines: 50,
  descriptionLine: 1000,
} as const;

export const STAFF_LIMITS = {
  name: 100,
  role: 100,
  description: 2000,
  certificates: 2000,
  experience: 2000,
  imageUrl: 300,
} as const;

export const LIST_LIMITS = {
  defaultLimit: 25,
  maxLimit: 100,
  /** Comparisons in one filter, so a filter always fits DynamoDB's expression size. */
  maxFilterConditions: 20,
  /** and/or/not inside one another: unbounded nesting makes expressions no store handles well. */
  maxFilterDepth: 3,
  /** Filter objects in one filter, counted before the filter is parsed. */
  maxFilterNodes: 50,
  filterValue: 1000,
} as const;

export const STAFF_PHOTO_LIMITS = {
  minBytes: 1,
  maxBytes: 20 * MIB,
  /** Sanitised original file name kept in the key. */
  fileName: 100,
  contentTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
  /** Decoded size (all frames): a small file can declare huge dimensions (a decompression bomb). */
  maxPixels: 120_000_000,
  /** Published photos are scaled down to at most this many pixels on their longer side. */
  maxEdge: 4096,
} as const;

export const REFERRAL_LIMITS = {
  name: 100,
  organisation: 150,
  email: 254,
  phone: 20,
  interpreterLanguage: 60,
  otherCommunication: 500,
  supportNeeded: 5000,
  goals: 5000,
  noteText: 2000,
  /** Notes are appended to the referral's item, which DynamoDB caps at 400 KB. */
  maxNotes: 100,
  /** The oldest date of birth accepted: anything earlier is a typing mistake. */
  earliestDateOfBirth: '1900-01-01',
  /** Referrals one CSV export may hold: a larger period or status is exported in parts. */
  maxExport: 2000,
  /** An e-mail to the referrer (emailReferrer): its text, which its note repeats within noteText. */
  referrerEmailText: 1500,
} as const;

export const FEEDBACK_LIMITS = {
  name: 100,
  email: 254,
  phone: 20,
  whatHappened: 5000,
  outcomeWanted: 2000,
} as const;

export const REFERRAL_ATTACHMENT_LIMITS = {
  minBytes: 1,
  maxBytes: 10 * MIB,
  maxPerReferral: 3,
  /** Sanitised original file name kept in the key. */
  fileName: 100,
  /** What a visitor may attach: checked by content, not by name or declared type. */
  contentTypes: [
    'application/pdf',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'image/jpeg',
    'image/png',
  ],
  /**
   * A Word document is a zip that could unpack a 10 MiB upload to about 10 GiB. Its central
   * directory is read without inflating anything, and a document declaring more than this is
   * refused: entries, the unpacked size of one entry and of all, and an entry's compression ratio
   * (Apache POI's default; entries up to ratioFromBytes are too small for it to matter).
   */
  wordDocument: {
    maxEntries: 1000,
    maxEntryBytes: 32 * MIB,
    maxTotalBytes: 48 * MIB,
    maxCompressionRatio: 100,
    ratioFromBytes: 64 * 1024,
  },
} as const;

/** The job page's Apply form (schema/contract/jobApplicationFields.ts) and its CV. */
export const JOB_APPLICATION_LIMITS = {
  name: 100,
  availability: 500,
  note: 2000,
  noteText: 2000,
  /** Notes are appended to the application's item, which DynamoDB caps at 400 KB. */
  maxNotes: 100,
  /** Applications one CSV export may hold; more is refused with a request to filter. */
  maxExport: 2000,
  /** Job ids one jobApplicationCounts call may name: one page of a list. */
  maxCountedJobs: LIST_LIMITS.maxLimit,
  cv: {
    minBytes: 1,
    maxBytes: 5 * MIB,
    /** A CV is a PDF or a Word document, checked by content like a referral's attachments. */
    contentTypes: [
      'application/pdf',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
  },
} as const;

/** A staff account's invitation: the name the admin shows (the address is a contact e-mail's). */
export const STAFF_ACCOUNT_LIMITS = {
  name: 100,
} as const;
