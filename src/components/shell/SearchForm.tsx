'use client'

import { type ButtonHTMLAttributes, type InputHTMLAttributes, useId } from 'react'
import { localizeHref, type NavLocale } from '@/domain/content/navigation'
import { useLocale, useTranslations } from '@/i18n/client'
import { typedKeyword, type useSearchKeyword } from './use-search-keyword'

type Props = {
  /** The box's keyword and submit, owned by the caller (it may show or set the keyword elsewhere). */
  search: ReturnType<typeof useSearchKeyword>
  /** The input's own attributes beyond the shared ones (id, type, name, value, placeholder). */
  input: Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'name' | 'value' | 'onChange' | 'placeholder'>
  /** The submit button's look, label and content. */
  button: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'>
}

/**
 * The keyword form of the desktop search bar and the mobile search box: a GET form to /search (it works before
 * the page's script runs) whose submit goes to /search?keywords={trimmed} on the client.
 */
export function SearchForm({ search, input, button }: Props) {
  const t = useTranslations('shell.search')
  const locale = useLocale() as NavLocale
  const inputId = useId()
  const { keyword, setKeyword, submit } = search
  return (
    <form
      action={localizeHref('/search', locale)}
      method="get"
      onSubmit={(event) => {
        event.preventDefault()
        // What the box shows, even if it was typed before the page's script took over (React's state is then '').
        submit(typedKeyword(event.currentTarget))
      }}
      className="flex w-full"
    >
      <label htmlFor={inputId} className="sr-only">
        {t('label')}
      </label>
      <input
        id={inputId}
        type="search"
        name="keywords"
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
        placeholder={t('placeholder')}
        {...input}
      />
      <button type="submit" {...button} />
    </form>
  )
}
