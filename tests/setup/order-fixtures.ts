/**
 * The delivery address and special VAT invoice of the order fixtures the order document tests share (the PDF
 * specs' unit test and the order detail's integration test): a Shanghai institute, as a real buyer types them.
 */
export const SHANGHAI_ADDRESS = {
  recipient: '李四',
  phone: '13900139000',
  province: '上海市',
  city: '上海市',
  district: '徐汇区',
  street: '漕溪北路 88 号',
  postcode: '200030',
}

export const SPECIAL_VAT_INVOICE = {
  type: 'special' as const,
  title: '上海某某研究所',
  taxId: '12310000425000000A',
  bank: '工行',
  account: '1001',
  registeredAddress: '上海',
  registeredPhone: '021-1',
  email: 'i@example.org',
}
