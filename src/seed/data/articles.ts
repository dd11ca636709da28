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

// ---------------------------------------------------------------------------------------------------
// News & Activities (5): company news, events, industry news
// ---------------------------------------------------------------------------------------------------
const news: SeedArticle[] = [
  {
    categoryId: 301,
    slug: 'iso-9001-certification-2022',
    title: { cn: '示例生物通过ISO 9001质量管理体系认证', en: 'Example Bio Achieves ISO 9001 Certification' },
    summary: {
      cn: '示例生物研发、生产和销售全流程通过ISO 9001:2015质量管理体系认证（演示新闻）。',
      en: 'Example Bio’s R&D, manufacturing and sales processes are certified to ISO 9001:2015 (demo news).',
    },
    body: {
      cn: [
        '2022年8月，示例生物顺利通过ISO 9001:2015质量管理体系认证审核，认证范围覆盖重组蛋白、工具酶及检测试剂盒的研发、生产和销售。',
        '为准备本次认证，公司在过去一年中梳理了从原材料入库、生产、检验放行到客户投诉处理的全部流程，建立了统一的文件管理系统和批记录审核制度，并对全体员工开展了质量意识培训。',
        '认证的取得意味着客户可以更方便地将示例生物纳入合格供应商名单。每批产品的分析证书（COA）均可在官网按货号和批号下载。',
        '质量部负责人表示，认证只是起点，公司将持续开展内部审核和管理评审，以客户反馈驱动质量改进。',
      ],
      en: [
        'In August 2022 Example Bio passed its ISO 9001:2015 certification audit, covering the development, manufacturing and sale of recombinant proteins, tool enzymes and assay kits.',
        'In preparation the company spent a year mapping every process from incoming materials, production and release testing to complaint handling, introduced a single document management system and batch record review, and trained all staff in quality awareness.',
        'Certification makes it easier for customers to qualify Example Bio as an approved supplier. The certificate of analysis (COA) of every lot can be downloaded from the website by catalog number and lot number.',
        'The head of quality said certification is a starting point: internal audits and management reviews will continue, with customer feedback driving improvement.',
      ],
    },
    publishedAt: '2022-08-30',
  },
  {
    categoryId: 301,
    slug: 'paper-award-2400-papers',
    title: { cn: '文章奖励计划累计奖励论文超过2400篇', en: 'Paper Award Programme Passes 2,400 Papers' },
    summary: {
      cn: '自2016年启动以来，示例生物文章奖励计划累计发放奖励超过78万元（演示数据）。',
      en: 'Since 2016 the Example Bio paper award programme has paid out more than CNY 780,000 (demo figures).',
    },
    body: {
      cn: [
        '截至2022年底，示例生物文章奖励计划已累计奖励引用本公司产品的论文超过2400篇，发放奖励金额超过78万元。',
        '该计划于2016年启动，旨在感谢科研用户对示例生物产品的信任。奖励按期刊影响因子分为四档，最高3000元；申请人需为论文的第一作者或通讯作者。',
        '统计显示，获奖论文主要集中在肿瘤免疫、干细胞与再生医学、感染与疫苗三个领域，其中细胞因子和免疫检查点蛋白被引用最多。',
        '2023年起，申请流程全面线上化，用户可在官网分五步提交申请并上传论文，审核进度可在用户中心查看。',
      ],
      en: [
        'By the end of 2022 the Example Bio paper award programme had rewarded more than 2,400 papers citing our products, with awards totalling over CNY 780,000.',
        'The programme started in 2016 to thank researchers for their trust in Example Bio products. Awards have four tiers by journal impact factor, up to CNY 3,000, and applicants must be the first or corresponding author.',
        'Most awarded papers come from tumour immunology, stem cells and regenerative medicine, and infection and vaccines; cytokines and immune checkpoint proteins are cited most often.',
        'From 2023 the application is fully online: users submit in five steps on the website, upload the paper and follow the review in the user centre.',
      ],
    },
    publishedAt: '2023-01-12',
  },
  {
    categoryId: 301,
    slug: 'suzhou-enzyme-facility-opens',
    title: { cn: '示例生物苏州酶制剂生产基地投入使用', en: 'Example Bio Opens Suzhou Enzyme Production Site' },
    summary: {
      cn: '新基地建筑面积约6000平方米，将大幅提升mRNA合成用酶的供应能力（演示新闻）。',
      en: 'The new site of about 6,000 m² greatly expands supply of enzymes for mRNA synthesis (demo news).',
    },
    body: {
      cn: [
        '2023年10月，示例生物苏州酶制剂生产基地正式投入使用。基地建筑面积约6000平方米，包含发酵、纯化、灌装和质检区域。',
        '基地按照洁净分区设计，配备200 L发酵罐和自动化层析系统，主要生产T7 RNA聚合酶、加帽酶、2′-O-甲基转移酶、Poly(A)聚合酶和RNase抑制剂等mRNA合成用酶。',
        '投产后，公司mRNA合成用酶的年产能预计提升至原来的五倍，并可为客户提供大包装和定制配方，满足从研究到工艺开发阶段的需求。',
        '基地同时设有应用实验室，可为客户开展体外转录和加帽工艺的联合验证。',
      ],
      en: [
        'In October 2023 the Example Bio enzyme production site in Suzhou went into operation. The site covers about 6,000 m² with fermentation, purification, filling and QC areas.',
        'Designed with segregated clean zones, it has 200 L fermenters and automated chromatography systems and mainly produces enzymes for mRNA synthesis: T7 RNA polymerase, capping enzyme, 2′-O-methyltransferase, poly(A) polymerase and RNase inhibitor.',
        'Annual capacity for these enzymes is expected to grow about fivefold, and bulk packs and custom formulations are now available for customers moving from research to process development.',
        'An application laboratory on site runs joint IVT and capping validation studies with customers.',
      ],
    },
    publishedAt: '2023-10-19',
  },
  {
    categoryId: 301,
    slug: 'cd002-capping-rate-kit-launch',
    title: { cn: 'CD002 mRNA加帽率检测试剂盒（沉淀法）正式上市', en: 'CD002 mRNA Capping Rate Detection Kit Launched' },
    summary: {
      cn: '试剂盒以沉淀法替代磁珠捕获，全流程约1.5小时，回收率高于80%。',
      en: 'Precipitation replaces bead capture: about 1.5 hours in total with recovery above 80%.',
    },
    body: {
      cn: [
        '2024年5月，示例生物推出CD002 mRNA加帽率检测试剂盒（沉淀法），为mRNA研发和工艺团队提供简便可靠的加帽率检测前处理方案。',
        '传统的RNase H加帽率检测通常使用生物素化探针和链霉亲和素磁珠捕获5′端片段，步骤较多且成本较高。CD002采用沉淀法去除长链3′端剩余片段，直接回收5′端短片段，全流程约1.5小时，回收率高于80%。',
        '试剂盒适用于酶法加帽和共转录加帽的mRNA，兼容假尿苷、N1-甲基假尿苷等常见修饰核苷酸。配合官网工具箱，用户可在线完成探针设计、反应体系计算和酶切产物分子量计算。',
        '上市期间，新用户可在官网申请免费试用装。',
      ],
      en: [
        'In May 2024 Example Bio launched the CD002 mRNA Capping Rate Detection Kit (precipitation method), a simple and reliable sample preparation for capping rate analysis in mRNA R&D and process teams.',
        'Conventional RNase H capping assays capture the 5′ fragment with a biotinylated probe and streptavidin beads, which adds steps and cost. CD002 removes the long 3′ remainder by precipitation and recovers the short 5′ fragment directly: about 1.5 hours in total with recovery above 80%.',
        'The kit works for enzymatically and co-transcriptionally capped mRNA and is compatible with common modified nucleotides such as pseudouridine and N1-methylpseudouridine. With the toolbox on our website, users design the probe, calculate the reaction system and compute digestion product masses online.',
        'During the launch period new users can request a free trial sample on the website.',
      ],
    },
    publishedAt: '2024-05-08',
  },
  {
    categoryId: 301,
    slug: 'online-toolbox-released',
    title: { cn: '官网上线mRNA加帽率工具箱', en: 'mRNA Capping Rate Toolbox Released on Our Website' },
    summary: {
      cn: '工具箱包含探针设计、反应体系计算和酶切产物分子量计算三个模块，免费使用。',
      en: 'Three free modules: probe design, reaction system calculation and digestion product mass calculation.',
    },
    body: {
      cn: [
        '2025年3月，示例生物官网正式上线mRNA加帽率工具箱，所有访客均可免费使用。',
        '“探针设计”模块根据输入的DNA或mRNA序列、探针起点和长度、预期酶切位置和杂交链长度，自动给出探针序列、GC含量以及酶切产物序列和长度。“反应体系计算”模块根据mRNA全长、样品浓度和探针浓度给出最终反应体系各组分体积。“酶切产物分子量计算”模块列出不同帽结构和碱基修饰下5′端产物的理论分子量。',
        '工具箱支持假尿苷、N1-甲基假尿苷、5-甲氧基尿苷、5-甲基胞苷和N6-甲基腺苷五种修饰碱基，以及酶法加帽和共转录加帽两种方式。',
        '欢迎用户通过在线留言反馈使用意见，我们将持续改进。',
      ],
      en: [
        'In March 2025 Example Bio released the mRNA capping rate toolbox on its website, free for every visitor.',
        'The probe design module takes a DNA or mRNA sequence, probe start and length, expected cleavage position and hybrid length and returns the probe sequence, its GC content and the cleavage product sequence and length. The reaction system module uses the mRNA length, sample concentration and probe concentration to give the volume of every component. The product molecules module lists theoretical masses of the 5′ products for different cap structures and base modifications.',
        'The toolbox supports five modified bases (pseudouridine, N1-methylpseudouridine, 5-methoxyuridine, 5-methylcytidine and N6-methyladenosine) and both enzymatic and co-transcriptional capping.',
        'We welcome feedback through the online message form and will keep improving the tools.',
      ],
    },
    publishedAt: '2025-03-26',
  },
  {
    categoryId: 301,
    slug: 'gmp-grade-cytokines-launch',
    title: { cn: '示例生物推出细胞治疗级细胞因子系列', en: 'Example Bio Launches Cell-Therapy-Grade Cytokines' },
    summary: {
      cn: '新系列采用无动物源成分工艺生产，内毒素低于0.1 EU/µg，并提供完整的质量文件（演示新闻）。',
      en: 'Produced with an animal-component-free process, endotoxin below 0.1 EU/µg and full quality documentation (demo news).',
    },
    body: {
      cn: [
        '2026年4月，示例生物推出细胞治疗级细胞因子系列，首批包括IL-2、IL-7、IL-15、IL-21和GM-CSF等免疫细胞培养常用因子。',
        '该系列在专用生产线上采用无动物源成分工艺生产，每批检测纯度、内毒素（低于0.1 EU/µg）、无菌、支原体、宿主蛋白残留和生物学活性，批间活性差异控制在较小范围内。',
        '为方便客户进行供应商审计和注册申报准备，每个产品均提供分析证书、原材料来源声明和稳定性数据摘要。',
        '研究级与细胞治疗级产品采用相同的序列和表达系统，便于客户从研究阶段平滑过渡。',
      ],
      en: [
        'In April 2026 Example Bio launched a cell-therapy-grade cytokine series, starting with factors widely used in immune cell culture such as IL-2, IL-7, IL-15, IL-21 and GM-CSF.',
        'The series is made on a dedicated line with an animal-component-free process. Each lot is tested for purity, endotoxin (below 0.1 EU/µg), sterility, mycoplasma, host cell protein and bioactivity, with tight lot-to-lot activity control.',
        'To support supplier audits and regulatory preparation, every product comes with a certificate of analysis, a raw material origin statement and a stability data summary.',
        'Research-grade and cell-therapy-grade products share the same sequence and expression system, so customers can move smoothly from research to later stages.',
      ],
    },
    publishedAt: '2026-04-15',
  },
  {
    categoryId: 302,
    slug: 'webinar-mrna-capping-analysis-2024',
    title: { cn: '线上研讨会：mRNA加帽率分析方法与实践', en: 'Webinar: mRNA Capping Rate Analysis in Practice' },
    summary: {
      cn: '示例生物应用科学家介绍RNase H酶切-LC-MS加帽率检测的原理、探针设计要点和数据解读。',
      en: 'Example Bio application scientists explain RNase H–LC-MS capping analysis, probe design and data interpretation.',
    },
    body: {
      cn: [
        '本次线上研讨会面向从事mRNA疫苗和治疗药物研发的科研人员与工艺工程师，时长约90分钟，包括60分钟讲解和30分钟问答。',
        '主要内容：5′帽结构与功能回顾；酶法与共转录加帽的加帽率差异；RNase H嵌合探针的设计原则（探针长度、杂交链长度和酶切位置的选择）；沉淀法与磁珠法前处理的比较；LC-MS数据的解卷积与峰归属。',
        '讲解中将现场演示如何使用官网工具箱完成探针设计和反应体系计算，并分享常见问题的排查思路。',
        '报名方式：在官网在线留言中注明“加帽率研讨会”，或联系当地销售代表。参会者可获得CD002试剂盒试用资格。',
      ],
      en: [
        'This webinar is for researchers and process engineers working on mRNA vaccines and therapeutics. It lasts about 90 minutes: a 60-minute talk and 30 minutes of Q&A.',
        'Topics: the structure and function of the 5′ cap; capping rate differences between enzymatic and co-transcriptional methods; design rules for chimeric RNase H probes (probe length, hybrid length and cleavage position); precipitation versus bead-based sample preparation; deconvolution and peak assignment of LC-MS data.',
        'The speakers will demonstrate probe design and reaction system calculation with the website toolbox and share troubleshooting approaches for common problems.',
        'To register, leave an online message mentioning "capping webinar" or contact your local sales representative. Attendees may apply for a CD002 kit trial.',
      ],
    },
    publishedAt: '2024-05-02',
    event: {
      location: { cn: '线上直播', en: 'Online' },
      startsAt: '2024-05-16T14:00:00+08:00',
      endsAt: '2024-05-16T15:30:00+08:00',
    },
  },
  {
    categoryId: 302,
    slug: 'open-day-suzhou-2024',
    title: { cn: '示例生物苏州基地技术开放日', en: 'Example Bio Suzhou Site Open Day' },
    summary: {
      cn: '邀请客户参观酶制剂生产基地，了解从发酵到质检放行的完整流程。',
      en: 'Customers are invited to tour the enzyme production site, from fermentation to QC release.',
    },
    body: {
      cn: [
        '为了让客户更直观地了解产品的生产与质量控制，示例生物将在苏州酶制剂生产基地举办技术开放日。',
        '活动安排：上午参观发酵车间、纯化车间和质检实验室（参观通道外观看）；下午在应用实验室进行体外转录、酶法加帽和加帽率检测的实操演示，并安排技术交流。',
        '本次活动名额40人，优先面向mRNA研发与工艺开发团队。报名成功者将收到确认邮件和交通指引。',
        '参观时请携带身份证件，并遵守基地的安全和洁净要求。',
      ],
      en: [
        'To give customers a first-hand view of how our products are made and controlled, Example Bio is holding an open day at its Suzhou enzyme production site.',
        'Programme: in the morning, a tour of the fermentation and purification suites and QC laboratory (viewed from the visitor corridor); in the afternoon, hands-on demonstrations of IVT, enzymatic capping and capping rate analysis in the application lab, followed by technical discussion.',
        'There are 40 places, with priority for mRNA R&D and process development teams. Registered participants receive a confirmation e-mail with directions.',
        'Please bring photo ID and follow the site’s safety and cleanliness rules.',
      ],
    },
    publishedAt: '2024-09-20',
    event: {
      location: { cn: '江苏省苏州市示例生物苏州基地', en: 'Example Bio Suzhou site, Suzhou, Jiangsu' },
      startsAt: '2024-10-25T09:30:00+08:00',
      endsAt: '2024-10-25T16:30:00+08:00',
    },
  },
  {
    categoryId: 302,
    slug: 'cytokine-roadshow-2025',
    title: { cn: '2025细胞因子应用巡回讲座', en: '2025 Cytokine Applications Roadshow' },
    summary: {
      cn: '示例生物在北京、武汉、成都三地举办细胞因子与类器官培养应用讲座。',
      en: 'Example Bio seminars on cytokines and organoid culture in Beijing, Wuhan and Chengdu.',
    },
    body: {
      cn: [
        '细胞因子和生长因子是免疫细胞扩增、干细胞分化和类器官培养中不可或缺的试剂，其活性和批间一致性直接影响实验的重复性。',
        '本次巡回讲座将介绍：如何根据应用选择细胞因子的表达系统和标签；ED50与比活性的解读；类器官培养基中Wnt激动剂、R-spondin、Noggin和EGF的组合使用经验；以及如何避免内毒素对免疫细胞实验的干扰。',
        '每场讲座约2小时，现场提供产品资料和试用装申请。具体场地将在报名确认后通知，北京站4月10日、武汉站4月17日、成都站4月24日。',
        '欢迎各地科研人员通过在线留言或当地授权经销商报名。',
      ],
      en: [
        'Cytokines and growth factors are essential for immune cell expansion, stem cell differentiation and organoid culture, and their activity and lot-to-lot consistency directly affect reproducibility.',
        'The seminars cover choosing expression system and tag by application, interpreting ED50 and specific activity, combining Wnt agonists, R-spondin, Noggin and EGF in organoid media, and preventing endotoxin interference in immune cell experiments.',
        'Each seminar lasts about two hours, with product information and trial sample requests on site. Venues are sent after registration: Beijing on 10 April, Wuhan on 17 April and Chengdu on 24 April.',
        'Register through the online message form or your local authorized distributor.',
      ],
    },
    publishedAt: '2025-03-20',
    event: {
      location: { cn: '北京、武汉、成都', en: 'Beijing, Wuhan and Chengdu' },
      startsAt: '2025-04-10T14:00:00+08:00',
      endsAt: '2025-04-24T16:00:00+08:00',
    },
  },
  {
    categoryId: 302,
    slug: 'user-conference-2025',
    title: { cn: '第三届示例生物用户大会', en: 'The 3rd Example Bio User Conference' },
    summary: {
      cn: '围绕“重组蛋白与mRNA工具的质量与应用”主题，邀请用户分享实验经验与成果。',
      en: 'Users share experience and results on the theme "Quality and application of recombinant protein and mRNA tools".',
    },
    body: {
      cn: [
        '第三届示例生物用户大会将于2025年11月在上海举行，主题为“重组蛋白与mRNA工具的质量与应用”。',
        '大会设主题报告、用户经验分享和产品工作坊三个板块。用户经验分享环节邀请来自高校与企业的用户介绍使用示例生物产品完成的研究工作；产品工作坊包括mRNA加帽率检测实操和细胞因子活性检测方法交流。',
        '大会期间将发布本年度文章奖励计划的统计结果，并开放新品试用申请。',
        '参会免费，需提前注册，名额有限。会议资料将在会后通过邮件发送给注册参会者。',
      ],
      en: [
        'The 3rd Example Bio User Conference takes place in Shanghai in November 2025 on the theme "Quality and application of recombinant protein and mRNA tools".',
        'The programme has keynote talks, user experience sessions and product workshops. Users from universities and companies present research carried out with Example Bio products; the workshops offer hands-on mRNA capping rate analysis and a discussion of cytokine bioactivity assays.',
        'This year’s paper award statistics will be announced during the conference, and trial requests for new products will open.',
        'Attendance is free but registration is required and places are limited. Materials will be e-mailed to registered participants afterwards.',
      ],
    },
    publishedAt: '2025-09-15',
    event: {
      location: {
        cn: '上海市浦东新区（具体地址见报名确认邮件）',
        en: 'Pudong New Area, Shanghai (address in the confirmation e-mail)',
      },
      startsAt: '2025-11-14T09:00:00+08:00',
      endsAt: '2025-11-15T17:00:00+08:00',
    },
  },
  {
    categoryId: 302,
    slug: 'webinar-protein-qc-2026',
    title: {
      cn: '线上研讨会：重组蛋白质量评价的关键指标',
      en: 'Webinar: Key Quality Attributes of Recombinant Proteins',
    },
    summary: {
      cn: '介绍纯度、聚集体、内毒素、活性和稳定性等指标的检测方法与判读。',
      en: 'How purity, aggregates, endotoxin, activity and stability are measured and interpreted.',
    },
    body: {
      cn: [
        '选购或自制重组蛋白时，如何判断其质量是否满足实验需要？本次线上研讨会将系统介绍重组蛋白的关键质量指标。',
        '内容包括：SDS-PAGE与SEC-HPLC纯度的区别及各自局限；聚集体对细胞实验和体内实验的影响；LAL与重组C因子内毒素检测；细胞活性与结合活性检测的设计要点；加速稳定性与冻融稳定性研究。',
        '研讨会时长约60分钟，最后15分钟为问答环节。参会者可在会后下载讲义。',
        '报名方式：官网在线留言注明“蛋白质控研讨会”。',
      ],
      en: [
        'How can you tell whether a purchased or in-house protein is good enough for your experiment? This webinar walks through the key quality attributes of recombinant proteins.',
        'Topics: SDS-PAGE versus SEC-HPLC purity and their limits; the impact of aggregates on cell and animal studies; LAL and recombinant factor C endotoxin testing; designing cell-based and binding activity assays; accelerated and freeze–thaw stability studies.',
        'The webinar lasts about 60 minutes including 15 minutes of Q&A. Slides can be downloaded afterwards.',
        'To register, leave an online message mentioning "protein QC webinar".',
      ],
    },
    publishedAt: '2026-11-02',
    event: {
      location: { cn: '线上直播', en: 'Online' },
      startsAt: '2026-12-10T15:00:00+08:00',
      endsAt: '2026-12-10T16:00:00+08:00',
    },
  },
  {
    categoryId: 303,
    slug: 'mrna-applications-beyond-vaccines',
    title: { cn: '行业观察：mRNA技术从疫苗走向更多应用', en: 'Industry Insight: mRNA Beyond Vaccines' },
    summary: {
      cn: '梳理mRNA在肿瘤免疫、蛋白替代和基因编辑递送等领域的研究方向（示例生物编辑部综述）。',
      en: 'Research directions for mRNA in cancer immunotherapy, protein replacement and gene editing delivery (Example Bio editorial).',
    },
    body: {
      cn: [
        'mRNA技术在传染病疫苗领域得到大规模验证后，研究重点正在向更多治疗领域扩展。本文为示例生物编辑部根据公开综述整理的行业观察，不涉及具体公司或产品。',
        '肿瘤免疫：个体化新抗原mRNA疫苗根据患者肿瘤突变设计，与免疫检查点抑制剂联用是主要研究方向；编码细胞因子或共刺激分子的mRNA瘤内给药也在探索中。',
        '蛋白替代：对于缺失某种酶或功能蛋白的罕见病，mRNA可在体内短期表达所需蛋白，但需要重复给药，对递送系统的耐受性和mRNA的免疫原性提出了更高要求。',
        '基因编辑：以mRNA形式递送核酸酶或碱基编辑器，可使编辑蛋白只短暂存在，降低脱靶风险。这对mRNA的加帽率、完整性和dsRNA残留控制提出了严格要求。',
        '这些方向的共同点是对mRNA质量的要求更高、批量更多样化，这也推动了高性能工具酶和分析方法的发展。',
      ],
      en: [
        'After large-scale validation in infectious disease vaccines, mRNA research is expanding into more therapeutic areas. This overview was compiled by the Example Bio editorial team from public review literature and does not refer to specific companies or products.',
        'Cancer immunotherapy: personalized neoantigen mRNA vaccines designed from a patient’s tumour mutations, often combined with checkpoint inhibitors, are a major direction; intratumoral mRNA encoding cytokines or co-stimulatory molecules is also being explored.',
        'Protein replacement: for rare diseases caused by a missing enzyme or functional protein, mRNA can express the protein transiently in vivo, but repeat dosing raises the bar for delivery system tolerability and mRNA immunogenicity.',
        'Gene editing: delivering nucleases or base editors as mRNA keeps the editing protein present only briefly, lowering off-target risk, and requires tight control of capping rate, integrity and residual dsRNA.',
        'Common to these directions are higher quality demands and more varied batch sizes, which drive the development of high-performance tool enzymes and analytical methods.',
      ],
    },
    publishedAt: '2024-07-10',
  },
  {
    categoryId: 303,
    slug: 'recombinant-factor-c-endotoxin-testing',
    title: {
      cn: '行业观察：重组C因子内毒素检测的普及',
      en: 'Industry Insight: The Spread of Recombinant Factor C Endotoxin Testing',
    },
    summary: {
      cn: '重组C因子法不依赖鲎血资源，正逐步被纳入药典和企业质控体系（示例生物编辑部综述）。',
      en: 'Recombinant factor C assays do not rely on horseshoe crabs and are entering pharmacopoeias and QC systems (Example Bio editorial).',
    },
    body: {
      cn: [
        '长期以来，细菌内毒素检测依赖从鲎血中提取的鲎试剂（LAL）。随着对鲎资源保护的关注增加，以重组C因子（rFC）为核心的检测方法受到越来越多的重视。',
        'rFC法利用重组表达的C因子识别内毒素并切割荧光底物，不含G因子途径，因此不会与葡聚糖发生交叉反应，特异性更高；同时批间差异小，供应不受季节和野生资源限制。',
        '近年来多部药典已收录或正在修订重组试剂相关章节，企业在切换方法时通常需要与原方法进行比对验证，包括标准曲线、加标回收和样品干扰试验。',
        '对于试剂供应商而言，方法切换需要关注不同方法之间结果的一致性，并在分析证书中注明所用方法。示例生物将持续跟进相关标准的更新。',
      ],
      en: [
        'Bacterial endotoxin testing has long relied on limulus amebocyte lysate (LAL) extracted from horseshoe crab blood. With growing attention to horseshoe crab conservation, methods based on recombinant factor C (rFC) are receiving more interest.',
        'rFC assays use recombinantly expressed factor C to recognize endotoxin and cleave a fluorogenic substrate. Lacking the factor G pathway, they do not cross-react with glucans and are more specific; they also vary less between lots and their supply does not depend on seasons or wild populations.',
        'Several pharmacopoeias have adopted or are revising chapters on recombinant reagents. Companies switching methods usually run comparability studies against the original method, including standard curves, spike recovery and sample interference tests.',
        'For reagent suppliers, switching means watching result consistency between methods and stating the method used on the certificate of analysis. Example Bio will keep following updates to the relevant standards.',
      ],
    },
    publishedAt: '2023-08-16',
  },
  {
    categoryId: 303,
    slug: 'domestic-raw-materials-for-ivd',
    title: {
      cn: '行业观察：体外诊断核心原料的国产化趋势',
      en: 'Industry Insight: Local Sourcing of IVD Raw Materials',
    },
    summary: {
      cn: '抗原、抗体和酶等体外诊断核心原料的本土供应能力持续提升（示例生物编辑部综述）。',
      en: 'Local supply of antigens, antibodies and enzymes for in vitro diagnostics keeps improving (Example Bio editorial).',
    },
    body: {
      cn: [
        '体外诊断试剂的性能在很大程度上取决于抗原、抗体、酶和酶底物等核心原料。过去这些原料较多依赖进口，近年来本土供应商在品种覆盖和质量一致性方面进步明显。',
        '推动因素包括：供应链稳定性的需求、更快的技术支持响应、定制化开发的灵活性，以及本土供应商在重组表达和抗体筛选平台上的持续投入。',
        '对诊断试剂企业而言，更换原料需要完成性能验证，包括灵敏度、特异性、精密度和稳定性，并评估批间一致性。因此，原料供应商能否提供稳定的大批量供应和完整的质量文件至关重要。',
        '示例生物为诊断客户提供病毒抗原、抗体及分子诊断用酶的定制和批量供应，并可根据客户需求锁定批次。',
      ],
      en: [
        'The performance of in vitro diagnostic (IVD) kits depends heavily on core raw materials: antigens, antibodies, enzymes and substrates. These were once largely imported; in recent years local suppliers have improved markedly in range and consistency.',
        'Drivers include supply chain resilience, faster technical support, flexible custom development and continued investment by local suppliers in recombinant expression and antibody screening platforms.',
        'For IVD manufacturers, changing a raw material requires performance verification of sensitivity, specificity, precision and stability, plus an assessment of lot-to-lot consistency. A supplier’s ability to provide stable bulk supply and complete quality documentation is therefore essential.',
        'Example Bio offers custom and bulk supply of viral antigens, antibodies and molecular diagnostic enzymes to diagnostic customers and can reserve lots on request.',
      ],
    },
    publishedAt: '2025-06-05',
  },
  {
    categoryId: 303,
    slug: 'organoid-culture-growth-factors',
    title: {
      cn: '行业观察：类器官培养对生长因子的新需求',
      en: 'Industry Insight: What Organoid Culture Needs from Growth Factors',
    },
    summary: {
      cn: '类器官在疾病模型和药物筛选中的应用扩大，对生长因子的活性和一致性提出更高要求（示例生物编辑部综述）。',
      en: 'As organoids spread in disease modelling and drug screening, growth factor activity and consistency matter more (Example Bio editorial).',
    },
    body: {
      cn: [
        '类器官是由干细胞在三维培养条件下自组织形成的微型组织结构，已被广泛用于疾病建模、药物筛选和个体化医疗研究。',
        '类器官培养基通常包含多种生长因子和信号通路调节剂，例如EGF、Noggin、R-spondin、Wnt激动剂和FGF家族成员。这些因子的浓度和活性直接影响类器官的形成效率、形态和分化状态。',
        '随着类器官被用于高通量药物筛选，实验规模扩大，研究者对生长因子的批间一致性、无动物源成分和成本提出了更高要求。部分实验室开始使用重组表达的替代物来取代条件培养基，以提高可重复性。',
        '建议在更换生长因子批次或供应商时，进行并行培养比较，记录类器官形成效率和关键标志物表达，以确保实验结果的连续性。',
      ],
      en: [
        'Organoids are miniature tissues that self-organize from stem cells in three-dimensional culture and are widely used in disease modelling, drug screening and personalized medicine research.',
        'Organoid media usually combine several growth factors and pathway modulators, such as EGF, Noggin, R-spondin, Wnt agonists and FGF family members. Their concentration and activity directly affect organoid formation efficiency, morphology and differentiation.',
        'As organoids move into high-throughput screening and experiments grow larger, researchers ask for better lot-to-lot consistency, animal-component-free production and lower cost. Some laboratories replace conditioned media with recombinant alternatives to improve reproducibility.',
        'When changing a growth factor lot or supplier, run parallel cultures and record formation efficiency and key marker expression to keep results continuous.',
      ],
    },
    publishedAt: '2026-02-11',
  },
]

