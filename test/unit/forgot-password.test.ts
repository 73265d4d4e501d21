// ForgotPassword for a name that is nobody's does the work a known user's does (one look-up, one
// code counted and made) and answers the same; the known user's e-mail is only started, never
// waited for, so neither the answer nor the time it takes tells the two apart.
import { describe, expect, it, vi } from 'vitest';
import type { ProxyContext } from '../../lib/local/cognito/context';
import { forgotPassword } from '../../lib/local/cognito/password-reset';
import type { PoolUser } from '../../lib/local/cognito/pool-file';
import { ResetCodes } from '../../lib/local/cognito/reset-codes';

const USER: PoolUser = {
  Username: 'kim@example.com',
  UserStatus: 'CONFIRMED',
  Enabled: true,
  Attributes: [
    { Name: 'email', Value: 'Kim@Example.com' },
    { Name: 'email_verified', Value: 'true' },
  ],
};

function proxyContext() {
  const find = vi.fn((name: string) =>
    Promise.resolve(name.toLowerCase() === USER.Username ? USER : undefined),
  );
  const resetCodes = new ResetCodes();
  const issue = vi.spyOn(resetCodes, 'issue');
  const deliver = vi.fn<(to: string, code: string) => void>();
  const context = {
    clientId: 'client',
    users: { find },
    resetCodes,
    resetMail: { deliver },
  } as unknown as ProxyContext;
  return { context, work: { find, issue, deliver } };
}

describe('ForgotPassword', () => {
  it('does for a name that is nobody’s what it does for a user, but for the e-mail', async () => {
    const known = proxyContext();
    const unknown = proxyContext();
    const ask = (context: ProxyContext, Username: string) =>
      forgotPassword({ ClientId: 'client', Username }, context);

    const knownAnswer = await ask(known.context, 'KIM@example.com');
    const unknownAnswer = await ask(unknown.context, 'KIT@example.com');

    expect(unknownAnswer).toEqual(knownAnswer);
    expect(knownAnswer).toEqual({
      CodeDeliveryDetails: {
        Destination: 'k***@e***',
        DeliveryMedium: 'EMAIL',
        AttributeName: 'email',
      },
    });
    for (const { work } of [known, unknown]) {
      expect(work.find).toHaveBeenCalledTimes(1);
      expect(work.issue).toHaveBeenCalledTimes(1);
    }
    expect(known.work.deliver).toHaveBeenCalledWith('Kim@Example.com', expect.any(String));
    expect(unknown.work.deliver).not.toHaveBeenCalled();
  });
});
