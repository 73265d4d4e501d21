// The 6-digit code field every authenticator step uses: the browser and phone keyboards offer
// digits and codes from messages (one-time-code), and the code is checked for form before it is
// sent.
import { useState } from 'react';
import { TextInputField } from '../components/fields';
import { mfaText } from './texts';

const CODE = /^\d{6}$/;

export function useOneTimeCode() {
  const [code, setCode] = useState('');
  const typed = code.replace(/\s/g, '');
  const field = (
    <TextInputField
      label={mfaText.codeLabel}
      hint={mfaText.codeHint}
      name="code"
      autoComplete="one-time-code"
      inputMode="numeric"
      pattern="[0-9 ]*"
      maxLength={7}
      required
      value={code}
      onChange={(event) => setCode(event.target.value)}
    />
  );
  return {
    code: typed,
    problem: CODE.test(typed) ? undefined : mfaText.codeFormat,
    field,
    reset: () => setCode(''),
  };
}
