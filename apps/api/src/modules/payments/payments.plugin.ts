import type { FastifyInstance } from 'fastify';
import { paymentsRoutes } from './payments.routes';
import type { PaymentsService } from './payments.service';

/**
 * Mounted at API_PREFIXES.payments: the routes, and the reconciliation job every `reconcileIntervalSeconds`
 * (0: off) for orders left pending at Toss and refunds left unfinished.
 */
export async function paymentsPlugin(app: FastifyInstance, options: { service: PaymentsService; reconcileIntervalSeconds: number }): Promise<void> {
  const { service, reconcileIntervalSeconds } = options;
  await app.register(paymentsRoutes, { service });
  if (reconcileIntervalSeconds <= 0) return;
  let running: Promise<unknown> | undefined;
  const run = () => {
    if (running) return;
    running = service
      .reconcile()
      .catch((error: unknown) => app.log.warn({ err: error }, 'payment reconciliation failed'))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(run, reconcileIntervalSeconds * 1000);
  timer.unref();
  app.addHook('onReady', async () => run());
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
