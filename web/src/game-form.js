/* The game mode's form: two ratings, the result, the rules, K (with quick picks and the
   automatic choice) and player A's profile and tournament. Builds the controls and reads them
   back as a state; what the values mean is the core's business. */
import { h } from './dom.js';
import { K_PICKS, RESULT_CHOICES, RULE_CHOICES } from './state.js';

function textField(ctx, name, labelKey, hintKey, extra) {
  const { t, id, state } = ctx;
  const input = h(
    'input',
    Object.assign(
      {
        id: id(name),
        name,
        type: 'text',
        autocomplete: 'off',
        spellcheck: 'false',
        'aria-describedby': hintKey ? id(name + '-hint') : null
      },
      extra
    )
  );
  input.value = state[name];
  return h('div', { class: 'elo-field', 'data-field': name }, [
    h('label', { for: id(name), text: t(labelKey) }),
    input,
    hintKey && h('p', { class: 'elo-hint', id: id(name + '-hint'), text: t(hintKey) }),
    h('p', { class: 'elo-error', id: id(name + '-error'), hidden: true })
  ]);
}

function resultField({ t, id, state }) {
  return h('fieldset', { class: 'elo-field elo-segmented', 'data-field': 'result' }, [
    h('legend', { text: t('form.result') }),
    h(
      'div',
      { class: 'elo-segments' },
      RESULT_CHOICES.map(([value, key]) => {
        const input = h('input', { type: 'radio', name: 'result', value, id: id('result-' + key) });
        input.checked = state.result === value;
        return h('div', { class: 'elo-segment' }, [
          input,
          h('label', { for: id('result-' + key), text: t('form.' + key) })
        ]);
      })
    ),
    h('p', { class: 'elo-error', id: id('result-error'), hidden: true })
  ]);
}

/** The rules select, for any mode's form. */
export function rulesField({ t, id, state }) {
  const select = h(
    'select',
    { id: id('rules'), name: 'rules' },
    RULE_CHOICES.map(([value, key]) => h('option', { value, text: t('form.' + key) }))
  );
  select.value = state.rules;
  return h('div', { class: 'elo-field', 'data-field': 'rules' }, [
    h('label', { for: id('rules'), text: t('form.rules') }),
    select,
    h('p', { class: 'elo-error', id: id('rules-error'), hidden: true })
  ]);
}

/** The K box with its quick picks and the automatic choice, for any mode's form. */
export function kField(ctx) {
  const { t, id, state, onPick } = ctx;
  const input = h('input', {
    id: id('k'),
    name: 'k',
    type: 'text',
    inputmode: 'decimal',
    autocomplete: 'off',
    spellcheck: 'false',
    class: 'elo-k-input',
    'aria-describedby': id('k-hint')
  });
  input.value = state.k;
  const picks = h(
    'div',
    { class: 'elo-picks' },
    K_PICKS.map(([groupKey, values]) =>
      h('div', { class: 'elo-pick-group', role: 'group', 'aria-label': t('form.' + groupKey) }, [
        h('span', { class: 'elo-pick-label', 'aria-hidden': 'true', text: t('form.' + groupKey) }),
        ...values.map((v) =>
          h('button', {
            type: 'button',
            class: 'elo-pick',
            'data-k': v,
            'aria-label': t('form.kPick', { k: v }),
            text: v,
            on: { click: () => onPick(v) }
          })
        )
      ])
    )
  );
  const autoBox = h('input', { type: 'checkbox', id: id('kAuto'), name: 'kAuto' });
  autoBox.checked = !!state.kAuto;
  const applied = h('output', { class: 'elo-k-applied', id: id('k-applied'), hidden: true });
  return h('div', { class: 'elo-field', 'data-field': 'k' }, [
    h('label', { for: id('k'), text: t('form.k') }),
    h('div', { class: 'elo-k-row' }, [input, applied, picks]),
    h('div', { class: 'elo-check', id: id('kAuto-row') }, [
      autoBox,
      h('label', { for: id('kAuto'), text: t(ctx.kAutoLabel || 'form.kAuto') })
    ]),
    h('p', { class: 'elo-hint', id: id('k-hint'), text: t('form.kHint') }),
    h('p', { class: 'elo-error', id: id('k-error'), hidden: true })
  ]);
}

function profileFields(ctx) {
  return h('fieldset', { class: 'elo-profile', id: ctx.id('profile') }, [
    h('legend', { text: ctx.t('form.profile') }),
    textField(ctx, 'birthYear', 'form.birthYear', null, { inputmode: 'numeric' }),
    textField(ctx, 'ratedGames', 'form.ratedGames', null, { inputmode: 'numeric' }),
    textField(ctx, 'peakRating', 'form.peakRating', 'form.peakRatingHint', {
      inputmode: 'decimal'
    }),
    textField(
      Object.assign({}, ctx, { state: { date: ctx.state.date || ctx.today } }),
      'date',
      'form.date',
      'form.dateHint',
      {
        inputmode: 'numeric',
        placeholder: 'YYYY-MM-DD'
      }
    )
  ]);
}

