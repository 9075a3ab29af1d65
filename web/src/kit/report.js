/* The frame every mode's results sit in: the heading, the errors no field owns, the warnings
   by line, a line said while there is nothing to show, and the actions that keep the answer
   (the link copied where the calculator has an address of its own, CSV, Print). */
import { h, hide, put } from '../dom.js';
import { download } from '../csv.js';
import { copyText } from './copy.js';

// How long "Link copied" stays.
const STATUS_MS = 4000;

/** The actions. opts: { csv() → { text, name } or null (the CSV of what is shown), print(),
    link() (the page's address, or null where there is none), cls }. Returns { element,
    setReady(ready) } (CSV and Print only with something to keep). */
export function reportActions(ctx, opts) {
  const { t } = ctx;
  const status = h('span', { class: 'elo-copy-status', role: 'status', 'aria-live': 'polite' });
  let clearTimer = null;
  const say = (text) => {
    status.textContent = text;
    clearTimeout(clearTimer);
    if (text) clearTimer = setTimeout(() => (status.textContent = ''), STATUS_MS);
  };
  const button = (action, key, click) =>
    h('button', {
      type: 'button',
      class: 'elo-button',
      'data-action': action,
      text: t(key),
      on: { click }
    });
  const copyLink =
    typeof opts.link === 'function' &&
    button('copy-link', 'results.copyLink', async () => {
      say('');
      const ok = await copyText(opts.link(), element);
      say(t(ok ? 'results.linkCopied' : 'results.linkNotCopied'));
    });
  const csv = button('csv', 'report.csv', () => {
    const file = opts.csv();
    if (file) download(file.text, file.name);
  });
  const print = button('print', 'report.print', () => opts.print());
  const element = h('div', { class: 'elo-actions ' + (opts.cls || '') }, [
    copyLink,
    csv,
    print,
    status
  ]);
  return {
    element,
    setReady(ready) {
      hide(csv, !ready);
      hide(print, !ready);
    }
  };
}

/** The results frame. opts: { name (the heading's id), heading, waiting, warningsHeading
    (locale keys; the last 'report.warnings' unless given), alert
    (errors interrupt: the game mode's, typed a key at a time), cls, id, layout(parts) (the
    section's children in order, from { heading, general, stale, warnings, waiting }) }.
    Returns { section, heading, general, waiting, setWarnings(texts), setStale(stale) (the last
    good answer kept in view while the input has errors: marked, data-stale, and said) }. */
export function createReport(ctx, opts) {
  const { t, id } = ctx;
  const heading = h('h2', { id: id(opts.name), text: t(opts.heading) });
  const general = h('div', { class: 'elo-general-errors', role: opts.alert ? 'alert' : 'status' });
  const warnings = h('div', { class: 'elo-warnings', hidden: true }, [
    h('h3', { text: t(opts.warningsHeading || 'report.warnings') }),
    h('ul')
  ]);
  const waiting = h('p', { class: 'elo-waiting', text: t(opts.waiting) });
  const stale = h('p', {
    class: 'elo-error',
    role: 'status',
    hidden: true,
    text: t('report.stale')
  });
  const section = h(
    'section',
    {
      class: 'elo-results ' + (opts.cls || ''),
      part: 'results',
      id: opts.id ? id(opts.id) : null,
      'aria-labelledby': id(opts.name)
    },
    opts.layout({ heading, general, stale, warnings, waiting })
  );
  return {
    section,
    heading,
    general,
    waiting,
    setStale(out) {
      put(section.dataset, 'stale', String(out));
      hide(stale, !out);
    },
    setWarnings(texts) {
      hide(warnings, texts.length === 0);
      warnings.lastChild.replaceChildren(...texts.map((text) => h('li', { text })));
    }
  };
}
