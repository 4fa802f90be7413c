import type { ApiClient } from '@tablecrawler/api-client';

/** PATCH /users/v1/auth/password/forgot: the new password for a verified e-mail. */
export async function resetPassword(api: ApiClient, emailVerificationId: string, newPassword: string): Promise<void> {
  await api.forgotPassword({ emailVerificationId, newPassword });
}
