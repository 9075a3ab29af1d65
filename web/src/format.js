/* Numbers and dates as each language writes them, through Intl. Formatting only: every
   figure arrives from the core already computed and rounded. */

const INTL_LOCALE = { pt: 'pt-BR', ja: 'ja-JP', en: 'en' };

/** The formatters the views use, for `lang`. */
export function formatters(lang) {
  const loc = INTL_LOCALE[lang] || lang;
  const nf = (o) => new Intl.NumberFormat(loc, o);
  return {
    rating: nf({ maximumFractionDigits: 2 }),
    change: nf({ signDisplay: 'exceptZero', maximumFractionDigits: 0 }),
    exact: nf({ signDisplay: 'exceptZero', minimumFractionDigits: 1, maximumFractionDigits: 1 }),
    difference: nf({ signDisplay: 'exceptZero', maximumFractionDigits: 2 }),
    expected: nf({ minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    percent: nf({ style: 'percent', maximumFractionDigits: 0 }),
    score: nf({ maximumFractionDigits: 1 }),
    plain: nf({ maximumFractionDigits: 0 }),
    date: new Intl.DateTimeFormat(loc, { dateStyle: 'long', timeZone: 'UTC' })
  };
}
