import type { payment as ko } from './ko';

export const payment: typeof ko = {
  result: {
    title: 'Payment result',
    checking: 'Checking the payment status…',
    success: 'Payment completed.',
    successBody: 'Your pass is active. Start using TableCrawler right away.',
    toMain: 'Back to main',
    failure: 'Payment failed.',
    failureHint: 'Please try again later or use another payment method.',
    toPricing: 'Back to pricing',
  },
  refund: {
    title: 'Refund policy',
    description: 'How passes are refunded.',
    tableCaption: 'Refund eligibility',
    category: 'Category',
    details: 'Details',
    refundable: 'Refundable',
    refundableBody: 'If a payment error is caused by the company or the service is stopped by the company, a partial refund is made for the unused days, each elapsed day counted in 24-hour units from the time of purchase (a started day counts as used).',
    notRefundable: 'Not refundable',
    notRefundableBody: 'A one-day pass, or a change of mind by the buyer, cannot be refunded.',
  },
};
