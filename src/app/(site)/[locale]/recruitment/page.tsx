import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { ContentShell } from '@/components/content/ContentShell'
import { ExternalLink } from '@/components/content/ExternalLink'
import { contentMetadata } from '@/components/content/page-metadata'
import { isSafeExternalLink } from '@/domain/content/content-sections'
import type { Locale } from '@/i18n/routing'
import { type JobItem, recruitmentView } from '@/lib/data/jobs'

type Props = { params: Promise<{ locale: Locale }> }

/** Rendered per request: canonical URLs may need the request's host; the data comes from cached loaders. */
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'content.recruitment' })
  return contentMetadata({ locale, path: '/recruitment', title: t('title'), description: t('description') })
}

function lines(text: string): string[] {
  return text
    .split('\n')
    .map((l) => l.trim().replace(/[；;。]$/, ''))
    .filter(Boolean)
}

async function JobArticle({ job }: { job: JobItem }) {
  const t = await getTranslations('content.recruitment')
  const facts = [
    { label: t('department'), value: job.department },
    { label: t('location'), value: job.location },
    { label: t('headcount'), value: job.headcount ? t('headcountValue', { count: job.headcount }) : '' },
    { label: t('salary'), value: job.salary },
  ].filter((f) => f.value)
  return (
    <article
      id={`job-${job.id}`}
      aria-labelledby={`job-${job.id}-title`}
      className="scroll-mt-24 rounded-xl border border-slate-200 p-5 shadow-sm xl:p-6"
    >
      <div className="flex flex-wrap items-center gap-3">
        <h3 id={`job-${job.id}-title`} className="text-lg font-semibold text-slate-900">
          {job.title}
        </h3>
        {job.isHot ? (
          <span className="rounded-full bg-red-50 px-2.5 py-0.5 text-xs font-medium text-red-800 ring-1 ring-red-200">
            {t('hot')}
          </span>
        ) : null}
      </div>
      <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm">
        {facts.map((f) => (
          <div key={f.label} className="flex gap-1.5">
            <dt className="text-slate-500">{f.label}</dt>
            <dd className="font-medium text-slate-800">{f.value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-4 grid gap-6 lg:grid-cols-2">
        {[
          { key: 'content', heading: t('jobContent'), text: job.content },
          { key: 'requirements', heading: t('requirements'), text: job.requirements },
        ].map((part) => (
          <div key={part.key}>
            <h4 className="font-semibold text-slate-800">{part.heading}</h4>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm leading-relaxed text-slate-700">
              {lines(part.text).map((l) => (
                <li key={l}>{l}</li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </article>
  )
}

/**
 * /recruitment: the recruitment page of spec section 2 (hot jobs, job content, requirements, apply, salary,
 * promotion, bonus, welfare) from /recruitment_needs and /recruitment_needs/config.
 */
export default async function RecruitmentPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const t = await getTranslations('content.recruitment')
  const data = await recruitmentView(locale)
  const hot = data.jobs.filter((j) => j.isHot)
  const benefits = [
    { key: 'salary', title: t('salaryTitle'), text: data.salary },
    { key: 'promotion', title: t('promotionTitle'), text: data.promotion },
    { key: 'bonus', title: t('bonusTitle'), text: data.bonus },
    { key: 'welfare', title: t('welfareTitle'), text: data.welfare },
  ].filter((b) => b.text)
  const applyUrl = data.applyUrl && isSafeExternalLink(data.applyUrl) ? data.applyUrl : null
  return (
    <ContentShell
      title={t('title')}
      lead={data.intro || undefined}
      crumbs={[{ href: '/recruitment', label: t('title') }]}
    >
      <div className="space-y-12">
        {hot.length ? (
          <section aria-labelledby="recruitment-hot">
            <h2 id="recruitment-hot" className="text-xl font-semibold text-slate-900">
              {t('hotJobs')}
            </h2>
            <ul className="mt-4 grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
              {hot.map((j) => (
                <li key={j.id}>
                  <a
                    href={`#job-${j.id}`}
                    className="block h-full rounded-xl border border-brand-100 bg-brand-50 p-4 hover:border-brand-600"
                  >
                    <span className="block font-semibold text-slate-900">{j.title}</span>
                    <span className="mt-1 block text-sm text-slate-600">
                      {[j.department, j.location].filter(Boolean).join(' · ')}
                    </span>
                    {j.salary ? (
                      <span className="mt-2 block text-sm font-medium text-brand-700">{j.salary}</span>
                    ) : null}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <section aria-labelledby="recruitment-jobs">
          <h2 id="recruitment-jobs" className="text-xl font-semibold text-slate-900">
            {t('allJobs', { count: data.jobs.length })}
          </h2>
          {data.jobs.length ? (
            <div className="mt-4 space-y-4">
              {data.jobs.map((j) => (
                <JobArticle key={j.id} job={j} />
              ))}
            </div>
          ) : (
            <p className="mt-4 rounded-lg bg-slate-50 p-6 text-slate-600">{t('noJobs')}</p>
          )}
        </section>
        <section aria-labelledby="recruitment-apply" className="rounded-xl bg-brand-900 p-6 text-white xl:p-8">
          <h2 id="recruitment-apply" className="text-xl font-semibold">
            {t('applyTitle')}
          </h2>
          <p className="mt-2 text-brand-100">{t('applyText')}</p>
          <div className="mt-5 flex flex-wrap gap-3">
            {data.applyEmail ? (
              <a
                href={`mailto:${data.applyEmail}`}
                className="inline-flex items-center rounded-md bg-white px-5 py-2.5 font-medium text-brand-900 hover:bg-brand-50"
              >
                {t('applyEmail', { email: data.applyEmail })}
              </a>
            ) : null}
            {applyUrl ? (
              <ExternalLink
                href={applyUrl}
                className="inline-flex items-center rounded-md border border-white/60 px-5 py-2.5 font-medium text-white hover:bg-white/10"
              >
                {t('applyOnline')}
              </ExternalLink>
            ) : null}
          </div>
        </section>
        {benefits.length ? (
          <section aria-labelledby="recruitment-benefits">
            <h2 id="recruitment-benefits" className="text-xl font-semibold text-slate-900">
              {t('benefitsTitle')}
            </h2>
            <div className="mt-4 grid gap-4 md:grid-cols-2">
              {benefits.map((b) => (
                <section
                  key={b.key}
                  aria-labelledby={`benefit-${b.key}`}
                  className="rounded-xl border border-slate-200 p-5"
                >
                  <h3 id={`benefit-${b.key}`} className="font-semibold text-slate-900">
                    {b.title}
                  </h3>
                  <p className="mt-2 text-sm leading-relaxed text-slate-700">{b.text}</p>
                </section>
              ))}
            </div>
          </section>
        ) : null}
      </div>
    </ContentShell>
  )
}
