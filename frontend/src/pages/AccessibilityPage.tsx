import { chakra } from '@chakra-ui/react';
import { TextPage } from '../components/TextPage';
import { accessibilityText as text } from '../content/accessibility';

/** /accessibility: the accessibility statement. */
export function AccessibilityPage() {
  return (
    <TextPage heading={text.heading} intro={text.intro} sections={text.sections}>
      <chakra.p mt={10} color="muted">
        {text.reviewed}
      </chakra.p>
    </TextPage>
  );
}
