/* Numbers and dates as each language writes them, through Intl. Formatting only: every
   figure arrives from the core already computed and rounded. */

/** The Intl locale each language's numbers and dates are written in. */
export const INTL_LOCALE = { pt: 'pt-BR', ja: 'ja-JP', en: 'en' };

/** What a cell shows where the core gave no figure. */
export const EMPTY = '–';

/** A figure of the core's formatted by `fmt`, or EMPTY where the core gave none. */
export const numberText = (value, fmt) => (typeof value === 'number' ? fmt.format(value) : EMPTY);

/** The class that colours a change by its sign (the sign itself is always written too). */
export function signClass(v) {
  return v > 0 ? 'elo-up' : v < 0 ? 'elo-down' : '';
}

/** The formatters the views use, for `lang`. Each is made when first used: the first of a
    kind loads its locale data, and the first result needs only some of them. */
export function formatters(lang) {
  const loc = INTL_LOCALE[lang] || lang;
  const nf = (o) => () => new Intl.NumberFormat(loc, o);
  const makers = {
    rating: nf({ maximumFractionDigits: 2 }),
    change: nf({ signDisplay: 'exceptZero', maximumFractionDigits: 0 }),
    exact: nf({ signDisplay: 'exceptZero', minimumFractionDigits: 1, maximumFractionDigits: 1 }),
    difference: nf({ signDisplay: 'exceptZero', maximumFractionDigits: 2 }),
    expected: nf({ minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    percent: nf({ style: 'percent', maximumFractionDigits: 0 }),
    // A percentage the core gives as a number of hundredths (78 for 78 %).
    percentWhole: nf({ style: 'unit', unit: 'percent', maximumFractionDigits: 1 }),
    score: nf({ maximumFractionDigits: 1 }),
    fine: nf({ maximumFractionDigits: 4 }),
    plain: nf({ maximumFractionDigits: 0 }),
    year: nf({ useGrouping: false, maximumFractionDigits: 0 }),
    date: () => new Intl.DateTimeFormat(loc, { dateStyle: 'long', timeZone: 'UTC' }),
    day: () => new Intl.DateTimeFormat(loc, { dateStyle: 'medium', timeZone: 'UTC' }),
    dayShort: () =>
      new Intl.DateTimeFormat(loc, { month: 'numeric', day: 'numeric', timeZone: 'UTC' }),
    list: () => new Intl.ListFormat(loc, { type: 'conjunction' })
  };
  const made = {};
  for (const [name, make] of Object.entries(makers)) {
    Object.defineProperty(made, name, {
      enumerable: true,
      get: () => {
        const value = make();
        Object.defineProperty(made, name, { value, enumerable: true });
        return value;
      },
      configurable: true
    });
  }
  return made;
}
