// What the page says when the API refuses an account change: its reason without the field name the
// API puts first ("roles: ..."), as the form already shows where; else `fallback`.
import { errorMessage } from '../../data/errorMessage';

export function refusalText(error: unknown, fallback: string): string {
  console.error('The staff account change failed', error);
  return errorMessage(error)?.replace(/^[a-zA-Z.[\]0-9]+: /, '') ?? fallback;
}
