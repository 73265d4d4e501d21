// Admin addresses the handlers' e-mails link to as well as the site's routes (frontend/src/paths.ts):
// a module of their own, so that the site's paths load nothing else with them.

/** Where staff read feedback; the staff notice links there with `?reference=`. */
export const FEEDBACK_ADMIN_PATH = '/admin/feedback';

/** Where staff read job applications; the staff notice links there with `?reference=`. */
export const JOB_APPLICATIONS_ADMIN_PATH = '/admin/applications';
