// The e-mail Cognito sends an invited staff member (AdminCreateUser): the cloud pool's invitation
// message (lib/cloud/auth.ts) and the local stand-in's (lib/local/cognito/invitations.ts) alike.
// {username} and {####} are Cognito's placeholders for the user name and the temporary password.

export const STAFF_INVITATION_SUBJECT = 'Your staff admin account';

/** `where` says where to sign in: "at <login URL>", or the login page's name. */
export function staffInvitationBody(where: string): string {
  return (
    `You have been given access to the staff admin area. Sign in ${where} with the user ` +
    'name {username} and the temporary password {####}, then choose your own password.'
  );
}
