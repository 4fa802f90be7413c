import { readPaymentReturn } from './payment-return.adapter';

describe('readPaymentReturn', () => {
  it('reads the success redirect of the payment window', () => {
    const params = new URLSearchParams('paymentType=NORMAL&orderId=ord_AbC123xyz&paymentKey=tgen_20261125abc&amount=10890');
    expect(readPaymentReturn(params)).toEqual({ paymentKey: 'tgen_20261125abc', orderId: 'ord_AbC123xyz', amount: 10890 });
  });

  it.each([
    ['the failure redirect', 'code=REJECT_CARD_COMPANY&message=%EA%B1%B0%EC%A0%88&orderId=ord_AbC123xyz'],
    ['no payment key', 'orderId=ord_AbC123xyz&amount=10890'],
    ['no order id', 'paymentKey=tgen_1&amount=10890'],
    ['no amount', 'paymentKey=tgen_1&orderId=ord_AbC123xyz'],
    ['a non-numeric amount', 'paymentKey=tgen_1&orderId=ord_AbC123xyz&amount=ten'],
    ['a negative amount', 'paymentKey=tgen_1&orderId=ord_AbC123xyz&amount=-1'],
  ])('gives null for %s', (_case, query) => {
    expect(readPaymentReturn(new URLSearchParams(query))).toBeNull();
  });
});
