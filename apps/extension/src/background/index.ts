// Service-worker entry. Listeners are registered synchronously at the top level so that the event which woke
// the worker is delivered; state that must outlive the worker goes to browser.storage or IndexedDB.
import { readCrawlTable, startCrawlWorker } from '../features/crawl/worker';
import { startUploadWorker } from '../features/uploads/worker';
import { createMessageRouter } from '../messaging';
import { listenForMessages } from '../platform/messaging';
import { onInstalled, openPanelOnActionClick } from '../platform/runtime';
import { createBackgroundHandlers } from './handlers';
import { createWorkerServices } from './worker-services';

const services = createWorkerServices();
// Resumes a crawl the stopped worker left running; its watchdog alarm listener is registered here, synchronously.
// Sends what the queue holds (a stopped worker's or a closed browser's uploads); its retry alarm listener is registered here.
const uploads = startUploadWorker({ api: services.api, readCrawlTable });
// A multi-page crawl needs a signed-in user with an active pass, checked when it starts (features/account).
const crawl = startCrawlWorker({ gate: services.account.gate, onFinished: (record) => uploads.onCrawlFinished(record) });

listenForMessages(createMessageRouter('background', createBackgroundHandlers(services, crawl.handlers, uploads.handlers)));

onInstalled(async () => {
  await openPanelOnActionClick();
});
