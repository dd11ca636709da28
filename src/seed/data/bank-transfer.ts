/** The demo site's bank account for orders awaiting payment (site settings, issue 21); not a real account. */
export const demoBankTransfer = {
  cn: {
    payee: '示例生物科技有限公司（演示）',
    bank: '中国工商银行上海市漕河泾支行（演示）',
    accountNumber: '1001 2345 6789 0000 000',
    note: '转账时请在附言中填写订单号，以便我们核对到账。',
  },
  en: {
    payee: 'Example Bio Co., Ltd. (demo)',
    bank: 'ICBC Shanghai Caohejing Sub-branch (demo)',
    accountNumber: '1001 2345 6789 0000 000',
    note: 'Please put the order number in the transfer remark so we can match your payment.',
  },
}
