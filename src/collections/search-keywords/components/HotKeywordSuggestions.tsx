'use client'

import { useCallback, useEffect, useState } from 'react'

interface Suggestion {
  keyword: string
  normalized: string
  sessions: number
  searches: number
}

type Language = 'cn' | 'en'

/**
 * Above the hot keyword list in the back office: the suggestions computed from visitors' searches (GET
 * /api/cms/search-keywords/suggestions, editors and admins), per language. Nothing here is public: "Approve"
 * adds the keyword to the curated list (POST /api/cms/search-keywords, at the end of the order), then the list
 * reloads. Labels are bilingual like the rest of the back office's own components.
 */
export function HotKeywordSuggestions() {
  const [language, setLanguage] = useState<Language>('cn')
  const [items, setItems] = useState<Suggestion[] | null>(null)
  const [error, setError] = useState('')

  const load = useCallback(async (lang: Language) => {
    setItems(null)
    setError('')
    const res = await fetch(`/api/cms/search-keywords/suggestions?language=${lang}`, { credentials: 'same-origin' })
    if (!res.ok) {
      setError(`${res.status}`)
      setItems([])
      return
    }
    setItems(((await res.json()) as { docs: Suggestion[] }).docs)
  }, [])

  useEffect(() => {
    void load(language)
  }, [language, load])

  const approve = async (keyword: string) => {
    const res = await fetch('/api/cms/search-keywords', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ keyword, language, sort: 100 }),
    })
    if (!res.ok) {
      setError(`${res.status}`)
      return
    }
    window.location.reload()
  }

  return (
    <section style={{ margin: '0 0 1.5rem' }} data-testid="hot-keyword-suggestions">
      <h3 style={{ margin: '0 0 0.5rem' }}>建议（来自访客搜索）/ Suggestions (from visitors’ searches)</h3>
      <div style={{ display: 'flex', gap: '0.5rem', marginBottom: '0.5rem' }}>
        {(['cn', 'en'] as const).map((lang) => (
          <button
            key={lang}
            type="button"
            className={`btn btn--size-small ${lang === language ? 'btn--style-primary' : 'btn--style-secondary'}`}
            onClick={() => setLanguage(lang)}
            aria-pressed={lang === language}
          >
            {lang === 'cn' ? '中文站 / Chinese site' : '英文站 / English site'}
          </button>
        ))}
      </div>
      {error ? <p role="alert">出错 / Error {error}</p> : null}
      {items === null ? (
        <p>加载中 / Loading…</p>
      ) : items.length === 0 ? (
        <p>暂无建议 / No suggestions</p>
      ) : (
        <table className="table" style={{ width: '100%' }}>
          <thead>
            <tr>
              <th style={{ textAlign: 'left' }}>关键词 / Keyword</th>
              <th style={{ textAlign: 'right' }}>不同访客 / Visitors</th>
              <th style={{ textAlign: 'right' }}>搜索次数 / Searches</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {items.map((s) => (
              <tr key={s.normalized}>
                <td>{s.keyword}</td>
                <td style={{ textAlign: 'right' }}>{s.sessions}</td>
                <td style={{ textAlign: 'right' }}>{s.searches}</td>
                <td style={{ textAlign: 'right' }}>
                  <button
                    type="button"
                    className="btn btn--style-secondary btn--size-small"
                    onClick={() => void approve(s.keyword)}
                  >
                    批准 / Approve
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
