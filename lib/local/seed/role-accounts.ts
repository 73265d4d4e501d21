// One demo staff account per role besides owner (the admin user, ADMIN_EMAIL, is the owner), so each
// role's view of the admin can be tried at once. Reset to these passwords on every start, like the
// admin user; `npm start` prints them.
import type { Role } from '../../../schema/contract/staffRoles';

export interface RoleAccount {
  role: Exclude<Role, 'owner'>;
  email: string;
  /** Satisfies the pool's policy (schema/contract/authSettings.ts): 8+ characters, Aa, a digit. */
  password: string;
}

export const SEED_ROLE_ACCOUNTS: readonly RoleAccount[] = [
  { role: 'intake', email: 'intake@example.com', password: 'LocalIntake123' },
  { role: 'complaints', email: 'complaints@example.com', password: 'LocalComplaints123' },
  { role: 'website', email: 'website@example.com', password: 'LocalWebsite123' },
];
