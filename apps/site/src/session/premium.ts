import type { StudentSessionState } from '@mathcols/api-client';

/**
 * Whether the student is premium: any `premium` value other than `'false'`. Its own module, so
 * pages of the first download (free practice) read it without the assignment rules.
 * @see spec §6 ("Free students (premium 'false') … premium is any value other than 'false'")
 */
export function isPremiumStudent({ session }: Pick<StudentSessionState, 'session'>): boolean {
  return session.premium !== 'false';
}
