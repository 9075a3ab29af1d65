/* The page's frame around a mode: the title, the language switch and the footer. */
import { h } from './dom.js';
import { LANGS, LANG_NAMES } from './i18n.js';

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
export function buildModeSwitch({ t, id, mode, onMode }) {
  const choices = [
    ['game', 'modes.game'],
    ['event', 'modes.event'],
    ['ladder', 'modes.ladder']
  ];
  const group = h('fieldset', { class: 'elo-segmented' }, [
    h('legend', { class: 'elo-visually-hidden', text: t('modes.label') }),
    h(
      'div',
      { class: 'elo-segments elo-segments-' + choices.length },
      choices.map(([value, key]) => {
        const input = h('input', {
          type: 'radio',
          name: 'mode',
          value,
          id: id('mode-' + value),
          on: { change: () => onMode(value) }
        });
        input.checked = value === mode;
        return h('div', { class: 'elo-segment' }, [
          input,
          h('label', { for: id('mode-' + value), text: t(key) })
        ]);
      })
    )
  ]);
  return h('nav', { class: 'elo-modes', 'aria-label': t('modes.label') }, group);
}
