// When each person last signed in, as far as the pool knows: Cognito records sign-in events only
// when its threat protection is on (a Plus feature plan; lib/cloud/auth.ts keeps Essentials), and
// otherwise refuses the call, which then means "not known" for everyone.

import { isAwsError } from '../shared/awsErrors';
import { cognito } from '../shared/clients';
import { config } from '../shared/config';

/** The events read per person: the newest successful sign-in is nearly always among them. */
const EVENTS_READ = 10;

/** Each user's last successful sign-in (ISO), in the order given; null where none is known. */
export async function lastSignIns(usernames: readonly string[]): Promise<(string | null)[]> {
  const { client, sdk } = await cognito();
  const lastOf = async (username: string): Promise<string | null> => {
    const { AuthEvents = [] } = await client.send(
      new sdk.AdminListUserAuthEventsCommand({
        UserPoolId: config.userPoolId(),
        Username: username,
        MaxResults: EVENTS_READ,
      }),
    );
    const signIn = AuthEvents.find(
      (event) => event.EventType === 'SignIn' && event.EventResponse === 'Pass',
    );
    return signIn?.CreationDate?.toISOString() ?? null;
  };
  try {
    return await Promise.all(usernames.map(lastOf));
  } catch (error) {
    if (isAwsError(error, 'UserPoolAddOnNotEnabledException')) {
      return usernames.map(() => null);
    }
    throw error;
  }
}
