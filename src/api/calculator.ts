import { z } from 'zod'
import { siteDateTime } from '../domain/content/content-dates'
import { translate } from '../i18n/messages'
import type { Locale } from '../i18n/routing'
import { buildToolboxWorkbook, XLSX_CONTENT_TYPE } from '../server/workbooks/toolbox-workbook'
import { calculate, type ToolboxFailure, type ToolboxModule } from '../toolbox/calculate'
import type { InputRecord } from '../toolbox/input'
import { requireMember } from './auth-guard'
import { ApiError, attachmentResponse } from './envelope'
import type { ApiContext, Route } from './handler-types'
import { readJsonBody } from './request-body'

/**
 * The mRNA capping toolbox over HTTP (issue 5; spec ../shared/toolbox/spec.md), a thin transport around the
 * library's `calculate(module, input)`:
 *
 *   POST /calculator          { module, input } → data = the library's result (a vector's `expected.result`)
 *   POST /calculator/export   the same body → the results as an XLSX workbook (members only)
 *
 * Errors, never a 500 for anything a client sends:
 * - 415 E0415 unless `Content-Type: application/json` (UTF-8); 413 E0413 above 256 KiB;
 * - 400 E0400 when the body is not JSON or not an object with exactly the keys `module` and `input`;
 * - 400 with the library's code for everything inside: an unknown `module` or an `input` that is not an object
 *   is `E_INPUT` (as `calculate` answers), a wrong field its spec code (`E_SEQ_CHAR`, …). `msg` is the spec's
 *   English text for English requests and the Chinese text of the message files otherwise; `data` is null.
 * - export: 401 E0401 'Please login first' (in the request's language) without a member session.
 */

/** Largest accepted body: a 50,000-nt sequence in FASTA with line breaks fits several times. */
export const MAX_CALCULATOR_BODY = 256 * 1024

/** The envelope of a calculation: both keys present, nothing else. Their values are the library's to judge. */
const calculatorBodySchema = z
  .strictObject({ module: z.unknown(), input: z.unknown() })
  .refine((body) => Object.hasOwn(body, 'module') && Object.hasOwn(body, 'input'))

export interface CalculatorBody {
  module: unknown
  input: unknown
}

/** `application/json` (charset, if given, UTF-8), else 415. */
function requireJson(request: Request): void {
  const [type = '', ...params] = (request.headers.get('content-type') ?? '').split(';')
  if (type.trim().toLowerCase() !== 'application/json') throw new ApiError('E0415')
  for (const param of params) {
    const [name = '', value = ''] = param.split('=')
    const charset = value.trim().replace(/^"|"$/g, '').toLowerCase()
    if (name.trim().toLowerCase() === 'charset' && charset !== 'utf-8' && charset !== 'utf8') {
      throw new ApiError('E0415')
    }
  }
}

/** The request's `{ module, input }`, or the 4xx it deserves. */
export async function readCalculatorBody(request: Request): Promise<CalculatorBody> {
  requireJson(request)
  const parsed = await readJsonBody(request, MAX_CALCULATOR_BODY)
  const body = calculatorBodySchema.safeParse(parsed)
  if (!body.success) throw new ApiError('E0400')
  return { module: body.data.module, input: body.data.input }
}

/** A library failure as an API error: HTTP 400, the spec's code, its text in the request's language. */
export function toolboxApiError(failure: ToolboxFailure, locale: Locale): ApiError {
  const text =
    locale === 'en'
      ? failure.error_message
      : translate(locale, `toolbox.codes.${failure.error.messageKey}`, failure.error.params)
  return new ApiError(failure.error_code, { status: 400, text })
}

async function calculateHandler(ctx: ApiContext): Promise<unknown> {
  const { module, input } = await readCalculatorBody(ctx.request)
  const out = calculate(module, input)
  if (!out.ok) throw toolboxApiError(out, ctx.locale)
  return out.result
}

/** File name of the export: the module and the date, e.g. `mrna-capping-toolbox-pipeline-2025-01-31.xlsx`. */
export function exportFileName(module: ToolboxModule, now = new Date()): string {
  return `mrna-capping-toolbox-${module.replace(/_/g, '-')}-${siteDateTime(now).slice(0, 10)}.xlsx`
}

async function exportHandler(ctx: ApiContext): Promise<Response> {
  await requireMember(ctx, { text: translate(ctx.locale, 'toolbox.export.loginRequired') })
  const { module, input } = await readCalculatorBody(ctx.request)
  const out = calculate(module, input)
  if (!out.ok) throw toolboxApiError(out, ctx.locale)
  // calculate succeeded, so module is one of the four and input an object.
  const now = new Date()
  const bytes = await buildToolboxWorkbook({
    module: module as ToolboxModule,
    input: input as InputRecord,
    result: out.result,
    t: (key, params) => translate(ctx.locale, `toolbox.${key}`, params),
    generatedAt: now,
  })
  return attachmentResponse(bytes, XLSX_CONTENT_TYPE, exportFileName(module as ToolboxModule, now))
}

export const calculatorRoutes: Route[] = [
  { method: 'POST', path: '/calculator', handler: calculateHandler },
  { method: 'POST', path: '/calculator/export', handler: exportHandler },
]
