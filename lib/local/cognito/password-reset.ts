// Forgotten passwords (ForgotPassword, ConfirmForgotPassword), served by the proxy itself: the code
// is its own (reset-codes.ts) and goes out as an e-mail through the local SES. As the pool prevents
// user-existence errors, a name that is nobody's gets the answers a known user's would: the same
// masked destination (from the lower-cased address, whatever case was typed), a code counted
// against the same limit and voided after as many wrong guesses, and an answer that does not wait
// for the e-mail (reset-mail.ts), which only a known user gets.
import { appClient, type Operation } from './context';
import { CognitoError, codeMismatch, invalidParameter, requiredString } from './errors';
import { assertPasswordMeetsPolicy } from './password-policy';
import { attribute, type PoolUser } from './pool-file';
import { maskedEmail } from './reset-mail';

const deliveredTo = (address: string) => ({
  CodeDeliveryDetails: {
    Destination: maskedEmail(address.toLowerCase()),
    DeliveryMedium: 'EMAIL',
    AttributeName: 'email',
  },
});

/**
 * Who holds a reset code: the user, or for a name that is nobody's the name itself, in a form no
 * user name takes (Cognito's hold no control characters).
 */
function codeHolder(user: PoolUser | undefined, signInName: string): string {
  return user ? user.Username : `\u0000${signInName.toLowerCase()}`;
}

/** The verified address a user's code goes to; throws Cognito's answer for users it cannot. */
function resetAddress(user: PoolUser): string {
  if (user.Enabled === false) {
    throw new CognitoError('NotAuthorizedException', 'User is disabled.');
  }
  if (user.UserStatus === 'FORCE_CHANGE_PASSWORD') {
    throw new CognitoError(
      'NotAuthorizedException',
      'User password cannot be reset in the current state.',
    );
  }
  const email = attribute(user, 'email');
  if (!email || attribute(user, 'email_verified') !== 'true') {
    throw invalidParameter(
      'Cannot reset password for the user as there is no registered/verified email or phone_number',
    );
  }
  return email;
}

export const forgotPassword: Operation = async (request, context) => {
  appClient(request, context);
  const signInName = requiredString(request.Username, 'username');
  const user = await context.users.find(signInName);
  const email = user ? resetAddress(user) : undefined;
  const code = context.resetCodes.issue(signInName, codeHolder(user, signInName));
  if (email === undefined) {
    return deliveredTo(signInName.includes('@') ? signInName : `${signInName}@example.com`);
  }
  context.resetMail.deliver(email, code);
  return deliveredTo(email);
};

export const confirmForgotPassword: Operation = async (request, context) => {
  appClient(request, context);
  const signInName = requiredString(request.Username, 'username');
  const code = requiredString(request.ConfirmationCode, 'confirmationCode');
  const password = requiredString(request.Password, 'password');
  assertPasswordMeetsPolicy(password);
  const user = await context.users.find(signInName);
  context.resetCodes.redeem(codeHolder(user, signInName), code);
  if (!user) {
    throw codeMismatch(); // Not even a code guessed right resets a password nobody has.
  }
  await context.upstream.must('AdminSetUserPassword', {
    UserPoolId: context.userPoolId,
    Username: user.Username,
    Password: password,
    Permanent: true,
  });
  return {};
};
