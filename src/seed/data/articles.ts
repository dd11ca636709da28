import type { SeedArticle } from './types'

/*
 * Editorial content of the fictional Example Bio (示例生物): services, resources, news and activities,
 * about pages, investor relations and the legal pages. Every company fact, number, event and person here
 * is invented for the demo site; technical explanations are general textbook knowledge.
 */

// ---------------------------------------------------------------------------------------------------
// Services (3)
// ---------------------------------------------------------------------------------------------------
const services: SeedArticle[] = [
  {
    categoryId: 101,
    slug: 'custom-recombinant-protein-expression',
    title: { cn: '重组蛋白定制表达服务', en: 'Custom Recombinant Protein Expression Service' },
    summary: {
      cn: '从基因合成、载体构建到表达纯化与质控的一站式重组蛋白定制服务，支持大肠杆菌、酵母、昆虫和哺乳动物细胞四种表达系统。',
      en: 'One-stop custom protein production from gene synthesis and cloning to expression, purification and QC, in E. coli, yeast, insect or mammalian cells.',
    },
    body: {
      cn: [
        '示例生物重组蛋白定制表达服务面向科研院校和生物医药企业，覆盖细胞因子、受体胞外区、酶、病毒抗原及抗体片段等多种蛋白类型。项目启动前，我们的项目科学家会根据蛋白的来源物种、结构域组成、二硫键数量和糖基化需求，与您共同确定表达范围、标签位置和表达系统。',
        '服务流程分为五个阶段：（1）序列分析与密码子优化；（2）基因合成与表达载体构建，并经测序验证；（3）小量表达筛选，比较不同宿主、温度和诱导条件；（4）放大表达与多步层析纯化（亲和、离子交换、分子筛）；（5）质量检测与交付。每个阶段结束后，您都会收到阶段报告，可据此决定是否进入下一阶段。',
        '表达系统选择建议：结构简单、无需糖基化的蛋白优先选用大肠杆菌，周期短、成本低；需要分泌表达且对糖型要求不高的蛋白可选毕赤酵母；多结构域蛋白和激酶类蛋白适合昆虫细胞-杆状病毒系统；需要天然构象和复杂糖基化的受体、抗原和抗体则推荐HEK293或CHO细胞瞬时表达。',
        '标准交付物包括：纯化蛋白（按约定的缓冲液和浓度分装）、SDS-PAGE图谱、浓度测定结果、项目报告（含构建图谱、表达与纯化条件）。可选检测包括SEC-HPLC纯度、LAL内毒素、质谱分子量、N端测序和细胞活性或结合活性检测。',
        '典型周期：大肠杆菌表达4–6周，酵母和昆虫细胞6–8周，哺乳动物细胞瞬时表达5–7周（自基因合成起计）。若小量表达阶段未检测到可溶表达，我们会提供优化方案供您选择，未达到约定指标的阶段不收取后续费用。',
        '如需报价，请在线留言或致电400-600-0940，注明目标蛋白的UniProt编号、表达区间、期望标签、需求量和纯度要求，我们将在24小时内回复。',
      ],
      en: [
        'The Example Bio custom recombinant protein expression service supports academic laboratories and biopharma companies with cytokines, receptor ectodomains, enzymes, viral antigens and antibody fragments. Before a project starts, a project scientist reviews the species of origin, domain architecture, number of disulfide bonds and glycosylation needs with you to agree on the expression range, tag position and host system.',
        'Projects run in five stages: (1) sequence analysis and codon optimization; (2) gene synthesis and cloning into an expression vector, verified by sequencing; (3) small-scale expression screening across hosts, temperatures and induction conditions; (4) scale-up expression and multi-step chromatography (affinity, ion exchange, size exclusion); (5) quality control and delivery. You receive a report at the end of every stage and decide whether to continue.',
        'Choosing a host: simple, non-glycosylated proteins are best made in E. coli, which is fast and economical; secreted proteins with modest glycosylation requirements suit Pichia pastoris; multi-domain proteins and kinases often express well in insect cells with baculovirus; receptors, antigens and antibodies that need native folding and complex glycans are made by transient expression in HEK293 or CHO cells.',
        'Standard deliverables are the purified protein (aliquoted in the agreed buffer and concentration), an SDS-PAGE image, a concentration measurement and a project report with vector map and expression and purification conditions. Optional tests include SEC-HPLC purity, LAL endotoxin, intact mass by mass spectrometry, N-terminal sequencing and cell-based or binding activity.',
        'Typical timelines, counted from gene synthesis: 4–6 weeks in E. coli, 6–8 weeks in yeast or insect cells, and 5–7 weeks for transient mammalian expression. If no soluble expression is seen in the screening stage, we propose optimization options; stages that miss the agreed specification are not charged further.',
        'For a quotation, leave an online message or call 400-600-0940 with the UniProt accession, expression range, preferred tag, quantity and purity requirement. We reply within 24 hours.',
      ],
    },
    publishedAt: '2023-02-15',
  },
  {
    categoryId: 101,
    slug: 'mammalian-transient-expression-service',
    title: { cn: '哺乳动物细胞瞬时表达服务', en: 'Mammalian Transient Expression Service' },
    summary: {
      cn: '基于HEK293和CHO悬浮细胞的毫克至百毫克级瞬时表达，适用于糖蛋白、受体胞外区、Fc融合蛋白和抗体。',
      en: 'Milligram to hundred-milligram transient expression in suspension HEK293 and CHO cells for glycoproteins, receptor ectodomains, Fc fusions and antibodies.',
    },
    body: {
      cn: [
        '许多膜受体胞外区、病毒刺突蛋白和免疫检查点蛋白需要正确的二硫键配对和N-糖基化才能保持天然构象与结合活性，这类蛋白在原核系统中往往形成包涵体或失去功能。示例生物提供基于无血清悬浮培养HEK293和CHO细胞的瞬时表达服务，规模从30 mL筛选到10 L生产。',
        '我们为每个项目准备高纯度、低内毒素的去内毒素质粒，使用优化的PEI转染方法，并在转染后5–7天收获上清。常用构建包括C端His标签、His-Avi标签、人Fc或鼠Fc融合，以及无标签抗体的重链轻链共转染。',
        '纯化方案通常为一步亲和层析（Ni-NTA或Protein A）加一步分子筛精纯，可根据下游应用去除聚集体或游离Fc。对于需要生物素化的蛋白，我们在体内或体外进行BirA位点特异性生物素化，并用链霉亲和素迁移实验确认标记效率。',
        '质控项目包括SDS-PAGE（还原与非还原）、SEC-HPLC、内毒素（通常低于1 EU/µg）以及ELISA或SPR结合活性。交付时附检测报告，并可提供小样供您先行验证。',
        '典型周期为质粒到位后3–4周。对于表达量较低的蛋白，我们可评估信号肽替换、截短优化或更换宿主细胞，并在方案调整前与您确认。',
      ],
      en: [
        'Many receptor ectodomains, viral spike proteins and immune checkpoint proteins need correct disulfide pairing and N-glycosylation to keep their native conformation and binding activity; in prokaryotic systems they often form inclusion bodies or lose function. Example Bio offers transient expression in serum-free suspension HEK293 and CHO cells at scales from 30 mL screens to 10 L production runs.',
        'For each project we prepare high-purity, endotoxin-free plasmid, transfect with an optimized PEI method and harvest the supernatant 5–7 days after transfection. Common constructs carry a C-terminal His or His-Avi tag, human or mouse Fc fusions, or heavy and light chains co-transfected for untagged antibodies.',
        'Purification is usually one affinity step (Ni-NTA or Protein A) followed by size-exclusion polishing, which removes aggregates or free Fc when the application needs it. For proteins that must be biotinylated we perform site-specific BirA biotinylation in cells or in vitro and confirm labelling efficiency by a streptavidin shift assay.',
        'QC includes reducing and non-reducing SDS-PAGE, SEC-HPLC, endotoxin (typically below 1 EU/µg) and ELISA or SPR binding activity. A test report accompanies every delivery, and a small pilot sample can be sent first for your own validation.',
        'The typical timeline is 3–4 weeks once the plasmid is available. For low expressers we can evaluate signal peptide swaps, truncation variants or another host cell line, always agreeing with you before the plan changes.',
      ],
    },
    publishedAt: '2024-04-10',
  },
  {
    categoryId: 102,
    slug: 'custom-mrna-synthesis',
    title: { cn: 'mRNA定制合成服务', en: 'Custom mRNA Synthesis Service' },
    summary: {
      cn: '提供从模板设计、体外转录、加帽加尾到纯化质控的mRNA定制合成，支持修饰核苷酸及酶法或共转录加帽。',
      en: 'Custom mRNA from template design, IVT, capping and tailing to purification and QC, with modified nucleotides and enzymatic or co-transcriptional capping.',
    },
    body: {
      cn: [
        '示例生物mRNA定制合成服务为疫苗、蛋白替代和基因编辑研究提供微克到百毫克级的高质量mRNA。您只需提供目标蛋白序列或编码序列，我们即可完成5′UTR、3′UTR和Poly(A)的设计与模板构建。',
        '合成流程包括：质粒构建与测序验证；质粒大提和限制性内切酶线性化；使用T7 RNA聚合酶进行体外转录；酶法加帽（加帽酶+2′-O-甲基转移酶生成Cap 1）或共转录加帽；酶法加尾或模板编码Poly(A)；DNase I消化模板后经层析或磁珠纯化。',
        '可选修饰包括假尿苷（Ψ）、N1-甲基假尿苷（m1Ψ）、5-甲氧基尿苷（5moU）、5-甲基胞苷（m5C）和N6-甲基腺苷（m6A）的全部或部分替换。修饰核苷酸可降低先天免疫识别，并在多种细胞中提高翻译效率。',
        '标准质控包括：浓度（A260）、完整性（毛细管电泳或变性琼脂糖凝胶）、加帽率（RNase H酶切结合LC-MS）、Poly(A)尾长分布、残留DNA模板、dsRNA（点杂交）以及内毒素。每批次提供检测报告。',
        '交付形式为溶于无RNase水或柠檬酸钠缓冲液的mRNA，-80 °C干冰运输。毫克级以下项目的典型周期为2–3周（已有模板时约1周）。',
      ],
      en: [
        'The Example Bio custom mRNA synthesis service supplies microgram to hundred-milligram quantities of high-quality mRNA for vaccine, protein replacement and gene editing research. Send us the protein or coding sequence and we design the 5′ UTR, 3′ UTR and poly(A) and build the template.',
        'The workflow covers plasmid construction and sequence verification; plasmid preparation and linearization with a restriction enzyme; in vitro transcription with T7 RNA polymerase; enzymatic capping (capping enzyme plus 2′-O-methyltransferase for Cap 1) or co-transcriptional capping; enzymatic or template-encoded poly(A) tailing; and DNase I digestion followed by chromatographic or bead-based purification.',
        'Optional modifications are full or partial substitution with pseudouridine (Ψ), N1-methylpseudouridine (m1Ψ), 5-methoxyuridine (5moU), 5-methylcytidine (m5C) and N6-methyladenosine (m6A). Modified nucleotides reduce innate immune recognition and can increase translation in many cell types.',
        'Standard QC covers concentration (A260), integrity (capillary electrophoresis or denaturing agarose gel), capping rate (RNase H digestion with LC-MS), poly(A) length distribution, residual DNA template, dsRNA (dot blot) and endotoxin. Each batch ships with a test report.',
        'mRNA is delivered in RNase-free water or sodium citrate buffer on dry ice. Projects below one milligram typically take 2–3 weeks, or about 1 week when a template already exists.',
      ],
    },
    publishedAt: '2023-06-20',
  },
  {
    categoryId: 102,
    slug: 'mrna-template-design-and-ivt-optimization',
    title: { cn: 'mRNA模板设计与IVT工艺优化服务', en: 'mRNA Template Design and IVT Optimization Service' },
    summary: {
      cn: '针对产量、完整性和dsRNA副产物开展体外转录工艺优化，帮助客户从实验室规模平稳过渡到放大生产。',
      en: 'IVT process optimization for yield, integrity and dsRNA by-products, helping customers move smoothly from bench to larger scale.',
    },
    body: {
      cn: [
        '体外转录产物的质量在很大程度上由模板和反应条件决定。模板中过长的同聚物、强二级结构或隐蔽的转录终止信号都可能导致截短产物；反应中镁离子与NTP的比例、酶量和反应时间则影响产量和dsRNA副产物水平。',
        '我们的优化服务从模板审查开始：检查T7启动子与+1位核苷酸（GG或AG起始与所用帽类似物匹配）、UTR的GC含量、编码区密码子、Poly(A)区域的稳定性以及线性化位点是否留下3′突出端。',
        '随后采用实验设计（DoE）方法，在小体积反应中系统考察Mg2+浓度、NTP浓度、T7 RNA聚合酶用量、无机焦磷酸酶、温度和反应时间，以产量（mg/mL）、完整性（%）和dsRNA含量为响应值建立模型，给出推荐工艺窗口。',
        '交付内容包括优化报告、推荐反应体系、关键参数的可接受范围及在推荐条件下的三批重复验证数据。如有需要，我们也可以协助评估下游纯化方法对dsRNA的去除效果。',
        '该服务周期通常为3–5周，适合准备进入临床前研究或需要稳定批间质量的团队。',
      ],
      en: [
        'The quality of an IVT product depends largely on the template and the reaction conditions. Long homopolymers, strong secondary structures or cryptic termination signals in the template cause truncated transcripts, while the magnesium-to-NTP ratio, enzyme amount and reaction time drive yield and the level of dsRNA by-products.',
        'Optimization starts with a template review: the T7 promoter and +1 nucleotides (GG or AG start matching the cap analog in use), UTR GC content, coding-region codons, stability of the poly(A) region and whether the linearization site leaves a 3′ overhang.',
        'We then use design of experiments (DoE) in small reactions to study Mg2+ and NTP concentrations, T7 RNA polymerase amount, inorganic pyrophosphatase, temperature and time, modelling yield (mg/mL), integrity (%) and dsRNA content to define a recommended operating window.',
        'Deliverables are an optimization report, the recommended reaction recipe, acceptable ranges for critical parameters and data from three repeat batches under the recommended conditions. On request we also evaluate how well downstream purification removes dsRNA.',
        'The service usually takes 3–5 weeks and suits teams preparing for preclinical studies or needing consistent batch-to-batch quality.',
      ],
    },
    publishedAt: '2025-01-08',
  },
  {
    categoryId: 103,
    slug: 'custom-antibody-development',
    title: { cn: '抗体定制开发服务', en: 'Custom Antibody Development Service' },
    summary: {
      cn: '提供抗原制备、动物免疫、杂交瘤与单B细胞筛选、重组抗体表达及验证的全流程抗体开发。',
      en: 'End-to-end antibody development: antigen preparation, immunization, hybridoma or single B cell screening, recombinant expression and validation.',
    },
    body: {
      cn: [
        '示例生物抗体定制开发服务可为您提供多克隆抗体、单克隆抗体和重组兔单抗，用于ELISA、Western blot、流式细胞术、免疫组化及诊断试剂开发。',
        '抗原是项目成功的关键。我们可合成偶联KLH的多肽抗原，也可利用本公司的重组蛋白平台表达全长或胞外区蛋白抗原。对于膜蛋白靶点，可采用过表达细胞或DNA免疫策略。',
        '单克隆抗体开发流程：免疫小鼠或兔（约6–8周，期间监测血清效价）；杂交瘤融合或单B细胞分选；ELISA初筛和应用验证复筛；亚克隆并获得稳定克隆或抗体可变区序列；重组表达与纯化。',
        '交付物包括纯化抗体（通常1–5 mg）、亚型鉴定、效价及应用验证数据，可选交付杂交瘤细胞株或可变区序列。所有抗体均经过SDS-PAGE纯度和浓度测定。',
        '多克隆抗体典型周期为10–12周，单克隆抗体为16–20周。项目各阶段设置评审节点，若初筛未获得阳性克隆，可免费追加一次免疫加强。',
      ],
      en: [
        'The Example Bio custom antibody development service delivers polyclonal antibodies, mouse monoclonal antibodies and recombinant rabbit monoclonals for ELISA, Western blot, flow cytometry, immunohistochemistry and diagnostic kit development.',
        'Antigen quality decides success. We synthesize KLH-conjugated peptides or express full-length or ectodomain antigens on our recombinant protein platform. For membrane targets we can use overexpressing cells or DNA immunization.',
        'Monoclonal workflow: immunization of mice or rabbits (about 6–8 weeks, with serum titre monitoring); hybridoma fusion or single B cell sorting; ELISA primary screening and application-based secondary screening; subcloning to obtain stable clones or variable-region sequences; recombinant expression and purification.',
        'Deliverables are purified antibody (usually 1–5 mg), isotype, titre and application data, and optionally the hybridoma line or variable-region sequences. All antibodies are checked for purity by SDS-PAGE and for concentration.',
        'Polyclonal projects typically take 10–12 weeks and monoclonal projects 16–20 weeks. Each stage ends with a review; if primary screening yields no positive clones, one additional booster immunization is free of charge.',
      ],
    },
    publishedAt: '2023-09-05',
  },
  {
    categoryId: 104,
    slug: 'mrna-capping-rate-analysis-service',
    title: { cn: 'mRNA加帽率检测服务', en: 'mRNA Capping Rate Analysis Service' },
    summary: {
      cn: '采用RNase H位点特异性酶切结合LC-MS，定量检测Cap 0、Cap 1、未甲基化帽及未加帽mRNA的比例。',
      en: 'Site-specific RNase H cleavage with LC-MS to quantify Cap 1, Cap 0, unmethylated cap and uncapped mRNA species.',
    },
    body: {
      cn: [
        '5′帽结构决定mRNA的翻译效率和稳定性，也影响其被细胞先天免疫识别的程度。无论采用酶法加帽还是共转录加帽，准确测定加帽率都是mRNA工艺开发和批次放行的关键指标。',
        '检测原理：设计一条与mRNA 5′端附近区域互补的2′-O-甲基RNA/DNA嵌合探针，探针中部的数个DNA核苷酸与mRNA形成RNA:DNA杂交区，RNase H只在该处切割，释放长度固定（通常17–20 nt）的5′端片段。随后通过离子对反相LC-MS区分m7GpppNm（Cap 1）、m7GpppN（Cap 0）、GpppN和pppN等不同5′端结构，按峰强度计算各组分比例。',
        '送样要求：每个样品不少于10 µg（浓度不低于0.2 µg/µL），溶于无RNase水，请同时提供mRNA完整序列（或至少5′端前100 nt）、修饰核苷酸类型和加帽方式。样品需干冰运输。',
        '交付内容：检测报告（含探针序列、酶切产物理论分子量、色谱图与解卷积质谱图、各5′端结构的相对含量），以及对异常结果的技术解读。常规周期为收样后5–7个工作日，加急服务3个工作日。',
        '如您希望在自己实验室完成前处理，可选用CD002加帽率检测试剂盒（沉淀法），全流程约1.5小时，回收率高于80%；探针设计和反应体系计算可使用本站工具箱。',
      ],
      en: [
        'The 5′ cap determines translation efficiency and stability of mRNA and how strongly it is recognized by innate immune sensors. Whether capping is enzymatic or co-transcriptional, an accurate capping rate is a key metric for process development and batch release.',
        'Principle: a chimeric 2′-O-methyl RNA/DNA probe complementary to a region near the 5′ end of the mRNA is annealed; the few DNA nucleotides in its middle form an RNA:DNA hybrid where RNase H cuts, releasing a 5′ fragment of defined length (usually 17–20 nt). Ion-pair reversed-phase LC-MS then separates m7GpppNm (Cap 1), m7GpppN (Cap 0), GpppN and pppN species, and their relative amounts are calculated from peak intensities.',
        'Sample requirements: at least 10 µg per sample (0.2 µg/µL or more) in RNase-free water, together with the full mRNA sequence (or at least the first 100 nt), the modified nucleotides used and the capping method. Ship samples on dry ice.',
        'Deliverables: a report with probe sequence, theoretical masses of the cleavage products, chromatograms and deconvoluted spectra and the relative amount of each 5′-end species, plus a technical interpretation of any unusual result. Standard turnaround is 5–7 working days after receipt; express service takes 3 working days.',
        'To prepare samples in your own laboratory, use the CD002 Capping Rate Detection Kit (precipitation method): the whole process takes about 1.5 hours with recovery above 80%. The toolbox on this site designs the probe and calculates the reaction system.',
      ],
    },
    publishedAt: '2024-08-22',
  },
  {
    categoryId: 104,
    slug: 'mrna-quality-analysis-package',
    title: { cn: 'mRNA质量分析套餐', en: 'mRNA Quality Analysis Package' },
    summary: {
      cn: '一次送样即可获得加帽率、完整性、Poly(A)尾长、dsRNA和残留DNA等关键质量属性数据。',
      en: 'One submission gives capping rate, integrity, poly(A) tail length, dsRNA and residual DNA data.',
    },
    body: {
      cn: [
        '除加帽率外，mRNA的完整性、Poly(A)尾长分布、dsRNA副产物和残留DNA模板同样影响表达效果与安全性。为减少多次送样的时间成本，我们推出了mRNA质量分析套餐。',
        '套餐包含：加帽率（RNase H酶切+LC-MS）；完整性（毛细管凝胶电泳，报告主峰百分比）；Poly(A)尾长（RNase T1酶切后LC-MS或毛细管电泳）；dsRNA（J2抗体点杂交半定量）；残留DNA（qPCR）。',
        '送样量为每样品不少于50 µg。我们会在收样后2个工作日内完成样品检查，如发现降解或浓度不足会及时通知您。',
        '报告周期为7–10个工作日。报告中对每一项结果给出与常见工艺水平的对照和改进建议，例如加帽率偏低时检查SAM是否新鲜、dsRNA偏高时考虑降低镁离子浓度或增加纤维素纯化步骤。',
      ],
      en: [
        'Besides capping rate, mRNA integrity, poly(A) length distribution, dsRNA by-products and residual DNA template all affect expression and safety. To save the time of separate submissions we offer an mRNA quality analysis package.',
        'The package includes capping rate (RNase H cleavage with LC-MS); integrity (capillary gel electrophoresis, main peak percentage); poly(A) tail length (LC-MS or capillary electrophoresis after RNase T1 digestion); dsRNA (semi-quantitative J2 antibody dot blot); and residual DNA (qPCR).',
        'Please send at least 50 µg per sample. We inspect samples within 2 working days of receipt and tell you promptly about degradation or insufficient concentration.',
        'Reports are issued in 7–10 working days. Each result is compared with typical process performance and comes with suggestions, for example checking that SAM is fresh when the capping rate is low, or lowering magnesium or adding a cellulose purification step when dsRNA is high.',
      ],
    },
    publishedAt: '2025-03-18',
  },
]

