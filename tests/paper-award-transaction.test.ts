import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseSteps } from '../src/domain/leads/form-steps'
import { idCheckChar } from '../src/domain/leads/mainland-id'
import { PAPER_AWARD_STEP_DEFS } from '../src/domain/leads/paper-award'
import type { LeadWrite } from '../src/server/leads/lead-context'
import { type PaperAwardInput, submitPaperAward } from '../src/server/leads/submit-paper-award'
import { settleMailDeliveries } from '../src/server/notifications/mail-queue'
import { lookupIds } from './setup/leads'
import { startServer } from './setup/server'
import { uploadedId } from './setup/upload-fixtures'

/**
 * Issue 17: the paper award runs in one transaction through its use case. An error injected between its writes
 * (after the application is created, after its files are claimed, after its mails are queued) leaves nothing
 * half-written: no application, no claimed file, no queued mail; the same files then serve a clean submission.
 * The error is injected through the use case's test-only `afterWrite` hook, which the API never passes.
 */
let server: Awaited<ReturnType<typeof startServer>>
let areaId: number

beforeAll(async () => {
  server = await startServer()
  ;({ areaId } = await lookupIds(server.payload))
})
afterAll(async () => {
  await server?.close()
})

const idNumber = () => {
  const first17 = '11010519900307123'
  return first17 + idCheckChar(first17)
}

let papers = 0
/** A complete, checked application with three freshly uploaded files (two ID images, one paper). */
async function application(): Promise<{ input: PaperAwardInput; fileIds: string[] }> {
  const [imageId1, imageId2, paperFile] = await Promise.all([
    uploadedId(server.baseUrl, 'id-image'),
    uploadedId(server.baseUrl, 'id-image'),
    uploadedId(server.baseUrl, 'paper'),
  ])
  papers++
  const steps = [
    {
      step: 'applicant',
      name: '韩梅梅',
      company: '示例大学',
      department: '生命科学学院',
      areaId,
      phone: '13800138000',
      idNumber: idNumber(),
      // A new address per case: the applicant's confirmation goes to one address at most once a day (issue 31).
      email: `han_meimei.${papers}@example.edu.cn`,
      title: '博士研究生',
      imageId1,
      imageId2,
    },
    { step: 'lab', mentor: '王教授', labPhone: '021-12345678', labAddress: '上海市徐汇区示例路 100 号' },
    {
      step: 'paper',
      paperTitle: 'Fault injection in one transaction',
      magazinePublished: 'Nucleic Acids Research',
      influenceFactor: 14.9,
      issueTime: '2023-05-20',
      doi: `10.1093/nar/fault${papers}-${Date.now()}`,
      firstAuthor: '韩梅梅',
      correspondingAuthor: '王教授',
      paperFiles: [paperFile],
      authorDeclaration: true,
    },
    { step: 'product', sku: 'CD002', productName: 'mRNA 加帽率检测试剂盒', buyPackaging: '10 T', distr: '官网' },
    {
      step: 'remittance',
      remittancesAccount: '6222021234567890123',
      username: '韩梅梅',
      openingBank: '中国工商银行上海徐汇支行',
      captchaId: 'x'.repeat(24),
      captchaCode: 'abcd',
    },
  ]
  const parsed = parseSteps(PAPER_AWARD_STEP_DEFS, { steps }, true)
  if (!parsed.ok) throw new Error(`fixture does not pass the form's schema: ${parsed.step}.${parsed.field}`)
  return { input: parsed.values as unknown as PaperAwardInput, fileIds: [imageId1, imageId2, paperFile] }
}

async function state(input: PaperAwardInput, fileIds: string[]) {
  const { payload } = server
  const [applications, files, mails] = await Promise.all([
    payload.find({
      collection: 'paper-rewards',
      where: { doi: { equals: input.paper.doi } },
      depth: 0,
      overrideAccess: true,
    }),
    payload.find({ collection: 'private-files', where: { fileId: { in: fileIds } }, depth: 0, overrideAccess: true }),
    payload.count({ collection: 'mail-deliveries', where: { submissionCollection: { equals: 'paper-rewards' } } }),
  ])
  return {
    applications: applications.docs.map((d) => d.id),
    claims: files.docs.map((f) => ({ claimedAt: f.claimedAt ?? null, claimedBy: f.claimedBy ?? null })),
    mails: mails.totalDocs,
  }
}

describe('the paper award is written in one transaction', () => {
  it.each<LeadWrite>(['lead-created', 'files-claimed', 'mails-queued'])(
    'an error after "%s" leaves no application, no claimed file and no queued mail',
    async (failAt) => {
      const { input, fileIds } = await application()
      const before = await state(input, fileIds)
      expect(before.claims).toHaveLength(3)
      const writes: LeadWrite[] = []
      const afterWrite = (write: LeadWrite) => {
        writes.push(write)
        if (write === failAt) throw new Error(`injected fault after ${write}`)
      }
      await expect(submitPaperAward({ payload: server.payload, locale: 'cn', afterWrite }, input)).rejects.toThrow(
        `injected fault after ${failAt}`,
      )
      expect(writes.at(-1)).toBe(failAt)
      await settleMailDeliveries()
      const after = await state(input, fileIds)
      expect(after.applications).toEqual([])
      expect(after.claims).toEqual(fileIds.map(() => ({ claimedAt: null, claimedBy: null })))
      expect(after.mails).toBe(before.mails)

      // Nothing was left behind: the same files and the same paper go through cleanly afterwards.
      const writesOk: LeadWrite[] = []
      const receipt = await submitPaperAward(
        { payload: server.payload, locale: 'cn', afterWrite: (write) => void writesOk.push(write) },
        input,
      )
      expect(writesOk).toEqual(['lead-created', 'files-claimed', 'mails-queued'])
      expect(receipt).toMatchObject({ bonusAmount: 3000, taxWithheld: 600, netAmount: 2400 })
      await settleMailDeliveries()
      const done = await state(input, fileIds)
      expect(done.applications).toEqual([receipt.id])
      expect(done.claims.every((c) => c.claimedBy === `paper-rewards:${receipt.id}` && c.claimedAt)).toBe(true)
      // The sales notification and the applicant's confirmation.
      expect(done.mails).toBe(before.mails + 2)
    },
  )
})
