import type { SeedDistributor } from './types'

/**
 * Authorized distributors of the fictional Example Bio (示例生物). Every company, address, phone number,
 * e-mail and website is invented: phone numbers use the 5555 block, e-mails and websites the reserved
 * example.cn domain.
 */
export const distributors: SeedDistributor[] = [
  {
    name: { cn: '上海样例博研生物科技有限公司', en: 'Shanghai Yangli Boyan Biotech Co., Ltd.' },
    areaCodes: ['31'],
    address: {
      cn: '上海市浦东新区示例路100号3号楼5层',
      en: '5F, Building 3, No. 100 Shili Road, Pudong New Area, Shanghai',
    },
    phone: '021-55550101',
    email: 'sales@yangli-boyan.example.cn',
    website: 'https://yangli-boyan.example.cn',
  },
  {
    name: { cn: '江苏演示康研生物试剂有限公司', en: 'Jiangsu Yanshi Kangyan Bioreagents Co., Ltd.' },
    areaCodes: ['32', '34'],
    address: {
      cn: '江苏省南京市江宁区样例大道88号A座1201室',
      en: 'Room 1201, Tower A, No. 88 Yangli Avenue, Jiangning District, Nanjing, Jiangsu',
    },
    phone: '025-55550202',
    email: 'order@yanshi-kangyan.example.cn',
    website: 'https://yanshi-kangyan.example.cn',
  },
  {
    name: { cn: '浙江示范科创生物技术有限公司', en: 'Zhejiang Shifan Kechuang Biotechnology Co., Ltd.' },
    areaCodes: ['33'],
    address: {
      cn: '浙江省杭州市余杭区演示街18号科创园2幢302室',
      en: 'Room 302, Building 2, Innovation Park, No. 18 Yanshi Street, Yuhang District, Hangzhou, Zhejiang',
    },
    phone: '0571-55550303',
    email: 'info@shifan-kechuang.example.cn',
    website: 'https://shifan-kechuang.example.cn',
  },
  {
    name: { cn: '福建样例闽研生物科技有限公司', en: 'Fujian Yangli Minyan Biotech Co., Ltd.' },
    areaCodes: ['35', '36'],
    address: {
      cn: '福建省厦门市思明区示例南路66号801室',
      en: 'Room 801, No. 66 Shili South Road, Siming District, Xiamen, Fujian',
    },
    phone: '0592-55550404',
    email: 'sales@yangli-minyan.example.cn',
    website: 'https://yangli-minyan.example.cn',
  },
  {
    name: { cn: '北京样例启航生物科技有限公司', en: 'Beijing Yangli Qihang Biotech Co., Ltd.' },
    areaCodes: ['11', '13'],
    address: {
      cn: '北京市海淀区演示科技园东路9号B座6层',
      en: '6F, Tower B, No. 9 Yanshi Science Park East Road, Haidian District, Beijing',
    },
    phone: '010-55550505',
    email: 'service@yangli-qihang.example.cn',
    website: 'https://yangli-qihang.example.cn',
  },
  {
    name: { cn: '天津演示滨海生物技术有限公司', en: 'Tianjin Yanshi Binhai Biotechnology Co., Ltd.' },
    areaCodes: ['12'],
    address: {
      cn: '天津市滨海新区样例路27号研发楼4层',
      en: '4F, R&D Building, No. 27 Yangli Road, Binhai New Area, Tianjin',
    },
    phone: '022-55550606',
    email: 'sales@yanshi-binhai.example.cn',
    website: 'https://yanshi-binhai.example.cn',
  },
  {
    name: { cn: '山东示范恒泰生物科技有限公司', en: 'Shandong Shifan Hengtai Biotech Co., Ltd.' },
    areaCodes: ['37'],
    address: {
      cn: '山东省济南市高新区示例路1566号1号楼9层',
      en: '9F, Building 1, No. 1566 Shili Road, High-tech Zone, Jinan, Shandong',
    },
    phone: '0531-55550707',
    email: 'order@shifan-hengtai.example.cn',
    website: 'https://shifan-hengtai.example.cn',
  },
  {
    name: { cn: '河南示范中原生物科技有限公司', en: 'Henan Shifan Zhongyuan Biotech Co., Ltd.' },
    areaCodes: ['41', '14'],
    address: {
      cn: '河南省郑州市金水区演示路210号1706室',
      en: 'Room 1706, No. 210 Yanshi Road, Jinshui District, Zhengzhou, Henan',
    },
    phone: '0371-55550808',
    email: 'info@shifan-zhongyuan.example.cn',
    website: 'https://shifan-zhongyuan.example.cn',
  },
  {
    name: { cn: '湖北样例楚天生物技术有限公司', en: 'Hubei Yangli Chutian Biotechnology Co., Ltd.' },
    areaCodes: ['42', '43'],
    address: {
      cn: '湖北省武汉市东湖新技术开发区样例大道77号C栋3层',
      en: '3F, Building C, No. 77 Yangli Avenue, East Lake High-tech Zone, Wuhan, Hubei',
    },
    phone: '027-55550909',
    email: 'sales@yangli-chutian.example.cn',
    website: 'https://yangli-chutian.example.cn',
  },
  {
    name: { cn: '广州演示华南生物科技有限公司', en: 'Guangzhou Yanshi Huanan Biotech Co., Ltd.' },
    areaCodes: ['44', '45', '46'],
    address: {
      cn: '广东省广州市黄埔区示例科学城南路12号5楼',
      en: '5F, No. 12 Shili Science City South Road, Huangpu District, Guangzhou, Guangdong',
    },
    phone: '020-55551010',
    email: 'order@yanshi-huanan.example.cn',
    website: 'https://yanshi-huanan.example.cn',
  },
  {
    name: { cn: '深圳样例鹏城生命科学有限公司', en: 'Shenzhen Yangli Pengcheng Life Sciences Co., Ltd.' },
    areaCodes: ['44'],
    address: {
      cn: '广东省深圳市南山区演示二路8号大厦1808室',
      en: 'Room 1808, No. 8 Yanshi 2nd Road, Nanshan District, Shenzhen, Guangdong',
    },
    phone: '0755-55551111',
    email: 'sales@yangli-pengcheng.example.cn',
    website: 'https://yangli-pengcheng.example.cn',
  },
  {
    name: { cn: '四川示范天府生物科技有限公司', en: 'Sichuan Shifan Tianfu Biotech Co., Ltd.' },
    areaCodes: ['51', '50', '52', '53'],
    address: {
      cn: '四川省成都市高新区示例大道299号天府生命科技园7栋',
      en: 'Building 7, Tianfu Life Science Park, No. 299 Shili Avenue, High-tech Zone, Chengdu, Sichuan',
    },
    phone: '028-55551212',
    email: 'info@shifan-tianfu.example.cn',
    website: 'https://shifan-tianfu.example.cn',
  },
  {
    name: { cn: '陕西演示秦川生物技术有限公司', en: 'Shaanxi Yanshi Qinchuan Biotechnology Co., Ltd.' },
    areaCodes: ['61', '62', '63', '64'],
    address: {
      cn: '陕西省西安市雁塔区样例路56号创新大厦11层',
      en: '11F, Innovation Tower, No. 56 Yangli Road, Yanta District, Xi’an, Shaanxi',
    },
    phone: '029-55551313',
    email: 'sales@yanshi-qinchuan.example.cn',
    website: 'https://yanshi-qinchuan.example.cn',
  },
  {
    name: { cn: '辽宁样例北方生物科技有限公司', en: 'Liaoning Yangli Beifang Biotech Co., Ltd.' },
    areaCodes: ['21', '22', '23'],
    address: {
      cn: '辽宁省沈阳市浑南区演示街35号2单元601室',
      en: 'Room 601, Unit 2, No. 35 Yanshi Street, Hunnan District, Shenyang, Liaoning',
    },
    phone: '024-55551414',
    email: 'order@yangli-beifang.example.cn',
    website: 'https://yangli-beifang.example.cn',
  },
  {
    name: { cn: '新疆示范天山生物科技有限公司', en: 'Xinjiang Shifan Tianshan Biotech Co., Ltd.' },
    areaCodes: ['65', '54', '15'],
    address: {
      cn: '新疆维吾尔自治区乌鲁木齐市新市区示例北路120号',
      en: 'No. 120 Shili North Road, Xinshi District, Urumqi, Xinjiang',
    },
    phone: '0991-55551515',
    email: 'info@shifan-tianshan.example.cn',
    website: 'https://shifan-tianshan.example.cn',
  },
  {
    name: { cn: '示範生物科技（香港）有限公司', en: 'Shifan Bioscience (Hong Kong) Limited' },
    areaCodes: ['81', '82', '71'],
    address: {
      cn: '香港新界沙田演示科学园3期12号楼',
      en: 'Building 12, Phase 3, Yanshi Science Park, Sha Tin, New Territories, Hong Kong',
    },
    phone: '852-55551616',
    email: 'hk@shifan-hk.example.cn',
    website: 'https://shifan-hk.example.cn',
  },
  {
    name: { cn: '样例环球生命科学贸易有限公司', en: 'Yangli Global Life Science Trading Co., Ltd.' },
    areaCodes: ['00'],
    address: {
      cn: '上海市闵行区样例国际路500号（海外业务部）',
      en: 'Overseas Business Unit, No. 500 Yangli International Road, Minhang District, Shanghai',
    },
    phone: '021-55551717',
    email: 'global@yangli-global.example.cn',
    website: 'https://yangli-global.example.cn',
  },
]
