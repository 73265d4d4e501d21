// What the API answers a signed-in caller whose account has been disabled or deleted since their
// token was issued (lambdas/shared/activeAccount.ts); the admin signs them out when it sees it.

export const INACTIVE_ACCOUNT_MESSAGE =
  'Your staff account has been disabled or removed. Ask an owner of this admin if you need access.';
