import type { CollectionConfig, Field, Validate } from 'payload'
import { describe, expect, it } from 'vitest'
import { GUARDED_FIELD, withLanguageGuard } from './language-guard'

const config: CollectionConfig = {
  slug: 'things',
  fields: [
    { name: 'code', type: 'text' },
    { name: 'name', type: 'text', localized: true },
    { name: 'synonyms', type: 'text', localized: true, custom: { mixedScript: true } },
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Main',
          fields: [
            { name: 'summary', type: 'textarea', localized: true },
            {
              name: 'custom',
              type: 'text',
              localized: true,
              admin: { components: { Field: '/somewhere#Own' } },
            },
          ],
        },
      ],
    },
  ],
}

function find(fields: Field[], name: string): Field | undefined {
  for (const field of fields) {
    if ('name' in field && field.name === name) return field
    if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        const found = find(tab.fields, name)
        if (found) return found
      }
    }
  }
  return undefined
}

const guarded = withLanguageGuard(config)
const componentOf = (name: string) =>
  (find(guarded.fields, name) as { admin?: { components?: { Field?: unknown } } }).admin?.components?.Field

describe('withLanguageGuard', () => {
  it("gives the English content's text fields the form's check, with its message in both admin languages", () => {
    expect(componentOf('name')).toEqual({
      path: GUARDED_FIELD,
      clientProps: {
        messages: {
          cn: expect.stringContaining('英文内容中出现了中文'),
          en: expect.stringContaining('This English field contains Chinese text'),
        },
      },
    })
    expect(componentOf('summary')).toMatchObject({ path: GUARDED_FIELD })
  })

  it('leaves fields of one language, fields meant for both scripts and fields with their own component alone', () => {
    expect(componentOf('code')).toBeUndefined()
    expect(componentOf('synonyms')).toBeUndefined()
    expect(componentOf('custom')).toBe('/somewhere#Own')
  })

  it("refuses Chinese in the English content on the server, in the admin's language", async () => {
    const validate = (find(guarded.fields, 'custom') as { validate: Validate }).validate
    const options = (locale: string, language: string) =>
      ({
        req: {
          locale,
          user: { id: 1, collection: 'users' },
          i18n: { language },
          t: (k: string) => k,
          payload: { config: { defaultMaxTextLength: 40_000 } },
        },
      }) as never
    expect(await validate('重组人白介素6蛋白', options('en', 'zh'))).toContain('英文内容中出现了中文')
    expect(await validate('重组人白介素6蛋白', options('en', 'en'))).toContain('This English field contains Chinese')
    expect(await validate('重组人白介素6蛋白', options('cn', 'zh'))).toBe(true)
    expect(await validate('Recombinant Human IL-6', options('en', 'zh'))).toBe(true)
  })
})
