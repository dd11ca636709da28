import type { SeedJob } from './types'

/** Demo job openings of the fictional Example Bio (示例生物). Content and requirements are newline separated. */
export const jobs: SeedJob[] = [
  {
    title: { cn: '蛋白科学家', en: 'Protein Scientist' },
    department: { cn: '研发中心', en: 'R&D Center' },
    location: { cn: '上海', en: 'Shanghai' },
    headcount: 2,
    salary: { cn: '25-40K·14薪', en: 'CNY 25–40k per month, 14 months' },
    content: {
      cn: [
        '负责重组蛋白（细胞因子、受体胞外区、病毒抗原）的构建设计、表达与纯化工艺开发；',
        '使用大肠杆菌、昆虫细胞和HEK293/CHO瞬转体系完成小试表达筛选与放大；',
        '建立SDS-PAGE、SEC-HPLC、内毒素及细胞活性等质控方法并撰写标准操作规程；',
        '指导实验员开展日常实验，参与新产品立项评估与技术支持。',
      ].join('\n'),
      en: [
        'Design constructs and develop expression and purification processes for recombinant cytokines, receptor ectodomains and viral antigens.',
        'Run expression screening and scale-up in E. coli, insect cells and transient HEK293/CHO systems.',
        'Establish QC methods such as SDS-PAGE, SEC-HPLC, endotoxin and cell-based bioactivity assays, and write SOPs.',
        'Mentor research associates and contribute to new product evaluation and technical support.',
      ].join('\n'),
    },
    requirements: {
      cn: [
        '生物化学、分子生物学、生物工程等相关专业博士，或硕士且3年以上相关经验；',
        '熟悉AKTA层析系统，具备亲和、离子交换和分子筛纯化的实际经验；',
        '有哺乳动物细胞表达或糖蛋白表征经验者优先；',
        '具备良好的实验记录习惯、英文文献阅读能力和团队合作精神。',
      ].join('\n'),
      en: [
        'PhD in biochemistry, molecular biology, bioengineering or a related field, or MSc with 3+ years of relevant experience.',
        'Hands-on experience with AKTA systems and affinity, ion-exchange and size-exclusion chromatography.',
        'Experience with mammalian expression or glycoprotein characterization is a plus.',
        'Rigorous record keeping, good English reading skills and a collaborative attitude.',
      ].join('\n'),
    },
    isHot: true,
  },
  {
    title: { cn: '工艺开发工程师（mRNA）', en: 'Process Development Engineer (mRNA)' },
    department: { cn: '核酸酶事业部', en: 'Nucleic Acid Enzymes Division' },
    location: { cn: '苏州', en: 'Suzhou' },
    headcount: 2,
    salary: { cn: '18-30K·14薪', en: 'CNY 18–30k per month, 14 months' },
    content: {
      cn: [
        '负责体外转录（IVT）、酶法加帽及加尾工艺的优化与放大；',
        '评估T7 RNA聚合酶、加帽酶等自产酶在客户应用场景中的性能；',
        '开发mRNA纯度、加帽率、dsRNA残留等分析方法；',
        '编写工艺文件和应用说明，支持mRNA定制合成服务项目交付。',
      ].join('\n'),
      en: [
        'Optimize and scale up in vitro transcription (IVT), enzymatic capping and tailing processes.',
        'Evaluate in-house enzymes such as T7 RNA polymerase and capping enzyme in customer-relevant applications.',
        'Develop analytical methods for mRNA integrity, capping rate and residual dsRNA.',
        'Write process documents and application notes and support custom mRNA synthesis projects.',
      ].join('\n'),
    },
    requirements: {
      cn: [
        '分子生物学、生物化学或药学相关专业硕士及以上学历；',
        '2年以上mRNA或核酸药物相关工艺开发经验；',
        '熟悉毛细管电泳、HPLC或LC-MS等核酸分析手段；',
        '具备数据分析能力，能够使用实验设计（DoE）方法优化工艺。',
      ].join('\n'),
      en: [
        'MSc or above in molecular biology, biochemistry, pharmaceutical sciences or a related field.',
        '2+ years of process development experience with mRNA or other nucleic acid therapeutics.',
        'Familiar with capillary electrophoresis, HPLC or LC-MS analysis of nucleic acids.',
        'Good data analysis skills; able to use design of experiments (DoE) to optimize processes.',
      ].join('\n'),
    },
    isHot: true,
  },
  {
    title: { cn: '质量保证专员', en: 'QA Specialist' },
    department: { cn: '质量部', en: 'Quality Department' },
    location: { cn: '上海', en: 'Shanghai' },
    headcount: 1,
    salary: { cn: '12-18K·13薪', en: 'CNY 12–18k per month, 13 months' },
    content: {
      cn: [
        '维护公司ISO 9001质量管理体系，组织内部审核和管理评审；',
        '审核批生产记录与检验记录，签发产品分析证书（COA）；',
        '处理偏差、变更、纠正与预防措施（CAPA）及客户投诉；',
        '组织质量相关培训并配合客户及第三方审计。',
      ].join('\n'),
      en: [
        'Maintain the ISO 9001 quality management system and organize internal audits and management reviews.',
        'Review batch and test records and release certificates of analysis (COA).',
        'Handle deviations, change control, CAPA and customer complaints.',
        'Deliver quality training and support customer and third-party audits.',
      ].join('\n'),
    },
    requirements: {
      cn: [
        '生物、药学或化学相关专业本科及以上学历；',
        '2年以上试剂、医疗器械或制药行业质量管理经验；',
        '熟悉ISO 9001或ISO 13485标准，有内审员资格者优先；',
        '细致严谨，具备良好的沟通与文件撰写能力。',
      ].join('\n'),
      en: [
        "Bachelor's degree or above in biology, pharmacy or chemistry.",
        '2+ years of quality experience in reagents, medical devices or pharmaceuticals.',
        'Knowledge of ISO 9001 or ISO 13485; internal auditor certification is a plus.',
        'Careful, rigorous and good at communication and technical writing.',
      ].join('\n'),
    },
    isHot: false,
  },
  {
    title: { cn: '销售代表（上海）', en: 'Sales Representative (Shanghai)' },
    department: { cn: '华东销售部', en: 'East China Sales' },
    location: { cn: '上海', en: 'Shanghai' },
    headcount: 3,
    salary: { cn: '10-15K·13薪+提成', en: 'CNY 10–15k per month, 13 months, plus commission' },
    content: {
      cn: [
        '负责上海地区高校、科研院所及生物医药企业客户的开发与维护；',
        '介绍重组蛋白、mRNA合成用酶及定制服务，挖掘客户需求；',
        '完成区域销售目标，管理客户订单与回款；',
        '组织技术讲座与产品推广活动，收集市场信息。',
      ].join('\n'),
      en: [
        'Develop and maintain academic, research institute and biopharma accounts in Shanghai.',
        'Present recombinant proteins, mRNA synthesis enzymes and custom services and identify customer needs.',
        'Meet regional sales targets and manage orders and collections.',
        'Organize technical seminars and promotions and collect market intelligence.',
      ].join('\n'),
    },
    requirements: {
      cn: [
        '生命科学相关专业本科及以上学历；',
        '1年以上生物试剂销售经验者优先，优秀应届毕业生亦可；',
        '沟通表达能力强，能适应短途出差；',
        '有上海地区客户资源者优先。',
      ].join('\n'),
      en: [
        "Bachelor's degree or above in life sciences.",
        '1+ year of life-science reagent sales preferred; outstanding graduates are welcome.',
        'Strong communication skills and willingness to make short business trips.',
        'An existing customer network in Shanghai is a plus.',
      ].join('\n'),
    },
    isHot: true,
  },
  {
    title: { cn: '销售代表（北京）', en: 'Sales Representative (Beijing)' },
    department: { cn: '华北销售部', en: 'North China Sales' },
    location: { cn: '北京', en: 'Beijing' },
    headcount: 2,
    salary: { cn: '10-15K·13薪+提成', en: 'CNY 10–15k per month, 13 months, plus commission' },
    content: {
      cn: [
        '负责北京及天津地区科研院所、医院及企业客户的销售工作；',
        '跟进重点课题组与企业研发部门的采购需求，提供选型建议；',
        '与技术支持团队协作，解决客户在实验中遇到的问题；',
        '维护经销商关系，定期汇报区域市场动态。',
      ].join('\n'),
      en: [
        'Sell to research institutes, hospitals and companies in Beijing and Tianjin.',
        'Follow purchasing needs of key laboratories and corporate R&D teams and advise on product selection.',
        'Work with technical support to solve problems customers meet in experiments.',
        'Maintain distributor relationships and report regional market trends regularly.',
      ].join('\n'),
    },
    requirements: {
      cn: [
        '生物学、医学或相关专业本科及以上学历；',
        '有科研试剂或仪器销售经验者优先；',
        '具有较强的目标感和抗压能力；',
        '熟练使用办公软件和CRM系统。',
      ].join('\n'),
      en: [
        "Bachelor's degree or above in biology, medicine or a related field.",
        'Experience selling research reagents or instruments is preferred.',
        'Target driven and resilient under pressure.',
        'Proficient with office software and CRM systems.',
      ].join('\n'),
    },
    isHot: false,
  },
  {
    title: { cn: '销售代表（广州）', en: 'Sales Representative (Guangzhou)' },
    department: { cn: '华南销售部', en: 'South China Sales' },
    location: { cn: '广州', en: 'Guangzhou' },
    headcount: 2,
    salary: { cn: '9-14K·13薪+提成', en: 'CNY 9–14k per month, 13 months, plus commission' },
    content: {
      cn: [
        '负责广州、深圳及周边地区客户的开发和维护；',
        '推广细胞因子、免疫检查点蛋白及试剂盒产品；',
        '参加区域学术会议和展会，拓展新客户；',
        '协助处理订单、物流及售后问题。',
      ].join('\n'),
      en: [
        'Develop and maintain customers in Guangzhou, Shenzhen and surrounding cities.',
        'Promote cytokines, immune checkpoint proteins and kits.',
        'Attend regional conferences and exhibitions to win new customers.',
        'Help handle orders, logistics and after-sales issues.',
      ].join('\n'),
    },
    requirements: {
      cn: ['生命科学相关专业大专及以上学历，本科优先；', '能讲粤语者优先；', '积极主动，具备良好的客户服务意识。'].join(
        '\n',
      ),
      en: [
        'College degree or above in life sciences; bachelor preferred.',
        'Cantonese speakers preferred.',
        'Proactive with a strong customer-service mindset.',
      ].join('\n'),
    },
    isHot: false,
  },
  {
    title: { cn: '产品市场经理', en: 'Product Marketing Manager' },
    department: { cn: '市场部', en: 'Marketing Department' },
    location: { cn: '上海', en: 'Shanghai' },
    headcount: 1,
    salary: { cn: '20-30K·14薪', en: 'CNY 20–30k per month, 14 months' },
    content: {
      cn: [
        '负责mRNA合成用酶及加帽率检测试剂盒产品线的市场策略与生命周期管理；',
        '进行竞品分析和客户调研，提出新产品开发建议；',
        '策划线上研讨会、展会和应用文章等推广内容；',
        '培训销售团队，制定价格与促销方案。',
      ].join('\n'),
      en: [
        'Own marketing strategy and lifecycle of the mRNA synthesis enzyme and capping-rate kit product lines.',
        'Run competitive analysis and customer research and propose new products.',
        'Plan webinars, exhibitions, application notes and other promotional content.',
        'Train the sales team and define pricing and promotion plans.',
      ].join('\n'),
    },
    requirements: {
      cn: [
        '生物相关专业硕士及以上学历；',
        '3年以上生命科学产品市场或产品管理经验；',
        '熟悉mRNA或核酸药物研发流程者优先；',
        '具备优秀的中英文写作和演讲能力。',
      ].join('\n'),
      en: [
        'MSc or above in a biology-related field.',
        '3+ years of marketing or product management experience in life-science products.',
        'Familiarity with mRNA or nucleic acid drug development is a plus.',
        'Excellent written and spoken Chinese and English.',
      ].join('\n'),
    },
    isHot: false,
  },
  {
    title: { cn: '生物信息工程师', en: 'Bioinformatics Engineer' },
    department: { cn: '数字化与信息部', en: 'Digital & IT Department' },
    location: { cn: '上海', en: 'Shanghai' },
    headcount: 1,
    salary: { cn: '18-28K·14薪', en: 'CNY 18–28k per month, 14 months' },
    content: {
      cn: [
        '开发与维护在线工具箱（探针设计、反应体系计算、酶切产物分子量计算）；',
        '建立蛋白序列、构建体与产品数据的管理流程；',
        '支持密码子优化、信号肽预测等序列分析需求；',
        '与研发和IT团队合作，推动实验数据的数字化管理。',
      ].join('\n'),
      en: [
        'Develop and maintain the online toolbox (probe design, reaction system calculation, digestion product mass calculation).',
        'Build data pipelines for protein sequences, constructs and product records.',
        'Support sequence analyses such as codon optimization and signal peptide prediction.',
        'Work with R&D and IT to digitize laboratory data management.',
      ].join('\n'),
    },
    requirements: {
      cn: [
        '生物信息学、计算机或相关专业硕士及以上学历；',
        '熟练掌握Python或TypeScript，熟悉常用序列分析工具；',
        '了解分子生物学基础知识；',
        '有Web应用开发经验者优先。',
      ].join('\n'),
      en: [
        'MSc or above in bioinformatics, computer science or a related field.',
        'Proficient in Python or TypeScript and common sequence analysis tools.',
        'Basic knowledge of molecular biology.',
        'Web application development experience is a plus.',
      ].join('\n'),
    },
    isHot: false,
  },
  {
    title: { cn: '技术支持工程师', en: 'Technical Support Scientist' },
    department: { cn: '客户服务部', en: 'Customer Service Department' },
    location: { cn: '上海', en: 'Shanghai' },
    headcount: 1,
    salary: { cn: '12-18K·13薪', en: 'CNY 12–18k per month, 13 months' },
    content: {
      cn: [
        '通过电话、邮件和在线留言解答客户的产品使用与实验问题，24小时内回复；',
        '分析客户反馈的疑难问题，必要时组织复测；',
        '撰写常见问题解答、实验方案和技术文章；',
        '协助销售完成技术交流与试用装跟进。',
      ].join('\n'),
      en: [
        'Answer product and experimental questions by phone, e-mail and online messages within 24 hours.',
        'Investigate difficult customer issues and arrange retests when needed.',
        'Write FAQs, protocols and technical articles.',
        'Support sales with technical presentations and trial sample follow-up.',
      ].join('\n'),
    },
    requirements: {
      cn: ['生物学相关专业硕士及以上学历；', '具备蛋白或分子生物学实验经验；', '耐心细致，乐于与客户沟通。'].join('\n'),
      en: [
        'MSc or above in a biology-related field.',
        'Bench experience in protein or molecular biology work.',
        'Patient, careful and enjoys working with customers.',
      ].join('\n'),
    },
    isHot: false,
  },
]
