import type { ApiClient } from '@tablecrawler/api-client';

/** POST /users/v1/auth/{verificationId}/verify-email. */
export async function verifyEmail(api: ApiClient, verificationId: string, code: string): Promise<void> {
  await api.verifyEmail(verificationId, { verificationCode: code });
}
