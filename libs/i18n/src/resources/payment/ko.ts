export const payment = {
  result: {
    title: '결제 결과',
    checking: '결제 상태를 확인하고 있습니다…',
    success: '결제가 완료되었습니다.',
    successBody: '이용권이 적용되었습니다. 지금 바로 표 크롤러를 사용해 보세요.',
    toMain: '메인으로 돌아가기',
    failure: '결제에 실패했습니다.',
    failureHint: '잠시 후 다시 시도하시거나 다른 결제 수단을 이용해 주세요.',
    toPricing: '요금제로 돌아가기',
  },
  refund: {
    title: '환불 정책',
    description: '이용권 환불 기준을 안내해 드립니다.',
    tableCaption: '환불 가능 여부',
    category: '구분',
    details: '내용',
    refundable: '환불 가능',
    refundableBody: '회사의 귀책 사유로 결제 오류가 발생했거나 회사 사정으로 서비스가 중단된 경우, 결제일로부터 24시간 단위로 판단하여 사용하지 않은 일수만큼 부분 환불해 드립니다(시작된 날은 사용한 것으로 봅니다).',
    notRefundable: '환불 불가',
    notRefundableBody: '1일 이용권을 구매한 경우, 또는 구매자의 단순 변심인 경우에는 환불되지 않습니다.',
  },
};
