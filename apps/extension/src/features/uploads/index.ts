// The uploads feature: "save to my history", the upload queue in IndexedDB and the recent saves. React parts are in
// ./ui.ts, the service worker's in ./worker.ts.
export { UPLOAD_MESSAGES } from './messages';
export { UPLOAD_STATES, classifyFailure, isSignedOutFailure, type UploadEntry, type UploadInput, type UploadState } from './model/upload-entry';
export { createUploadHandlers, type UploadHandlers } from './worker/upload-handlers';
export { serveUploadTransfers } from './offscreen/upload-sender';
