export { ConfigError, FILE_STORAGE_KINDS, LOG_LEVELS, NODE_ENVS, configFromProcessEnv, findRepoRoot, loadConfig, withOverrides } from './config';
export type { AppConfig, FileStorageKind, FilesConfig, LogLevel, NodeEnv, S3Config, TrustProxy } from './config';
export { ENV_VARS } from './env-schema';
export type { EnvInput, EnvVarName, EnvVarSpec } from './env-schema';
export { publicKeyPemOf, resolveServerPrivateKey } from './server-key';
export type { ServerKeySource } from './server-key';
export { resolveAuthSecrets, resolveFileUrlSecret } from './secrets';
export type { AuthSecretSource, AuthSecrets } from './secrets';
export { sizeThreadPool } from './thread-pool';
