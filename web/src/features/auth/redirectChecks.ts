import { parseSmsCenterAutoLogin } from '@coachline/contract/params';

/** SmsCenterIndex?auto_login=true&user=…&access_token=… (000 §2.2) needs a sign-in first. */
export function isSmsCenterAutoLogin(search: string): boolean {
  return parseSmsCenterAutoLogin(new URLSearchParams(search)) !== null;
}