// ---------------------------------------------------------------------------------------------------
// About Us (6)
// ---------------------------------------------------------------------------------------------------
const about: SeedArticle[] = [
  {
    categoryId: 401,
    slug: 'company-profile',
    title: { cn: '公司简介', en: 'Company Profile' },
    summary: {
      cn: '示例生物是一家专注于重组蛋白、mRNA合成用酶及相关试剂研发、生产与服务的生物技术公司（虚构演示企业）。',
      en: 'Example Bio is a biotechnology company developing, manufacturing and servicing recombinant proteins, mRNA synthesis enzymes and related reagents (a fictional demo company).',
    },
    body: {
      cn: [
        '示例生物（本网站的虚构演示企业）成立于2014年，总部位于上海，在苏州设有酶制剂生产基地，专注于重组蛋白、mRNA合成用酶、抗体及检测试剂盒的研发、生产和销售，并提供蛋白表达、mRNA合成、抗体开发和加帽率检测等技术服务。',
        '公司拥有大肠杆菌、酵母、昆虫细胞和哺乳动物细胞四大表达平台，产品涵盖细胞因子与生长因子、免疫检查点与CD抗原、病毒抗原、mRNA合成用酶、分子生物学用酶、抗体和试剂盒等类别，服务于高校、科研院所、医院及生物医药企业。',
        '示例生物坚持以质量为本，已建立ISO 9001质量管理体系，每批产品均经过纯度、内毒素和生物学活性等检测，并提供可在线下载的分析证书。',
        '公司在全国设有华东、华北、华南等销售与技术支持团队，并通过授权经销商网络覆盖全国各省份。客户服务热线400-600-0940（免费），工作时间9:00–17:30，在线留言24小时内回复。',
        '我们的使命是为生命科学研究和生物医药产业提供可靠、易用的工具，让每一个实验都更有把握。',
      ],
      en: [
        'Example Bio (the fictional demo company of this website) was founded in 2014 with headquarters in Shanghai and an enzyme production site in Suzhou. It develops, manufactures and sells recombinant proteins, mRNA synthesis enzymes, antibodies and assay kits and offers protein expression, mRNA synthesis, antibody development and capping rate analysis services.',
        'With four expression platforms (E. coli, yeast, insect and mammalian cells), the catalogue covers cytokines and growth factors, immune checkpoints and CD antigens, viral antigens, enzymes for mRNA synthesis, molecular biology enzymes, antibodies and kits, serving universities, research institutes, hospitals and biopharma companies.',
        'Quality comes first: Example Bio runs an ISO 9001 quality management system, tests every lot for purity, endotoxin and bioactivity, and provides certificates of analysis for download online.',
        'Sales and technical support teams cover East, North and South China, and authorized distributors serve every province. The free customer hotline 400-600-0940 is open 9:00–17:30, and online messages are answered within 24 hours.',
        'Our mission is to give life science research and the biopharma industry reliable, easy-to-use tools, so that every experiment is on firmer ground.',
      ],
    },
    publishedAt: '2022-01-05',
  },
  {
    categoryId: 402,
    slug: 'milestones',
    title: { cn: '发展历程', en: 'Milestones' },
    summary: {
      cn: '从上海的一间实验室到覆盖全国的产品与服务网络（演示数据）。',
      en: 'From one laboratory in Shanghai to a nationwide product and service network (demo data).',
    },
    body: {
      cn: [
        '2014年：示例生物在上海成立，首批推出20余种重组细胞因子。2016年：建立哺乳动物细胞表达平台，免疫检查点蛋白系列上市；同年启动文章奖励计划。',
        '2018年：产品数量突破1000种；抗体定制开发服务上线。2020年：推出病毒抗原系列，并建立mRNA合成用酶研发团队。',
        '2021年：T7 RNA聚合酶、加帽酶和2′-O-甲基转移酶上市；截至年底，产品被约1500篇论文引用。2022年：通过ISO 9001质量管理体系认证；文章奖励计划累计奖励论文超过2400篇。',
        '2023年：苏州酶制剂生产基地投入使用；mRNA定制合成服务上线。2024年：CD002 mRNA加帽率检测试剂盒（沉淀法）上市，加帽率检测服务开放。',
        '2025年：官网上线mRNA加帽率工具箱；第三届用户大会在上海举办。2026年：推出细胞治疗级细胞因子系列。',
      ],
      en: [
        '2014: Example Bio is founded in Shanghai and launches its first 20-plus recombinant cytokines. 2016: the mammalian expression platform is built and the immune checkpoint protein series launches; the paper award programme starts the same year.',
        '2018: the catalogue passes 1,000 products and the custom antibody development service opens. 2020: viral antigens launch and an mRNA synthesis enzyme R&D team is formed.',
        '2021: T7 RNA polymerase, capping enzyme and 2′-O-methyltransferase launch; by year end our products are cited in about 1,500 papers. 2022: ISO 9001 certification; the paper award programme passes 2,400 rewarded papers.',
        '2023: the Suzhou enzyme production site opens and the custom mRNA synthesis service launches. 2024: the CD002 mRNA Capping Rate Detection Kit (precipitation method) launches and the capping rate analysis service opens.',
        '2025: the mRNA capping rate toolbox goes live on the website and the 3rd User Conference is held in Shanghai. 2026: the cell-therapy-grade cytokine series launches.',
      ],
    },
    publishedAt: '2022-01-05',
  },
  {
    categoryId: 403,
    slug: 'certificates-and-honors',
    title: { cn: '资质荣誉', en: 'Certificates & Honors' },
    summary: {
      cn: '示例生物的质量体系认证、知识产权与所获荣誉（演示内容，均为虚构）。',
      en: 'Quality certification, intellectual property and honours of Example Bio (demo content, all fictional).',
    },
    body: {
      cn: [
        '以下内容为演示网站的虚构示例，不代表任何真实企业的资质或荣誉。',
        '质量体系：ISO 9001:2015质量管理体系认证（认证范围：重组蛋白、工具酶及检测试剂盒的研发、生产和销售），证书编号示例：DEMO-QMS-2022-0001。',
        '知识产权：公司累计申请发明专利40余项（演示数据），涉及重组蛋白表达纯化工艺、mRNA加帽率检测方法和工具酶突变体等方向；拥有“示例生物”及“Example Bio”注册商标。',
        '荣誉：高新技术企业（演示）；上海市专精特新中小企业（演示）；“年度优秀生命科学试剂供应商”（示例行业协会颁发，演示）。',
        '如需获取资质文件副本用于供应商审核，请通过在线留言或联系销售代表申请。',
      ],
      en: [
        'The following is fictional example content of a demo website and does not describe the certificates or honours of any real company.',
        'Quality system: ISO 9001:2015 quality management certification (scope: development, manufacturing and sale of recombinant proteins, tool enzymes and assay kits), example certificate number DEMO-QMS-2022-0001.',
        'Intellectual property: more than 40 invention patent applications (demo figure) covering protein expression and purification processes, mRNA capping rate analysis methods and engineered tool enzymes; registered trademarks "示例生物" and "Example Bio".',
        'Honours: High-Tech Enterprise (demo); Shanghai specialized and innovative SME (demo); "Life Science Reagent Supplier of the Year" awarded by an example industry association (demo).',
        'To obtain copies of certificates for supplier qualification, leave an online message or contact your sales representative.',
      ],
    },
    publishedAt: '2022-01-05',
  },
]

