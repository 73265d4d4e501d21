// How far ahead staff are shown the referrals that DynamoDB's TTL will delete (the referral list's
// "due for deletion" and the dashboard's section): long enough to export or accept one first.

export const DELETION_NOTICE_DAYS = 30;
