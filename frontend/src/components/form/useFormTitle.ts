// The page's <title> as a public form's state changes, GOV.UK style: a screen reader announces the
// title, so after a failed submit it starts with "Error: ", and once sent it names the outcome.
import { useEffect, useRef } from 'react';
import { titled } from '../../content/pageTitle';
import { formText } from '../../content/formText';

/**
 * Sets the title to "Error: " and the page's own title while `failed`, to the confirmation's
 * heading in the site's title pattern once `sentHeading` is given, to "Check your answers" and the
 * page's own title while `reviewing`, and back to the page's own title otherwise.
 */
export function useFormTitle(
  failed: boolean,
  sentHeading: string | undefined,
  reviewing = false,
): void {
  const ownTitle = useRef<string | null>(null);
  useEffect(() => {
    ownTitle.current ??= document.title;
    const own = ownTitle.current;
    if (sentHeading) document.title = titled(sentHeading);
    else if (reviewing) document.title = `${formText.checkAnswers.heading} | ${own}`;
    else if (failed) document.title = `${formText.errorPrefix} ${own}`;
    else document.title = own;
  }, [failed, sentHeading, reviewing]);
}
