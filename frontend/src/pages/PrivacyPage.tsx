import { TextPage } from '../components/TextPage';
import { privacyText as text } from '../content/privacy';

/** /privacy: the privacy policy, built from the site configuration and the retention periods. */
export function PrivacyPage() {
  return <TextPage heading={text.heading} intro={text.intro} sections={text.sections} />;
}
