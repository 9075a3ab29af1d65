/* One player's games in an event, round by round: the same breakdown as the tournament list
   (opponent, score, difference, expected, change), and why a game does not count. */
import { h } from './dom.js';
import { EMPTY } from './format.js';
import { publishedNote } from './kit/first-rating.js';
import { tableFrame } from './kit/table.js';

const PLAYED = ['1', '=', '0'];

// The opponent, the result and the change stay in view in a narrow box (the rows are in the
// rounds' order); the rest are behind "All columns". A game that does not count says why over
// the last three columns.
const COLUMNS = [
  { key: 'round', head: 'event.col.round', show: 'wide' },
  { key: 'opponent', head: 'event.col.opponent' },
  { key: 'colour', head: 'event.col.colour', show: 'extra' },
  { key: 'rating', head: 'event.col.rating', show: 'wide' },
  { key: 'result', head: 'event.col.result' },
  { key: 'change', head: 'results.colChange' },
  { key: 'expected', head: 'results.colExpected', show: 'wide' },
  { key: 'difference', head: 'results.colDifference', show: 'extra' }
];
const REASONS = [
  'bye',
  'forfeit',
  'not-played',
  'unrated-opponent',
  'pairing-mismatch',
  'not-paired'
];

function reasonKey(reason) {
  // The 600-point rule (R&B 7.3.1) is said in the same words in every mode.
  if (reason === 'rating-gap-600') return 'results.reasonRatingGap600';
  return REASONS.includes(reason)
    ? 'event.reason.' + reason.replace(/-([a-z])/g, (_, c) => c.toUpperCase())
    : 'event.reason.other';
}

// The score, with the file's code where it says more than the score (a forfeit, a bye, …).
// A round the player was not paired in has a score and no code.
function roundScoreText(g, f) {
  if (typeof g.score !== 'number') return g.result || '';
  const score = f.score.format(g.score);
  return !g.result || PLAYED.includes(g.result) ? score : score + ' (' + g.result + ')';
}

// For an unrated player: the first rating the event gives, and why it would not be published.
function firstRatingNote(p, t, f) {
  const first = p.initialRating;
  if (p.rated || !first) return null;
  const has = typeof first.rating === 'number';
  return h('div', { class: 'elo-initial' }, [
    h('p', {
      text: has
        ? t('event.firstRatingIs', { rating: f.rating.format(first.rating) })
        : t('results.initialRatingNone')
    }),
    publishedNote(first.reasons, { t })
  ]);
}

/** The games table of the core's player `p`, and a button that opens them in the game mode
    when ctx has onOpenInCalculator; ctx: { t, f, nameOf(startRank), onOpenInCalculator(p) }. */
export function playerGames(p, { t, f, nameOf, onOpenInCalculator }) {
  const rows = (p.games || []).map((g) => {
    const opponent = g.opponent === null || g.opponent === undefined ? EMPTY : nameOf(g.opponent);
    const rating =
      g.opponentRating === null || g.opponentRating === undefined
        ? g.opponent
          ? t('results.unratedOpponent')
          : ''
        : f.rating.format(g.opponentRating);
    const cells = [
      h('td', { class: 'elo-num elo-col-wide', text: f.plain.format(g.round) }),
      h('td', { class: 'elo-name', text: opponent }),
      h('td', {
        class: 'elo-col-extra',
        text: g.colour ? t('event.colour.' + (g.colour === 'w' ? 'white' : 'black')) : ''
      }),
      h('td', { class: 'elo-num elo-col-wide', text: rating }),
      h('td', { class: 'elo-num', text: roundScoreText(g, f) })
    ];
    if (g.counted) {
      cells.push(
        h('td', {
          class: 'elo-num',
          text: typeof g.changeExact === 'number' ? f.exact.format(g.changeExact) : EMPTY
        }),
        h('td', {
          class: 'elo-num elo-col-wide',
          text: typeof g.expected === 'number' ? f.expected.format(g.expected) : EMPTY
        }),
        h('td', {
          class: 'elo-num elo-col-extra',
          text: typeof g.difference === 'number' ? f.difference.format(g.difference) : EMPTY
        })
      );
    } else {
      cells.push(
        h('td', {
          colspan: '3',
          class: 'elo-reason',
          text: t('results.notCounted', { reason: t(reasonKey(g.reason)) })
        })
      );
    }
    return h('tr', { class: g.counted ? null : 'elo-not-counted' }, cells);
  });
  const frame = tableFrame(
    { t },
    {
      cls: 'elo-games',
      caption: t('event.gamesOf', { name: p.name }),
      columns: COLUMNS.map((c) => ({ ...c, head: t(c.head) }))
    }
  );
  frame.tbody.append(...rows);
  const open =
    onOpenInCalculator &&
    h('button', {
      type: 'button',
      class: 'elo-button elo-open-calculator',
      text: t('event.openInCalculator'),
      on: { click: () => onOpenInCalculator(p) }
    });
  return h('div', null, [firstRatingNote(p, t, f), frame.element, open]);
}
