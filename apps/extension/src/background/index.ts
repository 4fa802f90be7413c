// Service-worker entry. Listeners are registered synchronously at the top level so that the event which woke
// the worker is delivered; state that must outlive the worker goes to browser.storage or IndexedDB.
import { createMessageRouter } from '../messaging';
import { listenForMessages } from '../platform/messaging';
import { onInstalled, openPanelOnActionClick } from '../platform/runtime';
import { createBackgroundHandlers } from './handlers';
import { createWorkerServices } from './worker-services';

const services = createWorkerServices();

listenForMessages(createMessageRouter('background', createBackgroundHandlers(services)));

onInstalled(async () => {
  await openPanelOnActionClick();
});