// ---------------------------------------------------------------------------------------------------
// Investors (679): every figure below is invented demo data
// ---------------------------------------------------------------------------------------------------
const investors: SeedArticle[] = [
  {
    categoryId: 501,
    slug: 'notice-annual-general-meeting-2025',
    title: { cn: '关于召开2024年年度股东大会的通知', en: 'Notice of the 2024 Annual General Meeting' },
    summary: {
      cn: '示例生物定于2025年5月召开2024年年度股东大会（演示公告）。',
      en: 'Example Bio will hold its 2024 Annual General Meeting in May 2025 (demo announcement).',
    },
    body: {
      cn: [
        '本公告为演示网站的虚构内容。示例生物科技有限公司（以下简称“公司”）董事会决定于2025年5月20日14:00在上海公司总部会议室召开2024年年度股东大会，会议采用现场投票与网络投票相结合的方式。',
        '会议审议事项：2024年度董事会工作报告；2024年度监事会工作报告；2024年度财务决算报告；2024年度利润分配预案；关于续聘2025年度审计机构的议案。',
        '股权登记日为2025年5月13日。登记在册的股东均有权出席股东大会，并可以书面形式委托代理人出席会议和参加表决。',
        '会议联系人：董事会办公室；联系电话：021-55550000；电子邮箱：ir@example.com。',
      ],
      en: [
        'This announcement is fictional content of a demo website. The board of Example Bio Co., Ltd. (the "Company") has resolved to hold the 2024 Annual General Meeting at 14:00 on 20 May 2025 in the meeting room of the Shanghai headquarters, with on-site and online voting.',
        'Agenda: the 2024 report of the board of directors; the 2024 report of the supervisory board; the 2024 final financial accounts; the 2024 profit distribution proposal; the reappointment of the auditor for 2025.',
        'The record date is 13 May 2025. Shareholders on the register may attend in person or appoint a proxy in writing to attend and vote.',
        'Contact: Board Office; telephone 021-55550000; e-mail ir@example.com.',
      ],
    },
    publishedAt: '2025-04-25',
  },
  {
    categoryId: 501,
    slug: 'resolutions-annual-general-meeting-2025',
    title: { cn: '2024年年度股东大会决议公告', en: 'Resolutions of the 2024 Annual General Meeting' },
    summary: {
      cn: '2024年年度股东大会审议通过全部议案（演示公告）。',
      en: 'All proposals were approved at the 2024 Annual General Meeting (demo announcement).',
    },
    body: {
      cn: [
        '本公告为演示网站的虚构内容。公司2024年年度股东大会于2025年5月20日在上海召开，出席会议的股东及股东代理人所持有表决权股份数占公司有表决权股份总数的68.5%（演示数据）。',
        '会议以现场投票与网络投票相结合的方式审议通过了全部五项议案，包括2024年度利润分配预案：以总股本为基数，向全体股东每10股派发现金红利1.00元（含税）（演示数据）。',
        '律师见证意见：本次股东大会的召集、召开程序、出席会议人员资格及表决程序均符合相关规定，表决结果合法有效。',
      ],
      en: [
        'This announcement is fictional content of a demo website. The Company’s 2024 Annual General Meeting was held in Shanghai on 20 May 2025; shareholders and proxies present held 68.5% of the voting shares (demo figure).',
        'All five proposals were approved by on-site and online voting, including the 2024 profit distribution plan: a cash dividend of CNY 1.00 (tax included) per 10 shares to all shareholders based on total share capital (demo figure).',
        'Legal opinion: the convening and conduct of the meeting, the qualification of attendees and the voting procedure complied with the applicable rules, and the results are lawful and valid.',
      ],
    },
    publishedAt: '2025-05-21',
  },
  {
    categoryId: 501,
    slug: 'announcement-new-production-site-investment',
    title: {
      cn: '关于投资建设苏州酶制剂生产基地二期项目的公告',
      en: 'Announcement on Investment in Phase II of the Suzhou Enzyme Site',
    },
    summary: {
      cn: '公司拟投资建设苏州生产基地二期项目，扩大mRNA合成用酶和诊断酶产能（演示公告）。',
      en: 'The Company plans Phase II of the Suzhou site to expand capacity for mRNA synthesis and diagnostic enzymes (demo announcement).',
    },
    body: {
      cn: [
        '本公告为演示网站的虚构内容。为满足mRNA研发和体外诊断客户日益增长的需求，公司董事会审议通过了投资建设苏州酶制剂生产基地二期项目的议案。',
        '项目概况：计划新增建筑面积约8000平方米，建设发酵、纯化、灌装和质检设施，预计总投资约1.2亿元（演示数据），资金来源为公司自有资金。建设周期约24个月。',
        '对公司的影响：项目建成后将进一步提升工具酶产能和大包装供货能力，有利于增强公司在核酸工具酶领域的竞争力。项目实施存在建设进度和市场需求变化等风险，敬请投资者注意投资风险。',
      ],
      en: [
        'This announcement is fictional content of a demo website. To meet growing demand from mRNA R&D and IVD customers, the board approved an investment in Phase II of the Suzhou enzyme production site.',
        'Overview: about 8,000 m² of new floor space for fermentation, purification, filling and QC, with a planned total investment of about CNY 120 million (demo figure) funded from the Company’s own resources and a construction period of about 24 months.',
        'Impact: once completed, the project will increase tool enzyme capacity and bulk supply and strengthen the Company’s position in nucleic acid enzymes. Risks include construction delays and changes in market demand; investors are reminded of investment risk.',
      ],
    },
    publishedAt: '2026-03-30',
  },
  {
    categoryId: 502,
    slug: 'annual-report-2024-summary',
    title: { cn: '2024年年度报告摘要', en: '2024 Annual Report Summary' },
    summary: {
      cn: '2024年公司营业收入同比增长，mRNA合成用酶业务增长显著（演示数据）。',
      en: 'Revenue grew in 2024, led by enzymes for mRNA synthesis (demo figures).',
    },
    body: {
      cn: [
        '本摘要为演示网站的虚构内容，所有数据均为演示数据，不构成任何投资建议。',
        '经营概况：2024年公司实现营业收入3.26亿元，同比增长18.4%；归属于股东的净利润5120万元，同比增长12.7%。研发投入4380万元，占营业收入的13.4%。',
        '业务分析：重组蛋白产品收入占比约58%，保持稳定增长；mRNA合成用酶及加帽率检测相关产品收入同比增长46%，成为增长最快的业务；技术服务收入占比约15%。',
        '重点工作：CD002加帽率检测试剂盒上市；苏州生产基地全面投产；新增授权经销商3家，经销网络覆盖全部省级行政区。',
        '2025年展望：公司将继续加大研发投入，推出细胞治疗级产品线，并推进苏州基地二期规划。',
      ],
      en: [
        'This summary is fictional content of a demo website; all figures are demo data and not investment advice.',
        'Overview: in 2024 revenue reached CNY 326 million, up 18.4% year on year; net profit attributable to shareholders was CNY 51.2 million, up 12.7%. R&D spending was CNY 43.8 million, 13.4% of revenue.',
        'Business review: recombinant proteins contributed about 58% of revenue with steady growth; enzymes for mRNA synthesis and capping analysis products grew 46% and were the fastest-growing business; services contributed about 15%.',
        'Highlights: launch of the CD002 capping rate kit; full operation of the Suzhou site; three new authorized distributors, bringing distribution to every provincial-level region.',
        'Outlook for 2025: continued R&D investment, a cell-therapy-grade product line and planning of Phase II of the Suzhou site.',
      ],
    },
    publishedAt: '2025-04-25',
  },
  {
    categoryId: 502,
    slug: 'half-year-report-2025-summary',
    title: { cn: '2025年半年度报告摘要', en: '2025 Interim Report Summary' },
    summary: {
      cn: '2025年上半年公司经营稳健，研发投入持续增加（演示数据）。',
      en: 'Stable operations and rising R&D investment in the first half of 2025 (demo figures).',
    },
    body: {
      cn: [
        '本摘要为演示网站的虚构内容，所有数据均为演示数据，不构成任何投资建议。',
        '经营概况：2025年上半年公司实现营业收入1.74亿元，同比增长15.2%；归属于股东的净利润2690万元，同比增长9.8%。',
        '研发进展：报告期内新增上市产品120余种，包括细胞治疗级细胞因子候选品和新型分子诊断用酶；官网mRNA加帽率工具箱上线，累计使用超过1万次（演示数据）。',
        '风险提示：行业竞争加剧可能影响产品价格；原材料价格波动可能影响毛利率。公司将通过工艺优化和规模效应应对上述风险。',
      ],
      en: [
        'This summary is fictional content of a demo website; all figures are demo data and not investment advice.',
        'Overview: revenue for the first half of 2025 was CNY 174 million, up 15.2% year on year; net profit attributable to shareholders was CNY 26.9 million, up 9.8%.',
        'R&D: more than 120 new products were launched, including cell-therapy-grade cytokine candidates and new molecular diagnostic enzymes; the mRNA capping rate toolbox went live on the website and was used more than 10,000 times (demo figure).',
        'Risks: stronger competition may put pressure on prices and raw material price swings may affect gross margin. The Company addresses these through process optimization and economies of scale.',
      ],
    },
    publishedAt: '2025-08-28',
  },
  {
    categoryId: 503,
    slug: 'corporate-governance-structure',
    title: { cn: '公司治理结构', en: 'Corporate Governance Structure' },
    summary: {
      cn: '介绍示例生物股东大会、董事会、监事会及专门委员会的设置与职责（演示内容）。',
      en: 'The shareholders’ meeting, board, supervisory board and board committees of Example Bio (demo content).',
    },
    body: {
      cn: [
        '本页为演示网站的虚构内容。公司按照相关法律法规和公司章程，建立了由股东大会、董事会、监事会和经营管理层组成的治理结构，各机构权责明确、相互制衡。',
        '股东大会是公司的最高权力机构，决定公司经营方针、选举和更换董事与监事、审议利润分配方案等重大事项。',
        '董事会由7名董事组成，其中独立董事3名。董事会下设战略委员会、审计委员会、提名委员会和薪酬与考核委员会，审计委员会、提名委员会和薪酬与考核委员会中独立董事占多数并担任召集人。',
        '监事会由3名监事组成，其中职工代表监事1名，负责监督董事和高级管理人员履职情况及公司财务。',
        '经营管理层由总经理、副总经理、财务负责人和董事会秘书组成，在董事会授权范围内负责公司日常经营管理。',
      ],
      en: [
        'This page is fictional content of a demo website. Under applicable law and its articles of association, the Company has a governance structure of shareholders’ meeting, board of directors, supervisory board and management, with clear responsibilities and checks and balances.',
        'The shareholders’ meeting is the highest authority and decides on business policy, the election and replacement of directors and supervisors, profit distribution and other major matters.',
        'The board has seven directors, three of them independent. It has strategy, audit, nomination, and remuneration and appraisal committees; independent directors form the majority of and chair the audit, nomination and remuneration committees.',
        'The supervisory board has three members, including one employee representative, and oversees the performance of directors and senior managers and the Company’s finances.',
        'Management consists of the general manager, deputy general managers, the chief financial officer and the board secretary, who run daily operations within the authority delegated by the board.',
      ],
    },
    publishedAt: '2024-06-30',
  },
  {
    categoryId: 503,
    slug: 'information-disclosure-and-investor-relations-policy',
    title: { cn: '信息披露与投资者关系管理制度', en: 'Information Disclosure and Investor Relations Policy' },
    summary: {
      cn: '公司信息披露原则、投资者沟通渠道及内幕信息管理要点（演示内容）。',
      en: 'Disclosure principles, investor communication channels and inside information management (demo content).',
    },
    body: {
      cn: [
        '本页为演示网站的虚构内容。公司遵循真实、准确、完整、及时、公平的原则履行信息披露义务，确保所有投资者平等获取公司信息。',
        '董事会秘书负责组织和协调信息披露及投资者关系管理工作，董事会办公室为日常工作机构。定期报告和临时公告均在本网站“投资者关系”栏目同步发布。',
        '投资者沟通渠道包括：投资者热线021-55550000（工作日9:00–17:30）、投资者邮箱ir@example.com、业绩说明会和投资者接待日。公司不在上述渠道透露未公开的重大信息。',
        '内幕信息管理：公司建立内幕信息知情人登记制度，在定期报告披露前的静默期内不接待投资者调研，相关人员不得利用内幕信息买卖公司证券。',
      ],
      en: [
        'This page is fictional content of a demo website. The Company discloses information truthfully, accurately, completely, promptly and fairly, so that all investors have equal access.',
        'The board secretary organizes disclosure and investor relations, with the Board Office handling day-to-day work. Periodic reports and ad hoc announcements are published at the same time in the Investors section of this website.',
        'Investor channels: the investor hotline 021-55550000 (working days 9:00–17:30), the e-mail address ir@example.com, results briefings and investor reception days. Undisclosed material information is never shared through these channels.',
        'Inside information: the Company keeps a register of insiders, does not receive investor visits during the quiet period before periodic reports, and prohibits trading in its securities on the basis of inside information.',
      ],
    },
    publishedAt: '2024-06-30',
  },
]

