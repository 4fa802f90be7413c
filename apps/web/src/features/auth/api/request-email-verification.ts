import type { ApiClient } from '@tablecrawler/api-client';
import type { VerificationPurpose } from '@tablecrawler/contract';

/** POST /users/v1/auth/request-email-verification → the verification id. */
export async function requestEmailVerification(api: ApiClient, purpose: VerificationPurpose, email: string): Promise<string> {
  const { id } = await api.requestEmailVerification({ type: purpose, email });
  return id;
}
