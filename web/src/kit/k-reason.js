/* Why K is what it is, read from the core's `kApplied` ({ k, reason, juniorUntil, games,
   gamesAssumed, kBeforeCap, reasonBeforeCap }), the one object every mode answers with: the
   game and the tournament once, an event for each rated player. The page never derives a K
   itself; it only says what the core chose, with the same words in every mode. */

/** Each reason's key under `k.reason` in the locale files. */
const REASON_KEYS = {
  given: 'given',
  default: 'default',
  'rating-2400': 'rating2400',
  junior: 'junior',
  'new-player': 'newPlayer',
  standard: 'standard',
  'no-date': 'noDate',
  'cap-700': 'cap700'
};

const number = (value, format) => (typeof value === 'number' ? format.format(value) : '');

/** The K a player takes into the game mode: the K before the 700 rule (the game mode applies
    it again over the games it is given); null without a `kApplied`. */
export function kForGames(applied) {
  if (!applied || typeof applied.k !== 'number') return null;
  return typeof applied.kBeforeCap === 'number' ? applied.kBeforeCap : applied.k;
}

// A reason's locale key: `standard` says when the core assumed the 30 rated games.
const keyOf = (reason, applied) =>
  REASON_KEYS[reason] &&
  REASON_KEYS[reason] + (reason === 'standard' && applied.gamesAssumed ? 'Assumed' : '');

/** Why, in words without the K ("2400 reached", "junior until the end of 2026"); '' without a
    `kApplied` or for a reason the page does not know. */
export function kReasonText(applied, { t, f }) {
  const key = applied && keyOf(applied.reason, applied);
  if (!key) return '';
  const params = {
    year: number(applied.juniorUntil, f.year),
    games: number(applied.games, f.plain)
  };
  // Lowered by the 700 rule: the K it lowered and the reason that gave that K, when said.
  const before = applied.reason === 'cap-700' && keyOf(applied.reasonBeforeCap, applied);
  if (before)
    return t('k.reason.cap700From', {
      ...params,
      k: number(applied.kBeforeCap, f.rating),
      reason: t('k.reason.' + before, params)
    });
  return t('k.reason.' + key, params);
}

/** The fields of `applied` that kReasonText reads, as one string: two with the same key are
    said in the same words, so a table can count them without writing each one's words. */
export const kReasonKey = (applied) =>
  applied
    ? [
        applied.reason,
        applied.reasonBeforeCap,
        applied.juniorUntil,
        applied.games,
        applied.gamesAssumed,
        applied.kBeforeCap
      ].join('|')
    : '';

/** The sentence beside the game mode's K box: the K and why, or '' when the box already says it
    (a K typed and applied as typed). */
export function kAppliedText(applied, ctx) {
  if (!applied || typeof applied.k !== 'number' || applied.reason === 'given') return '';
  const k = ctx.f.rating.format(applied.k);
  const reason = kReasonText(applied, ctx);
  return reason ? ctx.t('k.applied', { k, reason }) : k;
}
