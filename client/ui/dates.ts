import { useEffect, useState } from "react";
import { LOCALES, type Locale } from "../../shared/locales";

const formats = new Map<string, Intl.DateTimeFormat>();

/** One Intl.DateTimeFormat per locale and options, made on first use (they are costly to make). */
export function dateFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[locale].language, options);
    formats.set(key, format);
  }
  return format;
}

/**
 * A moment as the visitor's clock shows it. The server does not know the visitor's time zone: it
 * (and the browser's first render, so hydration matches) formats in UTC, and the browser switches
 * to its own zone right after hydration.
 */
export function useLocalDateTime(locale: Locale, iso: string, options: Intl.DateTimeFormatOptions): string {
  const [timeZone, setTimeZone] = useState<"UTC" | undefined>("UTC");
  useEffect(() => setTimeZone(undefined), []);
  return dateFormat(locale, { ...options, timeZone }).format(new Date(iso));
}
