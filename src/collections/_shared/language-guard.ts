import type { CollectionConfig, Field, GlobalConfig, PayloadRequest, Validate } from 'payload'
import { text, textarea } from 'payload/shared'
import { isStaff } from '../../access/roles'
import { looksChinese } from '../../domain/content/script-check'
import { translate } from '../../i18n/messages'
import { adminLocale } from './admin-locale'

/**
 * Bilingual editing that cannot go wrong silently (issue 22): a staff save of the English content whose text or
 * textarea fields hold Chinese words is refused at the field, in the staff member's admin language, while they
 * type (the form's own check, components/LanguageGuardedField: a save is stopped in the browser, the field marked)
 * and on save (the field's `validate` on the server, whatever the client). Applied to every collection and
 * global in src/payload.config.ts. The server's own writes (seed, imports run by code, jobs) are not checked: the
 * rule guards a person's typing, not data the code knows. A field may opt out with `custom: { mixedScript: true }`
 * (a field meant to hold both scripts).
 */

type TextLike = Extract<Field, { type: 'text' | 'textarea' }>

export const GUARDED_FIELD = '/collections/_shared/components/LanguageGuardedField#LanguageGuardedField'

function guard(field: TextLike): TextLike {
  const base = (field.validate ?? (field.type === 'text' ? text : textarea)) as Validate
  const validate: Validate = async (value, options) => {
    const first = await base(value, options)
    if (first !== true) return first
    const req = (options as { req?: PayloadRequest }).req
    if (req?.locale !== 'en' || !isStaff(req.user)) return true
    if (!looksChinese(value)) return true
    return translate(adminLocale(req.i18n?.language), 'admin.bilingual.chineseInEnglish')
  }
  // The same check in the form (components/LanguageGuardedField), unless the field has its own component.
  const admin = field.admin as { components?: { Field?: unknown } } | undefined
  if (admin?.components?.Field) return { ...field, validate } as TextLike
  return {
    ...field,
    validate,
    admin: {
      ...field.admin,
      components: {
        ...field.admin?.components,
        Field: {
          path: GUARDED_FIELD,
          clientProps: {
            messages: {
              cn: translate('cn', 'admin.bilingual.chineseInEnglish'),
              en: translate('en', 'admin.bilingual.chineseInEnglish'),
            },
          },
        },
      },
    },
  } as TextLike
}

function guardFields(fields: Field[], localized: boolean): Field[] {
  return fields.map((field) => {
    const inLocalized = localized || ('localized' in field && field.localized === true)
    if ((field.type === 'text' || field.type === 'textarea') && inLocalized && !field.custom?.mixedScript) {
      return guard(field)
    }
    if (field.type === 'tabs') {
      return {
        ...field,
        tabs: field.tabs.map((tab) => ({
          ...tab,
          fields: guardFields(tab.fields, inLocalized || ('localized' in tab && tab.localized === true)),
        })),
      }
    }
    if (field.type === 'blocks') {
      return {
        ...field,
        blocks: field.blocks.map((block) => ({ ...block, fields: guardFields(block.fields, inLocalized) })),
      }
    }
    if ('fields' in field && Array.isArray(field.fields)) {
      return { ...field, fields: guardFields(field.fields, inLocalized) } as Field
    }
    return field
  })
}

export function withLanguageGuard<T extends CollectionConfig | GlobalConfig>(config: T): T {
  return { ...config, fields: guardFields(config.fields, false) }
}
