import type { Voucher } from '@tablecrawler/contract';

/** What the panel shows of the pass: never bought, active until a time, or ended at a time. */
export type PassState = { state: 'none' } | { state: 'active'; expiresAt: string } | { state: 'expired'; expiredAt: string };

/** The pass in the profile response (`voucher`, null when never bought) as of `now`; a pass ends at its expiration instant. */
export function passState(voucher: Voucher | null, now: Date): PassState {
  if (!voucher) return { state: 'none' };
  const end = new Date(voucher.expirationDate);
  return end.getTime() > now.getTime() ? { state: 'active', expiresAt: end.toISOString() } : { state: 'expired', expiredAt: end.toISOString() };
}

/** Why a crawl may not start; each is shown in the panel with a link (sign-in or /pricing). */
export const GATE_REASONS = {
  SIGN_IN: 'sign-in-required',
  PASS_REQUIRED: 'pass-required',
  PASS_EXPIRED: 'pass-expired',
  UNAVAILABLE: 'account-unavailable',
} as const;
export type GateReason = (typeof GATE_REASONS)[keyof typeof GATE_REASONS];

export const isGateReason = (value: string): value is GateReason => (Object.values(GATE_REASONS) as string[]).includes(value);

/**
 * A crawl is multi-page unless its page limit is exactly 1: "until the end" and any limit above 1 may read more
 * than the first page. A limit of 1 reads only the page in view, the same as picking and exporting, so it stays free.
 */
export const isMultiPage = (maxPages: number | null): boolean => maxPages !== 1;

/** The account as the gate sees it at a crawl's start. */
export type GateAccount = { signedIn: false } | { signedIn: true; pass: PassState } | { unavailable: true };

/** The pass gate (decision 36): single-page crawls are free; multi-page ones need a signed-in user with an active pass. */
export function gateVerdict(maxPages: number | null, account: () => Promise<GateAccount>): Promise<{ ok: true } | { ok: false; reason: GateReason }> {
  if (!isMultiPage(maxPages)) return Promise.resolve({ ok: true });
  return account().then((a) => {
    if ('unavailable' in a) return { ok: false, reason: GATE_REASONS.UNAVAILABLE };
    if (!a.signedIn) return { ok: false, reason: GATE_REASONS.SIGN_IN };
    if (a.pass.state === 'active') return { ok: true };
    return { ok: false, reason: a.pass.state === 'expired' ? GATE_REASONS.PASS_EXPIRED : GATE_REASONS.PASS_REQUIRED };
  });
}
