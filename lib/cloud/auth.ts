// Staff sign-in: a Cognito user pool built from the shared settings in
// schema/contract/authSettings.ts (the local stack's stand-in pool uses the same values). Staff are
// invited, never self-registered; the admin area and admin-only API fields require membership of
// a role's group (schema/contract/roles.ts).

import {
  STAFF_INVITATION_SUBJECT,
  staffInvitationBody,
} from '../../schema/contract/staffInvitation';
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import {
  AccountRecovery,
  FeaturePlan,
  Mfa,
  UserPool,
  UserPoolGroup,
  type UserPoolClient,
} from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import { USER_POOL_SETTINGS as SETTINGS } from '../../schema/contract/authSettings';
import { ROLES, ROLE_DESCRIPTIONS, ROLE_GROUPS } from '../../schema/contract/staffRoles';
import { MFA_SECOND_FACTOR, type StaffMfa } from '../../schema/contract/staffMfa';
import { acknowledge } from './nag';

export interface AuthProps {
  /** Where invited staff sign in, named in the invitation e-mail when known at synth. */
  loginUrl?: string;
  /** cdk.json's "staffMfa": off, optional (staff may enrol an authenticator app) or required. */
  staffMfa: StaffMfa;
}

const POOL_MFA: Record<StaffMfa, Mfa> = {
  off: Mfa.OFF,
  optional: Mfa.OPTIONAL,
  required: Mfa.REQUIRED,
};

export class Auth extends Construct {
  readonly userPool: UserPool;
  readonly client: UserPoolClient;

  constructor(scope: Construct, id: string, props: AuthProps) {
    super(scope, id);
    const where = props.loginUrl ? `at ${props.loginUrl}` : "on the website's /login page";
    this.userPool = new UserPool(this, 'UserPool', {
      signInAliases: { email: SETTINGS.signInWithEmail },
      autoVerify: { email: true },
      standardAttributes: { email: { required: true, mutable: true } },
      selfSignUpEnabled: SETTINGS.selfSignUpEnabled,
      mfa: POOL_MFA[props.staffMfa],
      // An authenticator app only: no SMS (no phone numbers are kept, and SMS needs an SNS role).
      ...(props.staffMfa === 'off' ? {} : { mfaSecondFactor: { ...MFA_SECOND_FACTOR } }),
      passwordPolicy: {
        ...SETTINGS.passwordPolicy,
        tempPasswordValidity: Duration.days(SETTINGS.temporaryPasswordValidityDays),
      },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      // Essentials: free up to 10,000 monthly active users, far above a provider's staff count.
      featurePlan: FeaturePlan.ESSENTIALS,
      userInvitation: {
        emailSubject: STAFF_INVITATION_SUBJECT,
        emailBody: staffInvitationBody(where),
      },
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    acknowledge(
      this.userPool,
      'AwsSolutions-COG1',
      'Passwords need 8+ characters with upper, lower case and digits ' +
        '(schema/contract/authSettings.ts, shared with the local stack); symbols are not forced, ' +
        'as NIST SP 800-63B advises against composition rules.',
    );
    if (props.staffMfa !== 'required') {
      acknowledge(
        this.userPool,
        'AwsSolutions-COG2',
        `MFA is ${props.staffMfa} by the provider's choice (cdk.json "staffMfa", docs/DEPLOYING.md); ` +
          'staff can only be invited, and only the groups of staff roles reach admin data.',
      );
    }
    acknowledge(
      this.userPool,
      'AwsSolutions-COG8',
      'The Plus feature plan (threat protection) has no free tier and costs more per user than ' +
        'the rest of the stack for a handful of invited staff; Essentials is used.',
    );

    // Construct ids from the group names: the legacy "admin" group keeps its id (AdminGroup), so a
    // deployed pool keeps it and its members (docs/DEPLOYING.md).
    for (const role of ROLES) {
      for (const groupName of ROLE_GROUPS[role]) {
        const id = `${groupName[0]!.toUpperCase()}${groupName.slice(1)}Group`;
        new UserPoolGroup(this, id, {
          userPool: this.userPool,
          groupName,
          description: `Role ${role}: ${ROLE_DESCRIPTIONS[role]}`,
        });
      }
    }

    this.client = this.userPool.addClient('WebClient', {
      generateSecret: SETTINGS.generateSecret,
      // USER_PASSWORD_AUTH for the local stand-in and simple clients, SRP for Amplify; refresh
      // tokens are always allowed by CDK.
      authFlows: {
        userPassword: SETTINGS.clientAuthFlows.userPassword,
        userSrp: SETTINGS.clientAuthFlows.userSrp,
      },
      // The site's own /login page calls Cognito's API; no hosted UI, so no OAuth flows at all.
      disableOAuth: true,
      preventUserExistenceErrors: true,
      // Global sign-out (the admin's sign-out) revokes refresh tokens only when revocation is on.
      enableTokenRevocation: true,
      accessTokenValidity: Duration.minutes(SETTINGS.accessTokenValidityMinutes),
      idTokenValidity: Duration.minutes(SETTINGS.idTokenValidityMinutes),
      refreshTokenValidity: Duration.days(SETTINGS.refreshTokenValidityDays),
    });
  }
}
