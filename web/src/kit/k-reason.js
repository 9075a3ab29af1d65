/* Why K is what it is, one model for every mode, read from the core's answer: the game mode's
   `kApplied` and an event player's `kReason` are two shapes of the same facts. The page never
   derives a K itself; it only says what the core chose. */

/** The sentence with the K for each rule (beside the game mode's K box). */
const APPLIED_KEYS = {
  default: 'k.applied.default',
  junior: 'k.applied.junior',
  'rating-2400': 'k.applied.rating2400',
  'new-player': 'k.applied.newPlayer',
  standard: 'k.applied.standard'
};

/** The model of the core's K for one player: from a game's `kApplied` ({ k, reason, games,
    kBeforeCap, juniorUntil }) or an event player ({ k, kReason, kCapped, kBeforeCap }).
    Returns { k, rule (the rule's code; null where the answer names only the 700 rule), capped
    (B.02 8.3.3's K × n ≤ 700 lowered it), kBeforeCap, games, juniorUntil }, or null. */
export function kModel(source) {
  if (!source || typeof source.k !== 'number') return null;
  const fromEvent = 'kReason' in source || 'kCapped' in source;
  const capped = fromEvent ? source.kCapped === true : source.reason === 'cap-700';
  const rule = fromEvent ? source.kReason || null : capped ? null : source.reason || null;
  return {
    k: source.k,
    rule,
    capped,
    kBeforeCap: typeof source.kBeforeCap === 'number' ? source.kBeforeCap : source.k,
    games: typeof source.games === 'number' ? source.games : null,
    juniorUntil: typeof source.juniorUntil === 'number' ? source.juniorUntil : null
  };
}

/** The K a player's games take into the game mode: the rule's K before the 700 rule, which
    the game mode applies again over the games it is given. */
export function kForGames(model) {
  return model ? model.kBeforeCap : null;
}

/** The sentence beside a K box: the K and why, or '' when the box already says it (a K typed
    and applied as typed). */
export function kAppliedText(model, { t, f }) {
  if (!model || (model.rule === 'given' && !model.capped)) return '';
  const k = f.rating.format(model.k);
  if (model.capped)
    return t('k.applied.cap700', {
      k,
      games: model.games === null ? '' : f.plain.format(model.games)
    });
  const key = APPLIED_KEYS[model.rule];
  if (!key) return k;
  return t(key, { k, year: model.juniorUntil === null ? '' : f.year.format(model.juniorUntil) });
}

/** The rule's words without the K, for a table's row ("2400 reached"), and the 700 rule's when
    it lowered K; '' where the answer names neither. */
export function kReasonText(model, { t }) {
  if (!model) return '';
  const rule = model.rule ? [t('k.reason.' + model.rule)] : [];
  return rule.concat(model.capped ? [t('k.capped')] : []).join(' · ');
}
