import type { pricing as ko } from './ko';

export const pricing: typeof ko = {
  page: {
    title: 'Pricing',
    description: 'Buy a pass for as long as you need it.',
    loading: 'Loading products…',
    loadFailed: 'Failed to load the products.',
    empty: 'No products are available for purchase right now.',
    purchase: 'Purchase',
    purchasing: 'Processing payment…',
    vatNotice: 'All prices exclude 10% VAT.',
    refundPolicy: 'See the refund policy',
    unavailable: 'This item is currently unavailable for purchase.',
    windowFailed: 'The payment window could not be opened. Please try again later.',
  },
};
