// The staff roles and the Cognito groups that grant them: all a signed-in page needs to know who
// someone is, apart from ./roles.ts's map of what each role may call (which only the admin's pages,
// the handlers and the tests load, keeping it out of the sign-in page's code).

export const ROLES = ['owner', 'intake', 'complaints', 'website'] as const;
export type Role = (typeof ROLES)[number];

/**
 * The one group every staff member was in before roles. Its members are owners, so a deployed
 * pool moves over without locking anyone out (docs/DEPLOYING.md).
 */
export const LEGACY_OWNER_GROUP = 'admin';

/** The Cognito groups that grant each role: a role's group is its own name. */
export const ROLE_GROUPS: Readonly<Record<Role, readonly string[]>> = {
  owner: ['owner', LEGACY_OWNER_GROUP],
  intake: ['intake'],
  complaints: ['complaints'],
  website: ['website'],
};

/** What each role is for, as the pool's group descriptions say it. */
export const ROLE_DESCRIPTIONS: Readonly<Record<Role, string>> = {
  owner: 'Everything in the admin, plus staff accounts and the audit trail.',
  intake: 'Contact messages and referrals.',
  complaints: 'The feedback and complaints register, its statistics and CSV.',
  website: 'Jobs, testimonials and staff profiles.',
};

/** Every group the pool has: each role's, and the legacy owner group. */
export const ALL_GROUPS: readonly string[] = ROLES.flatMap((role) => ROLE_GROUPS[role]);

/** The roles a caller's groups grant (unknown groups grant nothing). */
export function rolesOfGroups(groups: readonly unknown[]): Role[] {
  return ROLES.filter((role) => ROLE_GROUPS[role].some((group) => groups.includes(group)));
}
