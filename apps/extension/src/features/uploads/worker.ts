// The upload queue's service-worker entry (imported by src/background only): kept apart from index.ts so that the
// panel does not bundle the worker's adapters and the worker bundles no React.
export { startUploadWorker, type FinishedCrawl, type UploadWorkerDeps } from './worker/upload-worker';