function gamesField({ t, id, state }) {
  const games = h('textarea', {
    id: id('games'),
    name: 'games',
    rows: '5',
    spellcheck: 'false',
    autocomplete: 'off',
    'aria-describedby': id('games-hint')
  });
  games.value = state.games;
  return h('div', { class: 'elo-field', 'data-field': 'games' }, [
    h('label', { for: id('games'), text: t('form.games') }),
    games,
    h('p', { class: 'elo-hint', id: id('games-hint'), text: t('form.gamesHint') }),
    h('ul', { class: 'elo-error elo-line-errors', id: id('games-error'), hidden: true })
  ]);
}

/** The form. ctx: { t, id, state, compact, onInput, onPick(k) }. */
export function buildGameForm(ctx) {
  const { t, id } = ctx;
  return h(
    'form',
    {
      class: 'elo-form',
      part: 'form',
      novalidate: true,
      'aria-labelledby': id('form-heading'),
      on: {
        submit: (e) => e.preventDefault(),
        input: ctx.onInput,
        change: (e) => ctx.onTouch && ctx.onTouch(e.target.name),
        focusout: (e) => ctx.onTouch && ctx.onTouch(e.target.name)
      }
    },
    [
      h('h2', { id: id('form-heading'), text: t('form.heading') }),
      h('div', { class: 'elo-pair' }, [
        textField(ctx, 'ratingA', 'form.ratingA', 'form.ratingAHint', { inputmode: 'decimal' }),
        textField(ctx, 'ratingB', 'form.ratingB', 'form.ratingBHint', { inputmode: 'decimal' })
      ]),
      resultField(ctx),
      rulesField(ctx),
      kField(ctx),
      profileFields(ctx),
      ctx.compact ? null : gamesField(ctx)
    ]
  );
}

/** The state the form holds now; `games` is kept from `previous` where the form has no
    games box. */
export function readGameForm(form, previous) {
  const el = form.elements;
  const checked = form.querySelector('input[name="result"]:checked');
  return {
    ratingA: el.ratingA.value,
    ratingB: el.ratingB.value,
    result: checked ? checked.value : '',
    rules: el.rules.value,
    k: el.k.value,
    kAuto: el.kAuto.checked,
    birthYear: el.birthYear.value,
    ratedGames: el.ratedGames.value,
    peakRating: el.peakRating.value,
    date: el.date.value,
    games: el.games ? el.games.value : previous.games
  };
}

/** The sentence for the core's `kApplied`: the K with its reason, or none when the K box
    already says it (a K typed and applied as typed). */
export function kAppliedText(applied, { t, f }) {
  if (!applied || applied.reason === 'given') return '';
  const key = KAPPLIED_KEYS[applied.reason];
  if (!key) return f.rating.format(applied.k);
  return t(key, {
    k: f.rating.format(applied.k),
    year: typeof applied.juniorUntil === 'number' ? f.year.format(applied.juniorUntil) : '',
    games: typeof applied.games === 'number' ? f.plain.format(applied.games) : ''
  });
}

const KAPPLIED_KEYS = {
  default: 'form.kApplied.default',
  junior: 'form.kApplied.junior',
  'rating-2400': 'form.kApplied.rating2400',
  'new-player': 'form.kApplied.newPlayer',
  standard: 'form.kApplied.standard',
  'cap-700': 'form.kApplied.cap700'
};

/** Shows what the core says applies: the automatic-K choice only where the rules offer it,
    the profile (where the form has one) and a disabled K box only while K comes from it. Where
    the form shows the applied K (ids.applied), the K and its reason are written beside the box,
    in its place while K comes from the profile. */
export function showKControls(form, ids, response, state, ctx) {
  const offered = !!(response.rules && response.rules.automaticK);
  const automatic = response.kAuto === true;
  form.querySelector('#' + ids.autoRow).hidden = !offered;
  const profile = ids.profile && form.querySelector('#' + ids.profile);
  if (profile) profile.hidden = !automatic;
  form.elements.k.disabled = automatic;
  const applied = ids.applied && form.querySelector('#' + ids.applied);
  if (applied) {
    const text = response.kApplied
      ? kAppliedText(response.kApplied, ctx)
      : automatic
        ? ctx.t('form.kNeedsProfile')
        : '';
    if (applied.textContent !== text) applied.textContent = text;
    applied.hidden = text === '';
    form.elements.k.hidden = automatic;
  }
  for (const b of form.querySelectorAll('.elo-pick')) {
    b.setAttribute('aria-pressed', !automatic && b.dataset.k === state.k.trim() ? 'true' : 'false');
  }
}
