// The offscreen document: a transport for the worker's uploads (XMLHttpRequest reports upload progress; docs/decisions.md 51).
import { serveUploadTransfers } from '../features/uploads';

serveUploadTransfers();
