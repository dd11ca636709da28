import type { Payload } from 'payload'
import { award, normaliseDoi } from '../domain/paper-award'
import {
  REWARD_MESSAGES,
  REWARD_STEP_DEFS,
  type RewardApplicant,
  type RewardLab,
  type RewardPaper,
  type RewardProduct,
  type RewardRemittance,
  rewardLimit,
} from '../domain/paper-reward'
import { VALIDATION_MESSAGES } from '../domain/validation'
import { translate } from '../i18n/messages'
import { clientIp } from '../services/client-ip'
import { now } from '../services/clock'
import { notifySubmission } from '../services/notify/submission-notify'
import { HOUR, MINUTE } from '../services/rate-limit/rate-limit'
import { requireMember } from './auth-guard'
import { ApiError } from './envelope'
import { answeringStepErrors, checkSteps, fieldError, StepError, type StepForm } from './form-steps'
import { requireCaptcha } from './kaptcha'
import { enforce, enforcePerIp } from './rate-limit-guard'
import { isSameSite, readJsonBody } from './request-body'
import type { ApiContext, Route } from './router'

/**
 * The paper award application (/reward, spec sections 3, 5, 9), five steps: applicant, lab, paper, product,
 * remittance.
 *   GET  /paper_reward/member   the logged-in member's basic data to pre-fill the applicant step (401 otherwise)
 *   POST /paper_reward/check    { steps: [...so far] }: checks the steps sent ("next"); nothing is stored
 *   POST /paper_reward          { steps: [all five] }: checks every step, the captcha, the uploaded files (ID
 *                                images: purpose id-image, paper: purpose paper, each unclaimed), one applicant
 *                                per paper (DOI), stores with the award computed from the IF, notifies.
 */
export const PAPER_REWARD_RULES = {
  perIp: { name: 'paper-reward-ip', limit: 5, windowMs: HOUR },
  perIpDay: { name: 'paper-reward-ip-day', limit: 20, windowMs: 24 * HOUR },
  perForm: { name: 'paper-reward-form', limit: 200, windowMs: HOUR },
  checks: { name: 'paper-reward-check-ip', limit: 200, windowMs: 10 * MINUTE },
  member: { name: 'paper-reward-member-ip', limit: 60, windowMs: MINUTE },
}
/** The five steps carry more text than a footer message. */
const MAX_BODY = 32 * 1024

const form: StepForm = { form: 'reward', defs: REWARD_STEP_DEFS, limitOf: rewardLimit }

async function member(ctx: ApiContext) {
  await enforcePerIp(ctx, PAPER_REWARD_RULES.member)
  const m = await requireMember(ctx)
  const areaId = typeof m.area === 'object' && m.area ? m.area.id : (m.area ?? null)
  return {
    name: m.name ?? '',
    company: m.company ?? '',
    department: m.department ?? '',
    phone: m.phone ?? '',
    email: m.email ?? '',
    areaId,
  }
}

async function check(ctx: ApiContext) {
  if (!isSameSite(ctx.request)) throw new ApiError('E0403')
  await enforcePerIp(ctx, PAPER_REWARD_RULES.checks)
  const body = await readJsonBody(ctx.request, MAX_BODY)
  return answeringStepErrors(async () => {
    const result = checkSteps(form, body, ctx.locale, false)
    return { step: Object.keys(result.values).at(-1), complete: result.count === REWARD_STEP_DEFS.length }
  })
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

async function submit(ctx: ApiContext) {
  const { request, payload, locale } = ctx
  if (!isSameSite(request)) throw new ApiError('E0403')
  const ip = clientIp(request.headers)
  await enforce([
    [PAPER_REWARD_RULES.perIp, ip],
    [PAPER_REWARD_RULES.perIpDay, ip],
    [PAPER_REWARD_RULES.perForm, 'all'],
  ])
  const body = await readJsonBody(request, MAX_BODY)
  return answeringStepErrors(async () => {
    const { values } = checkSteps(form, body, locale, true)
    const applicant = values.applicant as RewardApplicant
    const lab = values.lab as RewardLab
    const paper = values.paper as RewardPaper
    const product = values.product as RewardProduct
    const remittance = values.remittance as RewardRemittance
    await requireCaptcha({ captchaId: remittance.captchaId, captchaCode: remittance.captchaCode })

    const area = await payload.count({ collection: 'areas', where: { id: { equals: applicant.areaId } } })
    if (!area.totalDocs) throw fieldError('applicant', 'areaId', locale, VALIDATION_MESSAGES.notInList)
    if (applicant.imageId1 === applicant.imageId2) {
      throw fieldError('applicant', 'imageId2', locale, REWARD_MESSAGES.fileRequired)
    }
    const images = await unclaimedFiles(payload, [applicant.imageId1, applicant.imageId2], 'id-image')
    for (const field of ['imageId1', 'imageId2'] as const) {
      if (!images.has(applicant[field])) throw fieldError('applicant', field, locale, REWARD_MESSAGES.fileRequired)
    }
    const paperIds = [...new Set(paper.paperFiles)]
    const papers = await unclaimedFiles(payload, paperIds, 'paper')
    if (papers.size !== paperIds.length) throw fieldError('paper', 'paperFiles', locale, REWARD_MESSAGES.fileRequired)

    // One applicant per paper (spec section 9).
    const doiKey = normaliseDoi(paper.doi)
    const taken = await payload.count({
      collection: 'paper-rewards',
      where: { doiKey: { equals: doiKey } },
      overrideAccess: true,
    })
    if (taken.totalDocs > 0) {
      return new StepError('paper', 'doi', translate(locale, 'leads.reward.paperTaken')).response409()
    }

    const amounts = award(paper.influenceFactor)
    // Several papers of one applicant on the same product: only the highest IF is paid. Tell sales.
    const earlier = await payload.find({
      collection: 'paper-rewards',
      where: { and: [{ idNumber: { equals: applicant.idNumber } }, { sku: { equals: product.sku } }] },
      limit: 20,
      depth: 0,
      overrideAccess: true,
    })
    const note =
      earlier.docs.length > 0
        ? `Same applicant, same product (${product.sku}) as application(s) ${earlier.docs
            .map((d) => `#${d.id} (IF ${d.influenceFactor})`)
            .join(', ')}: only the highest impact factor is paid.`
        : undefined

    const doc = await payload.create({
      collection: 'paper-rewards',
      data: {
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
        locale,
      },
      depth: 0,
      overrideAccess: true,
    })
    const claimedAt = new Date(now()).toISOString()
    await payload.update({
      collection: 'private-files',
      where: { id: { in: [...images.values(), ...papers.values()].map((f) => f.id) } },
      data: { claimedAt, claimedBy: `paper-rewards:${doc.id}` },
      depth: 0,
      overrideAccess: true,
    })
    try {
      await notifySubmission(payload, { collection: 'paper-rewards', id: doc.id, locale })
    } catch (error) {
      console.error('[paper_reward] notification failed for application', doc.id, error)
    }
    return {
      id: doc.id,
      bonusAmount: amounts.grossFen / 100,
      taxWithheld: amounts.taxFen / 100,
      netAmount: amounts.netFen / 100,
    }
  })
}

export const paperRewardRoutes: Route[] = [
  { method: 'GET', path: '/paper_reward/member', handler: member },
  { method: 'POST', path: '/paper_reward/check', handler: check },
  { method: 'POST', path: '/paper_reward', handler: submit },
]
