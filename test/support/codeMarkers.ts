// Strings that appear in built JS only when a given part of the code is in it. The browser tests
// check that public pages load none of them; the bench reports which ones each page loaded.
import { staffText as adminStaffText } from '../../frontend/src/admin/texts';

export const CODE_MARKERS = {
  /** Apollo Client names itself in a request header it adds. */
  apollo: ['apollographql-client-name'],
  /** Amplify's user agent names the package. */
  amplify: ['aws-amplify'],
  /** Texts only the admin's screens show. */
  admin: [adminStaffText.add, adminStaffText.submit],
} as const;

export type CodePart = keyof typeof CODE_MARKERS;

/** The parts whose markers occur in the given code. */
export function codePartsIn(code: string): CodePart[] {
  return (Object.keys(CODE_MARKERS) as CodePart[]).filter((part) =>
    CODE_MARKERS[part].some((marker) => code.includes(marker)),
  );
}

/**
 * In React DOM's code only: it names the properties it tags the nodes it owns with. Public pages
 * without a form, the carousel or the job board load no React.
 */
export const REACT_DOM_MARKER = '__reactFiber$';
