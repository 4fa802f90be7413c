import type { ApiClient } from '@tablecrawler/api-client';
import type { ChangePasswordBody } from '@tablecrawler/contract';

/** PATCH /users/v1/auth/password (both fields encrypted by the api-client). */
export async function changePassword(api: ApiClient, body: ChangePasswordBody): Promise<void> {
  await api.changePassword(body);
}
