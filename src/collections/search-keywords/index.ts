import type { CollectionConfig } from 'payload'
import { editors } from '../../access/roles'
import { HOT_KEYWORD_MAX_LENGTH } from '../../domain/search/hot-keywords'
import { label, sortField } from '../_shared/fields'
import { hotKeywordSuggestionEndpoints } from './endpoints/hot-keyword-suggestions'

/**
 * The hot keywords (spec section 9): a list staff curate per language, shown in this order in the search bar
 * and served by GET /api/v1/search/rank. Nothing a visitor types reaches it: suggestions computed from the
 * search logs (distinct visitors, queries with results) are only shown to staff above this list, and an
 * approved one is added here. Read publicly only through the site's own read (src/lib/data/hot-keywords.ts).
 */
export const SearchKeywords: CollectionConfig = {
  slug: 'search-keywords',
  labels: {
    singular: label('热门关键词', 'Hot keyword'),
    plural: label('热门关键词', 'Hot keywords'),
  },
  admin: {
    useAsTitle: 'keyword',
    defaultColumns: ['keyword', 'language', 'sort'],
    group: label('搜索', 'Search'),
    description: label(
      '搜索栏显示的热门关键词（每种语言按排序显示前五个）。下方“建议”来自访客搜索（至少 3 位不同访客、有结果），批准后才会显示。',
      'The hot keywords of the search bar (the first five of each language, in order). Suggestions come from visitors’ searches (at least 3 distinct visitors, with results) and show only once approved.',
    ),
    components: {
      beforeListTable: ['/collections/search-keywords/components/HotKeywordSuggestions#HotKeywordSuggestions'],
    },
  },
  access: { read: editors, create: editors, update: editors, delete: editors },
  defaultSort: 'sort',
  endpoints: hotKeywordSuggestionEndpoints,
  indexes: [{ fields: ['language', 'keyword'], unique: true }],
  fields: [
    {
      name: 'keyword',
      type: 'text',
      required: true,
      maxLength: HOT_KEYWORD_MAX_LENGTH,
      label: label('关键词', 'Keyword'),
    },
    {
      name: 'language',
      type: 'select',
      required: true,
      defaultValue: 'cn',
      index: true,
      options: [
        { value: 'cn', label: label('中文站', 'Chinese site') },
        { value: 'en', label: label('英文站', 'English site') },
      ],
      label: label('语言', 'Language'),
    },
    sortField,
  ],
}
