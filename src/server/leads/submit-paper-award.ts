import type { Payload } from 'payload'
import { messageKey } from '../../domain/leads/form-steps'
import {
  award,
  highestImpactFactorNote,
  normaliseDoi,
  PAPER_AWARD_MESSAGES,
  type PaperAwardApplicant,
  type PaperAwardLab,
  type PaperAwardPaper,
  type PaperAwardProduct,
  type PaperAwardRefusal,
  type PaperAwardRemittance,
  refuseAwardFiles,
  refuseTakenPaper,
} from '../../domain/leads/paper-award'
import { VALIDATION_MESSAGES } from '../../domain/shared/validation'
import { now } from '../../services/clock'
import type { LeadContext } from './lead-context'
import { LeadRefusal } from './lead-refusal'
import { storeLead } from './store-lead'

/** The five checked steps of the paper award form (src/domain/leads/paper-award.ts). */
export interface PaperAwardInput {
  applicant: PaperAwardApplicant
  lab: PaperAwardLab
  paper: PaperAwardPaper
  product: PaperAwardProduct
  remittance: PaperAwardRemittance
}

export interface PaperAwardReceipt {
  id: number
  /** The award computed from the impact factor, in yuan: gross, the 20% tax withheld, what is remitted. */
  bonusAmount: number
  taxWithheld: number
  netAmount: number
}

interface FileDoc {
  id: number
  fileId: string
  purpose: string
  claimedAt?: string | null
}

/** The private-files records of the ids, each of the purpose and not yet attached to an application. */
async function unclaimedFiles(payload: Payload, ids: string[], purpose: string): Promise<Map<string, FileDoc>> {
  const found = await payload.find({
    collection: 'private-files',
    where: { fileId: { in: ids } },
    limit: ids.length,
    depth: 0,
    overrideAccess: true,
  })
  const usable = new Map<string, FileDoc>()
  for (const doc of found.docs as FileDoc[]) if (doc.purpose === purpose && !doc.claimedAt) usable.set(doc.fileId, doc)
  return usable
}

function refusal(r: PaperAwardRefusal): LeadRefusal {
  return new LeadRefusal(messageKey(r.messageKey), { step: r.step, field: r.field, conflict: r.conflict })
}

/**
 * A paper award application (/reward, spec sections 3, 5 and 9), its steps already checked (and its captcha
 * solved) by the caller: checks what the database holds (the area, the uploaded files: two different ID
 * images and the paper files, each uploaded for its purpose and not claimed; one applicant per paper), then
 * stores the application with the award computed from the impact factor, claims its files and queues its
 * notification mails in ONE transaction. A refusal is a LeadRefusal naming the step and field.
 */
export async function submitPaperAward(ctx: LeadContext, input: PaperAwardInput): Promise<PaperAwardReceipt> {
  const { payload } = ctx
  const { applicant, lab, paper, product, remittance } = input

  const area = await payload.count({ collection: 'areas', where: { id: { equals: applicant.areaId } } })
  if (!area.totalDocs) {
    throw new LeadRefusal(messageKey(VALIDATION_MESSAGES.notInList), { step: 'applicant', field: 'areaId' })
  }
  const paperIds = [...new Set(paper.paperFiles)]
  const [images, papers] = await Promise.all([
    unclaimedFiles(payload, [applicant.imageId1, applicant.imageId2], 'id-image'),
    unclaimedFiles(payload, paperIds, 'paper'),
  ])
  const filesRefused = refuseAwardFiles({
    imageId1: applicant.imageId1,
    imageId2: applicant.imageId2,
    paperIds,
    usableImages: new Set(images.keys()),
    usablePapers: new Set(papers.keys()),
  })
  if (filesRefused) throw refusal(filesRefused)

  const doiKey = normaliseDoi(paper.doi)
  const taken = await payload.count({
    collection: 'paper-rewards',
    where: { doiKey: { equals: doiKey } },
    overrideAccess: true,
  })
  const paperRefused = refuseTakenPaper(taken.totalDocs)
  if (paperRefused) throw refusal(paperRefused)

  const amounts = award(paper.influenceFactor)
  const earlier = await payload.find({
    collection: 'paper-rewards',
    where: { and: [{ idNumber: { equals: applicant.idNumber } }, { sku: { equals: product.sku } }] },
    limit: 20,
    depth: 0,
    overrideAccess: true,
  })
  const note = highestImpactFactorNote(product.sku, earlier.docs)

  const files = [...images.values(), ...papers.values()]
  const claimedAt = new Date(now()).toISOString()
  // The member of the request's session, if any (the user centre's history lists it).
  const { memberId } = (await ctx.admit?.()) ?? {}
  const doc = await storeLead<{ id: number }>(ctx, {
    collection: 'paper-rewards',
    // The claim joins the application's transaction: files claimed without an application, or an
    // application whose files are free for another, cannot be left behind.
    within: async (created, req) => {
      const claimed = await payload.update({
        collection: 'private-files',
        where: { and: [{ id: { in: files.map((f) => f.id) } }, { claimedAt: { exists: false } }] },
        data: { claimedAt, claimedBy: `paper-rewards:${created.id}` },
        depth: 0,
        overrideAccess: true,
        req,
      })
      // Another application claimed one of the files since they were looked up: refused as if already taken.
      if (claimed.docs.length !== files.length) {
        throw refusal({ step: 'applicant', field: 'imageId1', messageKey: PAPER_AWARD_MESSAGES.fileRequired })
      }
      await ctx.afterWrite?.('files-claimed')
    },
    data: {
      member: memberId,
      name: applicant.name,
      company: applicant.company,
      department: applicant.department,
      area: applicant.areaId,
      phone: applicant.phone,
      idNumber: applicant.idNumber,
      email: applicant.email,
      title: applicant.title,
      idFront: images.get(applicant.imageId1)?.id,
      idBack: images.get(applicant.imageId2)?.id,
      mentor: lab.mentor,
      labPhone: lab.labPhone,
      labAddress: lab.labAddress,
      paperTitle: paper.paperTitle,
      magazinePublished: paper.magazinePublished,
      influenceFactor: paper.influenceFactor,
      issueTime: `${paper.issueTime}T00:00:00.000Z`,
      doi: paper.doi,
      doiKey,
      firstAuthor: paper.firstAuthor,
      correspondingAuthor: paper.correspondingAuthor,
      paperFiles: paperIds.map((id) => papers.get(id)?.id as number),
      authorDeclaration: true,
      sku: product.sku,
      productName: product.productName,
      buyPackaging: product.buyPackaging,
      distr: product.distr,
      remittancesAccount: remittance.remittancesAccount,
      accountName: remittance.username,
      openingBank: remittance.openingBank,
      bonusAmountFen: amounts.grossFen,
      taxFen: amounts.taxFen,
      netFen: amounts.netFen,
      internalNotes: note,
      inboxStatus: 'new',
    },
  })
  return {
    id: doc.id,
    bonusAmount: amounts.grossFen / 100,
    taxWithheld: amounts.taxFen / 100,
    netAmount: amounts.netFen / 100,
  }
}
