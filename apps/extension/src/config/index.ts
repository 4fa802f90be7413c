/** The extension's configuration, fixed at build time (see build-config.ts for the variables and defaults). */
export const config = Object.freeze({
  apiBaseUrl: __API_BASE_URL__,
  siteUrl: __SITE_URL__,
  serverPublicKeyBase64: __SERVER_PUBLIC_KEY__,
});
