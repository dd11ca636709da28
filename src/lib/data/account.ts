import type { Locale } from '../../i18n/routing'
import { footerData } from './footer'
import { formIndustries } from './lead-forms'

/** What the registration form chooses from: areas (with the footer data) and industries (as the lead forms). */
export async function accountFormData(locale: Locale) {
  const [footer, industries] = await Promise.all([footerData(locale), formIndustries(locale)])
  return { areas: footer.provinces, industries, privacyArticle: footer.legal.privacyPolicy }
}
