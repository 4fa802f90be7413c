import { argon2id } from 'argon2';
import { ARGON2_OPTIONS, argon2Hasher } from './passwords';

describe('argon2id password hasher', () => {
  const hasher = argon2Hasher();

  it('hashes with the OWASP parameters (m=19 MiB, t=2, p=1) and a fresh salt each time', async () => {
    const a = await hasher.hash('Passw0rd!');
    const b = await hasher.hash('Passw0rd!');
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(a).not.toBe(b);
    expect(ARGON2_OPTIONS).toEqual({ type: argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 });
  });

  it('verifies the right password only, and never throws on a broken hash', async () => {
    const digest = await hasher.hash('Passw0rd!');
    await expect(hasher.verify(digest, 'Passw0rd!')).resolves.toBe(true);
    await expect(hasher.verify(digest, 'passw0rd!')).resolves.toBe(false);
    await expect(hasher.verify('not a hash', 'Passw0rd!')).resolves.toBe(false);
    await expect(hasher.verify('', '')).resolves.toBe(false);
  });

  it('runs a dummy verification that always fails', async () => {
    await hasher.warmUp();
    await expect(hasher.verifyDummy('Passw0rd!')).resolves.toBe(false);
    await expect(hasher.verifyDummy('')).resolves.toBe(false);
  });

  it('asks for a rehash of hashes made with other parameters', async () => {
    const weak = argon2Hasher({ ...ARGON2_OPTIONS, memoryCost: 8192, timeCost: 1 });
    expect(hasher.needsRehash(await weak.hash('Passw0rd!'))).toBe(true);
    expect(hasher.needsRehash(await hasher.hash('Passw0rd!'))).toBe(false);
    expect(hasher.needsRehash('garbage')).toBe(true);
  });

  it('hashes concurrently off the event loop (the loop keeps turning meanwhile)', async () => {
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 5);
    await Promise.all([hasher.hash('a'), hasher.hash('b'), hasher.hash('c')]);
    clearInterval(timer);
    expect(ticks).toBeGreaterThan(0);
  });
});
