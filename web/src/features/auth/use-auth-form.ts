import type { Path, UseFormSetError } from 'react-hook-form';
import { commonPasswordProblem } from '@institute/core/auth/common-passwords';

/**
 * Says a common password on its field before anything is sent (the list of common passwords
 * loads only now, on submit). True when it did, and the submit should stop.
 */
export async function refusedAsCommon<Values extends { password: string }>(
  password: string,
  setError: UseFormSetError<Values>,
): Promise<boolean> {
  const common = await commonPasswordProblem(password);
  if (common) setError('password' as Path<Values>, { message: common }, { shouldFocus: true });
  return common !== null;
}
