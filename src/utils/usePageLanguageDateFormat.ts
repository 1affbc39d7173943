import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {hungarianFormat, type DateFormat} from './hungarianDate';

const formats = new Map<string, DateFormat>();

/**
 * Like theme-common's `useDateTimeFormat`, but in the language of the pages (`htmlLang`, here `hu`) rather
 * than the locale's name (`en`, fixed by the spec): „2026. november 22.”. One formatter per language and
 * options, so a page with many dates builds it once.
 */
export default function usePageLanguageDateFormat(options: Intl.DateTimeFormatOptions): DateFormat {
  const {i18n} = useDocusaurusContext();
  const language = i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale;
  const key = `${language} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = (language === 'hu' ? hungarianFormat(options) : undefined) ?? new Intl.DateTimeFormat(language, options);
    formats.set(key, format);
  }
  return format;
}
