import { chakra } from '@chakra-ui/react';
import { ButtonLink } from '../components/layout/links';
import { ShellPage } from '../components/layout/ShellPage';
import { notFoundText } from '../content/shellPages';
import { paths } from '../paths';

export function NotFoundPage() {
  return (
    <ShellPage heading={notFoundText.heading}>
      <chakra.p mb={8}>{notFoundText.message}</chakra.p>
      <ButtonLink to={paths.home}>{notFoundText.homeLink}</ButtonLink>
    </ShellPage>
  );
}
