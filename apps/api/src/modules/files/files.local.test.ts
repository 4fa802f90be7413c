import { storageSuite } from './files-storage.suite';

storageSuite('local', {
  env: () => ({}),
  checksSignatures: true,
  async fetchSigned(files, signedUrl) {
    const res = await files.download(signedUrl);
    return { status: res.statusCode, body: res.rawPayload, headers: { 'content-disposition': res.headers['content-disposition'] as string | undefined } };
  },
});
