// Forgotten passwords (ForgotPassword, ConfirmForgotPassword), served by the proxy itself: the code
// is its own (reset-codes.ts) and goes out as an e-mail through the local SES. As the pool prevents
// user-existence errors, an unknown user gets the answers a known one would.
import { appClient, type Operation } from './context';
import { CognitoError, codeMismatch, invalidParameter, requiredString } from './errors';
import { assertPasswordMeetsPolicy } from './password-policy';
import { attribute } from './pool-file';
import { maskedEmail } from './reset-mail';

const deliveredTo = (address: string) => ({
  CodeDeliveryDetails: {
    Destination: maskedEmail(address),
    DeliveryMedium: 'EMAIL',
    AttributeName: 'email',
  },
});

export const forgotPassword: Operation = async (request, context) => {
  appClient(request, context);
  const signInName = requiredString(request.Username, 'username');
  const user = await context.users.find(signInName);
  if (!user) {
    // Counted like a real request, so that the limit does not tell known names from unknown.
    context.resetCodes.issue(`unknown:${signInName.toLowerCase()}`);
    return deliveredTo(signInName.includes('@') ? signInName : `${signInName}@example.com`);
  }
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
  const code = context.resetCodes.issue(user.Username);
  await context.resetMail.send(email, code);
  return deliveredTo(email);
};

export const confirmForgotPassword: Operation = async (request, context) => {
  appClient(request, context);
  const signInName = requiredString(request.Username, 'username');
  const code = requiredString(request.ConfirmationCode, 'confirmationCode');
  const password = requiredString(request.Password, 'password');
  assertPasswordMeetsPolicy(password);
  const user = await context.users.find(signInName);
  if (!user) {
    throw codeMismatch();
  }
  context.resetCodes.redeem(user.Username, code);
  await context.upstream.must('AdminSetUserPassword', {
    UserPoolId: context.userPoolId,
    Username: user.Username,
    Password: password,
    Permanent: true,
  });
  return {};
};
