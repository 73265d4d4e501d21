import { chakra } from '@chakra-ui/react';
import { ButtonLink } from '../components/layout/links';
import { ShellPage } from '../components/layout/ShellPage';
import { noAuthText } from '../content/shellPages';
import { paths } from '../paths';

export function NoAuthPage() {
  return (
    <ShellPage heading={noAuthText.heading}>
      <chakra.p mb={8}>{noAuthText.message}</chakra.p>
      <ButtonLink to={paths.admin}>{noAuthText.loginLink}</ButtonLink>
    </ShellPage>
  );
}
