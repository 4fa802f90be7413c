// The one place that knows how browser tests and benchmarks start Chromium: Debian's build (never a
// downloaded browser) with the flags this closed network needs (no background connections, no QUIC).
const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

const CHROMIUM_ARGS = Object.freeze([
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]);

module.exports = { CHROMIUM_PATH, CHROMIUM_ARGS };
