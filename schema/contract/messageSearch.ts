// What the admin inbox's search looks in: each message stores it as `searchText` when it is created
// (lambdas/messages, and the local seed), its name, e-mail and text folded to lower case and its
// phone number's digits, since DynamoDB has no case-insensitive or full-text search of its own.

/** Case and width folded (NFKC), so "ＡＬＥＸ" and "alex" meet. */
export const foldCase = (text: string) => text.normalize('NFKC').toLowerCase();

export const digitsOf = (text: string) => text.replace(/\D/g, '');

export function searchTextOf(message: {
  fullName: string;
  email: string;
  msg: string;
  phone: string;
}): string {
  return [
    foldCase(message.fullName),
    foldCase(message.email),
    foldCase(message.msg),
    digitsOf(message.phone),
  ].join('\n');
}
