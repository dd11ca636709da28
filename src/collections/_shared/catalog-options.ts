import type { Field } from 'payload'
import { ED50_UNITS, QC_IMAGE_TYPES } from '../../domain/catalog/catalog'
import { label, localizedText } from './fields'

/** Admin labels of the catalogue's controlled vocabularies (src/domain/catalog/catalog.ts), in both languages. */
const optionLabels: Record<string, { zh: string; en: string }> = {
  human: label('人', 'Human'),
  mouse: label('小鼠', 'Mouse'),
  rat: label('大鼠', 'Rat'),
  cynomolgus: label('食蟹猴', 'Cynomolgus'),
  'sars-cov-2': label('新冠病毒', 'SARS-CoV-2'),
  influenza: label('流感病毒', 'Influenza virus'),
  bacteriophage: label('噬菌体', 'Bacteriophage'),
  'e-coli': label('大肠杆菌', 'E. coli'),
  other: label('其他', 'Other'),
  'tag-free': label('无标签', 'Tag free'),
  his: label('His', 'His'),
  hfc: label('hFc', 'hFc'),
  mfc: label('mFc', 'mFc'),
  flag: label('Flag', 'Flag'),
  'his-avi': label('His-Avi', 'His-Avi'),
  'fc-avi': label('Fc-Avi', 'Fc-Avi'),
  gst: label('GST', 'GST'),
  strep: label('Strep', 'Strep'),
  'llama-fc': label('Llama Fc', 'Llama Fc'),
  yeast: label('酵母细胞', 'Yeast cells'),
  insect: label('昆虫细胞', 'Insect cells'),
  mammalian: label('哺乳动物细胞', 'Mammalian cells'),
  hek293: label('HEK293细胞', 'HEK293 cells'),
  cho: label('CHO细胞', 'CHO cells'),
  none: label('不适用', 'Not applicable'),
  protein: label('重组蛋白', 'Recombinant protein'),
  enzyme: label('酶', 'Enzyme'),
  antibody: label('抗体', 'Antibody'),
  kit: label('试剂盒', 'Kit'),
  'n-terminal': label('N 端', 'N-terminal'),
  'c-terminal': label('C 端', 'C-terminal'),
  'n-and-c': label('N 端和 C 端', 'N- and C-terminal'),
  elisa: label('ELISA', 'ELISA'),
  'cell-culture': label('细胞培养', 'Cell culture'),
  'spr-bli': label('SPR/BLI', 'SPR/BLI'),
  'western-blot': label('蛋白质印迹', 'Western blot'),
  'flow-cytometry': label('流式细胞术', 'Flow cytometry'),
  'functional-assay': label('功能实验', 'Functional assay'),
  immunogen: label('免疫原', 'Immunogen'),
  'enzyme-activity': label('酶活实验', 'Enzyme activity assay'),
  'mrna-synthesis': label('mRNA 合成', 'mRNA synthesis'),
  ambient: label('常温运输', 'Ambient'),
  'ice-packs': label('冰袋运输', 'Blue ice'),
  'dry-ice': label('干冰运输', 'Dry ice'),
  'sds-page-reducing': label('SDS-PAGE（还原）', 'SDS-PAGE (reducing)'),
  'sds-page-non-reducing': label('SDS-PAGE（非还原）', 'SDS-PAGE (non-reducing)'),
  'sec-hplc': label('SEC-HPLC', 'SEC-HPLC'),
  'sec-mals': label('SEC-MALS', 'SEC-MALS'),
  bioactivity: label('生物活性曲线', 'Bioactivity curve'),
  'in-stock': label('现货', 'In stock'),
  'ships-in-days': label('N 天内发货', 'Ships in N days'),
  'made-to-order': label('订制生产', 'Made to order'),
  manual: label('说明书', 'Manual'),
  sds: label('安全技术说明书（SDS）', 'Safety data sheet (SDS)'),
  datasheet: label('数据表', 'Datasheet'),
  brochure: label('宣传册', 'Brochure'),
  'ng/mL': label('ng/mL', 'ng/mL'),
  'µg/mL': label('µg/mL', 'µg/mL'),
  pM: label('pM', 'pM'),
  nM: label('nM', 'nM'),
}

export const options = (values: readonly string[]) =>
  values.map((value) => ({ value, label: optionLabels[value] ?? label(value, value) }))

/** QC images (gel, SEC trace, dose-response curve), each with its kind and a caption in both languages. */
export function qcImagesField(name: string, zh: string, en: string): Field {
  return {
    name,
    type: 'array',
    label: label(zh, en),
    labels: { singular: label('图片', 'Image'), plural: label('图片', 'Images') },
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'image', type: 'upload', relationTo: 'media', required: true, label: label('图片', 'Image') },
          {
            name: 'type',
            type: 'select',
            required: true,
            defaultValue: 'other',
            options: options(QC_IMAGE_TYPES),
            label: label('类型', 'Type'),
          },
        ],
      },
      localizedText('caption', '图注', 'Caption'),
    ],
  }
}

/** Bioactivity's ED50: a number and its unit, shared by both languages. */
export function ed50Fields(): Field {
  return {
    type: 'row',
    fields: [
      { name: 'ed50Value', type: 'number', min: 0, label: label('ED50 数值', 'ED50 value') },
      { name: 'ed50Unit', type: 'select', options: options(ED50_UNITS), label: label('ED50 单位', 'ED50 unit') },
    ],
  }
}
