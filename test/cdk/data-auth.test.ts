// DynamoDB tables from schema/contract/tables.ts and the Cognito user pool from schema/contract/authSettings.ts.

import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { USER_POOL_SETTINGS } from '../../schema/contract/authSettings';
import { LEGACY_OWNER_GROUP } from '../../schema/contract/staffRoles';
import { TABLE_LIST } from '../../schema/contract/tables';
import { defaultSynthesis, logicalId, type SynthesizedSite } from './synth';

let site: SynthesizedSite;

beforeAll(async () => {
  site = await defaultSynthesis();
});

describe('tables', () => {
  it('builds exactly the tables of schema/contract/tables.ts, and the rate-limit counters', () => {
    site.template.resourceCountIs('AWS::DynamoDB::Table', TABLE_LIST.length + 1);
  });

  it.each(TABLE_LIST.map((table) => [table.entity, table] as const))(
    '%s: keys and GSIs as defined, on-demand, PITR, deletion protection, retained',
    (entity, table) => {
      const id = logicalId(site.stack, `Data/${entity}`);
      const resource = site.template.toJSON().Resources[id];
      expect(resource).toMatchObject({
        Type: 'AWS::DynamoDB::Table',
        DeletionPolicy: 'Retain',
        UpdateReplacePolicy: 'Retain',
        Properties: {
          BillingMode: 'PAY_PER_REQUEST',
          PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
          DeletionProtectionEnabled: true,
          KeySchema: [
            { AttributeName: table.partitionKey.name, KeyType: 'HASH' },
            ...(table.sortKey ? [{ AttributeName: table.sortKey.name, KeyType: 'RANGE' }] : []),
          ],
        },
      });
      expect(resource.Properties.GlobalSecondaryIndexes ?? []).toEqual(
        table.globalSecondaryIndexes.map((index) => ({
          IndexName: index.indexName,
          KeySchema: [
            { AttributeName: index.partitionKey.name, KeyType: 'HASH' },
            { AttributeName: index.sortKey.name, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        })),
      );
      const keys = [
        table.partitionKey,
        ...(table.sortKey ? [table.sortKey] : []),
        ...table.globalSecondaryIndexes.flatMap((index) => [index.partitionKey, index.sortKey]),
      ];
      expect(resource.Properties.AttributeDefinitions).toEqual(
        expect.arrayContaining(
          keys.map((key) => ({ AttributeName: key.name, AttributeType: key.type })),
        ),
      );
    },
  );
});

describe('retention', () => {
  it.each(['Message', 'Referral', 'Feedback', 'JobApplication', 'Audit'])(
    '%s items are deleted by DynamoDB TTL on expiresAt',
    (entity) => {
      const resource = site.template.toJSON().Resources[logicalId(site.stack, `Data/${entity}`)];
      expect(resource.Properties.TimeToLiveSpecification).toEqual({
        AttributeName: 'expiresAt',
        Enabled: true,
      });
    },
  );

  it.each(['Post', 'Testimonial', 'Staff'])(
    '%s items are kept until staff delete them',
    (entity) => {
      const resource = site.template.toJSON().Resources[logicalId(site.stack, `Data/${entity}`)];
      expect(resource.Properties.TimeToLiveSpecification).toBeUndefined();
    },
  );
});

describe('user pool', () => {
  it('signs staff in by verified e-mail, invited only, MFA off, password policy as shared', () => {
    const pool = site.template.toJSON().Resources[logicalId(site.stack, 'Auth/UserPool')];
    expect(pool).toMatchObject({ DeletionPolicy: 'Retain' });
    expect(pool.Properties).toMatchObject({
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      MfaConfiguration: 'OFF',
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
      DeletionProtection: 'ACTIVE',
      AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }] },
      Policies: {
        PasswordPolicy: {
          MinimumLength: USER_POOL_SETTINGS.passwordPolicy.minLength,
          RequireLowercase: USER_POOL_SETTINGS.passwordPolicy.requireLowercase,
          RequireUppercase: USER_POOL_SETTINGS.passwordPolicy.requireUppercase,
          RequireNumbers: USER_POOL_SETTINGS.passwordPolicy.requireDigits,
          RequireSymbols: USER_POOL_SETTINGS.passwordPolicy.requireSymbols,
        },
      },
    });
    expect(USER_POOL_SETTINGS.passwordPolicy.minLength).toBe(8);
  });

  it('has one group per role, and keeps the legacy admin group (and its id) as owner', () => {
    const groups = site.template.findResources('AWS::Cognito::UserPoolGroup');
    expect(
      Object.values(groups)
        .map((group) => group.Properties.GroupName)
        .sort(),
    ).toEqual(['admin', 'complaints', 'intake', 'owner', 'website'].sort());
    for (const group of Object.values(groups)) {
      expect(group.Properties.UserPoolId).toEqual({ Ref: logicalId(site.stack, 'Auth/UserPool') });
    }
    // Renaming the construct would replace the group and drop its members at the next deployment.
    expect(groups[logicalId(site.stack, 'Auth/AdminGroup')]?.Properties.GroupName).toBe(
      LEGACY_OWNER_GROUP,
    );
  });

  it('has one app client without secret: password, SRP and refresh flows, no OAuth', () => {
    site.template.resourceCountIs('AWS::Cognito::UserPoolClient', 1);
    site.template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      ExplicitAuthFlows: Match.arrayEquals([
        'ALLOW_USER_PASSWORD_AUTH',
        'ALLOW_USER_SRP_AUTH',
        'ALLOW_REFRESH_TOKEN_AUTH',
      ]),
      AllowedOAuthFlowsUserPoolClient: false,
      EnableTokenRevocation: true,
      PreventUserExistenceErrors: 'ENABLED',
      AccessTokenValidity: USER_POOL_SETTINGS.accessTokenValidityMinutes,
      IdTokenValidity: USER_POOL_SETTINGS.idTokenValidityMinutes,
    });
  });
});
