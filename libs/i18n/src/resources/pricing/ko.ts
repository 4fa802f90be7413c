export const pricing = {
  page: {
    title: '요금제',
    description: '필요한 기간만큼 이용권을 구매해 사용하세요.',
    loading: '상품 정보를 불러오는 중입니다…',
    loadFailed: '상품 정보를 불러오지 못했습니다.',
    empty: '지금 구매할 수 있는 상품이 없습니다.',
    purchase: '구매하기',
    purchasing: '결제 진행 중…',
    vatNotice: '모든 가격은 부가세 10% 별도입니다.',
    refundPolicy: '환불 정책 보기',
    unavailable: '현재 구매할 수 없는 상품입니다.',
    windowFailed: '결제창을 열지 못했습니다. 잠시 후 다시 시도해 주세요.',
  },
};
