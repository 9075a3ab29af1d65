/* The game mode's form: two ratings, the result, the rules, K (with quick picks and the
   automatic choice) and player A's profile and tournament. Builds the controls and reads them
   back as a state; what the values mean is the core's business. */
import { h, hide, setText } from './dom.js';
import { EXAMPLE_GAME } from './examples.js';
import { RESULT_CHOICES } from './state.js';
import { choiceField, field, textArea, textInput } from './kit/field.js';
import { exampleButton, formHead, offerExample } from './kit/form-head.js';
import { kField, limit, rulesField } from './k-field.js';
import { bonusField, customFields, needs, readSystemFields } from './systems-form.js';
import { shownInputs, showInputs } from './systems.js';

function textField(ctx, name, label, hint, extra, range) {
  const control = textInput(name, ctx.state[name], extra);
  return field(ctx, { name, label, hint, control, range });
}

// A field of the profile, marked as the input it is: the rules show only those they need.
const profileField = (ctx, name, ...rest) => needs(textField(ctx, name, ...rest), name);

// Player A's profile, for K from it under FIDE's rules, and what US Chess and the DWZ need of
// player A: N and the floor; the index, the year of birth and the date for the age.
function profileFields(ctx) {
  const dated = { ...ctx, state: { date: ctx.state.date || ctx.today } };
  const numeric = { inputmode: 'numeric' };
  return h('fieldset', { class: 'elo-profile', id: ctx.id('profile') }, [
    h('legend', { text: ctx.t('form.profile') }),
    profileField(ctx, 'dwzIndex', 'form.dwzIndex', 'form.dwzIndexHint', numeric),
    profileField(ctx, 'birthYear', 'form.birthYear', null, numeric),
    profileField(ctx, 'ratedGames', 'form.ratedGames', null, numeric),
    profileField(
      ctx,
      'peakRating',
      'form.peakRating',
      'form.peakRatingHint',
      { inputmode: 'decimal' },
      limit(ctx, 'rating')
    ),
    profileField(dated, 'date', 'form.date', 'form.dateHint', {
      inputmode: 'numeric',
      placeholder: ctx.t('form.datePlaceholder')
    })
  ]);
}

// What US Chess needs beyond player A's profile: player B's N, and the bonus's B.
function uscfFields(ctx) {
  return h('div', {}, [
    profileField(ctx, 'ratedGamesB', 'form.ratedGamesB', null, { inputmode: 'numeric' }),
    needs(h('p', { class: 'elo-hint', text: ctx.t('form.uscfHint') }), 'ratedGamesB'),
    bonusField(ctx, ctx.state)
  ]);
}

/** Shows the fields the rules of `state` take, K from the profile (`automatic`) or not: the
    K box gives way to a national system's own, and the floor's hint is US Chess's there. */
export function showSystemFields(form, state, automatic, { t, id }) {
  const inputs = shownInputs(state.rules, automatic);
  showInputs(form, inputs);
  hide(form.querySelector('#' + id('profile')), !inputs.profile);
  const hint = form.querySelector('#' + id('peakRating-hint'));
  setText(hint, t(inputs.national ? 'form.floorHint' : 'form.peakRatingHint'));
}

// Both players' standard ratings, for one without a rating on the rapid or blitz list (R&B
// 7.2.1); shown under those rules only.
function standardFields(ctx) {
  const hint = ctx.id('standard-hint');
  const box = (name, label) => {
    const control = textInput(name, ctx.state[name], {
      inputmode: 'decimal',
      'aria-describedby': hint
    });
    return field(ctx, { name, label, control });
  };
  return needs(
    h('div', { class: 'elo-standard' }, [
      h('div', { class: 'elo-pair' }, [
        box('standardRating', 'form.standardRatingA'),
        box('standardRatingB', 'form.standardRatingB')
      ]),
      h('p', { class: 'elo-hint', id: hint, text: ctx.t('form.standardRatingHint') })
    ]),
    'standardRating'
  );
}

function gamesField(ctx) {
  // A list of games wraps its lines: they are short, and a phone shows them whole.
  const control = textArea('games', ctx.state.games, 5, { wrap: null });
  return field(ctx, {
    name: 'games',
    label: 'form.games',
    hint: 'form.gamesHint',
    control,
    lines: true
  });
}

// "Try an example" while neither rating nor a game is typed: it fills in EXAMPLE_GAME. Returns
// { button, show(form) } (show: offered again only while the form is empty).
const EXAMPLE_FIELDS = ['ratingA', 'ratingB', 'games'];
function gameExample(ctx) {
  const typed = (value) => EXAMPLE_FIELDS.some((name) => (value(name) || '').trim() !== '');
  const fill = () => {
    const { form } = button;
    for (const name of EXAMPLE_FIELDS)
      if (form.elements[name]) form.elements[name].value = EXAMPLE_GAME[name];
    form.querySelector(`input[name="result"][value="${EXAMPLE_GAME.result}"]`).checked = true;
    form.dispatchEvent(new Event('input', { bubbles: true }));
  };
  const button = exampleButton(ctx.t('file.example'), fill, !typed((name) => ctx.state[name]));
  const show = (form) =>
    offerExample(button, !typed((name) => form.elements[name] && form.elements[name].value));
  return { button, show };
}

/** The form. ctx: { t, id, state, today, compact, onInput, onTouch(name), onPick() }. */
export function buildGameForm(ctx) {
  const { t, id } = ctx;
  const touch = (e) => ctx.onTouch && ctx.onTouch(e.target.name);
  const decimal = { inputmode: 'decimal' };
  const rating = limit(ctx, 'rating');
  const example = gameExample(ctx);
  const input = (e) => {
    example.show(e.currentTarget);
    ctx.onInput(e);
  };
  return h(
    'form',
    {
      class: 'elo-form',
      part: 'form',
      novalidate: true,
      'aria-labelledby': id('form-heading'),
      on: { submit: (e) => e.preventDefault(), input, change: touch, focusout: touch }
    },
    [
      formHead({ id: id('form-heading'), text: t('form.heading') }, example.button),
      h('div', { class: 'elo-pair' }, [
        textField(ctx, 'ratingA', 'form.ratingA', 'form.ratingAHint', decimal, rating),
        textField(ctx, 'ratingB', 'form.ratingB', 'form.ratingBHint', decimal, rating)
      ]),
      choiceField(ctx, {
        name: 'result',
        legend: 'form.result',
        choices: RESULT_CHOICES,
        value: ctx.state.result,
        errors: true
      }),
      rulesField(ctx),
      customFields(ctx, ctx.state),
      standardFields(ctx),
      kField(ctx),
      profileFields(ctx),
      uscfFields(ctx),
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
    ...readSystemFields(form),
    ratingA: el.ratingA.value,
    ratingB: el.ratingB.value,
    standardRating: el.standardRating.value,
    standardRatingB: el.standardRatingB.value,
    result: checked ? checked.value : '',
    rules: el.rules.value,
    k: el.k.value,
    kAuto: el.kAuto.checked,
    birthYear: el.birthYear.value,
    ratedGames: el.ratedGames.value,
    peakRating: el.peakRating.value,
    date: el.date.value,
    ratedGamesB: el.ratedGamesB.value,
    dwzIndex: el.dwzIndex.value,
    games: el.games ? el.games.value : previous.games
  };
}
