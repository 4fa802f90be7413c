// Operator commands (`npm run ops -- <command> …`, see README "Operator commands"): support grants, service-stop
// refunds, a user's orders and refunds, and the reconciliation job by hand. Every change is written to
// audit_entries with the actor, the time and the reason.
import os from 'node:os';
import { parseArgs } from 'node:util';
import { configFromProcessEnv } from './config';
import { loadMigrations, openDatabase, runMigrations } from './db';
import { createOperatorService, OperatorError } from './modules/payments/operator.service';
import { createPassesService } from './modules/payments/passes.service';
import { createPaymentsService } from './modules/payments/payments.service';
import { createTossClient } from './modules/payments/toss-client';
import { createProductsService } from './modules/products/products.service';

const USAGE = `Usage: npm run ops -- <command> [options]
  grant-pass --email <e-mail> --days <n> --reason <text> [--actor <name>]
      Grants a pass of n days (extends an active one from its expiry).
  refund-service-stop --reason <text> [--actor <name>] [--at <ISO time>]
      Applies the refund policy (service stop) to every pass bought by an order and not ended at --at (default now):
      refunds the unused days at Toss and ends the pass. One-day passes are reported as not refundable.
  history --email <e-mail>
      Lists the user's orders, refunds and pass periods.
  reconcile
      Runs the reconciliation job once (orders pending > 10 minutes, unfinished refunds).
The database and Toss settings come from the same environment variables as the API (README). With the embedded
PGlite database (no DATABASE_URL) stop the API first: only one process can open it.`;

const print = (value: unknown) => console.log(JSON.stringify(value, null, 2));

async function main(argv: readonly string[]): Promise<number> {
  const [command, ...rest] = argv;
  const { values } = parseArgs({
    args: [...rest],
    options: { email: { type: 'string' }, days: { type: 'string' }, reason: { type: 'string' }, actor: { type: 'string' }, at: { type: 'string' } },
    strict: true,
  });
  if (!command || command === 'help' || command === '--help') {
    console.log(USAGE);
    return command ? 0 : 1;
  }
  const need = (name: 'email' | 'days' | 'reason'): string => {
    const value = values[name];
    if (value === undefined || value.trim() === '') throw new OperatorError(`--${name} is required for ${command}`);
    return value;
  };
  const actor = `operator:${values.actor ?? os.userInfo().username}`;

  const config = configFromProcessEnv();
  const db = await openDatabase(config);
  try {
    await runMigrations(db, loadMigrations(config.migrationsDir));
    const now = () => new Date();
    const log = {
      info: (obj: object, msg: string) => console.error(msg, JSON.stringify(obj)),
      warn: (obj: object, msg: string) => console.error(`warning: ${msg}`, JSON.stringify(obj)),
      error: (obj: object, msg: string) => console.error(`error: ${msg}`, JSON.stringify(obj)),
    };
    const operator = createOperatorService({ db, now });
    const payments = createPaymentsService({
      db,
      toss: createTossClient(config.toss),
      products: createProductsService(db),
      passes: createPassesService(db),
      clientKey: config.toss.clientKey,
      now,
      log,
      refundLeaseMs: 2 * config.toss.timeoutMs + 1_000,
    });
    switch (command) {
      case 'grant-pass':
        print(await operator.grantPass({ email: need('email'), days: Number(need('days')), reason: need('reason'), actor }));
        return 0;
      case 'refund-service-stop': {
        const at = values.at === undefined ? undefined : new Date(values.at);
        if (at && Number.isNaN(at.getTime())) throw new OperatorError('--at must be an ISO date-time');
        const report = await payments.refundServiceStop({ actor, reason: need('reason'), ...(at ? { at } : {}) });
        print(report);
        return report.failed.length > 0 ? 2 : 0;
      }
      case 'history':
        print(await operator.history(need('email')));
        return 0;
      case 'reconcile':
        print(await payments.reconcile());
        return 0;
      default:
        throw new OperatorError(`unknown command "${command}"\n\n${USAGE}`);
    }
  } finally {
    await db.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof OperatorError || (error instanceof Error && error.name === 'TypeError' && 'code' in error) ? `ops: ${error.message}` : error);
    process.exit(1);
  },
);
