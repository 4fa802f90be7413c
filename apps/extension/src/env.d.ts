/// <reference types="@crxjs/vite-plugin/client" />
// `?script&iife` imports (src/platform/scripting.ts) are typed by CRXJS's client declarations above.
// Build-time constants replaced by Vite's `define` (vite.config.mts); read only through src/config.
declare const __API_BASE_URL__: string;
declare const __SITE_URL__: string;
/** base64 SPKI DER of the server's RSA public key (tools/server-keys.mjs). */
declare const __SERVER_PUBLIC_KEY__: string;
