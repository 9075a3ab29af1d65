/* The page's frame around a mode: the title, the language switch and the footer. */
import { h } from './dom.js';
import { LANGS, LANG_NAMES } from './i18n.js';
import { choiceField } from './kit/field.js';

/** The header with the title and a switch that calls onLang(code). */
export function buildHeader({ t, lang, onLang }) {
  const switcher = h(
    'nav',
    { class: 'elo-langs', 'aria-label': t('meta.language') },
    h(
      'ul',
      null,
      LANGS.map((code) =>
        h(
          'li',
          null,
          h('button', {
            type: 'button',
            lang: code,
            class: 'elo-lang',
            'data-lang': code,
            'aria-pressed': code === lang ? 'true' : 'false',
            text: LANG_NAMES[code],
            on: { click: () => onLang(code) }
          })
        )
      )
    )
  );
  return h('header', { class: 'elo-header' }, [
    h('div', { class: 'elo-titles' }, [
      h('h1', { text: t('meta.title') }),
      h('p', { class: 'elo-tagline', text: t('meta.tagline') })
    ]),
    switcher
  ]);
}

/** The footer: where the calculation runs, and that nothing leaves the device. */
export function buildFooter({ t }) {
  return h('footer', { class: 'elo-footer' }, [
    h('p', { text: t('help.privacy') }),
    h('p', { text: t('footer.engine') })
  ]);
}

/** The switch between the modes, as a group of radio buttons; onMode(mode) on a change. */
export function buildModeSwitch(ctx) {
  const choices = [
    ['game', 'modes.game'],
    ['event', 'modes.event'],
    ['ladder', 'modes.ladder']
  ];
  const group = choiceField(ctx, {
    name: 'mode',
    legend: 'modes.label',
    legendHidden: true,
    plain: true,
    choices,
    value: ctx.mode,
    onChange: ctx.onMode
  });
  return h('nav', { class: 'elo-modes', 'aria-label': ctx.t('modes.label') }, group);
}
