import { z } from 'zod'
import { PAPER_AWARD_TITLES } from '../domain/leads/paper-award'
import {
  SUGGESTION_EXPRESSION_SYSTEMS,
  SUGGESTION_SPECIES,
  SUGGESTION_TAG_POSITIONS,
  SUGGESTION_TAGS,
} from '../domain/leads/suggestion'
import { translate } from '../i18n/messages'
import { areas } from '../lib/data/distributors'
import { ApiError } from './envelope'
import { industryValues } from './global-cfg'
import type { ApiContext, Route } from './handler-types'
import { parseQuery } from './query'

/** One option of a list: its stable code (what a form sends) and its label in the request's language. */
interface DictEntry {
  id?: number
  code: string
  name: string
}

/** A fixed vocabulary labelled from the message catalogue (`prefix.code`). */
function fixed(codes: readonly string[], prefix: string) {
  return ({ locale }: ApiContext): DictEntry[] =>
    codes.map((code) => ({ code, name: translate(locale, `${prefix}.${code}`) }))
}

/**
 * The option lists the site's forms use (spec section 7 `/dict`): the suggestion form's species, tag positions,
 * tags and expression systems; industries and areas (every lead form; they carry the `id` the forms send as
 * industryId/areaId); and common titles/education for the award form.
 */
const DICTIONARIES = {
  species: fixed(SUGGESTION_SPECIES, 'suggestion.options.species'),
  tagPositions: fixed(SUGGESTION_TAG_POSITIONS, 'suggestion.options.tagPosition'),
  tags: fixed(SUGGESTION_TAGS, 'suggestion.options.tag'),
  expressionSystems: fixed(SUGGESTION_EXPRESSION_SYSTEMS, 'suggestion.options.expressionSystem'),
  industries: ({ locale }: ApiContext): Promise<DictEntry[]> => industryValues(locale),
  areas: ({ payload, locale }: ApiContext): Promise<DictEntry[]> => areas.read(payload, locale),
  titles: fixed(PAPER_AWARD_TITLES, 'leads.paperAward.titleOptions'),
} satisfies Record<string, (ctx: ApiContext) => DictEntry[] | Promise<DictEntry[]>>

type DictName = keyof typeof DICTIONARIES
export const DICT_NAMES = Object.keys(DICTIONARIES) as DictName[]

const isDictName = (name: string): name is DictName => Object.hasOwn(DICTIONARIES, name)

export const dictRoutes: Route[] = [
  {
    // typeList=species,areas (any of DICT_NAMES, comma separated); without it, every list.
    method: 'GET',
    path: '/dict',
    handler: async (ctx) => {
      const q = parseQuery(ctx.url, z.object({ typeList: z.string().max(200).optional() }).strict())
      const names = q.typeList ? q.typeList.split(',').map((n) => n.trim()) : DICT_NAMES
      const wanted = [...new Set(names)]
      if (!wanted.every(isDictName))
        throw new ApiError('E0400', { msgKey: 'invalidParam', params: { param: 'typeList' } })
      const lists = await Promise.all(wanted.map((name) => DICTIONARIES[name](ctx)))
      return Object.fromEntries(wanted.map((name, i) => [name, lists[i]]))
    },
  },
]
