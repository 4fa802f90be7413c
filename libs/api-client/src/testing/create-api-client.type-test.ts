// Type-only checks of createApiClient, run by the typecheck target (tsconfig.json includes src/**) and never
// executed: Jest matches only *.test.ts(x), and tsconfig.lib.json leaves src/testing/** out of the build.
// Each @ts-expect-error fails the typecheck when its line stops being an error.
import type { ApiClient } from '../create-api-client';

/** The argument and answer types of every call derive from the contract. */
export async function callTypesFollowTheContract(client: ApiClient): Promise<string[]> {
  // @ts-expect-error deviceFingerprint is required by SignInBody
  await client.signIn({ email: 'a@b.co', password: 'x' });
  // @ts-expect-error page and size are required by FilesQuery
  await client.listFiles({});
  // @ts-expect-error verifyEmail needs its path parameter
  await client.call('verifyEmail', { body: { verificationCode: '1' } });
  // @ts-expect-error only multipart endpoints take a form
  await client.call('validate', { form: new FormData() });
  const profile = await client.getProfile();
  const files = await client.listFiles({ page: 1, size: 20 });
  const deleted: null = await client.deleteFile('f1');
  return [profile.profile.email, ...files.data.items.map((item) => item.host), String(deleted)];
}
