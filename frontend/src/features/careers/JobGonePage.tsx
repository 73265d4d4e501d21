import { chakra } from '@chakra-ui/react';
import { ButtonLink } from '../../components/layout/links';
import { ShellPage } from '../../components/layout/ShellPage';
import { paths } from '../../paths';
import { jobGoneText as text } from './content/careers';

/** What a closed, filled or deleted job's address shows, with status 410 (lambdas/posts/jobPages.ts). */
export function JobGonePage() {
  return (
    <ShellPage heading={text.heading}>
      <chakra.p mb={8}>{text.message}</chakra.p>
      <ButtonLink to={paths.opportunities}>{text.link}</ButtonLink>
    </ShellPage>
  );
}
