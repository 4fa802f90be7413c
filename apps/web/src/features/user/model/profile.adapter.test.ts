import { toProfileView } from './profile.adapter';

const now = new Date('2026-03-10T12:00:00Z');

describe('toProfileView', () => {
  it('has no pass when the voucher is absent', () => {
    expect(toProfileView({ id: 'u1', profile: { email: 'a@b.co' }, voucher: null }, now)).toEqual({ email: 'a@b.co', pass: null });
  });

  it('derives the expired flag from the expiry date', () => {
    const active = toProfileView({ id: 'u1', profile: { email: 'a@b.co' }, voucher: { lastPurchaseDate: '2026-03-09T12:00:00Z', expirationDate: '2026-03-10T12:00:01Z' } }, now);
    expect(active.pass).toEqual({ lastPurchaseDate: new Date('2026-03-09T12:00:00Z'), expirationDate: new Date('2026-03-10T12:00:01Z'), expired: false });
    const expired = toProfileView({ id: 'u1', profile: { email: 'a@b.co' }, voucher: { lastPurchaseDate: '2026-03-01T00:00:00Z', expirationDate: '2026-03-10T12:00:00Z' } }, now);
    expect(expired.pass?.expired).toBe(true);
  });
});
