/// <reference types="vite/client" />

/** base64 SPKI of the server RSA public key (vite.config.mts `define`, from tools/server-keys.mjs). */
declare const __SERVER_PUBLIC_KEY__: string;
