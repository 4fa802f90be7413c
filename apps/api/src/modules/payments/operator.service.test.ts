import { setUpPaymentsTestApp, type PaymentsTestContext } from '../../../test/payments-driver';
import { createOperatorService } from './operator.service';
import { DAY_MS } from './refund-policy';

let c: PaymentsTestContext;
setUpPaymentsTestApp((context) => {
  c = context;
});

describe('operator service', () => {
  it('grants a pass by e-mail, extends an active one from its expiry, and audits who, when and why', async () => {
    const user = await c.buyer();
    const operator = createOperatorService({ db: c.t.db, now: c.clock.now });
    const first = await operator.grantPass({ email: user.email.toUpperCase(), days: 3, actor: 'operator:alice', reason: 'support case 42' });
    expect(first.expiresAt).toBe(new Date(c.clock.now().getTime() + 3 * DAY_MS).toISOString());
    const second = await operator.grantPass({ email: user.email, days: 2, actor: 'operator:alice', reason: 'support case 43' });
    expect(second.startsAt).toBe(first.expiresAt);
    expect(second.expiresAt).toBe(new Date(c.clock.now().getTime() + 5 * DAY_MS).toISOString());
    const { rows } = await c.t.db.query<{ actor: string; reason: string; action: string; at: Date }>('SELECT actor, reason, action, at FROM audit_entries WHERE user_id = $1 ORDER BY id', [first.userId]);
    expect(rows.map((r) => [r.actor, r.action, r.reason])).toEqual([
      ['operator:alice', 'grant_pass', 'support case 42'],
      ['operator:alice', 'grant_pass', 'support case 43'],
    ]);
    expect(rows[0]?.at.getTime()).toBe(c.clock.now().getTime());
    const leave = await c.d.call('leave', { token: user.tokens.accessToken });
    expect(leave.statusCode).toBe(423);
  });

  it('refuses unknown e-mails, bad day counts and missing reasons', async () => {
    const user = await c.buyer();
    const operator = createOperatorService({ db: c.t.db, now: c.clock.now });
    await expect(operator.grantPass({ email: 'nobody@example.com', days: 1, actor: 'operator:a', reason: 'x' })).rejects.toThrow('no active account');
    await expect(operator.grantPass({ email: user.email, days: 0, actor: 'operator:a', reason: 'x' })).rejects.toThrow('days must be');
    await expect(operator.grantPass({ email: user.email, days: 1.5, actor: 'operator:a', reason: 'x' })).rejects.toThrow('days must be');
    await expect(operator.grantPass({ email: user.email, days: 1, actor: 'operator:a', reason: ' ' })).rejects.toThrow('reason is required');
  });

  it('lists a user’s orders, refunds and passes', async () => {
    const user = await c.buyer();
    const order = await c.order(user, 'pass-7d');
    await c.pay(user, order);
    const report = await c.service.refundServiceStop({ actor: 'operator:bob', reason: 'maintenance' });
    expect(report.refunded.some((r) => r.orderId === order.id)).toBe(true);
    const history = await createOperatorService({ db: c.t.db, now: c.clock.now }).history(user.email);
    expect(history.orders).toEqual([expect.objectContaining({ id: order.id, plan: 'pass-7d', amount: 5500, status: 'canceled', refundedAmount: 5500 })]);
    expect(history.refunds).toEqual([expect.objectContaining({ orderId: order.id, reason: 'service_stop', amount: 5500, status: 'done', requestedBy: 'operator:bob', note: 'maintenance' })]);
    expect(history.passes).toHaveLength(1);
  });
});