// ---------------------------------------------------------------------------------------------------
// Resources & Support (4): technical articles, FAQ, protocols
// ---------------------------------------------------------------------------------------------------
const resources: SeedArticle[] = [
  {
    categoryId: 201,
    slug: 'choosing-a-protein-expression-system',
    title: { cn: '如何选择重组蛋白表达系统', en: 'How to Choose a Recombinant Protein Expression System' },
    summary: {
      cn: '比较大肠杆菌、酵母、昆虫细胞和哺乳动物细胞四种表达系统的优缺点，帮助您为目标蛋白找到合适的宿主。',
      en: 'Strengths and limits of E. coli, yeast, insect and mammalian cell expression, to help you pick the right host for a target protein.',
    },
    body: {
      cn: [
        '选择表达系统时，需要同时考虑目标蛋白的结构特点、下游应用对活性和糖基化的要求，以及可接受的周期和成本。没有一种系统适用于所有蛋白，但以下原则可以帮助您快速缩小范围。',
        '大肠杆菌：生长快、成本低、产量高，适合无糖基化需求、二硫键较少的蛋白，如许多细胞因子、酶和抗原片段。缺点是缺乏真核翻译后修饰，部分蛋白会形成包涵体，需要变性复性；此外，大肠杆菌来源的蛋白需严格控制内毒素。',
        '酵母（毕赤酵母）：可分泌表达，具备二硫键形成能力和一定的糖基化（以高甘露糖型为主），适合分泌型小蛋白和部分酶类。高密度发酵易于放大，但糖型与人源蛋白差异较大，可能影响免疫原性或半衰期。',
        '昆虫细胞-杆状病毒：折叠能力强，适合多结构域蛋白、激酶和病毒样颗粒；糖基化较简单（寡甘露糖型）。病毒构建和扩增需要额外时间，通常比大肠杆菌多2–3周。',
        '哺乳动物细胞（HEK293、CHO）：可提供最接近天然的折叠和复杂糖基化，是受体胞外区、抗体和病毒包膜蛋白的首选。瞬时表达周期短，适合研究级用量；稳定细胞株适合长期大规模供应，但建株周期较长。',
        '实践建议：若蛋白结构未知，可并行在两种系统中小量筛选；若用于细胞实验，优先选择活性已验证的表达系统；若用于抗体制备免疫原，构象正确比产量更重要。',
      ],
      en: [
        'Choosing an expression system means weighing the structure of the target protein, the activity and glycosylation needs of the downstream application, and the acceptable timeline and cost. No single host suits every protein, but a few rules narrow the choice quickly.',
        'E. coli grows fast, is inexpensive and gives high yields. It suits proteins without glycosylation needs and with few disulfide bonds, such as many cytokines, enzymes and antigen fragments. It lacks eukaryotic modifications, some proteins form inclusion bodies that need refolding, and endotoxin must be tightly controlled.',
        'Yeast (Pichia pastoris) secretes proteins, forms disulfide bonds and adds glycans (mainly high-mannose). It suits small secreted proteins and some enzymes, and high-density fermentation scales well, but its glycans differ from human ones and may change immunogenicity or half-life.',
        'Insect cells with baculovirus fold complex proteins well and suit multi-domain proteins, kinases and virus-like particles; their glycans are simpler (paucimannose). Building and amplifying the virus adds about 2–3 weeks compared with E. coli.',
        'Mammalian cells (HEK293, CHO) give the most native folding and complex glycosylation and are the first choice for receptor ectodomains, antibodies and viral envelope proteins. Transient expression is quick and fits research quantities; stable cell lines suit long-term, large-scale supply but take longer to establish.',
        'Practical tips: when little is known about the protein, screen two systems in parallel at small scale; for cell-based assays prefer a host with proven activity; for immunogens, correct conformation matters more than yield.',
      ],
    },
    publishedAt: '2022-05-12',
  },
  {
    categoryId: 201,
    slug: 'ivt-mrna-capping-methods',
    title: { cn: '体外转录mRNA的加帽方法比较', en: 'Capping Methods for IVT mRNA Compared' },
    summary: {
      cn: '介绍酶法加帽与共转录加帽的原理、Cap 0与Cap 1结构差异，以及如何根据产量、成本和加帽率进行选择。',
      en: 'Principles of enzymatic and co-transcriptional capping, the difference between Cap 0 and Cap 1, and how to choose by yield, cost and capping rate.',
    },
    body: {
      cn: [
        '真核mRNA的5′端带有7-甲基鸟苷通过5′-5′三磷酸键连接的帽结构。仅在鸟苷N7位甲基化的结构称为Cap 0（m7GpppN），第一个转录核苷酸的核糖2′-O位再甲基化则为Cap 1（m7GpppNm）。Cap 1可避免被IFIT等先天免疫蛋白识别为外源RNA，是治疗性mRNA的首选结构。',
        '酶法加帽在体外转录和纯化后进行。牛痘病毒加帽酶依次完成RNA三磷酸酶、鸟苷酸转移酶和N7甲基转移酶三步反应，需要GTP和S-腺苷甲硫氨酸（SAM）；再加入mRNA帽2′-O-甲基转移酶和SAM即可得到Cap 1。酶法加帽的加帽率通常可高于95%，且不影响转录产量，但多了一步反应和纯化。',
        '共转录加帽是在转录反应中加入帽类似物。传统的ARCA（抗反向帽类似物）需要与GTP竞争，通常按4:1的帽类似物:GTP比例使用，加帽率约70%–80%，产物为Cap 0，且由于GTP被限制，转录产量明显下降。',
        '新一代三核苷酸帽类似物（如m7GpppAmG类结构）可被T7 RNA聚合酶作为起始引物使用，要求模板以AG起始，可在一步反应中获得Cap 1结构，加帽率通常在90%以上，产量损失小，但帽类似物成本较高。',
        '选择建议：小规模研究和需要灵活更换序列时，共转录加帽操作更简单；大规模生产或对成本敏感时，酶法加帽更经济；无论哪种方法，都应以RNase H酶切结合LC-MS等方法实测加帽率，而不是依赖理论值。',
      ],
      en: [
        'Eukaryotic mRNA carries a 5′ cap of 7-methylguanosine linked by a 5′-5′ triphosphate bridge. Methylation at guanosine N7 alone gives Cap 0 (m7GpppN); additional 2′-O-methylation of the ribose of the first transcribed nucleotide gives Cap 1 (m7GpppNm). Cap 1 avoids recognition as foreign RNA by innate immune proteins such as IFITs and is preferred for therapeutic mRNA.',
        'Enzymatic capping is done after transcription and purification. Vaccinia capping enzyme carries out the RNA triphosphatase, guanylyltransferase and N7-methyltransferase steps using GTP and S-adenosylmethionine (SAM); adding mRNA cap 2′-O-methyltransferase with SAM yields Cap 1. Enzymatic capping usually exceeds 95% and does not reduce transcription yield, but adds a reaction and a purification step.',
        'Co-transcriptional capping adds a cap analog to the transcription reaction. The classical ARCA (anti-reverse cap analog) competes with GTP and is typically used at a 4:1 analog-to-GTP ratio; it gives about 70–80% capping, produces Cap 0, and lowers yield because GTP is limited.',
        'Newer trinucleotide cap analogs (m7GpppAmG-type structures) are used by T7 RNA polymerase as an initiating primer. They require templates that start with AG, give Cap 1 in a single reaction, usually exceed 90% capping with little yield loss, but cost more.',
        'Rule of thumb: for small-scale research with frequent sequence changes, co-transcriptional capping is simpler; for large-scale or cost-sensitive production, enzymatic capping is more economical. Either way, measure the capping rate, for example by RNase H cleavage and LC-MS, rather than relying on theoretical values.',
      ],
    },
    publishedAt: '2023-04-18',
  },
  {
    categoryId: 201,
    slug: 'endotoxin-in-recombinant-proteins',
    title: {
      cn: '重组蛋白中的内毒素：来源、影响与控制',
      en: 'Endotoxin in Recombinant Proteins: Sources, Effects and Control',
    },
    summary: {
      cn: '内毒素会干扰细胞实验和动物实验结果。本文介绍内毒素的来源、检测方法和常见去除策略。',
      en: 'Endotoxin can distort cell and animal experiments. This article covers where it comes from, how it is measured and how it is removed.',
    },
    body: {
      cn: [
        '内毒素是革兰氏阴性菌外膜中的脂多糖（LPS），在细菌裂解时大量释放。它能通过TLR4受体强烈激活巨噬细胞、树突状细胞和单核细胞，即使在pg/mL级别也可能引起细胞因子分泌，从而干扰免疫学和细胞培养实验。',
        '来源：大肠杆菌表达的蛋白是内毒素的主要来源；此外，质粒制备、实验用水、缓冲液和层析填料也可能引入污染。哺乳动物细胞表达的蛋白内毒素通常较低，但仍需检测。',
        '检测方法：最常用的是鲎试剂（LAL）法，包括凝胶法、动态浊度法和动态显色法，结果以EU（内毒素单位）表示。重组C因子（rFC）法不依赖鲎血，特异性更好，正在被越来越多地采用。检测时需注意蛋白样品本身可能对反应产生抑制或增强，应做加标回收验证。',
        '去除策略：阴离子交换层析可在合适的pH下结合带负电的LPS；聚乙二醇辛基苯基醚类去污剂（Triton X-114）相分离可有效去除，但需去除残留去污剂；此外还有多黏菌素B亲和填料等。最好的策略仍是预防：使用无热原耗材、新鲜纯水和专用层析柱。',
        '示例生物大多数细胞因子产品的内毒素控制在低于1 EU/µg（LAL法），用于细胞治疗相关研究的产品控制在低于0.1 EU/µg，具体数值以各批次分析证书为准。',
      ],
      en: [
        'Endotoxin is the lipopolysaccharide (LPS) of the outer membrane of Gram-negative bacteria and is released in large amounts when bacteria lyse. Through TLR4 it strongly activates macrophages, dendritic cells and monocytes; even pg/mL levels can trigger cytokine release and distort immunology and cell culture experiments.',
        'Sources: proteins expressed in E. coli are the main source, but plasmid preparations, laboratory water, buffers and chromatography resins can also introduce contamination. Proteins made in mammalian cells usually carry little endotoxin but still need testing.',
        'Measurement: the limulus amebocyte lysate (LAL) assay in gel-clot, kinetic turbidimetric or kinetic chromogenic format is most common, with results in endotoxin units (EU). Recombinant factor C (rFC) assays do not depend on horseshoe crab blood, are more specific and are increasingly used. Protein samples can inhibit or enhance the reaction, so spike recovery should be verified.',
        'Removal: anion exchange chromatography binds negatively charged LPS at a suitable pH; Triton X-114 phase separation is effective but residual detergent must be removed; polymyxin B affinity resins are another option. Prevention remains the best strategy: pyrogen-free consumables, fresh purified water and dedicated columns.',
        'Most Example Bio cytokines are controlled below 1 EU/µg (LAL), and products intended for cell therapy research below 0.1 EU/µg; the certificate of analysis of each lot gives the measured value.',
      ],
    },
    publishedAt: '2022-09-07',
  },
  {
    categoryId: 201,
    slug: 'improving-protein-stability',
    title: { cn: '提高重组蛋白稳定性的实用策略', en: 'Practical Ways to Improve Recombinant Protein Stability' },
    summary: {
      cn: '从缓冲液、辅料、浓度、分装和储存温度等方面，介绍减少蛋白聚集和活性损失的方法。',
      en: 'Buffers, excipients, concentration, aliquoting and storage temperature: ways to reduce aggregation and activity loss.',
    },
    body: {
      cn: [
        '重组蛋白在储存和使用过程中可能发生聚集、降解、氧化或吸附损失，导致活性下降和实验结果不稳定。大部分问题可通过合理的配方和操作习惯避免。',
        'pH与缓冲液：缓冲液pH应远离蛋白的等电点（通常相差1个单位以上），以保持足够的表面电荷、减少聚集。常用缓冲体系包括PBS、Tris和组氨酸缓冲液；注意Tris的pH随温度变化明显。',
        '辅料：海藻糖或蔗糖（5%–8%）在冻干和冻融过程中保护蛋白结构；甘油（10%–50%）可降低冻结损伤；低浓度吐温-80或吐温-20（0.01%–0.05%）减少界面吸附；精氨酸可抑制聚集；对含游离半胱氨酸的蛋白可加入DTT或TCEP防止二硫键错配。',
        '浓度与载体蛋白：过低的蛋白浓度（低于0.1 mg/mL）容易吸附在管壁上。复溶后长期储存时，可加入0.1%牛血清白蛋白或人血清白蛋白作为载体蛋白，但需确认其不影响下游检测。',
        '储存与操作：复溶后立即按单次用量分装，-80 °C长期保存，避免反复冻融；使用低吸附离心管；解冻时置于冰上并轻柔混匀，避免剧烈振荡产生气泡。',
      ],
      en: [
        'During storage and use, recombinant proteins can aggregate, degrade, oxidize or be lost by adsorption, causing lower activity and inconsistent results. Most of these problems are avoidable with a sensible formulation and good handling.',
        'pH and buffer: keep the pH well away from the isoelectric point (usually by more than one unit) so the protein keeps enough surface charge to resist aggregation. PBS, Tris and histidine buffers are common; remember that the pH of Tris shifts markedly with temperature.',
        'Excipients: trehalose or sucrose (5–8%) protect structure during lyophilization and freeze–thaw; glycerol (10–50%) reduces freezing damage; low polysorbate 80 or 20 (0.01–0.05%) limits surface adsorption; arginine suppresses aggregation; DTT or TCEP prevents disulfide scrambling in proteins with free cysteines.',
        'Concentration and carrier protein: very dilute protein (below 0.1 mg/mL) readily sticks to tube walls. For long-term storage after reconstitution, 0.1% bovine or human serum albumin can be added as a carrier, provided it does not interfere with the downstream assay.',
        'Storage and handling: aliquot single-use volumes right after reconstitution, store at -80 °C and avoid repeated freeze–thaw; use low-binding tubes; thaw on ice and mix gently without vortexing or creating bubbles.',
      ],
    },
    publishedAt: '2024-02-26',
  },
  {
    categoryId: 202,
    slug: 'faq-ordering-and-delivery',
    title: { cn: '常见问题：订购、发货与发票', en: 'FAQ: Ordering, Shipping and Invoices' },
    summary: {
      cn: '关于下单方式、发货时效、运输条件和发票开具的常见问题解答。',
      en: 'Answers about how to order, delivery times, shipping conditions and invoices.',
    },
    body: {
      cn: [
        '问：如何下单？答：注册并登录后，可将产品加入购物车并在线提交订单；也可通过询价表单、授权经销商或拨打400-600-0940（免费，工作时间9:00–17:30）下单。',
        '问：现货产品多久发货？答：工作日16:00前确认的现货订单通常当天发出，江浙沪地区一般次日送达，其他地区2–3天送达。偏远地区和海外订单的时效请咨询客服。',
        '问：产品如何运输？答：冻干蛋白常温或冰袋运输，液体酶和需冷冻保存的产品使用干冰或冰袋运输。收货后请检查包装并立即按说明书条件储存。',
        '问：如何开具发票？答：订单完成后可在用户中心申请增值税普通发票或专用发票，请准确填写开票单位名称和税号。电子发票将发送到您的注册邮箱。',
        '问：收到的产品有问题怎么办？答：请在收货后7天内联系客服，并提供订单号、批号和问题描述或照片，我们会在24小时内回复并安排补发或退款。',
      ],
      en: [
        'Q: How do I order? A: After registering and logging in, add products to the cart and submit the order online. You can also order through the enquiry form, an authorized distributor or our free hotline 400-600-0940 (9:00–17:30).',
        'Q: How soon do in-stock products ship? A: In-stock orders confirmed before 16:00 on a working day usually ship the same day; delivery takes one day within Jiangsu, Zhejiang and Shanghai and 2–3 days elsewhere. Ask customer service about remote areas and overseas orders.',
        'Q: How are products shipped? A: Lyophilized proteins ship at ambient temperature or with ice packs; liquid enzymes and frozen products ship on dry ice or ice packs. Check the package on arrival and store the product as the manual says right away.',
        'Q: How do I get an invoice? A: When the order is complete, request a standard or special VAT invoice in the user centre with the exact company name and tax number. Electronic invoices are sent to your registered e-mail address.',
        'Q: What if something is wrong with the product? A: Contact customer service within 7 days of receipt with the order number, lot number and a description or photo. We reply within 24 hours and arrange a replacement or refund.',
      ],
    },
    publishedAt: '2022-03-10',
  },
  {
    categoryId: 202,
    slug: 'faq-recombinant-protein-use',
    title: { cn: '常见问题：重组蛋白的使用与储存', en: 'FAQ: Using and Storing Recombinant Proteins' },
    summary: {
      cn: '解答冻干蛋白复溶、活性单位换算、储存期限和标签选择等常见问题。',
      en: 'Answers on reconstituting lyophilized proteins, activity units, shelf life and tag choice.',
    },
    body: {
      cn: [
        '问：冻干粉看不到或只有一层薄膜，是不是没有蛋白？答：微克级冻干蛋白在管底可能只形成肉眼难以看到的薄膜，这是正常现象。请在开盖前短暂离心，使所有粉末集中到管底后再复溶。',
        '问：复溶后可以保存多久？答：复溶后的蛋白在2–8 °C可保存约1周；加入载体蛋白后分装于-80 °C可保存3个月。未开封的冻干粉在-20 °C以下可保存1年。请避免反复冻融。',
        '问：ED50和比活性有什么关系？答：ED50是在特定细胞实验中产生最大反应一半时所需的蛋白浓度，比活性（U/mg）通常按1/ED50换算，例如ED50为0.1 ng/mL时比活性约为1×10^7 U/mg。不同实验体系的数值不可直接比较。',
        '问：带标签的蛋白会影响活性吗？答：大多数情况下，C端His标签对细胞因子活性影响很小；Fc融合会形成二聚体并延长体内半衰期，可能提高表观亲和力。如实验对标签敏感，请选择无标签版本或咨询技术支持。',
        '问：在哪里获取分析证书（COA）？答：在网站COA下载页面填写货号和批号即可下载；多个货号可以用分号隔开。',
      ],
      en: [
        'Q: I can hardly see the lyophilized powder; is the vial empty? A: Microgram amounts may form an almost invisible film at the bottom of the vial, which is normal. Spin the vial briefly before opening so that all material collects at the bottom, then reconstitute.',
        'Q: How long does the reconstituted protein keep? A: About one week at 2–8 °C; aliquoted with a carrier protein at -80 °C, three months. Unopened lyophilized powder keeps one year at -20 °C or below. Avoid repeated freeze–thaw.',
        'Q: How does ED50 relate to specific activity? A: ED50 is the protein concentration giving half-maximal response in a defined cell assay; specific activity (U/mg) is usually calculated as 1/ED50, so an ED50 of 0.1 ng/mL corresponds to about 1 × 10^7 U/mg. Values from different assay systems cannot be compared directly.',
        'Q: Does a tag affect activity? A: In most cases a C-terminal His tag has little effect on cytokine activity; Fc fusions form dimers and extend half-life in vivo, which can raise apparent affinity. If your assay is tag-sensitive, choose a tag-free version or ask technical support.',
        'Q: Where do I get the certificate of analysis (COA)? A: Enter the catalog number and lot number on the COA download page of this site; separate several catalog numbers with semicolons.',
      ],
    },
    publishedAt: '2022-06-28',
  },
  {
    categoryId: 202,
    slug: 'faq-mrna-synthesis-enzymes',
    title: { cn: '常见问题：mRNA合成用酶', en: 'FAQ: Enzymes for mRNA Synthesis' },
    summary: {
      cn: '解答体外转录产量低、加帽率不足、产物条带异常等mRNA合成中的常见问题。',
      en: 'Answers to common IVT problems: low yield, low capping rate and unexpected bands.',
    },
    body: {
      cn: [
        '问：体外转录产量偏低怎么办？答：首先确认模板已完全线性化并经纯化去除RNase和盐；检查NTP与Mg2+的比例（Mg2+一般略高于总NTP浓度）；加入无机焦磷酸酶可防止焦磷酸镁沉淀；反应时间延长至2–4小时通常可提高产量。',
        '问：电泳出现比目标更长的条带或拖尾是什么原因？答：可能是T7 RNA聚合酶以产物为模板进行3′端延伸形成的dsRNA，或模板线性化后留有3′突出端。建议使用产生平末端或5′突出端的限制酶，并优化镁离子浓度。',
        '问：酶法加帽后加帽率不足90%？答：SAM在溶液中不稳定，应分装冻存并在使用前新鲜稀释；mRNA 5′端的强二级结构会阻碍加帽酶接近，可在加帽前65 °C变性5分钟后迅速置冰；同时确认酶量与RNA量的比例。',
        '问：能否使用修饰核苷酸？答：本公司T7 RNA聚合酶可完全替换UTP为假尿苷或N1-甲基假尿苷三磷酸，产量与未修饰反应相当；使用5-甲氧基尿苷等修饰时产量可能下降，建议先小量验证。',
        '问：如何检测加帽率？答：可使用CD002加帽率检测试剂盒或委托我们的加帽率检测服务；本站工具箱可帮助设计探针和计算反应体系。',
      ],
      en: [
        'Q: What should I do about low IVT yield? A: Make sure the template is fully linearized and purified from RNases and salt; check the NTP-to-Mg2+ ratio (Mg2+ is usually slightly above total NTP); add inorganic pyrophosphatase to prevent magnesium pyrophosphate precipitation; extending the reaction to 2–4 hours usually increases yield.',
        'Q: Why do I see bands longer than expected, or smearing? A: T7 RNA polymerase can extend the 3′ end of its own product using it as a template, forming dsRNA, or the linearized template may have a 3′ overhang. Use a restriction enzyme leaving blunt or 5′-overhang ends and optimize the magnesium concentration.',
        'Q: Enzymatic capping gives less than 90%? A: SAM is unstable in solution; keep it in frozen aliquots and dilute it fresh. Strong secondary structure at the 5′ end hinders the capping enzyme: heat the RNA at 65 °C for 5 minutes and chill on ice before capping. Also check the ratio of enzyme to RNA.',
        'Q: Can I use modified nucleotides? A: Our T7 RNA polymerase accepts full replacement of UTP by pseudouridine or N1-methylpseudouridine triphosphate with yields similar to unmodified reactions; yields can drop with modifications such as 5-methoxyuridine, so test at small scale first.',
        'Q: How do I measure the capping rate? A: Use the CD002 Capping Rate Detection Kit or our capping rate analysis service; the toolbox on this site helps design the probe and calculate the reaction system.',
      ],
    },
    publishedAt: '2023-11-14',
  },
  {
    categoryId: 202,
    slug: 'faq-trial-samples-and-paper-award',
    title: { cn: '常见问题：试用装申请与文章奖励', en: 'FAQ: Trial Samples and the Paper Award' },
    summary: {
      cn: '介绍免费试用装的申请条件、反馈要求，以及文章奖励计划的奖励标准和申请流程。',
      en: 'Eligibility and feedback for free trial samples, and award tiers and application steps of the paper award programme.',
    },
    body: {
      cn: [
        '问：谁可以申请免费试用装？答：试用装面向终端用户，即直接使用产品开展实验的科研人员或企业研发人员。经销商和代购不在申请范围内。填写产品信息和申请人信息两步表单即可提交。',
        '问：试用后需要做什么？答：试用结束后请提交一份简短的反馈报告，说明实验体系、使用条件和结果，这有助于我们改进产品。',
        '问：文章奖励的标准是什么？答：根据论文所发表期刊的影响因子（IF）：0<IF<2奖励500元；2<IF<5奖励1000元；5<IF<10奖励2000元；IF≥10奖励3000元。奖金发放时依法代扣20%个人所得税。',
        '问：谁可以申请文章奖励？答：论文的第一作者或通讯作者，且在中国工作或具有中国国籍。同一篇论文只接受一位申请人；同一作者或课题组在同一产品上有多篇论文时，按影响因子最高的一篇计算。',
        '问：如何申请？答：在文章奖励页面按申请人、实验室、论文、产品和收款信息五个步骤填写表单并上传论文文件，我们会在审核通过后安排发放。',
      ],
      en: [
        'Q: Who can apply for a free trial sample? A: Trial samples are for end users, meaning researchers or industrial R&D staff who run the experiments themselves. Distributors and purchasing agents are not eligible. Fill in the two-step form with product and applicant information.',
        'Q: What is expected after the trial? A: Please send a short feedback report describing the experimental system, conditions and results; it helps us improve our products.',
        'Q: What are the award tiers? A: They depend on the impact factor (IF) of the journal: 0<IF<2 earns CNY 500; 2<IF<5 earns CNY 1,000; 5<IF<10 earns CNY 2,000; IF of 10 or more earns CNY 3,000. 20% individual income tax is withheld from the payout.',
        'Q: Who is eligible? A: The first or corresponding author, working in China or of Chinese nationality. Only one applicant per paper; when the same author or group has several papers on the same product, the one with the highest IF counts.',
        'Q: How do I apply? A: Complete the five steps on the paper award page (applicant, lab, paper, product, remittance) and upload the paper; we arrange payment once the application is approved.',
      ],
    },
    publishedAt: '2024-01-16',
  },
  {
    categoryId: 203,
    slug: 'reconstitution-of-lyophilized-proteins',
    title: { cn: '实验方案：冻干蛋白的复溶', en: 'Protocol: Reconstituting Lyophilized Proteins' },
    summary: {
      cn: '冻干重组蛋白复溶、分装和储存的标准步骤。',
      en: 'Standard steps to reconstitute, aliquot and store lyophilized recombinant proteins.',
    },
    body: {
      cn: [
        '材料：冻干蛋白、无菌去离子水或说明书推荐的复溶液（如PBS）、可选的载体蛋白（0.1% BSA或HSA）、低吸附离心管、微型离心机。',
        '步骤1：将冻干蛋白管从冰箱取出，在室温下平衡约10分钟，避免开盖时水汽凝结。步骤2：以10000×g离心1分钟，使粉末集中于管底。',
        '步骤3：按说明书或COA上的推荐浓度（通常0.1–0.5 mg/mL）沿管壁缓慢加入复溶液，不要直接冲击粉末。步骤4：盖好管盖，室温静置10–15分钟，期间轻轻翻转或用移液器缓慢吹打数次，避免涡旋振荡和产生气泡。',
        '步骤5：确认溶液澄清无颗粒。如有少量不溶物，可在4 °C放置30分钟后再次轻柔混匀；仍不溶解时请联系技术支持，不要加热。',
        '步骤6：如需长期储存，用含载体蛋白的缓冲液稀释至工作储存浓度，按单次用量（建议不少于10 µL）分装，-80 °C保存，避免反复冻融。在管上标注货号、批号、浓度和日期。',
      ],
      en: [
        'Materials: lyophilized protein, sterile deionized water or the reconstitution buffer named in the manual (for example PBS), an optional carrier protein (0.1% BSA or HSA), low-binding tubes and a microcentrifuge.',
        'Step 1: take the vial out of the freezer and let it reach room temperature for about 10 minutes so that no moisture condenses when it is opened. Step 2: centrifuge at 10,000 × g for 1 minute to collect the powder at the bottom.',
        'Step 3: add the reconstitution buffer slowly down the tube wall to the concentration recommended in the manual or COA (usually 0.1–0.5 mg/mL), without jetting it onto the powder. Step 4: close the vial and leave it at room temperature for 10–15 minutes, inverting gently or pipetting slowly a few times; do not vortex or create bubbles.',
        'Step 5: check that the solution is clear and free of particles. If a little material remains, leave it at 4 °C for 30 minutes and mix gently again; if it still does not dissolve, contact technical support and do not heat it.',
        'Step 6: for long-term storage, dilute to the storage concentration with buffer containing carrier protein, aliquot single-use volumes (at least 10 µL), store at -80 °C and avoid repeated freeze–thaw. Label tubes with catalog number, lot, concentration and date.',
      ],
    },
    publishedAt: '2022-04-06',
  },
  {
    categoryId: 203,
    slug: 'ivt-reaction-setup',
    title: { cn: '实验方案：T7体外转录反应的建立', en: 'Protocol: Setting Up a T7 In Vitro Transcription Reaction' },
    summary: {
      cn: '使用T7 RNA聚合酶进行20 µL标准体外转录反应的配制、孵育与纯化步骤。',
      en: 'Assembly, incubation and clean-up of a standard 20 µL in vitro transcription with T7 RNA polymerase.',
    },
    body: {
      cn: [
        '模板准备：用产生平末端或5′突出端的限制性内切酶完全线性化质粒，经琼脂糖电泳确认无超螺旋残留，然后用酚氯仿抽提或纯化柱纯化，溶于无RNase水。PCR产物模板需包含完整的T7启动子序列（TAATACGACTCACTATA）。',
        '反应配制（20 µL，室温下按顺序加入，防止亚精胺使DNA沉淀）：无RNase水补足至20 µL；10×转录缓冲液2 µL；ATP、CTP、GTP、UTP（或修饰UTP）各终浓度5–7.5 mM；线性化模板1 µg；RNase抑制剂20 U；无机焦磷酸酶0.1 U；T7 RNA聚合酶（按说明书用量）。如采用共转录加帽，在此步骤按说明加入帽类似物并相应调整GTP。',
        '孵育：轻柔混匀后短暂离心，37 °C孵育2小时；长转录本或需要更高产量时可延长至4小时。',
        '去除模板：加入DNase I（约2 U），37 °C继续孵育15分钟。',
        '纯化与质控：用氯化锂沉淀、磁珠或纯化柱回收RNA，测定A260浓度（1 A260≈40 µg/mL RNA），并用变性凝胶或毛细管电泳检查完整性。预期产量为每20 µL反应80–150 µg，视模板长度而定。纯化后的RNA可直接进入酶法加帽和加尾步骤。',
      ],
      en: [
        'Template: linearize the plasmid completely with a restriction enzyme that leaves blunt or 5′-overhang ends, confirm by agarose gel that no supercoiled plasmid remains, purify by phenol-chloroform extraction or a spin column and dissolve in RNase-free water. PCR templates must contain the full T7 promoter (TAATACGACTCACTATA).',
        'Reaction assembly (20 µL, at room temperature and in this order so that spermidine does not precipitate the DNA): RNase-free water to 20 µL; 2 µL 10× transcription buffer; ATP, CTP, GTP and UTP (or modified UTP) at 5–7.5 mM each final; 1 µg linearized template; 20 U RNase inhibitor; 0.1 U inorganic pyrophosphatase; T7 RNA polymerase as stated in the manual. For co-transcriptional capping, add the cap analog here and adjust GTP as instructed.',
        'Incubation: mix gently, spin briefly and incubate at 37 °C for 2 hours; extend to 4 hours for long transcripts or higher yield.',
        'Template removal: add about 2 U DNase I and incubate for another 15 minutes at 37 °C.',
        'Purification and QC: recover the RNA by lithium chloride precipitation, magnetic beads or a spin column, measure A260 (1 A260 ≈ 40 µg/mL RNA) and check integrity on a denaturing gel or by capillary electrophoresis. Expect 80–150 µg per 20 µL reaction depending on template length. The purified RNA can go straight into enzymatic capping and tailing.',
      ],
    },
    publishedAt: '2023-03-02',
  },
  {
    categoryId: 203,
    slug: 'rnase-h-capping-assay',
    title: {
      cn: '实验方案：RNase H酶切法检测mRNA加帽率',
      en: 'Protocol: RNase H Cleavage Assay for mRNA Capping Rate',
    },
    summary: {
      cn: '利用嵌合探针引导RNase H切割mRNA 5′端，经沉淀回收后以LC-MS分析加帽率的操作步骤。',
      en: 'Steps to cleave the mRNA 5′ end with RNase H guided by a chimeric probe, recover the fragment by precipitation and analyse capping by LC-MS.',
    },
    body: {
      cn: [
        '原理：2′-O-甲基RNA/DNA嵌合探针与mRNA 5′端附近区域互补，中部4–6个DNA核苷酸与mRNA形成RNA:DNA杂交区，RNase H在其3′边界切割mRNA，释放长度确定的5′端片段（推荐17–20 nt）。不同帽结构的片段分子量不同，可用LC-MS区分。',
        '探针设计：使用本站工具箱的“探针设计”模块输入mRNA序列（可包含T7启动子，工具会自动去除），设置探针起点、探针长度（推荐20–30 nt）、预期酶切位置和杂交链长度，工具将给出探针序列、GC含量和酶切产物序列。',
        '反应体系：每100 µL反应使用100 pmol mRNA和相应摩尔过量的探针；低浓度样品可将体系扩大至150 µL。用“反应体系计算”模块可得到mRNA、探针、预混液和无RNase水的加样体积。依次加入各组分，混匀后按试剂盒说明进行退火（例如加热后缓慢降温），再于37 °C进行RNase H酶切。',
        '回收：使用CD002试剂盒的沉淀试剂去除长链3′端剩余片段，回收5′端短片段；全流程约1.5小时，回收率高于80%。将回收片段溶于适量无RNase水上样。',
        '分析：采用离子对反相LC-MS分析，并解卷积得到中性分子量。使用“酶切产物分子量计算”模块列出Cap 1、Cap 0、GpppN、pppN等各5′端结构的理论平均分子量，与实测峰对应。加帽率（%）= 100 × 所有加帽结构峰强度之和 / 所有5′端结构峰强度之和。',
      ],
      en: [
        'Principle: a chimeric 2′-O-methyl RNA/DNA probe is complementary to a region near the mRNA 5′ end; its central 4–6 DNA nucleotides form an RNA:DNA hybrid, and RNase H cuts the mRNA at the 3′ boundary of that hybrid, releasing a 5′ fragment of defined length (17–20 nt recommended). Fragments with different cap structures differ in mass and are resolved by LC-MS.',
        'Probe design: enter the mRNA sequence in the probe design module of the toolbox on this site (a leading T7 promoter is removed automatically), set probe start, probe length (20–30 nt recommended), expected cleavage position and hybrid length, and the tool returns the probe sequence, its GC content and the cleavage product sequence.',
        'Reaction: use 100 pmol mRNA per 100 µL reaction with a molar excess of probe; for dilute samples the reaction can be scaled to 150 µL. The reaction system module gives the volumes of mRNA, probe, premix and RNase-free water. Add the components, mix, anneal as described in the kit manual (for example heating followed by slow cooling) and digest with RNase H at 37 °C.',
        'Recovery: remove the long 3′ remainder with the precipitation reagent of kit CD002 and recover the short 5′ fragment; the whole process takes about 1.5 hours with recovery above 80%. Dissolve the fragment in a suitable volume of RNase-free water for injection.',
        'Analysis: run ion-pair reversed-phase LC-MS and deconvolute to neutral masses. The digestion product mass module lists theoretical average masses of Cap 1, Cap 0, GpppN, pppN and other 5′-end species to match the observed peaks. Capping rate (%) = 100 × sum of intensities of capped species / sum of intensities of all 5′-end species.',
      ],
    },
    publishedAt: '2024-06-12',
  },
]

export const articles: SeedArticle[] = [...services, ...resources]
