import { GATE_REASONS, gateVerdict, isMultiPage, passState, type GateAccount } from './pass';

const now = new Date('2026-11-25T12:00:00Z');
const voucher = (expirationDate: string) => ({ lastPurchaseDate: '2026-11-01T00:00:00Z', expirationDate });

describe('passState', () => {
  it('is none without a voucher, active before its expiry and expired from the expiry instant on', () => {
    expect(passState(null, now)).toEqual({ state: 'none' });
    expect(passState(voucher('2026-11-25T12:00:01Z'), now)).toEqual({ state: 'active', expiresAt: '2026-11-25T12:00:01.000Z' });
    expect(passState(voucher('2026-11-25T12:00:00Z'), now)).toEqual({ state: 'expired', expiredAt: '2026-11-25T12:00:00.000Z' });
    expect(passState(voucher('2026-10-01T00:00:00+09:00'), now)).toEqual({ state: 'expired', expiredAt: '2026-09-30T15:00:00.000Z' });
  });
});

describe('the pass gate', () => {
  const account = (a: GateAccount) => jest.fn(async () => a);

  it('counts a crawl as multi-page unless its page limit is exactly 1', () => {
    expect(isMultiPage(1)).toBe(false);
    expect(isMultiPage(2)).toBe(true);
    expect(isMultiPage(null)).toBe(true);
  });

  it('lets a one-page crawl start without asking for the account', async () => {
    const read = account({ signedIn: false });
    await expect(gateVerdict(1, read)).resolves.toEqual({ ok: true });
    expect(read).not.toHaveBeenCalled();
  });

  it.each([
    ['signed out', { signedIn: false } as const, { ok: false, reason: GATE_REASONS.SIGN_IN }],
    ['no pass', { signedIn: true, pass: { state: 'none' } } as const, { ok: false, reason: GATE_REASONS.PASS_REQUIRED }],
    ['an expired pass', { signedIn: true, pass: { state: 'expired', expiredAt: '2026-11-01T00:00:00.000Z' } } as const, { ok: false, reason: GATE_REASONS.PASS_EXPIRED }],
    ['the account unreadable', { unavailable: true } as const, { ok: false, reason: GATE_REASONS.UNAVAILABLE }],
    ['an active pass', { signedIn: true, pass: { state: 'active', expiresAt: '2026-12-01T00:00:00.000Z' } } as const, { ok: true }],
  ])('decides a multi-page crawl with %s', async (_name, a, verdict) => {
    await expect(gateVerdict(null, account(a))).resolves.toEqual(verdict);
    await expect(gateVerdict(5, account(a))).resolves.toEqual(verdict);
  });
});
