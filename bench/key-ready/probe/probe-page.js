// raw timeline probe (no library)
(() => {
  const t = (k) => (P[k] = performance.now());
  const P = (globalThis.__probe = { scriptStart: performance.now() });
  const mode = new URL(location.href).searchParams.get('mode') || 'seq';
  const gen = () => { t('genStart'); return crypto.subtle.generateKey({ name: 'RSA-OAEP', hash: 'SHA-256', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) }, false, ['encrypt', 'decrypt']).then((p) => { t('genEnd'); return p; }); };
  let genP;
  t('lsStart'); const hint = localStorage.getItem('probe-stored'); t('lsEnd');
  if (mode === 'hint' && !hint) genP = gen();
  if (mode === 'parallel') genP = gen();
  t('openCall');
  const req = indexedDB.open('probe', 1);
  req.onupgradeneeded = () => { t('upgrade'); req.result.createObjectStore('s'); if (mode === 'upgrade') genP = gen(); };
  req.onsuccess = () => {
    t('openSuccess');
    const db = req.result;
    const g = db.transaction('s').objectStore('s').get('k');
    g.onsuccess = async () => {
      t('getDone');
      let pair = g.result;
      if (!pair) { genP ??= gen(); pair = await genP; }
      t('havePair');
      await crypto.subtle.exportKey('spki', pair.publicKey); t('exported');
      const tx = db.transaction('s', 'readwrite'); tx.objectStore('s').put(pair, 'k'); tx.oncomplete = () => { t('saved'); localStorage.setItem('probe-stored', '1'); console.log('probe-saved'); };
      P.done = true;
    };
  };
})();
