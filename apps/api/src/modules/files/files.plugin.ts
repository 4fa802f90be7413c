import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import type { Db } from '../../db';
import type { PassesService } from '../payments/passes.service';
import type { FileStorage } from './file-storage';
import { filesRoutes } from './files.routes';
import { createFilesService, type FilesLog, type FilesService } from './files.service';
import { localFileStorage } from './local-file-storage';
import { s3FileStorage } from './s3-file-storage';

/** The storage FILES_STORAGE selects: the `$DATA_DIR/files` folder or the S3 bucket. */
export function createFileStorage(config: AppConfig['files']): FileStorage {
  if (config.storage === 's3') {
    if (!config.s3) throw new Error('FILES_STORAGE=s3 needs the S3 settings');
    return s3FileStorage(config.s3);
  }
  return localFileStorage(config.localDir);
}

export interface FilesModuleDeps {
  db: Db;
  config: Pick<AppConfig, 'files' | 'publicUrl'>;
  passes: Pick<PassesService, 'hasActivePass'>;
  now: () => Date;
  log: FilesLog;
  urlSecret: string;
  /** Default: the storage the config selects. */
  storage?: FileStorage;
}

export interface FilesModule {
  service: FilesService;
  storage: FileStorage;
  sweepIntervalMs: number;
  maxUploadBytes: number;
}

export function createFilesModule(deps: FilesModuleDeps): FilesModule {
  const { files } = deps.config;
  const storage = deps.storage ?? createFileStorage(files);
  const service = createFilesService({
    db: deps.db,
    storage,
    passes: deps.passes,
    now: deps.now,
    log: deps.log,
    quotaBytes: files.quotaBytes,
    maxUploadBytes: files.maxUploadBytes,
    urlSecret: deps.urlSecret,
    publicUrl: deps.config.publicUrl,
  });
  return { service, storage, sweepIntervalMs: files.sweepIntervalMs, maxUploadBytes: files.maxUploadBytes };
}

/**
 * Mounted at API_PREFIXES.products: the history-file routes, and the sweeper (blobs without a row older than
 * an hour, day-old upload keys) every FILES_SWEEP_INTERVAL_SECONDS from start until close.
 */
export async function filesPlugin(app: FastifyInstance, options: { module: FilesModule }): Promise<void> {
  const { module } = options;
  await app.register(filesRoutes, { service: module.service, maxUploadBytes: module.maxUploadBytes });

  let running: Promise<void> | undefined;
  const sweep = () => {
    running ??= module.service
      .sweep()
      .then((result) => {
        if (result.blobsRemoved > 0) app.log.info(result, 'history files swept');
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'sweeping history files failed'))
      .finally(() => {
        running = undefined;
      });
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(sweep, module.sweepIntervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
    await module.storage.close();
  });
}
