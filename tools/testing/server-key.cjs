// Finds the server RSA private key in the API's order (apps/api/src/config): RSA_PRIVATE_KEY (PEM) >
// RSA_PRIVATE_KEY_FILE > $DATA_DIR/keys/server-private.pem, relative paths against the repo root as the API resolves
// them. Never generates a key: tools/server-keys.mjs does that for builds and local starts.
const fs = require('node:fs');
const path = require('node:path');

const REPO_ROOT = path.resolve(__dirname, '..', '..');

/** Blank counts as unset, as in the API's config. */
const value = (env, name) => (env[name]?.trim() ? env[name] : undefined);

function resolveDataDir(env = process.env) {
  return path.resolve(REPO_ROOT, value(env, 'DATA_DIR')?.trim() ?? 'data');
}

function dataDirKeyFile(env = process.env) {
  return path.join(resolveDataDir(env), 'keys', 'server-private.pem');
}

function findServerKey(env = process.env) {
  const pem = value(env, 'RSA_PRIVATE_KEY');
  if (pem) return { privatePem: pem, origin: 'RSA_PRIVATE_KEY' };
  const keyFile = value(env, 'RSA_PRIVATE_KEY_FILE');
  if (keyFile) {
    const file = path.resolve(REPO_ROOT, keyFile.trim());
    return { privatePem: fs.readFileSync(file, 'utf8'), origin: 'RSA_PRIVATE_KEY_FILE', file };
  }
  const file = dataDirKeyFile(env);
  return fs.existsSync(file) ? { privatePem: fs.readFileSync(file, 'utf8'), origin: 'data-dir', file } : undefined;
}

module.exports = { resolveDataDir, dataDirKeyFile, findServerKey };
