'use client'

import type { getImageProps } from 'next/image'
import { useCallback, useEffect, useId, useState } from 'react'
import { preload } from 'react-dom'
import { useTranslations } from '@/i18n/client'
import { Link } from '@/i18n/link'
import type { HomeBanner } from '@/lib/data/home'

const INTERVAL_MS = 6000

/** A banner with its image's <img> attributes, made on the server (next/image's getImageProps). */
export type CarouselBanner = HomeBanner & { img: ReturnType<typeof getImageProps>['props'] | null }

/**
 * The home banners as an accessible carousel (WAI-ARIA carousel pattern): previous/next and one button per
 * slide, automatic rotation that stops on hover, on focus, with reduced motion and by the pause button.
 * Every slide has the same fixed aspect ratio and its image fills it (next/image's sizes and srcset, made on
 * the server, so next/image's client component stays out of the page's JavaScript): no layout shift.
 */
export function BannerCarousel({ banners }: { banners: CarouselBanner[] }) {
  const t = useTranslations('home.banners')
  const base = useId()
  const [index, setIndex] = useState(0)
  const [playing, setPlaying] = useState(true)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [reducedMotion, setReducedMotion] = useState(false)
  const count = banners.length
  const go = useCallback((to: number) => setIndex(((to % count) + count) % count), [count])

  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)')
    setReducedMotion(query.matches)
    const onChange = () => setReducedMotion(query.matches)
    query.addEventListener('change', onChange)
    return () => query.removeEventListener('change', onChange)
  }, [])

  const rotating = playing && !hovered && !focused && !reducedMotion && count > 1
  useEffect(() => {
    if (!rotating) return
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), INTERVAL_MS)
    return () => window.clearInterval(timer)
  }, [rotating, count])

  if (count === 0) return null
  const first = banners[0]?.img
  // As next/image's priority does: a preload link in the head for the first slide, the largest paint. Here, in
  // the rendered page, not in the server component, so prefetching the home page does not fetch the image.
  if (first) {
    preload(first.src, { as: 'image', imageSrcSet: first.srcSet, imageSizes: first.sizes, fetchPriority: 'high' })
  }
  return (
    <section
      aria-roledescription={t('roledescription')}
      aria-label={t('label')}
      className="relative bg-brand-900"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false)
      }}
    >
      <div
        id={`${base}-slides`}
        aria-live={rotating ? 'off' : 'polite'}
        className="relative aspect-[4/3] overflow-hidden sm:aspect-[2/1] xl:aspect-[16/5]"
      >
        {banners.map((banner, i) => {
          const current = i === index
          return (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern's slide is a group, not a form fieldset
            <div
              key={banner.id}
              role="group"
              aria-roledescription={t('slide')}
              aria-label={t('position', { n: i + 1, total: count })}
              aria-hidden={!current}
              inert={!current}
              className={`absolute inset-0 transition-opacity duration-700 motion-reduce:transition-none ${
                current ? 'opacity-100' : 'opacity-0'
              }`}
            >
              {banner.img && (
                // biome-ignore lint/performance/noImgElement: next/image's own attributes (getImageProps on the server)
                <img {...banner.img} alt="" />
              )}
              <div className="absolute inset-0 bg-gradient-to-r from-slate-950/80 via-slate-950/50 to-slate-950/10" />
              <div className="relative mx-auto flex h-full max-w-7xl flex-col justify-center px-6 pb-10 xl:px-10">
                <p className="headline max-w-2xl text-2xl font-semibold leading-tight text-white sm:text-3xl xl:text-5xl">
                  {banner.title}
                </p>
                {banner.subtitle && (
                  <p className="mt-3 line-clamp-3 max-w-2xl text-sm text-white sm:text-base xl:mt-4 xl:text-lg">
                    {banner.subtitle}
                  </p>
                )}
                {banner.link && (
                  <Link
                    href={banner.link}
                    className="mt-5 inline-flex w-fit items-center rounded-md bg-white px-5 py-2.5 text-sm font-semibold text-brand-900 hover:bg-brand-50 xl:mt-8"
                  >
                    {t('cta')}
                    <span className="sr-only">: {banner.title}</span>
                  </Link>
                )}
              </div>
            </div>
          )
        })}
      </div>
      {count > 1 && (
        <div className="absolute inset-x-0 bottom-3 flex items-center justify-center gap-2 px-4">
          <button
            type="button"
            onClick={() => setPlaying((p) => !p)}
            aria-label={playing ? t('pause') : t('play')}
            className="flex h-8 w-8 items-center justify-center rounded-full bg-slate-950/60 text-white hover:bg-slate-950/80"
          >
            <svg aria-hidden="true" viewBox="0 0 16 16" className="h-3.5 w-3.5" fill="currentColor">
              {playing ? <path d="M4 3h3v10H4zM9 3h3v10H9z" /> : <path d="M5 3l8 5-8 5z" />}
            </svg>
          </button>
          <button
            type="button"
            onClick={() => go(index - 1)}
            aria-controls={`${base}-slides`}
            aria-label={t('previous')}
            className="flex h-8 w-8 items-center justify-center rounded-full bg-slate-950/60 text-white hover:bg-slate-950/80"
          >
            <svg aria-hidden="true" viewBox="0 0 16 16" className="h-4 w-4" fill="currentColor">
              <path d="M10.5 3.5 6 8l4.5 4.5-1 1L4 8l5.5-5.5z" />
            </svg>
          </button>
          <div className="flex items-center gap-1">
            {banners.map((banner, i) => (
              <button
                key={banner.id}
                type="button"
                onClick={() => go(i)}
                aria-controls={`${base}-slides`}
                aria-label={t('goTo', { n: i + 1, title: banner.title })}
                aria-current={i === index ? 'true' : undefined}
                className="flex h-8 w-8 items-center justify-center"
              >
                <span
                  className={`block h-2.5 rounded-full transition-all ${i === index ? 'w-6 bg-white' : 'w-2.5 bg-white/60'}`}
                />
              </button>
            ))}
          </div>
          <button
            type="button"
            onClick={() => go(index + 1)}
            aria-controls={`${base}-slides`}
            aria-label={t('next')}
            className="flex h-8 w-8 items-center justify-center rounded-full bg-slate-950/60 text-white hover:bg-slate-950/80"
          >
            <svg aria-hidden="true" viewBox="0 0 16 16" className="h-4 w-4" fill="currentColor">
              <path d="M5.5 3.5 10 8l-4.5 4.5 1 1L12 8 6.5 2.5z" />
            </svg>
          </button>
        </div>
      )}
    </section>
  )
}
