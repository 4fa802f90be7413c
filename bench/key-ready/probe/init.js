(() => {
  const state = { readyAt: null, events: 0, keysStart: null, generateCalls: 0 };
  globalThis.__bench = state;
  const started = () => { if (state.keysStart === null) { state.keysStart = performance.now(); performance.mark('bench:keysStart'); } };
  const getItem = Storage.prototype.getItem;
  Storage.prototype.getItem = function (key) { if (key === 'tablecrawler-keys.saved') started(); return getItem.call(this, key); };
  const open = IDBFactory.prototype.open;
  IDBFactory.prototype.open = function benchOpen(...args) { started(); return open.apply(this, args); };
  const gk = SubtleCrypto.prototype.generateKey;
  SubtleCrypto.prototype.generateKey = function (...a) { started(); performance.mark('bench:generate'); state.generateCalls++; return gk.apply(this, a); };
  addEventListener('rsaKeyReady', () => { state.events += 1; if (state.readyAt !== null) return; state.readyAt = performance.now(); performance.mark('bench:ready'); console.debug('bench:rsaKeyReady'); });
})();