// ---------------------------------------------------------------------------------------------------
// Legal pages (category 6, shown by /rich-detail and linked from the footer). Demo text.
// ---------------------------------------------------------------------------------------------------
const legal: SeedArticle[] = [
  {
    categoryId: 6,
    slug: 'privacy-policy',
    title: { cn: '隐私政策', en: 'Privacy Policy' },
    summary: {
      cn: '说明示例生物演示网站收集哪些个人信息、用于何种目的、保存多久以及如何联系我们（演示文本）。',
      en: 'What personal information the Example Bio demo website collects, why, for how long, and how to contact us (demo text).',
    },
    body: {
      cn: [
        '【演示文本】本隐私政策适用于虚构企业“示例生物”的演示网站，仅用于展示网站功能，不构成任何真实企业的法律文件。正式上线前，请由法律顾问根据实际业务和《中华人民共和国个人信息保护法》等法律法规审阅和修订。',
        '我们收集的信息：当您注册账户、提交询价、在线留言、申请试用装、下载分析证书（COA）、提交新产品建议或申请文章奖励时，我们会收集您在表单中填写的信息，包括姓名、单位/公司、部门、手机号码、电子邮箱、所在省份（地区）和所属行业；部分表单还包括收货地址、货号与批号、留言内容。文章奖励申请还需要身份证号码、身份证正反面照片、论文信息和收款账户信息，这些属于敏感个人信息，仅在您主动提交时收集。',
        '自动收集的信息：为记住您选择的语言，我们会设置名为i18n_redirected的Cookie，有效期365天；为统计访问来源，我们会在会话存储中记录随机会话标识和来源页面（如搜索引擎）。我们不使用这些信息识别您的身份。',
        '使用目的：处理订单和发货；回复询价、留言和技术咨询（我们承诺24小时内回复）；审核试用装和文章奖励申请并发放奖励、依法代扣代缴个人所得税；提供分析证书；在您勾选同意后向您发送产品和活动信息；改进网站和产品。您提交的新产品建议信息将被保密处理。',
        '共享与委托处理：为完成配送，我们会向物流服务商提供收件人姓名、电话和地址；为就近服务，我们可能将询价信息转交负责您所在省份的授权经销商。除法律法规要求外，我们不会向其他第三方出售或提供您的个人信息。',
        '保存期限：账户信息在账户存续期间保存，注销后30日内删除或匿名化；询价、留言和试用申请记录自提交之日起保存3年；订单和文章奖励相关的财务与税务记录按法律规定的期限保存；身份证照片在奖励发放完成后90日内删除。',
        '您的权利与联系方式：您可以在用户中心查询和更正个人信息、撤回营销信息订阅同意或申请注销账户。如对本政策有任何疑问，或需行使查阅、复制、更正、删除等权利，请发送邮件至privacy@example.com或拨打400-600-0940（工作时间9:00–17:30），我们将在15个工作日内答复。',
      ],
      en: [
        '[Demo text] This privacy policy belongs to the demo website of the fictional company Example Bio. It only illustrates the site’s features and is not a legal document of any real company. Before going live it must be reviewed and adapted by legal counsel to the actual business and to applicable law, including the Personal Information Protection Law of the People’s Republic of China.',
        'Information we collect: when you register, send a price enquiry or online message, request a trial sample, download a certificate of analysis (COA), suggest a new product or apply for the paper award, we collect what you enter in the form: name, company or institution, department, phone number, e-mail address, province (region) and industry; some forms also ask for a delivery address, catalog and lot numbers or a message. Paper award applications additionally require an ID number, photos of both sides of the ID card, paper details and bank account information; this is sensitive personal information and is collected only when you submit it.',
        'Information collected automatically: to remember your language we set a cookie named i18n_redirected that lasts 365 days; to measure traffic sources we keep a random session identifier and the referring page (for example a search engine) in session storage. We do not use this information to identify you.',
        'Purposes: processing and shipping orders; answering enquiries, messages and technical questions (we promise a reply within 24 hours); reviewing trial and paper award applications, paying awards and withholding income tax as required by law; providing certificates of analysis; sending product and event news if you opted in; and improving the website and products. Suggestions for new products are treated as confidential.',
        'Sharing and processors: to deliver orders we give the recipient’s name, phone number and address to logistics providers; to serve you locally we may pass an enquiry to the authorized distributor for your province. Except where the law requires, we do not sell or disclose your personal information to other third parties.',
        'Retention: account data is kept while the account exists and deleted or anonymized within 30 days after it is closed; enquiry, message and trial records are kept for 3 years from submission; financial and tax records of orders and paper awards are kept for the period required by law; ID card photos are deleted within 90 days after the award is paid.',
        'Your rights and contact: in the user centre you can view and correct your information, withdraw consent to marketing messages or close your account. For questions about this policy or to exercise your rights of access, copy, correction or deletion, e-mail privacy@example.com or call 400-600-0940 (9:00–17:30). We answer within 15 working days.',
      ],
    },
    publishedAt: '2026-01-01',
  },
  {
    categoryId: 6,
    slug: 'terms-conditions',
    title: { cn: '使用条款', en: 'Terms and Conditions' },
    summary: {
      cn: '访问和使用示例生物演示网站、在线订购产品和服务时适用的条款（演示文本）。',
      en: 'Terms for using the Example Bio demo website and ordering products and services online (demo text).',
    },
    body: {
      cn: [
        '【演示文本】本条款适用于虚构企业“示例生物”的演示网站，仅用于展示网站功能，不构成任何真实的合同条款。正式使用前须经法律顾问审阅。访问或使用本网站即表示您同意遵守以下条款。',
        '产品用途：本网站展示的所有产品仅供科学研究使用，不得用于人体或动物的诊断、治疗，也不得作为药品、食品或化妆品成分使用，另有书面约定的除外。用户应确保具备安全使用产品所需的专业知识和实验条件。',
        '账户：您应提供真实、准确的注册信息并妥善保管账户密码。通过您的账户进行的操作视为您本人的行为。如发现账户被盗用，请立即联系我们。',
        '订单与价格：网站显示的价格以人民币计价，可能随时调整，以订单确认时的价格为准；标注“询价”的产品请提交询价单获取报价。订单在我们发出确认后成立。因库存或其他原因无法履约时，我们将及时通知并全额退款。',
        '知识产权：本网站的文字、图片、产品资料、工具箱计算方法和软件等内容的知识产权归示例生物或相关权利人所有。未经书面许可，不得复制、转载或用于商业目的；个人学习和科研引用请注明来源。',
        '免责声明：网站中的技术文章、实验方案和工具箱计算结果仅供参考，不能替代用户自身的实验验证。在法律允许的范围内，示例生物对因使用本网站信息造成的间接损失不承担责任，因产品质量问题承担的责任以所涉产品的价款为限。',
        '适用法律与变更：本条款适用中华人民共和国法律。示例生物可不时修订本条款，修订后的条款在网站公布后生效。如有疑问，请发送邮件至product@example.com或拨打400-600-0940。',
      ],
      en: [
        '[Demo text] These terms belong to the demo website of the fictional company Example Bio. They only illustrate the site’s features, are not real contractual terms and must be reviewed by legal counsel before real use. By visiting or using this website you agree to the following terms.',
        'Intended use: all products shown on this website are for research use only. They must not be used for diagnosis or treatment of humans or animals, or as ingredients of medicines, food or cosmetics, unless agreed otherwise in writing. Users must have the expertise and facilities to handle the products safely.',
        'Accounts: provide true and accurate registration information and keep your password safe. Actions taken through your account are treated as your own. Tell us immediately if you suspect misuse of your account.',
        'Orders and prices: prices are shown in CNY, may change at any time, and the price at order confirmation applies; for products marked "inquiry", submit an enquiry to receive a quotation. A contract is formed when we confirm the order. If we cannot fulfil an order because of stock or other reasons, we tell you promptly and refund in full.',
        'Intellectual property: texts, images, product documents, toolbox calculation methods and software on this website belong to Example Bio or the respective rights holders. They may not be copied, republished or used commercially without written permission; please cite the source for personal study and research.',
        'Disclaimer: technical articles, protocols and toolbox results are for reference only and do not replace your own experimental validation. To the extent permitted by law, Example Bio is not liable for indirect losses arising from use of information on this website, and liability for defective products is limited to the price of the products concerned.',
        'Governing law and changes: these terms are governed by the laws of the People’s Republic of China. Example Bio may revise them from time to time; revised terms take effect when published on this website. Questions: product@example.com or 400-600-0940.',
      ],
    },
    publishedAt: '2026-01-01',
  },
  {
    categoryId: 6,
    slug: 'trademark',
    title: { cn: '商标信息', en: 'Trademark Information' },
    summary: {
      cn: '示例生物演示网站中使用的商标及其使用规则（演示文本）。',
      en: 'Trademarks used on the Example Bio demo website and how they may be used (demo text).',
    },
    body: {
      cn: [
        '【演示文本】“示例生物”是本演示网站使用的虚构品牌，以下内容仅用于展示网站功能，不代表任何真实商标的注册状态或权利归属。',
        '“示例生物”、“Example Bio”及其标志是示例生物的商标。本网站中出现的产品名称、图形和标识，除另有说明外，均属于示例生物。',
        '未经书面许可，任何人不得在商品、包装、广告、域名或企业名称中使用上述商标或与之近似的标识，也不得以可能使公众误认为与示例生物存在关联、授权或赞助关系的方式使用。',
        '授权经销商可在其宣传资料中按照示例生物提供的品牌规范使用上述标志，并应注明“授权经销商”字样。科研人员在论文中引用产品时，可使用“示例生物（Example Bio）”及产品货号标明来源，无需另行申请许可。',
        '本网站提及的其他公司名称、产品名称和商标归其各自所有者所有，仅用于说明用途。如对商标使用有疑问，请联系product@example.com。',
      ],
      en: [
        '[Demo text] "Example Bio" is a fictional brand used by this demo website. The following only illustrates the site’s features and says nothing about the registration or ownership of any real trademark.',
        '"示例生物", "Example Bio" and the associated logo are trademarks of Example Bio. Unless stated otherwise, product names, graphics and logos on this website belong to Example Bio.',
        'Without written permission, no one may use these trademarks or confusingly similar signs on goods, packaging, advertising, domain names or company names, or in any way that suggests an affiliation with, authorization by or sponsorship of Example Bio.',
        'Authorized distributors may use the marks in their promotional materials according to the brand guidelines provided by Example Bio and must label themselves as an "authorized distributor". Researchers citing products in publications may write "Example Bio (示例生物)" with the catalog number without asking for permission.',
        'Other company names, product names and trademarks mentioned on this website belong to their respective owners and are used for identification only. Questions about trademark use: product@example.com.',
      ],
    },
    publishedAt: '2026-01-01',
  },
]

export const articles: SeedArticle[] = [...services, ...resources, ...news, ...about, ...investors, ...legal]
